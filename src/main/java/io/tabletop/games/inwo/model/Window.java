package io.tabletop.games.inwo.model;

import java.util.List;

/**
 * A priority window after an announcement: {@code eligible} seats may respond, in turn order; {@code priority}
 * holds it now; {@code passes} in a row so far (a response sets it to 0). It closes when {@code passes} reaches
 * the number of eligible seats. {@code id} names it for timeouts (a new id whenever priority moves).
 */
public record Window(WindowKind kind, List<Integer> eligible, int priority, int passes, int id) {

    public Window {
        eligible = List.copyOf(eligible);
    }

    /** A window opened by {@code announcer}'s play: priority with the next eligible seat after him, no passes yet. */
    public static Window opened(WindowKind kind, List<Integer> eligible, int announcer, int id) {
        return new Window(kind, eligible, new Window(kind, eligible, 0, 0, id).after(announcer), 0, id);
    }

    /** The next eligible seat after {@code seat} in turn order (eligible is in seat order). */
    public int after(int seat) {
        for (int s : eligible) if (s > seat) return s;
        return eligible.getFirst();
    }

    public boolean closes() {
        return passes >= eligible.size();
    }
}
