package io.tabletop.app.play;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * Queues this instance's writers of one game in memory (4096 stripes) before they take the database row lock:
 * a writer that waited learns the new head from {@link GameSignals} and is refused as stale without a database
 * round trip, and waiting costs no connection. The row lock still orders writers across replicas.
 */
@ApplicationScoped
public class GameLocks {

    private final ReentrantLock[] stripes = new ReentrantLock[4096];

    public GameLocks() {
        for (int i = 0; i < stripes.length; i++) stripes[i] = new ReentrantLock();
    }

    /**
     * Waits (at most {@code maxMillis}) for a writer of {@code game} on this instance to finish, if one is writing:
     * a reader that heard of a commit (the commit feed's echo of a commit made here comes about as fast as the
     * committing thread) then finds the new state in memory instead of reading the database. Never waits for itself.
     */
    public void awaitWriter(UUID game, long maxMillis) {
        ReentrantLock lock = stripes[(game.hashCode() & 0x7fffffff) % stripes.length];
        if (!lock.isLocked() || lock.isHeldByCurrentThread()) return;
        try {
            if (lock.tryLock(maxMillis, java.util.concurrent.TimeUnit.MILLISECONDS)) lock.unlock();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public <T> T with(UUID game, Supplier<T> work) {
        ReentrantLock lock = stripes[(game.hashCode() & 0x7fffffff) % stripes.length];
        lock.lock();
        try {
            return work.get();
        } finally {
            lock.unlock();
        }
    }
}
