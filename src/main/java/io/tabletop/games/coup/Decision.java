package io.tabletop.games.coup;

import java.util.ArrayList;
import java.util.List;

/** A decision under way: the events emitted so far and the state they lead to. */
final class Decision {

    private CoupState state;
    private final List<CoupEvent> events = new ArrayList<>();

    Decision(CoupState state) {
        this.state = state;
    }

    CoupState state() {
        return state;
    }

    Turn turn() {
        return state.turn();
    }

    void emit(CoupEvent event) {
        events.add(event);
        state = CoupEvolution.evolve(state, event);
    }

    List<CoupEvent> events() {
        return List.copyOf(events);
    }
}
