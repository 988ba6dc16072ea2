package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.app.Json;
import io.tabletop.boot.EmbeddedDatabase;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Issue 14: the service under faults, for real. One embedded PostgreSQL (on a fixed port, so that it can be
 * restarted where the services expect it) and two packaged services ({@code java -jar
 * target/quarkus-app/quarkus-run.jar}) on it. Racing clients — one thread per seat, every request to the instance
 * the previous one did not use — play Coup games to their end while
 * <ol>
 *   <li>instance A is killed with SIGKILL mid-load and started again on its port;</li>
 *   <li>PostgreSQL is stopped (fast shutdown: every session cut) and started again mid-load;</li>
 * </ol>
 * and one spectator stream per game follows along, reconnecting (to the other instance, with Last-Event-ID)
 * whenever its stream ends. Every move carries an Idempotency-Key; a move whose answer was a 503 or no answer at all
 * (connection refused or cut) is sent again, same key, same If-Match, to the other instance, until it is answered.
 *
 * <p>Then it proves: every acknowledged move is in the log exactly once (each seat's batch in the log is one
 * acknowledged request, and each acknowledged request one batch, with its seat and command); no stream had a gap or a
 * repeat across its reconnects and each saw the whole log; every game's audit verifies; clients saw only 200, 412,
 * 409 (the game ended meanwhile), 503 with Retry-After, or a refused/cut connection — never another 5xx, never a
 * request unanswered after {@link #HANG_BOUND}. Liveness answers throughout the database outage while readiness is
 * DOWN. The figures are printed ({@code [fault]} lines) for src/docs/architecture.md.
 *
 * <p>A second test stops an instance with SIGTERM while it holds a live stream, a long-poll and a burst of moves:
 * the stream gets a {@code retry:} hint and ends, the long-poll is answered, every move sent is answered, and the
 * process exits 0 within its grace period.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class FaultToleranceIT {

    /** No request may stay unanswered longer than this (the HTTP client's timeout; the database acquisition
     *  timeout of the instances is 3 s, so an outage answers 503 well before). */
    static final Duration HANG_BOUND = Duration.ofSeconds(15);
    private static final Duration START_TIMEOUT = Duration.ofSeconds(240);
    private static final int TABLES = 6;
    private static final int TURN_LIMIT = 20;
    private static final int MOVES_BEFORE_KILL = 100;
    private static final int MOVES_BEFORE_DB_RESTART = 100;
    private static final int MOVES_AFTER = 100;
    private static final Duration LOAD_CAP = Duration.ofSeconds(300);
    private static final String ADMIN_TOKEN = "fault-it-admin-token-0123456789abcdef";

    private static final HttpClient HTTP = SseClient.newHttpClient();
    private static final Path DATA = Path.of("target", "it-fault-pg").toAbsolutePath();
    private static int pgPort;
    private static volatile EmbeddedDatabase db;
    private static Instance a;
    private static Instance b;
    private static final Thread CLEANUP = new Thread(FaultToleranceIT::stopAll, "fault-it-cleanup");

    @BeforeAll
    static void start() throws Exception {
        Runtime.getRuntime().addShutdownHook(CLEANUP);
        pgPort = freePort();
        // Not "fresh": zonky deletes a fresh data directory when it stops, and the restart below must find the data.
        deleteTree(DATA);
        db = EmbeddedDatabase.start(DATA, false, pgPort);
        a = new Instance("a", freePort());
        a.start();
        b = new Instance("b", freePort());
        b.start();
    }

    @AfterAll
    static void stop() {
        stopAll();
        try {
            Runtime.getRuntime().removeShutdownHook(CLEANUP);
        } catch (IllegalStateException e) {
            // shutting down already
        }
    }

    private static synchronized void stopAll() {
        for (Instance i : new Instance[] {a, b}) {
            if (i != null) i.stop();
        }
        a = b = null;
        if (db != null) {
            try {
                db.close();
            } catch (RuntimeException e) {
                System.err.println("[fault] stopping the database: " + e);
            }
            db = null;
        }
    }

    // ------------------------------------------------------------------------------------------------------------
    // What the clients saw

    /** One acknowledged move: the key it was sent with and what the answer said. */
    record Ack(UUID game, int seat, String key, long version, JsonNode command, long nanos) {}

    static final ConcurrentLinkedQueue<Ack> acks = new ConcurrentLinkedQueue<>();
    static final Map<String, AtomicInteger> answers = new ConcurrentHashMap<>();
    static final List<String> violations = new CopyOnWriteArrayList<>();
    static final AtomicLong slowest = new AtomicLong();
    static final AtomicInteger retriedMoves = new AtomicInteger();
    static final Set<UUID> played = ConcurrentHashMap.newKeySet();
    static final List<Follower> followers = new CopyOnWriteArrayList<>();
    static volatile boolean stopping;

    static void saw(String what) {
        answers.computeIfAbsent(what, k -> new AtomicInteger()).incrementAndGet();
    }

    /** A request's answer, or why there was none ("refused/cut": the instance is gone; "hang": past the bound). */
    record Answer(int status, String body, String retryAfter, String failure) {
        boolean retryable() {
            return failure != null && !failure.equals("hang") || status == 503;
        }
    }

    /** A health probe's status (not a client's answer: not tallied), 0 when none came. */
    static int probe(URI uri) {
        try {
            return HTTP.send(HttpRequest.newBuilder(uri).timeout(HANG_BOUND).GET().build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    static Answer send(HttpRequest.Builder r) {
        long t0 = System.nanoTime();
        try {
            HttpResponse<String> res = HTTP.send(r.timeout(HANG_BOUND).build(), HttpResponse.BodyHandlers.ofString());
            long ms = (System.nanoTime() - t0) / 1_000_000;
            slowest.accumulateAndGet(ms, Math::max);
            int s = res.statusCode();
            String retryAfter = res.headers().firstValue("Retry-After").orElse(null);
            saw(String.valueOf(s));
            if (s >= 500 && s != 503) violations.add("HTTP " + s + " " + r.build().uri() + ": " + res.body());
            if (s == 503 && retryAfter == null) violations.add("503 without Retry-After: " + r.build().uri());
            if (s == 503 && !res.body().contains("\"code\"")) violations.add("503 without a problem: " + res.body());
            return new Answer(s, res.body(), retryAfter, null);
        } catch (HttpTimeoutException e) {
            saw("hang");
            violations.add("no answer within " + HANG_BOUND.toSeconds() + " s: " + r.build().uri());
            return new Answer(0, null, null, "hang");
        } catch (IOException e) {
            saw("refused/cut");
            return new Answer(0, null, null, "refused/cut");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(0, null, null, "interrupted");
        }
    }

    // ------------------------------------------------------------------------------------------------------------

    @Test
    @Order(1)
    void everyAcknowledgedMoveSurvivesAKilledInstanceAndADatabaseRestartExactlyOnce() throws Exception {
        Instance[] both = {a, b};
        long deadline = System.nanoTime() + LOAD_CAP.toNanos();
        List<Table> tables = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int n = 0; n < TABLES; n++) {
            Table t = new Table(n, deadline);
            tables.add(t);
            threads.add(Thread.ofPlatform().name("table-" + n).start(t));
        }
        long t0 = System.nanoTime();

        // Fault 1: SIGKILL instance A mid-load, start it again on its port.
        awaitAcks(MOVES_BEFORE_KILL, deadline);
        int acksAtKill = acks.size();
        long killAt = System.nanoTime();
        a.kill();
        System.out.printf("[fault] SIGKILL instance a after %d acknowledged moves (%.1f s into the load)%n", acksAtKill,
                secs(killAt - t0));
        a.start();
        long aBack = System.nanoTime();
        int acksWhileADown = acks.size() - acksAtKill;

        // Fault 2: restart PostgreSQL mid-load (fast shutdown: every session, the commit feeds' too, is cut).
        awaitAcks(acks.size() + MOVES_BEFORE_DB_RESTART, deadline);
        int acksAtDb = acks.size();
        long dbStop = System.nanoTime();
        db.close();
        boolean[] liveDuringOutage = {true};
        boolean[] readyDownSeen = {false};
        // While the database is away: liveness never depends on it, readiness says DOWN.
        for (int i = 0; i < 2; i++) {
            for (Instance inst : both) {
                if (probe(inst.managementUri("/q/health/live")) != 200) liveDuringOutage[0] = false;
                if (probe(inst.managementUri("/q/health/ready")) == 503) readyDownSeen[0] = true;
            }
            Thread.sleep(250);
        }
        long dbDownFor = System.nanoTime() - dbStop;
        db = EmbeddedDatabase.start(DATA, false, pgPort);
        long dbBack = System.nanoTime();
        System.out.printf("[fault] PostgreSQL stopped after %d acknowledged moves, down %.1f s, started again in %.1f s%n",
                acksAtDb, secs(dbDownFor), secs(dbBack - dbStop - dbDownFor));

        // Load goes on a while after the database is back, then the tables finish the games they play and stop.
        awaitAcks(acks.size() + MOVES_AFTER, deadline);
        stopping = true;
        for (Thread t : threads) t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()) + 30_000));
        long loadEnd = System.nanoTime();
        for (Thread t : threads) assertThat(t.isAlive()).as("%s ended", t.getName()).isFalse();

        // ---- the proof ----
        List<Ack> all = new ArrayList<>(acks);
        int lost = 0;
        int duplicated = 0;
        int unacknowledged = 0;
        int batchesTotal = 0;
        int finished = 0;
        List<UUID> games = new ArrayList<>(played);
        for (UUID id : games) {
            JsonNode summary = json(b.get("/api/v1/games/" + id, null), 200);
            if (summary.get("status").asText().equals("FINISHED")) finished++;
            long version = summary.get("version").asLong();
            // The log as stored: each batch starts at an event whose meta names its cause.
            TreeMap<Long, JsonNode> causes = new TreeMap<>();
            long head = 0;
            try (Connection c = DriverManager.getConnection(db.jdbcUrl(), db.username(), "");
                 PreparedStatement ps = c.prepareStatement("SELECT seq, meta FROM events WHERE game_id = ? ORDER BY seq")) {
                ps.setObject(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    long expect = 1;
                    while (rs.next()) {
                        long seq = rs.getLong(1);
                        assertThat(seq).as("game %s: events without gaps", id).isEqualTo(expect++);
                        JsonNode meta = Json.readTree(rs.getString(2));
                        if (meta.size() > 0) causes.put(seq, meta);
                        head = seq;
                    }
                }
            }
            assertThat(head).isEqualTo(version);
            // Seat moves (not seat-taking) as batches: last seq of each = the version its move answered.
            Map<Long, JsonNode> moveBatches = new HashMap<>();
            List<Long> starts = new ArrayList<>(causes.keySet());
            for (int i = 0; i < starts.size(); i++) {
                JsonNode meta = causes.get(starts.get(i));
                long end = i + 1 < starts.size() ? starts.get(i + 1) - 1 : head;
                if ("SEAT".equals(meta.path("source").asText())
                        && !"TAKE_SEAT".equals(meta.path("command").path("type").asText())) {
                    moveBatches.put(end, meta);
                }
            }
            batchesTotal += moveBatches.size();
            Map<Long, List<Ack>> acked = new HashMap<>();
            Map<String, Set<Long>> versionsOfKey = new HashMap<>();
            for (Ack k : all) {
                if (!k.game().equals(id)) continue;
                versionsOfKey.computeIfAbsent(k.key(), x -> new java.util.HashSet<>()).add(k.version());
            }
            for (Ack k : all) {
                if (!k.game().equals(id)) continue;
                if (acked.computeIfAbsent(k.version(), x -> new ArrayList<>()).stream().noneMatch(o -> o.key().equals(k.key()))) {
                    acked.get(k.version()).add(k);
                }
            }
            for (var e : versionsOfKey.entrySet()) {
                if (e.getValue().size() > 1) {
                    duplicated += e.getValue().size() - 1;
                    violations.add("game " + id + ": key " + e.getKey() + " acknowledged at versions " + e.getValue());
                }
            }
            for (var e : acked.entrySet()) {
                JsonNode meta = moveBatches.get(e.getKey());
                for (Ack k : e.getValue()) {
                    boolean there = meta != null && meta.path("seat").asInt(-1) == k.seat()
                            && sameCommand(meta.get("command"), k.command());
                    if (!there) {
                        lost++;
                        violations.add("game " + id + ": acknowledged move " + k + " is not the batch ending at "
                                + e.getKey() + " (" + meta + ")");
                    }
                }
                if (e.getValue().size() > 1) {
                    duplicated += e.getValue().size() - 1;
                    violations.add("game " + id + ": two requests acknowledged at version " + e.getKey());
                }
            }
            for (Long end : moveBatches.keySet()) {
                if (!acked.containsKey(end)) {
                    unacknowledged++; // applied, but no client was told: a duplicate, or a request given up on
                    violations.add("game " + id + ": the move batch ending at " + end + " " + moveBatches.get(end)
                            + " was acknowledged to no client");
                }
            }
            // The audit of the finished game verifies (replay, hash chain, seed, final state).
            if (summary.get("status").asText().equals("FINISHED")) {
                JsonNode audit = json(a.get("/api/v1/games/" + id + "/audit", null), 200);
                assertThat(audit.get("verified").asBoolean()).as("audit of %s: %s", id, audit.get("checks")).isTrue();
            }
        }
        int distinctAcked = (int) all.stream().map(k -> k.game() + "/" + k.key()).distinct().count();

        // The streams: every event once, in order, across every reconnect.
        int reconnects = 0;
        int retryHints = 0;
        for (Follower f : followers) {
            assertThat(f.ended).as("stream of %s followed to the end", f.game).isTrue();
            reconnects += f.reconnects;
            retryHints += f.retryHints;
            long version = json(a.get("/api/v1/games/" + f.game, null), 200).get("version").asLong();
            assertThat(f.problems).as("stream of %s", f.game).isEmpty();
            assertThat(f.seqs).as("stream of %s: every event once, in order", f.game)
                    .containsExactlyElementsOf(java.util.stream.LongStream.rangeClosed(1, version).boxed().toList());
        }

        // Recovery: the longest time without any acknowledged move after each fault.
        List<Long> times = all.stream().map(Ack::nanos).sorted().toList();
        double killGap = secs(longestGap(times, killAt, Math.min(aBack + TimeUnit.SECONDS.toNanos(5), dbStop)));
        double dbGap = secs(longestGap(times, dbStop, dbBack + TimeUnit.SECONDS.toNanos(5)));
        double firstAfterDb = secs(firstAfter(times, dbBack) - dbBack);

        System.out.printf("[fault] load: %d tables of 2 racing seat clients and a spectator stream, %d games of Coup"
                        + " (2 seats, turnLimit %d) played one after another, %.1f s; %d finished%n", TABLES,
                games.size(), TURN_LIMIT, secs(loadEnd - t0), finished);
        System.out.printf("[fault] moves acknowledged: %d (distinct requests %d); move batches in the log: %d; lost: %d;"
                        + " duplicated: %d; applied but unacknowledged: %d; moves resent after 503/no answer: %d%n",
                all.size(), distinctAcked, batchesTotal, lost, duplicated, unacknowledged, retriedMoves.get());
        System.out.printf("[fault] SIGKILL of instance a: restarted and ready in %.1f s; %d moves acknowledged by b"
                + " meanwhile (the first %.2f s after the kill); longest pause between acknowledged moves %.2f s%n",
                secs(aBack - killAt), acksWhileADown, secs(firstAfter(times, killAt) - killAt), killGap);
        StringBuilder pauses = new StringBuilder();
        long prevAck = t0;
        for (long t : times) {
            if (t - prevAck > TimeUnit.SECONDS.toNanos(2)) {
                pauses.append(String.format(" %.1f–%.1f s", secs(prevAck - t0), secs(t - t0)));
            }
            prevAck = t;
        }
        System.out.printf("[fault] timeline (s into the load): kill %.1f, a ready %.1f, database stopped %.1f, back %.1f;"
                        + " pauses over 2 s without an acknowledged move:%s%n", secs(killAt - t0), secs(aBack - t0),
                secs(dbStop - t0), secs(dbBack - t0), pauses.length() == 0 ? " none" : pauses);
        System.out.printf("[fault] PostgreSQL restart: down %.1f s; first acknowledged move %.2f s after it was back;"
                + " longest pause between acknowledged moves %.2f s%n", secs(dbDownFor), firstAfterDb, dbGap);
        System.out.printf("[fault] streams: %d reconnects, %d retry: hints, 0 gaps, 0 repeats; answers seen: %s;"
                + " slowest answer %d ms (bound %d s)%n", reconnects, retryHints, new TreeMap<>(answers), slowest.get(),
                HANG_BOUND.toSeconds());
        System.out.printf("[fault] during the database outage: liveness 200 throughout: %s; readiness 503 seen: %s%n",
                liveDuringOutage[0], readyDownSeen[0]);

        assertThat(violations).isEmpty();
        assertThat(lost).isZero();
        assertThat(duplicated).isZero();
        assertThat(unacknowledged).isZero();
        assertThat(batchesTotal).isEqualTo(distinctAcked);
        assertThat(finished).as("games finished before the cap").isEqualTo(games.size());
        assertThat(all.size()).isGreaterThan(MOVES_BEFORE_KILL + MOVES_BEFORE_DB_RESTART);
        assertThat(acksWhileADown).as("b kept acknowledging while a was down").isPositive();
        assertThat(liveDuringOutage[0]).as("liveness answered 200 while the database was down").isTrue();
        assertThat(readyDownSeen[0]).as("readiness said 503 while the database was down").isTrue();
        assertThat(answers.keySet()).as("only 200/201/204/304, 409, 412, 503 or a refused/cut connection")
                .isSubsetOf(Set.of("200", "201", "204", "304", "409", "412", "503", "refused/cut"));
    }

    @Test
    @Order(2)
    void sigtermClosesStreamsWithARetryHintAnswersLongPollsAndFinishesMoves() throws Exception {
        Instance c = new Instance("c", freePort());
        c.extraEnv.put("QUARKUS_LOG_CONSOLE_JSON_ENABLED", "true"); // and this one logs JSON lines
        c.start();
        try {
            JsonNode created = json(c.post("/api/v1/games", null, null, null,
                    "{\"type\":\"COUP\",\"seats\":2,\"options\":{\"seed\":\"fault-term\"}}"), 201);
            String id = created.get("id").asText();
            String creator = created.get("creatorToken").asText();
            List<String> tokens = new ArrayList<>();
            for (int s = 0; s < 2; s++) {
                // seat 0 is taken by the creator (with its token), so that the creator may recover it below
                tokens.add(json(c.post("/api/v1/games/" + id + "/seats", s == 0 ? creator : null, null, null,
                        "{\"name\":\"p" + s + "\"}"), 201).get("token").asText());
            }
            // A request that logs a line (recovering a seat), with our request id.
            Answer reissued = send(c.request("/api/v1/games/" + id + "/seats/0/token", creator)
                    .header("X-Request-Id", "fault-it-reissue-1").POST(HttpRequest.BodyPublishers.noBody()));
            assertThat(reissued.status()).isEqualTo(200);
            tokens.set(0, Json.readTree(reissued.body()).get("token").asText());
            SseClient stream = SseClient.open(HTTP, c.uri("/api/v1/games/" + id + "/events"), Map.of(), HANG_BOUND);
            assertThat(stream.status()).isEqualTo(200);
            JsonNode state = json(c.get("/api/v1/games/" + id + "/state", tokens.get(1)), 200);
            long version = state.get("version").asLong();
            stream.take((int) version, HANG_BOUND);
            // A long-poll waiting for the game to move past its version.
            var longPoll = HTTP.sendAsync(HttpRequest.newBuilder(c.uri("/api/v1/games/" + id + "/state"))
                    .header("Authorization", "Bearer " + tokens.get(1)).header("If-None-Match", "\"" + version + "\"")
                    .header("Prefer", "wait=55").timeout(HANG_BOUND).GET().build(), HttpResponse.BodyHandlers.ofString());
            Thread.sleep(500);
            // A burst of moves in flight as the signal arrives (the awaited seat's legal moves at this version: one
            // wins, the others are stale); every one of them must be answered, none cut off.
            int awaited = state.get("awaiting").get(0).asInt();
            JsonNode legal = json(c.get("/api/v1/games/" + id + "/state", tokens.get(awaited)), 200).get("moves");
            List<java.util.concurrent.CompletableFuture<HttpResponse<String>>> burst = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                burst.add(HTTP.sendAsync(c.request("/api/v1/games/" + id + "/moves", tokens.get(awaited))
                        .header("Content-Type", "application/json").header("If-Match", "\"" + version + "\"")
                        .POST(HttpRequest.BodyPublishers.ofString(legal.get(i % legal.size()).toString()))
                        .timeout(HANG_BOUND).build(), HttpResponse.BodyHandlers.ofString()));
            }
            long sigterm = System.nanoTime();
            c.process.destroy(); // SIGTERM
            Map<Integer, Integer> burstAnswers = new TreeMap<>();
            for (var f : burst) {
                HttpResponse<String> r = f.get(HANG_BOUND.toSeconds(), TimeUnit.SECONDS); // cut off: this throws
                burstAnswers.merge(r.statusCode(), 1, Integer::sum);
                assertThat(r.statusCode()).as("a move in flight at SIGTERM: %s", r.body()).isIn(200, 412, 503);
            }
            assertThat(burstAnswers.getOrDefault(200, 0)).as("at most one move wins at a version").isLessThanOrEqualTo(1);
            HttpResponse<String> polled = longPoll.get(HANG_BOUND.toSeconds(), TimeUnit.SECONDS);
            long pollAnswered = System.nanoTime();
            assertThat(polled.statusCode()).as("the long-poll is answered, not cut").isIn(200, 304);
            assertThat(stream.awaitEnd(Duration.ofSeconds(10))).as("the stream ends").isTrue();
            long streamEnded = System.nanoTime();
            assertThat(stream.retry()).as("the stream's last words: a retry: hint").isEqualTo("1000");
            assertThat(c.process.waitFor(40, TimeUnit.SECONDS)).as("exits within the grace period").isTrue();
            long exited = System.nanoTime();
            assertThat(c.process.exitValue()).isIn(0, 143);
            // Its log: JSON lines, and the line of the recovery carries the request id.
            List<JsonNode> lines = new ArrayList<>();
            for (String line : Files.readAllLines(c.log, StandardCharsets.UTF_8)) {
                if (line.startsWith("{")) lines.add(Json.readTree(line));
            }
            assertThat(lines).as("JSON log lines").hasSizeGreaterThan(5);
            assertThat(lines).anySatisfy(l -> {
                assertThat(l.path("message").asText()).contains("recovered");
                assertThat(l.at("/mdc/requestId").asText()).isEqualTo("fault-it-reissue-1");
            });
            System.out.printf("[fault] SIGTERM: moves in flight answered %s; long-poll answered %d after %.2f s, stream"
                            + " ended with retry: %s after %.2f s, process exited (%d) after %.2f s%n", burstAnswers,
                    polled.statusCode(),
                    secs(pollAnswered - sigterm), stream.retry(), secs(streamEnded - sigterm), c.process.exitValue(),
                    secs(exited - sigterm));
        } finally {
            c.stop();
        }
    }

    // ------------------------------------------------------------------------------------------------------------

    /**
     * A table: sets up a game (create, two seats; a game whose setup got a 503 or no answer is left aside), plays it
     * to its end with one racing client per seat and a spectator stream, and starts the next, until told to stop.
     */
    final class Table implements Runnable {
        final int n;
        final long deadline;
        int games;

        Table(int n, long deadline) {
            this.n = n;
            this.deadline = deadline;
        }

        @Override
        public void run() {
            try {
                while (!stopping && System.nanoTime() < deadline) {
                    int g = games++;
                    Instance via = (n + g) % 2 == 0 ? a : b;
                    Answer created = via.post("/api/v1/games", null, null, null, "{\"type\":\"COUP\",\"seats\":2,"
                            + "\"options\":{\"variant\":\"" + (g % 2 == 0 ? "UN" : "MEDIA") + "\",\"seed\":\"fault-" + n
                            + "-" + g + "\",\"turnLimit\":" + TURN_LIMIT + "}}");
                    if (created.status() != 201) {
                        Thread.sleep(200);
                        continue;
                    }
                    UUID id = UUID.fromString(Json.readTree(created.body()).get("id").asText());
                    String[] tokens = new String[2];
                    boolean ok = true;
                    for (int s = 0; s < 2 && ok; s++) {
                        Answer seat = (s == 0 ? a : b).post("/api/v1/games/" + id + "/seats", null, null, null,
                                "{\"seat\":" + s + ",\"name\":\"p" + s + "\"}");
                        ok = seat.status() == 201;
                        if (ok) tokens[s] = Json.readTree(seat.body()).get("token").asText();
                    }
                    if (!ok) {
                        Thread.sleep(200);
                        continue; // left aside (an outage during set-up): not one of the games proven below
                    }
                    played.add(id);
                    Follower f = new Follower(id, n % 2, deadline);
                    followers.add(f);
                    List<Thread> ts = new ArrayList<>();
                    ts.add(Thread.ofPlatform().name("follow-" + n + "-" + g).start(f));
                    for (int s = 0; s < 2; s++) {
                        Player p = new Player(id, s, tokens[s], (n + s) % 2, new Random(31L * n + 7L * g + s), deadline);
                        ts.add(Thread.ofPlatform().name("seat-" + n + "-" + g + "-" + s).start(p));
                    }
                    for (Thread t : ts) t.join();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (Exception | AssertionError e) {
                violations.add("table " + n + " failed: " + e);
            }
        }
    }

    /** One seat of one game: reads its state, and when awaited sends a legal move — every request alternating. */
    final class Player implements Runnable {
        final UUID game;
        final int seat;
        final String token;
        int turn;
        final Random random;
        final long deadline;

        Player(UUID game, int seat, String token, int first, Random random, long deadline) {
            this.game = game;
            this.seat = seat;
            this.token = token;
            this.turn = first;
            this.random = random;
            this.deadline = deadline;
        }

        Instance next() {
            return (turn++ % 2 == 0) ? a : b;
        }

        @Override
        public void run() {
            try {
                while (System.nanoTime() < deadline) {
                    Answer st = send(next().request("/api/v1/games/" + game + "/state", token).GET());
                    if (st.status() != 200) {
                        Thread.sleep(st.retryable() ? 100 : 50);
                        continue;
                    }
                    JsonNode state = Json.readTree(st.body());
                    if (state.get("status").asText().equals("FINISHED")) return;
                    boolean awaited = false;
                    for (JsonNode s : state.get("awaiting")) awaited |= s.asInt() == seat;
                    JsonNode moves = state.get("moves");
                    if (!awaited || moves == null || moves.isEmpty()) {
                        Thread.sleep(10 + random.nextInt(30));
                        continue;
                    }
                    JsonNode pick = moves.get(random.nextInt(moves.size()));
                    for (JsonNode m : moves) if (m.get("type").asText().equals("PASS") && random.nextInt(3) > 0) pick = m;
                    move(state.get("version").asLong(), pick);
                }
                violations.add("game " + game + " seat " + seat + ": not finished before the cap");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (Exception | AssertionError e) {
                violations.add("seat client of " + game + "/" + seat + " failed: " + e);
            }
        }

        /** Sends one move until it is answered: again (same key, same If-Match) after a 503 or no answer. */
        void move(long version, JsonNode command) throws InterruptedException {
            String key = UUID.randomUUID().toString();
            long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            boolean resent = false;
            while (System.nanoTime() < giveUp) {
                Answer r = send(next().request("/api/v1/games/" + game + "/moves", token)
                        .header("Content-Type", "application/json").header("If-Match", "\"" + version + "\"")
                        .header("Idempotency-Key", key).POST(HttpRequest.BodyPublishers.ofString(command.toString())));
                if (r.status() == 200) {
                    JsonNode body = Json.readTree(r.body());
                    acks.add(new Ack(game, seat, key, body.get("version").asLong(), command, System.nanoTime()));
                    return;
                }
                if (r.status() == 412 || r.status() == 409) return; // not applied: someone else moved first
                if (!r.retryable()) {
                    violations.add("move " + command + " of " + game + "/" + seat + " at " + version + ": "
                            + r.status() + " " + r.body() + (r.failure() == null ? "" : " " + r.failure()));
                    if (r.status() != 0) return;
                }
                if (!resent) retriedMoves.incrementAndGet();
                resent = true;
                Thread.sleep(r.status() == 503 ? 200 : 100);
            }
            violations.add("move of " + game + "/" + seat + " with key " + key + " never answered");
        }
    }

    /** A spectator's live stream of one game, reconnecting with Last-Event-ID (alternating instances) when it ends. */
    final class Follower implements Runnable {
        final UUID game;
        int turn;
        final long deadline;
        final List<Long> seqs = new ArrayList<>();
        final List<String> problems = new ArrayList<>();
        volatile boolean ended;
        int reconnects;
        int retryHints;

        Follower(UUID game, int first, long deadline) {
            this.game = game;
            this.turn = first;
            this.deadline = deadline;
        }

        @Override
        public void run() {
            long last = 0;
            boolean first = true;
            try {
                while (System.nanoTime() < deadline) {
                    Instance via = (turn++ % 2 == 0) ? a : b;
                    if (!first) reconnects++;
                    first = false;
                    SseClient s;
                    try {
                        Map<String, String> h = last > 0 ? Map.of("Last-Event-ID", Long.toString(last)) : Map.of();
                        s = SseClient.open(HTTP, via.uri("/api/v1/games/" + game + "/events"), h, HANG_BOUND);
                    } catch (Exception e) {
                        Thread.sleep(200); // refused (instance down) or not answered: try the other one
                        continue;
                    }
                    if (s.status() == 204) { // the game is over and we have all of it
                        ended = true;
                        return;
                    }
                    if (s.status() != 200) {
                        s.close();
                        Thread.sleep(200);
                        continue;
                    }
                    try {
                        while (true) {
                            SseClient.Event e = s.next(Duration.ofMillis(200));
                            if (e == null) {
                                if (s.ended()) {
                                    List<SseClient.Event> rest = s.drain();
                                    for (SseClient.Event r : rest) last = accept(r, last);
                                    break;
                                }
                                if (System.nanoTime() > deadline) return;
                                continue;
                            }
                            last = accept(e, last);
                        }
                    } finally {
                        if (s.retry() != null) retryHints++;
                        s.close();
                    }
                    Thread.sleep(50);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (Exception e) {
                problems.add("follower failed: " + e);
            }
        }

        private long accept(SseClient.Event e, long last) {
            if ("state".equals(e.name())) return last; // include=state events: none asked for
            long seq = e.seq();
            if (seq != last + 1) problems.add((seq <= last ? "repeat" : "gap") + ": " + seq + " after " + last);
            seqs.add(seq);
            return Math.max(seq, last);
        }
    }

    // ------------------------------------------------------------------------------------------------------------

    static void awaitAcks(int n, long deadline) throws InterruptedException {
        while (acks.size() < n) {
            if (System.nanoTime() > deadline) throw new AssertionError("only " + acks.size() + " moves before the cap");
            Thread.sleep(20);
        }
    }

    /** The stored command (as the codec writes it) is the one sent: same type, same value for every field sent. */
    static boolean sameCommand(JsonNode stored, JsonNode sent) {
        if (stored == null || !stored.path("type").asText().equals(sent.path("type").asText())) return false;
        for (var it = sent.fields(); it.hasNext(); ) {
            var f = it.next();
            if (f.getValue().isNull()) continue;
            if (!f.getValue().equals(stored.get(f.getKey()))) return false;
        }
        return true;
    }

    static long longestGap(List<Long> times, long from, long to) {
        long prev = from;
        long gap = 0;
        for (long t : times) {
            if (t < from) continue;
            if (t > to) return Math.max(gap, to - prev); // the window ends: what is beyond it is another fault's
            gap = Math.max(gap, t - prev);
            prev = t;
        }
        return gap;
    }

    static long firstAfter(List<Long> times, long from) {
        for (long t : times) if (t >= from) return t;
        return from;
    }

    static double secs(long nanos) {
        return nanos / 1e9;
    }

    static JsonNode json(Answer r, int expected) {
        assertThat(r.status()).as("answer %s", r).isEqualTo(expected);
        return Json.readTree(r.body());
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    /** One packaged service on the shared database, on a fixed port (restarted there), its output in a log file. */
    static final class Instance {
        final String name;
        final int port;
        /** Health and metrics (quarkus.management.port): two services on one machine need one each. */
        final int managementPort;
        volatile Process process;
        int starts;
        Path log;
        final Map<String, String> extraEnv = new HashMap<>();

        Instance(String name, int port) throws IOException {
            this.name = name;
            this.port = port;
            this.managementPort = freePort();
        }

        void start() throws Exception {
            Path jar = Path.of("target", "quarkus-app", "quarkus-run.jar").toAbsolutePath();
            if (!Files.isRegularFile(jar)) throw new IllegalStateException(jar + " is missing: run ./mvnw verify");
            Path log = Path.of("target", "it-fault-" + name + "-" + (starts++) + ".log").toAbsolutePath();
            this.log = log;
            List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx256m", "-Dquarkus.http.host=127.0.0.1", "-Dquarkus.http.port=" + port,
                    "-Dquarkus.management.host=127.0.0.1", "-Dquarkus.management.port=" + managementPort,
                    "-jar", jar.toString());
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
            Map<String, String> env = pb.environment();
            env.keySet().removeIf(k -> k.startsWith("QUARKUS_") || k.startsWith("TABLETOP_") || k.equals("PORT")
                    || k.equals("MANAGEMENT_PORT"));
            env.put("QUARKUS_DATASOURCE_JDBC_URL", "jdbc:postgresql://localhost:" + pgPort + "/postgres?connectTimeout=2");
            env.put("QUARKUS_DATASOURCE_USERNAME", "postgres");
            env.put("QUARKUS_DATASOURCE_PASSWORD", "");
            env.put("QUARKUS_DATASOURCE_JDBC_ACQUISITION_TIMEOUT", "3S");
            env.put("TABLETOP_COMMIT_FEED_PING", "1s");
            env.put("TABLETOP_COMMIT_FEED_TIMEOUT", "2s");
            env.put("TABLETOP_SSE_KEEP_ALIVE", "2s");
            env.put("TABLETOP_ADMIN_TOKEN", ADMIN_TOKEN);
            env.put("TABLETOP_LONG_POLL_SEATS_PER_ADDRESS", "1000");
            env.put("TABLETOP_LONG_POLL_SPECTATORS_PER_ADDRESS", "1000");
            env.put("TABLETOP_SSE_SEATS_PER_ADDRESS", "1000");
            env.put("TABLETOP_SSE_SPECTATORS_PER_ADDRESS", "1000");
            env.put("TABLETOP_LIMITS_TRUSTED_ADDRESSES", "127.0.0.1"); // every client here comes from one address
            env.putAll(extraEnv);
            process = pb.start();
            long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
            while (System.nanoTime() < deadline) {
                if (!process.isAlive()) {
                    throw new IllegalStateException(name + " exited with " + process.exitValue() + ":\n" + tail(log));
                }
                try {
                    HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(managementUri("/q/health/ready"))
                            .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
                    if (r.statusCode() == 200) {
                        System.out.printf("[fault] instance %s ready on port %d (pid %d)%n", name, port, process.pid());
                        return;
                    }
                } catch (IOException e) {
                    // not listening yet
                }
                Thread.sleep(100);
            }
            throw new IllegalStateException(name + " not ready in " + START_TIMEOUT.toSeconds() + " s:\n" + tail(log));
        }

        /** SIGKILL: no shutdown hook, no goodbye. */
        void kill() throws InterruptedException {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }

        void stop() {
            Process p = process;
            if (p == null || !p.isAlive()) return;
            p.destroy();
            try {
                if (!p.waitFor(40, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    p.waitFor(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }

        URI uri(String path) {
            return URI.create("http://127.0.0.1:" + port + path);
        }

        /** Health and metrics are on the management port. */
        URI managementUri(String path) {
            return URI.create("http://127.0.0.1:" + managementPort + path);
        }

        HttpRequest.Builder request(String path, String token) {
            HttpRequest.Builder r = HttpRequest.newBuilder(uri(path));
            if (token != null) r.header("Authorization", "Bearer " + token);
            return r;
        }

        Answer get(String path, String token) {
            return send(request(path, token).GET());
        }

        Answer post(String path, String token, String ifMatch, String key, String body) {
            HttpRequest.Builder r = request(path, token).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body));
            if (ifMatch != null) r.header("If-Match", ifMatch);
            if (key != null) r.header("Idempotency-Key", key);
            return send(r);
        }

        static String tail(Path log) {
            try {
                List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
                return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
            } catch (IOException e) {
                return "(no log: " + e + ")";
            }
        }
    }
}
