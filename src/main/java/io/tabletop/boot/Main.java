package io.tabletop.boot;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;
import java.nio.file.Path;
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
        if (!databaseConfigured()) {
            String dir = System.getenv().getOrDefault("TABLETOP_DATA_DIR", ".data/postgres");
            Path dataDir = Path.of(dir).toAbsolutePath();
            EmbeddedDatabase db = EmbeddedDatabase.start(dataDir, false);
            Runtime.getRuntime().addShutdownHook(new Thread(db::close, "embedded-postgres-stop"));
            System.setProperty("quarkus.datasource.jdbc.url", db.jdbcUrl());
            System.setProperty("quarkus.datasource.username", db.username());
            System.setProperty("quarkus.datasource.password", "");
            LOG.infof("no database configured: embedded PostgreSQL on port %d, data in %s", db.port(), dataDir);
        }
        if (args.length > 0 && args[0].equals("rebuild-projections")) {
            System.setProperty("quarkus.http.port", "0"); // a command: do not take the service's port
            Quarkus.run(RebuildCommand.class, args);
            return;
        }
        Quarkus.run(args);
    }

    static boolean databaseConfigured() {
        String env = System.getenv("QUARKUS_DATASOURCE_JDBC_URL");
        String prop = System.getProperty("quarkus.datasource.jdbc.url");
        return (env != null && !env.isBlank()) || (prop != null && !prop.isBlank());
    }
}
