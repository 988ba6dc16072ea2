package io.tabletop.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.api.SseClient;
import io.tabletop.boot.EmbeddedDatabase;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
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
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The idle live-stream benchmark: what {@code N} open SSE streams cost one instance. A fresh embedded PostgreSQL, the
 * packaged service on it (as {@link Benchmark} starts it), {@code bench.streamGames} started 4-seat games, then:
 * <ol>
 *   <li>warm-up: streams opened, fed and closed on every game, so that classes, caches and JIT are not counted;</li>
 *   <li>baseline after two full GCs ({@code jcmd <pid> GC.run}): heap used ({@code /q/metrics}
 *       {@code jvm_memory_used_bytes{area="heap"}}), live objects ({@code jcmd <pid> GC.class_histogram}, which
 *       collects first), live threads, and the service's PostgreSQL backends (total and active);</li>
 *   <li>{@code bench.streams} streams opened (spectators and seats, spread over the games, each caught up from
 *       the first event), left idle past a keep-alive round, then the same measures again;</li>
 *   <li>fan-out with all of them open: one move in each of 20 games, the time until every stream of that game has
 *       the move's events;</li>
 *   <li>all streams hung up: the time until the service has dropped them, and the heap once more.</li>
 * </ol>
 * Run: {@code ./mvnw -B -Pbench-sse verify} ({@code -Dbench.streams=1000 -Dbench.streamGames=100}); the report is
 * printed and written to {@code target/bench-sse-report.txt}. Target: under 100 MB of extra heap for 1 000 streams.
 */
public final class IdleStreams {

