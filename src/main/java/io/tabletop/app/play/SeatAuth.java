package io.tabletop.app.play;

import com.github.benmanes.caffeine.cache.Cache;
import io.tabletop.app.Caches;
import io.tabletop.app.ApiProblem;
import io.tabletop.app.Hashing;
import io.tabletop.store.Seats;
import io.tabletop.store.Tx;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;

/**
 * Who is calling: a seat (by its bearer token, looked up by hash) or a spectator (no token). A token that is
 * unknown is 401; a token of another game is 403. Known tokens are cached for a short time; a token replaced (a seat
 * recovered) is dropped from the cache at once, on every instance ({@link Revocations}).
 */
@Singleton
public class SeatAuth {

    private static final String BEARER = "Bearer ";

    @Inject
    Tx tx;

    @Inject
    Seats seats;

    @Inject
    io.tabletop.app.Revocations revocations;

    @org.eclipse.microprofile.config.inject.ConfigProperty(name = "tabletop.seat-token-cache", defaultValue = "5s")
    Duration cacheFor;

    private Cache<String, Seats.Holder> known;

    /** A seat's caller: the seat and its token's SHA-256 in hex (what a revocation names). */
    public record Seated(int seat, String tokenHash) {}

    @jakarta.annotation.PostConstruct
    void cache() {
        known = Caches.builder().maximumSize(100_000).expireAfterWrite(cacheFor).build();
        revocations.subscribe(new io.tabletop.app.Revocations.Listener() {
            @Override
            public void revoked(UUID game, int seat, String tokenHash) {
                known.invalidate(tokenHash);
            }

            @Override
            public void recheckAll() {
                known.invalidateAll(); // replacements may have gone unheard: look every token up again
            }
        });
    }

    /** A token this instance has just issued for a seat (committed): known without reading it back. */
    void issued(String token, UUID gameId, int seat) {
        known.put(Hashing.hex(Hashing.sha256(token)), new Seats.Holder(gameId, seat));
    }

    /** What this instance holds for a token, without reading the database (tests). */
    Seats.Holder cached(String token) {
        return known.getIfPresent(Hashing.hex(Hashing.sha256(token)));
    }

    /** Forgets a token that was replaced (by its SHA-256). */
    void forget(byte[] tokenHash) {
        known.invalidate(Hashing.hex(tokenHash));
    }

    /** The token of an {@code Authorization: Bearer} header, or null when there is no header. */
    public static String bearer(String authorization) {
        if (authorization == null || authorization.isBlank()) return null;
        if (!authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            throw ApiProblem.unauthorized("INVALID_AUTHORIZATION", "use Authorization: Bearer <token>");
        }
        return authorization.substring(BEARER.length()).strip();
    }

    /** The caller's seat in this game, or empty for a spectator (no Authorization header). */
    public Optional<Integer> seat(UUID gameId, String authorization) {
        return who(gameId, authorization).map(Seated::seat);
    }

    /** As {@link #seat}, with the token's hash (to let go of what it holds open when it is replaced). */
    public Optional<Seated> who(UUID gameId, String authorization) {
        if (authorization == null || authorization.isBlank()) return Optional.empty();
        if (!authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            throw ApiProblem.unauthorized("INVALID_AUTHORIZATION", "use Authorization: Bearer <seat token>");
        }
        String token = authorization.substring(BEARER.length()).strip();
        if (token.isEmpty() || token.length() > 200) {
            throw ApiProblem.unauthorized("INVALID_TOKEN", "the seat token is not valid");
        }
        String hash = Hashing.hex(Hashing.sha256(token));
        Seats.Holder holder = known.getIfPresent(hash);
        if (holder == null) {
            holder = tx.read(c -> seats.holder(c, Hashing.sha256(token))).orElseThrow(
                    () -> ApiProblem.unauthorized("INVALID_TOKEN", "the seat token is not valid"));
            known.put(hash, holder);
        }
        // Replaced lately: refused whatever the cache says (a lookup read before the replacement committed may have
        // been cached after the news of it, and the news reaches the cache's listener a moment after this set).
        if (revocations.isRevoked(hash)) {
            known.invalidate(hash);
            throw ApiProblem.unauthorized("INVALID_TOKEN", "the seat token is not valid");
        }
        if (!holder.gameId().equals(gameId)) {
            throw ApiProblem.forbidden("TOKEN_FOR_ANOTHER_GAME", "this seat token belongs to another game");
        }
        return Optional.of(new Seated(holder.seat(), hash));
    }

    /** The caller's seat; a spectator gets 401. */
    public int requireSeat(UUID gameId, String authorization) {
        return seat(gameId, authorization).orElseThrow(() -> ApiProblem.unauthorized("TOKEN_REQUIRED",
                "this needs a seat: send Authorization: Bearer <seat token>"));
    }
}
