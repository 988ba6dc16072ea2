package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static io.tabletop.api.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Item 9: seats taken and never played. Every awaited step of every game times out into a stated default move, an
 * open game nobody fills is abandoned, seats may need an invite, and a lost seat token can be replaced (by the
 * creator for a seat it took; see SeatRecoveryTest for the holder's recovery secret).
 */
@QuarkusTest
class SeatSquattingTest {

    @Test
    void item9_aSilentCoupSeatIsMovedOnByTheTurnTimeout() throws Exception {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0, "turnTimeoutSeconds", 1));
        JsonNode started = Api.summary(game.id());
        assertThat(started.get("awaiting").toString()).isEqualTo("[0]");
        OffsetDateTime deadline = OffsetDateTime.parse(started.get("deadline").asText());
        assertThat(Duration.between(OffsetDateTime.now(), deadline).toMillis()).isBetween(-500L, 1_500L);

        JsonNode after = waitForVersionAbove(game.id(), started.get("version").asLong());
        List<JsonNode> events = Api.events(game.id(), null);
        JsonNode declared = events.stream().filter(e -> e.get("type").asText().equals("ACTION_DECLARED"))
                .findFirst().orElseThrow();
        assertThat(declared.get("data").get("seat").asInt()).isZero();
        assertThat(declared.get("data").get("action").asText()).as("silence on your turn is USA").isEqualTo("USA");
        assertThat(Api.state(game.id(), null).get("view").get("players").get(0).get("coins").asInt()).isEqualTo(3);
        assertThat(after.get("awaiting").toString()).isEqualTo("[1]");
        assertThat(OffsetDateTime.parse(after.get("deadline").asText())).as("the next step has its own deadline")
                .isAfter(deadline);
    }

    @Test
    void item9_copycatHadNoTimeoutAndNowPlansBySilence() throws Exception {
        Api.Game game = Api.start("COPYCAT", 2, Map.of("turnTimeoutSeconds", 1));
        JsonNode started = Api.summary(game.id());
        assertThat(started.get("deadline").isNull()).isFalse();
        // One seat plans; the other stays silent and the planning window closes for it with its first hand card.
        JsonNode moves = Api.legalMoves(game.id(), game.token(0)).get("moves");
        long planned = Api.move(game.id(), game.token(0), started.get("version").asLong(), moves.get(0))
                .then().statusCode(200).extract().jsonPath().getLong("version");
        assertThat(Api.summary(game.id()).get("awaiting").toString()).isEqualTo("[1]");
        waitForVersionAbove(game.id(), planned);
        List<JsonNode> chosen = Api.events(game.id(), game.token(1)).stream()
                .filter(e -> e.get("type").asText().equals("TURN_CARD_CHOSEN")).toList();
        assertThat(chosen).extracting(e -> e.get("data").get("seat").asInt()).contains(0, 1);
    }

    @Test
    void item9_theServerRecordsItsDefaultTurnTimeout() {
        Api.Game game = Api.start(2, Map.of());
        JsonNode s = Api.summary(game.id());
        assertThat(s.get("options").get("turnTimeoutSeconds").asLong()).isEqualTo(86_400);
        OffsetDateTime deadline = OffsetDateTime.parse(s.get("deadline").asText());
        assertThat(deadline).isBetween(OffsetDateTime.now().plusHours(23), OffsetDateTime.now().plusHours(25));
        assertProblem(Api.as(null).contentType(ContentType.JSON)
                .body("{\"type\":\"COUP\",\"seats\":2,\"options\":{\"turnTimeoutSeconds\":0}}")
                .post("/api/v1/games"), 422, "INVALID_OPTION");
    }

    @Test
    void item9_anOpenGamePastItsTtlIsAbandoned() throws Exception {
        String id = Api.createCoup(3, Map.of());
        Api.Seat early = Api.takeSeat(id, "early");
        // Make the game look two days old (the test TTL is the default 24 h), then put the row back as it was.
        String createdAt = Db.one("SELECT created_at::text FROM games WHERE id = ?", UUID.fromString(id));
        Db.tamper("UPDATE games SET created_at = created_at - interval '2 days' WHERE id = ?", UUID.fromString(id));
        JsonNode over;
        try {
            over = waitFor(id, s -> s.get("status").asText().equals("FINISHED"));
        } finally {
            Db.tamper("UPDATE games SET created_at = ?::timestamptz WHERE id = ?", createdAt, UUID.fromString(id));
        }
        assertThat(over.get("winners").toString()).isEqualTo("[]");
        assertThat(over.get("awaiting").toString()).isEqualTo("[]");
        JsonNode last = Api.events(id, null).getLast();
        assertThat(last.get("type").asText()).isEqualTo("GAME_ABANDONED");
        assertThat(last.get("data").get("reason").asText()).isEqualTo("OPEN_TOO_LONG");
        assertThat(last.get("data").get("openSeconds").asLong()).isEqualTo(86_400);

        assertProblem(given().contentType(ContentType.JSON).body("{\"name\":\"late\"}")
                .post("/api/v1/games/" + id + "/seats"), 409, "GAME_ABANDONED");
        assertProblem(Api.move(id, early.token(), over.get("version").asLong(), "{\"type\":\"PASS\"}"), 409,
                "GAME_NOT_ACTIVE");
        JsonNode audit = AuditTest.audit(id);
        assertThat(audit.get("verified").asBoolean()).as(audit.toString()).isTrue();
    }

    @Test
    void item9_inviteOnlySeatsNeedTheSecretWhichIsNeverShownAgain() {
        Response created = given().contentType(ContentType.JSON)
                .body("{\"type\":\"COUP\",\"seats\":2,\"options\":{\"inviteOnly\":true}}")
                .post("/api/v1/games").then().statusCode(201).extract().response();
        String id = created.path("id");
        String invite = created.path("inviteSecret");
        String creator = created.path("creatorToken");
        assertThat(invite).isNotBlank();
        assertThat(creator).isNotBlank().isNotEqualTo(invite);
        assertThat(Api.summary(id).get("options").get("inviteOnly").asBoolean()).isTrue();

        assertProblem(seat(id, "{\"name\":\"squatter\"}"), 401, "INVITE_REQUIRED");
        assertProblem(seat(id, "{\"name\":\"squatter\",\"inviteSecret\":\"guess\"}"), 403, "INVALID_INVITE");
        assertThat(Api.summary(id).get("version").asLong()).as("refusals leave the game untouched").isEqualTo(1);
        seat(id, "{\"name\":\"friend\",\"inviteSecret\":\"" + invite + "\"}").then().statusCode(201);
        seat(id, "{\"name\":\"other\",\"inviteSecret\":\"" + invite + "\"}").then().statusCode(201);

        String everythingPublic = given().get("/api/v1/games/" + id).asString()
                + given().get("/api/v1/games?limit=100").asString()
                + given().get("/api/v1/games/" + id + "/events").asString()
                + given().get("/api/v1/games/" + id + "/state").asString();
        assertThat(everythingPublic).doesNotContain(invite).doesNotContain(creator);
    }

    @Test
    void item9_aGameWithoutInviteTakesAnyone() {
        Response created = given().contentType(ContentType.JSON).body("{\"type\":\"COUP\",\"seats\":2}")
                .post("/api/v1/games").then().statusCode(201).extract().response();
        assertThat(created.jsonPath().getString("inviteSecret")).isNull();
        assertThat(created.asString()).doesNotContain("inviteSecret");
        assertThat(created.jsonPath().getString("creatorToken")).isNotBlank();
        seat(created.path("id"), "{\"name\":\"anyone\",\"inviteSecret\":\"ignored\"}").then().statusCode(201);
    }

    @Test
    void item9_theCreatorReissuesTheLostTokenOfASeatItTook() {
        Response created = given().contentType(ContentType.JSON)
                .body("{\"type\":\"COUP\",\"seats\":2,\"options\":{\"firstSeat\":0}}")
                .post("/api/v1/games").then().statusCode(201).extract().response();
        String id = created.path("id");
        String creator = created.path("creatorToken");
        String first = Api.takeSeat(id, "p0").token();
        String lost = Api.as(creator).contentType(ContentType.JSON).body("{\"name\":\"p1\"}")
                .post("/api/v1/games/" + id + "/seats").then().statusCode(201).extract().path("token");
        long version = Api.version(id);

        assertProblem(reissue(id, "1", null), 401, "RECOVERY_SECRET_REQUIRED");
        assertProblem(reissue(id, "1", "not-the-creator"), 403, "CANNOT_RECOVER_SEAT");
        assertProblem(reissue(id, "1", lost), 403, "CANNOT_RECOVER_SEAT");
        String othersCreator = given().contentType(ContentType.JSON).body("{\"type\":\"COUP\",\"seats\":2}")
                .post("/api/v1/games").then().statusCode(201).extract().path("creatorToken");
        assertProblem(reissue(id, "1", othersCreator), 403, "CANNOT_RECOVER_SEAT");
        assertProblem(reissue(id, "0", creator), 403, "NOT_YOUR_SEAT");
        assertProblem(reissue(id, "7", creator), 404, "NO_SUCH_SEAT");
        assertProblem(reissue(id, "x", creator), 400, "INVALID_SEAT");
        assertProblem(reissue(UUID.randomUUID().toString(), "1", creator), 404, "GAME_NOT_FOUND");

        Response fresh = reissue(id, "1", creator);
        assertThat(fresh.statusCode()).as(fresh.asString()).isEqualTo(200);
        assertThat(fresh.header("Cache-Control")).isEqualTo("no-store");
        String token = fresh.path("token");
        assertThat(fresh.jsonPath().getInt("seat")).isEqualTo(1);
        assertThat(token).isNotBlank().isNotEqualTo(lost);

        assertProblem(Api.as(lost).get("/api/v1/games/" + id + "/state"), 401, "INVALID_TOKEN");
        assertProblem(Api.move(id, lost, version, "{\"type\":\"PASS\"}"), 401, "INVALID_TOKEN");
        JsonNode mine = Api.state(id, token);
        assertThat(mine.get("seat").asInt()).isEqualTo(1);
        assertThat(Api.version(id)).as("a reissue is one public event").isEqualTo(version + 1);
        // seat 0 plays on (its move read before the reissue still stands); the new token moves seat 1
        long declared = Api.move(id, first, version, "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}")
                .then().statusCode(200).extract().jsonPath().getLong("version");
        Api.move(id, token, declared, "{\"type\":\"PASS\"}").then().statusCode(200);

        String everythingPublic = given().get("/api/v1/games/" + id).asString()
                + given().get("/api/v1/games/" + id + "/events").asString()
                + Api.as(first).get("/api/v1/games/" + id + "/events").asString();
        assertThat(everythingPublic).doesNotContain(token).doesNotContain(creator).doesNotContain(lost)
                .contains("SEAT_TOKEN_REISSUED");
    }

    private static Response seat(String id, String body) {
        return given().contentType(ContentType.JSON).body(body).post("/api/v1/games/" + id + "/seats");
    }

    private static Response reissue(String id, String seat, String creatorToken) {
        return Api.as(creatorToken).post("/api/v1/games/" + id + "/seats/" + seat + "/token");
    }

    private static JsonNode waitForVersionAbove(String id, long version) throws Exception {
        return waitFor(id, s -> s.get("version").asLong() > version);
    }

    static JsonNode waitFor(String id, java.util.function.Predicate<JsonNode> done) throws Exception {
        long until = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (System.nanoTime() < until) {
            JsonNode s = Api.summary(id);
            if (done.test(s)) return s;
            Thread.sleep(100);
        }
        throw new AssertionError("the server did not move game " + id + " by itself within 10 s");
    }
}
