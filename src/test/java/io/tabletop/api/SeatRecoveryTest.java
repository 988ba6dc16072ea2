package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static io.tabletop.api.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.tabletop.app.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Issue 31 item 1: nobody takes over a seat another person holds. A seat is recovered by its holder, with the
 * recovery secret that came with its token, or by the creator for a seat the creator took with its creator token;
 * never a house bot's seat, never a finished game's; and every recovery is a public event the audit replays.
 */
@QuarkusTest
class SeatRecoveryTest {

    /** A created game: its id and the creator token. */
    private record Created(String id, String creator) {}

    private static Created create(int seats, String options) {
        Response r = given().contentType(ContentType.JSON)
                .body("{\"type\":\"COUP\",\"seats\":" + seats + ",\"options\":" + options + "}")
                .post("/api/v1/games").then().statusCode(201).extract().response();
        return new Created(r.path("id"), r.path("creatorToken"));
    }

    /** A seat taken (with {@code authorization}'s token when not null): the grant. */
    private static JsonNode take(String id, String name, String authorization) {
        Response r = Api.as(authorization).contentType(ContentType.JSON).body("{\"name\":\"" + name + "\"}")
                .post("/api/v1/games/" + id + "/seats");
        assertThat(r.statusCode()).as(r.asString()).isEqualTo(201);
        return Api.json(r);
    }

    private static Response recover(String id, int seat, String secret) {
        return Api.as(secret).post("/api/v1/games/" + id + "/seats/" + seat + "/token");
    }

    private static List<JsonNode> reissued(String id) {
        return Api.events(id, null).stream().filter(e -> e.get("type").asText().equals("SEAT_TOKEN_REISSUED")).toList();
    }

    @Test
    void theCreatorCannotTakeOverAStrangersSeat() {
        Created game = create(2, "{\"firstSeat\":0}");
        JsonNode alice = take(game.id(), "alice", null);
        JsonNode stranger = take(game.id(), "stranger", null);
        long version = Api.version(game.id());

        assertProblem(recover(game.id(), 1, game.creator()), 403, "NOT_YOUR_SEAT");
        assertProblem(recover(game.id(), 0, game.creator()), 403, "NOT_YOUR_SEAT");
        assertThat(Api.state(game.id(), stranger.get("token").asText()).get("seat").asInt())
                .as("the stranger's token still plays its seat").isEqualTo(1);
        assertThat(Api.state(game.id(), alice.get("token").asText()).get("seat").asInt()).isZero();
        assertThat(Api.version(game.id())).as("nothing recorded").isEqualTo(version);
        assertThat(reissued(game.id())).isEmpty();
    }

    @Test
    void aStrangerQuickJoinedIntoACreatorsGameIsSafeToo() {
        int timeout = 500_000 + new Random().nextInt(100_000); // options of this test's own
        Created game = create(2, "{\"turnTimeoutSeconds\":" + timeout + "}");
        Response joined = given().contentType(ContentType.JSON)
                .body("{\"type\":\"COUP\",\"name\":\"stranger\",\"minSeats\":2,\"maxSeats\":2,\"options\":"
                        + "{\"turnTimeoutSeconds\":" + timeout + "}}").post("/api/v1/seats");
        assertThat(joined.statusCode()).as(joined.asString()).isEqualTo(201);
        assertThat(joined.jsonPath().getString("gameId")).isEqualTo(game.id());
        assertThat(joined.jsonPath().getString("recoverySecret")).isNotBlank();
        assertProblem(recover(game.id(), joined.jsonPath().getInt("seat"), game.creator()), 403, "NOT_YOUR_SEAT");
        assertThat(Api.state(game.id(), joined.jsonPath().getString("token")).get("seat").asInt())
                .isEqualTo(joined.jsonPath().getInt("seat"));
    }

