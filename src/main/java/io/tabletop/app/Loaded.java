package io.tabletop.app;

import io.tabletop.engine.TableState;
import java.time.OffsetDateTime;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A game folded to {@code state.version()}, as this instance keeps it in memory: the state, the hash of its last
 * event, its secret seed, the open reaction window's deadline, and the per-viewer projections at this version
 * (filled as they are written or first read; they are pure functions of the state), and the events this instance
 * appended last (for the live streams), and the deadline's window (so that a move may append at this head without
 * reading it: see {@link GameStreams#appendAtCachedHead}).
 */
public record Loaded(UUID id, GameCodec codec, TableState<Object> state, byte[] headHash, String seed,
              OffsetDateTime deadline, Map<Integer, Projection> projections, RecentEvents recent,
              String deadlineWindow) {

    public Loaded(UUID id, GameCodec codec, TableState<Object> state, byte[] headHash, String seed, OffsetDateTime deadline) {
        this(id, codec, state, headHash, seed, deadline, new ConcurrentHashMap<>(), RecentEvents.NONE, null);
    }

    public Loaded(UUID id, GameCodec codec, TableState<Object> state, byte[] headHash, String seed, OffsetDateTime deadline,
                  Map<Integer, Projection> projections) {
        this(id, codec, state, headHash, seed, deadline, projections, RecentEvents.NONE, null);
    }

    /** The head this state stands for, as the games row holds it after the commit that made it. */
    public io.tabletop.store.Head head() {
        return new io.tabletop.store.Head(codec.table().rules().type().name(), codec.table().status(state).name(),
                state.version(), headHash, deadline, deadlineWindow, codec.rulesVersion());
    }

    public long version() {
        return state.version();
    }

    /**
     * A size estimate for the cache's weigher: the projections' JSON text (one byte a character, as compact
     * strings hold it) plus the state, taken as twice the largest view (every viewer's not yet projected counted at
     * that size too), plus a fixed overhead.
     */
    int estimatedBytes() {
        long largest = 0;
        long total = 0;
        for (Projection p : projections.values()) {
            long size = p.view().length() + p.moves().length();
            largest = Math.max(largest, size);
            total += size;
        }
        int viewers = state.seats() + 1;
        long unprojected = Math.max(0, viewers - projections.size()) * Math.max(largest, 2_048);
        long recentBytes = 0;
        for (io.tabletop.store.StoredEvent e : recent.stored()) recentBytes += 2L * (e.data().length() + e.meta().length()) + 160;
        long bytes = 4_096 + total + unprojected + 2 * largest + recentBytes;
        return (int) Math.min(Integer.MAX_VALUE, bytes);
    }

    /** One viewer's projection at this version, computed once. */
    public Projection projection(int viewer) {
        return projections.computeIfAbsent(viewer, v -> GameStreams.project(codec, state, v));
    }

    /** One viewer's projection as JSON text: its view and its legal moves. */
    public record Projection(String view, String moves) {}
}
