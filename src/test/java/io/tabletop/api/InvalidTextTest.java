package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static io.tabletop.api.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 31, item 3: text no store can keep — a NUL or an unpaired UTF-16 surrogate, sent as a JSON escape — is
 * refused wherever it stands in a request body (422 INVALID_NAME for a seat's name, 422 INVALID_TEXT elsewhere), and
 * nothing is stored. Before, a seat name {@code "x\ud800y"} was taken and then every read of the game's state
 * answered 500, for every seat and spectators; a seed with {@code \u0000} answered 500.
 */
@QuarkusTest
class InvalidTextTest {

    /** JSON escapes, as a client would send them (the body itself is plain ASCII). */
    private static final String LONE_HIGH = "x\\ud800y";
    private static final String LONE_LOW = "\\udc00z";
    private static final String NUL = "a\\u0000b";

    private static Response post(String path, String body) {
        return given().contentType(ContentType.JSON).body(body).post(path);
    }

    private static long count(String table) throws Exception {
        return Long.parseLong(Db.one("SELECT count(*) FROM " + table));
    }

    @ParameterizedTest(name = "name {0}")
    @CsvSource({LONE_HIGH, LONE_LOW, "\\ud83d", "a\\ude00\\ud83d"})
    void aSeatNameWithALoneSurrogateIsRefusedAndTheGameStaysReadable(String name) {
        String id = Api.createCoup(2, Map.of("seed", "surrogates"));
        assertProblem(post("/api/v1/games/" + id + "/seats", "{\"name\":\"" + name + "\"}"), 422, "INVALID_NAME");
        assertThat(Api.version(id)).as("no seat taken").isEqualTo(1);
        assertThat(Api.summary(id).at("/seats/0/name").isNull()).isTrue();

        // the game goes on with names that are text, a pair of surrogates (an emoji) among them
        Api.Seat a = Api.takeSeat(id, "ann");
        Response r = post("/api/v1/games/" + id + "/seats", "{\"name\":\"f\\ud83d\\ude00\"}");
        assertThat(r.statusCode()).isEqualTo(201);
        for (String token : new String[] {a.token(), r.path("token"), null}) {
            JsonNode state = Api.state(id, token);
            assertThat(state.at("/view/players/1/name").asText()).isEqualTo("f\uD83D\uDE00");
        }
    }

    @Test
    void optionsWithTextNoStoreKeepsAreRefusedAndNothingIsStored() throws Exception {
        long games = count("games");
        long events = count("events");
        for (String body : new String[] {
                "{\"type\":\"COUP\",\"seats\":2,\"options\":{\"seed\":\"" + LONE_HIGH + "\"}}",
                "{\"type\":\"COUP\",\"seats\":2,\"options\":{\"seed\":\"" + NUL + "\"}}",
                "{\"type\":\"COUP\",\"seats\":2,\"options\":{\"seed\":\"" + LONE_LOW + "\"}}",
                "{\"type\":\"COUP\",\"seats\":2,\"options\":{\"" + LONE_HIGH + "\":\"x\"}}",
                "{\"type\":\"COUP\",\"seats\":2,\"options\":{\"variant\":\"" + NUL + "\"}}",
                "{\"type\":\"CO" + LONE_LOW + "\",\"seats\":2}",
        }) {
            JsonNode p = assertProblem(post("/api/v1/games", body), 422, "INVALID_TEXT");
            assertThat(p.get("detail").asText()).as(body).contains("NUL").contains("surrogate");
        }
        assertThat(count("games")).as("games stored").isEqualTo(games);
        assertThat(count("events")).as("events stored").isEqualTo(events);
    }

    @Test
    void otherFieldsOfASeatRequestAreRefusedAsText() {
        String id = Api.createCoup(2, Map.of("inviteOnly", true));
        assertProblem(post("/api/v1/games/" + id + "/seats",
                "{\"name\":\"bob\",\"inviteSecret\":\"" + LONE_HIGH + "\"}"), 422, "INVALID_TEXT");
        assertProblem(post("/api/v1/games/" + id + "/seats",
                "{\"name\":\"bob\",\"bot\":\"" + NUL + "\"}"), 422, "INVALID_TEXT");
        assertThat(Api.version(id)).isEqualTo(1);
    }

    @Test
    void quickJoinsRefuseSuchTextAndCreateNothing() throws Exception {
        long games = count("games");
        for (String path : new String[] {"/api/v1/seats", "/api/v1/seats/live"}) {
            assertProblem(post(path, "{\"type\":\"COUP\",\"name\":\"" + LONE_HIGH + "\"}"), 422, "INVALID_NAME");
            assertProblem(post(path, "{\"type\":\"COUP\",\"name\":\"" + NUL + "\"}"), 422, "INVALID_NAME");
            assertProblem(post(path, "{\"type\":\"COUP\",\"name\":\"ann\",\"options\":{\"seed\":\"" + NUL + "\"}}"),
                    422, "INVALID_TEXT");
            assertProblem(post(path, "{\"type\":\"INWO\",\"name\":\"ann\",\"deck\":{\"cards\":[\"" + LONE_LOW
                    + "\"]}}"), 422, "INVALID_TEXT");
            assertProblem(post(path, "{\"type\":\"INWO\",\"name\":\"ann\",\"deck\":{\"starter\":\"" + LONE_HIGH
                    + "\"}}"), 422, "INVALID_TEXT");
        }
        assertThat(count("games")).as("games stored").isEqualTo(games);
    }

    @Test
    void aMoveWithSuchTextIsRefusedAndTheGameDoesNotMove() {
        Api.Game game = Api.start(2, Map.of("seed", "surrogate-move", "firstSeat", 0));
        long version = Api.version(game.id());
        for (String body : new String[] {
                "{\"type\":\"DECLARE\",\"action\":\"" + LONE_HIGH + "\"}",
                "{\"type\":\"DECLARE\",\"action\":\"INCOME\",\"" + NUL + "\":1}",
                "{\"type\":\"" + LONE_LOW + "\"}",
        }) {
            assertProblem(Api.move(game.id(), game.token(0), version, body), 422, "INVALID_TEXT");
        }
        assertThat(Api.version(game.id())).isEqualTo(version);
        assertThat(Api.state(game.id(), null).get("version").asLong()).isEqualTo(version);
    }
}
