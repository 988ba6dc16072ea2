package io.tabletop.store;

import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.UUID;

/** Remembers the response to each Idempotency-Key of a game, with a hash of the request it answered. */
@ApplicationScoped
public class IdempotencyKeys {

    public record Recorded(byte[] requestHash, String response, long version) {}

    public Optional<Recorded> find(Connection c, UUID gameId, String key) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT request_hash, response::text, version FROM idempotency_keys WHERE game_id = ? AND key = ?")) {
            ps.setObject(1, gameId);
            ps.setString(2, key);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Recorded(rs.getBytes(1), rs.getString(2), rs.getLong(3)))
                        : Optional.empty();
            }
        }
    }

    public void record(Connection c, UUID gameId, String key, byte[] requestHash, String response, long version,
                       OffsetDateTime now) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO idempotency_keys (game_id, key, request_hash, response, version, created_at)"
                        + " VALUES (?, ?, ?, ?::json, ?, ?)")) {
            ps.setObject(1, gameId);
            ps.setString(2, key);
            ps.setBytes(3, requestHash);
            ps.setString(4, response);
            ps.setLong(5, version);
            ps.setObject(6, now);
            ps.executeUpdate();
        }
    }
}
