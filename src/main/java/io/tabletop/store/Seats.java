package io.tabletop.store;

import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.UUID;

/** Seat tokens, the creator's token and the invite secret (as SHA-256 hashes only), and the per-game secret seed. */
@Singleton
public class Seats {

    /** Which game and seat a token (by its hash) belongs to. */
    public record Holder(UUID gameId, int seat) {}

    public void insertSeat(Connection c, UUID gameId, int seat, byte[] tokenHash, OffsetDateTime now)
            throws SQLException {
        insertSeat(c, gameId, seat, tokenHash, now, null, null, false);
    }

    /**
     * A seat; {@code bot} names the house bot that plays it (null: a seat played over HTTP); {@code recoveryHash}:
     * SHA-256 of the holder's recovery secret (null for a bot); {@code byCreator}: taken with the creator's token.
     */
    public void insertSeat(Connection c, UUID gameId, int seat, byte[] tokenHash, OffsetDateTime now, String bot,
                           byte[] recoveryHash, boolean byCreator) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO seats (game_id, seat, token_hash, taken_at, bot,"
                + " recovery_hash, by_creator) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            ps.setObject(1, gameId);
            ps.setInt(2, seat);
            ps.setBytes(3, tokenHash);
            ps.setObject(4, now);
            ps.setString(5, bot);
            ps.setBytes(6, recoveryHash);
            ps.setBoolean(7, byCreator);
            ps.executeUpdate();
        }
        if (bot != null) { // the sweep's index (V8) holds running games with bot seats only
            try (PreparedStatement ps = c.prepareStatement("UPDATE games SET has_bots = true WHERE id = ?")) {
                ps.setObject(1, gameId);
                ps.executeUpdate();
            }
        }
    }

    /** The seats of a game taken so far that are not house bots. */
    public int humanSeats(Connection c, UUID gameId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT count(*) FROM seats WHERE game_id = ? AND bot IS NULL")) {
            ps.setObject(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    /** The house-bot seats of a game (seat → bot id) and the game's status; empty when the game has none. */
    public record BotSeats(String status, java.util.Map<Integer, String> bots) {}

    public java.util.Optional<BotSeats> botSeats(Connection c, UUID gameId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT g.status, s.seat, s.bot FROM games g "
                + "LEFT JOIN seats s ON s.game_id = g.id AND s.bot IS NOT NULL WHERE g.id = ?")) {
            ps.setObject(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                String status = null;
                java.util.Map<Integer, String> bots = new java.util.TreeMap<>();
                while (rs.next()) {
                    status = rs.getString(1);
                    String bot = rs.getString(3);
                    if (bot != null) bots.put(rs.getInt(2), bot);
                }
                return status == null ? java.util.Optional.empty()
                        : java.util.Optional.of(new BotSeats(status, java.util.Map.copyOf(bots)));
            }
        }
    }

    /** A game's seed commitment (what its house bots' dice are drawn from); empty when there is no such game. */
    public java.util.Optional<String> seedCommitment(Connection c, UUID gameId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT seed_commitment FROM games WHERE id = ?")) {
            ps.setObject(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? java.util.Optional.of(rs.getString(1)) : java.util.Optional.empty();
            }
        }
    }

    /**
     * The house-bot sweep: active games with bot seats (through the partial index {@code games_running_bots}, which
     * finished games leave) in which the game awaits a bot seat, except those whose bot move was refused at their
     * current version. Parameter: the limit.
     */
    public static final String SWEEP = "SELECT g.id FROM games g WHERE g.status = 'ACTIVE' AND g.has_bots "
            + "AND (g.bot_refused_version IS NULL OR g.bot_refused_version <> g.version) AND g.bot_moves < ? "
            + "AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.bot IS NOT NULL AND s.seat = ANY (g.awaiting)) "
            + "LIMIT ?";

    /**
     * Active games in which the game awaits a house-bot seat (what a replica must play, e.g. after a restart), whose
     * bots have made fewer than {@code budget} moves.
     */
    public java.util.List<UUID> gamesAwaitingBots(Connection c, int budget, int limit) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(SWEEP)) {
            ps.setInt(1, budget);
            ps.setInt(2, limit);
            try (ResultSet rs = ps.executeQuery()) {
                java.util.List<UUID> out = new java.util.ArrayList<>();
                while (rs.next()) out.add(rs.getObject(1, UUID.class));
                return out;
            }
        }
    }

    /** A house bot's move was refused at {@code version}: the sweep leaves the game alone until it moves on. */
    public void botRefused(Connection c, UUID gameId, long version) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE games SET bot_refused_version = ? WHERE id = ?")) {
            ps.setLong(1, version);
            ps.setObject(2, gameId);
            ps.executeUpdate();
        }
    }

    /** The version at which a house bot's move was refused (null: never), for tests and the sweep. */
    public Long botRefusedVersion(Connection c, UUID gameId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT bot_refused_version FROM games WHERE id = ?")) {
            ps.setObject(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return null;
                long v = rs.getLong(1);
                return rs.wasNull() ? null : v;
            }
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

    /** What recovering a seat is checked against (hashes only). */
    public record SeatRow(byte[] tokenHash, byte[] recoveryHash, boolean byCreator, String bot) {}

    /** A taken seat, its row locked until the transaction ends; empty when the seat is free. */
    public Optional<SeatRow> lockSeat(Connection c, UUID gameId, int seat) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT token_hash, recovery_hash, by_creator, bot FROM seats"
                + " WHERE game_id = ? AND seat = ? FOR UPDATE")) {
            ps.setObject(1, gameId);
            ps.setInt(2, seat);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return Optional.empty();
                return Optional.of(new SeatRow(rs.getBytes(1), rs.getBytes(2), rs.getBoolean(3), rs.getString(4)));
            }
        }
    }

    /**
     * Replaces a taken seat's token and recovery secret (their hashes; the old ones stop working at commit) and
     * announces the old token on {@link CommitFeed#REVOKED_CHANNEL}: call it before the append that records the
     * replacement, so that every instance hears of the old token before it hears of the commit.
     */
    public void replaceToken(Connection c, UUID gameId, int seat, byte[] oldTokenHash, byte[] tokenHash,
                             byte[] recoveryHash, OffsetDateTime now) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE seats SET token_hash = ?, recovery_hash = ?,"
                + " reissued_at = ?, reissues = reissues + 1 WHERE game_id = ? AND seat = ?")) {
            ps.setBytes(1, tokenHash);
            ps.setBytes(2, recoveryHash);
            ps.setObject(3, now);
            ps.setObject(4, gameId);
            ps.setInt(5, seat);
            if (ps.executeUpdate() != 1) throw new SQLException("no seat " + seat + " in game " + gameId, "02000");
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT pg_notify(?, ?)")) {
            ps.setString(1, CommitFeed.REVOKED_CHANNEL);
            ps.setString(2, CommitFeed.revokedPayload(gameId, seat, hex(oldTokenHash)));
            ps.executeQuery().close();
        }
    }

    /** Which of these token hashes (hex) are some seat's token now. */
    public java.util.Set<String> existing(Connection c, java.util.Collection<String> tokenHashes) throws SQLException {
        java.util.Set<String> out = new java.util.HashSet<>();
        if (tokenHashes.isEmpty()) return out;
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT encode(token_hash, 'hex') FROM seats WHERE token_hash = ANY (?)")) {
            byte[][] hashes = tokenHashes.stream().map(Seats::unhex).toArray(byte[][]::new);
            ps.setArray(1, c.createArrayOf("bytea", hashes));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) out.add(rs.getString(1));
            }
        }
        return out;
    }

    private static String hex(byte[] bytes) {
        return java.util.HexFormat.of().formatHex(bytes);
    }

    private static byte[] unhex(String hex) {
        return java.util.HexFormat.of().parseHex(hex);
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
