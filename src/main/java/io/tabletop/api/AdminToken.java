package io.tabletop.api;

import com.github.benmanes.caffeine.cache.Cache;
import io.quarkus.runtime.StartupEvent;
import io.tabletop.app.ApiProblem;
import io.tabletop.app.Caches;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The operators' token ({@code tabletop.admin-token}, env {@code TABLETOP_ADMIN_TOKEN}) as an {@code Authorization:
 * Bearer} header carries it; without a configured token nobody holds it. A configured token shorter than
 * {@value #MIN_LENGTH} characters stops the service at start-up: an operator who set one expects the admin
 * endpoints to work, and to be safe from guessing, so neither a silently disabled admin nor a weak token is right.
 * Wrong tokens are slowed down per remote address (in memory, per instance): after
 * {@code tabletop.admin.free-failures} of them, each further one bars that address from every use of the token
 * (429 TOO_MANY_ADMIN_FAILURES with Retry-After) for {@code tabletop.admin.backoff}, doubled per failure up to
 * {@code tabletop.admin.max-backoff}; the right token clears the address, and {@code tabletop.admin.failure-memory}
 * after its last failure it is forgotten.
 */
@Singleton
public class AdminToken {

    public static final int MIN_LENGTH = 32;
    /** Addresses remembered at most (each a few dozen bytes): an attacker with many addresses cannot grow memory. */
    private static final int MAX_ADDRESSES = 100_000;

    @ConfigProperty(name = "tabletop.admin-token")
    Optional<String> token;

    @ConfigProperty(name = "tabletop.admin.free-failures", defaultValue = "5")
    int freeFailures;

    @ConfigProperty(name = "tabletop.admin.backoff", defaultValue = "1s")
    Duration backoff;

    @ConfigProperty(name = "tabletop.admin.max-backoff", defaultValue = "15m")
    Duration maxBackoff;

    @ConfigProperty(name = "tabletop.admin.failure-memory", defaultValue = "1h")
    Duration failureMemory;

    private volatile Cache<String, Failures> failures;

    /** An address's wrong tokens since its last right one, and until when it is barred (System.nanoTime). */
    record Failures(int count, long barredUntil) {}

    void checkAtStartUp(@Observes StartupEvent event) {
        requireStrong(token);
    }

    /** Throws when a token is configured but shorter than {@value #MIN_LENGTH} characters (it is never shown). */
    static void requireStrong(Optional<String> configured) {
        String t = configured.map(String::strip).orElse("");
        if (!t.isEmpty() && t.length() < MIN_LENGTH) {
            throw new IllegalStateException("tabletop.admin-token (TABLETOP_ADMIN_TOKEN) has " + t.length()
                    + " characters; it must have at least " + MIN_LENGTH + " (e.g. openssl rand -base64 32), or be"
                    + " left unset to switch the admin endpoints off");
        }
    }

    /**
     * Null when the header carries the admin token; else why not (403 none is configured, 429 this address gave too
     * many wrong ones lately, 401 wrong or missing).
     */
    ApiProblem refusal(String authorization, String forWhat, String address) {
        Optional<String> expected = token.filter(t -> !t.isBlank());
        if (expected.isEmpty()) {
            return ApiProblem.forbidden("ADMIN_DISABLED", forWhat + " needs the admin token, and none is configured"
                    + " (tabletop.admin-token)");
        }
        String key = address == null ? "?" : address;
        long now = System.nanoTime();
        Failures f = failures().getIfPresent(key);
        if (f != null && f.barredUntil() - now > 0) {
            long seconds = Math.max(1, (f.barredUntil() - now + 999_999_999L) / 1_000_000_000L);
            return ApiProblem.tooManyRequests("TOO_MANY_ADMIN_FAILURES", "too many wrong admin tokens from this"
                    + " address; retry in " + seconds + " s", (int) Math.min(Integer.MAX_VALUE, seconds));
        }
        String given = authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7)
                ? authorization.substring(7).strip() : "";
        if (!MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8),
                expected.get().getBytes(StandardCharsets.UTF_8))) {
            if (!given.isEmpty()) failed(key, now); // a guess; a request without a token guesses nothing
            return ApiProblem.unauthorized("INVALID_ADMIN_TOKEN", forWhat + " needs Authorization: Bearer <admin token>");
        }
        if (f != null) failures().invalidate(key);
        return null;
    }

    /** True when the header carries the admin token (and the address is not barred); counts a wrong one. */
    boolean accepts(String authorization, String address) {
        return refusal(authorization, "this", address) == null;
    }

    private void failed(String key, long now) {
        failures().asMap().compute(key, (k, before) -> {
            int count = before == null ? 1 : before.count() + 1;
            int over = count - freeFailures;
            if (over <= 0) return new Failures(count, now);
            // backoff · 2^(over-1), capped (the shift capped too, so that it cannot overflow)
            long nanos = Math.min(maxBackoff.toNanos(), backoff.toNanos() << Math.min(over - 1, 40));
            if (nanos < 0) nanos = maxBackoff.toNanos();
            return new Failures(count, now + nanos);
        });
    }

    private Cache<String, Failures> failures() {
        Cache<String, Failures> c = failures;
        if (c == null) {
            synchronized (this) {
                if (failures == null) {
                    // kept at least as long as the longest bar, so that a barred address is not forgotten early
                    Duration keep = failureMemory.compareTo(maxBackoff) >= 0 ? failureMemory : maxBackoff;
                    failures = Caches.builder().maximumSize(MAX_ADDRESSES).expireAfterWrite(keep).<String, Failures>build();
                }
                c = failures;
            }
        }
        return c;
    }
}
