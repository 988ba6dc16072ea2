package io.tabletop.boot;

import io.quarkus.runtime.QuarkusApplication;
import io.tabletop.app.audit.ProjectionRebuild;
import jakarta.inject.Inject;

/** {@code java -jar quarkus-run.jar rebuild-projections}: recompute every projection from the events, then exit. */
public class RebuildCommand implements QuarkusApplication {

    @Inject
    ProjectionRebuild rebuild;

    @Override
    public int run(String... args) {
        ProjectionRebuild.Result r = rebuild.rebuildAll();
        System.out.printf("rebuilt the projections of %d games from %d events in %d ms%n", r.games(), r.events(),
                r.millis());
        return 0;
    }
}
