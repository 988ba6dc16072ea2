package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import jakarta.ws.rs.core.Response;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The blocking work runs on a worker; its answer — or its failure — is handed back on the request's event loop,
 * never emitted on the worker (where context propagation would touch the request scope the event loop is using).
 */
class OffloadTest {

    private final Vertx vertx = Vertx.vertx();

    @AfterEach
    void close() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    private record Seen(String workThread, String answerThread, boolean answerOnEventLoop, Object answer) {}

    private Seen offload(boolean fail) throws Exception {
        CompletableFuture<Seen> seen = new CompletableFuture<>();
        String[] worker = new String[1];
        Context request = vertx.getOrCreateContext();
        request.runOnContext(v -> Offload.blocking(() -> {
            worker[0] = Thread.currentThread().getName();
            if (fail) throw new IllegalStateException("refused");
            return Response.ok("done").build();
        }).subscribe().with(
                r -> seen.complete(new Seen(worker[0], Thread.currentThread().getName(),
                        Context.isOnEventLoopThread(), r.getEntity())),
                e -> seen.complete(new Seen(worker[0], Thread.currentThread().getName(),
                        Context.isOnEventLoopThread(), e.getMessage()))));
        return seen.get(10, TimeUnit.SECONDS);
    }

    @Test
    void theWorkRunsOnAWorkerAndItsAnswerComesBackOnTheEventLoop() throws Exception {
        Seen s = offload(false);
        assertThat(s.answer()).isEqualTo("done");
        assertThat(s.workThread()).doesNotContain("eventloop");
        assertThat(s.answerOnEventLoop()).isTrue();
        assertThat(s.answerThread()).contains("eventloop");
    }

    @Test
    void aFailureToo() throws Exception {
        Seen s = offload(true);
        assertThat(s.answer()).isEqualTo("refused");
        assertThat(s.workThread()).doesNotContain("eventloop");
        assertThat(s.answerOnEventLoop()).isTrue();
    }
}
