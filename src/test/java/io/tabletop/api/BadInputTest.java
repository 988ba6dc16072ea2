package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static io.tabletop.api.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Bad input never hurts: every malformed or illegal request gets the documented 4xx as problem+json with a stable
 * code, never a 5xx or a stack trace, and the game's version does not move.
 */
@QuarkusTest
class BadInputTest {

    private static Response create(String body) {
        return given().contentType(ContentType.JSON).body(body).post("/api/v1/games");
    }

    @Nested
    class CreatingAGame {

        @ParameterizedTest(name = "{0} → {1} {2}")
        @CsvSource(delimiter = '|', value = {
                "{\"type\":                                                           | 400 | MALFORMED_JSON",
                "[1,2]                                                                | 400 | INVALID_FIELD",
                "\"COUP\"                                                             | 400 | INVALID_FIELD",
                "{\"type\":\"COUP\",\"seats\":4} trailing                             | 400 | MALFORMED_JSON",
                "{\"seats\":4}                                                        | 400 | INVALID_FIELD",
                "{\"type\":\"COUP\"}                                                  | 400 | INVALID_FIELD",
                "{\"type\":\"COUP\",\"seats\":\"4\"}                                  | 400 | INVALID_FIELD",
                "{\"type\":\"COUP\",\"seats\":4.5}                                    | 400 | INVALID_FIELD",
                "{\"type\":\"COUP\",\"seats\":99999999999999999999}                   | 400 | INVALID_FIELD",
                "{\"type\":\"COUP\",\"seats\":4,\"colour\":\"red\"}                   | 400 | UNKNOWN_FIELD",
                "{\"type\":\"COUP\",\"seats\":4,\"options\":[]}                       | 400 | INVALID_FIELD",
                "{\"type\":\"CHESS\",\"seats\":2}                                     | 422 | UNKNOWN_GAME_TYPE",
                "{\"type\":\"COUP\",\"seats\":1}                                      | 422 | INVALID_SEAT_COUNT",
                "{\"type\":\"COUP\",\"seats\":7}                                      | 422 | INVALID_SEAT_COUNT",
                "{\"type\":\"COUP\",\"seats\":-3}                                     | 422 | INVALID_SEAT_COUNT",
                "{\"type\":\"COUP\",\"seats\":4,\"options\":{\"colour\":1}}           | 422 | UNKNOWN_OPTION",
                "{\"type\":\"COUP\",\"seats\":4,\"options\":{\"variant\":\"ONZ\"}}    | 422 | INVALID_OPTION",
                "{\"type\":\"COUP\",\"seats\":4,\"options\":{\"variant\":7}}          | 422 | INVALID_OPTION",
                "{\"type\":\"COUP\",\"seats\":4,\"options\":{\"firstSeat\":4}}        | 422 | INVALID_OPTION",
                "{\"type\":\"COUP\",\"seats\":4,\"options\":{\"firstSeat\":-1}}       | 422 | INVALID_OPTION",
                "{\"type\":\"COUP\",\"seats\":4,\"options\":{\"firstSeat\":1.5}}      | 422 | INVALID_OPTION",
                "{\"type\":\"COUP\",\"seats\":4,\"options\":{\"reactionTimeoutSeconds\":0}}           | 422 | INVALID_OPTION",
                "{\"type\":\"COUP\",\"seats\":4,\"options\":{\"reactionTimeoutSeconds\":1e30}}        | 422 | INVALID_OPTION",
                "{\"type\":\"COUP\",\"seats\":4,\"options\":{\"seed\":\"\"}}          | 422 | INVALID_OPTION",
        })
        void isRefusedWithAProblem(String body, int status, String code) {
            assertProblem(create(body), status, code);
        }

        @Test
        void anEmptyBodyIsRefused() {
            assertProblem(create(""), 400, "EMPTY_BODY");
        }

        @Test
        void aBodyThatIsNotJsonMediaTypeIsRefused() {
            assertProblem(given().contentType(ContentType.TEXT).body("{}").post("/api/v1/games"), 415,
                    "UNSUPPORTED_MEDIA_TYPE");
        }

        @Test
        void aHugeBodyIsRefusedBeforeItIsRead() {
            String huge = "{\"type\":\"COUP\",\"seats\":4,\"options\":{\"seed\":\"" + "x".repeat(100_000) + "\"}}";
            assertProblem(create(huge), 413, "BODY_TOO_LARGE");
        }

        @Test
        void aDeeplyNestedBodyIsRefused() {
            String deep = "[".repeat(5000) + "]".repeat(5000);
            assertProblem(create(deep), 400, "MALFORMED_JSON");
        }
    }

    @Nested
    class ReadingGames {

