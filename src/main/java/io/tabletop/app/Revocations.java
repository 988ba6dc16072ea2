package io.tabletop.app;

import com.github.benmanes.caffeine.cache.Cache;
import io.tabletop.store.CommitFeed;
import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Seat tokens replaced (a seat recovered), as every instance learns of them: the instance that replaced one at once,
 * the others through the commit feed ({@link CommitFeed#REVOKED_CHANNEL}), before they hear of the commit that
 * records it. Whatever holds an old token open — a cached lookup, a live stream, a long-poll — drops it then.
 *
 * <p>The old token's hash is also remembered here for a while, so that a lookup or a stream that was admitted with
 * it just before the news and registers just after can still find out (each checks after registering).
 */
@Singleton
public class Revocations {

    /** Told of each replaced token, and when some may have been missed (the feed was down: check them all again). */
    public interface Listener {
        void revoked(UUID game, int seat, String tokenHash);

        void recheckAll();
    }

    @Inject
    CommitFeed feed;

    /** Longer than any token cache or registration race; the database refuses an old token for ever anyway. */
    private final Cache<String, Boolean> recent = Caches.builder().maximumSize(100_000)
            .expireAfterWrite(Duration.ofMinutes(10)).build();
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();

    @PostConstruct
    void listen() {
        feed.subscribe(new CommitFeed.Listener() {
            @Override
            public void committed(UUID game, long version) {
                // commits are GameSignals' business
            }

            @Override
            public void missedSome() {
                for (Listener l : listeners) l.recheckAll();
            }

            @Override
            public void revoked(UUID game, int seat, String tokenHash) {
                Revocations.this.revoked(game, seat, tokenHash);
            }
        });
    }

    public void subscribe(Listener listener) {
        listeners.add(listener);
    }

    /** A token of {@code game}'s {@code seat} was replaced (its SHA-256 in hex): everything holding it lets go. */
    public void revoked(UUID game, int seat, String tokenHash) {
        recent.put(tokenHash, Boolean.TRUE);
        for (Listener l : listeners) l.revoked(game, seat, tokenHash);
    }

    /** Whether this token (its SHA-256 in hex) was replaced lately. */
    public boolean isRevoked(String tokenHash) {
        return tokenHash != null && recent.getIfPresent(tokenHash) != null;
    }
}
