package io.tabletop.app;

import com.github.benmanes.caffeine.cache.Cache;
import io.quarkus.scheduler.Scheduled;
import io.tabletop.store.CommitFeed;
import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * What this instance knows of each game's head: the highest version committed that it has seen (its own commits,
 * every other instance's through {@link CommitFeed}, and every head a database read or a refused move showed), and
 * the requests waiting for a game to move past a version (long-polling). Versions only grow, so a known version
 * above a client's If-Match proves the client stale without asking the database.
 *
 * <p>Long-polls are capped in two budgets, seats' and spectators' (see {@link Caps}); each waiter is added
 * and removed in O(1) (a per-game set).
 */
@Singleton
public class GameSignals {

    private final Cache<UUID, Long> known = Caches.builder().maximumSize(200_000)
            .expireAfterAccess(Duration.ofHours(2)).build();
    /** The waiters of each game; a game's set is only touched inside compute on its key (so plain sets do). */
    private final ConcurrentHashMap<UUID, Set<Waiter>> waiting = new ConcurrentHashMap<>();
    private final List<BiConsumer<UUID, Long>> followers = new CopyOnWriteArrayList<>();

    /** One waiting request (identity: two requests waiting for the same version are two waiters). */
    private static final class Waiter {
        final long version;
        final CompletableFuture<Long> moved = new CompletableFuture<>();

        Waiter(long version) {
            this.version = version;
        }
    }

    @Inject
    CommitFeed feed;

    @Inject
    Revocations revocations;

    @Inject
    io.micrometer.core.instrument.MeterRegistry metrics;

    /** Set when the instance starts to stop: waiting requests are answered, new ones are not made to wait. */
    private volatile boolean draining;

    @ConfigProperty(name = "tabletop.long-poll.per-seat", defaultValue = "4")
    int perSeat;

    @ConfigProperty(name = "tabletop.long-poll.seats-per-address", defaultValue = "64")
    int seatsPerAddress;

    @ConfigProperty(name = "tabletop.long-poll.seats-per-instance", defaultValue = "10000")
    int seatsPerInstance;

    @ConfigProperty(name = "tabletop.long-poll.spectators-per-address", defaultValue = "32")
    int spectatorsPerAddress;

    @ConfigProperty(name = "tabletop.long-poll.spectators-per-game", defaultValue = "200")
    int spectatorsPerGame;

    @ConfigProperty(name = "tabletop.long-poll.spectators-per-instance", defaultValue = "10000")
    int spectatorsPerInstance;

    @ConfigProperty(name = "tabletop.limits.retry-after", defaultValue = "5s")
    Duration retryAfter;

    private Caps caps;

    /** Commits of every instance arrive through PostgreSQL's NOTIFY. */
    @PostConstruct
    void listen() {
        caps = new Caps("long-polls", "TOO_MANY_LONG_POLLS", "LONG_POLLS_FULL", new Caps.Limits(perSeat,
                seatsPerAddress, seatsPerInstance, spectatorsPerAddress, spectatorsPerGame, spectatorsPerInstance),
                retryAfter);
        // A replaced token's long-polls look again at once: each one's request checks its token before it reads.
        if (revocations != null) {
            revocations.subscribe(new Revocations.Listener() {
                @Override
                public void revoked(UUID game, int seat, String tokenHash) {
                    wake(game);
                }

                @Override
                public void recheckAll() {
                    // missedSome() below wakes everyone already
                }
            });
        }
        // tabletop.long-polls: requests waiting now; tabletop.long-polls.answered{result}: moved, timeout (304),
        // reread (commits may have been missed, or the instance is stopping: the caller gets the state as it is).
        if (metrics == null) metrics = new io.micrometer.core.instrument.simple.SimpleMeterRegistry(); // built by hand
        Gauges.watch(metrics, "tabletop.long-polls", java.util.List.of(), this, GameSignals::waiters);
        feed.subscribe(new CommitFeed.Listener() {
            @Override
            public void committed(UUID game, long version) {
                GameSignals.this.committed(game, version);
            }

            @Override
            public void missedSome() {
                known.invalidateAll(); // unknown again until the next read of each game
                wakeEveryone(); // waiting requests read again rather than sleep through a commit we missed
            }
        });
    }

    /** The highest committed version seen, or -1. */
    public long known(UUID id) {
        Long v = known.getIfPresent(id);
        return v == null ? -1 : v;
    }

