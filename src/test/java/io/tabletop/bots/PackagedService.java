package io.tabletop.bots;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The packaged jar (target/quarkus-app) on its embedded PostgreSQL in {@code data}, for ITs and the arena. On a
 * machine shared with other builds the embedded PostgreSQL may take longer than the service's default 60 s to accept
 * connections (once seen: "Gave up waiting for server to start" on a restart), so the service is given
 * {@link #DB_WAIT} ({@code -Dit.db.startup.seconds}, default 180) and readiness that plus {@link #HTTP_WAIT}. A restart
 * reuses the data directory, so {@link #close} returns only when the service and the PostgreSQL it started are gone:
 * a postmaster left running would keep the next one from starting.
 */
public record PackagedService(Process process, String url, String managementUrl, Path log) implements AutoCloseable {

    private static final Path JAR = Path.of("target", "quarkus-app", "quarkus-run.jar").toAbsolutePath();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** How long the service's embedded PostgreSQL may take to accept connections (TABLETOP_DB_STARTUP_WAIT). */
    static final Duration DB_WAIT = Duration.ofSeconds(Long.getLong("it.db.startup.seconds", 180));

    /** How long the service may take, once its database is up, to answer ready. */
    static final Duration HTTP_WAIT = Duration.ofSeconds(240);

    /** How long a stop may take: the service, then the PostgreSQL it started. */
    static final Duration STOP_WAIT = Duration.ofSeconds(Long.getLong("it.stop.seconds", 90));

    /**
     * Starts the packaged service and waits until it is ready. Free ports are found by binding and letting go, so the
     * service's embedded PostgreSQL may take one of them first (seen once in CI): a start that fails with "Address
     * already in use" is tried again on new ports, up to three times.
     */
    static PackagedService start(Path log, Path data, boolean bots) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                return startOnce(log, data, bots);
            } catch (AssertionError e) {
                if (attempt >= 3 || !String.valueOf(e.getMessage()).contains("Address already in use")) throw e;
                System.err.println("[it] the service's ports were taken meanwhile; starting it again on new ones");
                Thread.sleep(1_000);
            }
        }
    }

    private static PackagedService startOnce(Path log, Path data, boolean bots) throws Exception {
        int port;
        int management; // health and metrics: a port of its own (quarkus.management.port), not another service's
        try (ServerSocket socket = new ServerSocket(0); ServerSocket other = new ServerSocket(0)) {
            port = socket.getLocalPort();
            management = other.getLocalPort();
        }
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-Dquarkus.http.host=127.0.0.1", "-Dquarkus.http.port=" + port, "-Dquarkus.management.host=127.0.0.1",
                "-Dquarkus.management.port=" + management, "-jar", JAR.toString());
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().keySet().removeIf(k -> k.startsWith("QUARKUS_") || k.startsWith("TABLETOP_") || k.equals("PORT"));
        pb.environment().put("TABLETOP_DATA_DIR", data.toString());
        pb.environment().put("TABLETOP_DB_STARTUP_WAIT", String.valueOf(DB_WAIT.toSeconds()));
        pb.environment().put("TABLETOP_BOTS_ENABLED", String.valueOf(bots));
        // the arena's games and seats all come from this machine: no per-address rate or cap applies
        pb.environment().put("TABLETOP_LIMITS_TRUSTED_ADDRESSES", "127.0.0.1");
        pb.environment().put("TABLETOP_BOTS_ALL_BOT_GAMES", "0");
        PackagedService s = new PackagedService(pb.start(), "http://127.0.0.1:" + port,
                "http://127.0.0.1:" + management, log);
        long until = System.nanoTime() + DB_WAIT.plus(HTTP_WAIT).toNanos();
        while (System.nanoTime() < until) {
            if (!s.process.isAlive()) throw new AssertionError("the service exited: " + Files.readString(log));
            try {
                if (HTTP.send(HttpRequest.newBuilder(URI.create(s.managementUrl + "/q/health/ready")).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode() == 200) return s;
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        s.close();
        throw new AssertionError("the service did not get ready: " + Files.readString(log));
    }

    /**
     * Stops the service (SIGTERM: it stops, then its embedded PostgreSQL) and waits for both. A service that does not
     * stop in time is killed, and a PostgreSQL it leaves behind is stopped (SIGTERM, then killed), each said on
     * stderr: the next start on the same data must not find it still running.
     */
    @Override
    public void close() throws Exception {
        List<ProcessHandle> started = process.descendants().toList(); // its embedded PostgreSQL and the backends
        process.destroy();
        if (!process.waitFor(STOP_WAIT.toSeconds(), TimeUnit.SECONDS)) {
            System.err.printf("packaged service: pid %d did not stop within %d s, killed (log %s)%n", process.pid(),
                    STOP_WAIT.toSeconds(), log);
            process.destroyForcibly().waitFor();
        }
        for (ProcessHandle p : started) {
            if (!p.isAlive()) continue;
            try {
                p.onExit().get(STOP_WAIT.toSeconds(), TimeUnit.SECONDS);
            } catch (java.util.concurrent.TimeoutException e) {
                System.err.printf("packaged service: its process %d (%s) still runs %d s after it stopped; stopping it%n",
                        p.pid(), p.info().command().orElse("?"), STOP_WAIT.toSeconds());
                p.destroy();
                try {
                    p.onExit().get(STOP_WAIT.toSeconds(), TimeUnit.SECONDS);
                } catch (java.util.concurrent.TimeoutException again) {
                    p.destroyForcibly();
                    p.onExit().get(STOP_WAIT.toSeconds(), TimeUnit.SECONDS);
                }
            }
        }
    }
}
