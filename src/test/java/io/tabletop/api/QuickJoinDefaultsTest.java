package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.tabletop.app.Json;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A quick join without options lands only in games whose recorded options are the defaults — those a game created
 * with no options records, the server's default turn timeout included (12 h under this profile) — never in a game
 * whose creator set a 1-second timeout and a 1-turn limit; a quick join asking exactly those options joins it. Under
 * its own profile (a fresh database), each test here with a seat count of its own, so that no other game fits.
 */
@QuarkusTest
@TestProfile(ChangedSettings.class)
class QuickJoinDefaultsTest {

    private static Response quick(int seats, Map<String, Object> options) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", "COUP");
        body.put("name", "stranger");
        body.put("minSeats", seats);
        body.put("maxSeats", seats);
        if (options != null) body.put("options", options);
        return given().contentType(ContentType.JSON).body(Json.write(body)).post("/api/v1/seats");
    }

    private static String joinedGame(Response r) {
        assertThat(r.statusCode()).as(r.asString()).isEqualTo(201);
        return Api.json(r).get("gameId").asText();
    }

    private static long games() throws Exception {
        return Long.parseLong(Db.one("SELECT count(*) FROM games"));
    }

    @Test
    void aGameWithAOneSecondTimeoutAndAOneTurnLimitIsNotJoinedWithoutOptions_butWithExactlyThose() throws Exception {
        Map<String, Object> hostile = Map.of("turnTimeoutSeconds", 1, "turnLimit", 1);
        String trap = Api.createCoup(3, hostile);
        Api.takeSeat(trap, "host");

        long before = games();
        String joined = joinedGame(quick(3, null));
        assertThat(joined).as("not the hostile game").isNotEqualTo(trap);
        assertThat(games()).as("a new game was created instead").isEqualTo(before + 1);
        JsonNode options = Api.summary(joined).get("options");
        assertThat(options.get("turnTimeoutSeconds").asLong()).as("the server's default")
                .isEqualTo(ChangedSettings.DEFAULT_TURN_TIMEOUT_SECONDS);
        String reference = Api.createCoup(6, null); // six seats: no quick join here looks at it
        assertThat(options).as("what a game created with no options records")
                .isEqualTo(Api.summary(reference).get("options"));
        assertThat(Api.version(trap)).as("nobody seated in it").isEqualTo(2);

        assertThat(joinedGame(quick(3, hostile))).as("asked for exactly those options").isEqualTo(trap);
        assertThat(Api.version(trap)).isEqualTo(3);
    }

    @Test
    void aGameCreatedWithNoOptionsIsJoinedWithoutOptions() throws Exception {
        String plain = Api.createCoup(4, null);
        long before = games();
        assertThat(joinedGame(quick(4, null))).isEqualTo(plain);
        assertThat(games()).isEqualTo(before);
        // options that are exactly the defaults after defaults are applied: the same game
        assertThat(joinedGame(quick(4, Map.of("variant", "MEDIA")))).isEqualTo(plain);
    }

    @Test
    void aTimeoutSetToAnotherServersDefaultIsNotTheDefault() throws Exception {
        String day = Api.createCoup(5, Map.of("turnTimeoutSeconds", 86_400));
        long before = games();
        assertThat(joinedGame(quick(5, null))).as("24 h is not this server's default (12 h)").isNotEqualTo(day);
        assertThat(games()).isEqualTo(before + 1);
        assertThat(joinedGame(quick(5, Map.of("turnTimeoutSeconds", 86_400)))).isEqualTo(day);
    }
}
