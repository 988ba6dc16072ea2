package io.tabletop.store;

import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** The read side kept in the append transaction: the games summary rows and the per-viewer views. */
@ApplicationScoped
public class Projections {

    public void insertGame(Connection c, GameRow g) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO games (id, type, status, version, seats, awaiting, winners, options, seeded,"
                        + " seed_commitment, head_hash, deadline, deadline_window, created_at, updated_at)"
                        + " VALUES (?, ?, ?, ?, ?::jsonb, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?)")) {
            ps.setObject(1, g.id());
            ps.setString(2, g.type());
            ps.setString(3, g.status());
            ps.setLong(4, g.version());
            ps.setString(5, g.seatsJson());
            ps.setArray(6, ints(c, g.awaiting()));
            ps.setArray(7, ints(c, g.winners()));
            ps.setString(8, g.optionsJson());
            ps.setBoolean(9, g.seeded());
            ps.setString(10, g.seedCommitment());
            ps.setBytes(11, g.headHash());
            ps.setObject(12, g.deadline());
            ps.setString(13, g.deadlineWindow());
            ps.setObject(14, g.createdAt());
            ps.setObject(15, g.updatedAt());
            ps.executeUpdate();
        }
    }

    /** Moves the summary to a new head (everything but id, type, options, seed commitment and creation time). */
    public void updateGame(Connection c, GameRow g) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE games SET status = ?, version = ?, seats = ?::jsonb, awaiting = ?, winners = ?,"
                        + " head_hash = ?, deadline = ?, deadline_window = ?, updated_at = ? WHERE id = ?")) {
            ps.setString(1, g.status());
            ps.setLong(2, g.version());
            ps.setString(3, g.seatsJson());
            ps.setArray(4, ints(c, g.awaiting()));
            ps.setArray(5, ints(c, g.winners()));
            ps.setBytes(6, g.headHash());
            ps.setObject(7, g.deadline());
            ps.setString(8, g.deadlineWindow());
            ps.setObject(9, g.updatedAt());
            ps.setObject(10, g.id());
            if (ps.executeUpdate() != 1) throw new SQLException("game " + g.id() + " vanished", "02000");
        }
    }

    /** Writes (inserts or replaces) the given viewers' projections in one statement. */
    public void upsertViews(Connection c, UUID gameId, List<ViewRow> rows) throws SQLException {
        if (rows.isEmpty()) return;
        Integer[] viewers = rows.stream().map(ViewRow::viewer).toArray(Integer[]::new);
        String[] views = rows.stream().map(ViewRow::view).toArray(String[]::new);
        String[] moves = rows.stream().map(ViewRow::moves).toArray(String[]::new);
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO views (game_id, viewer, view, moves)"
                        + " SELECT ?, u.viewer, u.view::json, u.moves::json"
                        + " FROM unnest(?::int[], ?::text[], ?::text[]) AS u(viewer, view, moves)"
                        + " ON CONFLICT (game_id, viewer) DO UPDATE SET view = excluded.view, moves = excluded.moves")) {
            ps.setObject(1, gameId);
            ps.setArray(2, c.createArrayOf("int", viewers));
            ps.setArray(3, c.createArrayOf("text", views));
            ps.setArray(4, c.createArrayOf("text", moves));
            ps.executeUpdate();
        }
    }

    /** The head of a game and one viewer's projection (view and moves null when none is written yet). */
    public Optional<HeadAndView> headAndView(Connection c, UUID gameId, int viewer) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT g.type, g.status, g.version, g.awaiting, g.deadline, g.seeded, v.view::text, v.moves::text"
                        + " FROM games g LEFT JOIN views v ON v.game_id = g.id AND v.viewer = ? WHERE g.id = ?")) {
            ps.setInt(1, viewer);
            ps.setObject(2, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return Optional.empty();
                return Optional.of(new HeadAndView(rs.getString(1), rs.getString(2), rs.getLong(3),
                        ints(rs.getArray(4)), rs.getObject(5, java.time.OffsetDateTime.class), rs.getBoolean(6),
                        rs.getString(7), rs.getString(8)));
            }
        }
    }

    /** A game's type, if the game exists. */
    public Optional<String> type(Connection c, UUID gameId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT type FROM games WHERE id = ?")) {
            ps.setObject(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
            }
        }
    }

    /** Games whose reaction deadline has passed, oldest first. */
    public List<UUID> overdue(Connection c, int limit) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT id FROM games WHERE deadline <= now() ORDER BY deadline LIMIT ?")) {
            ps.setInt(1, limit);
            List<UUID> out = new java.util.ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) out.add(rs.getObject(1, UUID.class));
            }
            return out;
        }
    }

    static Array ints(Connection c, List<Integer> values) throws SQLException {
        return c.createArrayOf("int", values.toArray(Integer[]::new));
    }

    static List<Integer> ints(Array array) throws SQLException {
        if (array == null) return List.of();
        return Arrays.asList((Integer[]) array.getArray());
    }
}
