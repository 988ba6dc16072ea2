package io.tabletop.app;

import io.tabletop.engine.Status;
import io.tabletop.engine.Viewer;
import io.tabletop.store.StoredEvent;

/**
 * How a stored event looks to a viewer: the one rule shared by the events page and the live stream. While the game
 * runs, each event is redacted for the caller's seat (or for a spectator); once it is over everything is public.
 */
public final class EventViews {

    private EventViews() {}

    /** Who the caller is for the log of a game in {@code status} (the auditor once the game is over). */
    public static Viewer viewer(String status, Integer seat) {
        return Status.FINISHED.name().equals(status) ? Viewer.AUDITOR : Viewers.of(seat);
    }

    /** The game's event object of a stored event (parse once, then {@link #of(GameCodec, StoredEvent, Object, Viewer)}). */
    public static Object parse(GameCodec codec, StoredEvent e) {
        return codec.readEvent(e.type(), Json.readTree(e.data()));
    }

    public static EventView of(GameCodec codec, StoredEvent e, Object event, Viewer viewer) {
        return new EventView(e.seq(), e.type(), e.recordedAt(), codec.eventData(codec.table().redact(event, viewer)));
    }

    public static EventView of(GameCodec codec, StoredEvent e, Viewer viewer) {
        return of(codec, e, parse(codec, e), viewer);
    }
}