        @ParameterizedTest(name = "GET {0} → {1} {2}")
        @CsvSource(delimiter = '|', value = {
                "/api/v1/games/not-a-uuid                                      | 400 | INVALID_GAME_ID",
                "/api/v1/games/not-a-uuid/state                                | 400 | INVALID_GAME_ID",
                "/api/v1/games/00000000-0000-0000-0000-00000000000Z            | 400 | INVALID_GAME_ID",
                "/api/v1/games/3f0c2c1e-1111-4222-8333-944445555666            | 404 | GAME_NOT_FOUND",
                "/api/v1/games/3f0c2c1e-1111-4222-8333-944445555666/state      | 404 | GAME_NOT_FOUND",
                "/api/v1/games/3f0c2c1e-1111-4222-8333-944445555666/events     | 404 | GAME_NOT_FOUND",
                "/api/v1/games?limit=0                                         | 400 | INVALID_LIMIT",
                "/api/v1/games?limit=101                                       | 400 | INVALID_LIMIT",
                "/api/v1/games?limit=ten                                       | 400 | INVALID_LIMIT",
                "/api/v1/games?status=PLAYING                                  | 400 | INVALID_STATUS",
                "/api/v1/games?type=CHESS                                      | 400 | UNKNOWN_GAME_TYPE",
                "/api/v1/games?cursor=!!!                                      | 400 | INVALID_CURSOR",
                "/api/v1/games?cursor=bm9wZQ                                   | 400 | INVALID_CURSOR",
                "/api/v1/no-such-thing                                         | 404 | NOT_FOUND",
        })
        void isRefusedWithAProblem(String path, int status, String code) {
            assertProblem(given().urlEncodingEnabled(false).get(path), status, code);
        }

        @Test
        void aWrongMethodIsRefused() {
            assertProblem(given().delete("/api/v1/games"), 405, "METHOD_NOT_ALLOWED");
        }
    }

    @Nested
    class InAStartedGame {

        Api.Game game;
        long version;

        @BeforeEach
        void start() {
            game = Api.start(3, Map.of("firstSeat", 0, "seed", "bad-input"));
            version = Api.version(game.id());
        }

        private Response send(int seat, String body) {
            return Api.move(game.id(), game.token(seat), version, body);
        }

        private void assertUnchanged() {
            assertThat(Api.version(game.id())).as("the game did not move").isEqualTo(version);
        }

        @ParameterizedTest(name = "{0} → {1} {2}")
        @CsvSource(delimiter = '|', value = {
                "{\"type\":\"DECLARE\",\"action\":                             | 400 | MALFORMED_JSON",
                "not json at all                                               | 400 | MALFORMED_JSON",
                "[]                                                            | 400 | INVALID_COMMAND",
                "{}                                                            | 400 | TYPE_REQUIRED",
                "{\"type\":null}                                               | 400 | TYPE_REQUIRED",
                "{\"type\":42}                                                 | 400 | UNKNOWN_COMMAND_TYPE",
                "{\"type\":\"RESIGN\"}                                         | 400 | UNKNOWN_COMMAND_TYPE",
                "{\"type\":\"declare\",\"action\":\"USA\"}                     | 400 | UNKNOWN_COMMAND_TYPE",
                "{\"type\":\"DECLARE\",\"action\":\"BANK\"}                    | 400 | INVALID_FIELD",
                "{\"type\":\"DECLARE\",\"action\":3}                           | 400 | INVALID_FIELD",
                "{\"type\":\"DECLARE\",\"action\":\"POLICE\",\"target\":\"1\"} | 400 | INVALID_FIELD",
                "{\"type\":\"DECLARE\",\"action\":\"POLICE\",\"target\":1.0}   | 400 | INVALID_FIELD",
                "{\"type\":\"DECLARE\",\"action\":\"POLICE\",\"target\":99999999999999} | 400 | INVALID_FIELD",
                "{\"type\":\"DECLARE\",\"action\":\"USA\",\"bonus\":1}         | 400 | UNKNOWN_FIELD",
                "{\"type\":\"KEEP\",\"cards\":[null]}                          | 400 | INVALID_FIELD",
                "{\"type\":\"KEEP\",\"cards\":\"EU\"}                          | 400 | INVALID_FIELD",
                "{\"type\":\"FORCE_EXCHANGE\"}                                 | 400 | INVALID_FIELD",
                "{\"type\":\"FORCE_EXCHANGE\",\"exchange\":\"yes\"}            | 400 | INVALID_FIELD",
                "{\"type\":\"DECLARE\",\"action\":\"POLICE\",\"target\":-1}    | 422 | INVALID_TARGET",
                "{\"type\":\"DECLARE\",\"action\":\"POLICE\",\"target\":7}     | 422 | INVALID_TARGET",
                "{\"type\":\"DECLARE\",\"action\":\"POLICE\",\"target\":0}     | 422 | INVALID_TARGET",
                "{\"type\":\"DECLARE\",\"action\":\"POLICE\"}                  | 422 | TARGET_REQUIRED",
                "{\"type\":\"DECLARE\",\"action\":\"USA\",\"target\":1}        | 422 | TARGET_NOT_ALLOWED",
                "{\"type\":\"DECLARE\",\"action\":\"SCANDAL\",\"target\":1}    | 422 | CANNOT_AFFORD",
                "{\"type\":\"DECLARE\",\"action\":\"UN\",\"mode\":\"DRAW\"}    | 422 | ACTION_NOT_IN_VARIANT",
                "{\"type\":\"DECLARE\",\"action\":\"MEDIA\",\"mode\":\"DRAW\"} | 422 | MODE_NOT_ALLOWED",
                "{\"type\":\"DECLARE\"}                                        | 422 | ACTION_REQUIRED",
                "{\"type\":\"PASS\"}                                           | 422 | REACTION_WINDOW_CLOSED",
                "{\"type\":\"REVEAL\",\"card\":\"EU\"}                         | 422 | NOT_YOUR_TURN",
        })
        void aBadCommandIsRefusedAndChangesNothing(String body, int status, String code) {
            assertProblem(send(0, body), status, code);
            assertUnchanged();
        }

