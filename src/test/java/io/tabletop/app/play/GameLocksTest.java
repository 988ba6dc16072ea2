package io.tabletop.app.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** A reader waits briefly for this instance's writer of a game, never for long, never for itself. */
class GameLocksTest {

    private final GameLocks locks = new GameLocks();
    private final UUID game = UUID.randomUUID();

    @Test
    void aReaderWaitsForTheWriterToFinish() throws Exception {
        CountDownLatch writing = new CountDownLatch(1);
        AtomicBoolean written = new AtomicBoolean();
        Thread writer = Thread.ofPlatform().start(() -> locks.with(game, () -> {
            writing.countDown();
            sleep(20);
            written.set(true);
            return null;
        }));
        assertThat(writing.await(5, TimeUnit.SECONDS)).isTrue();
        locks.awaitWriter(game, 5_000);
        assertThat(written).as("the writer had finished when the reader went on").isTrue();
        writer.join();
    }

    @Test
    void theWaitIsBounded() throws Exception {
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread writer = Thread.ofPlatform().start(() -> locks.with(game, () -> {
            writing.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return null;
        }));
        assertThat(writing.await(5, TimeUnit.SECONDS)).isTrue();
        long start = System.nanoTime();
        locks.awaitWriter(game, 2);
        assertThat(System.nanoTime() - start).as("gave up after about 2 ms").isLessThan(TimeUnit.SECONDS.toNanos(1));
        release.countDown();
        writer.join();
    }

    @Test
    void aWriterNeverWaitsForItselfAndNobodyWaitsWhenNobodyWrites() {
        long start = System.nanoTime();
        locks.awaitWriter(game, 5_000);
        locks.with(game, () -> {
            locks.awaitWriter(game, 5_000);
            return null;
        });
        assertThat(System.nanoTime() - start).isLessThan(TimeUnit.SECONDS.toNanos(1));
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
