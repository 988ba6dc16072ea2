package io.tabletop.app;

import io.tabletop.store.StoredEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * The last few events this instance appended to a game, as stored and as the game's event objects, kept beside the
 * cached state: a live stream that lacks only these is fed from memory, with no read of the log and no parse of
 * what was just written. Contiguous by construction (an append continues it only from its own last seq); anything
 * it does not cover is read from the database as before.
 */
public record RecentEvents(List<StoredEvent> stored, List<Object> events) {

    /** How many events are kept: more than one turn's worth of any game, few enough to weigh nothing in the cache. */
    static final int KEEP = 16;

    public static final RecentEvents NONE = new RecentEvents(List.of(), List.of());

    /** This tail continued by an append after {@code head} (a fresh tail when this one does not end there). */
    RecentEvents then(long head, List<StoredEvent> appended, List<Object> appendedEvents) {
        boolean continues = !stored.isEmpty() && stored.getLast().seq() == head;
        List<StoredEvent> s = new ArrayList<>(continues ? stored : List.of());
        List<Object> e = new ArrayList<>(continues ? events : List.of());
        s.addAll(appended);
        e.addAll(appendedEvents);
        int drop = Math.max(0, s.size() - KEEP);
        return new RecentEvents(List.copyOf(s.subList(drop, s.size())), List.copyOf(e.subList(drop, e.size())));
    }

    /** Index of the first event after {@code after}, when this tail holds every event from there to {@code upTo}; else -1. */
    public int covering(long after, long upTo) {
        if (stored.isEmpty() || after >= upTo) return -1;
        long first = stored.getFirst().seq();
        long last = stored.getLast().seq();
        if (first > after + 1 || last < upTo || after + 1 > last) return -1;
        return (int) (after + 1 - first);
    }
}
