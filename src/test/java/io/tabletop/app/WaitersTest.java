package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.store.CommitFeed;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/** Issue 8 item 7: a long-poll's waiter is added and removed in constant time, however many wait on the game. */
class WaitersTest {

    private static GameSignals signals() {
        GameSignals s = new GameSignals();
        s.feed = new CommitFeed(); // not started: nothing is heard from it
        s.retryAfter = Duration.ofSeconds(1); // every cap 0: none
        s.listen();
        return s;
    }

    @Test
    void item7_manyWaitersOnOneGameComeAndGoInConstantTimeEach() {
        GameSignals s = signals();
        UUID game = UUID.randomUUID();
        int n = 100_000;
        List<CompletableFuture<Long>> waiting = new ArrayList<>(n);
        for (int i = 0; i < n; i++) waiting.add(s.whenPast(game, 5, Duration.ofMinutes(2), Caller.spectator("a")));
        assertThat(s.waiters()).isEqualTo(n);
        long start = System.nanoTime();
        // The last to come is the first to go (the worst order for a list scanned from its head).
        for (int i = n - 1; i >= 0; i--) waiting.get(i).complete(null);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(s.waiters()).isZero();
        assertThat(millis).as("%d waiters removed", n).isLessThan(3_000);
        // And a commit still wakes whoever waits.
        List<CompletableFuture<Long>> more = new ArrayList<>();
        for (int i = 0; i < 1_000; i++) more.add(s.whenPast(game, 5, Duration.ofMinutes(2), Caller.spectator("a")));
        CompletableFuture<Long> later = s.whenPast(game, 6, Duration.ofMinutes(2), Caller.spectator("a"));
        s.committed(game, 6);
        assertThat(more).allMatch(f -> f.getNow(null) == 6L);
        assertThat(later).isNotDone();
        assertThat(s.waiters()).isEqualTo(1);
        later.complete(null);
        assertThat(s.waiters()).isZero();
    }
}
