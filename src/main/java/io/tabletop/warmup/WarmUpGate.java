package io.tabletop.warmup;

import io.vertx.ext.web.Route;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;

/**
 * While the instance warms up ({@link WarmUp}) its API answers only the warm-up's own requests; everyone else gets
 * 503 {@code WARMING_UP} (problem+json, Retry-After). Readiness is DOWN meanwhile, so a load balancer sends nobody;
 * this is for a client that came early. A route of its own, first in the router and removed once the warm-up is
 * over: the requests after it never pass a check that the warm-up's requests passed the other way (the JIT would
 * have to throw away the code it compiled for them).
 */
@ApplicationScoped
public class WarmUpGate {

    /** The problem's body; the service's other problems are written by its JAX-RS mapper, this one comes earlier. */
    static final String PROBLEM = "{\"type\":\"urn:tabletop:problem:WARMING_UP\",\"title\":\"Warming up\",\"status\":503,"
            + "\"detail\":\"this instance is warming up before it takes requests; retry after Retry-After (or ask"
            + " another replica)\",\"code\":\"WARMING_UP\"}";

    @Inject
    WarmUp warmUp;

    private volatile Route route;

    void install(@Observes Router router) {
        if (!warmUp.warming()) return;
        route = router.route("/api/*").order(Integer.MIN_VALUE).handler(this::check);
    }

    private void check(RoutingContext ctx) {
        if (!warmUp.warming() || warmUp.ownRequest(ctx.request().getHeader(WarmUp.HEADER))) {
            ctx.next();
            return;
        }
        ctx.response().setStatusCode(503).putHeader("Content-Type", "application/problem+json")
                .putHeader("Retry-After", String.valueOf(warmUp.retryAfterSeconds())).end(PROBLEM);
    }

    /** The warm-up is over: the route leaves the router. */
    void open() {
        Route r = route;
        route = null;
        if (r != null) r.remove();
    }
}
