package io.tabletop.app;

import io.tabletop.engine.TableState;
import java.util.Map;
import java.util.UUID;

/**
 * A game folded to {@code state.version()}, as the write path keeps it in memory: the state, the hash of its last
 * event, its secret seed, and the projections last written (to skip rewriting unchanged ones).
 */
record Loaded(UUID id, GameCodec codec, TableState<Object> state, byte[] headHash, String seed,
              Map<Integer, Projection> written) {

    long version() {
        return state.version();
    }

    /** One viewer's projection as JSON text. */
    record Projection(String view, String moves) {}
}
