package io.tabletop.store;

import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.UUID;

/**
 * What the per-address caps count, in the database so that every instance counts the same: the open games an
 * address created, its running all-bot games, and each game's house-bot moves. The address a game was created from
 * is kept on its row and never shown by the API.
 */
@Singleton
public class Quotas {

    /** The first key of the advisory locks that order one address's creations (two-int keys: a space of their own). */
    private static final int ADDRESS_LOCK = 0x0A44;

    /**
     * Orders the creations of one address across every instance until this transaction ends, so that the count of
     * its open games cannot be passed by requests racing each other.
     */
    public void lockAddress(Connection c, String address) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT pg_advisory_xact_lock(?, hashtext(?))")) {
            ps.setInt(1, ADDRESS_LOCK);
            ps.setString(2, address);
            ps.executeQuery().close();
        }
    }

    public void recordCreator(Connection c, UUID game, String address) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE games SET created_by = ? WHERE id = ?")) {
            ps.setString(1, address);
            ps.setObject(2, game);
            ps.executeUpdate();
        }
    }

    /** The address a game was created from (null: unknown, e.g. created before this was kept, or imported). */
    public String creator(Connection c, UUID game) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT created_by FROM games WHERE id = ?")) {
            ps.setObject(1, game);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    /** Open games created from {@code address}. */
    public int openGames(Connection c, String address) throws SQLException {
        return count(c, "SELECT count(*) FROM games WHERE status = 'OPEN' AND created_by = ?", address);
    }

    /** Running games whose seats are all house bots, created from {@code address}. */
    public int allBotGames(Connection c, String address) throws SQLException {
        return count(c, "SELECT count(*) FROM games WHERE all_bots AND status = 'ACTIVE' AND created_by = ?", address);
    }

    /** Running games whose seats are all house bots, the whole service's. */
    public int allBotGames(Connection c) throws SQLException {
        return count(c, "SELECT count(*) FROM games WHERE all_bots AND status = 'ACTIVE'", null);
    }

    /** The game's seats are all house bots (its last seat was just taken, by a bot). */
    public void markAllBots(Connection c, UUID game) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE games SET all_bots = true WHERE id = ?")) {
            ps.setObject(1, game);
            ps.executeUpdate();
        }
    }

    /** Counts one house-bot move of the game; the moves counted so far. */
    public int countBotMove(Connection c, UUID game) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE games SET bot_moves = bot_moves + 1 WHERE id = ? RETURNING bot_moves")) {
            ps.setObject(1, game);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }

    /** The house-bot moves counted in the game (0 when there is no such game). */
    public int botMoves(Connection c, UUID game) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT bot_moves FROM games WHERE id = ?")) {
            ps.setObject(1, game);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }

    private static int count(Connection c, String sql, String address) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            if (address != null) ps.setString(1, address);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }
}