    @Test
    void theHolderRecoversItsSeatWithItsRecoverySecret() throws Exception {
        Created game = create(2, "{\"firstSeat\":0,\"turnTimeoutSeconds\":3600}");
        JsonNode alice = take(game.id(), "alice", null);
        JsonNode bob = take(game.id(), "bob", null);
        String lost = bob.get("token").asText();
        String secret = bob.get("recoverySecret").asText();
        assertThat(secret).hasSizeGreaterThan(30).isNotEqualTo(lost);
        JsonNode before = Api.summary(game.id());
        long version = before.get("version").asLong();

        assertProblem(recover(game.id(), 1, null), 401, "RECOVERY_SECRET_REQUIRED");
        assertProblem(recover(game.id(), 1, "not-a-secret"), 403, "CANNOT_RECOVER_SEAT");
        assertProblem(recover(game.id(), 1, lost), 403, "CANNOT_RECOVER_SEAT");
        assertProblem(recover(game.id(), 0, secret), 403, "CANNOT_RECOVER_SEAT"); // another seat's secret
        assertProblem(recover(game.id(), 7, secret), 403, "CANNOT_RECOVER_SEAT");
        assertProblem(recover(game.id(), "x", secret), 400, "INVALID_SEAT");
        assertProblem(recover(UUID.randomUUID().toString(), 1, secret), 404, "GAME_NOT_FOUND");

        Response fresh = recover(game.id(), 1, secret);
        assertThat(fresh.statusCode()).as(fresh.asString()).isEqualTo(200);
        assertThat(fresh.header("Cache-Control")).isEqualTo("no-store");
        String token = fresh.path("token");
        String nextSecret = fresh.path("recoverySecret");
        assertThat(token).isNotBlank().isNotEqualTo(lost);
        assertThat(nextSecret).isNotBlank().isNotEqualTo(secret);
        assertThat(fresh.jsonPath().getLong("version")).isEqualTo(version + 1);

        assertProblem(Api.as(lost).get("/api/v1/games/" + game.id() + "/state"), 401, "INVALID_TOKEN");
        assertProblem(recover(game.id(), 1, secret), 403, "CANNOT_RECOVER_SEAT"); // a recovery secret is used once
        assertThat(Api.state(game.id(), token).get("seat").asInt()).isEqualTo(1);

        List<JsonNode> events = reissued(game.id());
        assertThat(events).as("a public event: which seat, by whom, when").hasSize(1);
        assertThat(events.getFirst().get("data").toString()).isEqualTo("{\"seat\":1,\"by\":\"HOLDER\"}");
        assertThat(events.getFirst().get("seq").asLong()).isEqualTo(version + 1);
        assertThat(events.getFirst().get("at").asText()).isNotBlank();
        JsonNode after = Api.summary(game.id());
        assertThat(after.get("deadline")).as("a recovery buys no time").isEqualTo(before.get("deadline"));
        assertThat(after.get("awaiting")).isEqualTo(before.get("awaiting"));

        // a move decided before the recovery still stands (the recovery changed nothing it was decided on)
        Api.move(game.id(), alice.get("token").asText(), version, "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}")
                .then().statusCode(200);

        String everythingPublic = given().get("/api/v1/games/" + game.id()).asString()
                + given().get("/api/v1/games/" + game.id() + "/events").asString()
                + Api.as(alice.get("token").asText()).get("/api/v1/games/" + game.id() + "/events").asString()
                + Api.as(alice.get("token").asText()).get("/api/v1/games/" + game.id() + "/state").asString();
        assertThat(everythingPublic).doesNotContain(token).doesNotContain(nextSecret).doesNotContain(secret)
                .doesNotContain(lost).doesNotContain(game.creator());

        // the game plays on to its end with the new token, and its audit replays the recovery
        Api.Game played = new Api.Game(game.id(), List.of(new Api.Seat(0, alice.get("token").asText()),
                new Api.Seat(1, token)));
        RandomPlayer.play(played, new Random(31), v -> {});
        assertThat(Api.summary(game.id()).get("status").asText()).isEqualTo("FINISHED");
        JsonNode audit = AuditTest.audit(game.id());
        assertThat(audit.get("verified").asBoolean()).as(audit.get("checks").toString()).isTrue();
        assertThat(audit.get("events").toString()).contains("SEAT_TOKEN_REISSUED").contains("\"source\":\"HOLDER\"");
        assertProblem(recover(game.id(), 1, nextSecret), 409, "GAME_FINISHED");
    }

    private static Response recover(String id, String seat, String secret) {
        return Api.as(secret).post("/api/v1/games/" + id + "/seats/" + seat + "/token");
    }

    @Test
    void theCreatorRecoversOnlyTheSeatsItTook() {
        Created game = create(3, "{\"firstSeat\":0}");
        assertProblem(Api.as("not-the-creator").contentType(ContentType.JSON).body("{\"name\":\"x\"}")
                .post("/api/v1/games/" + game.id() + "/seats"), 403, "NOT_CREATOR");
        JsonNode hotSeat = take(game.id(), "at-the-table", game.creator());
        JsonNode stranger = take(game.id(), "stranger", null);
        take(game.id(), "third", null);

        Response again = recover(game.id(), hotSeat.get("seat").asInt(), game.creator());
        assertThat(again.statusCode()).as(again.asString()).isEqualTo(200);
        assertProblem(Api.as(hotSeat.get("token").asText()).get("/api/v1/games/" + game.id() + "/state"), 401,
                "INVALID_TOKEN");
        // its holder may still recover it too: the recovery secret came back with the new token
        Response byHolder = recover(game.id(), hotSeat.get("seat").asInt(), again.path("recoverySecret"));
        assertThat(byHolder.statusCode()).as(byHolder.asString()).isEqualTo(200);
        assertProblem(recover(game.id(), stranger.get("seat").asInt(), game.creator()), 403, "NOT_YOUR_SEAT");
        assertThat(reissued(game.id())).extracting(e -> e.get("data").get("by").asText())
                .containsExactly("CREATOR", "HOLDER");
    }

    @Test
    void nobodyRecoversAHouseBotsSeat() {
        Created game = create(2, "{}");
        Response bot = Api.as(game.creator()).contentType(ContentType.JSON).body("{\"bot\":\"COUP_HEURISTIC\"}")
                .post("/api/v1/games/" + game.id() + "/seats");
        assertThat(bot.statusCode()).as(bot.asString()).isEqualTo(201);
        assertThat(bot.jsonPath().getString("token")).isNull();
        assertThat(bot.jsonPath().getString("recoverySecret")).isNull();
        int seat = bot.jsonPath().getInt("seat");
        assertProblem(recover(game.id(), seat, game.creator()), 409, "BOT_SEAT");
        assertProblem(recover(game.id(), seat, "guess"), 403, "CANNOT_RECOVER_SEAT");
        assertThat(reissued(game.id())).isEmpty();
    }

    @Test
    void aRecoveryIsAnsweredAsTheContractSays() {
        Created game = create(2, "{}");
        JsonNode seat = take(game.id(), "alice", null);
        List<String> fields = new ArrayList<>();
        Api.json(recover(game.id(), seat.get("seat").asInt(), seat.get("recoverySecret").asText()))
                .fieldNames().forEachRemaining(fields::add);
        assertThat(fields).contains("gameId", "seat", "token", "recoverySecret", "version", "status");
        assertThat(Json.write(fields)).doesNotContain("creator");
    }
}
