package io.tabletop.store;

import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.UUID;

/** Seat tokens, the creator's token and the invite secret (as SHA-256 hashes only), and the per-game secret seed. */
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

    /** Who may take and recover seats (hashes; each null when the game has none). */
    public record Access(byte[] creatorHash, byte[] inviteHash) {}

    /** Records the creator's token and the invite secret of a game whose seed is stored. */
    public void insertAccess(Connection c, UUID gameId, byte[] creatorHash, byte[] inviteHash) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE game_secrets SET creator_hash = ?, invite_hash = ? WHERE game_id = ?")) {
            ps.setBytes(1, creatorHash);
            ps.setBytes(2, inviteHash);
            ps.setObject(3, gameId);
            if (ps.executeUpdate() != 1) throw new SQLException("no secrets row for game " + gameId, "02000");
        }
    }

    public Access access(Connection c, UUID gameId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT creator_hash, invite_hash FROM game_secrets WHERE game_id = ?")) {
            ps.setObject(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? new Access(rs.getBytes(1), rs.getBytes(2)) : new Access(null, null);
            }
        }
    }

    /**
     * Replaces a taken seat's token hash (locking the seat's row); returns the old hash, or empty when the seat is
     * free.
     */
    public Optional<byte[]> reissue(Connection c, UUID gameId, int seat, byte[] tokenHash, OffsetDateTime now)
            throws SQLException {
        byte[] old;
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT token_hash FROM seats WHERE game_id = ? AND seat = ? FOR UPDATE")) {
            ps.setObject(1, gameId);
            ps.setInt(2, seat);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return Optional.empty();
                old = rs.getBytes(1);
            }
        }
        try (PreparedStatement ps = c.prepareStatement("UPDATE seats SET token_hash = ?, reissued_at = ?,"
                + " reissues = reissues + 1 WHERE game_id = ? AND seat = ?")) {
            ps.setBytes(1, tokenHash);
            ps.setObject(2, now);
            ps.setObject(3, gameId);
            ps.setInt(4, seat);
            ps.executeUpdate();
        }
        return Optional.of(old);
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