    /**
     * Whether this instance hears every commit now (its commit feed listens). Only then may a state held in memory
     * at the known version be served as current.
     */
    public boolean listening() {
        return feed.listening();
    }

    /** Tells {@code follower} of every newer head seen (live streams follow games this way). */
    public void follow(BiConsumer<UUID, Long> follower) {
        followers.add(follower);
    }

    /** A version was committed (here, or by another instance): wakes whoever waits for the game to pass it. */
    public void committed(UUID id, long version) {
        boolean[] newer = {false};
        Long seen = known.getIfPresent(id);
        // Every own commit comes twice (here, then back through the feed): the second is only a read.
        if (seen == null || seen < version) {
            known.asMap().compute(id, (k, before) -> {
                if (before != null && before >= version) return before;
                newer[0] = true;
                return version;
            });
        }
        if (newer[0]) followers.forEach(f -> f.accept(id, version));
        List<Waiter> ready = new ArrayList<>();
        waiting.computeIfPresent(id, (k, set) -> {
            set.removeIf(w -> {
                if (w.version >= version) return false;
                ready.add(w);
                return true;
            });
            return set.isEmpty() ? null : set;
        });
        ready.forEach(w -> w.moved.complete(version));
    }

    /**
     * Completes with the new version once the game is past {@code version} (-1: "look again", commits may have been
     * missed), or with null after {@code timeout}. Holds no thread and no connection while waiting. Throws
     * a 429/503 {@link ApiProblem} when {@code caller}, the game or this instance holds as many long-polls as allowed.
     */
    public CompletableFuture<Long> whenPast(UUID id, long version, Duration timeout, Caller caller) {
        long now = known(id);
        if (now > version) return answered(CompletableFuture.completedFuture(now));
        if (draining) return answered(CompletableFuture.completedFuture(-1L));
        Caps.Permit permit = caps.admit(id, caller);
        Waiter w = new Waiter(version);
        waiting.compute(id, (k, set) -> {
            Set<Waiter> s = set == null ? new HashSet<>() : set;
            s.add(w);
            return s;
        });
        w.moved.whenComplete((v, e) -> {
            forget(id, w);
            permit.release();
        });
        if (known(id) > version) committed(id, known(id)); // a commit slipped in while registering
        w.moved.completeOnTimeout(null, timeout.toMillis(), TimeUnit.MILLISECONDS);
        if (draining) w.moved.complete(-1L); // the instance began to stop while this one registered
        return answered(w.moved);
    }

    private CompletableFuture<Long> answered(CompletableFuture<Long> f) {
        f.whenComplete((v, e) -> metrics.counter("tabletop.long-polls.answered", "result",
                e != null ? "failed" : v == null ? "timeout" : v < 0 ? "reread" : "moved").increment());
        return f;
    }

    /**
     * The instance is about to stop (SIGTERM; Quarkus' shutdown delay begins): every waiting long-poll is answered
     * now, with the state as it is, and later ones do not wait, so that none is cut off by the shutdown.
     */
    void stopping(@jakarta.enterprise.event.Observes io.quarkus.runtime.ShutdownDelayInitiatedEvent ev) {
        draining = true;
        wakeEveryone();
    }

    void stopped(@jakarta.enterprise.event.Observes io.quarkus.runtime.ShutdownEvent ev) {
        draining = true;
        wakeEveryone();
    }

    /** While the feed is down, other instances' commits go unheard: waiting requests look again every so often. */
    @Scheduled(every = "${tabletop.commit-feed.ping:5s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void whileDeaf() {
        if (!feed.listening()) wakeEveryone();
    }

    /** Wakes the requests waiting for one game (with -1: "look again"). */
    private void wake(UUID id) {
        Set<Waiter> all = waiting.remove(id);
        if (all != null) all.forEach(w -> w.moved.complete(-1L));
    }

    /** Wakes every waiting request (with -1: "look again"). */
    private void wakeEveryone() {
        for (UUID id : waiting.keySet()) {
            Set<Waiter> all = waiting.remove(id);
            if (all != null) all.forEach(w -> w.moved.complete(-1L));
        }
    }

    private void forget(UUID id, Waiter w) {
        waiting.computeIfPresent(id, (k, set) -> {
            set.remove(w);
            return set.isEmpty() ? null : set;
        });
    }

    /** How many requests are waiting (for metrics and tests). */
    public int waiters() {
        return caps.held();
    }
}
