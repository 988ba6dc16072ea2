package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: in an open reaction window a reaction sent with an older If-Match is decided at the head when every event
 * since is another seat's pass in that window and the reaction is still legal there; anything else is 412 as before.
 */
@QuarkusTest
class ReactionsCommuteTest {

    @jakarta.inject.Inject
    io.micrometer.core.instrument.MeterRegistry metrics;

    /** tabletop.moves.cached-head{result}: moves judged on the cached head without a database read. */
    private double cachedHead(String result) {
        var c = metrics.find("tabletop.moves.cached-head").tag("result", result).counter();
        return c == null ? 0 : c.count();
    }

    @Test
    void aCommutingPassAndAStaleReactionAreJudgedFromTheEventsInMemory() throws Exception {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0));
        long opened = windowOpened(game);
        Api.move(game.id(), game.token(1), opened, "{\"type\":\"PASS\"}").then().statusCode(200);
        double appended = cachedHead("appended");
        Api.move(game.id(), game.token(2), opened, "{\"type\":\"PASS\"}").then().statusCode(200);
        assertThat(cachedHead("appended") - appended).as("the late pass, decided at the cached head").isEqualTo(1);

        Api.Game other = Api.start(3, Map.of("firstSeat", 0));
        long window = windowOpened(other);
        Api.move(other.id(), other.token(1), window, "{\"type\":\"CHALLENGE\"}").then().statusCode(200);
        double stale = cachedHead("stale");
        Response late = Api.move(other.id(), other.token(2), window, "{\"type\":\"PASS\"}");
        Problems.assertProblem(late, 412, "STALE_VERSION");
        assertThat(Api.json(late).get("currentVersion").asLong()).isEqualTo(Api.version(other.id()));
        assertThat(cachedHead("stale") - stale).as("answered from memory").isEqualTo(1);
        ConcurrencyTest.assertStreamIsGapFree(other.id(), Api.version(other.id()));
    }

    /** Seat 0 declares RUSSIA (claims a card), which opens a window for seats 1 and 2; returns that version. */
    private static long windowOpened(Api.Game game) {
        return Api.move(game.id(), game.token(0), Api.version(game.id()), "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}")
                .then().statusCode(200).extract().jsonPath().getLong("version");
    }

    @Test
    void twoPassesAtTheSameVersionAreBothAcceptedInEitherOrder() throws Exception {
        for (int first : List.of(1, 2)) {
            Api.Game game = Api.start(3, Map.of("firstSeat", 0));
            long opened = windowOpened(game);
            int second = 3 - first;
            long afterFirst = Api.move(game.id(), game.token(first), opened, "{\"type\":\"PASS\"}")
                    .then().statusCode(200).extract().jsonPath().getLong("version");
            assertThat(afterFirst).isEqualTo(opened + 1);
            Response late = Api.move(game.id(), game.token(second), opened, "{\"type\":\"PASS\"}");
            assertThat(late.statusCode()).as(late.asString()).isEqualTo(200);
            List<String> types = Api.events(game.id(), null).stream().skip(opened).map(e -> e.get("type").asText())
                    .toList();
            assertThat(types).startsWith("REACTION_PASSED", "REACTION_PASSED", "ACTION_RESOLVED");
            ConcurrencyTest.assertStreamIsGapFree(game.id(), Api.version(game.id()));
        }
    }

    @Test
    void twoPassesRacingAreBothAccepted() throws Exception {
        for (int attempt = 0; attempt < 5; attempt++) {
            Api.Game game = Api.start(3, Map.of("firstSeat", 0));
            long opened = windowOpened(game);
            List<Response> answers = ConcurrencyTest.race(List.of(
                    () -> Api.move(game.id(), game.token(1), opened, "{\"type\":\"PASS\"}"),
                    () -> Api.move(game.id(), game.token(2), opened, "{\"type\":\"PASS\"}")));
            assertThat(answers).allSatisfy(r -> assertThat(r.statusCode()).as(r.asString()).isEqualTo(200));
            assertThat(Api.events(game.id(), null).stream().filter(e -> e.get("type").asText().equals("REACTION_PASSED")))
                    .hasSize(2);
            ConcurrencyTest.assertStreamIsGapFree(game.id(), Api.version(game.id()));
        }
    }

    @Test
    void aChallengeAfterAnotherSeatsPassIsDecidedAtTheHead() throws Exception {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0));
        long opened = windowOpened(game);
        Api.move(game.id(), game.token(1), opened, "{\"type\":\"PASS\"}").then().statusCode(200);
        Response challenge = Api.move(game.id(), game.token(2), opened, "{\"type\":\"CHALLENGE\"}");
        assertThat(challenge.statusCode()).as(challenge.asString()).isEqualTo(200);
        JsonNode events = Api.json(challenge).get("events");
        assertThat(events.get(0).get("seq").asLong()).as("appended after the pass").isEqualTo(opened + 2);
        assertThat(events.get(0).get("type").asText()).isEqualTo("ACTION_CHALLENGED");
        ConcurrencyTest.assertStreamIsGapFree(game.id(), Api.version(game.id()));
    }

    @Test
    void aReactionAfterAChallengeIsStaleTheFirstReactionStillWins() throws Exception {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0));
        long opened = windowOpened(game);
        Api.move(game.id(), game.token(1), opened, "{\"type\":\"CHALLENGE\"}").then().statusCode(200);
        long head = Api.version(game.id());
        Problems.assertProblem(Api.move(game.id(), game.token(2), opened, "{\"type\":\"CHALLENGE\"}"), 412,
                "STALE_VERSION");
        Problems.assertProblem(Api.move(game.id(), game.token(2), opened, "{\"type\":\"PASS\"}"), 412,
                "STALE_VERSION");
        assertThat(Api.version(game.id())).isEqualTo(head);
    }

    @Test
    void aReactionAfterTheClosingPassIsStale() throws Exception {
        Api.Game game = Api.start(4, Map.of("firstSeat", 0));
        long opened = windowOpened(game);
        Api.move(game.id(), game.token(1), opened, "{\"type\":\"PASS\"}").then().statusCode(200);
        Api.move(game.id(), game.token(2), opened, "{\"type\":\"PASS\"}").then().statusCode(200);
        long pending = Api.version(game.id());
        Api.move(game.id(), game.token(3), opened, "{\"type\":\"PASS\"}").then().statusCode(200); // closes
        long head = Api.version(game.id());
        assertThat(head).isGreaterThan(pending + 1);
        // Seat 2 decided on the open window, but the window closed with an outcome since: stale.
        Problems.assertProblem(Api.move(game.id(), game.token(2), pending, "{\"type\":\"CHALLENGE\"}"), 412,
                "STALE_VERSION");
        // A seat that already passed cannot pass again by sending an old version.
        Api.Game other = Api.start(4, Map.of("firstSeat", 0));
        long open2 = windowOpened(other);
        Api.move(other.id(), other.token(1), open2, "{\"type\":\"PASS\"}").then().statusCode(200);
        Problems.assertProblem(Api.move(other.id(), other.token(1), open2, "{\"type\":\"CHALLENGE\"}"), 412,
                "STALE_VERSION");
    }

    @Test
    void aMoveOutsideAWindowIsStaleAsBefore() {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0));
        long before = Api.version(game.id());
        windowOpened(game);
        Problems.assertProblem(Api.move(game.id(), game.token(1), before, "{\"type\":\"PASS\"}"), 412,
                "STALE_VERSION");
    }
}
