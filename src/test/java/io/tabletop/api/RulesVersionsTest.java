package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.tabletop.app.GameStreams;
import io.tabletop.app.play.GameReads;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Rules versions over HTTP: every game records the version of its rules for life and shows it; the game types list the
 * versions the service plays; a game of a version this instance does not play is refused with 503 and Retry-After
 * (never played under other rules), its state untouched; a log of such a version is refused on import.
 */
@QuarkusTest
class RulesVersionsTest {

    @Inject
    GameStreams streams;

    @Inject
    GameReads reads;

    @Test
    void theGameTypesListEveryRulesVersionWithItsNoteAndTheCurrentOne() {
        JsonNode types = Api.json(given().get("/api/v1/game-types").then().statusCode(200).extract().response());
        for (JsonNode t : types.get("types")) {
            JsonNode versions = t.get("rulesVersions");
            assertThat(versions.size()).as(t.get("type").asText()).isGreaterThanOrEqualTo(1);
            for (int i = 0; i < versions.size(); i++) {
                assertThat(versions.get(i).get("version").asInt()).isEqualTo(i + 1);
                assertThat(versions.get(i).get("note").asText()).isNotBlank();
            }
            assertThat(t.get("rulesVersion").asInt()).isEqualTo(versions.get(versions.size() - 1).get("version").asInt());
        }
        JsonNode inwo = find(types, "INWO");
        assertThat(inwo.get("rulesVersion").asInt()).isEqualTo(6);
        assertThat(inwo.get("rulesVersions").get(1).get("note").asText()).contains("I1", "Fanatic");
        assertThat(inwo.get("rulesVersions").get(2).get("note").asText()).contains("I2", "I3", "I8");
        assertThat(inwo.get("rulesVersions").get(3).get("note").asText()).contains("I4", "I5", "I6", "I7", "I9", "I10", "SET_STOPS");
        assertThat(inwo.get("rulesVersions").get(4).get("note").asText()).contains("I7", "takeover cancel", "Vultures", "draw step");
        assertThat(inwo.get("rulesVersions").get(5).get("note").asText()).contains("I6", "Annual Convention", "CONVENTION");
        assertThat(find(types, "COUP").get("rulesVersion").asInt()).isEqualTo(1);
    }

    @Test
    void aNewGameRecordsTheCurrentRulesVersionInItsFirstEventAndShowsItInItsSummary() {
        String id = Api.create("INWO", 2, Map.of());
        JsonNode summary = Api.summary(id);
        assertThat(summary.get("rulesVersion").asInt()).isEqualTo(6);
        JsonNode created = Api.events(id, null).getFirst();
        assertThat(created.get("type").asText()).isEqualTo("GAME_CREATED");
        assertThat(created.get("data").get("rulesVersion").asInt()).isEqualTo(6);
        JsonNode listed = Api.json(given().queryParam("type", "INWO").get("/api/v1/games").then().statusCode(200)
                .extract().response());
        boolean seen = false;
        for (JsonNode g : listed.get("games")) {
            if (g.get("id").asText().equals(id)) {
                assertThat(g.get("rulesVersion").asInt()).isEqualTo(6);
                seen = true;
            }
        }
        assertThat(seen).as("the new game is listed").isTrue();
    }

    @Test
    void anAuditNamesTheRulesVersionTheLogWasReplayedUnder() {
        Api.Game game = AuditTest.finishedGame(2, Map.of(), 11);
        JsonNode audit = AuditTest.audit(game.id());
        assertThat(audit.get("verified").asBoolean()).isTrue();
        assertThat(audit.get("rulesVersion").asInt()).isEqualTo(1);
    }

