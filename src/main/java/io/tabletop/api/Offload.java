package io.tabletop.api;

import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.tabletop.app.AfterAnswer;
import jakarta.ws.rs.core.Response;
import java.util.function.Supplier;
import org.jboss.logging.MDC;

/**
 * Runs a request's blocking work (JDBC) on a worker thread from a non-blocking endpoint. The endpoint itself stays
 * on the I/O thread, so Quarkus REST buffers the request body there without a blocking stream; profiling showed the
 * blocking body hand-over costing more than a tenth of the service's CPU under load. The request id
 * ({@link RequestIds}) goes along into the worker's log context. What the request's commit set off and deferred
 * ({@link AfterAnswer}) runs on that worker once the answer is handed over.
 */
final class Offload {

    private Offload() {}

    static Uni<Response> blocking(Supplier<Response> work) {
        Object requestId = MDC.get(RequestIds.MDC_KEY);
        return Uni.createFrom().emitter(answer -> Infrastructure.getDefaultWorkerPool().execute(() -> {
            if (requestId != null) MDC.put(RequestIds.MDC_KEY, requestId);
            try {
                AfterAnswer.serve(work, answer::complete, answer::fail);
            } finally {
                if (requestId != null) MDC.remove(RequestIds.MDC_KEY);
            }
        }));
    }
}