        @Test
        void aSeatWhoseTurnItIsNotIsRefused() {
            assertProblem(send(1, "{\"type\":\"DECLARE\",\"action\":\"USA\"}"), 422, "NOT_YOUR_TURN");
            assertUnchanged();
        }

        @Test
        void withoutIfMatchTheMoveIsRefusedWith428() {
            Response r = Api.as(game.token(0)).contentType(ContentType.JSON)
                    .body("{\"type\":\"DECLARE\",\"action\":\"USA\"}").post("/api/v1/games/" + game.id() + "/moves");
            assertProblem(r, 428, "IF_MATCH_REQUIRED");
            assertUnchanged();
        }

        @ParameterizedTest
        @CsvSource({"abc", "'\"1\", \"2\"'", "*", "'\"-1\"'"})
        void aMalformedIfMatchIsRefused(String ifMatch) {
            Response r = Api.as(game.token(0)).contentType(ContentType.JSON).header("If-Match", ifMatch)
                    .body("{\"type\":\"DECLARE\",\"action\":\"USA\"}").post("/api/v1/games/" + game.id() + "/moves");
            assertProblem(r, 400, "INVALID_IF_MATCH");
            assertUnchanged();
        }

        @Test
        void aStaleVersionIsRefusedWith412AndTheCurrentVersion() {
            Response r = Api.move(game.id(), game.token(0), version - 1, "{\"type\":\"DECLARE\",\"action\":\"USA\"}");
            JsonNode p = assertProblem(r, 412, "STALE_VERSION");
            assertThat(p.get("currentVersion").asLong()).isEqualTo(version);
            assertUnchanged();
        }

        @Test
        void aWeakEtagNeverMatches() {
            Response r = Api.as(game.token(0)).contentType(ContentType.JSON).header("If-Match", "W/\"" + version + "\"")
                    .body("{\"type\":\"DECLARE\",\"action\":\"USA\"}").post("/api/v1/games/" + game.id() + "/moves");
            assertProblem(r, 412, "STALE_VERSION");
            assertUnchanged();
        }

        @Test
        void noTokenIs401() {
            Response r = Api.as(null).contentType(ContentType.JSON).header("If-Match", "\"" + version + "\"")
                    .body("{\"type\":\"PASS\"}").post("/api/v1/games/" + game.id() + "/moves");
            assertProblem(r, 401, "TOKEN_REQUIRED");
            assertThat(r.header("WWW-Authenticate")).isEqualTo("Bearer");
            assertProblem(Api.as(null).get("/api/v1/games/" + game.id() + "/legal-moves"), 401, "TOKEN_REQUIRED");
            assertUnchanged();
        }

        @ParameterizedTest
        @CsvSource({"Bearer nonsense", "Basic dXNlcjpwYXNz", "Bearer", "token-without-scheme"})
        void aWrongTokenIs401(String authorization) {
            Response r = given().header("Authorization", authorization).contentType(ContentType.JSON)
                    .header("If-Match", "\"" + version + "\"").body("{\"type\":\"PASS\"}")
                    .post("/api/v1/games/" + game.id() + "/moves");
            assertThat(r.statusCode()).isEqualTo(401);
            assertThat(Problems.assertProblem(r, 401, r.jsonPath().getString("code")).get("code").asText())
                    .isIn("INVALID_TOKEN", "INVALID_AUTHORIZATION", "TOKEN_REQUIRED");
            assertProblem(given().header("Authorization", authorization)
                    .get("/api/v1/games/" + game.id() + "/state"), 401, r.jsonPath().getString("code"));
            assertUnchanged();
        }