    @Test
    void aGameOfARulesVersionThisInstanceDoesNotPlayIsRefusedWith503AndLeftAsItWas() throws Exception {
        Api.Game game = Api.start(2, Map.of());
        long version = Api.version(game.id());
        int awaited = Api.summary(game.id()).get("awaiting").get(0).asInt();
        JsonNode moves = Api.legalMoves(game.id(), game.token(awaited));
        // As if a newer replica had created it: this instance has never seen the game, and plays no version 99.
        Db.tamper("UPDATE games SET rules_version = 99 WHERE id = ?", UUID.fromString(game.id()));
        streams.forget(UUID.fromString(game.id()));
        reads.forget(UUID.fromString(game.id()));

        Response state = Api.as(game.token(awaited)).get("/api/v1/games/" + game.id() + "/state");
        JsonNode p = Problems.assertProblem(state, 503, "RULES_VERSION_UNKNOWN");
        assertThat(p.get("detail").asText()).contains("version 99");
        assertThat(state.header("Retry-After")).isNotNull();
        Problems.assertProblem(Api.as(game.token(awaited)).get("/api/v1/games/" + game.id() + "/legal-moves"), 503,
                "RULES_VERSION_UNKNOWN");
        Response move = Api.move(game.id(), game.token(awaited), version, moves.get("moves").get(0));
        Problems.assertProblem(move, 503, "RULES_VERSION_UNKNOWN");
        assertThat(move.header("Retry-After")).isNotNull();
        Problems.assertProblem(given().get("/api/v1/games/" + game.id() + "/events"), 503, "RULES_VERSION_UNKNOWN");
        assertThat(Db.rows("SELECT count(*) FROM events WHERE game_id = '" + game.id() + "'"))
                .containsExactly(String.valueOf(version)); // nothing appended
        assertThat(Api.summary(game.id()).get("version").asLong()).isEqualTo(version);

        // once the instance plays the version again (here: the row put back) the game goes on where it was
        Db.tamper("UPDATE games SET rules_version = 1 WHERE id = ?", UUID.fromString(game.id()));
        reads.forget(UUID.fromString(game.id()));
        Response after = Api.move(game.id(), game.token(awaited), version, moves.get("moves").get(0));
        assertThat(after.statusCode()).as(after.asString()).isEqualTo(200);
    }

    @Test
    void anInstanceThatDoesNotPlayAFinishedGamesVersionAnswers503ToItsAuditNotAVerdict() throws Exception {
        Api.Game game = AuditTest.finishedGame(2, Map.of(), 14);
        Db.tamper("UPDATE games SET rules_version = 99 WHERE id = ?", UUID.fromString(game.id()));
        reads.forget(UUID.fromString(game.id()));
        Response audit = given().header("Cache-Control", "no-cache").header("Authorization", "Bearer " + Api.ADMIN_TOKEN)
                .get("/api/v1/games/" + game.id() + "/audit");
        Problems.assertProblem(audit, 503, "RULES_VERSION_UNKNOWN");
        assertThat(audit.header("Retry-After")).isNotNull();
        Db.tamper("UPDATE games SET rules_version = 1 WHERE id = ?", UUID.fromString(game.id()));
        assertThat(AuditTest.audit(game.id()).get("verified").asBoolean()).isTrue();
    }

    @Test
    void aLogOfARulesVersionThisBuildDoesNotPlayIsRefusedOnImportNamingTheVersion() {
        Api.Game game = AuditTest.finishedGame(2, Map.of(), 12);
        List<ObjectNode> lines = ImportLogs.lines(ExportImportTest.export(game.id()));
        ((ObjectNode) lines.getFirst().get("data")).put("rulesVersion", 7);
        Response r = ImportLogs.importAsAdmin(ImportLogs.rechained(lines));
        JsonNode p = Problems.assertProblem(r, 422, "LOG_DOES_NOT_VERIFY");
        assertThat(p.get("detail").asText()).contains("rules version 7");
    }

    @Test
    void aLogWithoutARulesVersionIsReadAsVersionOneAndVerifies() {
        // what every build before rules versions exported: GAME_CREATED without rulesVersion
        Api.Game game = AuditTest.finishedGame(3, Map.of(), 13);
        List<ObjectNode> lines = ImportLogs.lines(ExportImportTest.export(game.id()));
        ((ObjectNode) lines.getFirst().get("data")).remove("rulesVersion");
        Response r = ImportLogs.importAsAdmin(ImportLogs.rechained(lines));
        assertThat(r.statusCode()).as(r.asString()).isEqualTo(201);
        String imported = r.path("id");
        assertThat(Api.summary(imported).get("rulesVersion").asInt()).isEqualTo(1);
        JsonNode audit = AuditTest.audit(imported);
        assertThat(audit.get("verified").asBoolean()).as(audit.get("checks").toString()).isTrue();
        // the stored event stays as it was recorded (its hash covers it); it is read as version 1
        assertThat(audit.get("events").get(0).get("data").has("rulesVersion")).isFalse();
        assertThat(Api.events(imported, null).getFirst().get("data").get("rulesVersion").asInt()).isEqualTo(1);
    }

    @Test
    void creatingAGameNeverTakesARulesVersionFromTheRequest() {
        Response r = given().contentType(ContentType.JSON)
                .body("{\"type\":\"INWO\",\"seats\":2,\"options\":{\"rulesVersion\":1}}").post("/api/v1/games");
        assertThat(r.statusCode()).isEqualTo(422); // not an option of the game: the service sets the version
    }

    private static JsonNode find(JsonNode types, String type) {
        for (JsonNode t : types.get("types")) if (t.get("type").asText().equals(type)) return t;
        throw new AssertionError("no game type " + type);
    }
}
