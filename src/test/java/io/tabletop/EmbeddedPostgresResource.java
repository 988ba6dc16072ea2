package io.tabletop;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.tabletop.boot.EmbeddedDatabase;
import java.nio.file.Path;
import java.util.Map;

/** Every @QuarkusTest runs against a fresh embedded PostgreSQL 17 in target/test-pg-&lt;fork&gt; (no Docker needed). */
public class EmbeddedPostgresResource implements QuarkusTestResourceLifecycleManager {

    private static EmbeddedDatabase db;

    @Override
    public Map<String, String> start() {
        // one data directory per test JVM (the pom names it after surefire's fork): two run side by side
        db = EmbeddedDatabase.start(Path.of("target", System.getProperty("tabletop.test.pg", "test-pg")).toAbsolutePath(), true);
        return Map.of(
                "quarkus.datasource.jdbc.url", db.jdbcUrl(),
                "quarkus.datasource.username", db.username(),
                "quarkus.datasource.password", "");
    }

    /** The JDBC URL of the running test database (for tests that inspect tables directly). */
    public static String jdbcUrl() {
        return db.jdbcUrl() + "?user=" + db.username();
    }

    @Override
    public void stop() {
        if (db != null) db.close();
    }
}
