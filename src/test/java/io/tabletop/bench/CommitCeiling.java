package io.tabletop.bench;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The commit ceiling of the benchmark's own database: how many durable single-row INSERT transactions per second
 * it takes from N concurrent clients. pgbench with a custom script when it can be found, else the same load from
 * N JDBC threads in autocommit.
 */
final class CommitCeiling {

    /** The measured ceiling and how it was measured. */
    record Result(double tps, String method, String detail) {}

    private static final Pattern TPS = Pattern.compile("(?m)^tps = ([0-9.]+) \\((without|excluding) ");
    private static final Pattern LATENCY = Pattern.compile("(?m)^latency average = ([0-9.]+) ms");
    private static final Pattern FAILED = Pattern.compile("(?m)^number of failed transactions: (\\d+)");

    private CommitCeiling() {}

    static Result measure(BenchConfig cfg, String jdbcUrl, String host, int port, String user) throws Exception {
        prepare(jdbcUrl, user);
        try {
            Optional<Path> pgbench = findPgbench(cfg.pgbench());
            if (pgbench.isPresent()) {
                try {
                    return pgbench(cfg, pgbench.get(), host, port, user);
                } catch (IllegalStateException e) {
                    System.out.println("[bench] " + e.getMessage());
                    System.out.println("[bench] pgbench failed; measuring the ceiling with " + cfg.ceilingClients()
                            + " JDBC threads instead");
                    Result r = jdbc(cfg, jdbcUrl, user);
                    return new Result(r.tps(), "JDBC fallback (pgbench failed)", r.detail());
                }
            }
            boolean forced = "jdbc".equalsIgnoreCase(cfg.pgbench()) || "none".equalsIgnoreCase(cfg.pgbench());
            String why = forced ? "pgbench not used (bench.pgbench=" + cfg.pgbench() + ")" : "pgbench not found";
            System.out.println("[bench] " + why + (forced ? "" : " (PATH, /usr/lib/postgresql/*/bin)")
                    + "; measuring the ceiling with " + cfg.ceilingClients() + " JDBC threads instead");
            Result r = jdbc(cfg, jdbcUrl, user);
            return new Result(r.tps(), "JDBC fallback (" + why + ")", r.detail());
        } finally {
            cleanUp(jdbcUrl, user);
        }
    }

