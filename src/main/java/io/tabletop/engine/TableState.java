package io.tabletop.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One game's stream folded: how the table was set, who sits where, and — once every seat is taken — the game's
 * own state. {@code version} is the number of events folded. {@code abandoned}: closed unfilled (it never starts).
 */
public record TableState<S>(TableEvent.GameCreated created, List<String> names, S game, long version,
                            boolean abandoned, List<List<String>> decks) {

    public TableState {
        names = Collections.unmodifiableList(new ArrayList<>(names));
        decks = decks == null ? Collections.nCopies(names.size(), null) : Collections.unmodifiableList(new ArrayList<>(decks));
    }

    public TableState(TableEvent.GameCreated created, List<String> names, S game, long version) {
        this(created, names, game, version, false, null);
    }

    public TableState(TableEvent.GameCreated created, List<String> names, S game, long version, boolean abandoned) {
        this(created, names, game, version, abandoned, null);
    }

    public boolean started() {
        return game != null;
    }

    public int seats() {
        return created.seats();
    }

    /** The lowest free seat, or -1 when all are taken. */
    public int firstFreeSeat() {
        return names.indexOf(null);
    }

    public boolean isFree(int seat) {
        return seat >= 0 && seat < names.size() && names.get(seat) == null;
    }
}
