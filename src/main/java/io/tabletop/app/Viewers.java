package io.tabletop.app;

import io.tabletop.engine.Viewer;
import io.tabletop.store.ViewRow;

/** Maps between engine viewers and the viewer numbers of the views table. */
final class Viewers {

    private Viewers() {}

    static Viewer of(Integer seat) {
        return seat == null ? Viewer.SPECTATOR : Viewer.seat(seat);
    }

    static int number(Integer seat) {
        return seat == null ? ViewRow.SPECTATOR : seat;
    }
}
