package io.tabletop.app;

import io.tabletop.engine.Viewer;
import io.tabletop.store.ViewRow;

/** Maps between engine viewers and the viewer numbers of the views table. */
public final class Viewers {

    private Viewers() {}

    public static Viewer of(Integer seat) {
        return seat == null ? Viewer.SPECTATOR : Viewer.seat(seat);
    }

    public static int number(Integer seat) {
        return seat == null ? ViewRow.SPECTATOR : seat;
    }
}
