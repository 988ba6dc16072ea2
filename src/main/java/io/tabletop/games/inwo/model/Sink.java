package io.tabletop.games.inwo.model;

import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;

/** Where card-flow decisions go: each event applied at once, so the next decision sees the state it leaves. */
public interface Sink {

    InwoState state();

    void emit(InwoEvent event);
}
