package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.tabletop.app.Json;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Export → import → audit: an exported log is self-contained, verifies on import, becomes a new finished game
 * whose audit verifies and whose every past view equals the original's; a log that does not verify is refused
 * naming its first bad line.
 */
@QuarkusTest
class ExportImportTest {

    static String export(String id) {
        Response r = given().get("/api/v1/games/" + id + "/export");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.contentType()).startsWith("application/x-ndjson");
        return r.asString();
    }

    static Response importLog(String ndjson) {
        return given().header("Authorization", "Bearer " + AuditTest.ADMIN_TOKEN).contentType("application/x-ndjson")
                .body(ndjson.getBytes(java.nio.charset.StandardCharsets.UTF_8)).post("/api/v1/games/import");
    }

    @ParameterizedTest(name = "{0} seats, {1}")
    @CsvSource({"2, UN", "3, MEDIA", "5, UN"})
    void anExportedGameImportsAndReplaysIdentically(int seats, String variant) {
        Api.Game game = AuditTest.finishedGame(seats, Map.of("variant", variant), seats * 7L);
        String log = export(game.id());
        List<String> lines = Arrays.asList(log.split("\n"));
        long version = Api.version(game.id());
        assertThat(lines).hasSize((int) version);
        JsonNode first = Json.readTree(lines.get(0));
        assertThat(first.get("format").asText()).isEqualTo("tabletop-log/1");
        assertThat(first.get("seed").asText()).isNotBlank();
        assertThat(first.get("type").asText()).isEqualTo("GAME_CREATED");
        assertThat(first.get("data").get("options").get("variant").asText()).isEqualTo(variant);
        assertThat(lines.stream().filter(l -> l.contains("\"SEAT_TAKEN\""))).hasSize(seats);

        Response created = importLog(log);
        assertThat(created.statusCode()).as(created.asString()).isEqualTo(201);
        String copy = created.jsonPath().getString("id");
        assertThat(copy).isNotEqualTo(game.id());
        assertThat(created.header("Location")).endsWith("/api/v1/games/" + copy);
        assertThat(created.jsonPath().getString("status")).isEqualTo("FINISHED");
        assertThat(created.jsonPath().getLong("version")).isEqualTo(version);
        assertThat(created.jsonPath().getList("winners")).isEqualTo(Api.summary(game.id()).get("winners").isArray()
                ? Json.MAPPER.convertValue(Api.summary(game.id()).get("winners"), List.class) : null);

        assertThat(AuditTest.audit(copy).get("verified").asBoolean()).isTrue();
        assertThat(export(copy)).isEqualTo(log);
        for (long at = 1; at <= version; at++) {
            for (int seat = -1; seat < seats; seat++) {
                assertThat(pastView(copy, at, seat)).as("at %d as %d", at, seat).isEqualTo(pastView(game.id(), at, seat));
            }
        }
    }

    private static JsonNode pastView(String id, long at, int seat) {
        var req = given().queryParam("at", at);
        if (seat >= 0) req = req.queryParam("seat", seat);
        return Api.json(req.get("/api/v1/games/" + id + "/state").then().statusCode(200).extract().response())
                .get("view");
    }

    @Test
    void aLogThatDoesNotVerifyIsRefusedNamingTheFirstBadLine() {
        Api.Game game = AuditTest.finishedGame(2, Map.of(), 3);
        List<String> lines = new ArrayList<>(Arrays.asList(export(game.id()).split("\n")));
        int k = lines.size() / 2;

        List<String> forged = new ArrayList<>(lines);
        forged.set(k, forged.get(k).replaceFirst("\"seat\":(\\d)", "\"seat\":9"));
        assertThat(forged.get(k)).isNotEqualTo(lines.get(k));
        assertRefused(String.join("\n", forged), k + 1);

        List<String> garbage = new ArrayList<>(lines);
        garbage.set(k, "{not json");
        assertRefused(String.join("\n", garbage), k + 1);

        List<String> gap = new ArrayList<>(lines);
        gap.remove(k);
        assertRefused(String.join("\n", gap), k + 1);

        List<String> wrongSeed = new ArrayList<>(lines);
        wrongSeed.set(0, wrongSeed.get(0).replaceFirst("\"seed\":\"", "\"seed\":\"x"));
        assertRefused(String.join("\n", wrongSeed), 1);

        List<String> noFormat = new ArrayList<>(lines);
        noFormat.set(0, noFormat.get(0).replace("\"format\":\"tabletop-log/1\",", ""));
        assertRefused(String.join("\n", noFormat), 1);

        int cut = k; // cut where a command's events begin: the log is sound, the game unfinished
        while (Json.readTree(lines.get(cut)).get("meta").isEmpty()) cut--;
        Response unfinished = importLog(String.join("\n", lines.subList(0, cut)));
        JsonNode p = Problems.assertProblem(unfinished, 422, "LOG_NOT_FINISHED");
        assertThat(p.get("line").asInt()).isEqualTo(cut);
        if (cut + 1 < lines.size() && Json.readTree(lines.get(cut + 1)).get("meta").isEmpty()) {
            // cut inside a command's events: the replay yields more than the log holds
            assertRefused(String.join("\n", lines.subList(0, cut + 1)), cut + 1);
        }

        Problems.assertProblem(importLog(""), 400, "EMPTY_BODY");
        Problems.assertProblem(given().header("Authorization", "Bearer " + AuditTest.ADMIN_TOKEN)
                .contentType("application/json").body("{}").post("/api/v1/games/import"), 415, "UNSUPPORTED_MEDIA_TYPE");
    }

    private static void assertRefused(String log, int line) {
        Response r = importLog(log);
        JsonNode p = Problems.assertProblem(r, 422, r.jsonPath().getString("code"));
        assertThat(p.get("code").asText()).isIn("LOG_DOES_NOT_VERIFY", "LOG_MALFORMED");
        assertThat(p.get("line").asInt()).as(p.toString()).isEqualTo(line);
        assertThat(p.get("detail").asText()).startsWith("line " + line + ":");
    }
}
