package io.tabletop.app;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.tabletop.store.CommitFeed;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * What this instance knows of each game's head: the highest version committed that it has seen, and the
 * requests waiting for a game to move past a version (long-polling). Versions only grow, so a known version
 * above a client's If-Match proves the client stale without asking the database.
 */
@ApplicationScoped
public class GameSignals {

    private final Cache<UUID, Long> known = Caffeine.newBuilder().maximumSize(200_000)
            .expireAfterAccess(Duration.ofHours(2)).build();
    private final ConcurrentHashMap<UUID, List<Waiter>> waiting = new ConcurrentHashMap<>();

    private record Waiter(long version, CompletableFuture<Long> moved) {}

    @Inject
    CommitFeed feed;

    /** Commits of every instance arrive through PostgreSQL's NOTIFY. */
    @PostConstruct
    void listen() {
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

    private final List<java.util.function.BiConsumer<UUID, Long>> followers =
            new java.util.concurrent.CopyOnWriteArrayList<>();

    /** Tells {@code follower} of every newer head seen (live streams follow games this way). */
    public void follow(java.util.function.BiConsumer<UUID, Long> follower) {
        followers.add(follower);
    }

    /** A version was committed (here, or by another instance): wakes whoever waits for the game to pass it. */
    public void committed(UUID id, long version) {
        boolean[] newer = {false};
        known.asMap().compute(id, (k, before) -> {
            if (before != null && before >= version) return before;
            newer[0] = true;
            return version;
        });
        if (newer[0]) followers.forEach(f -> f.accept(id, version));
        List<Waiter> ready = new ArrayList<>();
        waiting.computeIfPresent(id, (k, list) -> {
            List<Waiter> rest = new ArrayList<>();
            for (Waiter w : list) (w.version() < version ? ready : rest).add(w);
            return rest.isEmpty() ? null : rest;
        });
        ready.forEach(w -> w.moved().complete(version));
    }

    /**
     * Completes with the new version once the game is past {@code version}, or with null after {@code timeout}.
     * Holds no thread and no connection while waiting.
     */
    public CompletableFuture<Long> whenPast(UUID id, long version, Duration timeout) {
        CompletableFuture<Long> moved = new CompletableFuture<>();
        long now = known(id);
        if (now > version) {
            moved.complete(now);
            return moved;
        }
        Waiter w = new Waiter(version, moved);
        waiting.compute(id, (k, list) -> {
            List<Waiter> l = list == null ? new ArrayList<>() : list;
            l.add(w);
            return l;
        });
        if (known(id) > version) committed(id, known(id)); // a commit slipped in while registering
        moved.completeOnTimeout(null, timeout.toMillis(), TimeUnit.MILLISECONDS)
                .whenComplete((v, e) -> forget(id, w));
        return moved;
    }

    /** Wakes every waiting request (with -1: "look again"). */
    private void wakeEveryone() {
        for (UUID id : waiting.keySet()) {
            List<Waiter> all = waiting.remove(id);
            if (all != null) all.forEach(w -> w.moved().complete(-1L));
        }
    }

    private void forget(UUID id, Waiter w) {
        waiting.computeIfPresent(id, (k, list) -> {
            list.remove(w);
            return list.isEmpty() ? null : list;
        });
    }

    /** How many requests are waiting (for metrics and tests). */
    public int waiters() {
        return waiting.values().stream().mapToInt(List::size).sum();
    }
}
