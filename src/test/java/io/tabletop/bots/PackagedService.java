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

/** The packaged jar (target/quarkus-app) on its embedded PostgreSQL in {@code data}, for ITs and the arena. */
public record PackagedService(Process process, String url, String managementUrl, Path log) implements AutoCloseable {

    private static final Path JAR = Path.of("target", "quarkus-app", "quarkus-run.jar").toAbsolutePath();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    static PackagedService start(Path log, Path data, boolean bots) throws Exception {
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
        pb.environment().put("TABLETOP_BOTS_ENABLED", String.valueOf(bots));
        // the arena's games and seats all come from this machine: no per-address rate or cap applies
        pb.environment().put("TABLETOP_LIMITS_TRUSTED_ADDRESSES", "127.0.0.1");
        pb.environment().put("TABLETOP_BOTS_ALL_BOT_GAMES", "0");
        PackagedService s = new PackagedService(pb.start(), "http://127.0.0.1:" + port,
                "http://127.0.0.1:" + management, log);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
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

    @Override
    public void close() throws Exception {
        process.destroy();
        if (!process.waitFor(60, TimeUnit.SECONDS)) process.destroyForcibly().waitFor();
    }
}
