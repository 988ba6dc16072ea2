package io.tabletop.app.live;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.tabletop.api.SseClient;
import io.tabletop.app.GameSignals;
import io.tabletop.app.Games;
import io.tabletop.app.Json;
import jakarta.inject.Inject;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * Issue 8 item 7: live streams and long-polls are capped per seat and per address (429), per game and per instance
 * (503), answered as problem+json with Retry-After; what is given back may be taken again. Callers come from
 * several loopback addresses (127.0.0.1 to .4) to tell the caps apart.
 */
@QuarkusTest
@TestProfile(LiveCapsTest.SmallCaps.class)
class LiveCapsTest {

    public static class SmallCaps implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            Map<String, String> m = new HashMap<>();
            for (String kind : List.of("tabletop.sse.", "tabletop.long-poll.")) {
                m.put(kind + "per-seat", "2");
                m.put(kind + "seats-per-address", "5");
                m.put(kind + "seats-per-instance", "7");
                m.put(kind + "spectators-per-address", "5");
                m.put(kind + "spectators-per-game", "3");
                m.put(kind + "spectators-per-instance", "7");
            }
            m.put("tabletop.sse.shared-spectators-per-game", "4");
            m.put("tabletop.limits.retry-after", "7s");
            return m;
        }
    }

    private static final Duration WAIT = Duration.ofSeconds(10);

    @Inject
    GameSignals signals;

    @Inject
    LiveStreams live;

    private static HttpClient from(int lastOctet) throws Exception {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .localAddress(InetAddress.getByName("127.0.0." + lastOctet)).connectTimeout(WAIT).build();
    }

    private static URI uri(Games.Game g, String path) {
        return URI.create("http://localhost:" + RestAssured.port + "/api/v1/games/" + g.id() + path);
    }

    private static SseClient stream(int from, Games.Game g, String token) throws Exception {
        return stream(from, g, token, "");
    }

    private static SseClient stream(int from, Games.Game g, String token, String query) throws Exception {
        Map<String, String> headers = new HashMap<>();
        if (token != null) headers.put("Authorization", "Bearer " + token);
        return SseClient.open(from(from), uri(g, "/events" + query), headers, WAIT);
    }

    private static void assertBusy(int status, String code, String contentType, String retryAfter, String body) {
        assertThat(contentType).startsWith("application/problem+json");
        assertThat(retryAfter).isEqualTo("7");
        assertThat(Json.readTree(body).get("code").asText()).isEqualTo(code);
        assertThat(Json.readTree(body).get("status").asInt()).isEqualTo(status);
    }

    private static void refusedStream(SseClient c, int status, String code) throws Exception {
        assertThat(c.status()).isEqualTo(status);
        assertBusy(status, code, c.header("Content-Type"), c.header("Retry-After"), c.body(WAIT));
    }

    /**
     * Seats and spectators have budgets of their own (caps here: a seat 2, seats of an address 5, seats of the
     * instance 7; spectators of an address 5, of a game 3, of the instance 7, and 4 shared state-only ones a game).
     */
    @Test
    void item7_liveStreamsAreCappedPerSeatAddressGameAndInstance() throws Exception {
        Games.Game a = Games.start();
        Games.Game b = Games.start();
        Games.Game c = Games.start();
        List<SseClient> open = new ArrayList<>();
        try {
            String seat0 = a.tokens().get(0);
            for (int i = 0; i < 2; i++) open.add(ok(stream(1, a, seat0)));
            refusedStream(stream(1, a, seat0), 429, "TOO_MANY_LIVE_STREAMS"); // per seat
            for (int i = 1; i <= 3; i++) open.add(ok(stream(i, a, null)));
            SseClient full = stream(4, a, null);
            assertThat(full.status()).isEqualTo(503);
            String detail = Json.readTree(full.body(WAIT)).get("detail").asText();
            assertThat(detail).as("says how a spectator may still follow").contains("include=state-only");
            for (int i = 0; i < 4; i++) open.add(ok(stream(4, a, null, "?include=state-only"))); // shared, coalesced
            refusedStream(stream(4, a, null, "?include=state-only"), 503, "LIVE_STREAMS_FULL");
            for (int i = 0; i < 3; i++) open.add(ok(stream(1, b, null)));
            open.add(ok(stream(1, c, null)));
            refusedStream(stream(1, c, null), 429, "TOO_MANY_LIVE_STREAMS"); // spectators per address
            refusedStream(stream(2, c, null), 503, "LIVE_STREAMS_FULL"); // spectators per instance
            assertThat(live.openStreams()).isEqualTo(2 + 3 + 4 + 3 + 1);
        } finally {
            open.forEach(SseClient::close);
        }
        await("the streams are given back", () -> live.openStreams() == 0);
        try (SseClient again = ok(stream(1, a, a.tokens().get(0)))) {
            assertThat(again.status()).isEqualTo(200);
        }
    }

    /**
     * Issue 31 item 5: spectators fill every place a game and this instance have for them (from several addresses);
     * the game's seats still follow their own game, live and by long-poll.
     */
    @Test
    void seatsFollowTheirGameWhateverTheSpectatorsHold() throws Exception {
        Games.Game a = Games.start();
        Games.Game b = Games.start();
        List<SseClient> open = new ArrayList<>();
        List<CompletableFuture<HttpResponse<String>>> polls = new ArrayList<>();
        try {
            for (int i = 1; i <= 3; i++) open.add(ok(stream(i, a, null)));
            for (int i = 1; i <= 3; i++) open.add(ok(stream(i, b, null)));
            refusedStream(stream(5, a, null), 503, "LIVE_STREAMS_FULL");
            refusedStream(stream(5, b, null), 503, "LIVE_STREAMS_FULL");
            int n = signals.waiters();
            for (int i = 1; i <= 3; i++) {
                polls.add(poll(i, a, null));
                waiting(polls.getLast(), ++n);
            }
            refusedPoll(poll(5, a, null), 503, "LONG_POLLS_FULL");
            for (int seat = 0; seat < 2; seat++) {
                try (SseClient mine = ok(stream(5, a, a.tokens().get(seat), "?include=state-only"))) {
                    assertThat(mine.next(WAIT).name()).isEqualTo("state");
                }
                polls.add(poll(5, a, a.tokens().get(seat)));
                waiting(polls.getLast(), ++n);
            }
            Object[] m = Games.anyMove(a);
            Games.move(a, (int) m[0], Games.stateVersion(a, null), (String) m[1]).then().statusCode(200);
            for (CompletableFuture<HttpResponse<String>> p : polls) {
                assertThat(p.get(WAIT.toMillis(), TimeUnit.MILLISECONDS).statusCode()).isEqualTo(200);
            }
        } finally {
            open.forEach(SseClient::close);
        }
        await("the streams are given back", () -> live.openStreams() == 0);
        await("the long-polls are given back", () -> signals.waiters() == 0);
    }

    /**
     * A live quick join ({@code POST /api/v1/seats/live}) whose address holds all the seats' streams it may: the seat
     * is taken and its grant sent, then the stream alone is refused — one {@code problem} event, the end — and the
     * seat is kept (its token reads the game). Spectators crowding the game would not have refused it.
     */
    @Test
    void aLiveJoinWhoseStreamIsRefusedKeepsItsSeatAndSaysWhy() throws Exception {
        Map<String, Object> options = Map.of("turnTimeoutSeconds", 400_000 + (int) (System.nanoTime() % 100_000));
        String body = Json.write(Map.of("type", "COUP", "name", "first", "seats", 3, "options", options));
        var first = given().contentType("application/json").body(body).post("/api/v1/seats");
        assertThat(first.statusCode()).isEqualTo(201);
        Games.Game game = new Games.Game(java.util.UUID.fromString(Json.readTree(first.asString()).get("gameId").asText()),
                List.of());
        String firstToken = Json.readTree(first.asString()).get("token").asText();
        Games.Game other = Games.start();
        List<SseClient> open = new ArrayList<>();
        int before = live.openStreams(); // another test's last stream may not be noticed gone yet
        try {
            for (int i = 1; i <= 3; i++) open.add(ok(stream(i, game, null))); // the game's spectators' cap: 3
            // address 4 holds its 5 seats' streams
            for (int i = 0; i < 2; i++) open.add(ok(stream(4, other, other.tokens().get(0))));
            for (int i = 0; i < 2; i++) open.add(ok(stream(4, other, other.tokens().get(1))));
            open.add(ok(stream(4, game, firstToken)));
            String second = Json.write(Map.of("type", "COUP", "name", "second", "seats", 3, "options", options));
            try (SseClient liveJoin = SseClient.open(from(4), URI.create("http://localhost:" + RestAssured.port
                    + "/api/v1/seats/live?include=my-turns"), Map.of(), second, WAIT)) {
                assertThat(liveJoin.status()).isEqualTo(200);
                SseClient.Event grant = liveJoin.next(WAIT);
                assertThat(grant.name()).isEqualTo("seat");
                assertThat(grant.json().get("gameId").asText()).isEqualTo(game.id().toString());
                assertThat(grant.json().get("seat").asInt()).isEqualTo(1);
                SseClient.Event problem = liveJoin.next(WAIT);
                assertThat(problem.name()).isEqualTo("problem");
                assertThat(problem.json().get("status").asInt()).isEqualTo(429);
                assertThat(problem.json().get("code").asText()).isEqualTo("TOO_MANY_LIVE_STREAMS");
                assertThat(liveJoin.awaitEnd(WAIT)).as("the stream ends after the problem").isTrue();
                String token = grant.json().get("token").asText();
                assertThat(given().header("Authorization", "Bearer " + token)
                        .get("/api/v1/games/" + game.id() + "/state").then().extract().path("seat").toString())
                        .as("the seat is kept").isEqualTo("1");
                // from another address, the same crowded game: its stream is a seat's, and it is not refused
                String third = Json.write(Map.of("type", "COUP", "name", "third", "seats", 3, "options", options));
                try (SseClient joined = SseClient.open(from(5), URI.create("http://localhost:" + RestAssured.port
                        + "/api/v1/seats/live?include=state-only"), Map.of(), third, WAIT)) {
                    assertThat(joined.next(WAIT).name()).isEqualTo("seat");
                    assertThat(joined.next(WAIT).name()).as("spectators take nothing from a seat").isEqualTo("state");
                }
            }
        } finally {
            open.forEach(SseClient::close);
        }
        await("the streams are given back", () -> live.openStreams() <= before);
    }

    private static SseClient ok(SseClient c) throws Exception {
        assertThat(c.status()).as("a stream").isEqualTo(200);
        return c;
    }

    private CompletableFuture<HttpResponse<String>> poll(int from, Games.Game g, String token) throws Exception {
        long v = Games.stateVersion(g, null);
        HttpRequest.Builder req = HttpRequest.newBuilder(uri(g, "/state")).header("If-None-Match", "\"" + v + "\"")
                .header("Prefer", "wait=30").GET();
        if (token != null) req.header("Authorization", "Bearer " + token);
        return from(from).sendAsync(req.build(), HttpResponse.BodyHandlers.ofString());
    }

    private void waiting(CompletableFuture<HttpResponse<String>> p, int expected) throws Exception {
        await(expected + " long-polls wait", () -> signals.waiters() == expected || p.isDone());
        assertThat(p).as("waiting, not answered").isNotDone();
    }

    private static void refusedPoll(CompletableFuture<HttpResponse<String>> p, int status, String code) throws Exception {
        HttpResponse<String> r = p.get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
        assertThat(r.statusCode()).isEqualTo(status);
        assertBusy(status, code, r.headers().firstValue("Content-Type").orElse(""),
                r.headers().firstValue("Retry-After").orElse(null), r.body());
    }

    @Test
    void item7_longPollsAreCappedPerSeatAddressGameAndInstance() throws Exception {
        Games.Game a = Games.start();
        Games.Game b = Games.start();
        Games.Game c = Games.start();
        List<CompletableFuture<HttpResponse<String>>> waiting = new ArrayList<>();
        String seat0 = a.tokens().get(0);
        int n = signals.waiters();
        for (int i = 0; i < 2; i++) {
            waiting.add(poll(1, a, seat0));
            waiting(waiting.getLast(), ++n);
        }
        refusedPoll(poll(1, a, seat0), 429, "TOO_MANY_LONG_POLLS"); // per seat
        for (int i = 1; i <= 3; i++) {
            waiting.add(poll(i, a, null));
            waiting(waiting.getLast(), ++n);
        }
        refusedPoll(poll(4, a, null), 503, "LONG_POLLS_FULL"); // spectators per game
        for (int i = 0; i < 3; i++) {
            waiting.add(poll(1, b, null));
            waiting(waiting.getLast(), ++n);
        }
        waiting.add(poll(1, c, null));
        waiting(waiting.getLast(), ++n);
        refusedPoll(poll(1, c, null), 429, "TOO_MANY_LONG_POLLS"); // spectators per address
        refusedPoll(poll(2, c, null), 503, "LONG_POLLS_FULL"); // spectators per instance
        // A move answers the games' long-polls, which gives their places back.
        for (Games.Game g : List.of(a, b, c)) {
            Object[] m = Games.anyMove(g);
            Games.move(g, (int) m[0], Games.stateVersion(g, null), (String) m[1]).then().statusCode(200);
        }
        for (CompletableFuture<HttpResponse<String>> p : waiting) {
            assertThat(p.get(WAIT.toMillis(), TimeUnit.MILLISECONDS).statusCode()).isEqualTo(200);
        }
        await("the long-polls are given back", () -> signals.waiters() == 0);
        CompletableFuture<HttpResponse<String>> again = poll(4, c, null);
        waiting(again, 1);
        Object[] m = Games.anyMove(c);
        Games.move(c, (int) m[0], Games.stateVersion(c, null), (String) m[1]).then().statusCode(200);
        assertThat(again.get(WAIT.toMillis(), TimeUnit.MILLISECONDS).statusCode()).isEqualTo(200);
        assertThat(given().get(io.tabletop.Management.url("/q/health/ready")).statusCode()).isEqualTo(200);
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + WAIT.toMillis();
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) throw new AssertionError("timed out: " + what);
            Thread.sleep(50);
        }
    }
}
