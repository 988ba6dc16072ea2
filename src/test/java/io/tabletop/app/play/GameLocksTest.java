package io.tabletop.app.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * A reader waits briefly for this instance's writer of a game, never for long, never for itself; passes queued with
 * another writer of their game are written before it.
 */
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

    @Test
    void passesQueuedWithAnotherWriterAreWrittenBeforeIt() throws Exception {
        assertThat(writtenInOrder(new Writer(false, "challenge"), new Writer(true, "pass 1"), new Writer(true, "pass 2")))
                .as("queued first, written last").containsExactly("pass 1", "pass 2", "challenge");
    }

    @Test
    void writersThatAreNoPassesKeepTheirOrder() throws Exception {
        assertThat(writtenInOrder(new Writer(false, "first challenge"), new Writer(false, "second challenge"),
                new Writer(true, "pass"))).containsExactly("pass", "first challenge", "second challenge");
    }

    private record Writer(boolean pass, String name) {}

    /** Queues {@code writers}, in this order, behind a writer holding the game's lock, lets it go: the order written. */
    private List<String> writtenInOrder(Writer... writers) throws Exception {
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        List<Thread> threads = new java.util.ArrayList<>();
        threads.add(Thread.ofPlatform().start(() -> locks.with(game, () -> {
            holding.countDown();
            await(release);
            return null;
        })));
        assertThat(holding.await(5, TimeUnit.SECONDS)).isTrue();
        List<String> written = new CopyOnWriteArrayList<>();
        for (Writer w : writers) {
            threads.add(writer(w.pass(), w.name(), written));
            awaitQueued(threads.size() - 1);
        }
        release.countDown();
        for (Thread t : threads) t.join(5_000);
        return written;
    }

    private Thread writer(boolean pass, String name, List<String> written) {
        return Thread.ofPlatform().start(() -> locks.with(game, pass, () -> written.add(name)));
    }

    private void awaitQueued(int threads) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (locks.queued(game) < threads && System.nanoTime() < end) Thread.sleep(1);
        assertThat(locks.queued(game)).isEqualTo(threads);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
