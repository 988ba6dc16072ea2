package io.tabletop.app.play;

import io.tabletop.app.GameStreams;
import io.tabletop.app.Loaded;
import io.tabletop.engine.Silence;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Bots react to a window within milliseconds of each other, all on the state that opened it. Written in the order
 * they arrive, a challenge or block that comes a millisecond early closes the window, and every pass sent with it
 * is answered 412 (stale). So a reaction other than a pass, decided on a window that opened less than the grace
 * ago, waits until the grace is over or every other seat of the window has answered or waits here with a challenge
 * or block of its own, whichever comes first: the passes on their way are written first, and it still stands after
 * them (reactions commute over other seats' passes). Nothing else changes: the first challenge or block written
 * still wins, and a reaction sent later than the grace waits for nothing. A client sees at most the grace added to
 * such a move.
 */
@Singleton
public class ReactionGrace {

    /** How often a waiting reaction looks whether the others have all answered. */
    private static final long POLL_NANOS = Duration.ofMillis(1).toNanos();

    /** Seats whose challenge or block waits here, by game (immutable sets, replaced whole). */
    private final Map<UUID, Set<Integer>> waiting = new ConcurrentHashMap<>();

    @Inject
    GameStreams streams;

    @Inject
    Clock clock;

    /**
     * How long after a reaction window opens a challenge or block waits for the other seats' passes; 0: never. 30 ms:
     * on a 2-core box under 64 bots, 10 ms let most passes arrive after the challenge (412 share 6.0 %, 30 ms 1.8 %,
     * POST p99 42.8 against 36.8 ms; src/docs/benchmarks.md).
     */
    @ConfigProperty(name = "tabletop.moves.reaction-grace", defaultValue = "30ms")
    Duration grace;

    /** Waits as above when {@code seat}'s move, decided on {@code version}, is a reaction other than a pass. */
    public void awaitPasses(UUID game, int seat, long version) {
        if (grace.isZero() || grace.isNegative()) return;
        Loaded g = streams.peek(game);
        OffsetDateTime opened = g == null ? null : recordedAt(g, version);
        if (opened == null) return;
        long left = Math.min(grace.toNanos(), Duration.between(OffsetDateTime.now(clock), opened.plus(grace)).toNanos());
        if (left <= 0 || !othersToAnswer(g, seat, Set.of())) return;
        waiting.merge(game, Set.of(seat), ReactionGrace::union);
        try {
            long end = System.nanoTime() + left;
            for (; left > 0; left = end - System.nanoTime()) {
                LockSupport.parkNanos(Math.min(left, POLL_NANOS));
                Loaded now = streams.peek(game);
                if (now == null || !othersToAnswer(now, seat, waiting.getOrDefault(game, Set.of()))) return;
            }
        } finally {
            waiting.computeIfPresent(game, (id, seats) -> without(seats, seat));
        }
    }

    private static Set<Integer> union(Set<Integer> a, Set<Integer> b) {
        Set<Integer> all = new HashSet<>(a);
        all.addAll(b);
        return Set.copyOf(all);
    }

    /** {@code seats} without {@code seat}, or null (no entry) when nobody is left. */
    private static Set<Integer> without(Set<Integer> seats, int seat) {
        Set<Integer> rest = new HashSet<>(seats);
        rest.remove(seat);
        return rest.isEmpty() ? null : Set.copyOf(rest);
    }

    /** When event {@code version} was written, if this instance holds it in memory (null otherwise). */
    private static OffsetDateTime recordedAt(Loaded g, long version) {
        int i = g.recent().covering(version - 1, version);
        return i < 0 ? null : g.recent().stored().get(i).recordedAt();
    }

    /**
     * Whether a reaction window is open that {@code seat} and another seat are yet to answer, not counting seats whose
     * own challenge or block waits here ({@code waitingHere}): two challengers do not wait for each other.
     */
    private static boolean othersToAnswer(Loaded g, int seat, Set<Integer> waitingHere) {
        Table<Object, Object, Object> table = g.codec().table();
        if (table.status(g.state()) != Status.ACTIVE) return false;
        Optional<Silence<Object>> silence = table.silence(g.state());
        if (silence.isEmpty() || !silence.get().reaction()) return false;
        boolean mine = false;
        boolean others = false;
        for (var pending : silence.get().passes()) {
            if (pending.seat() == seat) mine = true;
            else if (!waitingHere.contains(pending.seat())) others = true;
        }
        return mine && others;
    }
}
