package io.tabletop.app;

import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * How the service's in-memory caches are built: each keeps its books (eviction, expiry, the buffers of reads and
 * writes) a few milliseconds after the writes that call for it, on one daemon thread for all caches. Caffeine's
 * default hands that work to the common fork-join pool after every write, which woke one of its threads per move (a
 * twentieth of the service's CPU under load); doing it on the writer's own thread cost a maintenance pass per cache
 * and move (1.5 % of the service's CPU). Deferred, one pass keeps the books of many moves.
 */
public final class Caches {

    /** How long a cache's books may wait: short enough that its write buffer (256 entries on 2 cores) never fills. */
    static final long UPKEEP_DELAY_MILLIS = 10;

    private static final ScheduledThreadPoolExecutor UPKEEP = upkeep();

    /** Runs a cache's upkeep a little later on the upkeep thread (Caffeine schedules at most one per cache). */
    static final Executor DEFERRED = task -> UPKEEP.schedule(task, UPKEEP_DELAY_MILLIS, TimeUnit.MILLISECONDS);

    private Caches() {}

    /**
     * One daemon thread that ends after a second without work (and starts again when needed), so that an application
     * stopped in this JVM (the tests restart Quarkus) leaves no thread holding its classes.
     */
    private static ScheduledThreadPoolExecutor upkeep() {
        ScheduledThreadPoolExecutor upkeep = new ScheduledThreadPoolExecutor(1, task -> {
            Thread t = new Thread(task, "cache-upkeep");
            t.setDaemon(true);
            return t;
        });
        upkeep.setKeepAliveTime(1, TimeUnit.SECONDS);
        upkeep.allowCoreThreadTimeOut(true);
        return upkeep;
    }

    /** The upkeep's live threads (0 or 1). */
    static int upkeepThreads() {
        return UPKEEP.getPoolSize();
    }

    public static Caffeine<Object, Object> builder() {
        return Caffeine.newBuilder().executor(DEFERRED);
    }
}
