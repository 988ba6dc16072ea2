package io.tabletop.app.play;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Passes waiting for their game's lock on this instance, so that the writer that gets it can write all of them in
 * one statement and one commit instead of one commit each: a reaction window of six seats used to be five commits
 * in a row, the last pass waiting for the four before it.
 *
 * <p>A pass is added before it queues for the lock and {@linkplain #drain drained} by whichever pass of its game
 * holds the lock next. The writer that drained it either writes it ({@link Pass#written}) or leaves it, and its own
 * request then takes the single-move path as before. Both happen under the game's lock, which is what makes a
 * pass's outcome visible to its request.
 */
final class QueuedPasses {

    /** One pass request: what it asks, and — once a writer took it — what it got. */
    static final class Pass {
        final UUID game;
        final int seat;
        final long expectedVersion;
        final Object command;
        final String source;
        private volatile MoveOutcome outcome;
        private volatile RuntimeException failure;

        Pass(UUID game, int seat, long expectedVersion, Object command, String source) {
            this.game = game;
            this.seat = seat;
            this.expectedVersion = expectedVersion;
            this.command = command;
            this.source = source;
        }

        /** Written with others: the answer. */
        void written(MoveOutcome answer) {
            outcome = answer;
        }

        /** Taken, but the shared write failed: the request answers as that failure. */
        void failed(RuntimeException e) {
            failure = e;
        }

        /** The answer when another writer wrote it (or the failure of that write); null when it is still this request's to write. */
        MoveOutcome outcome() {
            if (failure != null) throw failure;
            return outcome;
        }
    }

    private final ConcurrentHashMap<UUID, List<Pass>> waiting = new ConcurrentHashMap<>();

    void add(Pass p) {
        waiting.compute(p.game, (k, list) -> {
            List<Pass> l = list == null ? new ArrayList<>(4) : list;
            l.add(p);
            return l;
        });
    }

    /** Every pass of {@code game} waiting now, in the order they came, and none any more. */
    List<Pass> drain(UUID game) {
        List<Pass> all = waiting.remove(game);
        return all == null ? List.of() : all;
    }

    /** {@code p} is answered: forget it if nobody drained it. */
    void remove(Pass p) {
        waiting.computeIfPresent(p.game, (k, list) -> {
            list.remove(p);
            return list.isEmpty() ? null : list;
        });
    }
}
