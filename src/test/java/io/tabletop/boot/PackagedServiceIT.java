package io.tabletop.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged service as the README runs it (failsafe, after {@code package}): on its own embedded PostgreSQL
 * with the data kept across restarts, refusing a broken catalogue at start-up, and rebuilding projections from the
 * command line.
 */
class PackagedServiceIT {

    private static final Path JAR = Path.of("target", "quarkus-app", "quarkus-run.jar").toAbsolutePath();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TempDir
    Path dir;

    /** Each process's management port (health): a free one of its own. */
    private final Map<Process, Integer> managementPorts = new java.util.HashMap<>();

    private Process run(Path log, int port, Map<String, String> env, String... args) throws IOException {
        return run(log, port, env, List.of(), args);
    }

    private Process run(Path log, int port, Map<String, String> env, List<String> jvmOptions, String... args)
            throws IOException {
        int management = freePort();
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-Dquarkus.http.host=127.0.0.1", "-Dquarkus.http.port=" + port,
                "-Dquarkus.management.host=127.0.0.1", "-Dquarkus.management.port=" + management));
        cmd.addAll(jvmOptions);
        cmd.addAll(List.of("-jar", JAR.toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().keySet().removeIf(k -> k.startsWith("QUARKUS_") || k.startsWith("TABLETOP_") || k.equals("PORT"));
        pb.environment().putAll(env);
        Process p = pb.start();
        managementPorts.put(p, management);
        return p;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private static HttpResponse<String> send(HttpRequest.Builder b) throws Exception {
        return HTTP.send(b.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private void awaitReady(Process p, Path log) throws Exception {
        int management = managementPorts.get(p);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
        while (System.nanoTime() < until) {
            if (!p.isAlive()) throw new AssertionError("the service exited: " + Files.readString(log));
            try {
                if (send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + management + "/q/health/ready"))).statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        throw new AssertionError("the service did not get ready: " + Files.readString(log));
    }

    private static void stop(Process p) throws InterruptedException {
        p.destroy(); // SIGTERM: the service stops, then its embedded database
        if (!p.waitFor(60, TimeUnit.SECONDS)) p.destroyForcibly().waitFor();
    }

    @Test
    void theRunCommandServesOnItsEmbeddedDatabaseKeepsTheDataAndRebuildsFromTheCommandLine() throws Exception {
        Map<String, String> env = Map.of("TABLETOP_DATA_DIR", dir.resolve("pg").toString());
        int port = freePort();
        Path log = dir.resolve("first.log");
        Process first = run(log, port, env);
        String id;
        try {
            awaitReady(first, log);
            HttpResponse<String> created = send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/games"))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"type\":\"COPYCAT\",\"seats\":2}")));
            assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
            id = created.body().replaceAll(".*\"id\":\"([^\"]+)\".*", "$1");
            assertThat(Files.readString(log)).contains("no database configured: embedded PostgreSQL");
        } finally {
            stop(first);
        }
        assertThat(Files.readString(log)).doesNotContain("ERROR");

        Path rebuildLog = dir.resolve("rebuild.log");
        Process rebuild = run(rebuildLog, freePort(), env, "rebuild-projections");
        assertThat(rebuild.waitFor(240, TimeUnit.SECONDS)).isTrue();
        assertThat(rebuild.exitValue()).as(Files.readString(rebuildLog)).isZero();
        assertThat(Files.readString(rebuildLog)).contains("rebuilt the projections of 1 games from 1 events");

        int again = freePort();
        Path secondLog = dir.resolve("second.log");
        Process second = run(secondLog, again, env);
        try {
            awaitReady(second, secondLog);
            HttpResponse<String> kept = send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + again + "/api/v1/games/" + id)));
            assertThat(kept.statusCode()).as("the game survived the restart").isEqualTo(200);
            assertThat(kept.body()).contains("\"type\":\"COPYCAT\"");
        } finally {
            stop(second);
        }
    }

    /**
     * The training run of the JDK's AOT cache that src/image/aot-image.sh runs inside an image: the warm-up plays,
     * then the process exits (TABLETOP_WARM_UP_THEN=exit) and the JVM writes the cache; a start with the cache and
     * -XX:AOTMode=on (which refuses to start when the cache does not load) gets ready on it.
     */
    @Test
    void theWarmUpTrainsTheJdkAotCacheThenExitsAndAStartLoadsTheCache() throws Exception {
        Assumptions.assumeTrue(Runtime.version().feature() >= 25,
                "the JDK's AOT cache output (-XX:AOTCacheOutput, JEP 514) needs Java 25; this JVM is "
                        + Runtime.version());
        Path cache = dir.resolve("app.aot");
        Map<String, String> env = Map.of("TABLETOP_DATA_DIR", dir.resolve("pg").toString());
        Map<String, String> training = new java.util.HashMap<>(env);
        training.putAll(Map.of("TABLETOP_WARM_UP_MOVES", "300", "TABLETOP_WARM_UP_TIMEOUT", "20s",
                "TABLETOP_WARM_UP_PLAYERS", "8", "TABLETOP_WARM_UP_THEN", "exit"));
        Path log = dir.resolve("training.log");
        Process train = run(log, freePort(), training, List.of("-XX:AOTCacheOutput=" + cache));
        assertThat(train.waitFor(300, TimeUnit.SECONDS)).as("the training run ends by itself").isTrue();
        String out = Files.readString(log);
        assertThat(train.exitValue()).as(out).isZero();
        assertThat(out).containsPattern("warm-up (done|timeout): \\d+ moves")
                .contains("tabletop.warm-up.then=exit: exiting with 0");
        assertThat(cache).as(out).isNotEmptyFile();

        int port = freePort();
        Path startLog = dir.resolve("cached.log");
        Process cached = run(startLog, port, env, List.of("-XX:AOTCache=" + cache, "-XX:AOTMode=on"));
        try {
            awaitReady(cached, startLog);
            HttpResponse<String> types = send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/game-types")));
            assertThat(types.statusCode()).isEqualTo(200);
            assertThat(types.body()).contains("COUP");
        } finally {
            stop(cached);
        }
    }

    @Test
    void aCatalogueWithAWrongCountStopsTheServiceAtStartUpNamingTheProblem() throws Exception {
        Path data = dir.resolve("data/games/copycat");
        Files.createDirectories(data);
        String shipped = new String(PackagedServiceIT.class.getClassLoader()
                .getResourceAsStream("games/copycat/catalogue-v1.json").readAllBytes());
        // card 40 (stage II) moved to stage III
        String broken = shipped.replaceFirst("(\"number\": 40,[^}]*\"stage\": )2", "$13");
        assertThat(broken).isNotEqualTo(shipped);
        Files.writeString(data.resolve("catalogue-v1.json"), broken);
        Path log = dir.resolve("broken.log");
        Process p = run(log, freePort(), Map.of("TABLETOP_DATA_DIR", dir.resolve("pg").toString(),
                "TABLETOP_GAME_DATA_DIR", dir.resolve("data").toString()));
        assertThat(p.waitFor(240, TimeUnit.SECONDS)).as("the service must not start").isTrue();
        String out = Files.readString(log);
        assertThat(p.exitValue()).as(out).isNotZero();
        assertThat(out).contains("Copycat catalogue 'Copycat catalogue, reconstruction v1' is not valid")
                .contains("stage II has 14 action cards, expected 15")
                .contains("stage III has 14 action cards, expected 13");
    }

    @Test
    void aShortAdminTokenStopsTheServiceAtStartUpNamingTheProblem() throws Exception {
        Path log = dir.resolve("short-token.log");
        Process p = run(log, freePort(), Map.of("TABLETOP_DATA_DIR", dir.resolve("pg").toString(),
                "TABLETOP_ADMIN_TOKEN", "short-admin-token"));
        assertThat(p.waitFor(240, TimeUnit.SECONDS)).as("the service must not start").isTrue();
        String out = Files.readString(log);
        assertThat(p.exitValue()).as(out).isNotZero();
        assertThat(out).contains("tabletop.admin-token (TABLETOP_ADMIN_TOKEN) has 17 characters; it must have at"
                + " least 32").doesNotContain("short-admin-token");
    }
}
