package io.tabletop.games.inwo;

import java.util.ArrayList;
import java.util.List;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;

/** Events being decided, each applied at once so that the next decision sees the state it leaves. */
final class Emitter implements io.tabletop.games.inwo.model.Sink {

    InwoState state;
    final List<InwoEvent> events = new ArrayList<>();

    Emitter(InwoState state) {
        this.state = state;
    }

    @Override
    public InwoState state() {
        return state;
    }

    @Override
    public void emit(InwoEvent event) {
        events.add(event);
        state = InwoEvolution.evolve(state, event);
    }
}
