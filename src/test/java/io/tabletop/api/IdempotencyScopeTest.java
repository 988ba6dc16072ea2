package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.tabletop.store.IdempotencyKeys;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 8 item 12: an Idempotency-Key is a seat's own, its request includes If-Match, and it is remembered for
 * {@code tabletop.idempotency.ttl} only (an expired key is a new one; a scheduled cleanup deletes it).
 */
@QuarkusTest
class IdempotencyScopeTest {

    @Inject
    IdempotencyKeys keys;

    private static Response send(Api.Game game, int seat, long version, String key, String body) {
        return Api.as(game.token(seat)).contentType(ContentType.JSON).header("If-Match", "\"" + version + "\"")
                .header("Idempotency-Key", key).body(body).post("/api/v1/games/" + game.id() + "/moves");
    }

    private static int rows(Api.Game game) throws Exception {
        return Integer.parseInt(Db.one("SELECT count(*) FROM idempotency_keys WHERE game_id = ?::uuid", game.id()));
    }

    @Test
    void item12_theSameKeyOfTwoSeatsIsTwoRecordsEachReplayingItsOwnAnswer() throws Exception {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0));
        long v = Api.version(game.id());
        Response declared = send(game, 0, v, "same", "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}");
        declared.then().statusCode(200);
        long d = declared.jsonPath().getLong("version");
        Response passed = send(game, 1, d, "same", "{\"type\":\"PASS\"}");
        assertThat(passed.statusCode()).as(passed.asString()).isEqualTo(200);
        assertThat(Api.version(game.id())).isGreaterThan(d);
        assertThat(rows(game)).isEqualTo(2);
        // Each seat's retry gets its own first answer.
        assertThat(send(game, 0, v, "same", "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}").asString())
                .isEqualTo(declared.asString());
        assertThat(send(game, 1, d, "same", "{\"type\":\"PASS\"}").asString()).isEqualTo(passed.asString());
    }

    @Test
    void item12_theSameKeyAndBodyAtAnotherIfMatchIsAnotherRequest() {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        long v = Api.version(game.id());
        String body = "{\"type\":\"DECLARE\",\"action\":\"USA\"}";
        send(game, 0, v, "k", body).then().statusCode(200);
        long after = Api.version(game.id());
        Problems.assertProblem(send(game, 0, after, "k", body), 422, "IDEMPOTENCY_KEY_REUSED");
        assertThat(Api.version(game.id())).isEqualTo(after);
    }

    @Test
    void item12_anExpiredKeyIsANewKeyAndTheCleanupDeletesIt() throws Exception {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        long v = Api.version(game.id());
        send(game, 0, v, "old", "{\"type\":\"DECLARE\",\"action\":\"USA\"}").then().statusCode(200);
        long after = Api.version(game.id());
        assertThat(keys.ttl()).isPositive();
        // Older than the TTL (24 h by default).
        Db.tamper("UPDATE idempotency_keys SET created_at = created_at - ?::interval WHERE game_id = ?::uuid",
                (keys.ttl().toSeconds() + 60) + " seconds", game.id());
        int awaited = Api.summary(game.id()).get("awaiting").get(0).asInt();
        String move = Api.legalMoves(game.id(), game.token(awaited)).get("moves").get(0).toString();
        Response fresh = send(game, awaited, after, "old", move);
        assertThat(fresh.statusCode()).as("an expired key is new: " + fresh.asString()).isEqualTo(200);
        assertThat(Api.version(game.id())).isGreaterThan(after);
        // Another expired record, then the cleanup.
        Api.Game other = Api.start(2, Map.of("firstSeat", 0));
        send(other, 0, Api.version(other.id()), "gone", "{\"type\":\"DECLARE\",\"action\":\"USA\"}").then().statusCode(200);
        Db.tamper("UPDATE idempotency_keys SET created_at = created_at - ?::interval WHERE game_id = ?::uuid",
                (keys.ttl().toSeconds() + 60) + " seconds", other.id());
        assertThat(keys.deleteExpired()).isGreaterThanOrEqualTo(1);
        assertThat(rows(other)).isZero();
        assertThat(rows(game)).as("the fresh record stays, the expired one is gone").isEqualTo(1);
    }
}
