package io.tabletop.bench;

import io.tabletop.boot.EmbeddedDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * The training run of the JDK's ahead-of-time cache (JEP 483 classes loaded and linked, JEP 515 method profiles):
 * the packaged service started with {@code -XX:AOTCacheOutput=target/quarkus-app/app.aot} (and the deployment's
 * JVM options, bench.serviceJvm) on a fresh embedded PostgreSQL, the bench runner's SSE bots playing Coup, Copycat
 * and INWO through the lobby for {@code aot.seconds} each, then SIGTERM: the JVM writes the cache as it exits.
 * Start the service with {@code -XX:AOTCache=app.aot} (same JDK build, same JAR, same options) to use it.
 *
 * <p>Run by the {@code aot} Maven profile after the package ({@code ./mvnw -B -Paot package -DskipTests}).
 */
public final class AotTraining {

    private AotTraining() {}

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(System.getProperty("bench.projectDir", System.getProperty("user.dir"))).toAbsolutePath();
        Path out = dir.resolve(System.getProperty("aot.output", "target/quarkus-app/app.aot"));
        int seconds = Integer.parseInt(System.getProperty("aot.seconds", "20").trim());
        Files.deleteIfExists(out);
        String extra = System.getProperty("bench.serviceJvmArgs", "");
        System.setProperty("bench.serviceJvmArgs", (extra + " -XX:AOTCacheOutput=" + out).trim());
        System.setProperty("bench.peer", "off");
        System.setProperty("bench.bots", System.getProperty("bench.bots", "32"));
        System.setProperty("bench.pgDir", System.getProperty("bench.pgDir", "target/aot-training-pg"));
        BenchConfig cfg = BenchConfig.fromSystemProperties();
        long t0 = System.nanoTime();
        int exit = 0;
        try (EmbeddedDatabase db = EmbeddedDatabase.start(cfg.pgDir(), true)) {
            ServiceProcess service = ServiceProcess.start(cfg, db.jdbcUrl(), db.username());
            try {
                service.awaitReady(Duration.ofSeconds(cfg.readyTimeoutSeconds()));
                log(String.format("service ready in %.1f s", service.sinceStart(service.readyNanos)));
                for (String game : List.of("COUP", "COPYCAT", "INWO")) {
                    System.setProperty("bench.game", game);
                    System.setProperty("bench.maxSeats", game.equals("COPYCAT") ? "4" : "6");
                    BenchConfig g = BenchConfig.fromSystemProperties();
                    Stats stats = new Stats();
                    PushPlayers players = new PushPlayers(g, service.baseUrl(), stats, 42, 0);
                    players.start();
                    Thread.sleep(seconds * 1000L);
                    players.stop();
                    log(String.format("%s: %d moves accepted in %d s (%d errors)", game, stats.liveAccepted.sum(),
                            seconds, stats.liveErrors.sum()));
                    if (!service.alive()) throw new IllegalStateException("the service died:\n" + service.tail(40));
                }
            } finally {
                log("stopping the service: the JVM writes " + out + " as it exits");
                service.close(600);
            }
            if (!Files.isRegularFile(out) || Files.size(out) == 0) {
                System.err.println("[aot] no cache written; the service log ends:\n" + service.tail(40));
                exit = 1;
            } else {
                log(String.format("%s: %.1f MB, trained and written in %.0f s", out, Files.size(out) / 1048576.0,
                        (System.nanoTime() - t0) / 1e9));
            }
        }
        System.exit(exit);
    }

    private static void log(String message) {
        System.out.println("[aot] " + message);
    }
}
