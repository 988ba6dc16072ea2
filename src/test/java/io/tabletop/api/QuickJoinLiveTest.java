package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.tabletop.app.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Quick join answered with the seat's live stream ({@code POST /api/v1/seats/live}, text/event-stream): the grant
 * first, then the game's stream; a bot joins and plays with no request but the join and its moves. Each test names an
 * options filter of its own (a turn timeout no other test uses), so it meets only its own games.
 */
@QuarkusTest
class QuickJoinLiveTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final HttpClient HTTP = SseClient.newHttpClient();
    private static final AtomicInteger UNIQUE = new AtomicInteger((int) (System.nanoTime() % 100_000));

    private static Map<String, Object> body(String name, Map<String, Object> options, int seats) {
        Map<String, Object> b = new LinkedHashMap<>();
        b.put("type", "COUP");
        b.put("name", name);
        b.put("seats", seats);
        b.put("options", options);
        return b;
    }

    private static Map<String, Object> own() {
        return Map.of("turnTimeoutSeconds", 300_000 + UNIQUE.incrementAndGet());
    }

    private static SseClient joinLive(Map<String, Object> body, String include) throws Exception {
        return SseClient.open(HTTP, URI.create("http://localhost:" + RestAssured.port + "/api/v1/seats/live"
                + (include == null ? "" : "?include=" + include)), Map.of(), Json.write(body), WAIT);
    }

    /** The first event: type seat, the grant as data (the 201 body of a plain quick join). */
    private static JsonNode grant(SseClient c) throws Exception {
        assertThat(c.status()).isEqualTo(200);
        assertThat(c.header("Content-Type")).startsWith("text/event-stream");
        SseClient.Event e = c.next(WAIT);
        assertThat(e).as("the grant within " + WAIT).isNotNull();
        assertThat(e.name()).isEqualTo("seat");
        JsonNode g = e.json();
        assertThat(g.get("token").asText()).isNotBlank();
        assertThat(g.get("gameId").asText()).isNotBlank();
        return g;
    }

    @Test
    void twoBotsJoinAndPlayAWholeGameWithTheJoinAndTheirMovesAsTheirOnlyRequests() throws Exception {
        Map<String, Object> opts = own();
        List<SseClient> streams = new ArrayList<>();
        try {
            streams.add(joinLive(body("live-a", opts, 2), "my-turns"));
            JsonNode a = grant(streams.get(0));
            streams.add(joinLive(body("live-b", opts, 2), "my-turns"));
            JsonNode b = grant(streams.get(1));
            assertThat(b.get("gameId").asText()).as("the second joins the first's game").isEqualTo(a.get("gameId").asText());
            assertThat(List.of(a.get("seat").asInt(), b.get("seat").asInt())).containsExactly(0, 1);
            String game = a.get("gameId").asText();
            String[] tokens = {a.get("token").asText(), b.get("token").asText()};

            PushBots.Played played = PushBots.play(game, List.of(tokens), streams, new Random(5), (s, e) -> {
                // a seat's stream never carries the other seat's token; a my-turns stream carries only states
                assertThat(e.data()).doesNotContain(tokens[1 - s]);
                assertThat(e.name()).isEqualTo("state");
                assertThat(e.json().get("seat").asInt()).isEqualTo(s);
            });
            int posts = played.posts();
            int accepted = played.accepted();
            assertThat(Api.summary(game).get("status").asText()).isEqualTo("FINISHED");
            assertThat(accepted).isPositive();
            assertThat((double) (posts + 2) / accepted).as("requests per accepted move, the joins included")
                    .isLessThanOrEqualTo(1.2);
            for (SseClient s : streams) assertThat(s.awaitEnd(WAIT)).as("the stream ends with the game").isTrue();
        } finally {
            streams.forEach(SseClient::close);
        }
    }

    @Test
    void theStreamAfterTheGrantIsTheGamesStreamForThatSeat() throws Exception {
        Map<String, Object> opts = own();
        try (SseClient live = joinLive(body("first", opts, 2), null)) {
            JsonNode g = grant(live);
            // the default carries the events from the start, as GET …/events does: the creation, then the seat
            SseClient.Event first = live.next(WAIT);
            assertThat(first.seq()).isEqualTo(1);
            assertThat(first.json().get("type").asText()).isEqualTo("GAME_CREATED");
            assertThat(live.next(WAIT).seq()).isEqualTo(2);
            JsonNode other = Api.json(given().contentType(ContentType.JSON).body(Json.write(body("second", opts, 2)))
                    .post("/api/v1/seats"));
            assertThat(other.get("gameId").asText()).isEqualTo(g.get("gameId").asText());
            assertThat(live.next(WAIT).seq()).as("the next seat taken, live").isEqualTo(3);
        }
    }

    @Test
    void aPlainQuickJoinStillAnswersWithTheGrantAsJson() throws Exception {
        for (String accept : List.of("application/json", "*/*")) {
            var r = given().accept(accept).contentType(ContentType.JSON).body(Json.write(body("plain", own(), 2)))
                    .post("/api/v1/seats");
            assertThat(r.statusCode()).as(accept).isEqualTo(201);
            assertThat(r.contentType()).startsWith("application/json");
            assertThat(Api.json(r).get("token").asText()).isNotBlank();
        }
        // no Accept at all (java.net.http sends none unless told)
        var none = HTTP.send(java.net.http.HttpRequest.newBuilder(URI.create("http://localhost:" + RestAssured.port
                        + "/api/v1/seats")).header("Content-Type", "application/json")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(Json.write(body("plain", own(), 2)))).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(none.statusCode()).as(none.body()).isEqualTo(201);
        assertThat(none.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
    }

    @Test
    void aRefusedLiveJoinTakesNoSeatAndAnswersAProblem() throws Exception {
        Map<String, Object> opts = own();
        try (SseClient bad = joinLive(body("x", opts, 2), "everything")) {
            assertThat(bad.status()).isEqualTo(400);
            assertThat(bad.header("Content-Type")).startsWith("application/problem+json");
            assertThat(Json.readTree(bad.body(WAIT)).get("code").asText()).isEqualTo("INVALID_INCLUDE");
        }
        Map<String, Object> noType = body("x", opts, 2);
        noType.remove("type");
        try (SseClient bad = joinLive(noType, "my-turns")) {
            assertThat(bad.status()).isEqualTo(400);
            assertThat(Json.readTree(bad.body(WAIT)).get("code").asText()).isEqualTo("INVALID_FIELD");
        }
        Problems.assertProblem(given().accept("application/json").contentType(ContentType.JSON)
                .body(Json.write(body("x", opts, 2))).post("/api/v1/seats/live"), 406, "NOT_ACCEPTABLE");
        // nothing was taken: the next join with the same filter opens a game of its own, at seat 0
        try (SseClient live = joinLive(body("y", opts, 2), "my-turns")) {
            assertThat(grant(live).get("seat").asInt()).isZero();
        }
    }

    /**
     * A client that leaves while its body is still being read (a bot stopping mid-request) takes no seat, and the
     * service logs no error for it (it did once, as an "unexpected failure" answered 500).
     */
    @Test
    void aLiveJoinWhoseClientLeavesBeforeItsBodyArrivesTakesNoSeatAndLogsNoError() throws Exception {
        Map<String, Object> opts = own();
        List<java.util.logging.LogRecord> errors = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.logging.Handler h = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord r) {
                if (r.getLevel().intValue() >= java.util.logging.Level.SEVERE.intValue()) errors.add(r);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        java.util.logging.Logger root = java.util.logging.LogManager.getLogManager().getLogger("");
        root.addHandler(h);
        try {
            String json = Json.write(body("gone", opts, 2));
            try (java.net.Socket socket = new java.net.Socket("localhost", RestAssured.port)) {
                String head = "POST /api/v1/seats/live?include=my-turns HTTP/1.1\r\nHost: localhost\r\n"
                        + "Content-Type: application/json\r\nAccept: text/event-stream\r\nContent-Length: "
                        + json.length() + "\r\n\r\n" + json.substring(0, json.length() / 2); // the rest never comes
                socket.getOutputStream().write(head.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                socket.getOutputStream().flush();
                Thread.sleep(300); // the body's read has begun on a worker
            }
            Thread.sleep(1_000);
            // nothing was taken: the next join with the same filter opens a game of its own, at seat 0
            try (SseClient live = joinLive(body("next", opts, 2), "my-turns")) {
                assertThat(grant(live).get("seat").asInt()).isZero();
            }
            assertThat(errors).extracting(r -> r.getLoggerName() + ": " + r.getMessage()).isEmpty();
        } finally {
            root.removeHandler(h);
        }
    }

    @Test
    void aBodyCutOffByTheClientIsNotAServerFailure() {
        var gone = new java.io.IOException(new java.io.IOException(
                new io.vertx.core.http.HttpClosedException("Connection was closed")));
        jakarta.ws.rs.core.Response r = new ProblemMapper().unexpected(gone);
        assertThat(r.getStatus()).isEqualTo(400);
        assertThat(((Problem) r.getEntity()).code()).isEqualTo("REQUEST_INCOMPLETE");
        assertThat(ProblemMapper.clientGone(new IllegalStateException(new java.io.IOException("disk full")))).isFalse();
    }
}
