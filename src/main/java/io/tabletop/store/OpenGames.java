package io.tabletop.store;

import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** The open games a quick join ({@code POST /api/v1/seats}) may seat a player in, and the lock that orders quick joins. */
@Singleton
public class OpenGames {

    /** The high half of every quick-join advisory lock key (the low half is the game type's hash): "QJ". */
    private static final long KEY_PREFIX = 0x514aL << 32;

    /**
     * Orders the quick joins of one game type across every instance until this transaction ends: a quick join that
     * finds no open game creates one, and the next quick join must see it (else two callers would each create a
     * game and each wait alone in it). Plain take-seats do not take it; they meet a quick join on the game's row lock.
     */
    public void lockQuickJoins(Connection c, String type) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT pg_advisory_xact_lock(?)")) {
            ps.setLong(1, lockKey(type));
            ps.executeQuery().close();
        }
    }

    /** The advisory lock key of a game type's quick joins. */
    public static long lockKey(String type) {
        return KEY_PREFIX | (type.hashCode() & 0xffffffffL);
    }

    /**
     * Open games of {@code type} anyone may join — not invite-only, not seeded (a seeded deal is known to whoever
     * chose the seed), not imported — with {@code minSeats..maxSeats} seats and exactly the recorded options
     * {@code optionsJson} (compared as JSON values, {@code inviteOnly:false} counting as absent; a caller who asked for
     * none passes the defaults), under rules version {@code rulesVersion} (the newest this build plays: a newcomer
     * gets today's rules, and an older replica never matches a game it cannot play). Fewest free seats first (fill games before starting others), then the oldest. Not
     * locked: the caller locks each head and checks it is still open.
     */
    public List<UUID> candidates(Connection c, String type, int rulesVersion, int minSeats, int maxSeats,
                                 String optionsJson, int limit)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT g.id FROM games g WHERE g.status = 'OPEN' AND g.type = ? AND g.rules_version = ?"
                        + " AND NOT g.seeded AND NOT g.imported"
                        + " AND jsonb_array_length(g.seats) BETWEEN ? AND ?"
                        + " AND coalesce(g.options -> 'inviteOnly', 'false'::jsonb) = 'false'::jsonb"
                        + " AND g.options - 'inviteOnly' = ?::jsonb"
                        + " ORDER BY (SELECT count(*) FROM jsonb_array_elements(g.seats) s WHERE s ->> 'name' IS NULL),"
                        + " g.created_at, g.id LIMIT ?")) {
            ps.setString(1, type);
            ps.setInt(2, rulesVersion);
            ps.setInt(3, minSeats);
            ps.setInt(4, maxSeats);
            ps.setString(5, java.util.Objects.requireNonNull(optionsJson, "optionsJson"));
            ps.setInt(6, limit);
            List<UUID> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) out.add(rs.getObject(1, UUID.class));
            }
            return out;
        }
    }
}
