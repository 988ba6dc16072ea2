package io.tabletop.bench;

import io.tabletop.bench.Stats.Count;
import io.tabletop.bench.Stats.Kind;
import io.tabletop.boot.EmbeddedDatabase;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * playing Coup (or, with {@code bench.game}, Copycat or INWO) over HTTP for a fixed time after a warm-up that lasts
 * until the service is steady ({@link Ramp}; the report shows the ramp per 5 s from the service's start); a report
 * with throughput, latency percentiles and whether the targets hold (moves/s at least 25 % of the ceiling, p99 of
 * accepted moves under 50 ms).
 *
 * <p>Run with {@code ./mvnw -B -Pbench verify} (see the {@code bench} profile in pom.xml for the settings,
 * e.g. {@code -Dbench.duration=10}). Not a test: surefire never runs it.
 */
public final class Benchmark {

    private final BenchConfig cfg;
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final AtomicBoolean closed = new AtomicBoolean();
    private final AtomicBoolean botsRunning = new AtomicBoolean();
    private volatile EmbeddedDatabase db;
    private volatile ServiceProcess service;
    private final List<Thread> bots = new ArrayList<>();
    /** The start of the service being measured (bench.variants); the plain start without them. */
    private BenchConfig.Variant variant = new BenchConfig.Variant("", List.of());

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
        StringBuilder report = new StringBuilder();
        Phase ours = null;
        List<Phase> scale = new ArrayList<>();
        String heapLine = null;

        CommitCeiling.Result ceiling = null;
        if (!cfg.peer().equals("only")) {
            // 2. Its commit ceiling.
            log("measuring the commit ceiling for " + cfg.ceilingSeconds() + " s with " + cfg.ceilingClients() + " clients");
            ceiling = CommitCeiling.measure(cfg, db.jdbcUrl(), "localhost", db.port(), db.username());
            log(String.format("commit ceiling: %.1f tps (%s: %s)", ceiling.tps(), ceiling.method(), ceiling.detail()));
            if (!running.get()) return 130;
        }
        if (cfg.runnerWarmupSeconds() > 0 && !cfg.peer().equals("only") && !warmRunner()) return 130;
        List<Summary> oursByRound = new ArrayList<>();
        List<StartUp> startUps = new ArrayList<>();
        List<PeerRun.Outcome> peerByRound = new ArrayList<>();
        for (int round = 1; round <= cfg.rounds(); round++) {
            if (cfg.rounds() > 1) {
                Lobby.round = round;
                log("round " + round + " of " + cfg.rounds());
                report.append(round == 1 ? "" : "\n").append("==================== round ").append(round).append(" of ")
                        .append(cfg.rounds()).append(" ====================\n");
            }
            Summary firstOfRound = null;
            for (BenchConfig.Variant variant : cfg.peer().equals("only") ? List.<BenchConfig.Variant>of() : cfg.variants()) {
                this.variant = variant;
                if (cfg.variants().size() > 1) {
                    log("variant " + variant.label() + ": " + String.join(" ", variant.jvmArgs())
                            + (variant.jar() == null ? "" : " (build " + variant.jar() + ")"));
                    report.append("-------------------- variant ").append(variant.label()).append(" --------------------\n");
                }
                // 3. The packaged service on it (a fresh JVM every round, every variant).
                service = ServiceProcess.start(cfg, variant.jarOr(cfg.jar()), db.jdbcUrl(), db.username(),
                        variant.jvmArgs());
                long t0 = System.nanoTime();
                service.awaitReady(Duration.ofSeconds(cfg.readyTimeoutSeconds()));
                log(String.format("service ready in %.1f s (pid %d)", (System.nanoTime() - t0) / 1e9, service.pid()));

                // 4. The bots: one run, or the scale run's two (bench.scaleBaseline games, then bench.activeGames).
                if (cfg.activeGames() == 0) {
                    ours = phase(cfg.sse() ? "SSE-driven bots" : "long-polling bots", 0, cfg.bots());
                    if (ours == null) return 130;
                } else {
                    HeapProbe.Sample before = HeapProbe.sample(service.pid());
                    log(String.format("heap before any game: %.1f MB live after full GC", before.liveBytes() / 1048576.0));
                    Phase base = phase(cfg.scaleBaseline() + " active games", cfg.scaleBaseline(), cfg.bots());
                    if (base == null) return 130;
                    scale.add(base);
                    // With many games, 64 bots always find a decision waiting and keep 64 POSTs in flight, while the
                    // baseline's few games keep fewer: the big phase gets as many bots as the baseline had POSTs in
                    // flight on average (Little's law: POSTs/s x mean POST time), so that the phases differ in the
                    // number of games, not in the load.
                    Latencies.Sorted posts = base.stats().merged(Kind.MOVE_ANY);
                    int inFlight = Math.max(1, (int) Math.ceil(posts.count() / base.window().seconds
                            * posts.meanMillis() / 1000.0));
                    log(String.format("%d active games: the baseline kept %.1f POSTs in flight on average: %d bots", 
                            cfg.activeGames(), posts.count() / base.window().seconds * posts.meanMillis() / 1000.0,
                            Math.min(inFlight, cfg.bots())));
                    Phase big = phase(cfg.activeGames() + " active games", cfg.activeGames(), Math.min(inFlight, cfg.bots()));
                    if (big == null) return 130;
                    scale.add(big);
                    ours = scale.getFirst();
                    // every stream closed (the players stopped), no request running: the cache is what is left
                    waitForStreamsClosed();
                    HeapProbe.Sample after = HeapProbe.sample(service.pid());
                    long extra = after.liveBytes() - before.liveBytes();
                    heapLine = String.format("heap per cached game: %.1f KB (live heap after full GC %.1f MB before any game,"
                                    + " %.1f MB after both phases with every stream closed: +%.1f MB for %d games in the"
                                    + " service's cache, counted as live Loaded objects; target <= 30 KB)",
                            after.loadedGames() == 0 ? Double.NaN : extra / 1024.0 / after.loadedGames(),
                            before.liveBytes() / 1048576.0, after.liveBytes() / 1048576.0, extra / 1048576.0,
                            after.loadedGames());
                    log(heapLine);
                }
                if (ours.stats.get(Count.MOVES_ACCEPTED) == 0) {
                    System.err.println("[bench] no move was accepted in the measurement window");
                    return 2;
                }
                report.append(report(settings, ceiling, ours, !scale.isEmpty()));
                if (!scale.isEmpty()) report.append(scaleReport(scale, heapLine));
                if (cfg.variants().size() > 1) {
                    startUps.add(new StartUp(variant.label(), cfg.rounds() > 1 ? round : 0,
                            service.sinceStart(service.firstAnswerNanos), service.sinceStart(service.readyNanos),
                            List.copyOf(ours.window().ramp), ours.window().steady ? ours.window().windowStartSeconds
                            : Double.NaN, ours.summary()));
                }
                if (firstOfRound == null) firstOfRound = ours.summary();
                // the service stops before the next start or the peer, so that only one runs on the machine
                log("stopping the service");
                service.close();
            }

            // 5. The peer on the same database server, right after.
            if (!cfg.peer().equals("off")) {
                PeerRun.Outcome peer = PeerRun.run(cfg, db, running::get);
                report.append(PeerRun.report(peer, firstOfRound));
                peerByRound.add(peer);
            } else {
                report.append("\npeer (boardgame.io): not run (bench.peer=off)\n");
            }
            if (firstOfRound != null) oursByRound.add(firstOfRound);
            if (!running.get()) return 130;
        }
        if (cfg.rounds() > 1) report.append(PeerRun.rounds(oursByRound, peerByRound));
        if (!startUps.isEmpty()) report.append(StartUp.table(startUps));
        report.append("====================================================================");

        // 6. The report.
        System.out.println();
        System.out.println(report);
        Files.createDirectories(cfg.reportFile().getParent());
        Files.writeString(cfg.reportFile(), report + "\n", StandardCharsets.UTF_8);
        log("report written to " + cfg.reportFile());
        if (ours == null) return 0;
        boolean held = ours.window.throughputHolds && ours.window.latencyHolds;
        return held || !cfg.failOnMiss() ? 0 : 1;
    }

    /**
     * The runner's own warm-up (bench.runnerWarmup s, not reported): a service started and played against, then
     * stopped, so that the bots' code is compiled before the first measured start (in a start-up comparison the
     * first start would otherwise meet slower bots than the later ones).
     */
    private boolean warmRunner() throws Exception {
        log("warming up the runner's bots for " + cfg.runnerWarmupSeconds() + " s (not measured)");
        try (ServiceProcess warm = ServiceProcess.start(cfg, db.jdbcUrl(), db.username())) {
            service = warm;
            warm.awaitReady(Duration.ofSeconds(cfg.readyTimeoutSeconds()));
            PushPlayers players = new PushPlayers(cfg, warm.baseUrl(), new Stats(), cfg.seed() - 1, 0, cfg.bots());
            players.start();
            long end = System.nanoTime() + cfg.runnerWarmupSeconds() * 1_000_000_000L;
            while (running.get() && System.nanoTime() < end) Thread.sleep(200);
            players.stop();
        } finally {
            service = null;
        }
        return running.get();
    }

    /** One measured run of our service: the bots' records and the window. */
    record Phase(String label, int tables, int bots, Stats stats, Window window) {
        Summary summary() {
            Latencies.Sorted accepted = stats.merged(Kind.MOVE_ACCEPTED);
            long n = stats.get(Count.MOVES_ACCEPTED);
            long posted = stats.get(Count.MOVES_POSTED);
            long[] cpu = window.cpuUsed;
            return new Summary(n / window.seconds, accepted.percentileMillis(50), accepted.percentileMillis(99),
                    posted == 0 ? Double.NaN : 100.0 * stats.get(Count.MOVES_412) / posted,
                    n == 0 ? Double.NaN : (double) stats.requests() / n,
                    perMove(cpu[0], n), perMove(cpu[1], n), perMove(cpu[2], n));
        }
    }

    /** The figures every run reports and the peer comparison uses (CPU in ms per accepted move, NaN if unknown). */
    record Summary(double movesPerSecond, double p50, double p99, double staleShare, double requestsPerMove,
                   double serviceCpuMs, double postgresCpuMs, double clientCpuMs) {
        String line() {
            return String.format("%8.1f moves/s | POST p50 %6.2f ms, p99 %7.2f ms | 412 %5.1f %% of POSTs |"
                            + " %.2f requests/move | CPU per move: service %.3f ms, PostgreSQL %.3f ms, bots %.3f ms",
                    movesPerSecond, p50, p99, staleShare, requestsPerMove, serviceCpuMs, postgresCpuMs, clientCpuMs);
        }
    }

    static double perMove(long nanos, long moves) {
        return nanos < 0 || moves == 0 ? Double.NaN : nanos / 1e6 / moves;
    }

    /** What happened in the measured window besides the bots' own records. */
    private static final class Window {
        double seconds;
        Machine.Shares cpu;
        long[] cpuUsed = {-1, -1, -1};
        String loadBefore, loadAfter;
        final List<Double> movesPerInterval = new ArrayList<>();
        boolean throughputHolds, latencyHolds;
        Map<String, Double> metricsBefore = Map.of(), metricsAfter = Map.of();
        int tablesAtEnd, seatsAtEnd;
        Map<Long, long[]> threadsBefore = Map.of(), threadsAfter = Map.of();
        /** The ramp: a bucket per 5 s from the service's start, warm-up and window. */
        final List<Ramp.Bucket> ramp = new ArrayList<>();
        /** Seconds since the service's start: the bots started, the window started. */
        double botsStartSeconds, windowStartSeconds;
        /** Whether the window started because moves/s was steady (not at the warm-up cap). */
        boolean steady;
    }

    /** The bots of one run: started, stopped. */
    private interface Load {
        void start() throws Exception;

        void stop() throws Exception;

        default String describe() {
            return "";
        }
    }

    private Phase phase(String label, int tables, int botCount) throws Exception {
        Stats stats = new Stats();
        long seed = cfg.seed() + tables;
        Load load;
        if (!cfg.sse()) {
            load = new Load() {
                public void start() throws Exception {
                    startThreadBots(stats, seed);
                }

                public void stop() {
                    stopBots();
                }
            };
        } else {
            PushPlayers players = new PushPlayers(cfg, service.baseUrl(), stats, seed, tables, botCount);
            load = new Load() {
                public void start() throws Exception {
                    players.start();
                }

                public void stop() throws Exception {
                    players.stop();
                }

                public String describe() {
                    return tables > 0 ? players.activeTables() + " games, " + players.seats() + " seats with streams" : "";
                }
            };
        }
        log(String.format("%s: starting (%d bots%s): warm-up %s %d s, then %d s measured (seed %d)", label, botCount,
                tables > 0 ? ", " + tables + " games kept active" : "", cfg.steady() ? "until steady, at most" : "",
                cfg.warmupSeconds(), cfg.durationSeconds(), seed));
        long t0 = System.nanoTime();
        load.start();
        if (tables > 0) log(String.format("%s: %s set up in %.1f s", label, load.describe(), (System.nanoTime() - t0) / 1e9));
        Window w = drive(stats, load);
        if (w == null) return null;
        return new Phase(label, tables, botCount, stats, w);
    }

    private void startThreadBots(Stats stats, long seed) throws InterruptedException {
        HttpClient client = Api.newClient();
        Api api = new Api(client, service.baseUrl());
        Lobby lobby = new Lobby();
        SplittableRandom seeds = new SplittableRandom(seed);
        botsRunning.set(true);
        for (int i = 0; i < cfg.bots(); i++) {
            Bot bot = new Bot(i, api, lobby, stats, cfg, () -> botsRunning.get() && running.get(), seeds.nextLong());
            Thread t = Thread.ofPlatform().name("bot-" + i).daemon().start(bot);
            synchronized (bots) {
                bots.add(t);
            }
            Thread.sleep(10); // a gentle start
        }
    }

    private void waitForStreamsClosed() throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        double open = -1;
        while (System.nanoTime() < deadline) {
            open = ServerMetrics.gauge(service.managementUrl(), "tabletop_sse_streams");
            if (open == 0) return;
            Thread.sleep(250);
        }
        log("the service still counts " + open + " open streams");
    }

    private static final long FIVE_S = 5_000_000_000L;

    /**
     * Runs the bots until the window is over. Every 5 s from the service's start, a bucket of the ramp (moves/s, POST
     * p99, 412 share). The window starts once the last three buckets agree ({@link Ramp#steady}), or at the warm-up
     * cap (bench.warmup) if they never did; with bench.steady=false, at the cap whatever the ramp.
     */
    private Window drive(Stats stats, Load load) throws Exception {
        Window w = new Window();
        long zero = service.startNanos;
        long start = System.nanoTime();
        w.botsStartSeconds = (start - zero) / 1e9;
        long warmupEnd = start + cfg.warmupSeconds() * 1_000_000_000L;
        long measureEnd = Long.MAX_VALUE;
        // the buckets end at multiples of 5 s since the service's start; the first is at least 2.5 s long
        long nextTick = zero + ((start - zero) / FIVE_S + 1) * FIVE_S;
        if (nextTick - start < FIVE_S / 2) nextTick += FIVE_S;
        Machine.CpuSnapshot windowCpu = null;
        Machine.CpuSnapshot tickCpu = Machine.CpuSnapshot.take(service, cfg.pgDir());
        Map<Long, long[]> tickThreads = ProcCpu.threads(service.pid());
        boolean measuring = false;
        List<Double> warmup = new ArrayList<>();
        // the scale run's set-up has already played moves: the first bucket starts from here
        long lastTick = start, lastAccepted = stats.liveAccepted.sum(), lastStale = stats.liveStale.sum(),
                lastGets = stats.liveGets.sum(), lastPosted = stats.livePosted.sum();
        stats.drainRamp();
        long idleSince = System.nanoTime();
        while (running.get()) {
            long now = System.nanoTime();
            boolean steadyNow = false;
            if (now >= nextTick) {
                long tick = now;
                long acc = stats.liveAccepted.sum(), stale = stats.liveStale.sum(), gets = stats.liveGets.sum(),
                        posted = stats.livePosted.sum();
                double secs = (tick - lastTick) / 1e9;
                double mps = (acc - lastAccepted) / secs;
                double p99 = stats.drainRamp().percentileMillis(99);
                double staleShare = posted == lastPosted ? Double.NaN : 100.0 * (stale - lastStale) / (posted - lastPosted);
                boolean inWindow = measuring && lastTick >= stats.windowStart;
                Map<Long, long[]> threadsNow = ProcCpu.threads(service.pid());
                long[] groups = ProcCpu.byGroup(tickThreads, threadsNow);
                tickThreads = threadsNow;
                long all = java.util.Arrays.stream(groups).sum();
                double jit = all > 0 ? 100.0 * groups[ProcCpu.ThreadGroup.JIT.ordinal()] / all : Double.NaN;
                w.ramp.add(new Ramp.Bucket((tick - zero) / 1e9, secs, mps, p99, staleShare, jit, inWindow));
                if (inWindow) w.movesPerInterval.add(mps);
                if (!measuring) {
                    warmup.add(mps);
                    steadyNow = cfg.steady() && Ramp.settled(warmup, jit);
                }
                Machine.CpuSnapshot cpuNow = Machine.CpuSnapshot.take(service, cfg.pgDir());
                Machine.Shares shares = tickCpu.until(cpuNow);
                tickCpu = cpuNow;
                log(String.format("t=%5.1fs %-8s moves/s %7.1f  p99 %7.2f ms  412 %4.1f%%  JIT %3.0f%%  GET/s %7.1f"
                                + "  errors %d  CPU: service %.0f%% pg %.0f%% runner %.0f%% others %.0f%%",
                        (tick - zero) / 1e9, measuring ? "measure" : "warm-up", mps, p99, staleShare, jit,
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
                lastPosted = posted;
                while (nextTick <= now) nextTick += FIVE_S;
            }
            if (!measuring && (steadyNow || now >= warmupEnd)) {
                windowCpu = Machine.CpuSnapshot.take(service, cfg.pgDir());
                w.threadsBefore = ProcCpu.threads(service.pid());
                w.loadBefore = Machine.loadAverage();
                w.metricsBefore = ServerMetrics.scrape(service.managementUrl());
                stats.windowStart = System.nanoTime();
                measureEnd = stats.windowStart + cfg.durationSeconds() * 1_000_000_000L;
                measuring = true;
                w.windowStartSeconds = (stats.windowStart - zero) / 1e9;
                w.steady = steadyNow;
                if (steadyNow) {
                    log(String.format("steady (the last %d buckets within ±%.0f %% of their mean, not climbing; JIT at most"
                            + " %.0f %% of the service's CPU): measuring", Ramp.STEADY_BUCKETS, 100 * Ramp.TOLERANCE,
                            Ramp.MAX_JIT_SHARE));
                } else if (cfg.steady()) {
                    log("never steady within the warm-up cap of " + cfg.warmupSeconds() + " s: measuring anyway");
                } else {
                    log("warm-up over (bench.steady=false): measuring");
                }
            }
            if (measuring && now >= measureEnd) break;
            if (!service.alive()) throw new IllegalStateException("the service died; its log ends:\n" + service.tail(40));
            long until = Math.min(nextTick, measuring ? measureEnd : warmupEnd);
            Thread.sleep(Math.max(1, Math.min(1000, (until - System.nanoTime()) / 1_000_000)));
        }
        if (!running.get()) return null;
        stats.windowEnd = System.nanoTime();
        Machine.CpuSnapshot endCpu = Machine.CpuSnapshot.take(service, cfg.pgDir());
        w.threadsAfter = ProcCpu.threads(service.pid());
        w.seconds = (stats.windowEnd - stats.windowStart) / 1e9;
        w.cpu = windowCpu.until(endCpu);
        w.cpuUsed = windowCpu.used(endCpu);
        w.metricsAfter = ServerMetrics.scrape(service.managementUrl());
        w.loadAfter = Machine.loadAverage();
        String shape = load.describe();
        log("measurement over: stopping the bots" + (shape.isEmpty() ? "" : " (" + shape + ")"));
        load.stop();
        return w;
    }

    private void stopBots() {
        botsRunning.set(false);
        List<Thread> all;
        synchronized (bots) {
            all = new ArrayList<>(bots);
            bots.clear();
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

    private String report(Map<String, String> settings, CommitCeiling.Result ceiling, Phase phase, boolean scaleRun) {
        Stats stats = phase.stats();
        Window w = phase.window();
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
        r.append(String.format("box         : %s, %d cores; commit ceiling %.1f tps (%s)%n", Machine.cpuModel(), cores,
                ceiling.tps(), ceiling.method()));
        r.append("machine     : ").append(Machine.describe().replace("\n", "\n            ")).append('\n');
        Path jar = variant.jarOr(cfg.jar()).toAbsolutePath();
        r.append("service     : ").append(jar.startsWith(cfg.projectDir()) ? cfg.projectDir().relativize(jar) : jar)
                .append(" run by this Java")
                .append(cfg.serviceJvmArgs().isEmpty() && variant.jvmArgs().isEmpty() ? "" : " with "
                        + String.join(" ", cfg.serviceJvmArgs()) + (variant.jvmArgs().isEmpty() ? "" : " "
                        + String.join(" ", variant.jvmArgs())))
                .append(", log ").append(cfg.projectDir().relativize(service.log)).append('\n');
        r.append("database    : embedded PostgreSQL ").append(settings.get("server_version")).append(" in ")
                .append(cfg.projectDir().relativize(cfg.pgDir())).append(" (fresh); ");
        settings.forEach((k, v) -> {
            if (!k.equals("server_version")) r.append(k).append('=').append(v).append(' ');
        });
        r.append('\n');
        String loop = cfg.sse()
                ? "SSE-driven (" + (cfg.liveLobby() && cfg.activeGames() == 0 ? "the live join's stream" : "GET …/events") + "?include=" + Api.INCLUDE + ", one POST per move; one Vert.x client, "
                        + cfg.clientThreads() + " event loops)"
                : cfg.longPollSeconds() > 0 ? "long-poll (Prefer: wait=" + cfg.longPollSeconds() + "; a thread per bot)"
                : "poll " + cfg.pollMinMillis() + "->" + cfg.pollMaxMillis() + " ms back-off (a thread per bot)";
        String shape = phase.tables() > 0
                ? String.format("%d bots serving the seats of %d games the runner keeps active (each seat its own"
                        + " token and stream)", cfg.bots(), phase.tables())
                : String.format("%d bots, one seat each (independent players, through the lobby: %s)", cfg.bots(),
                        cfg.liveLobby() ? "live quick join, POST /api/v1/seats/live: the answer is the seat's stream"
                                : cfg.quickLobby() ? "quick join, POST /api/v1/seats" : "list, create, take a seat");
        String kind = switch (cfg.game()) {
            case "COUP" -> "variant " + cfg.variant();
            case "INWO" -> "turn limit " + (cfg.turnLimit() == 0 ? "none" : cfg.turnLimit() + " (house rule)")
                    + ", starter decks in rotation";
            default -> "no options";
        };
        r.append(String.format("load        : %s; %s games of %d-%d seats, %s, reaction timeout %s; %s;"
                        + " PASS bias %.2f; seed %d%n",
                shape, cfg.game(), cfg.minSeats(), cfg.maxSeats(), kind,
                cfg.reactionTimeoutSeconds() == 0 ? "none" : cfg.reactionTimeoutSeconds() + " s", loop,
                cfg.passBias(), cfg.seed()));
        if (cfg.inwo()) r.append("decks       : ").append(Lobby.StarterDecks.describe()).append('\n');
        r.append(String.format("durations   : commit ceiling %d s; bots warm-up %.1f s (%s %d s); measured %.1f s%s%n",
                cfg.ceilingSeconds(), w.windowStartSeconds - w.botsStartSeconds,
                cfg.steady() ? "until steady, cap" : "fixed", cfg.warmupSeconds(), w.seconds, scaleRun ? " (per phase of the scale run)" : ""));
        r.append('\n');
        r.append(ramp(w, movesPerSecond, service)).append('\n');
        r.append(String.format("commit ceiling   : %10.1f tps   (%s: %s)%n", ceiling.tps(), ceiling.method(), ceiling.detail()));
        r.append(String.format("accepted moves   : %10.1f moves/s (%d in %.1f s) = %.1f %% of the commit ceiling%n",
                movesPerSecond, acceptedN, w.seconds, 100 * share));
        if (!w.movesPerInterval.isEmpty()) {
            boolean held = Ramp.steady(w.movesPerInterval, w.movesPerInterval.size(), Ramp.TOLERANCE);
            r.append(String.format("  per 5 s        : min %.1f  max %.1f moves/s: %s%n",
                    w.movesPerInterval.stream().mapToDouble(d -> d).min().orElse(0),
                    w.movesPerInterval.stream().mapToDouble(d -> d).max().orElse(0),
                    held ? "steady through the window (every bucket within ±10 % of their mean, not climbing)"
                            : "NOT steady through the window (a bucket off their mean by more than 10 %, or climbing)"));
        }
        r.append(String.format("POST /moves sent : %d: 200 %d, 412 %d (%.1f %% stale), 409 %d, 422 %d, other %d%n",
                posted, acceptedN, stale, posted == 0 ? 0.0 : 100.0 * stale / posted, stats.get(Count.MOVES_409),
                stats.get(Count.MOVES_422), stats.get(Count.MOVES_OTHER)));
        if (!stats.staleBy.isEmpty()) {
            StringBuilder by = new StringBuilder();
            stats.staleBy.entrySet().stream().sorted((a, b) -> Long.compare(b.getValue().sum(), a.getValue().sum()))
                    .limit(8).forEach(e -> by.append(by.isEmpty() ? "" : ", ").append(e.getKey()).append(' ')
                            .append(e.getValue().sum()));
            r.append("  412 by command : ").append(by).append(" (type, head minus the version sent)%n".formatted());
        }
        long requests = stats.requests();
        long lobbyRequests = stats.lobbyRequests();
        r.append(String.format("HTTP requests    : %d in the window = %.2f per accepted move: in play %.2f (POSTs, state"
                        + " reads, streams opened), lobby %.2f (%s)%n",
                requests, acceptedN == 0 ? Double.NaN : (double) requests / acceptedN,
                acceptedN == 0 ? Double.NaN : (double) (requests - lobbyRequests) / acceptedN,
                acceptedN == 0 ? Double.NaN : (double) lobbyRequests / acceptedN,
                cfg.activeGames() > 0 ? "the runner's tables: create, then take every seat, once per game"
                        : cfg.liveLobby() ? "bench.lobby=live: POST /seats/live, once per seat: the join is the stream"
                        : cfg.quickLobby() ? "bench.lobby=quick: POST /seats, once per seat"
                        : "bench.lobby=list: list, create, take a seat: once per game and seat"));
        if (cfg.sse()) {
            r.append(String.format("streams          : %d opened in the window, %d state events received (%.1f per accepted"
                            + " move), %d reconnects (whole run)%n",
                    stats.get(Count.STREAMS_OPENED), stats.get(Count.STATE_EVENTS),
                    acceptedN == 0 ? Double.NaN : (double) stats.get(Count.STATE_EVENTS) / acceptedN,
                    stats.get(Count.STREAM_RECONNECTS)));
        } else {
            long s200 = stats.get(Count.STATE_200), s304 = stats.get(Count.STATE_304);
            Latencies.Sorted gets = stats.merged(Kind.GET_ANY);
            r.append(String.format("GET requests     : %.1f/s; state 200 %d, 304 %d; legal-moves %d (%d empty: moved on)%n",
                    gets.count() / w.seconds, s200, s304, stats.merged(Kind.GET_LEGAL).count(),
                    stats.get(Count.LEGAL_EMPTY)));
        }
        long finished = stats.get(Count.GAMES_FINISHED);
        r.append(String.format("games            : %d created, %d finished in the window (~%.0f accepted moves per game)"
                        + ", %d lost races for a seat%n",
                stats.get(Count.GAMES_CREATED), finished, finished == 0 ? 0.0 : (double) acceptedN / finished,
                stats.get(Count.SEAT_CONFLICTS)));
        Summary sum = phase.summary();
        r.append(String.format("CPU per accepted move: service %.3f ms | PostgreSQL %.3f ms | bots (this runner) %.3f ms"
                        + "   (/proc/<pid>/stat utime+stime in the window; PostgreSQL = postmaster + its backends,"
                        + " exited ones included)%n",
                sum.serviceCpuMs(), sum.postgresCpuMs(), sum.clientCpuMs()));
        long[] groups = ProcCpu.byGroup(w.threadsBefore, w.threadsAfter);
        long grouped = java.util.Arrays.stream(groups).sum();
        if (grouped > 0 && acceptedN > 0) {
            r.append("  service by thread:");
            for (ProcCpu.ThreadGroup g : ProcCpu.ThreadGroup.values()) {
                r.append(String.format(" %s %.3f ms (%.0f %%)%s", g.label, groups[g.ordinal()] / 1e6 / acceptedN,
                        100.0 * groups[g.ordinal()] / grouped, g.ordinal() < groups.length - 1 ? " |" : ""));
            }
            r.append("   (/proc/<pid>/task/*/stat by thread name)\n");
        }
        r.append('\n');
        r.append("latency (client wall time per request, ms; nearest-rank percentiles, every sample kept)\n");
        for (Kind k : Kind.values()) {
            Latencies.Sorted l = stats.merged(k);
            if (l.count() == 0) continue;
            r.append(String.format("  %-40s %s%n", k.label, l.line()));
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
        r.append(String.format("  412s <= 5 %% of POSTs                  : %.1f %% ? %s%n", sum.staleShare(),
                sum.staleShare() <= 5 ? "HOLDS" : "MISSED"));
        if (cfg.sse()) {
            r.append(String.format("  <= 1.2 HTTP requests per accepted move : %.2f ? %s%n", sum.requestsPerMove(),
                    sum.requestsPerMove() <= 1.2 ? "HOLDS" : "MISSED"));
        }
        r.append("  verdict: ").append(w.throughputHolds && w.latencyHolds ? "both targets hold" : "targets missed")
                .append(errors > 0 ? " (with errors: see above)" : "").append('\n');
        return r.toString();
    }

    /** The ramp from the service's start: time to first answer, a line per 5 s, where the window started and why. */
    private String ramp(Window w, double steadyMovesPerSecond, ServiceProcess svc) {
        StringBuilder r = new StringBuilder();
        r.append(String.format("ramp (per 5 s from the service's start; POST p99 of accepted moves): first answer at %.2f s,"
                        + " ready at %.2f s, bots from %.1f s%n", svc.sinceStart(svc.firstAnswerNanos),
                svc.sinceStart(svc.readyNanos), w.botsStartSeconds));
        for (Ramp.Bucket b : w.ramp) r.append(b.line()).append('\n');
        if (w.steady) {
            r.append(String.format("  steady at t=%.1f s (the last %d buckets within ±%.0f %% of their mean, not climbing;"
                    + " the JIT at most %.0f %% of the service's CPU): the window started there%n", w.windowStartSeconds,
                    Ramp.STEADY_BUCKETS, 100 * Ramp.TOLERANCE, Ramp.MAX_JIT_SHARE));
        } else if (cfg.steady()) {
            r.append(String.format("  never steady within the warm-up cap (%d s of bots): measured anyway from t=%.1f s%n",
                    cfg.warmupSeconds(), w.windowStartSeconds));
        } else {
            r.append(String.format("  fixed warm-up (bench.steady=false): measured from t=%.1f s%n", w.windowStartSeconds));
        }
        double at90 = Ramp.reached(w.ramp, steadyMovesPerSecond, 0.9);
        r.append(String.format("  90 %% of the window's moves/s (%.1f) first reached in the bucket ending at t=%s%n",
                0.9 * steadyMovesPerSecond, Double.isNaN(at90) ? "never" : String.format("%.1f s", at90)));
        return r.toString();
    }

    private String scaleReport(List<Phase> phases, String heapLine) {
        StringBuilder r = new StringBuilder("\nscale run (bench.activeGames): games kept active by the runner; the big"
                + " phase has as many bots as the baseline kept POSTs in flight\n");
        for (Phase p : phases) {
            r.append(String.format("  %6d games, %2d bots: %s | %d 5xx, %d errors%n", p.tables(), p.bots(), p.summary().line(),
                    p.stats().get(Count.HTTP_5XX), p.stats().get(Count.IO_ERRORS) + p.stats().get(Count.HTTP_UNEXPECTED)));
            r.append(String.format("                         a decision waiting for a free bot: %s%n",
                    p.stats().merged(Kind.BOT_WAIT).line()));
        }
        if (phases.size() == 2) {
            Summary a = phases.get(0).summary(), b = phases.get(1).summary();
            r.append(String.format("  %d games against %d: moves/s x%.2f, POST p99 x%.2f (%.2f -> %.2f ms),"
                            + " service CPU per move x%.2f%n",
                    phases.get(1).tables(), phases.get(0).tables(), b.movesPerSecond() / a.movesPerSecond(),
                    b.p99() / a.p99(), a.p99(), b.p99(), b.serviceCpuMs() / a.serviceCpuMs()));
        }
        if (heapLine != null) r.append("  ").append(heapLine).append('\n');
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
        PeerRun.stopAll();
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
