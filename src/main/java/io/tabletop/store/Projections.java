package io.tabletop.store;

import jakarta.inject.Singleton;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** The read side kept in the append transaction: the games summary rows and the per-viewer views. */
@Singleton
public class Projections {

    public void insertGame(Connection c, GameRow g) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO games (id, type, status, version, seats, awaiting, winners, options, seeded,"
                        + " seed_commitment, head_hash, deadline, deadline_window, created_at, updated_at, imported, rules_version)"
                        + " VALUES (?, ?, ?, ?, ?::jsonb, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
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
            ps.setBoolean(16, g.imported());
            ps.setInt(17, g.rulesVersion());
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

    /**
     * The head of a game and one viewer's projection: view and moves are stored for finished games only (null
     * otherwise: a live game's are folded from its log).
     */
    public Optional<HeadAndView> headAndView(Connection c, UUID gameId, int viewer) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT g.type, g.status, g.version, g.awaiting, g.deadline, g.seeded, jsonb_array_length(g.seats),"
                        + " v.view::text, v.moves::text, g.imported, g.rules_version"
                        + " FROM games g LEFT JOIN views v ON v.game_id = g.id AND v.viewer = ? AND g.status = 'FINISHED'"
                        + " WHERE g.id = ?")) {
            ps.setInt(1, viewer);
            ps.setObject(2, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return Optional.empty();
                return Optional.of(new HeadAndView(rs.getString(1), rs.getString(2), rs.getLong(3),
                        ints(rs.getArray(4)), rs.getObject(5, java.time.OffsetDateTime.class), rs.getBoolean(6),
                        rs.getInt(7), rs.getString(8), rs.getString(9), rs.getBoolean(10), rs.getInt(11)));
            }
        }
    }

    /** Every game's id, in id order. */
    public List<UUID> allIds(Connection c) throws SQLException {
        List<UUID> out = new java.util.ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT id FROM games ORDER BY id");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) out.add(rs.getObject(1, UUID.class));
        }
        return out;
    }

    /** Locks the games' rows (in id order, so concurrent lockers cannot deadlock) for this transaction. */
    public void lock(Connection c, List<UUID> ids) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT id FROM games WHERE id = ANY(?) ORDER BY id FOR UPDATE")) {
            ps.setArray(1, c.createArrayOf("uuid", ids.toArray()));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) { /* locked */ }
            }
        }
    }

    /**
     * Replaces every projection of the given games: their summary rows (all derived columns), their views and
     * their snapshots. Five statements whatever the number of games.
     */
    public void replace(Connection c, List<GameRow> rows, Map<UUID, List<ViewRow>> views,
                        Map<UUID, List<Map.Entry<Long, String>>> snapshots) throws SQLException {
        if (rows.isEmpty()) return;
        Object[] ids = rows.stream().map(GameRow::id).toArray();
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE games g SET type = u.type, status = u.status, version = u.version, seats = u.seats::jsonb,"
                        + " awaiting = u.awaiting::int[], winners = u.winners::int[], options = u.options::jsonb,"
                        + " seeded = u.seeded OR g.imported, seed_commitment = u.commitment, head_hash = u.head,"
                        + " deadline = u.deadline, deadline_window = u.win, rules_version = u.rules,"
                        // an imported game keeps its import time: it is not in the log
                        + " created_at = CASE WHEN g.imported THEN g.created_at ELSE u.created END,"
                        + " updated_at = CASE WHEN g.imported THEN g.updated_at ELSE u.updated END"
                        + " FROM unnest(?::uuid[], ?::text[], ?::text[], ?::bigint[], ?::text[], ?::text[], ?::text[],"
                        + " ?::text[], ?::boolean[], ?::text[], ?::bytea[], ?::timestamptz[], ?::text[], ?::timestamptz[],"
                        + " ?::timestamptz[], ?::int[]) AS u(id, type, status, version, seats, awaiting, winners, options,"
                        + " seeded, commitment, head, deadline, win, created, updated, rules) WHERE g.id = u.id")) {
            int i = 0;
            ps.setArray(++i, c.createArrayOf("uuid", ids));
            ps.setArray(++i, c.createArrayOf("text", rows.stream().map(GameRow::type).toArray()));
            ps.setArray(++i, c.createArrayOf("text", rows.stream().map(GameRow::status).toArray()));
            ps.setArray(++i, c.createArrayOf("bigint", rows.stream().map(GameRow::version).toArray()));
            ps.setArray(++i, c.createArrayOf("text", rows.stream().map(GameRow::seatsJson).toArray()));
            ps.setArray(++i, c.createArrayOf("text", rows.stream().map(r -> pgArray(r.awaiting())).toArray()));
            ps.setArray(++i, c.createArrayOf("text", rows.stream().map(r -> pgArray(r.winners())).toArray()));
            ps.setArray(++i, c.createArrayOf("text", rows.stream().map(GameRow::optionsJson).toArray()));
            ps.setArray(++i, c.createArrayOf("boolean", rows.stream().map(GameRow::seeded).toArray()));
            ps.setArray(++i, c.createArrayOf("text", rows.stream().map(GameRow::seedCommitment).toArray()));
            ps.setArray(++i, c.createArrayOf("bytea", rows.stream().map(GameRow::headHash).toArray(byte[][]::new)));
            ps.setArray(++i, c.createArrayOf("timestamptz", rows.stream().map(GameRow::deadline).toArray()));
            ps.setArray(++i, c.createArrayOf("text", rows.stream().map(GameRow::deadlineWindow).toArray()));
            ps.setArray(++i, c.createArrayOf("timestamptz", rows.stream().map(GameRow::createdAt).toArray()));
            ps.setArray(++i, c.createArrayOf("timestamptz", rows.stream().map(GameRow::updatedAt).toArray()));
            ps.setArray(++i, c.createArrayOf("integer", rows.stream().map(GameRow::rulesVersion).toArray()));
            ps.executeUpdate();
        }
        for (String table : new String[] {"views", "snapshots"}) {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + table + " WHERE game_id = ANY(?)")) {
                ps.setArray(1, c.createArrayOf("uuid", ids));
                ps.executeUpdate();
            }
        }
        List<Object> vGame = new java.util.ArrayList<>();
        List<Object> vViewer = new java.util.ArrayList<>();
        List<Object> vView = new java.util.ArrayList<>();
        List<Object> vMoves = new java.util.ArrayList<>();
        views.forEach((game, list) -> list.forEach(v -> {
            vGame.add(game);
            vViewer.add(v.viewer());
            vView.add(v.view());
            vMoves.add(v.moves());
        }));
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO views (game_id, viewer, view, moves)"
                + " SELECT u.game, u.viewer, u.view::json, u.moves::json"
                + " FROM unnest(?::uuid[], ?::int[], ?::text[], ?::text[]) AS u(game, viewer, view, moves)")) {
            ps.setArray(1, c.createArrayOf("uuid", vGame.toArray()));
            ps.setArray(2, c.createArrayOf("int", vViewer.toArray()));
            ps.setArray(3, c.createArrayOf("text", vView.toArray()));
            ps.setArray(4, c.createArrayOf("text", vMoves.toArray()));
            ps.executeUpdate();
        }
        List<Object> sGame = new java.util.ArrayList<>();
        List<Object> sVersion = new java.util.ArrayList<>();
        List<Object> sState = new java.util.ArrayList<>();
        snapshots.forEach((game, list) -> list.forEach(e -> {
            sGame.add(game);
            sVersion.add(e.getKey());
            sState.add(e.getValue());
        }));
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO snapshots (game_id, version, state)"
                + " SELECT u.game, u.version, u.state::json"
                + " FROM unnest(?::uuid[], ?::bigint[], ?::text[]) AS u(game, version, state)")) {
            ps.setArray(1, c.createArrayOf("uuid", sGame.toArray()));
            ps.setArray(2, c.createArrayOf("bigint", sVersion.toArray()));
            ps.setArray(3, c.createArrayOf("text", sState.toArray()));
            ps.executeUpdate();
        }
    }

    private static String pgArray(List<Integer> values) {
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < values.size(); i++) b.append(i == 0 ? "" : ",").append(values.get(i));
        return b.append('}').toString();
    }

    /**
     * One game's stored projections as text, keyed by what they are ({@code games.status}, {@code views.2.view} …),
     * for comparison with what the events give.
     */
    public Map<String, String> dump(Connection c, UUID id) throws SQLException {
        Map<String, String> out = new java.util.TreeMap<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT type, status, version, seats::text, awaiting::text, winners::text, options::text, seeded,"
                        + " seed_commitment, encode(head_hash, 'hex'), deadline, deadline_window, created_at, updated_at, imported,"
                        + " rules_version FROM games WHERE id = ?")) {
            ps.setObject(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    String[] names = {"type", "status", "version", "seats", "awaiting", "winners", "options", "seeded",
                            "seedCommitment", "headHash", "deadline", "deadlineWindow", "createdAt", "updatedAt", "imported",
                            "rulesVersion"};
                    for (int i = 0; i < names.length; i++) {
                        Object v = names[i].endsWith("At") || names[i].equals("deadline")
                                ? rs.getObject(i + 1, java.time.OffsetDateTime.class) : rs.getString(i + 1);
                        out.put("games." + names[i], v == null ? "null"
                                : v instanceof java.time.OffsetDateTime t ? EventStore.instant(t) : v.toString());
                    }
                }
            }
        }
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT viewer, view::text, moves::text FROM views WHERE game_id = ? ORDER BY viewer")) {
            ps.setObject(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.put("views." + rs.getInt(1) + ".view", rs.getString(2));
                    out.put("views." + rs.getInt(1) + ".moves", rs.getString(3));
                }
            }
        }
        return out;
    }

    /** A game's type and the rules version it is played under. */
    public record Kind(String type, int rulesVersion) {}

    /** A game's type and rules version, if the game exists. */
    public Optional<Kind> kind(Connection c, UUID gameId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT type, rules_version FROM games WHERE id = ?")) {
            ps.setObject(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Kind(rs.getString(1), rs.getInt(2))) : Optional.empty();
            }
        }
    }

    /** A game due for the server's attention, with its type (for metrics). */
    public record Due(UUID id, String type) {}

    /**
     * Games whose step deadline has passed, oldest first, except those in {@code resting} (backing off). Only running
     * games have deadlines; they are found by their status (deadline has no index: see V10__hot_moves.sql).
     */
    public List<Due> overdue(Connection c, int limit, java.util.Collection<UUID> resting) throws SQLException {
        return due(c, "SELECT id, type FROM games WHERE status = 'ACTIVE' AND deadline <= now() AND NOT (id = ANY(?))"
                + " ORDER BY deadline LIMIT ?", null, limit, resting);
    }

    /** Open games created before {@code cutoff}, oldest first, except those in {@code resting}. */
    public List<Due> openSince(Connection c, java.time.OffsetDateTime cutoff, int limit,
                               java.util.Collection<UUID> resting) throws SQLException {
        return due(c, "SELECT id, type FROM games WHERE status = 'OPEN' AND created_at < ? AND NOT (id = ANY(?))"
                + " ORDER BY created_at LIMIT ?", cutoff, limit, resting);
    }

    /** Open games nobody has sat down at (only their first event: version 1), created before {@code cutoff}. */
    public List<Due> openUnseatedSince(Connection c, java.time.OffsetDateTime cutoff, int limit,
                                       java.util.Collection<UUID> resting) throws SQLException {
        return due(c, "SELECT id, type FROM games WHERE status = 'OPEN' AND version = 1 AND created_at < ?"
                + " AND NOT (id = ANY(?)) ORDER BY created_at LIMIT ?", cutoff, limit, resting);
    }

    private static List<Due> due(Connection c, String sql, java.time.OffsetDateTime cutoff, int limit,
                                 java.util.Collection<UUID> resting) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            int i = 0;
            if (cutoff != null) ps.setObject(++i, cutoff);
            ps.setArray(++i, c.createArrayOf("uuid", resting.toArray()));
            ps.setInt(++i, limit);
            List<Due> out = new java.util.ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) out.add(new Due(rs.getObject(1, UUID.class), rs.getString(2)));
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
