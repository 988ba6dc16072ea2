package io.tabletop.boot;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.QuarkusApplication;
import io.quarkus.runtime.annotations.QuarkusMain;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jboss.logging.Logger;

/**
 * Starts the service. Without a configured database ({@code QUARKUS_DATASOURCE_JDBC_URL} or
 * {@code -Dquarkus.datasource.jdbc.url}) it first starts an embedded PostgreSQL whose data stays in
 * {@code .data/postgres} under the working directory (or {@code TABLETOP_DATA_DIR}) across restarts. With the
 * argument {@code rebuild-projections} it recomputes every projection from the events and exits.
 */
@QuarkusMain
public final class Main {

    private static final Logger LOG = Logger.getLogger(Main.class);

    Main() {}

    public static void main(String... args) {
        // malformed URIs get problem+json from io.tabletop.api.MalformedRequests, not Quarkus' bare 400
        System.setProperty(io.tabletop.api.MalformedRequests.DISABLE_QUARKUS_CHECK, "true");
        Class<? extends QuarkusApplication> app = null;
        if (args.length > 0 && args[0].equals("rebuild-projections")) {
            System.setProperty("quarkus.http.port", "0"); // a command: do not take the service's ports
            System.setProperty("quarkus.management.port", "0");
            app = RebuildCommand.class;
        }
        if (databaseConfigured()) {
            Quarkus.run(app, args);
            return;
        }
        String dir = System.getenv().getOrDefault("TABLETOP_DATA_DIR", ".data/postgres");
        Path dataDir = Path.of(dir).toAbsolutePath();
        EmbeddedDatabase db = EmbeddedDatabase.start(dataDir, false);
        System.setProperty("quarkus.datasource.jdbc.url", db.jdbcUrl());
        System.setProperty("quarkus.datasource.username", db.username());
        System.setProperty("quarkus.datasource.password", "");
        LOG.infof("no database configured: embedded PostgreSQL on port %d, data in %s", db.port(), dataDir);
        // The database stops after the service: on a signal, the hook waits for Quarkus to finish first.
        CountDownLatch serviceStopped = new CountDownLatch(1);
        AtomicBoolean closed = new AtomicBoolean();
        Runnable stopDatabase = () -> {
            if (closed.compareAndSet(false, true)) db.close();
        };
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                serviceStopped.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            stopDatabase.run();
        }, "embedded-postgres-stop"));
        int[] exit = {0};
        Quarkus.run(app, (code, failure) -> {
            exit[0] = code;
            if (failure != null) LOG.error("the service stopped: " + reasons(failure), failure);
        }, args);
        serviceStopped.countDown();
        stopDatabase.run();
        System.exit(exit[0]);
    }

    /** The messages of a failure and its causes, outermost first. */
    static String reasons(Throwable t) {
        StringBuilder b = new StringBuilder();
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c.getMessage() != null) b.append(b.isEmpty() ? "" : " <- ").append(c.getMessage());
        }
        return b.toString();
    }

    static boolean databaseConfigured() {
        String env = System.getenv("QUARKUS_DATASOURCE_JDBC_URL");
        String prop = System.getProperty("quarkus.datasource.jdbc.url");
        return (env != null && !env.isBlank()) || (prop != null && !prop.isBlank());
    }
}
