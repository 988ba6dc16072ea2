package io.tabletop.store;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;

/**
 * Not ready until every Flyway migration shipped in the jar is applied to the database: a replica of a newer version
 * must not serve an older schema (with {@code quarkus.flyway.migrate-at-start} it migrates before it listens; without
 * it, or while another replica migrates, this keeps it out of the Service). Once seen applied it stays so — schemas
 * are never un-migrated — and the check costs nothing more; the database's reachability is the datasource check's.
 */
@Readiness
@Singleton
public class MigrationsHealth implements HealthCheck {

    @Inject
    Flyway flyway;

    private volatile boolean applied;

    @Override
    public HealthCheckResponse call() {
        if (applied) return HealthCheckResponse.named("migrations").up().build();
        HealthCheckResponse r = check(flyway);
        if (r.getStatus() == HealthCheckResponse.Status.UP) applied = true;
        return r;
    }

    /** The verdict for {@code flyway}'s database: UP when nothing is pending and nothing failed. */
    public static HealthCheckResponse check(Flyway flyway) {
        try {
            MigrationInfoService info = flyway.info();
            MigrationInfo[] pending = info.pending();
            MigrationInfo current = info.current();
            boolean failed = false;
            for (MigrationInfo m : info.applied()) failed |= m.getState().isFailed();
            boolean up = pending.length == 0 && current != null && !failed;
            return HealthCheckResponse.named("migrations").status(up)
                    .withData("current", current == null ? "none" : String.valueOf(current.getVersion()))
                    .withData("pending", pending.length)
                    .build();
        } catch (RuntimeException e) {
            return HealthCheckResponse.named("migrations").down()
                    .withData("error", e.getClass().getSimpleName()).build();
        }
    }
}