    private static final Pattern METRIC = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{[^}]*})?\\s+([-+0-9.eE]+)$");
    private static final Duration WAIT = Duration.ofSeconds(30);

    private final BenchConfig cfg;
    private final int streams = Integer.getInteger("bench.streams", 1000);
    private final int gameCount = Integer.getInteger("bench.streamGames", 100);
    private final double targetMb = Double.parseDouble(System.getProperty("bench.target.streamHeapMb", "100"));
    private EmbeddedDatabase db;
    private ServiceProcess service;
    private final HttpClient http = SseClient.newHttpClient();
    private Api api;

    private IdleStreams(BenchConfig cfg) {
        this.cfg = cfg;
    }

    /** One measurement of the service. */
    record Sample(double heapUsedMb, double liveObjectsMb, int threads, int streams, int backends, int activeBackends) {
        String line() {
            return String.format("heap used %7.1f MB | live objects %7.1f MB | threads %4d | open streams %5d"
                    + " | PostgreSQL backends %3d (%d active)", heapUsedMb, liveObjectsMb, threads, streams, backends,
                    activeBackends);
        }
    }

    record Game(String id, List<String> tokens) {}

    public static void main(String[] args) {
        IdleStreams b = new IdleStreams(BenchConfig.fromSystemProperties());
        Thread hook = new Thread(b::close, "bench-sse-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        int exit;
        try {
            exit = b.run();
        } catch (Throwable t) {
            System.err.println("[bench-sse] FAILED: " + t);
            t.printStackTrace();
            exit = 2;
        } finally {
            b.close();
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
        Path pgDir = cfg.projectDir().resolve("target/bench-sse-pg");
        db = EmbeddedDatabase.start(pgDir, true);
        service = ServiceProcess.start(cfg, db.jdbcUrl(), db.username());
        service.awaitReady(Duration.ofSeconds(cfg.readyTimeoutSeconds()));
        api = new Api(http, service.baseUrl());
        log("service ready (pid " + service.pid() + "); creating " + gameCount + " games");
        List<Game> games = new ArrayList<>();
        for (int i = 0; i < gameCount; i++) games.add(newGame(i));

        log("warm-up: streams on every game, moves, hang-ups");
        for (int round = 0; round < 3; round++) {
            List<SseClient> warm = new ArrayList<>();
            for (int i = 0; i < Math.min(streams, 300); i++) warm.add(open(games.get(i % games.size()), i));
            for (SseClient s : warm) s.take(5, WAIT);
            for (int g = 0; g < Math.min(10, games.size()); g++) fanOut(games.get(g), List.of());
            warm.forEach(SseClient::close);
            awaitStreams(0);
        }

        Sample before = sample();
        log("before: " + before.line());

        log("opening " + streams + " streams");
        long t0 = System.nanoTime();
        List<SseClient> open = new ArrayList<>();
        List<List<SseClient>> byGame = new ArrayList<>();
        for (int g = 0; g < games.size(); g++) byGame.add(new ArrayList<>());
        for (int i = 0; i < streams; i++) {
            SseClient s = open(games.get(i % games.size()), i / games.size());
            open.add(s);
            byGame.get(i % games.size()).add(s);
        }
        for (SseClient s : open) s.take(5, WAIT); // caught up with the lobby: GAME_CREATED, 4 × SEAT_TAKEN, …
        double openSeconds = (System.nanoTime() - t0) / 1e9;
        log(String.format("%d streams open and caught up in %.1f s; idle for 15 s (a keep-alive round)", streams,
                openSeconds));
        Thread.sleep(15_000);
        int keepAlives = open.stream().mapToInt(SseClient::comments).min().orElse(0) - 1;
        Sample during = sample();
        log("with " + streams + " idle streams: " + during.line());

        open.forEach(SseClient::drain);
        log("fan-out: one move in each of " + Math.min(20, games.size()) + " games");
        List<Long> fanOut = new ArrayList<>();
        for (int g = 0; g < Math.min(20, games.size()); g++) fanOut.add(fanOut(games.get(g), byGame.get(g)));
        Collections.sort(fanOut);

        long t1 = System.nanoTime();
        open.forEach(SseClient::close);
        awaitStreams(0);
        double dropSeconds = (System.nanoTime() - t1) / 1e9;
        Sample after = sample();
        log("after hanging up: " + after.line());

        double extra = during.heapUsedMb() - before.heapUsedMb();
        double extraLive = during.liveObjectsMb() - before.liveObjectsMb();
        StringBuilder r = new StringBuilder();
        r.append("==================== tabletop idle live streams ====================\n");
        r.append("when        : ").append(Instant.now()).append('\n');
        r.append("machine     : ").append(Machine.describe().replace("\n", "\n            ")).append('\n');
        r.append("service     : ").append(cfg.projectDir().relativize(cfg.jar())).append(" run by this Java")
                .append(cfg.serviceJvmArgs().isEmpty() ? "" : " with " + String.join(" ", cfg.serviceJvmArgs()))
                .append(", embedded PostgreSQL in target/bench-sse-pg\n");
        r.append(String.format("load        : %d SSE streams on %d games (spectators and seats), opened from seq 0,"
                + " then idle%n", streams, games.size()));
        r.append('\n');
        r.append("before      : ").append(before.line()).append('\n');
        r.append("idle streams: ").append(during.line()).append('\n');
        r.append("hung up     : ").append(after.line()).append('\n');
        r.append('\n');
        r.append(String.format("extra heap for %d idle streams: %.1f MB heap used after full GC (%.1f KB a stream),"
                        + " %.1f MB of live objects (%.1f KB a stream); target < %.0f MB: %s%n", streams, extra,
                1024 * extra / streams, extraLive, 1024 * extraLive / streams, targetMb,
                extra < targetMb ? "met" : "MISSED"));
        r.append(String.format("extra threads: %d; extra PostgreSQL backends: %d (active: %d)%n",
                during.threads() - before.threads(), during.backends() - before.backends(),
                during.activeBackends() - before.activeBackends()));
        r.append(String.format("opening %d streams and catching each up (6+ events each): %.1f s; keep-alive comments"
                + " each stream had received by the measure: at least %d%n", streams, openSeconds, keepAlives));
        r.append(String.format("fan-out with all streams open (move sent -> its events on every stream of the game,"
                        + " %d streams a game): p50 %d ms, max %d ms over %d moves%n", streams / games.size(),
                fanOut.get(fanOut.size() / 2), fanOut.getLast(), fanOut.size()));
        r.append(String.format("all clients hung up: the service had dropped every stream after %.1f s"
                + " (noticed at the next keep-alive round)%n", dropSeconds));
        System.out.println();
        System.out.println(r);
        Path report = cfg.projectDir().resolve("target/bench-sse-report.txt");
        Files.writeString(report, r + "\n", StandardCharsets.UTF_8);
        log("report written to " + report);
        return extra < targetMb || !cfg.failOnMiss() ? 0 : 1;
    }

    private Game newGame(int i) throws Exception {
        Api.Answer created = api.createGame("{\"type\":\"COUP\",\"seats\":4,\"options\":{\"seed\":\"sse-" + i + "\"}}");
        if (created.status() != 201) throw new IllegalStateException("create: HTTP " + created.status() + " " + created.body());
        String id = created.json().get("id").asText();
        List<String> tokens = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            Api.Answer seat = api.takeSeat(id, "p" + s);
            if (seat.status() != 201) throw new IllegalStateException("seat: HTTP " + seat.status() + " " + seat.body());
            tokens.add(seat.json().get("token").asText());
        }
        return new Game(id, tokens);
    }

    /** Viewer k % 5: 0 = spectator, 1..4 = seat k-1. */
    private SseClient open(Game g, int k) throws Exception {
        int viewer = k % 5;
        Map<String, String> headers = viewer == 0 ? Map.of() : Map.of("Authorization", "Bearer " + g.tokens().get(viewer - 1));
        SseClient s = SseClient.open(http, URI.create(service.baseUrl() + "/api/v1/games/" + g.id() + "/events"),
                headers, WAIT);
        if (s.status() != 200) throw new IllegalStateException("stream: HTTP " + s.status() + " " + s.body(WAIT));
        return s;
    }

    /** One random legal move of an awaited seat; the ms until every given stream has all its events. */
    private long fanOut(Game g, List<SseClient> watching) throws Exception {
        JsonNode state = api.state(g.id(), g.tokens().getFirst(), -1, 0).json();
        long version = state.get("version").asLong();
        int seat = state.get("awaiting").get(0).asInt();
        JsonNode moves = api.legalMoves(g.id(), g.tokens().get(seat)).json().get("moves");
        long sent = System.nanoTime();
        Api.Answer a = api.move(g.id(), g.tokens().get(seat), version, moves.get(0).toString());
        if (a.status() != 200) throw new IllegalStateException("move: HTTP " + a.status() + " " + a.body());
        int n = (int) (a.json().get("version").asLong() - version);
        long last = sent;
        for (SseClient s : watching) {
            List<SseClient.Event> got = s.take(n, WAIT);
            last = Math.max(last, got.getLast().nanos());
        }
        return (last - sent) / 1_000_000;
    }

    private void awaitStreams(int count) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            if (metrics().getOrDefault("tabletop_sse_streams", -1.0).intValue() == count) return;
            Thread.sleep(250);
        }
        throw new IllegalStateException("the service still counts " + metrics().get("tabletop_sse_streams")
                + " streams, expected " + count);
    }

    private Sample sample() throws Exception {
        jcmd("GC.run");
        Thread.sleep(500);
        jcmd("GC.run");
        Map<String, Double> m = metrics();
        double heap = m.entrySet().stream().filter(e -> e.getKey().startsWith("jvm_memory_used_bytes{")
                && e.getKey().contains("area=\"heap\"")).mapToDouble(Map.Entry::getValue).sum();
        double live = liveObjects();
        int backends = 0, active = 0;
        try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.username(), "");
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*), count(*) FILTER (WHERE state = 'active')"
                     + " FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()")) {
            rs.next();
            backends = rs.getInt(1);
            active = rs.getInt(2);
        }
        return new Sample(heap / 1024 / 1024, live / 1024 / 1024, m.getOrDefault("jvm_threads_live_threads", -1.0).intValue(),
                m.getOrDefault("tabletop_sse_streams", -1.0).intValue(), backends, active);
    }

    /** Bytes of live objects: the Total line of GC.class_histogram (which runs a full GC first). */
    private double liveObjects() throws Exception {
        String out = jcmd("GC.class_histogram");
        for (String line : out.split("\n")) {
            String t = line.trim();
            if (t.startsWith("Total")) {
                String[] f = t.split("\\s+");
                return Double.parseDouble(f[2]);
            }
        }
        return Double.NaN;
    }

    private String jcmd(String command) throws Exception {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        Process p = new ProcessBuilder(jcmd.toString(), String.valueOf(service.pid()), command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException("jcmd " + command + " failed: " + out);
        }
        return out;
    }

    private Map<String, Double> metrics() throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(service.managementUrl() + "/q/metrics"))
                .timeout(Duration.ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.ofString());
        Map<String, Double> out = new java.util.HashMap<>();
        for (String line : r.body().split("\n")) {
            if (line.startsWith("#")) continue;
            Matcher m = METRIC.matcher(line.trim());
            if (m.matches()) {
                String key = m.group(1).equals("jvm_memory_used_bytes") ? m.group(1) + m.group(2) : m.group(1);
                out.merge(key, Double.parseDouble(m.group(3)), Double::sum);
            }
        }
        return out;
    }

    private synchronized void close() {
        if (service != null) {
            service.close();
            service = null;
        }
        if (db != null) {
            try {
                db.close();
            } catch (RuntimeException e) {
                System.err.println("[bench-sse] stopping the database: " + e);
            }
            db = null;
        }
    }

    private static void log(String s) {
        System.out.println("[bench-sse] " + s);
    }
}
