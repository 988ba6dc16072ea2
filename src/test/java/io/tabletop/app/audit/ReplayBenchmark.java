package io.tabletop.app.audit;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabletop.app.Caused;
import io.tabletop.app.Codecs;
import io.tabletop.app.GameCodec;
import io.tabletop.app.GameStreams;
import io.tabletop.app.Json;
import io.tabletop.app.LogFold;
import io.tabletop.app.Snapshots;
import io.tabletop.boot.EmbeddedDatabase;
import io.tabletop.engine.Options;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import io.tabletop.store.EventStore;
import io.tabletop.store.GameRow;
import io.tabletop.store.Projections;
import io.tabletop.store.Seats;
import io.tabletop.store.StoredEvent;
import io.tabletop.store.Tx;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.flywaydb.core.Flyway;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Replay speed (a benchmark, not a test): (1) folding events in memory, after they are loaded; (2) a full
 * projection rebuild of many finished games against only reading their rows, on a real PostgreSQL 17 (embedded,
 * durable settings). The games are random complete Coup games generated in process, with the same events, causes
 * and hash chain the service writes.
 *
 * <p>{@code ./mvnw -B -Pbench verify -Dbench.main=io.tabletop.app.audit.ReplayBenchmark [-Dbench.games=10000]
 * [-Dbench.foldSeconds=10]}
 */
public final class ReplayBenchmark {

    /** The largest number of events one command appended (bounds the events a snapshot read folds). */
    private static int largestAppend;

    private record Generated(UUID id, String seed, List<StoredEvent> stored, List<Object> events, LogFold fold) {}

    public static void main(String[] args) throws Exception {
        int games = Integer.getInteger("bench.games", 10_000);
        int foldSeconds = Integer.getInteger("bench.foldSeconds", 10);
        Path project = Path.of(System.getProperty("bench.projectDir", ".")).toAbsolutePath();
        GameCodec coup = new Codecs().get("COUP");

        long t = System.nanoTime();
        List<Generated> generated = new ArrayList<>(games);
        Random random = new Random(2026);
        long events = 0;
        for (int i = 0; i < games; i++) {
            Generated g = generate(coup, i, random);
            generated.add(g);
            events += g.stored().size();
        }
        System.out.printf("[replay] generated %d finished games, %d events, in %.1f s%n", games, events, secs(t));

        double foldRate = foldRate(coup, generated, foldSeconds);

        try (EmbeddedDatabase db = EmbeddedDatabase.start(project.resolve("target/replay-pg"), true)) {
            PGSimpleDataSource ds = new PGSimpleDataSource();
            ds.setURL(db.jdbcUrl());
            ds.setUser(db.username());
            Flyway.configure().dataSource(ds).locations("classpath:db/migration").load().migrate();
            Tx tx = new Tx();
            var field = Tx.class.getDeclaredField("dataSource");
            field.setAccessible(true);
            field.set(tx, ds);

            t = System.nanoTime();
            store(tx, generated);
            System.out.printf("[replay] stored them in %.1f s%n", secs(t));
            try (Connection c = ds.getConnection(); var s = c.createStatement()) {
                s.execute("VACUUM ANALYZE");
            }
            generated = null; // let the generated games go before measuring

            List<UUID> ids = tx.read(new Projections()::allIds);
            readOnly(tx, ids); // warm the cache and the JIT alike for both measurements
            double read = 0;
            double rebuild = 0;
            ProjectionRebuild rebuilder = rebuilder(tx);
            rebuilder.rebuildAll();
            for (int round = 0; round < 3; round++) {
                t = System.nanoTime();
                long n = readOnly(tx, ids);
                read += secs(t);
                t = System.nanoTime();
                ProjectionRebuild.Result r = rebuilder.rebuildAll();
                rebuild += secs(t);
                if (n != events || r.events() != events) throw new IllegalStateException("read " + n + " / " + r);
            }
            read /= 3;
            rebuild /= 3;
            report(games, events, foldRate, read, rebuild);
        }
    }

