package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, push not poll: {@code GET …/events?include=state} carries, after the events up to each head, the caller's
 * state at that version as an SSE event of type {@code state} — equal to {@code GET …/state} at that version, for
 * seats and spectators, never with another seat's hidden cards — so a bot's only requests are its moves.
 */
@QuarkusTest
class LiveStateTest {

    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final HttpClient HTTP = SseClient.newHttpClient();

    private static SseClient stream(String game, String token) throws Exception {
        return stream(game, token, "state", null);
    }

    private static SseClient stream(String game, String token, String include, String lastEventId) throws Exception {
        Map<String, String> headers = new HashMap<>();
        if (token != null) headers.put("Authorization", "Bearer " + token);
        if (lastEventId != null) headers.put("Last-Event-ID", lastEventId);
        SseClient c = SseClient.open(HTTP, URI.create("http://localhost:" + RestAssured.port + "/api/v1/games/" + game
                + "/events?include=" + include), headers, WAIT);
        assertThat(c.status()).isEqualTo(200);
        return c;
    }

    /** The next state event of the stream (events of other types are skipped), within the wait. */
    private static JsonNode nextState(SseClient c) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            SseClient.Event e = c.next(Duration.ofMillis(200));
            if (e != null && "state".equals(e.name())) return e.json();
        }
        throw new AssertionError("no state event in " + WAIT);
    }

    @Test
    void afterEveryMoveEachStreamCarriesTheStateThatGetStateAnswers() throws Exception {
        everyPushedStateIsWhatGetStateAnswers("state", 7);
    }

    /**
     * Plays a 3-seat game at random, checking at every version that each seat's stream and a spectator's carry the
     * state {@code GET …/state} answers, with no other seat's hand.
     */
    private static void everyPushedStateIsWhatGetStateAnswers(String include, long seed) throws Exception {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0));
        List<String> viewers = new ArrayList<>(List.of(game.token(0), game.token(1), game.token(2)));
        viewers.add(null); // a spectator
        List<SseClient> streams = new ArrayList<>();
        for (String token : viewers) streams.add(stream(game.id(), token, include, null));
        try {
            Random random = new Random(seed);
            for (int move = 0; move < 40; move++) {
                long version = Api.version(game.id());
                boolean finished = false;
                for (int v = 0; v < viewers.size(); v++) {
                    JsonNode pushed = include.equals("state-only") ? nextOnlyState(streams.get(v)) : nextState(streams.get(v));
                    assertThat(pushed.get("version").asLong()).isEqualTo(version);
                    assertThat(pushed).as("viewer " + v + " at " + version).isEqualTo(Api.state(game.id(), viewers.get(v)));
                    JsonNode players = pushed.get("view").get("players");
                    finished = pushed.get("status").asText().equals("FINISHED"); // then all is public
                    for (int seat = 0; seat < 3 && !finished; seat++) {
                        assertThat(players.get(seat).get("hand").isNull()).as("viewer %d sees seat %d's hand", v, seat)
                                .isEqualTo(v != seat);
                    }
                }
                if (finished) break;
                JsonNode summary = Api.summary(game.id());
                List<Integer> awaiting = new ArrayList<>();
                summary.get("awaiting").forEach(n -> awaiting.add(n.asInt()));
                int seat = awaiting.get(random.nextInt(awaiting.size()));
                JsonNode moves = Api.legalMoves(game.id(), game.token(seat)).get("moves");
                Api.move(game.id(), game.token(seat), version, moves.get(random.nextInt(moves.size()))).then()
                        .statusCode(200);
            }
        } finally {
            streams.forEach(SseClient::close);
        }
    }

    @Test
    void botsPlayAWholeGameWithTheirMovesAsTheirOnlyRequests() throws Exception {
        Api.Game game = Api.start(2, Map.of());
        List<SseClient> streams = List.of(stream(game.id(), game.token(0)), stream(game.id(), game.token(1)));
        try {
            PushBots.Played played = PushBots.play(game.id(), List.of(game.token(0), game.token(1)), streams,
                    new Random(11), (seat, e) -> {});
            int posts = played.posts();
            int accepted = played.accepted();
            assertThat(Api.summary(game.id()).get("status").asText()).isEqualTo("FINISHED");
            assertThat(accepted).isPositive();
            assertThat((double) posts / accepted).as("requests per accepted move").isLessThanOrEqualTo(1.2);
        } finally {
            streams.forEach(SseClient::close);
        }
    }

    /** The next event of a state-only stream, within the wait: it must be a state whose id is its version. */
    private static JsonNode nextOnlyState(SseClient c) throws Exception {
        SseClient.Event e = c.next(WAIT);
        assertThat(e).as("an event within " + WAIT).isNotNull();
        assertThat(e.name()).as("a state-only stream carries nothing but states").isEqualTo("state");
        JsonNode state = e.json();
        assertThat(e.id()).as("its id is its version").isEqualTo(state.get("version").asText());
        return state;
    }

    @Test
    void aStateOnlyStreamCarriesOnlyTheStatesThatGetStateAnswersWithTheVersionAsId() throws Exception {
        everyPushedStateIsWhatGetStateAnswers("state-only", 5); // nextOnlyState: nothing but states, id = version
    }

    @Test
    void aStateOnlyStreamResumesAfterTheLastStateItsClientSaw() throws Exception {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        long v = Api.version(game.id());
        SseClient first = stream(game.id(), game.token(0), "state-only", null);
        JsonNode seen;
        try {
            seen = nextOnlyState(first);
            assertThat(seen.get("version").asLong()).isEqualTo(v);
        } finally {
            first.close();
        }
        JsonNode moves = Api.legalMoves(game.id(), game.token(0)).get("moves");
        Api.move(game.id(), game.token(0), v, moves.get(0)).then().statusCode(200);
        long now = Api.version(game.id());
        SseClient again = stream(game.id(), game.token(0), "state-only", Long.toString(v));
        try {
            JsonNode next = nextOnlyState(again);
            assertThat(next.get("version").asLong()).as("the state after the one it saw, not that one again").isEqualTo(now);
            assertThat(next).isEqualTo(Api.state(game.id(), game.token(0)));
            assertThat(again.next(Duration.ofMillis(300))).as("nothing more until the game moves").isNull();
        } finally {
            again.close();
        }
    }

    /**
     * {@code include=my-turns}: a 3-seat game played at random while each seat's stream is read; every state a seat
     * is sent is {@code GET …/state} at that version, and the versions it is sent are exactly the first one, those
     * at which it is awaited, the one after each of those, and the last.
     */
    @Test
    void aMyTurnsStreamCarriesTheFirstStateTheSeatsTurnsTheirEndsAndTheLast() throws Exception {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0));
        List<SseClient> streams = new ArrayList<>();
        for (int s = 0; s < 3; s++) streams.add(stream(game.id(), game.token(s), "my-turns", null));
        List<List<Long>> expected = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        List<List<Long>> sent = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        try {
            Random random = new Random(21);
            long first = Api.version(game.id());
            for (int s = 0; s < 3; s++) expected.get(s).add(first);
            boolean[] awaitedBefore = new boolean[3]; // whether the last state it is sent awaits it
            boolean finished = false;
            for (int move = 0; move < 60 && !finished; move++) {
                JsonNode summary = Api.summary(game.id());
                long version = summary.get("version").asLong();
                List<Integer> awaiting = new ArrayList<>();
                summary.get("awaiting").forEach(n -> awaiting.add(n.asInt()));
                finished = summary.get("status").asText().equals("FINISHED");
                for (int s = 0; s < 3; s++) {
                    if (version != first && (finished || awaiting.contains(s) || awaitedBefore[s])) {
                        expected.get(s).add(version);
                    }
                    awaitedBefore[s] = awaiting.contains(s) && expected.get(s).getLast() == version;
                    // what the stream sent up to this version, each equal to GET …/state then
                    while (sent.get(s).isEmpty() || sent.get(s).getLast() < expected.get(s).getLast()) {
                        JsonNode pushed = nextOnlyState(streams.get(s));
                        sent.get(s).add(pushed.get("version").asLong());
                        if (pushed.get("version").asLong() == version) {
                            assertThat(pushed).isEqualTo(Api.state(game.id(), game.token(s)));
                        }
                    }
                }
                if (finished) break;
                int seat = awaiting.get(random.nextInt(awaiting.size()));
                JsonNode moves = Api.legalMoves(game.id(), game.token(seat)).get("moves");
                Api.move(game.id(), game.token(seat), version, moves.get(random.nextInt(moves.size()))).then()
                        .statusCode(200);
            }
            for (int s = 0; s < 3; s++) {
                assertThat(sent.get(s)).as("versions sent to seat %d", s).containsExactlyElementsOf(expected.get(s));
                assertThat(streams.get(s).next(Duration.ofMillis(200))).as("nothing else for seat %d", s).isNull();
            }
            assertThat(expected.stream().mapToInt(List::size).sum())
                    .as("fewer states than one per seat and version").isLessThan(3 * (int) Api.version(game.id()));
        } finally {
            streams.forEach(SseClient::close);
        }
    }

    @Test
    void aSpectatorHasNoTurnsToStream() {
        Api.Game game = Api.start(2, Map.of());
        Problems.assertProblem(given().accept("text/event-stream").queryParam("include", "my-turns")
                .get("/api/v1/games/" + game.id() + "/events"), 400, "INVALID_INCLUDE");
    }

    @Test
    void anUnknownIncludeIsRefusedOnTheJsonPageToo() {
        Api.Game game = Api.start(2, Map.of());
        Problems.assertProblem(given().accept("application/json").queryParam("include", "everything")
                .get("/api/v1/games/" + game.id() + "/events"), 400, "INVALID_INCLUDE");
        given().accept("application/json").queryParam("include", "state").get("/api/v1/games/" + game.id() + "/events")
                .then().statusCode(200); // a stream's option, harmless on the page
    }

    @Test
    void aStateInAMediaTypeTheServiceDoesNotSpeakIsA406TheContractDeclares() {
        Api.Game game = Api.start(2, Map.of());
        Problems.assertProblem(given().accept("text/html").get("/api/v1/games/" + game.id() + "/state"), 406,
                "NOT_ACCEPTABLE"); // the Conformance filter checks the 406 against the contract
    }

    @Test
    void anUnknownIncludeIsRefused() {
        Api.Game game = Api.start(2, Map.of());
        Problems.assertProblem(given().accept("text/event-stream").queryParam("include", "everything")
                .get("/api/v1/games/" + game.id() + "/events"), 400, "INVALID_INCLUDE");
    }
}
