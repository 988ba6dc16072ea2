package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Issue 8 item 6 over HTTP: the turn limit is an option, shown in the view, and ends the game in an audited event. */
@QuarkusTest
class TurnLimitHttpTest {

    @Test
    void item6_aCoupGameEndsAtItsTurnLimitAndTheAuditReplaysIt() {
        Api.Game game = Api.start(3, Map.of("turnLimit", 2, "firstSeat", 0, "seed", "turn-limit"));
        assertThat(Api.state(game.id(), game.token(1)).get("view").get("turnLimit").asInt()).isEqualTo(2);
        // turn 1: seat 0 takes USA; turn 2: seat 1 does; nobody objects
        for (int actor = 0; actor < 2; actor++) {
            long v = Api.version(game.id());
            Api.move(game.id(), game.token(actor), v, "{\"type\":\"DECLARE\",\"action\":\"USA\"}").then().statusCode(200);
            for (int seat = 0; seat < 3; seat++) {
                if (seat == actor || !Api.legalMoves(game.id(), game.token(seat)).get("moves").toString()
                        .contains("\"PASS\"")) {
                    continue;
                }
                Api.move(game.id(), game.token(seat), Api.version(game.id()), "{\"type\":\"PASS\"}").then().statusCode(200);
            }
        }
        JsonNode summary = Api.summary(game.id());
        assertThat(summary.get("status").asText()).isEqualTo("FINISHED");
        assertThat(summary.get("winners").toString()).isEqualTo("[0,1]");
        JsonNode view = Api.state(game.id(), game.token(2)).get("view");
        assertThat(view.get("winners").toString()).isEqualTo("[0,1]");
        assertThat(view.get("winner").isNull()).isTrue();
        JsonNode last = Api.events(game.id(), game.token(2)).getLast();
        assertThat(last.get("type").asText()).isEqualTo("TURN_LIMIT_REACHED");
        assertThat(last.get("data").get("winners").toString()).isEqualTo("[0,1]");
        JsonNode audit = Api.json(given().get("/api/v1/games/" + game.id() + "/audit").then().statusCode(200)
                .extract().response());
        assertThat(audit.get("verified").asBoolean()).as(audit.get("checks").toString()).isTrue();
    }

    @Test
    void item6_theTurnLimitOptionIsBounded() {
        for (Object bad : new Object[] {0, -1, 10_001, Long.MAX_VALUE}) {
            Problems.assertProblem(given().contentType("application/json")
                    .body("{\"type\":\"COUP\",\"seats\":2,\"options\":{\"turnLimit\":" + bad + "}}")
                    .post("/api/v1/games"), 422, "INVALID_OPTION");
        }
        Api.Game copycat = Api.start("COPYCAT", 2, Map.of("seed", "turn-limit"));
        assertThat(Api.state(copycat.id(), copycat.token(0)).get("view").get("turnLimit").asInt()).isEqualTo(2000);
        assertThat(Api.state(copycat.id(), copycat.token(0)).get("view").get("turns").asInt()).isZero();
    }
}
