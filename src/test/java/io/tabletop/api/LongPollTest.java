package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * Bots wait for their turn without polling: with If-None-Match and {@code Prefer: wait=N} a state read answers
 * when the game moves past that version, or 304 after N seconds. The state carries the seat's legal moves and a
 * move's answer says who is awaited next.
 */
@QuarkusTest
class LongPollTest {

    private static Response waitFor(Api.Game game, int seat, long version, int seconds) {
        return Api.as(game.token(seat)).header("If-None-Match", "\"" + version + "\"")
                .header("Prefer", "wait=" + seconds).get("/api/v1/games/" + game.id() + "/state");
    }

    @Test
    void aWaitingReadAnswersAsSoonAsTheGameMoves() throws Exception {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        long v = Api.version(game.id());
        long start = System.nanoTime();
        CompletableFuture<Response> waiting = CompletableFuture.supplyAsync(() -> waitFor(game, 1, v, 20));
        Thread.sleep(300);
        assertThat(waiting).isNotDone();
        Api.move(game.id(), game.token(0), v, "{\"type\":\"DECLARE\",\"action\":\"USA\"}").then().statusCode(200);
        Response r = waiting.get();
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.jsonPath().getLong("version")).isGreaterThan(v);
        assertThat(r.header("ETag")).isEqualTo("\"" + r.jsonPath().getLong("version") + "\"");
        assertThat(millis).as("answered when the move landed, not after 20 s").isLessThan(5_000);
        // Seat 1 is now awaited and its moves come with the state.
        assertThat(r.jsonPath().getList("awaiting", Integer.class)).containsExactly(1);
        assertThat(r.jsonPath().getList("moves.type", String.class)).isNotEmpty().doesNotContain("PASS");
    }

    @Test
    void aWaitingReadThatSeesNoMoveAnswers304AfterTheWait() {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        long v = Api.version(game.id());
        long start = System.nanoTime();
        Response r = waitFor(game, 1, v, 1);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(r.statusCode()).isEqualTo(304);
        assertThat(r.header("ETag")).isEqualTo("\"" + v + "\"");
        assertThat(r.header("Preference-Applied")).isEqualTo("wait=1");
        assertThat(millis).isBetween(900L, 5_000L);
    }

    @Test
    void aStaleIfNoneMatchAnswersAtOnce() {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        long start = System.nanoTime();
        Response r = waitFor(game, 1, 1, 30);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(5_000);
    }

    @Test
    void theStateCarriesTheSeatsMovesAndAMoveSaysWhoIsNext() {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0));
        var state = Api.state(game.id(), game.token(0));
        var legal = Api.legalMoves(game.id(), game.token(0));
        assertThat(state.get("moves")).isEqualTo(legal.get("moves"));
        assertThat(Api.state(game.id(), null).get("moves").isNull()).as("spectators have no moves").isTrue();
        assertThat(Api.state(game.id(), game.token(1)).get("moves")).isEmpty();
        Response r = Api.move(game.id(), game.token(0), state.get("version").asLong(),
                "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.jsonPath().getString("status")).isEqualTo("ACTIVE");
        assertThat(r.jsonPath().getList("awaiting", Integer.class)).containsExactly(1, 2);
    }
}
