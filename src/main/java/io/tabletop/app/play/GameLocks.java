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
