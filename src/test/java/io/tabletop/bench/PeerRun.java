package io.tabletop.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.boot.EmbeddedDatabase;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

/**
 * The peer run (issue 12): right after our own, on the same PostgreSQL server (a database of its own,
 * {@code bgio_peer}), a widely used Node.js game server — boardgame.io 0.50 with its PostgreSQL adapter
 * bgio-postgres — plays a simplified Coup ({@code src/bench/peer/game.js}) under the same kind of bot load
 * ({@code bots.js}: {@code bench.bots} socket.io clients, one seat each, the same seat range and PASS bias), so that
 * every report carries the ratio. Needs {@code node} (and {@code npm}): when it is missing the run is skipped with a
 * message. The packages are installed at bench time only, with {@code npm ci} from the committed
 * package-lock.json, into {@code target/bench-peer}.
 *
 * <p>Measured in the bots' window (they mark its start and end on their output): the moves the peer server accepted
 * (counted by the moves' own code, which runs on the server only; {@code GET /bench/stats}), the CPU of the peer
 * server process, of PostgreSQL and of the bots' process from /proc, and the bots' latency of an accepted move
 * (sent → the state that carries it).
 */
final class PeerRun {

    /** Either skipped (why) or a result. */
    record Outcome(String skipped, Result result) {}

    record Result(String versions, double seconds, long serverAccepted, long botsAccepted, long sent, long resent,
                  double p50, double p99, double max, long finished, double movesPerGame, long serverCpu,
                  long postgresCpu, long botsCpu, Machine.Shares shares, long errors, long http) {
        double movesPerSecond() {
            return serverAccepted / seconds;
        }
    }

    private PeerRun() {}

    /** The node processes started, so that an interrupted run (Ctrl-C) stops them too. */
    private static final java.util.Set<Process> LIVE = java.util.concurrent.ConcurrentHashMap.newKeySet();

    static void stopAll() {
        for (Process p : LIVE) p.destroyForcibly();
    }

    static Outcome run(BenchConfig cfg, EmbeddedDatabase db, BooleanSupplier running) {
        try {
            return runOrSkip(cfg, db, running);
        } catch (Exception e) {
            log("the peer run failed: " + e);
            return new Outcome("the peer run failed: " + e, null);
        }
    }

