package io.tabletop.games.copycat;

import java.util.ArrayList;
import java.util.List;

/** A decision under way: the events emitted so far and the state they lead to. */
final class Decision {

    private CopycatState state;
    private final List<CopycatEvent> events = new ArrayList<>();

    Decision(CopycatState state) {
        this.state = state;
    }

    CopycatState state() {
        return state;
    }

    Player player(int seat) {
        return state.player(seat);
    }

    void emit(CopycatEvent event) {
        events.add(event);
        state = CopycatEvolution.evolve(state, event);
    }

    List<CopycatEvent> events() {
        return List.copyOf(events);
    }
}