    /** One random complete game, as the service would have stored it. */
    private static Generated generate(GameCodec codec, int n, Random random) {
        Table<Object, Object, Object> table = codec.table();
        UUID id = new UUID(0x0190_0000_0000_7000L | n, 0x8000_0000_0000_0000L | n);
        String seed = "replay-" + n;
        int seats = 2 + random.nextInt(5);
        Options options = Options.validate(table.rules().type().options(),
                Map.of("variant", random.nextBoolean() ? "MEDIA" : "UN"));
        OffsetDateTime[] at = {OffsetDateTime.of(2026, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC).plusMinutes(n)};
        List<StoredEvent> stored = new ArrayList<>();
        List<Object> events = new ArrayList<>();
        byte[][] prev = {EventStore.GENESIS};
        @SuppressWarnings("unchecked")
        TableState<Object>[] state = new TableState[1];
        java.util.function.BiConsumer<ObjectNode, List<Object>> append = (cause, batch) -> {
            at[0] = at[0].plusNanos(1_000_000);
            largestAppend = Math.max(largestAppend, batch.size());
            boolean first = true;
            for (Object e : batch) {
                long seq = stored.size() + 1;
                String data = Json.canonical(codec.eventData(e));
                String meta = Json.canonical(first ? cause : Json.object());
                first = false;
                prev[0] = EventStore.chain(prev[0], seq, codec.eventType(e), data, meta, at[0]);
                stored.add(new StoredEvent(seq, codec.eventType(e), data, meta, at[0], prev[0]));
                events.add(e);
                state[0] = table.evolve(state[0], e);
            }
        };
        ObjectNode create = Json.object();
        create.put("type", "CREATE");
        append.accept(Caused.cause(null, create, "CREATOR"),
                List.of(table.create(seats, options, SeededRng.commitment(seed), false)));
        for (int s = 0; s < seats; s++) {
            ObjectNode take = Json.object();
            take.put("type", "TAKE_SEAT");
            take.put("seat", s);
            take.put("name", "bot" + s);
            append.accept(Caused.cause(s, take, "SEAT"),
                    table.takeSeat(state[0], s, "bot" + s, new SeededRng(seed, state[0].version())));
        }
        while (table.status(state[0]) == Status.ACTIVE) {
            List<Integer> awaiting = table.awaiting(state[0]);
            int seat = awaiting.get(random.nextInt(awaiting.size()));
            List<Object> moves = table.legalMoves(state[0], seat);
            Object move = moves.get(random.nextInt(moves.size()));
            for (Object m : moves) {
                if (codec.commandNames().nameOf(m).equals("PASS") && random.nextInt(3) > 0) move = m;
            }
            append.accept(Caused.cause(seat, codec.writeCommand(move), "SEAT"),
                    table.move(state[0], seat, move, new SeededRng(seed, state[0].version())));
        }
        LogFold fold = LogFold.deriving(codec);
        for (int i = 0; i < stored.size(); i++) {
            StoredEvent s = stored.get(i);
            fold.accept(s.seq(), events.get(i), s.meta().length() > 2, s.recordedAt(), s.hash());
        }
        return new Generated(id, seed, stored, events, fold.finish());
    }

    /** Events folded per second, in memory, over every game from its first event (after a warm-up). */
    private static double foldRate(GameCodec codec, List<Generated> games, int seconds) {
        Table<Object, Object, Object> table = codec.table();
        long sink = 0;
        long deadline = System.nanoTime() + 3_000_000_000L; // warm-up
        while (System.nanoTime() < deadline) sink += foldAll(table, games);
        long folded = 0;
        long start = System.nanoTime();
        deadline = start + seconds * 1_000_000_000L;
        while (System.nanoTime() < deadline) folded += foldAll(table, games);
        double rate = folded / secs(start);
        if (sink < 0) System.out.println(sink);
        System.out.printf("[replay] folded %,d events in memory at %,.0f events/s%n", folded, rate);
        return rate;
    }

