package io.tabletop.app.live;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.tabletop.api.SseClient;
import io.tabletop.app.Caller;
import io.tabletop.app.Codecs;
import io.tabletop.app.GameSignals;
import io.tabletop.app.Games;
import io.tabletop.app.Json;
import io.tabletop.app.SecondReplica;
import io.tabletop.store.EventStore;
import io.tabletop.store.Projections;
import io.tabletop.store.Seats;
import jakarta.inject.Inject;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.SseEventSink;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import org.jboss.resteasy.reactive.server.jaxrs.SseImpl;
import org.junit.jupiter.api.Test;

/**
 * Issue 8: live streams survive an Error in their drain (item 12), a catch-up is read in pages and the next page
 * only once the sink took the last (item 6), and the long-polls woken by another instance's commit share one
 * database read per viewer (item 7).
 */
@QuarkusTest
class LiveLoopsTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @Inject
    LiveStreams live;

    @Inject
    GameSignals signals;

    @Inject
    MeterRegistry metrics;

    @Inject
    EventStore store;

    @Inject
    Projections projections;

    @Inject
    Seats seats;

    @Inject
    Codecs codecs;

    /** A sink that records events; it may throw on the first event, or hold every event's send until released. */
    static final class FakeSink implements SseEventSink {
        final List<Long> sent = new CopyOnWriteArrayList<>();
        final List<CompletableFuture<Void>> held = new CopyOnWriteArrayList<>();
        final Throwable throwOnFirstEvent;
        final boolean hold;
        volatile boolean closed;

        FakeSink(Throwable throwOnFirstEvent, boolean hold) {
            this.throwOnFirstEvent = throwOnFirstEvent;
            this.hold = hold;
        }

        @Override
        public boolean isClosed() {
            return closed;
        }

        @Override
        public CompletionStage<?> send(OutboundSseEvent event) {
            if (event.getId() == null) return CompletableFuture.completedFuture(null); // a comment
            if (throwOnFirstEvent instanceof Error e) throw e;
            sent.add(Long.parseLong(event.getId()));
            CompletableFuture<Void> f = new CompletableFuture<>();
            if (hold) held.add(f);
            else f.complete(null);
            return f;
        }

        void release() {
            List<CompletableFuture<Void>> now = List.copyOf(held);
            held.removeAll(now);
            now.forEach(f -> f.complete(null));
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    @Test
    void item12_aDrainThatMeetsAnErrorHandsTheChannelBackAndTheOtherStreamsGoOn() throws Exception {
        Games.Game g = Games.start();
        long v = Games.stateVersion(g, null);
        FakeSink broken = new FakeSink(new OutOfMemoryError("test"), false);
        live.open(g.id(), Caller.spectator("test"), v, broken, SseImpl.INSTANCE);
        URI uri = URI.create("http://localhost:" + RestAssured.port + "/api/v1/games/" + g.id() + "/events?after=" + v);
        try (SseClient client = SseClient.open(SseClient.newHttpClient(), uri, Map.of(), WAIT)) {
            assertThat(client.status()).isEqualTo(200);
            Object[] move = Games.anyMove(g);
            Games.move(g, (int) move[0], v, (String) move[1]).then().statusCode(200);
            SseClient.Event e = client.next(WAIT);
            assertThat(e).as("the other stream still gets the move's events").isNotNull();
            assertThat(e.seq()).isEqualTo(v + 1);
            assertThat(broken.closed || broken.sent.isEmpty()).isTrue();
            // and the channel keeps working for the next move
            long now = Games.stateVersion(g, null);
            Object[] next = Games.anyMove(g);
            Games.move(g, (int) next[0], now, (String) next[1]).then().statusCode(200);
            long after = Games.stateVersion(g, null);
            List<SseClient.Event> rest = client.take((int) (after - v - 1), WAIT);
            assertThat(rest.getLast().seq()).isEqualTo(after);
        }
    }

    @Test
    void item6_aCatchUpIsReadAPageAtATimeAndTheNextOnlyOnceTheSinkTookTheLast() throws Exception {
        Games.Game g = longGame();
        long head = Games.stateVersion(g, null);
        double pagesBefore = metrics.counter("tabletop.sse.catch-up.pages").count();
        FakeSink slow = new FakeSink(null, true);
        live.open(g.id(), Caller.spectator("test"), 0, slow, SseImpl.INSTANCE);
        int page = 20; // %test.tabletop.sse.catch-up-page
        long expected = 0;
        while (expected < head) {
            expected = Math.min(head, expected + page);
            long want = expected;
            await("events up to " + want, () -> slow.sent.size() == want);
            Thread.sleep(300);
            assertThat(slow.sent).as("nothing past the page until the sink takes it").hasSize((int) want);
            slow.release();
        }
        List<Long> all = new ArrayList<>();
        for (long s = 1; s <= head; s++) all.add(s);
        assertThat(slow.sent).as("complete and in order").isEqualTo(all);
        assertThat(metrics.counter("tabletop.sse.catch-up.pages").count() - pagesBefore)
                .isGreaterThanOrEqualTo(Math.ceil(head / (double) page));
        slow.close();
    }

    @Test
    void item6_aStreamThatTakesNothingIsClosedAfterTheSendTimeoutAndTheOthersGoOn() throws Exception {
        Games.Game g = Games.start();
        long v = Games.stateVersion(g, null);
        FakeSink stuck = new FakeSink(null, true);
        live.open(g.id(), Caller.spectator("test"), 0, stuck, SseImpl.INSTANCE);
        URI uri = URI.create("http://localhost:" + RestAssured.port + "/api/v1/games/" + g.id() + "/events?after=" + v);
        try (SseClient client = SseClient.open(SseClient.newHttpClient(), uri, Map.of(), WAIT)) {
            await("the stuck stream got its first event", () -> !stuck.sent.isEmpty());
            // %test.tabletop.sse.send-timeout=3s
            await("the stuck stream is closed", () -> stuck.closed);
            Object[] move = Games.anyMove(g);
            Games.move(g, (int) move[0], v, (String) move[1]).then().statusCode(200);
            SseClient.Event e = client.next(WAIT);
            assertThat(e).isNotNull();
            assertThat(e.seq()).isEqualTo(v + 1);
        }
    }

    @Test
    void item7_longPollsWokenByAnotherInstancesCommitShareOneDatabaseReadPerViewer() throws Exception {
        Games.Game g = Games.start();
        long v = Games.stateVersion(g, null);
        Games.stateVersion(g, g.tokens().get(1));
        HttpClient http = HttpClient.newHttpClient();
        List<CompletableFuture<HttpResponse<String>>> polls = new ArrayList<>();
        int baseline = signals.waiters();
        for (int i = 0; i < 12; i++) {
            HttpRequest.Builder req = HttpRequest.newBuilder(URI.create("http://localhost:" + RestAssured.port
                    + "/api/v1/games/" + g.id() + "/state"))
                    .header("If-None-Match", "\"" + v + "\"").header("Prefer", "wait=20").GET();
            if (i % 3 == 0) req.header("Authorization", "Bearer " + g.tokens().get(1));
            polls.add(http.sendAsync(req.build(), HttpResponse.BodyHandlers.ofString()));
        }
        await("12 long-polls wait", () -> signals.waiters() == baseline + 12);
        double before = metrics.counter("tabletop.reads.database").count();
        long moved;
        try (SecondReplica other = new SecondReplica(store, projections, seats, codecs)) {
            moved = other.moveAny(g.id(), true);
        }
        for (CompletableFuture<HttpResponse<String>> p : polls) {
            HttpResponse<String> r = p.get(WAIT.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(Json.readTree(r.body()).get("version").asLong()).isEqualTo(moved);
        }
        double reads = metrics.counter("tabletop.reads.database").count() - before;
        assertThat(reads).as("one read per viewer (spectator, seat 1), not one per poll").isBetween(1.0, 2.0);
    }

    /** A game of more than two catch-up pages, played by another instance (no stream here has seen it). */
    private Games.Game longGame() throws Exception {
        Games.Game g = Games.start();
        long version = Games.stateVersion(g, null);
        try (SecondReplica other = new SecondReplica(store, projections, seats, codecs)) {
            while (version < 70) {
                try {
                    version = other.moveAny(g.id(), true);
                } catch (java.util.NoSuchElementException over) {
                    break; // the game ended
                }
            }
        }
        assertThat(Games.stateVersion(g, null)).as("a long game").isGreaterThan(45);
        return g;
    }

    /** Frames written straight to a connection that never completes a write; congested or not, as told. */
    static final class StuckFrames implements FrameWriter {
        final List<Long> sent = new CopyOnWriteArrayList<>();
        final boolean congested;

        StuckFrames(boolean congested) {
            this.congested = congested;
        }

        @Override
        public CompletionStage<?> write(String frame) {
            if (frame.startsWith("id:")) sent.add(Long.parseLong(frame.substring(3, frame.indexOf('\n'))));
            return new CompletableFuture<>();
        }

        @Override
        public boolean congested() {
            return congested;
        }
    }

    @Test
    void framesToAConnectionThatKeepsUpAreNotWaitedFor() throws Exception {
        Games.Game g = longGame();
        long head = Games.stateVersion(g, null);
        FakeSink sink = new FakeSink(null, false);
        StuckFrames frames = new StuckFrames(false);
        live.open(g.id(), Caller.spectator("test"), 0, LiveStreams.Include.EVENTS, sink, SseImpl.INSTANCE, frames);
        // more than one page (%test.tabletop.sse.catch-up-page=20) although no write has completed
        await("every event", () -> frames.sent.size() == head);
        List<Long> all = new ArrayList<>();
        for (long s = 1; s <= head; s++) all.add(s);
        assertThat(frames.sent).as("complete and in order").isEqualTo(all);
        Thread.sleep(3_500); // %test.tabletop.sse.send-timeout=3s: an uncongested connection is not slow
        assertThat(sink.closed).as("still open").isFalse();
        sink.close();
    }

    @Test
    void framesToACongestedConnectionWaitAPageAndAreClosedAfterTheSendTimeout() throws Exception {
        Games.Game g = longGame();
        FakeSink sink = new FakeSink(null, false);
        StuckFrames frames = new StuckFrames(true);
        live.open(g.id(), Caller.spectator("test"), 0, LiveStreams.Include.EVENTS, sink, SseImpl.INSTANCE, frames);
        await("the first page", () -> frames.sent.size() == 20);
        await("the congested stream is closed", () -> sink.closed);
        assertThat(frames.sent).as("nothing past the page it was stuck on").hasSize(20);
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + WAIT.toMillis();
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) throw new AssertionError("timed out: " + what);
            Thread.sleep(50);
        }
    }

}
