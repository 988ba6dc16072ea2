package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.response.Response;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The live stream (GET …/events with Accept: text/event-stream): a move's events reach open streams; resuming
 * with Last-Event-ID or ?after= loses and repeats nothing, also while moves keep arriving; a spectator's stream
 * carries no hidden card and a seat's stream its own cards; the stream ends with the game; keep-alive comments;
 * refusals are problem+json; a client that hangs up is forgotten. Cross-instance delivery: {@code LiveStreamIT}.
 */
@QuarkusTest
class LiveStreamTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final HttpClient HTTP = SseClient.newHttpClient();

    private static URI uri(String game, String query) {
        return URI.create("http://localhost:" + RestAssured.port + "/api/v1/games/" + game + "/events"
                + (query == null ? "" : "?" + query));
    }

    private static SseClient stream(String game, String token, String query, Long lastEventId) throws Exception {
        SseClient c = streamOr204(game, token, query, lastEventId);
        assertThat(c).as("a stream, not 204").isNotNull();
        return c;
    }

    /** A stream, or null when the game is over and there is nothing after the position (204). */
    private static SseClient streamOr204(String game, String token, String query, Long lastEventId) throws Exception {
        Map<String, String> headers = new HashMap<>();
        if (token != null) headers.put("Authorization", "Bearer " + token);
        if (lastEventId != null) headers.put("Last-Event-ID", String.valueOf(lastEventId));
        SseClient c = SseClient.open(HTTP, uri(game, query), headers, WAIT);
        if (c.status() == 204) return null;
        if (c.status() != 200) throw new AssertionError("stream of " + game + " answered " + c.status() + ": " + c.body(WAIT));
        assertThat(c.header("Content-Type")).startsWith("text/event-stream");
        return c;
    }

    private static List<JsonNode> json(List<SseClient.Event> events) {
        List<JsonNode> out = new ArrayList<>();
        for (SseClient.Event e : events) {
            JsonNode n = e.json();
            assertThat(e.seq()).as("id is the seq").isEqualTo(n.get("seq").asLong());
            out.add(n);
        }
        return out;
    }

    /** One random legal move by an awaited seat; false when the game is over. */
    private static boolean step(Api.Game game, Random random) {
        JsonNode summary = Api.summary(game.id());
        if (summary.get("status").asText().equals("FINISHED")) return false;
        long version = summary.get("version").asLong();
        List<Integer> awaiting = new ArrayList<>();
        summary.get("awaiting").forEach(n -> awaiting.add(n.asInt()));
        int seat = awaiting.get(random.nextInt(awaiting.size()));
        JsonNode moves = Api.legalMoves(game.id(), game.token(seat)).get("moves");
        JsonNode move = moves.get(random.nextInt(moves.size()));
        for (JsonNode m : moves) if (m.get("type").asText().equals("PASS") && random.nextBoolean()) move = m;
        Api.move(game.id(), game.token(seat), version, move).then().statusCode(200);
        return true;
    }

    private static List<Long> seqs(List<JsonNode> events) {
        return events.stream().map(e -> e.get("seq").asLong()).toList();
    }

    private static List<Long> range(long after, long upTo) {
        List<Long> out = new ArrayList<>();
        for (long s = after + 1; s <= upTo; s++) out.add(s);
        return out;
    }

    @Test
    void aMovesEventsReachAnOpenStreamAtOnce() throws Exception {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0, "seed", "live-1"));
        long v = Api.version(game.id());
        try (SseClient spectator = stream(game.id(), null, "after=" + v, null);
             SseClient seat1 = stream(game.id(), game.token(1), "after=" + v, null)) {
            assertThat(spectator.next(Duration.ofMillis(300))).as("nothing happened yet").isNull();
            long sent = System.nanoTime();
            Response r = Api.move(game.id(), game.token(0), v, "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}");
            r.then().statusCode(200);
            SseClient.Event e = spectator.next(WAIT);
            assertThat(e).isNotNull();
            long millis = (e.nanos() - sent) / 1_000_000;
            assertThat(millis).as("delivered within 1 s of sending the move").isLessThan(1_000);
            assertThat(e.seq()).isEqualTo(v + 1);
            assertThat(e.json()).isEqualTo(Api.events(game.id(), null).get((int) v));
            assertThat(seat1.next(WAIT).json()).isEqualTo(Api.events(game.id(), game.token(1)).get((int) v));
            // A reaction from seat 1: both see it, in order, once.
            Api.move(game.id(), game.token(1), v + 1, "{\"type\":\"PASS\"}").then().statusCode(200);
            long now = Api.version(game.id());
            List<JsonNode> more = json(spectator.take((int) (now - v - 1), WAIT));
            assertThat(seqs(more)).isEqualTo(range(v + 1, now));
            assertThat(spectator.next(Duration.ofMillis(300))).as("nothing twice").isNull();
        }
    }

    @Test
    void theJsonPageStaysTheDefault() {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        for (String accept : new String[] {null, "*/*", "application/json"}) {
            var req = given();
            if (accept != null) req = req.header("Accept", accept);
            Response r = req.get("/api/v1/games/" + game.id() + "/events");
            assertThat(r.statusCode()).as(accept).isEqualTo(200);
            assertThat(r.contentType()).as(accept).startsWith("application/json");
            assertThat(r.jsonPath().getList("events")).hasSize(4);
        }
    }

    @Test
    void resumingWithLastEventIdOrAfterLosesNothingAndRepeatsNothing() throws Exception {
        Api.Game game = Api.start(4, Map.of("variant", "UN", "seed", "live-resume"));
        Random random = new Random(11);
        for (int i = 0; i < 12; i++) step(game, random);
        long v = Api.version(game.id());
        for (String token : new String[] {null, game.token(2)}) {
            List<JsonNode> expected = Api.events(game.id(), token);
            assertThat(expected).hasSize((int) v);
            List<JsonNode> got = new ArrayList<>();
            try (SseClient first = stream(game.id(), token, null, null)) {
                got.addAll(json(first.take(5, WAIT)));
            }
            // Reconnect as an EventSource does (same URL, Last-Event-ID), then by ?after=, then Last-Event-ID
            // winning over an older ?after=.
            try (SseClient second = stream(game.id(), token, null, got.getLast().get("seq").asLong())) {
                got.addAll(json(second.take(4, WAIT)));
            }
            try (SseClient third = stream(game.id(), token, "after=" + got.getLast().get("seq").asLong(), null)) {
                got.addAll(json(third.take(3, WAIT)));
            }
            try (SseClient fourth = stream(game.id(), token, "after=2", got.getLast().get("seq").asLong())) {
                long rest = v - got.size();
                got.addAll(json(fourth.take((int) rest, WAIT)));
                assertThat(fourth.next(Duration.ofMillis(300))).isNull();
            }
            assertThat(got).as(token == null ? "spectator" : "seat 2").isEqualTo(expected);
        }
    }

    @Test
    void streamsOpenedWhileMovesArriveLoseNothingAndRepeatNothing() throws Exception {
        Api.Game game = Api.start(5, Map.of("variant", "MEDIA", "seed", "live-race"));
        CompletableFuture<Void> player = CompletableFuture.runAsync(() -> {
            Random random = new Random(5);
            for (int i = 0; i < 60 && step(game, random); i++) {
                // as fast as the service takes them
            }
        });
        record Open(SseClient client, long after, int viewer) {}
        List<Open> opened = new ArrayList<>();
        // A chain of short-lived streams, each resuming where the previous one's received events end.
        List<JsonNode> chain = new ArrayList<>();
        Random random = new Random(3);
        try {
            while (!player.isDone()) {
                long version = Api.version(game.id());
                long after = random.nextLong(version + 1);
                int viewer = random.nextInt(6) - 1;
                SseClient o = streamOr204(game.id(), viewer < 0 ? null : game.token(viewer), "after=" + after, null);
                if (o != null) opened.add(new Open(o, after, viewer));
                Long last = chain.isEmpty() ? null : chain.getLast().get("seq").asLong();
                try (SseClient link = streamOr204(game.id(), null, null, last == null ? 0 : last)) {
                    if (link == null) continue; // over, and the chain has all of it
                    Thread.sleep(random.nextInt(120));
                    link.close();
                    List<SseClient.Event> got = new ArrayList<>();
                    SseClient.Event e;
                    while ((e = link.next(Duration.ZERO)) != null) got.add(e);
                    chain.addAll(json(got));
                }
            }
            player.get();
            long version = Api.version(game.id());
            long have = chain.isEmpty() ? 0 : chain.getLast().get("seq").asLong();
            if (have < version) {
                try (SseClient link = stream(game.id(), null, null, have)) {
                    chain.addAll(json(link.take((int) (version - have), WAIT)));
                }
            }
            assertThat(seqs(chain)).as("the chain of resumed streams").isEqualTo(range(0, version));
            boolean over = Api.summary(game.id()).get("status").asText().equals("FINISHED");
            if (!over) assertThat(chain).isEqualTo(Api.events(game.id(), null));
            assertThat(opened).hasSizeGreaterThan(3);
            for (Open o : opened) {
                List<JsonNode> got = new ArrayList<>();
                if (over) got.addAll(json(o.client().untilEnd(WAIT)));
                else got.addAll(json(o.client().take((int) (version - o.after()), WAIT)));
                assertThat(seqs(got)).as("stream after %d of viewer %d", o.after(), o.viewer())
                        .isEqualTo(range(o.after(), version));
                if (!over) {
                    List<JsonNode> all = Api.events(game.id(), o.viewer() < 0 ? null : game.token(o.viewer()));
                    assertThat(got).isEqualTo(all.subList((int) o.after(), (int) version));
                    assertThat(o.client().next(Duration.ofMillis(100))).isNull();
                }
            }
        } finally {
            opened.forEach(o -> o.client().close());
        }
    }

    @ParameterizedTest(name = "{0} seats, {1}")
    @CsvSource({"2, MEDIA", "4, UN", "6, MEDIA"})
    void aWholeGameStreamedHidesWhatEachViewerMayNotSeeAndEnds(int seats, String variant) throws Exception {
        String seed = "live-secret-" + UUID.randomUUID();
        Api.Game game = Api.start(seats, Map.of("variant", variant, "seed", seed));
        List<SseClient> streams = new ArrayList<>();
        try {
            for (int viewer = -1; viewer < seats; viewer++) {
                streams.add(stream(game.id(), viewer < 0 ? null : game.token(viewer), null, null));
            }
            List<Long> versions = new ArrayList<>();
            RandomPlayer.play(game, new Random(seed.hashCode()), versions::add);
            long finalVersion = versions.getLast();
            long lastActive = versions.get(versions.size() - 2); // before the move that ended the game
            for (int viewer = -1; viewer < seats; viewer++) {
                SseClient s = streams.get(viewer + 1);
                String who = viewer < 0 ? "spectator" : "seat " + viewer;
                List<SseClient.Event> raw = s.untilEnd(WAIT);
                assertThat(s.ended()).as(who + ": the stream ends with the game").isTrue();
                List<JsonNode> got = json(raw);
                assertThat(seqs(got)).as(who).isEqualTo(range(0, finalVersion));
                for (JsonNode e : got) {
                    assertThat(e.toString()).as(who).doesNotContain(seed);
                    if (e.get("seq").asLong() <= lastActive) HiddenInformationTest.checkEvent(e, viewer, who);
                }
                if (viewer >= 0) {
                    JsonNode dealt = got.stream().filter(e -> e.get("type").asText().equals("CARDS_DEALT")).findFirst()
                            .orElseThrow();
                    for (JsonNode h : dealt.get("data").get("hands")) {
                        assertThat(h.get("cards").isNull()).as(who + " sees its own cards only")
                                .isEqualTo(h.get("seat").asInt() != viewer);
                    }
                }
                // The events of the last move were read after the end: public, exactly like the JSON page now.
                List<JsonNode> page = Api.events(game.id(), viewer < 0 ? null : game.token(viewer));
                assertThat(got.subList((int) lastActive, got.size())).isEqualTo(page.subList((int) lastActive, page.size()));
            }
        } finally {
            streams.forEach(SseClient::close);
        }
    }

    @Test
    void aFinishedGameSendsWhatIsLeftAndEndsOr204WhenNothingIs() throws Exception {
        Api.Game game = Api.start(2, Map.of("seed", "live-finished"));
        RandomPlayer.play(game, new Random(2), v -> {});
        long version = Api.version(game.id());
        List<JsonNode> all = Api.events(game.id(), null);
        try (SseClient s = stream(game.id(), null, "after=" + (version - 3), null)) {
            assertThat(json(s.untilEnd(WAIT))).isEqualTo(all.subList((int) version - 3, (int) version));
        }
        SseClient done = SseClient.open(HTTP, uri(game.id(), null), Map.of("Last-Event-ID", String.valueOf(version)), WAIT);
        assertThat(done.status()).as("204 tells an EventSource to stop reconnecting").isEqualTo(204);
    }

    @Test
    void idleStreamsGetKeepAliveComments() throws Exception {
        Api.Game game = Api.start(2, Map.of());
        try (SseClient s = stream(game.id(), null, "after=4", null)) {
            Thread.sleep(3_200); // the test profile sends them every second
            assertThat(s.comments()).as("the opening comment and keep-alives").isGreaterThanOrEqualTo(3);
            assertThat(s.next(Duration.ZERO)).isNull();
            assertThat(s.ended()).isFalse();
        }
    }

    @Test
    void aClientThatHangsUpIsForgotten() throws Exception {
        Api.Game game = Api.start(2, Map.of());
        awaitOpenStreams(0); // the other tests' streams are all closed (and noticed within a keep-alive round)
        List<SseClient> clients = new ArrayList<>();
        for (int i = 0; i < 5; i++) clients.add(stream(game.id(), null, null, null));
        awaitOpenStreams(5);
        clients.forEach(SseClient::close);
        awaitOpenStreams(0);
    }

    private static void awaitOpenStreams(int count) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (openStreams() != count && System.nanoTime() < deadline) Thread.sleep(100);
        assertThat(openStreams()).as("open streams").isEqualTo(count);
    }

    private static final Pattern GAUGE = Pattern.compile("(?m)^tabletop_sse_streams(?:\\{[^}]*})? ([0-9.eE+]+)$");

    private static int openStreams() {
        Matcher m = GAUGE.matcher(given().get(io.tabletop.Management.url("/q/metrics")).then().statusCode(200).extract().asString());
        assertThat(m.find()).as("the tabletop_sse_streams gauge").isTrue();
        return (int) Double.parseDouble(m.group(1));
    }

    @Test
    void refusalsBeforeTheStreamStartsAreProblems() {
        Api.Game game = Api.start(2, Map.of());
        Api.Game other = Api.start(2, Map.of());
        String events = "/api/v1/games/" + game.id() + "/events";
        Problems.assertProblem(sse(null).get("/api/v1/games/nope/events"), 400, "INVALID_GAME_ID");
        Problems.assertProblem(sse(null).get("/api/v1/games/" + UUID.randomUUID() + "/events"), 404, "GAME_NOT_FOUND");
        Problems.assertProblem(sse("not-a-token").get(events), 401, "INVALID_TOKEN");
        Problems.assertProblem(sse(other.token(0)).get(events), 403, "TOKEN_FOR_ANOTHER_GAME");
        Problems.assertProblem(sse(null).queryParam("after", "-1").get(events), 400, "INVALID_AFTER");
        Problems.assertProblem(sse(null).queryParam("after", "x").get(events), 400, "INVALID_AFTER");
        Problems.assertProblem(sse(null).queryParam("after", "5").get(events), 400, "INVALID_AFTER");
        Problems.assertProblem(sse(null).header("Last-Event-ID", "seven").get(events), 400, "INVALID_LAST_EVENT_ID");
        Problems.assertProblem(sse(null).header("Last-Event-ID", "-3").get(events), 400, "INVALID_AFTER");
        Problems.assertProblem(sse(null).header("Authorization", "Basic abc").get(events), 401, "INVALID_AUTHORIZATION");
    }

    private static io.restassured.specification.RequestSpecification sse(String token) {
        return Api.as(token).header("Accept", "text/event-stream");
    }

    static {
        RestAssured.enableLoggingOfRequestAndResponseIfValidationFails();
    }
}
