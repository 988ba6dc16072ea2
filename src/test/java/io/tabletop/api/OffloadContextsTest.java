package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.smallrye.common.vertx.VertxContext;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import jakarta.inject.Inject;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Inside Quarkus a worker task runs in the Vert.x context of the thread that submitted it — where the CDI request
 * scope lives. A long-poll is woken by another request's thread (a move's worker), so what it resumes must be handed to
 * a worker through its own context ({@link Offload#workersOf}), or it would run in the move's.
 */
@QuarkusTest
class OffloadContextsTest {

    @Inject
    Vertx vertx;

    private record Ran(Context in, boolean onEventLoop) {}

    /** Runs {@code task} on {@code workers}, submitted from a worker thread inside {@code submitter}. */
    private Ran submitFrom(Context submitter, Executor workers) throws Exception {
        CompletableFuture<Ran> ran = new CompletableFuture<>();
        submitter.runOnContext(v -> Infrastructure.getDefaultWorkerPool().execute(() -> {
            assertThat(Vertx.currentContext()).as("the submitting worker").isSameAs(submitter);
            workers.execute(() -> ran.complete(new Ran(Vertx.currentContext(), Context.isOnEventLoopThread())));
        }));
        return ran.get(10, TimeUnit.SECONDS);
    }

    @Test
    void aTaskHandedToARequestsWorkersRunsInThatRequestsContextOnAWorker() throws Exception {
        Context move = VertxContext.createNewDuplicatedContext(vertx.getOrCreateContext());
        Context longPoll = VertxContext.createNewDuplicatedContext(vertx.getOrCreateContext());
        Ran plain = submitFrom(move, Infrastructure.getDefaultWorkerPool());
        assertThat(plain.in()).as("the hazard: a plain worker runs in the submitter's context").isSameAs(move);
        Ran own = submitFrom(move, Offload.workersOf(longPoll));
        assertThat(own.in()).isSameAs(longPoll);
        assertThat(own.onEventLoop()).isFalse();
    }
}
