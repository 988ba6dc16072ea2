package io.tabletop.api;

import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.subscription.UniEmitter;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.io.ByteArrayInputStream;
import java.lang.reflect.Method;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Limits request bodies per endpoint on the bytes actually received: a declared {@code Content-Length} over the
 * limit is refused before anything is read; a body without one (chunked, or HTTP/2) is read here, counting bytes, and refused
 * as soon as it passes the limit, so no more than the limit is ever held in memory or handed to the JSON parser.
 * (HTTP framing guarantees a body with a {@code Content-Length} is no longer than it says.)
 *
 * <p>A body within its limit for an endpoint that runs on a worker thread (not {@code @NonBlocking}) is read here
 * too, on the I/O thread, before the endpoint is called: otherwise Quarkus REST hands it to the worker through a
 * blocking stream, each chunk passed across threads with a lock and a wake-up (a live join's body cost more that way
 * than its whole JSON parse). Non-blocking endpoints get their bodies buffered on the I/O thread by Quarkus REST itself.
 */
public class BodyLimit {

    /** Past the limit a refused body is drained up to this many bytes more; then it is no longer read and its connection is closed shortly after. */
    private static final long DRAIN_BYTES = 1024 * 1024;
    private static final long CLOSE_AFTER_MS = 2_000;
    /** Let the request through (a Uni may be subscribed to any number of times). */
    private static final Uni<Response> PASS = Uni.createFrom().nullItem();

    @ConfigProperty(name = "tabletop.limits.body-bytes", defaultValue = "65536")
    long bodyBytes;

    @ConfigProperty(name = "tabletop.limits.import-bytes", defaultValue = "16777216")
    long importBytes;

    /** The most bytes a request body to this path may have. */
    long limitFor(String path) {
        return path.endsWith("/games/import") ? importBytes : bodyBytes;
    }

    /** After the import gate (which refuses anonymous imports before a byte of them is read), before the body is. */
    @ServerRequestFilter(priority = Priorities.USER + 100)
    public Uni<Response> check(ContainerRequestContext request, HttpServerRequest http, ResourceInfo endpoint) {
        // from Vert.x's request: JAX-RS's header and URI views are built per call, for every request
        long limit = limitFor(http.path());
        String length = http.getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length != null) {
            long bytes;
            try {
                bytes = Long.parseLong(length.strip());
            } catch (NumberFormatException e) {
                return Uni.createFrom().item(ProblemMapper.respond(Problem.of(400, "BAD_REQUEST", "Bad request",
                        "Content-Length is not a number", null)));
            }
            if (bytes > limit) return Uni.createFrom().item(tooLarge(limit));
            if (bytes == 0 || http.isEnded() || !readsOnWorker(endpoint)) return PASS;
            return Uni.createFrom().emitter(emitter -> new Reader(request, http, limit, emitter).start());
        }
        if (http.isEnded() || !carriesBody(request.getMethod())) return PASS;
        return Uni.createFrom().emitter(emitter -> new Reader(request, http, limit, emitter).start());
    }

    /**
     * Whether the endpoint runs on a worker thread, where Quarkus REST would read its body through a blocking stream.
     * (Every endpoint here that declares no {@code @NonBlocking} is blocking: none returns a reactive type but those.)
     */
    private static boolean readsOnWorker(ResourceInfo endpoint) {
        Method m = endpoint == null ? null : endpoint.getResourceMethod();
        return m != null && !m.isAnnotationPresent(NonBlocking.class);
    }

    /** Methods whose bodies the service reads (a body of unknown length: chunked, or HTTP/2 without a length). */
    private static boolean carriesBody(String method) {
        return method.equals("POST") || method.equals("PUT") || method.equals("PATCH");
    }

    private static Response tooLarge(long limit) {
        return ProblemMapper.respond(Problem.of(413, "BODY_TOO_LARGE", "Content too large",
                "request bodies to this endpoint are limited to " + limit + " bytes", null));
    }

    /** Reads one chunked body into memory up to {@code limit} bytes, then hands it on (or refuses it). */
    private static final class Reader {
        private final ContainerRequestContext request;
        private final HttpServerRequest http;
        private final long limit;
        private final UniEmitter<? super Response> emitter;
        private final Buffer body = Buffer.buffer();
        private long received;
        private boolean refused;
        private boolean draining;

        Reader(ContainerRequestContext request, HttpServerRequest http, long limit,
               UniEmitter<? super Response> emitter) {
            this.request = request;
            this.http = http;
            this.limit = limit;
            this.emitter = emitter;
        }

        void start() {
            http.handler(this::data);
            http.endHandler(v -> end());
            http.exceptionHandler(e -> {
                if (!refused) {
                    refused = true;
                    emitter.complete(ProblemMapper.respond(Problem.of(400, "BAD_REQUEST", "Bad request",
                            "the request body could not be read", null)));
                }
            });
            http.resume();
        }

        private void data(Buffer chunk) {
            received += chunk.length();
            if (refused) {
                // drained, not kept; a sender that goes on and on is no longer read, and loses its connection once
                // the 413 has had time to go out (closing at once could drop the answer)
                if (received > limit + DRAIN_BYTES && !draining) {
                    draining = true;
                    http.pause();
                    io.vertx.core.Vertx.currentContext().owner().setTimer(CLOSE_AFTER_MS, t -> http.connection().close());
                }
                return;
            }
            if (received > limit) {
                refused = true;
                // the rest of the body is not read as a request: the connection cannot carry another one
                emitter.complete(Response.fromResponse(tooLarge(limit)).header("Connection", "close").build());
                return;
            }
            body.appendBuffer(chunk);
        }

        private void end() {
            if (refused) return;
            request.setEntityStream(new ByteArrayInputStream(body.getBytes()));
            emitter.complete(null);
        }
    }
}
