package io.tabletop.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.boot.EmbeddedDatabase;
import java.nio.file.Path;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/** Issue 14: readiness stays DOWN until every shipped migration is applied (a fresh, reachable database). */
class MigrationsHealthTest {

    @Test
    void item14_downUntilTheMigrationsHaveRunThenUp() {
        try (EmbeddedDatabase db = EmbeddedDatabase.start(Path.of("target", "migrations-health-pg").toAbsolutePath(), true)) {
            Flyway flyway = Flyway.configure().dataSource(db.jdbcUrl(), db.username(), "")
                    .locations("filesystem:db/migration").load();
            HealthCheckResponse before = MigrationsHealth.check(flyway);
            assertThat(before.getStatus()).isEqualTo(HealthCheckResponse.Status.DOWN);
            assertThat(before.getData().orElseThrow().get("pending")).isNotEqualTo(0L);
            flyway.migrate();
            HealthCheckResponse after = MigrationsHealth.check(flyway);
            assertThat(after.getStatus()).isEqualTo(HealthCheckResponse.Status.UP);
            assertThat(after.getData().orElseThrow().get("pending")).isEqualTo(0L);
        }
        // An unreachable database is DOWN too (not an exception out of the health endpoint).
        Flyway nowhere = Flyway.configure().dataSource("jdbc:postgresql://127.0.0.1:9/x?connectTimeout=1", "x", "")
                .locations("filesystem:db/migration").load();
        assertThat(MigrationsHealth.check(nowhere).getStatus()).isEqualTo(HealthCheckResponse.Status.DOWN);
    }
}