    /** {@code -Dbench.pgbench=PATH} forces one; {@code =jdbc} forces the JDBC fallback. */
    static Optional<Path> findPgbench(String setting) {
        if ("jdbc".equalsIgnoreCase(setting) || "none".equalsIgnoreCase(setting)) return Optional.empty();
        if (!setting.isEmpty()) {
            Path p = Path.of(setting);
            if (!Files.isExecutable(p)) throw new IllegalArgumentException("bench.pgbench=" + setting + " is not executable");
            return Optional.of(p);
        }
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) continue;
            Path p = Path.of(dir, "pgbench");
            if (Files.isExecutable(p)) return Optional.of(p);
        }
        Path lib = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(lib)) {
            try (Stream<Path> versions = Files.list(lib)) {
                return versions.map(v -> v.resolve("bin/pgbench")).filter(Files::isExecutable)
                        .max(Comparator.comparingInt(CommitCeiling::majorVersion));
            } catch (IOException e) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    private static int majorVersion(Path pgbench) {
        try {
            return Integer.parseInt(pgbench.getParent().getParent().getFileName().toString());
        } catch (RuntimeException e) {
            return 0;
        }
    }

    private static void prepare(String url, String user) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, user, ""); Statement s = c.createStatement()) {
            s.execute("DROP TABLE IF EXISTS bench_commit");
            s.execute("CREATE TABLE bench_commit (client int NOT NULL, at timestamptz NOT NULL DEFAULT now())");
        }
    }

    private static void cleanUp(String url, String user) {
        try (Connection c = DriverManager.getConnection(url, user, ""); Statement s = c.createStatement()) {
            s.execute("DROP TABLE IF EXISTS bench_commit");
            s.execute("CHECKPOINT"); // the service's run should not pay for the ceiling's WAL
        } catch (SQLException e) {
            System.out.println("[bench] warning: could not drop the scratch table: " + e.getMessage());
        }
    }

    private static Result pgbench(BenchConfig cfg, Path pgbench, String host, int port, String user)
            throws IOException, InterruptedException {
        Path script = cfg.projectDir().resolve("target/bench-commit.sql");
        Files.createDirectories(script.getParent());
        Files.writeString(script, "INSERT INTO bench_commit (client) VALUES (:client_id);\n", StandardCharsets.UTF_8);
        int threads = Math.max(1, Math.min(cfg.ceilingClients(), Runtime.getRuntime().availableProcessors()));
        List<String> cmd = new ArrayList<>(List.of(pgbench.toString(), "-n", "-M", "prepared",
                "-c", String.valueOf(cfg.ceilingClients()), "-j", String.valueOf(threads),
                "-T", String.valueOf(cfg.ceilingSeconds()), "-f", script.toString(),
                "-h", host, "-p", String.valueOf(port), "-U", user, "postgres"));
        System.out.println("[bench] " + String.join(" ", cmd));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("PGCONNECT_TIMEOUT", "10");
        Process p = pb.start();
        AtomicReference<String> out = new AtomicReference<>("");
        Thread reader = Thread.ofPlatform().daemon().name("pgbench-output").start(() -> {
            try {
                out.set(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                out.set("(output unreadable: " + e + ")");
            }
        });
        if (!p.waitFor(cfg.ceilingSeconds() + 120L, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IllegalStateException("pgbench did not finish in time");
        }
        reader.join(10_000);
        String text = out.get();
        Matcher m = TPS.matcher(text);
        if (p.exitValue() != 0 || !m.find()) {
            throw new IllegalStateException("pgbench failed (exit " + p.exitValue() + "):\n" + text);
        }
        double tps = Double.parseDouble(m.group(1));
        StringBuilder detail = new StringBuilder(pgbench.toString()).append(", ").append(cfg.ceilingClients())
                .append(" clients, ").append(threads).append(" threads, ").append(cfg.ceilingSeconds()).append(" s");
        Matcher lat = LATENCY.matcher(text);
        if (lat.find()) detail.append(", latency avg ").append(lat.group(1)).append(" ms");
        Matcher failed = FAILED.matcher(text);
        if (failed.find() && !"0".equals(failed.group(1))) detail.append(", FAILED transactions ").append(failed.group(1));
        return new Result(tps, "pgbench", detail.toString());
    }

    private static Result jdbc(BenchConfig cfg, String url, String user) throws Exception {
        int clients = cfg.ceilingClients();
        List<Connection> connections = new ArrayList<>();
        try {
            for (int i = 0; i < clients; i++) {
                Connection c = DriverManager.getConnection(url, user, "");
                c.setAutoCommit(true);
                connections.add(c);
            }
            AtomicLong done = new AtomicLong();
            AtomicReference<Exception> failure = new AtomicReference<>();
            CountDownLatch go = new CountDownLatch(1);
            List<Thread> threads = new ArrayList<>();
            long[] window = new long[2];
            for (int i = 0; i < clients; i++) {
                Connection c = connections.get(i);
                int client = i;
                threads.add(Thread.ofPlatform().name("ceiling-" + i).start(() -> {
                    try (PreparedStatement ps = c.prepareStatement("INSERT INTO bench_commit (client) VALUES (?)")) {
                        ps.setInt(1, client);
                        go.await();
                        long end = window[1];
                        long n = 0;
                        while (System.nanoTime() < end) {
                            ps.executeUpdate();
                            n++;
                        }
                        done.addAndGet(n);
                    } catch (Exception e) {
                        failure.compareAndSet(null, e);
                    }
                }));
            }
            window[0] = System.nanoTime();
            window[1] = window[0] + cfg.ceilingSeconds() * 1_000_000_000L;
            go.countDown();
            for (Thread t : threads) t.join();
            double seconds = (System.nanoTime() - window[0]) / 1e9;
            if (failure.get() != null) throw failure.get();
            return new Result(done.get() / seconds, "JDBC",
                    clients + " JDBC threads, autocommit single-row INSERT, " + cfg.ceilingSeconds() + " s");
        } finally {
            for (Connection c : connections) {
                try {
                    c.close();
                } catch (SQLException ignored) {
                    // closing anyway
                }
            }
        }
    }
}
