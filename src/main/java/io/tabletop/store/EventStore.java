package io.tabletop.store;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The event log in PostgreSQL: one stream per game with gap-free seq from 1. An append inserts all events of a
 * move in one statement, at the version the caller read under lock; the primary key (game_id, seq) refuses a
 * second append at the same version even from another replica. Each event's hash chains to the previous one.
 */
@Singleton
public class EventStore {

    @Inject
    CommitAnnouncer announcer;

    /** The hash before the first event. */
    public static final byte[] GENESIS = new byte[32];

    /** Locks the game's row for this transaction and returns the stream's head; empty when no such game. */
    public Optional<Head> lockHead(Connection c, UUID gameId) throws SQLException {
        return head(c, gameId, " FOR UPDATE");
    }

    /** The stream's head as committed now, without locking it; empty when no such game. */
    public Optional<Head> readHead(Connection c, UUID gameId) throws SQLException {
        return head(c, gameId, "");
    }

    private Optional<Head> head(Connection c, UUID gameId, String lock) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT type, status, version, head_hash, deadline, deadline_window, rules_version FROM games WHERE id = ?"
                        + lock)) {
            ps.setObject(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return Optional.empty();
                return Optional.of(new Head(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getBytes(4),
                        rs.getObject(5, OffsetDateTime.class), rs.getString(6), rs.getInt(7)));
            }
        }
    }

    /** The committed version of each of {@code games} that exists. */
    public Map<UUID, Long> versions(Connection c, UUID[] games) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT id, version FROM games WHERE id = ANY(?)")) {
            ps.setObject(1, games);
            Map<UUID, Long> out = new HashMap<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) out.put(rs.getObject(1, UUID.class), rs.getLong(2));
            }
            return out;
        }
    }

    /** Events with {@code after < seq <= upTo}, in order, at most {@code limit}. */
    public List<StoredEvent> read(Connection c, UUID gameId, long after, long upTo, int limit) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT seq, type, data::text, meta::text, recorded_at, hash FROM events"
                        + " WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq LIMIT ?")) {
            ps.setObject(1, gameId);
            ps.setLong(2, after);
            ps.setLong(3, upTo);
            ps.setInt(4, limit);
            List<StoredEvent> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new StoredEvent(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getString(4),
                            rs.getObject(5, OffsetDateTime.class), rs.getBytes(6)));
                }
            }
            return out;
        }
    }

    /**
     * Appends {@code events} after {@code expectedVersion}, chaining hashes from {@code prevHash}, and in the same
     * statement moves the games row to {@code summary} (unless null) and writes {@code views} (a finished game's);
     * the new head is announced on {@link CommitFeed#CHANNEL} once the transaction commits. Throws
     * {@link StoreException.Conflict} if any of those seqs exists already.
     */
    public List<StoredEvent> append(Connection c, UUID gameId, long expectedVersion, byte[] prevHash,
                                    List<NewEvent> events, OffsetDateTime now, GameRow summary, List<ViewRow> views)
            throws SQLException {
        return append(c, gameId, expectedVersion, prevHash, events, now, summary, views, null);
    }

    /*
     * The appends' statements, by [with a snapshot][with final views]: built once, so that the driver's statement
     * cache finds them by the same String (its hash computed once) instead of a new concatenation per move.
     */
    private static final String INSERT_EVENTS = "INSERT INTO events (game_id, seq, type, data, meta, recorded_at, hash)"
            + " SELECT ?, u.seq, u.type, u.data::jsonb, u.meta::jsonb, ?, u.hash"
            + " FROM unnest(?::bigint[], ?::text[], ?::text[], ?::text[], ?::bytea[]) AS u(seq, type, data, meta, hash)"
            + " RETURNING 1";
    private static final String APPEND_EVENTS = "WITH ev AS (" + INSERT_EVENTS + ") SELECT count(*) FROM ev";
    private static final String[][] APPEND = new String[2][2];
    private static final String[][] APPEND_AT_HEAD = new String[2][2];

    static {
        for (int snapshot = 0; snapshot < 2; snapshot++) {
            for (int views = 0; views < 2; views++) {
                APPEND[snapshot][views] = "WITH ev AS (" + INSERT_EVENTS + ")"
                        + (snapshot == 0 ? "" : ", sn AS (INSERT INTO snapshots (game_id, version, state)"
                                + " VALUES (?, ?, ?::json) ON CONFLICT DO NOTHING RETURNING 1)")
                        + (views == 0 ? "" : viewsCte("?", ""))
                        + " UPDATE games SET status = ?, version = ?, seats = ?::jsonb, awaiting = ?, winners = ?,"
                        + " head_hash = ?, deadline = ?, deadline_window = ?, updated_at = ? WHERE id = ?"
                        + " RETURNING 1";
                APPEND_AT_HEAD[snapshot][views] = "WITH up AS (UPDATE games SET status = ?, version = ?,"
                        + " seats = ?::jsonb, awaiting = ?::int[], winners = ?::int[], head_hash = ?, deadline = ?,"
                        + " deadline_window = ?, updated_at = ? WHERE id = ? AND version = ? AND head_hash = ? RETURNING id), "
                        + "ev AS (INSERT INTO events (game_id, seq, type, data, meta, recorded_at, hash)"
                        + " SELECT up.id, u.seq, u.type, u.data::jsonb, u.meta::jsonb, ?, u.hash"
                        + " FROM up, unnest(?::bigint[], ?::text[], ?::text[], ?::text[], ?::bytea[]) AS u(seq, type, data, meta, hash)"
                        + " RETURNING 1)"
                        + (snapshot == 0 ? "" : ", sn AS (INSERT INTO snapshots (game_id, version, state)"
                                + " SELECT up.id, ?, ?::json FROM up ON CONFLICT DO NOTHING RETURNING 1)")
                        + (views == 0 ? "" : viewsCte("up.id", "up, "))
                        + " SELECT 1 FROM up";
            }
        }
    }

    /** As above, and also stores {@code snapshot} (the folded state after the append, as JSON) unless null. */
    public List<StoredEvent> append(Connection c, UUID gameId, long expectedVersion, byte[] prevHash,
                                    List<NewEvent> events, OffsetDateTime now, GameRow summary, List<ViewRow> views,
                                    String snapshot) throws SQLException {
        Chained ch = Chained.of(events, expectedVersion, prevHash, now);
        int n = ch.stored().size();
        String sql = summary == null ? APPEND_EVENTS : APPEND[snapshot == null ? 0 : 1][views.isEmpty() ? 0 : 1];
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            int i = 0;
            ps.setObject(++i, gameId);
            ps.setObject(++i, now);
            ps.setArray(++i, c.createArrayOf("bigint", ch.seqs()));
            ps.setArray(++i, c.createArrayOf("text", ch.types()));
            ps.setArray(++i, c.createArrayOf("text", ch.data()));
            ps.setArray(++i, c.createArrayOf("text", ch.metas()));
            ps.setArray(++i, c.createArrayOf("bytea", ch.hashes()));
            if (summary != null) {
                if (snapshot != null) {
                    ps.setObject(++i, gameId);
                    ps.setLong(++i, expectedVersion + n);
                    ps.setString(++i, snapshot);
                }
                if (!views.isEmpty()) {
                    ps.setObject(++i, gameId);
                    ps.setArray(++i, c.createArrayOf("int", views.stream().map(ViewRow::viewer).toArray(Integer[]::new)));
                    ps.setArray(++i, c.createArrayOf("text", views.stream().map(ViewRow::view).toArray(String[]::new)));
                    ps.setArray(++i, c.createArrayOf("text", views.stream().map(ViewRow::moves).toArray(String[]::new)));
                }
                ps.setString(++i, summary.status());
                ps.setLong(++i, summary.version());
                ps.setString(++i, summary.seatsJson());
                ps.setArray(++i, Projections.ints(c, summary.awaiting()));
                ps.setArray(++i, Projections.ints(c, summary.winners()));
                ps.setBytes(++i, ch.hashes()[n - 1]); // the head is the last event's hash: the store owns the chain
                ps.setObject(++i, summary.deadline());
                ps.setString(++i, summary.deadlineWindow());
                ps.setObject(++i, summary.updatedAt());
                ps.setObject(++i, gameId);
            }
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) throw new SQLException("game " + gameId + " vanished", "02000");
            }
        }
        announce(c, gameId, expectedVersion + n);
        return ch.stored();
    }

    /**
     * As {@link #append(Connection, UUID, long, byte[], List, OffsetDateTime, GameRow, List, String)}, without a lock
     * taken before: one statement, run on its own (autocommit), that appends only while the games row is still at
     * {@code expectedVersion} with head hash {@code prevHash} (the row's update drives every insert). Empty when it is
     * not (another instance moved the game: nothing was written). One round trip instead of lock, append and commit.
     */
    public Optional<List<StoredEvent>> appendAtHead(Connection c, UUID gameId, long expectedVersion, byte[] prevHash,
                                                    List<NewEvent> events, OffsetDateTime now, GameRow summary,
                                                    List<ViewRow> views, String snapshot) throws SQLException {
        Chained ch = Chained.of(events, expectedVersion, prevHash, now);
        int n = ch.stored().size();
        String sql = APPEND_AT_HEAD[snapshot == null ? 0 : 1][views.isEmpty() ? 0 : 1];
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            int i = 0;
            // arrays as Java arrays: the driver encodes them (binary) without building a java.sql.Array each
            ps.setString(++i, summary.status());
            ps.setLong(++i, summary.version());
            ps.setString(++i, summary.seatsJson());
            ps.setObject(++i, summary.awaiting() == null ? null : summary.awaiting().toArray(Integer[]::new));
            ps.setObject(++i, summary.winners() == null ? null : summary.winners().toArray(Integer[]::new));
            ps.setBytes(++i, ch.hashes()[n - 1]); // the head is the last event's hash: the store owns the chain
            ps.setObject(++i, summary.deadline());
            ps.setString(++i, summary.deadlineWindow());
            ps.setObject(++i, summary.updatedAt());
            ps.setObject(++i, gameId);
            ps.setLong(++i, expectedVersion);
            ps.setBytes(++i, prevHash);
            ps.setObject(++i, now);
            ps.setObject(++i, ch.seqs());
            ps.setObject(++i, ch.types());
            ps.setObject(++i, ch.data());
            ps.setObject(++i, ch.metas());
            ps.setObject(++i, ch.hashes());
            if (snapshot != null) {
                ps.setLong(++i, expectedVersion + n);
                ps.setString(++i, snapshot);
            }
            if (!views.isEmpty()) {
                ps.setObject(++i, views.stream().map(ViewRow::viewer).toArray(Integer[]::new));
                ps.setObject(++i, views.stream().map(ViewRow::view).toArray(String[]::new));
                ps.setObject(++i, views.stream().map(ViewRow::moves).toArray(String[]::new));
            }
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) return Optional.empty();
            }
        }
        announce(c, gameId, expectedVersion + n); // autocommit: the statement has committed
        return Optional.of(ch.stored());
    }

    /**
     * Announces the head an append wrote once it has committed: at once on an autocommit connection, after the commit
     * of {@link Tx#inTransaction}, else (a transaction this class cannot see the end of) in the transaction itself.
     */
    private void announce(Connection c, UUID gameId, long version) throws SQLException {
        if (c.getAutoCommit()) {
            announcer.committed(gameId, version);
        } else if (!Tx.afterCommit(() -> announcer.committed(gameId, version))) {
            try (PreparedStatement ps = c.prepareStatement("SELECT pg_notify(?, ?)")) {
                ps.setString(1, CommitFeed.CHANNEL);
                ps.setString(2, CommitFeed.payload(gameId, version));
                ps.execute();
            }
        }
    }

    /**
     * The CTE storing a finished game's views (bound as three arrays: viewers, views, legal moves): {@code game} is the
     * game id's SQL ({@code ?}, or {@code up.id} when the row's update drives the inserts), {@code from} what else the
     * rows are selected from.
     */
    private static String viewsCte(String game, String from) {
        return ", vw AS (INSERT INTO views (game_id, viewer, view, moves)"
                + " SELECT " + game + ", u.viewer, u.view::json, u.moves::json"
                + " FROM " + from + "unnest(?::int[], ?::text[], ?::text[]) AS u(viewer, view, moves)"
                + " ON CONFLICT (game_id, viewer) DO UPDATE SET view = excluded.view, moves = excluded.moves"
                + " RETURNING 1)";
    }

    /** Events about to be appended at {@code expectedVersion + 1…}, hash-chained from {@code prevHash}, as columns. */
    private record Chained(Long[] seqs, String[] types, String[] data, String[] metas, byte[][] hashes,
                           List<StoredEvent> stored) {

        static Chained of(List<NewEvent> events, long expectedVersion, byte[] prevHash, OffsetDateTime now) {
            int n = events.size();
            if (n == 0) throw new IllegalArgumentException("an append needs at least one event");
            Chained c = new Chained(new Long[n], new String[n], new String[n], new String[n], new byte[n][],
                    new ArrayList<>(n));
            byte[] prev = prevHash;
            for (int i = 0; i < n; i++) {
                NewEvent e = events.get(i);
                c.seqs[i] = expectedVersion + 1 + i;
                c.types[i] = e.type();
                c.data[i] = e.data();
                c.metas[i] = e.meta();
                c.hashes[i] = chain(prev, c.seqs[i], e.type(), e.data(), e.meta(), now);
                prev = c.hashes[i];
                c.stored.add(new StoredEvent(c.seqs[i], e.type(), e.data(), e.meta(), now, c.hashes[i]));
            }
            return c;
        }
    }

    /** Receives stored events one by one (the game's id with each). */
    @FunctionalInterface
    public interface Sink {
        void accept(UUID game, StoredEvent event) throws SQLException;
    }

    /** Streams every event of the given games, ordered by game and seq (a cursor: memory stays flat). */
    public long readGames(Connection c, List<UUID> games, Sink sink) throws SQLException {
        long n = 0;
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT game_id, seq, type, data::text, meta::text, recorded_at, hash FROM events"
                        + " WHERE game_id = ANY(?) ORDER BY game_id, seq")) {
            ps.setFetchSize(5_000);
            ps.setArray(1, c.createArrayOf("uuid", games.toArray()));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    sink.accept(rs.getObject(1, UUID.class), new StoredEvent(rs.getLong(2), rs.getString(3),
                            rs.getString(4), rs.getString(5), rs.getObject(6, OffsetDateTime.class), rs.getBytes(7)));
                    n++;
                }
            }
        }
        return n;
    }

    /** Inserts events exactly as given (seq, time and hash included): an imported, already verified log. */
    public void insertAsIs(Connection c, UUID gameId, List<StoredEvent> events) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO events (game_id, seq, type, data, meta, recorded_at, hash)"
                        + " SELECT ?, u.seq, u.type, u.data::jsonb, u.meta::jsonb, u.at, u.hash"
                        + " FROM unnest(?::bigint[], ?::text[], ?::text[], ?::text[], ?::timestamptz[], ?::bytea[])"
                        + " AS u(seq, type, data, meta, at, hash)")) {
            ps.setObject(1, gameId);
            ps.setArray(2, c.createArrayOf("bigint", events.stream().map(StoredEvent::seq).toArray()));
            ps.setArray(3, c.createArrayOf("text", events.stream().map(StoredEvent::type).toArray()));
            ps.setArray(4, c.createArrayOf("text", events.stream().map(StoredEvent::data).toArray()));
            ps.setArray(5, c.createArrayOf("text", events.stream().map(StoredEvent::meta).toArray()));
            ps.setArray(6, c.createArrayOf("timestamptz", events.stream().map(StoredEvent::recordedAt).toArray()));
            ps.setArray(7, c.createArrayOf("bytea", events.stream().map(StoredEvent::hash).toArray(byte[][]::new)));
            ps.executeUpdate();
        }
    }

    /** The newest snapshot at or below {@code atMost}: its version and state JSON. */
    public Optional<Map.Entry<Long, String>> snapshot(Connection c, UUID gameId, long atMost) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT version, state::text FROM snapshots"
                + " WHERE game_id = ? AND version <= ? ORDER BY version DESC LIMIT 1")) {
            ps.setObject(1, gameId);
            ps.setLong(2, atMost);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(Map.entry(rs.getLong(1), rs.getString(2))) : Optional.empty();
            }
        }
    }

    /**
     * {@code sha256(prev || UTF-8(seq + ":" + type + ":" + at) || 0x00 || UTF-8(data) || 0x00 || UTF-8(meta))}, where
     * data and meta are canonical JSON and {@code at} is {@link #instant}: every column of the row is covered.
     */
    public static byte[] chain(byte[] prev, long seq, String type, String data, String meta, OffsetDateTime at) {
        MessageDigest sha = SHA256.get();
        sha.reset();
        sha.update(prev);
        sha.update((seq + ":" + type + ":" + instant(at)).getBytes(StandardCharsets.UTF_8)); // ASCII
        sha.update((byte) 0);
        sha.update(data.getBytes(StandardCharsets.UTF_8));
        sha.update((byte) 0);
        sha.update(meta.getBytes(StandardCharsets.UTF_8));
        return sha.digest();
    }

    /** One digest per thread (the provider lookup of MessageDigest.getInstance is not free). */
    private static final ThreadLocal<MessageDigest> SHA256 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    });

    private static final java.time.format.DateTimeFormatter INSTANT =
            java.time.format.DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSS'Z'");

    /** A recording time as hashed and exported: UTC, microseconds, e.g. {@code 2026-11-21T17:10:55.478699Z}. */
    public static String instant(OffsetDateTime at) {
        OffsetDateTime utc = at.withOffsetSameInstant(java.time.ZoneOffset.UTC);
        int year = utc.getYear();
        if (year < 1000 || year > 9999) return utc.format(INSTANT);
        // by hand (every event of every move is hashed with it): the same text as INSTANT
        char[] c = "0000-00-00T00:00:00.000000Z".toCharArray();
        digits(c, 0, 4, year);
        digits(c, 5, 2, utc.getMonthValue());
        digits(c, 8, 2, utc.getDayOfMonth());
        digits(c, 11, 2, utc.getHour());
        digits(c, 14, 2, utc.getMinute());
        digits(c, 17, 2, utc.getSecond());
        digits(c, 20, 6, utc.getNano() / 1000);
        return new String(c);
    }

    private static void digits(char[] c, int at, int width, int value) {
        for (int i = at + width - 1; i >= at; i--) {
            c[i] = (char) ('0' + value % 10);
            value /= 10;
        }
    }
}