        @Test
        void aTokenOfAnotherGameIs403() {
            Api.Game other = Api.start(2, Map.of());
            Response r = Api.move(game.id(), other.token(0), version, "{\"type\":\"DECLARE\",\"action\":\"USA\"}");
            assertProblem(r, 403, "TOKEN_FOR_ANOTHER_GAME");
            assertProblem(Api.as(other.token(0)).get("/api/v1/games/" + game.id() + "/state"), 403,
                    "TOKEN_FOR_ANOTHER_GAME");
            assertUnchanged();
        }

        @Test
        void movesInAnUnknownGameAre404() {
            Response r = Api.move(UUID.randomUUID().toString(), game.token(0), 1, "{\"type\":\"PASS\"}");
            assertProblem(r, 404, "GAME_NOT_FOUND");
        }

        @ParameterizedTest
        @CsvSource({"0, INVALID_AT", "-4, INVALID_AT", "999999, INVALID_AT"})
        void aStateAtAVersionThatDoesNotExistIs422(String at, String code) {
            assertProblem(Api.as(game.token(0)).queryParam("at", at).get("/api/v1/games/" + game.id() + "/state"),
                    422, code);
        }

        @Test
        void malformedQueryNumbersAre400() {
            assertProblem(given().queryParam("at", "soon").get("/api/v1/games/" + game.id() + "/state"), 400, "INVALID_AT");
            assertProblem(given().queryParam("after", "-1").get("/api/v1/games/" + game.id() + "/events"), 400, "INVALID_AFTER");
            assertProblem(given().queryParam("limit", "0").get("/api/v1/games/" + game.id() + "/events"), 400, "INVALID_LIMIT");
            assertProblem(given().queryParam("limit", "x").get("/api/v1/games/" + game.id() + "/events"), 400, "INVALID_LIMIT");
        }

        @Test
        void takingASeatInAFullGameIs409() {
            Response r = given().contentType(ContentType.JSON).body("{\"name\":\"late\"}")
                    .post("/api/v1/games/" + game.id() + "/seats");
            assertProblem(r, 409, "GAME_FULL");
            assertUnchanged();
        }
    }

    @Nested
    class TakingSeats {

        @ParameterizedTest(name = "{0} → {1} {2}")
        @CsvSource(delimiter = '|', value = {
                "{}                                          | 422 | INVALID_NAME",
                "{\"name\":\"   \"}                          | 422 | INVALID_NAME",
                "{\"name\":\"a\\u0000b\"}                    | 422 | INVALID_NAME",
                "{\"name\":\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"} | 422 | INVALID_NAME",
                "{\"name\":\"bob\",\"seat\":5}               | 422 | INVALID_SEAT",
                "{\"name\":\"bob\",\"seat\":-1}              | 422 | INVALID_SEAT",
                "{\"name\":\"bob\",\"seat\":\"one\"}         | 400 | INVALID_FIELD",
                "{\"name\":42}                               | 400 | INVALID_FIELD",
                "{\"name\":\"bob\",\"role\":\"admin\"}       | 400 | UNKNOWN_FIELD",
                "nope                                        | 400 | MALFORMED_JSON",
        })
        void aBadSeatRequestIsRefused(String body, int status, String code) {
            String id = Api.createCoup(2, Map.of());
            Response r = given().contentType(ContentType.JSON).body(body).post("/api/v1/games/" + id + "/seats");
            assertProblem(r, status, code);
            assertThat(Api.version(id)).isEqualTo(1);
        }

        @Test
        void aTakenSeatIs409AndMovesBeforeTheStartAre409() {
            String id = Api.createCoup(3, Map.of());
            Api.Seat alice = Api.takeSeat(id, "alice");
            Response r = given().contentType(ContentType.JSON).body("{\"name\":\"bob\",\"seat\":" + alice.seat() + "}")
                    .post("/api/v1/games/" + id + "/seats");
            assertProblem(r, 409, "SEAT_TAKEN");
            assertProblem(Api.move(id, alice.token(), 2, "{\"type\":\"PASS\"}"), 409, "GAME_NOT_ACTIVE");
            assertThat(Api.version(id)).isEqualTo(2);
        }

        @Test
        void seatsOfAnUnknownGameAre404() {
            Response r = given().contentType(ContentType.JSON).body("{\"name\":\"bob\"}")
                    .post("/api/v1/games/" + UUID.randomUUID() + "/seats");
            assertProblem(r, 404, "GAME_NOT_FOUND");
        }
    }
}
