package io.tabletop.api;

import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.tabletop.app.AfterAnswer;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import jakarta.ws.rs.core.Response;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import org.jboss.logging.MDC;

/**
 * Runs a request's blocking work (JDBC) on a worker thread from a non-blocking endpoint. The endpoint itself stays
 * on the I/O thread, so Quarkus REST buffers the request body there without a blocking stream; profiling showed the
 * blocking body hand-over costing more than a tenth of the service's CPU under load. The request id
 * ({@link RequestIds}) goes along into the worker's log context. What the request's commit set off and deferred
 * ({@link AfterAnswer}) runs on that worker once the answer is handed over.
 *
 * <p>The answer is handed back on the request's own Vert.x context (its event loop), never emitted on the worker:
 * the worker runs inside the request's duplicated context (Quarkus propagates it), whose local data also holds the
 * CDI request scope, and an answer emitted there let context propagation deactivate that scope on the worker while
 * the event loop, already resumed, was writing the response — a rare 500 (ContextNotActiveException).
 */
final class Offload {

    private Offload() {}

    static Uni<Response> blocking(Supplier<Response> work) {
        Object requestId = MDC.get(RequestIds.MDC_KEY);
        return Uni.createFrom().emitter(answer -> {
            Context request = Vertx.currentContext();
            Infrastructure.getDefaultWorkerPool().execute(() -> {
                if (requestId != null) MDC.put(RequestIds.MDC_KEY, requestId);
                try {
                    AfterAnswer.serve(work, r -> on(request, () -> answer.complete(r)),
                            e -> on(request, () -> answer.fail(e)));
                } finally {
                    if (requestId != null) MDC.remove(RequestIds.MDC_KEY);
                }
            });
        });
    }

    /**
     * The workers for what a request resumes later, when something it waits for is completed by another thread (a
     * long-poll woken by a move's commit): each task is handed to a worker through the request's own context, so it
     * runs inside that context — not inside the context of the request whose thread completed the wait (Quarkus
     * propagates the submitting thread's context to the worker, and with it the place where the CDI request scope
     * lives: two requests' scopes would overwrite each other there).
     */
    static Executor workersOf(Context request) {
        Executor workers = Infrastructure.getDefaultWorkerPool();
        if (request == null) return workers;
        return task -> request.runOnContext(v -> workers.execute(task));
    }

    /** Runs {@code signal} on the request's context (queued on its event loop), or here when there is none. */
    private static void on(Context request, Runnable signal) {
        if (request == null) {
            signal.run();
        } else {
            request.runOnContext(v -> signal.run());
        }
    }
}