    private static Outcome runOrSkip(BenchConfig cfg, EmbeddedDatabase db, BooleanSupplier running) throws Exception {
        if (cfg.inwo() && cfg.peer().equals("auto")) {
            // the peer plays a simplified Coup: next to an INWO run its figures would compare different games
            String why = "skipped: the peer plays a simplified Coup, not INWO (bench.game=INWO; -Dbench.peer=only runs it alone)";
            log("peer run " + why);
            return new Outcome(why, null);
        }
        String nodeVersion = version(cfg.node());
        if (nodeVersion == null) {
            String why = "skipped: `" + cfg.node() + "` was not found (install Node.js 18+ or set -Dbench.node=/path/to/node;"
                    + " -Dbench.peer=off to silence this)";
            log("peer run " + why);
            return new Outcome(why, null);
        }
        String npmVersion = version(cfg.npm());
        if (npmVersion == null) {
            String why = "skipped: node " + nodeVersion + " found but `" + cfg.npm() + "` was not (set -Dbench.npm)";
            log("peer run " + why);
            return new Outcome(why, null);
        }
        Path src = cfg.projectDir().resolve("src/bench/peer");
        Path dir = cfg.projectDir().resolve("target/bench-peer");
        Files.createDirectories(dir);
        for (String f : List.of("package.json", "package-lock.json", "game.js", "server.js", "bots.js")) {
            Files.copy(src.resolve(f), dir.resolve(f), StandardCopyOption.REPLACE_EXISTING);
        }
        Path stamp = dir.resolve("node_modules/.bench-lock");
        String lock = Files.readString(dir.resolve("package-lock.json"));
        if (!Files.isRegularFile(stamp) || !Files.readString(stamp).equals(lock)) {
            log("peer: npm ci in " + cfg.projectDir().relativize(dir) + " (node " + nodeVersion + ", npm " + npmVersion + ")");
            Process p = new ProcessBuilder(cfg.npm(), "ci", "--no-audit", "--no-fund", "--loglevel=error")
                    .directory(dir.toFile()).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("npm-ci.log").toFile()).start();
            if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0) {
                p.destroyForcibly();
                String why = "skipped: npm ci failed (see " + cfg.projectDir().relativize(dir.resolve("npm-ci.log")) + ")";
                log("peer run " + why);
                return new Outcome(why, null);
            }
            Files.writeString(stamp, lock);
        }
        String versions = "boardgame.io " + installed(dir, "boardgame.io") + " + bgio-postgres "
                + installed(dir, "bgio-postgres") + " (Sequelize " + installed(dir, "sequelize") + ", pg "
                + installed(dir, "pg") + "), node " + nodeVersion;

        // A database of its own on the same server.
        try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.username(), "");
             Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS bgio_peer");
            s.execute("CREATE DATABASE bgio_peer");
        }
        int port = freePort();
        Path serverLog = cfg.projectDir().resolve("target/bench-peer-server.log");
        ProcessBuilder spb = new ProcessBuilder(cfg.node(), "server.js").directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(serverLog.toFile());
        spb.environment().put("PORT", String.valueOf(port));
        spb.environment().put("DATABASE_URL", "postgres://" + db.username() + "@127.0.0.1:" + db.port() + "/bgio_peer");
        spb.environment().put("NODE_ENV", "production");
        log("peer: starting " + versions + " on port " + port + " (log " + cfg.projectDir().relativize(serverLog) + ")");
        Process server = spb.start();
        LIVE.add(server);
        Process bots = null;
        try {
            String base = "http://127.0.0.1:" + port;
            HttpClient http = Api.newClient();
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (stats(http, base) == null) {
                if (!server.isAlive()) throw new IllegalStateException("the peer server exited: " + tail(serverLog));
                if (System.nanoTime() > deadline) throw new IllegalStateException("the peer server did not answer in 60 s");
                Thread.sleep(250);
            }
            ProcessBuilder bpb = new ProcessBuilder(cfg.node(), "bots.js").directory(dir.toFile()).redirectErrorStream(true);
            bpb.environment().put("SERVER", base);
            bpb.environment().put("BOTS", String.valueOf(cfg.bots()));
            bpb.environment().put("MIN_SEATS", String.valueOf(cfg.minSeats()));
            bpb.environment().put("MAX_SEATS", String.valueOf(cfg.maxSeats()));
            bpb.environment().put("PASS_BIAS", String.valueOf(cfg.passBias()));
            bpb.environment().put("WARMUP", String.valueOf(cfg.warmupSeconds()));
            bpb.environment().put("DURATION", String.valueOf(cfg.durationSeconds()));
            bpb.environment().put("SEED", String.valueOf(Math.floorMod(cfg.seed(), 2147483646L) + 1));
            log(String.format("peer: %d socket.io bots, warm-up %d s, then %d s measured", cfg.bots(), cfg.warmupSeconds(),
                    cfg.durationSeconds()));
            bots = bpb.start();
            LIVE.add(bots);
            long botsPid = bots.pid();
            Machine.CpuSnapshot start = null, end = null;
            long[] botsCpu = new long[2];
            JsonNode before = null, after = null;
            AtomicReference<JsonNode> result = new AtomicReference<>();
            try (BufferedReader out = new BufferedReader(new InputStreamReader(bots.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = out.readLine()) != null) {
                    if (line.startsWith("[peer-bots] result ")) {
                        result.set(Api.JSON.readTree(line.substring("[peer-bots] result ".length())));
                        continue;
                    }
                    System.out.println("[bench] " + line);
                    if (line.equals("[peer-bots] window start")) {
                        start = Machine.CpuSnapshot.take(server.pid(), cfg.pgDir());
                        botsCpu[0] = ProcCpu.process(botsPid);
                        before = stats(http, base);
                    } else if (line.equals("[peer-bots] window end")) {
                        end = Machine.CpuSnapshot.take(server.pid(), cfg.pgDir());
                        botsCpu[1] = ProcCpu.process(botsPid);
                        after = stats(http, base);
                    }
                    if (!running.getAsBoolean()) break;
                }
            }
            bots.waitFor(60, TimeUnit.SECONDS);
            JsonNode r = result.get();
            if (r == null || start == null || end == null || before == null || after == null) {
                throw new IllegalStateException("the peer bots ended without a result (exit "
                        + (bots.isAlive() ? "-" : bots.exitValue()) + "); server log: " + tail(serverLog));
            }
            long[] used = start.used(end);
            Result res = new Result(versions, r.path("seconds").asDouble(),
                    after.path("accepted").asLong() - before.path("accepted").asLong(), r.path("accepted").asLong(),
                    r.path("sent").asLong(), r.path("resent").asLong(), r.path("p50").asDouble(Double.NaN),
                    r.path("p99").asDouble(Double.NaN), r.path("max").asDouble(Double.NaN), r.path("finished").asLong(),
                    r.path("movesPerGame").asDouble(Double.NaN), used[0], used[1],
                    botsCpu[0] < 0 || botsCpu[1] < 0 ? -1 : botsCpu[1] - botsCpu[0], start.until(end),
                    r.path("errors").asLong(), r.path("http").asLong());
            return new Outcome(null, res);
        } finally {
            if (bots != null && bots.isAlive()) bots.destroyForcibly();
            server.destroy();
            if (!server.waitFor(10, TimeUnit.SECONDS)) server.destroyForcibly();
            log("peer: stopped");
        }
    }

    /**
     * {@code bench.rounds}: each round's figures and ratios (ours, then the peer right after, on the same machine), then
     * the medians. The machine's speed drifts from minute to minute: a ratio from one round is what travels, its
     * median over rounds the more so.
     */
    static String rounds(List<Benchmark.Summary> ours, List<Outcome> peers) {
        StringBuilder r = new StringBuilder("\nrounds (each: our service, then the peer right after; ratios within a round)\n");
        List<Double> mps = new ArrayList<>(), p99 = new ArrayList<>(), svc = new ArrayList<>();
        List<Double> movesRatio = new ArrayList<>(), cpuRatio = new ArrayList<>(), pgRatio = new ArrayList<>();
        for (int i = 0; i < ours.size(); i++) {
            Benchmark.Summary o = ours.get(i);
            mps.add(o.movesPerSecond());
            p99.add(o.p99());
            svc.add(o.serviceCpuMs());
            Result p = i < peers.size() ? peers.get(i).result() : null;
            if (p == null) {
                r.append(String.format("  round %d: %.1f moves/s | p99 %.2f ms | service %.3f ms per move (no peer)%n",
                        i + 1, o.movesPerSecond(), o.p99(), o.serviceCpuMs()));
                continue;
            }
            double serverMs = Benchmark.perMove(p.serverCpu(), p.serverAccepted());
            double pgMs = Benchmark.perMove(p.postgresCpu(), p.serverAccepted());
            movesRatio.add(o.movesPerSecond() / p.movesPerSecond());
            cpuRatio.add(serverMs / o.serviceCpuMs());
            pgRatio.add(pgMs / o.postgresCpuMs());
            r.append(String.format("  round %d: %.1f vs %.1f moves/s = %.2f x | p99 %.2f ms | service %.3f vs %.3f ms per"
                            + " move = 1/%.2f | PostgreSQL %.3f vs %.3f ms = 1/%.2f%n", i + 1, o.movesPerSecond(),
                    p.movesPerSecond(), movesRatio.getLast(), o.p99(), o.serviceCpuMs(), serverMs, cpuRatio.getLast(),
                    o.postgresCpuMs(), pgMs, pgRatio.getLast()));
        }
        r.append(String.format("  median of %d rounds: %.1f moves/s | p99 %.2f ms | service %.3f ms per move", ours.size(),
                median(mps), median(p99), median(svc)));
        if (!movesRatio.isEmpty()) {
            r.append(String.format("; against the peer: moves/s %.2f x (target >= 5 x), service CPU per move 1/%.2f"
                    + " (target <= 1/8), PostgreSQL 1/%.2f", median(movesRatio), median(cpuRatio), median(pgRatio)));
        }
        return r.append('\n').toString();
    }

    static double median(List<Double> values) {
        if (values.isEmpty()) return Double.NaN;
        List<Double> v = new ArrayList<>(values);
        java.util.Collections.sort(v);
        int n = v.size();
        return n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
    }

    static String report(Outcome o, Benchmark.Summary ours) {
        StringBuilder r = new StringBuilder("\npeer run (src/bench/peer, on the same PostgreSQL right after ours)\n");
        if (o.result() == null) {
            r.append("  ").append(o.skipped()).append('\n');
            return r.toString();
        }
        Result p = o.result();
        long n = p.serverAccepted();
        double serverMs = Benchmark.perMove(p.serverCpu(), n), pgMs = Benchmark.perMove(p.postgresCpu(), n),
                botsMs = Benchmark.perMove(p.botsCpu(), n);
        r.append("  what        : ").append(p.versions()).append('\n');
        r.append("  load        : the same number of bots, seats and PASS bias; socket.io clients (boardgame.io's client),"
                + " lobby API to create and join\n");
        r.append(String.format("  accepted    : %10.1f moves/s (%d counted by the peer server in %.1f s; the bots saw %d of"
                        + " theirs accepted)%n", p.movesPerSecond(), n, p.seconds(), p.botsAccepted()));
        r.append(String.format("  moves sent  : %d, of which %.1f %% got no state back (dropped as stale or closed: the 412"
                        + " of boardgame.io, which answers nothing)%n", p.sent(),
                p.sent() == 0 ? Double.NaN : 100.0 * (p.sent() - p.botsAccepted()) / p.sent()));
        r.append(String.format("  move latency: p50 %.2f ms, p99 %.2f ms, max %.2f ms (sent -> the state that carries it)%n",
                p.p50(), p.p99(), p.max()));
        r.append(String.format("  games       : %d finished in the window, ~%.0f accepted moves per game; %d lobby HTTP"
                        + " requests; %d errors%n", p.finished(), p.movesPerGame(), p.http(), p.errors()));
        r.append(String.format("  CPU per accepted move: peer server %.3f ms | PostgreSQL %.3f ms | its bots %.3f ms%n",
                serverMs, pgMs, botsMs));
        Machine.Shares sh = p.shares();
        double botsShare = p.botsCpu() < 0 ? Double.NaN
                : 100.0 * p.botsCpu() / (p.seconds() * 1e9 * Runtime.getRuntime().availableProcessors());
        r.append(String.format("  CPU in the window, as %% of all cores: machine %.0f %% | peer server %.0f %% | postgres %.0f %%"
                        + " | peer bots %.0f %% | others %.0f %%%n", sh.machine(), sh.service(), sh.postgres(), botsShare,
                Math.max(0, sh.machine() - sh.service() - sh.postgres() - botsShare)));
        if (ours != null) {
            r.append("\nours against the peer (same machine, one run after the other)\n");
            r.append(String.format("  accepted moves/s       : %.1f vs %.1f = %.2f x   (target >= 5 x)%n",
                    ours.movesPerSecond(), p.movesPerSecond(), ours.movesPerSecond() / p.movesPerSecond()));
            r.append(String.format("  p99 of an accepted move: %.2f ms vs %.2f ms = %.2f x the peer's   (target < 25 ms)%n",
                    ours.p99(), p.p99(), ours.p99() / p.p99()));
            r.append(String.format("  service CPU per move   : %.3f ms vs %.3f ms = 1/%.2f of the peer's   (target <= 1/8)%n",
                    ours.serviceCpuMs(), serverMs, serverMs / ours.serviceCpuMs()));
            r.append(String.format("  PostgreSQL CPU per move: %.3f ms vs %.3f ms = 1/%.2f of the peer's%n",
                    ours.postgresCpuMs(), pgMs, pgMs / ours.postgresCpuMs()));
            r.append(String.format("  bots' CPU per move     : %.3f ms vs %.3f ms%n", ours.clientCpuMs(), botsMs));
        }
        return r.toString();
    }

    private static JsonNode stats(HttpClient http, String base) {
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/bench/stats"))
                    .timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
            return r.statusCode() == 200 ? Api.JSON.readTree(r.body()) : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** {@code <cmd> --version}, or null when it cannot be run. */
    private static String version(String cmd) {
        try {
            Process p = new ProcessBuilder(cmd, "--version").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) return null;
            return out;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static String installed(Path dir, String pkg) {
        try {
            return Api.JSON.readTree(dir.resolve("node_modules").resolve(pkg).resolve("package.json").toFile())
                    .path("version").asText("?");
        } catch (IOException e) {
            return "?";
        }
    }

    private static String tail(Path log) {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", all.subList(Math.max(0, all.size() - 20), all.size()));
        } catch (IOException e) {
            return "(unreadable)";
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static void log(String m) {
        System.out.println("[bench] " + m);
    }
}
