package io.tabletop.warmup;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/** Not ready while the instance warms up ({@link WarmUp}); with no warm-up configured always UP. */
@Readiness
@ApplicationScoped
public class WarmUpHealth implements HealthCheck {

    @Inject
    WarmUp warmUp;

    @Override
    public HealthCheckResponse call() {
        return warmUp.health();
    }
}
