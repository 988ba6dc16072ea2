package io.tabletop.api;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses request bodies over {@link #MAX_BYTES} before reading them. (Chunked bodies without a length are cut
 * by {@code quarkus.http.limits.max-body-size}.)
 */
public class BodyLimit {

    public static final long MAX_BYTES = 64 * 1024;

    /** Imported logs may be larger: a long game's whole event log. */
    public static final long MAX_IMPORT_BYTES = 16L * 1024 * 1024;

    @ServerRequestFilter(preMatching = true)
    public Optional<Response> check(ContainerRequestContext request) {
        String length = request.getHeaderString(HttpHeaders.CONTENT_LENGTH);
        if (length == null) return Optional.empty();
        long bytes;
        try {
            bytes = Long.parseLong(length.strip());
        } catch (NumberFormatException e) {
            return Optional.of(ProblemMapper.respond(Problem.of(400, "BAD_REQUEST", "Bad request",
                    "Content-Length is not a number", null)));
        }
        long limit = request.getUriInfo().getPath().endsWith("/games/import") ? MAX_IMPORT_BYTES : MAX_BYTES;
        if (bytes > limit) {
            return Optional.of(ProblemMapper.respond(Problem.of(413, "BODY_TOO_LARGE", "Content too large",
                    "request bodies are limited to " + limit + " bytes", null)));
        }
        return Optional.empty();
    }
}
