package io.tabletop.app;

import io.tabletop.engine.TableState;
import java.time.OffsetDateTime;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A game folded to {@code state.version()}, as this instance keeps it in memory: the state, the hash of its last
 * event, its secret seed, the open reaction window's deadline, and the per-viewer projections at this version
 * (filled as they are written or first read; they are pure functions of the state).
 */
record Loaded(UUID id, GameCodec codec, TableState<Object> state, byte[] headHash, String seed,
              OffsetDateTime deadline, Map<Integer, Projection> projections) {

    Loaded(UUID id, GameCodec codec, TableState<Object> state, byte[] headHash, String seed, OffsetDateTime deadline) {
        this(id, codec, state, headHash, seed, deadline, new ConcurrentHashMap<>());
    }

    long version() {
        return state.version();
    }

    /** One viewer's projection at this version, computed once. */
    Projection projection(int viewer) {
        return projections.computeIfAbsent(viewer, v -> GameStreams.project(codec, state, v));
    }

    /** One viewer's projection as JSON text: its view and its legal moves. */
    record Projection(String view, String moves) {}
}
