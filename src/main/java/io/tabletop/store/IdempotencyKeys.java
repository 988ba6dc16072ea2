package io.tabletop.store;

import io.quarkus.scheduler.Scheduled;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Remembers the response to each Idempotency-Key of a seat in a game, with a hash of the request it answered, for
 * {@code tabletop.idempotency.ttl}: an older record counts as absent (the key is new again) and a scheduled cleanup
 * deletes it.
 */
@Singleton
public class IdempotencyKeys {

    private static final Logger LOG = Logger.getLogger(IdempotencyKeys.class);
    private static final int CLEANUP_BATCH = 10_000;

    public record Recorded(byte[] requestHash, String response, long version) {}

    @ConfigProperty(name = "tabletop.idempotency.ttl", defaultValue = "24h")
    Duration ttl;

    @Inject
    Tx tx;

    /** How long a key is remembered. */
    public Duration ttl() {
        return ttl;
    }

    /** The live (not expired at {@code now}) record of {@code seat}'s key in the game, if any. */
    public Optional<Recorded> find(Connection c, UUID gameId, int seat, String key, OffsetDateTime now)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT request_hash, response::text, version FROM idempotency_keys"
                        + " WHERE game_id = ? AND seat = ? AND key = ? AND created_at > ?")) {
            ps.setObject(1, gameId);
            ps.setInt(2, seat);
            ps.setString(3, key);
            ps.setObject(4, now.minus(ttl));
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Recorded(rs.getBytes(1), rs.getString(2), rs.getLong(3)))
                        : Optional.empty();
            }
        }
    }

    /**
     * Records the response to a key. Called under the game's head lock after {@link #find} found no live record,
     * so an expired record of the same key may be overwritten.
     */
    public void record(Connection c, UUID gameId, int seat, String key, byte[] requestHash, String response,
                       long version, OffsetDateTime now) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO idempotency_keys (game_id, seat, key, request_hash, response, version, created_at)"
                        + " VALUES (?, ?, ?, ?, ?::json, ?, ?)"
                        + " ON CONFLICT (game_id, seat, key) DO UPDATE SET request_hash = excluded.request_hash,"
                        + " response = excluded.response, version = excluded.version, created_at = excluded.created_at")) {
            ps.setObject(1, gameId);
            ps.setInt(2, seat);
            ps.setString(3, key);
            ps.setBytes(4, requestHash);
            ps.setString(5, response);
            ps.setLong(6, version);
            ps.setObject(7, now);
            ps.executeUpdate();
        }
    }

    @Scheduled(every = "${tabletop.idempotency.cleanup-every:1h}", delayed = "1m",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void cleanup() {
        long n = deleteExpired();
        if (n > 0) LOG.debugf("deleted %d expired idempotency keys", n);
    }

    /** Deletes the records older than the TTL, in batches (short transactions); returns how many. */
    public long deleteExpired() {
        OffsetDateTime cutoff = OffsetDateTime.now(ZoneOffset.UTC).minus(ttl);
        long total = 0;
        try {
            while (true) {
                int n = tx.inTransaction(c -> {
                    try (PreparedStatement ps = c.prepareStatement(
                            "DELETE FROM idempotency_keys WHERE ctid IN (SELECT ctid FROM idempotency_keys"
                                    + " WHERE created_at <= ? LIMIT " + CLEANUP_BATCH + ")")) {
                        ps.setObject(1, cutoff);
                        return ps.executeUpdate();
                    }
                });
                total += n;
                if (n < CLEANUP_BATCH) return total;
            }
        } catch (RuntimeException e) { // the next run tries again
            LOG.warnf("deleting expired idempotency keys failed: %s", e.getMessage());
            return total;
        }
    }
}
