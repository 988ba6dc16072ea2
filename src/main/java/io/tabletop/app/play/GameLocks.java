package io.tabletop.app.play;

import jakarta.inject.Singleton;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * Queues this instance's writers of one game in memory (4096 stripes) before they take the database row lock:
 * a writer that waited learns the new head from {@link GameSignals} and is refused as stale without a database
 * round trip, and waiting costs no connection. The row lock still orders writers across replicas.
 *
 * <p>Passes first: requests that wait for a game together have no order of their own, so the passes among them are
 * written before anything else (see {@link #with(UUID, boolean, Supplier)}).
 */
@Singleton
public class GameLocks {

    private static final int STRIPES = 4096;

    /** How long a writer waits at most for the passes queued with it: a bound, not a pace (they take milliseconds). */
    private static final long PASSES_WAIT_MILLIS = 50;

    private final ReentrantLock[] stripes = new ReentrantLock[STRIPES];
    private final Condition[] passesDone = new Condition[STRIPES];
    /** Passes waiting for or writing each stripe's games. */
    private final AtomicIntegerArray passing = new AtomicIntegerArray(STRIPES);

    public GameLocks() {
        for (int i = 0; i < STRIPES; i++) {
            stripes[i] = new ReentrantLock();
            passesDone[i] = stripes[i].newCondition();
        }
    }

    private static int stripe(UUID game) {
        return (game.hashCode() & 0x7fffffff) % STRIPES;
    }

    /**
     * Waits (at most {@code maxMillis}) for a writer of {@code game} on this instance to finish, if one is writing:
     * a reader that heard of a commit (the commit feed's echo of a commit made here comes about as fast as the
     * committing thread) then finds the new state in memory instead of reading the database. Never waits for itself.
     */
    public void awaitWriter(UUID game, long maxMillis) {
        ReentrantLock lock = stripes[stripe(game)];
        if (!lock.isLocked() || lock.isHeldByCurrentThread()) return;
        try {
            if (lock.tryLock(maxMillis, TimeUnit.MILLISECONDS)) lock.unlock();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Runs {@code work} as the game's only writer on this instance; it is no pass (see below). */
    public <T> T with(UUID game, Supplier<T> work) {
        return with(game, false, work);
    }

    /**
     * Runs {@code work} as the game's only writer on this instance. A pass in a reaction window ({@code pass}) is
     * counted from before it queues until it is written; any other writer that finds passes of its game counted lets
     * them go first (waiting at most {@link #PASSES_WAIT_MILLIS}). Written in the order they queued, a challenge
     * ahead of passes sent at the same time would close the window and make every one of them stale (412); written
     * after them it still stands, because a reaction decided on an older version commutes over other seats' passes.
     * Among challenges and blocks the first written still wins.
     */
    public <T> T with(UUID game, boolean pass, Supplier<T> work) {
        int i = stripe(game);
        ReentrantLock lock = stripes[i];
        if (pass) passing.incrementAndGet(i);
        lock.lock();
        try {
            if (!pass && lock.getHoldCount() == 1) letPassesGoFirst(i);
            return work.get();
        } finally {
            if (pass && passing.decrementAndGet(i) == 0) passesDone[i].signalAll();
            lock.unlock();
        }
    }

    /** How many threads wait for {@code game}'s lock (and its stripe's other games'): for tests. */
    public int queued(UUID game) {
        return stripes[stripe(game)].getQueueLength();
    }

    /** Holding stripe {@code i}'s lock: gives it up while passes of its games are counted, for a bounded time. */
    private void letPassesGoFirst(int i) {
        long left = TimeUnit.MILLISECONDS.toNanos(PASSES_WAIT_MILLIS);
        try {
            while (passing.get(i) > 0 && left > 0) left = passesDone[i].awaitNanos(left);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
