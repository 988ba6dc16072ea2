package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Idempotency-Key: a retry gets the original answer and appends nothing; a reused key with another body is 422. */
@QuarkusTest
class IdempotencyTest {

    private static Response send(Api.Game game, int seat, long version, String key, String body) {
        return Api.as(game.token(seat)).contentType(ContentType.JSON).header("If-Match", "\"" + version + "\"")
                .header("Idempotency-Key", key).body(body).post("/api/v1/games/" + game.id() + "/moves");
    }

    @Test
    void aRetryWithTheSameKeyAndBodyReturnsTheOriginalResponseAndAppendsNothing() {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        long v = Api.version(game.id());
        Response first = send(game, 0, v, "k-1", "{\"type\":\"DECLARE\",\"action\":\"USA\"}");
        assertThat(first.statusCode()).isEqualTo(200);
        long after = Api.version(game.id());
        assertThat(after).isGreaterThan(v);
        // The retry carries the old If-Match, as a client that lost the first answer would send it.
        Response retry = send(game, 0, v, "k-1", "{\"type\":\"DECLARE\",\"action\":\"USA\"}");
        assertThat(retry.statusCode()).isEqualTo(200);
        assertThat(retry.asString()).isEqualTo(first.asString());
        assertThat(retry.header("ETag")).isEqualTo(first.header("ETag"));
        assertThat(Api.version(game.id())).isEqualTo(after);
        // Same body with whitespace and key order changed is the same request.
        Response again = send(game, 0, v, "k-1", "{ \"action\" : \"USA\", \"type\" : \"DECLARE\" }");
        assertThat(again.asString()).isEqualTo(first.asString());
    }

    @Test
    void theSameKeyWithAnotherBodyIs422() {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        long v = Api.version(game.id());
        send(game, 0, v, "k-2", "{\"type\":\"DECLARE\",\"action\":\"USA\"}").then().statusCode(200);
        long after = Api.version(game.id());
        Problems.assertProblem(send(game, 0, after, "k-2", "{\"type\":\"DECLARE\",\"action\":\"LOCAL_BUSINESS\"}"),
                422, "IDEMPOTENCY_KEY_REUSED");
        assertThat(Api.version(game.id())).isEqualTo(after);
    }

    @Test
    void theSameKeyFromAnotherSeatIsAnotherRequest() {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0));
        long v = Api.version(game.id());
        long declared = send(game, 0, v, "shared", "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}").then().statusCode(200)
                .extract().jsonPath().getLong("version");
        // Keys are scoped per seat (issue 8 item 12): seat 1's "shared" is its own request.
        send(game, 1, declared, "shared", "{\"type\":\"PASS\"}").then().statusCode(200);
    }

    @Test
    void aRefusedMoveRecordsNoKey() {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        long v = Api.version(game.id());
        Problems.assertProblem(send(game, 0, v, "k-3", "{\"type\":\"DECLARE\",\"action\":\"SCANDAL\",\"target\":1}"),
                422, "CANNOT_AFFORD");
        send(game, 0, v, "k-3", "{\"type\":\"DECLARE\",\"action\":\"USA\"}").then().statusCode(200);
    }

    @Test
    void aMalformedKeyIs400() {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        long v = Api.version(game.id());
        Problems.assertProblem(send(game, 0, v, "x".repeat(201), "{\"type\":\"DECLARE\",\"action\":\"USA\"}"),
                400, "INVALID_IDEMPOTENCY_KEY");
        assertThat(Api.version(game.id())).isEqualTo(v);
    }
}
