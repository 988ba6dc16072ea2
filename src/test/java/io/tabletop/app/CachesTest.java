package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.benmanes.caffeine.cache.Cache;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class CachesTest {

    @Test
    void aCachesBooksAreKeptShortlyAfterOnTheUpkeepThreadNotByTheWriter() throws Exception {
        List<String> evictedOn = new CopyOnWriteArrayList<>();
        Cache<Integer, Integer> cache = Caches.builder().maximumSize(2)
                .evictionListener((k, v, cause) -> evictedOn.add(Thread.currentThread().getName())).build();
        for (int i = 0; i < 10; i++) cache.put(i, i);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (cache.asMap().size() > 2 && System.nanoTime() < deadline) Thread.sleep(5);

        assertThat(cache.asMap()).hasSizeLessThanOrEqualTo(2);
        assertThat(evictedOn).hasSize(8).allMatch("cache-upkeep"::equals);
    }

    @Test
    void theUpkeepThreadEndsWhenIdleSoThatAStoppedApplicationLeavesNoThreadBehind() throws Exception {
        Caches.DEFERRED.execute(() -> {});
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        boolean seenAlive = Caches.upkeepThreads() == 1;
        while (Caches.upkeepThreads() > 0 && System.nanoTime() < deadline) Thread.sleep(50);

        assertThat(seenAlive).isTrue();
        assertThat(Caches.upkeepThreads()).isZero();
    }

    @Test
    void theUpkeepWaitsAFewMillisecondsSoThatOnePassKeepsTheBooksOfManyWrites() throws Exception {
        List<Long> ran = new CopyOnWriteArrayList<>();
        long asked = System.nanoTime();
        Caches.DEFERRED.execute(() -> ran.add(System.nanoTime()));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (ran.isEmpty() && System.nanoTime() < deadline) Thread.sleep(1);

        assertThat(ran).hasSize(1);
        assertThat(TimeUnit.NANOSECONDS.toMillis(ran.get(0) - asked)).isGreaterThanOrEqualTo(Caches.UPKEEP_DELAY_MILLIS);
    }
}
