package io.tabletop.store;

import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.UUID;

/** Seat tokens (as SHA-256 hashes only) and the per-game secret seed. */
@ApplicationScoped
public class Seats {

    /** Which game and seat a token (by its hash) belongs to. */
    public record Holder(UUID gameId, int seat) {}

    public void insertSeat(Connection c, UUID gameId, int seat, byte[] tokenHash, OffsetDateTime now)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO seats (game_id, seat, token_hash, taken_at) VALUES (?, ?, ?, ?)")) {
            ps.setObject(1, gameId);
            ps.setInt(2, seat);
            ps.setBytes(3, tokenHash);
            ps.setObject(4, now);
            ps.executeUpdate();
        }
    }

    public Optional<Holder> holder(Connection c, byte[] tokenHash) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT game_id, seat FROM seats WHERE token_hash = ?")) {
            ps.setBytes(1, tokenHash);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Holder(rs.getObject(1, UUID.class), rs.getInt(2))) : Optional.empty();
            }
        }
    }

    public void insertSeed(Connection c, UUID gameId, String seed) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO game_secrets (game_id, seed) VALUES (?, ?)")) {
            ps.setObject(1, gameId);
            ps.setString(2, seed);
            ps.executeUpdate();
        }
    }

    public String seed(Connection c, UUID gameId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT seed FROM game_secrets WHERE game_id = ?")) {
            ps.setObject(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) throw new SQLException("no seed for game " + gameId, "02000");
                return rs.getString(1);
            }
        }
    }
}
