package io.tabletop.bench;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The packaged service ({@code java -jar quarkus-run.jar}) as a child process, its output in a log file. */
final class ServiceProcess implements AutoCloseable {

    private final Process process;
    final int port;
    /** Health and metrics (quarkus.management.port): a free port of its own, not 9000 (a peer's, another run's). */
    final int managementPort;
    final Path log;
    /** System.nanoTime() just before the process was started: the ramp's zero. */
    final long startNanos;
    /** When /q/health/ready first answered at all (any status), and first answered 200; 0 until then. */
    volatile long firstAnswerNanos, readyNanos;

    private ServiceProcess(Process process, long startNanos, int port, int managementPort, Path log) {
        this.process = process;
        this.startNanos = startNanos;
        this.port = port;
        this.managementPort = managementPort;
        this.log = log;
    }

    static ServiceProcess start(BenchConfig cfg, String jdbcUrl, String user) throws IOException {
        return start(cfg, cfg.jar(), jdbcUrl, user, List.of());
    }

    /**
     * As {@link #start(BenchConfig, String, String)}, running the build {@code jar} with {@code extraJvmArgs} after
     * the configured options.
     */
    static ServiceProcess start(BenchConfig cfg, Path jar, String jdbcUrl, String user, List<String> extraJvmArgs)
            throws IOException {
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar + " is missing: package the service first (./mvnw package -DskipTests)");
        }
        int port = freePort();
        int management = freePort();
        Path log = cfg.projectDir().resolve("target/bench-service.log");
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(cfg.serviceJvmArgs());
        cmd.addAll(extraJvmArgs);
        cmd.add("-jar");
        cmd.add(jar.toString());
        ProcessBuilder pb = new ProcessBuilder(cmd)
                .directory(cfg.projectDir().toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        Map<String, String> env = pb.environment();
        env.keySet().removeIf(k -> k.startsWith("QUARKUS_") || k.equals("PORT") || k.equals("MANAGEMENT_PORT")
                || k.equals("TABLETOP_DATA_DIR"));
        env.put("QUARKUS_DATASOURCE_JDBC_URL", jdbcUrl);
        env.put("QUARKUS_DATASOURCE_USERNAME", user);
        env.put("QUARKUS_DATASOURCE_PASSWORD", "");
        env.put("QUARKUS_HTTP_HOST", "127.0.0.1");
        env.put("QUARKUS_HTTP_PORT", String.valueOf(port));
        env.put("QUARKUS_MANAGEMENT_HOST", "127.0.0.1");
        env.put("QUARKUS_MANAGEMENT_PORT", String.valueOf(management));
        // Every bench client comes from 127.0.0.1: lift the per-address caps (the per-instance ones still apply).
        env.put("TABLETOP_SSE_SEATS_PER_ADDRESS", "1000000");
        env.put("TABLETOP_SSE_SPECTATORS_PER_ADDRESS", "1000000");
        env.put("TABLETOP_LONG_POLL_SEATS_PER_ADDRESS", "1000000");
        env.put("TABLETOP_LONG_POLL_SPECTATORS_PER_ADDRESS", "1000000");
        // ... and the per-address rates and caps on creating games and taking seats (the bots join all the time)
        env.put("TABLETOP_LIMITS_TRUSTED_ADDRESSES", "127.0.0.1");
        // The scale run holds a stream per seat of every active game (up to 6 seats a game).
        if (cfg.activeGames() * 6 + 1000 > 10000) {
            env.put("TABLETOP_SSE_SEATS_PER_INSTANCE", String.valueOf(cfg.activeGames() * 6 + 1000));
        }
        System.out.println("[bench] starting the service: " + String.join(" ", cmd) + " (port " + port + ", management port " + management
                + ", log " + log + ")");
        long t0 = System.nanoTime();
        return new ServiceProcess(pb.start(), t0, port, management, log);
    }

    String baseUrl() {
        return "http://127.0.0.1:" + port;
    }

    /** Where health and metrics are (the management interface). */
    String managementUrl() {
        return "http://127.0.0.1:" + managementPort;
    }

    long pid() {
        return process.pid();
    }

    boolean alive() {
        return process.isAlive();
    }

    /** Seconds from the process' start to {@code nanos} (a System.nanoTime()), NaN if 0. */
    double sinceStart(long nanos) {
        return nanos == 0 ? Double.NaN : (nanos - startNanos) / 1e9;
    }

    /** Waits for /q/health/ready (on the management port) to answer 200, asking every 20 ms (time to first answer). */
    void awaitReady(Duration timeout) throws Exception {
        HttpClient client = Api.newClient();
        Api api = new Api(client, managementUrl());
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the service exited with " + process.exitValue() + "; its log ends:\n" + tail(40));
            }
            try {
                Api.Answer a = api.ready();
                if (firstAnswerNanos == 0) firstAnswerNanos = a.end();
                if (a.status() == 200) {
                    readyNanos = a.end();
                    return;
                }
                last = "HTTP " + a.status() + " " + Api.abbreviate(a.body());
            } catch (IOException e) {
                last = e.toString();
            }
            Thread.sleep(20);
        }
        throw new IllegalStateException("the service was not ready within " + timeout.toSeconds() + " s (" + last
                + "); its log ends:\n" + tail(40));
    }

    /** CPU time the service's JVM has used so far, in nanoseconds (-1 when the OS does not tell). */
    long cpuNanos() {
        return process.toHandle().info().totalCpuDuration().map(Duration::toNanos).orElse(-1L);
    }

    String tail(int lines) {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException e) {
            return "(log unreadable: " + e + ")";
        }
    }

    /** The service log's WARN and ERROR lines so far (first few kept as examples). */
    record LogProblems(int warnings, int errors, List<String> examples) {}

    LogProblems problems() {
        int warn = 0, err = 0;
        List<String> examples = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
                boolean w = line.contains(" WARN ");
                boolean e = line.contains(" ERROR ");
                if (w) warn++;
                if (e) err++;
                if ((w || e) && examples.size() < 5) examples.add(line.length() > 240 ? line.substring(0, 240) + "…" : line);
            }
        } catch (IOException | RuntimeException e) {
            examples.add("(log unreadable: " + e + ")");
        }
        return new LogProblems(warn, err, examples);
    }

    /** SIGTERM (Quarkus shuts down gracefully), then SIGKILL if it takes more than 30 s. */
    @Override
    public void close() {
        close(30);
    }

    /** SIGTERM, then SIGKILL after {@code seconds} (a training run writes its AOT cache while it exits). */
    void close(int seconds) {
        if (!process.isAlive()) return;
        process.destroy();
        try {
            if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
                System.out.println("[bench] the service did not stop in " + seconds + " s; killing it");
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }
}
