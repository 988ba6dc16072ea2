package io.tabletop.app;

import com.github.benmanes.caffeine.cache.Caffeine;

/**
 * How the service's in-memory caches are built: each keeps its books (eviction, expiry, buffers) on the thread that
 * used it. Caffeine's default hands that work to the common fork-join pool after writes, which woke one of its
 * threads per move: a twentieth of the service's CPU under load, for work of a few microseconds.
 */
public final class Caches {

    private Caches() {}

    public static Caffeine<Object, Object> builder() {
        return Caffeine.newBuilder().executor(Runnable::run);
    }
}
