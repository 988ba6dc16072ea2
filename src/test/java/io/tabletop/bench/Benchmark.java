package io.tabletop.bench;

import io.tabletop.bench.Stats.Count;
import io.tabletop.bench.Stats.Kind;
import io.tabletop.boot.EmbeddedDatabase;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The performance benchmark: a fresh, durable embedded PostgreSQL; its commit ceiling (pgbench, single-row INSERT
 * transactions from 64 clients); the packaged service on that database as a child process; 64 independent bots
 * playing Coup over HTTP for a fixed time after a warm-up; a report with throughput, latency percentiles and
 * whether the targets hold (moves/s at least 25 % of the ceiling, p99 of accepted moves under 50 ms).
 *
 * <p>Run with {@code ./mvnw -B -Pbench verify} (see the {@code bench} profile in pom.xml for the settings,
 * e.g. {@code -Dbench.duration=10}). Not a test: surefire never runs it.
 */
public final class Benchmark {

    private final BenchConfig cfg;
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile EmbeddedDatabase db;
    private volatile ServiceProcess service;
    private final List<Thread> bots = new ArrayList<>();

    private Benchmark(BenchConfig cfg) {
        this.cfg = cfg;
    }

    public static void main(String[] args) {
        BenchConfig cfg;
        try {
            cfg = BenchConfig.fromSystemProperties();
        } catch (RuntimeException e) {
            System.err.println("[bench] bad settings: " + e.getMessage());
            System.exit(64);
            return;
        }
        Benchmark b = new Benchmark(cfg);
        Thread hook = new Thread(() -> b.close("interrupted"), "bench-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        int exit;
        try {
            exit = b.run();
        } catch (Throwable t) {
            System.err.println("[bench] FAILED: " + t);
            t.printStackTrace();
            exit = 2;
        } finally {
            b.close("done");
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // already shutting down
        }
        System.exit(exit);
    }

    private int run() throws Exception {
        log("machine: " + Machine.describe());
        Files.createDirectories(cfg.pgDir().getParent());

        // 1. A fresh, durable database of our own.
        log("starting embedded PostgreSQL in " + cfg.pgDir() + " (fresh)");
        db = EmbeddedDatabase.start(cfg.pgDir(), true);
        Map<String, String> settings = settings(db);
        log("database: " + settings);
        for (String s : List.of("fsync", "synchronous_commit", "full_page_writes")) {
            if (!"on".equals(settings.get(s))) throw new IllegalStateException("the database runs with " + s + "=" + settings.get(s));
        }
        if (!running.get()) return 130;

        // 2. Its commit ceiling.
        log("measuring the commit ceiling for " + cfg.ceilingSeconds() + " s with " + cfg.ceilingClients() + " clients");
        CommitCeiling.Result ceiling = CommitCeiling.measure(cfg, db.jdbcUrl(), "localhost", db.port(), db.username());
        log(String.format("commit ceiling: %.1f tps (%s: %s)", ceiling.tps(), ceiling.method(), ceiling.detail()));
        if (!running.get()) return 130;

        // 3. The packaged service on it.
        service = ServiceProcess.start(cfg, db.jdbcUrl(), db.username());
        long t0 = System.nanoTime();
        service.awaitReady(Duration.ofSeconds(cfg.readyTimeoutSeconds()));
        log(String.format("service ready in %.1f s (pid %d)", (System.nanoTime() - t0) / 1e9, service.pid()));

        // 4. The bots.
        Stats stats = new Stats();
        Window window = drive(stats);
        if (window == null) return 130;

        // 5. The report.
        String report = report(settings, ceiling, stats, window);
        System.out.println();
        System.out.println(report);
        Files.createDirectories(cfg.reportFile().getParent());
        Files.writeString(cfg.reportFile(), report + "\n", StandardCharsets.UTF_8);
        log("report written to " + cfg.reportFile());
        boolean held = window.throughputHolds && window.latencyHolds;
        if (stats.get(Count.MOVES_ACCEPTED) == 0) {
            System.err.println("[bench] no move was accepted in the measurement window");
            return 2;
        }
        return held || !cfg.failOnMiss() ? 0 : 1;
    }

    /** What happened in the measured window besides the bots' own records. */
    private static final class Window {
        double seconds;
        Machine.Shares cpu;
        String loadBefore, loadAfter;
        final List<Double> movesPerInterval = new ArrayList<>();
        boolean throughputHolds, latencyHolds;
        Map<String, Double> metricsBefore = Map.of(), metricsAfter = Map.of();
    }

    private Window drive(Stats stats) throws Exception {
        HttpClient client = Api.newClient();
        Api api = new Api(client, service.baseUrl());
        Lobby lobby = new Lobby();
        SplittableRandom seeds = new SplittableRandom(cfg.seed());
        log(String.format("starting %d bots: warm-up %d s, then %d s measured (seed %d)", cfg.bots(),
                cfg.warmupSeconds(), cfg.durationSeconds(), cfg.seed()));
        for (int i = 0; i < cfg.bots(); i++) {
            Bot bot = new Bot(i, api, lobby, stats, cfg, running::get, seeds.nextLong());
            Thread t = Thread.ofPlatform().name("bot-" + i).daemon().start(bot);
            synchronized (bots) {
                bots.add(t);
            }
            Thread.sleep(10); // a gentle start
        }

        Window w = new Window();
        long start = System.nanoTime();
        long warmupEnd = start + cfg.warmupSeconds() * 1_000_000_000L;
        long measureEnd = warmupEnd + cfg.durationSeconds() * 1_000_000_000L;
        Machine.CpuSnapshot windowCpu = null;
        Machine.CpuSnapshot tickCpu = Machine.CpuSnapshot.take(service, cfg.pgDir());
        boolean measuring = false;
        long lastTick = start, lastAccepted = 0, lastStale = 0, lastGets = 0;
        long idleSince = System.nanoTime();
        while (running.get()) {
            long now = System.nanoTime();
            if (!measuring && now >= warmupEnd) {
                windowCpu = Machine.CpuSnapshot.take(service, cfg.pgDir());
                w.loadBefore = Machine.loadAverage();
                w.metricsBefore = ServerMetrics.scrape(service.baseUrl());
                stats.windowStart = System.nanoTime();
                measuring = true;
                log("warm-up over: measuring");
            }
            if (measuring && now >= measureEnd) break;
            if (!service.alive()) throw new IllegalStateException("the service died; its log ends:\n" + service.tail(40));
            Thread.sleep(Math.max(1, Math.min(1000, ((measuring ? measureEnd : warmupEnd) - now) / 1_000_000)));
            long tick = System.nanoTime();
            if (tick - lastTick >= 5_000_000_000L) {
                long acc = stats.liveAccepted.sum(), stale = stats.liveStale.sum(), gets = stats.liveGets.sum();
                double secs = (tick - lastTick) / 1e9;
                double mps = (acc - lastAccepted) / secs;
                if (measuring) w.movesPerInterval.add(mps);
                Machine.CpuSnapshot cpuNow = Machine.CpuSnapshot.take(service, cfg.pgDir());
                Machine.Shares shares = tickCpu.until(cpuNow);
                tickCpu = cpuNow;
                log(String.format("t=%3.0fs %-8s moves/s %7.1f  412/s %6.1f  GET/s %7.1f  errors %d  CPU: service %.0f%%"
                                + " pg %.0f%% runner %.0f%% others %.0f%%",
                        (tick - start) / 1e9, measuring ? "measure" : "warm-up", mps, (stale - lastStale) / secs,
                        (gets - lastGets) / secs, stats.liveErrors.sum(), shares.service(), shares.postgres(),
                        shares.runner(), Math.max(0, shares.others())));
                if (acc != lastAccepted) idleSince = tick;
                else if (tick - idleSince > 30_000_000_000L) {
                    throw new IllegalStateException("no move was accepted for 30 s: the bots are stuck (see the report of"
                            + " oddities below, and " + service.log + ")\n" + stats.oddities);
                }
                lastTick = tick;
                lastAccepted = acc;
                lastStale = stale;
                lastGets = gets;
            }
        }
        if (!running.get()) return null;
        stats.windowEnd = System.nanoTime();
        w.seconds = (stats.windowEnd - stats.windowStart) / 1e9;
        w.metricsAfter = ServerMetrics.scrape(service.baseUrl());
        w.cpu = windowCpu.until(Machine.CpuSnapshot.take(service, cfg.pgDir()));
        w.loadAfter = Machine.loadAverage();
        log("measurement over: stopping the bots");
        stopBots();
        return w;
    }

    private void stopBots() {
        running.set(false);
        List<Thread> all;
        synchronized (bots) {
            all = new ArrayList<>(bots);
        }
        long deadline = System.nanoTime() + 40_000_000_000L; // a request may take up to its 30 s timeout
        for (Thread t : all) {
            try {
                t.join(Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        for (Thread t : all) if (t.isAlive()) t.interrupt();
    }

    private String report(Map<String, String> settings, CommitCeiling.Result ceiling, Stats stats, Window w) {
        Latencies.Sorted accepted = stats.merged(Kind.MOVE_ACCEPTED);
        long acceptedN = stats.get(Count.MOVES_ACCEPTED);
        long posted = stats.get(Count.MOVES_POSTED);
        long stale = stats.get(Count.MOVES_412);
        double movesPerSecond = acceptedN / w.seconds;
        double share = movesPerSecond / ceiling.tps();
        double p99 = accepted.percentileMillis(99);
        w.throughputHolds = share >= cfg.ceilingShareTarget();
        w.latencyHolds = accepted.count() > 0 && p99 < cfg.p99TargetMillis();
        int cores = Runtime.getRuntime().availableProcessors();

        StringBuilder r = new StringBuilder();
        r.append("==================== tabletop benchmark report ====================\n");
        r.append("when        : ").append(Instant.now()).append('\n');
        r.append("machine     : ").append(Machine.describe().replace("\n", "\n            ")).append('\n');
        r.append("service     : ").append(cfg.projectDir().relativize(cfg.jar())).append(" run by this Java")
                .append(cfg.serviceJvmArgs().isEmpty() ? "" : " with " + String.join(" ", cfg.serviceJvmArgs()))
                .append(", log ").append(cfg.projectDir().relativize(service.log)).append('\n');
        r.append("database    : embedded PostgreSQL ").append(settings.get("server_version")).append(" in ")
                .append(cfg.projectDir().relativize(cfg.pgDir())).append(" (fresh); ");
        settings.forEach((k, v) -> {
            if (!k.equals("server_version")) r.append(k).append('=').append(v).append(' ');
        });
        r.append('\n');
        r.append(String.format("load        : %d bots, one seat each (independent players); %s games of %d-%d seats,"
                        + " variant %s, reaction timeout %s; %s; PASS bias %.2f; seed %d%n",
                cfg.bots(), cfg.game(), cfg.minSeats(), cfg.maxSeats(), cfg.variant(),
                cfg.reactionTimeoutSeconds() == 0 ? "none" : cfg.reactionTimeoutSeconds() + " s",
                cfg.longPollSeconds() > 0 ? "long-poll (Prefer: wait=" + cfg.longPollSeconds() + ")"
                        : "poll " + cfg.pollMinMillis() + "->" + cfg.pollMaxMillis() + " ms back-off",
                cfg.passBias(), cfg.seed()));
        r.append(String.format("durations   : commit ceiling %d s; bots warm-up %d s; measured %.1f s%n",
                cfg.ceilingSeconds(), cfg.warmupSeconds(), w.seconds));
        r.append('\n');
        r.append(String.format("commit ceiling   : %10.1f tps   (%s: %s)%n", ceiling.tps(), ceiling.method(), ceiling.detail()));
        r.append(String.format("accepted moves   : %10.1f moves/s (%d in %.1f s) = %.1f %% of the commit ceiling%n",
                movesPerSecond, acceptedN, w.seconds, 100 * share));
        if (!w.movesPerInterval.isEmpty()) {
            r.append(String.format("  per 5 s        : min %.1f  max %.1f moves/s%n",
                    w.movesPerInterval.stream().mapToDouble(d -> d).min().orElse(0),
                    w.movesPerInterval.stream().mapToDouble(d -> d).max().orElse(0)));
        }
        r.append(String.format("POST /moves sent : %d: 200 %d, 412 %d (%.1f %% stale), 409 %d, 422 %d, other %d%n",
                posted, acceptedN, stale, posted == 0 ? 0.0 : 100.0 * stale / posted, stats.get(Count.MOVES_409),
                stats.get(Count.MOVES_422), stats.get(Count.MOVES_OTHER)));
        long s200 = stats.get(Count.STATE_200), s304 = stats.get(Count.STATE_304);
        Latencies.Sorted gets = stats.merged(Kind.GET_ANY);
        r.append(String.format("GET requests     : %.1f/s; state 200 %d, 304 %d; legal-moves %d (%d empty: moved on)%n",
                gets.count() / w.seconds, s200, s304, stats.merged(Kind.GET_LEGAL).count(),
                stats.get(Count.LEGAL_EMPTY)));
        long finished = stats.get(Count.GAMES_FINISHED);
        r.append(String.format("games            : %d created, %d finished in the window (~%.0f accepted moves per game)"
                        + ", %d lost races for a seat%n",
                stats.get(Count.GAMES_CREATED), finished, finished == 0 ? 0.0 : (double) acceptedN / finished,
                stats.get(Count.SEAT_CONFLICTS)));
        r.append('\n');
        r.append("latency (client wall time per request, ms; nearest-rank percentiles, every sample kept)\n");
        for (Kind k : Kind.values()) {
            r.append(String.format("  %-28s %s%n", k.label, stats.merged(k).line()));
        }
        r.append("server-side time in the window (the service's /q/metrics; means only)\n");
        r.append(ServerMetrics.describe(w.metricsBefore, w.metricsAfter, w.seconds));
        r.append('\n');
        r.append("CPU in the window, as % of all ").append(cores).append(" cores: ").append(w.cpu.line()).append('\n');
        r.append("load average     : ").append(w.loadBefore).append(" at the window's start, ").append(w.loadAfter)
                .append(" at its end\n");
        long errors = stats.get(Count.HTTP_5XX) + stats.get(Count.HTTP_UNEXPECTED) + stats.get(Count.IO_ERRORS);
        r.append(String.format("errors (whole run): %d unexpected answers (%d 5xx in the window), %d I/O errors%n",
                stats.get(Count.HTTP_UNEXPECTED), stats.get(Count.HTTP_5XX), stats.get(Count.IO_ERRORS)));
        if (!stats.oddities.isEmpty() || stats.get(Count.MOVES_422) > 0) {
            r.append("  examples:\n");
            stats.oddities.forEach((k, v) -> r.append("    ").append(v).append('\n'));
        }
        ServiceProcess.LogProblems logged = service.problems();
        r.append(String.format("service log      : %d WARN, %d ERROR lines while the bots ran%n", logged.warnings(),
                logged.errors()));
        logged.examples().forEach(e -> r.append("    ").append(e).append('\n'));
        r.append('\n');
        r.append("targets\n");
        r.append(String.format("  moves/s >= %.0f %% of the commit ceiling : %.1f >= %.1f ? %s%n",
                100 * cfg.ceilingShareTarget(), movesPerSecond, cfg.ceilingShareTarget() * ceiling.tps(),
                w.throughputHolds ? "HOLDS" : "MISSED"));
        r.append(String.format("  p99 of accepted moves < %.0f ms         : %.2f ms ? %s%n", cfg.p99TargetMillis(), p99,
                w.latencyHolds ? "HOLDS" : "MISSED"));
        r.append("  verdict: ").append(w.throughputHolds && w.latencyHolds ? "both targets hold" : "targets missed")
                .append(errors > 0 ? " (with errors: see above)" : "").append('\n');
        r.append("====================================================================");
        return r.toString();
    }

    private static Map<String, String> settings(EmbeddedDatabase db) throws Exception {
        Map<String, String> out = new LinkedHashMap<>();
        try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.username(), "");
             Statement s = c.createStatement()) {
            for (String name : List.of("server_version", "fsync", "synchronous_commit", "full_page_writes",
                    "wal_sync_method", "shared_buffers", "max_connections")) {
                try (ResultSet rs = s.executeQuery("SHOW " + name)) {
                    rs.next();
                    out.put(name, rs.getString(1));
                }
            }
        }
        return out;
    }

    /** Stops the bots, the service and the database; once, whether the run ended, failed or was interrupted. */
    private synchronized void close(String why) {
        if (!closed.compareAndSet(false, true)) return; // the other caller (main or the shutdown hook) did it
        running.set(false);
        if ("interrupted".equals(why)) log("interrupted: stopping");
        ServiceProcess s = service;
        if (s != null) {
            log("stopping the service");
            try {
                s.close();
            } catch (RuntimeException e) {
                log("could not stop the service cleanly: " + e);
            }
        }
        EmbeddedDatabase d = db;
        if (d != null) {
            log("stopping PostgreSQL");
            try {
                d.close();
            } catch (RuntimeException e) {
                log("could not stop PostgreSQL cleanly: " + e);
            }
        }
    }

    private static void log(String message) {
        System.out.println("[bench] " + message);
    }
}
