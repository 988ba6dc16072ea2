package io.tabletop.api;

import io.tabletop.app.ApiProblem;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Who may import a log, and how often, decided before the body is read: {@code tabletop.import.policy} is
 * {@code admin} (the default: imports need the admin token) or {@code open} (anyone); either way at most
 * {@code tabletop.import.rate-per-minute} imports a minute are let through on this instance (0: no limit), and
 * the next answers 429 with {@code Retry-After}. An import stores a game for good, so it is not anonymous by default.
 */
public class ImportGate {

    public enum Policy { ADMIN, OPEN }

    @ConfigProperty(name = "tabletop.import.policy", defaultValue = "admin")
    Policy policy;

    @ConfigProperty(name = "tabletop.import.rate-per-minute", defaultValue = "20")
    int ratePerMinute;

    @Inject
    AdminToken admin;

    private volatile Bucket bucket;

    @ServerRequestFilter
    public Optional<Response> check(ContainerRequestContext request, ResourceInfo resource,
                                    io.vertx.core.http.HttpServerRequest http) {
        if (resource.getResourceClass() != AuditResource.class || resource.getResourceMethod() == null
                || !resource.getResourceMethod().getName().equals("importLog")) {
            return Optional.empty();
        }
        if (policy == Policy.ADMIN) {
            ApiProblem refused = admin.refusal(request.getHeaderString(HttpHeaders.AUTHORIZATION),
                    "import (tabletop.import.policy=admin)", Http.remoteAddress(http));
            if (refused != null) {
                return Optional.of(ProblemMapper.respond(Problem.of(refused.status(), refused.code(), refused.title(),
                        refused.getMessage(), null), refused.retryAfterSeconds()));
            }
        }
        long wait = bucket().take(System.nanoTime());
        if (wait > 0) {
            return Optional.of(ProblemMapper.respond(Problem.of(429, "TOO_MANY_IMPORTS", "Too many requests",
                    "this instance takes at most " + ratePerMinute + " imports a minute; retry in " + wait + " s", null),
                    (int) wait));
        }
        return Optional.empty();
    }

    private Bucket bucket() {
        Bucket b = bucket;
        if (b == null) {
            synchronized (this) {
                if (bucket == null) bucket = new Bucket(ratePerMinute, System.nanoTime());
                b = bucket;
            }
        }
        return b;
    }

    /** A token bucket: {@code perMinute} tokens, refilled evenly over a minute; 0 or less lets everything through. */
    static final class Bucket {
        private final int perMinute;
        private double tokens;
        private long last;

        Bucket(int perMinute, long nanos) {
            this.perMinute = perMinute;
            this.tokens = perMinute;
            this.last = nanos;
        }

        /** Takes a token: 0 when there was one, else the whole seconds until there is. */
        synchronized long take(long nanos) {
            if (perMinute <= 0) return 0;
            double perNano = perMinute / 60e9;
            tokens = Math.min(perMinute, tokens + (nanos - last) * perNano);
            last = nanos;
            if (tokens >= 1) {
                tokens -= 1;
                return 0;
            }
            return Math.max(1, (long) Math.ceil((1 - tokens) / perNano / 1e9));
        }
    }
}