    private static long foldAll(Table<Object, Object, Object> table, List<Generated> games) {
        long n = 0;
        for (Generated g : games) {
            TableState<Object> s = null;
            for (Object e : g.events()) s = table.evolve(s, e);
            n += g.events().size();
            if (s.version() != g.events().size()) throw new IllegalStateException();
        }
        return n;
    }

    private static void store(Tx tx, List<Generated> games) {
        EventStore store = new EventStore();
        Projections projections = new Projections();
        Seats seats = new Seats();
        for (int i = 0; i < games.size(); i += 250) {
            List<Generated> batch = games.subList(i, Math.min(games.size(), i + 250));
            tx.inTransaction(c -> {
                List<GameRow> rows = new ArrayList<>();
                Map<UUID, List<io.tabletop.store.ViewRow>> views = new java.util.HashMap<>();
                Map<UUID, List<Map.Entry<Long, String>>> snaps = new java.util.HashMap<>();
                for (Generated g : batch) {
                    GameRow row = g.fold().row(g.id());
                    projections.insertGame(c, row);
                    seats.insertSeed(c, g.id(), g.seed());
                    store.insertAsIs(c, g.id(), g.stored());
                    rows.add(row);
                    views.put(g.id(), g.fold().views());
                    snaps.put(g.id(), g.fold().snapshots());
                }
                projections.replace(c, rows, views, snaps);
                return null;
            });
        }
    }

    /** Only reading the rows a rebuild reads, the way it reads them (same batches, query and columns). */
    private static long readOnly(Tx tx, List<UUID> ids) {
        long n = 0;
        for (int i = 0; i < ids.size(); i += ProjectionRebuild.BATCH) {
            List<UUID> batch = ids.subList(i, Math.min(ids.size(), i + ProjectionRebuild.BATCH));
            n += tx.inTransaction(c -> new EventStore().readGames(c, batch, (game, e) -> { }));
        }
        return n;
    }

    private static ProjectionRebuild rebuilder(Tx tx) {
        ProjectionRebuild r = new ProjectionRebuild();
        r.tx = tx;
        r.projections = new Projections();
        r.store = new EventStore();
        r.codecs = new Codecs();
        r.streams = new GameStreams();
        return r;
    }

    private static void report(int games, long events, double foldRate, double read, double rebuild) {
        var os = ManagementFactory.getOperatingSystemMXBean();
        System.out.println("==================== replay benchmark ====================");
        System.out.printf("machine : %d cores, %.1f GiB, %s %s, Java %s%n", os.getAvailableProcessors(),
                ((com.sun.management.OperatingSystemMXBean) os).getTotalMemorySize() / 1073741824.0,
                System.getProperty("os.name"), System.getProperty("os.version"), System.getProperty("java.version"));
        System.out.printf("data    : %,d finished Coup games, %,d events (%.0f per game), embedded PostgreSQL 17%n",
                games, events, (double) events / games);
        System.out.printf("fold    : %,.0f events/s in memory                        target >= 1,000,000: %s%n",
                foldRate, foldRate >= 1_000_000 ? "MET" : "MISSED");
        System.out.printf("bound   : a past view folds at most %d events after its snapshot (snapshot every %d, largest"
                + " append %d)%n", Snapshots.EVERY - 1 + largestAppend, Snapshots.EVERY, largestAppend);
        System.out.printf("read    : %.2f s to read every event row (mean of 3)%n", read);
        System.out.printf("rebuild : %.2f s to rebuild every projection (mean of 3) = %.2f x the read   target <= 3: %s%n",
                rebuild, rebuild / read, rebuild / read <= 3 ? "MET" : "MISSED");
        System.out.println("==========================================================");
    }

    private static double secs(long since) {
        return (System.nanoTime() - since) / 1e9;
    }
}
