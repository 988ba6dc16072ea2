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
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Live streams across server instances, for real: one embedded PostgreSQL and two packaged services
 * ({@code java -jar target/quarkus-app/quarkus-run.jar}) on it. Streams are opened on instance A, the moves are made
 * on instance B (and the other way round); every move's events must reach the other instance's streams within
 * 1 s, in order, once, redacted for their viewer. Run by failsafe in {@code ./mvnw verify}, after {@code package}.
 */
class LiveStreamIT {

    private static final Duration START_TIMEOUT = Duration.ofSeconds(240);
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final long LIMIT_MILLIS = 1_000;

    private static EmbeddedDatabase db;
    private static Instance a;
    private static Instance b;
    private static final HttpClient HTTP = SseClient.newHttpClient();
    private static final Thread CLEANUP = new Thread(LiveStreamIT::stopAll, "live-stream-it-cleanup");

    @BeforeAll
    static void start() throws Exception {
        Runtime.getRuntime().addShutdownHook(CLEANUP); // also when the test JVM is stopped from outside
        db = EmbeddedDatabase.start(Path.of("target", "it-pg").toAbsolutePath(), true);
        // One after the other: both run the Flyway migration at start-up.
        a = Instance.start("a", db);
        b = Instance.start("b", db);
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
            if (i != null) i.close();
        }
        a = b = null;
        if (db != null) {
            try {
                db.close();
            } catch (RuntimeException e) {
                System.err.println("[it] stopping the database: " + e);
            }
            db = null;
        }
    }

    @Test
    void movesMadeOnOneInstanceReachStreamsOnTheOtherWithinOneSecond() throws Exception {
        JsonNode created = b.post("/api/v1/games", null, null,
                "{\"type\":\"COUP\",\"seats\":4,\"options\":{\"variant\":\"UN\",\"seed\":\"it-live\"}}");
        String game = created.get("id").asText();
        // Streams on A before anything else happens, so the lobby's events already travel between the instances.
        SseClient spectatorOnA = a.stream(game, null);
        List<String> tokens = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            tokens.add(b.post("/api/v1/games/" + game + "/seats", null, null, "{\"name\":\"p" + i + "\"}").get("token").asText());
        }
        SseClient seat0OnA = a.stream(game, tokens.get(0));
        SseClient spectatorOnB = b.stream(game, null);
        List<SseClient> all = List.of(spectatorOnA, seat0OnA, spectatorOnB);
        try {
            long version = b.get("/api/v1/games/" + game, null).get("version").asLong();
            List<JsonNode> spectatorEvents = new ArrayList<>(json(spectatorOnA.take((int) version, WAIT)));
            assertThat(spectatorEvents.subList(0, 5)).extracting(e -> e.get("type").asText())
                    .containsExactly("GAME_CREATED", "SEAT_TAKEN", "SEAT_TAKEN", "SEAT_TAKEN", "SEAT_TAKEN");
            List<JsonNode> seat0Events = new ArrayList<>(json(seat0OnA.take((int) version, WAIT)));
            spectatorOnB.take((int) version, WAIT);
            List<Long> latencies = new ArrayList<>();
            Random random = new Random(42);
            for (int move = 0; move < 40; move++) {
                // Even moves through B (the streams on A must hear of them), odd ones through A (the stream on B must).
                Instance via = move % 2 == 0 ? b : a;
                JsonNode summary = via.get("/api/v1/games/" + game, null);
                if (summary.get("status").asText().equals("FINISHED")) break;
                List<Integer> awaiting = new ArrayList<>();
                summary.get("awaiting").forEach(n -> awaiting.add(n.asInt()));
                int seat = awaiting.get(random.nextInt(awaiting.size()));
                JsonNode moves = via.get("/api/v1/games/" + game + "/legal-moves", tokens.get(seat)).get("moves");
                JsonNode pick = moves.get(random.nextInt(moves.size()));
                for (JsonNode m : moves) if (m.get("type").asText().equals("PASS") && random.nextInt(3) > 0) pick = m;
                long sent = System.nanoTime();
                long now = via.post("/api/v1/games/" + game + "/moves", tokens.get(seat), "\"" + version + "\"",
                        pick.toString()).get("version").asLong();
                int n = (int) (now - version);
                List<SseClient.Event> onA = spectatorOnA.take(n, WAIT);
                List<SseClient.Event> seatOnA = seat0OnA.take(n, WAIT);
                List<SseClient.Event> onB = spectatorOnB.take(n, WAIT);
                for (List<SseClient.Event> far : via == b ? List.of(onA, seatOnA) : List.of(onB)) {
                    long millis = (far.getLast().nanos() - sent) / 1_000_000;
                    latencies.add(millis);
                    assertThat(millis).as("move %d (%s via %s) reached the other instance after %d ms", move, pick,
                            via.name, millis).isLessThan(LIMIT_MILLIS);
                    assertThat(far.getFirst().seq()).isEqualTo(version + 1);
                }
                spectatorEvents.addAll(json(onA));
                seat0Events.addAll(json(seatOnA));
                version = now;
            }
            assertThat(latencies).hasSizeGreaterThan(10);
            List<Long> sorted = new ArrayList<>(latencies);
            Collections.sort(sorted);
            System.out.printf("[it] cross-instance delivery, move sent → its last event on a stream of the other "
                            + "instance: %d deliveries, p50 %d ms, max %d ms%n", sorted.size(),
                    sorted.get(sorted.size() / 2), sorted.getLast());

            // What arrived on A is exactly the log as each viewer may read it (nothing lost, nothing twice).
            String status = b.get("/api/v1/games/" + game, null).get("status").asText();
            if (!status.equals("FINISHED")) {
                assertThat(spectatorEvents).isEqualTo(b.events(game, null));
                assertThat(seat0Events).isEqualTo(b.events(game, tokens.get(0)));
            } else {
                assertThat(spectatorEvents.stream().map(e -> e.get("seq").asLong()).toList())
                        .isEqualTo(b.events(game, null).stream().map(e -> e.get("seq").asLong()).toList());
            }
            for (SseClient s : all) assertThat(s.next(Duration.ofMillis(200))).as("nothing twice").isNull();
        } finally {
            all.forEach(SseClient::close);
        }
    }

    private static List<JsonNode> json(List<SseClient.Event> events) {
        return events.stream().map(SseClient.Event::json).toList();
    }

    /** One packaged service on the shared database, its output in target/it-instance-NAME.log. */
    private static final class Instance implements AutoCloseable {
        final String name;
        final Process process;
        final int port;
        /** Health (quarkus.management.port): the two services on this machine need one each. */
        final int managementPort;
        final Path log;

        private Instance(String name, Process process, int port, int managementPort, Path log) {
            this.name = name;
            this.process = process;
            this.port = port;
            this.managementPort = managementPort;
            this.log = log;
        }

        static Instance start(String name, EmbeddedDatabase db) throws Exception {
            Path jar = Path.of("target", "quarkus-app", "quarkus-run.jar").toAbsolutePath();
            if (!Files.isRegularFile(jar)) throw new IllegalStateException(jar + " is missing: run ./mvnw verify (package first)");
            Exception last = null;
            for (int attempt = 1; attempt <= 3; attempt++) { // a free port may be taken before the service binds it
                int port = freePort();
                int management = freePort();
                Path log = Path.of("target", "it-instance-" + name + ".log").toAbsolutePath();
                List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xmx256m", "-Dquarkus.http.host=127.0.0.1", "-Dquarkus.http.port=" + port,
                        "-Dquarkus.management.host=127.0.0.1", "-Dquarkus.management.port=" + management,
                        "-jar", jar.toString());
                ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
                Map<String, String> env = pb.environment();
                env.keySet().removeIf(k -> k.startsWith("QUARKUS_") || k.equals("PORT") || k.equals("MANAGEMENT_PORT")
                        || k.equals("TABLETOP_DATA_DIR"));
                env.put("QUARKUS_DATASOURCE_JDBC_URL", db.jdbcUrl());
                env.put("QUARKUS_DATASOURCE_USERNAME", db.username());
                env.put("QUARKUS_DATASOURCE_PASSWORD", "");
                env.put("TABLETOP_LIMITS_TRUSTED_ADDRESSES", "127.0.0.1");
                Instance i = new Instance(name, pb.start(), port, management, log);
                try {
                    i.awaitReady();
                    System.out.printf("[it] instance %s ready on port %d (pid %d)%n", name, port, i.process.pid());
                    return i;
                } catch (Exception e) {
                    i.close();
                    last = e;
                    System.err.println("[it] instance " + name + " attempt " + attempt + " failed: " + e.getMessage());
                }
            }
            throw last;
        }

        void awaitReady() throws Exception {
            long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
            String last = "no answer";
            while (System.nanoTime() < deadline) {
                if (!process.isAlive()) throw new IllegalStateException("exited with " + process.exitValue() + ":\n" + tail());
                try {
                    HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(
                            URI.create("http://127.0.0.1:" + managementPort + "/q/health/ready"))
                            .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
                    if (r.statusCode() == 200) return;
                    last = "HTTP " + r.statusCode();
                } catch (IOException e) {
                    last = e.toString();
                }
                Thread.sleep(250);
            }
            throw new IllegalStateException("not ready in " + START_TIMEOUT.toSeconds() + " s (" + last + "):\n" + tail());
        }

        URI uri(String path) {
            return URI.create("http://127.0.0.1:" + port + path);
        }

        SseClient stream(String game, String token) throws Exception {
            Map<String, String> headers = new HashMap<>();
            if (token != null) headers.put("Authorization", "Bearer " + token);
            SseClient s = SseClient.open(HTTP, uri("/api/v1/games/" + game + "/events"), headers, WAIT);
            assertThat(s.status()).isEqualTo(200);
            return s;
        }

        JsonNode get(String path, String token) throws Exception {
            HttpRequest.Builder r = HttpRequest.newBuilder(uri(path)).timeout(WAIT).GET();
            if (token != null) r.header("Authorization", "Bearer " + token);
            return answer(r.build(), 200);
        }

        JsonNode post(String path, String token, String ifMatch, String body) throws Exception {
            HttpRequest.Builder r = HttpRequest.newBuilder(uri(path)).timeout(WAIT)
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
            if (token != null) r.header("Authorization", "Bearer " + token);
            if (ifMatch != null) r.header("If-Match", ifMatch);
            return answer(r.build(), path.endsWith("/moves") ? 200 : 201);
        }

        List<JsonNode> events(String game, String token) throws Exception {
            List<JsonNode> out = new ArrayList<>();
            get("/api/v1/games/" + game + "/events?limit=1000", token).get("events").forEach(out::add);
            return out;
        }

        private JsonNode answer(HttpRequest request, int expected) throws Exception {
            HttpResponse<String> r = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).as("%s %s on %s: %s", request.method(), request.uri(), name, r.body())
                    .isEqualTo(expected);
            return Json.readTree(r.body());
        }

        String tail() {
            try {
                List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
                return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
            } catch (IOException e) {
                return "(no log: " + e + ")";
            }
        }

        @Override
        public void close() {
            if (!process.isAlive()) return;
            process.destroy();
            try {
                if (!process.waitFor(30, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    process.waitFor(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }

        private static int freePort() throws IOException {
            try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
                return s.getLocalPort();
            }
        }
    }
}
