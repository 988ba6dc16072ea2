package io.tabletop.api;

import io.tabletop.warmup.WarmUp;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * While the instance warms up ({@link WarmUp}) its API answers only the warm-up's own requests; everyone else gets
 * 503 {@code WARMING_UP} with Retry-After (readiness is DOWN meanwhile, so a load balancer sends nobody). Once it is
 * over this costs one volatile read a request.
 */
public class WarmUpGate {

    @Inject
    WarmUp warmUp;

    @ServerRequestFilter(preMatching = true)
    public Optional<Response> check(ContainerRequestContext request) {
        if (!warmUp.warming() || warmUp.ownRequest(request.getHeaderString(WarmUp.HEADER))) return Optional.empty();
        return Optional.of(ProblemMapper.respond(Problem.of(503, "WARMING_UP", "Warming up",
                "this instance is warming up before it takes requests; retry after Retry-After (or ask another"
                        + " replica)", null), (int) warmUp.retryAfterSeconds()));
    }
}
