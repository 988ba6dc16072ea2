package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Replay: ?at=N gives the caller's view as of version N for any N from 1 to the current version; once the game is
 * over anyone may read any seat's past views; long games read past views from snapshots.
 */
@QuarkusTest
class PastViewsTest {

    @Test
    void duringTheGameYouSeeOnlyYourOwnSeatsPast() {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0));
        String path = "/api/v1/games/" + game.id() + "/state";
        Problems.assertProblem(Api.as(game.token(0)).queryParam("at", 3).queryParam("seat", 1).get(path), 403,
                "NOT_YOUR_SEAT");
        Problems.assertProblem(given().queryParam("at", 3).queryParam("seat", 1).get(path), 403, "NOT_YOUR_SEAT");
        JsonNode own = Api.json(Api.as(game.token(1)).queryParam("at", 5).queryParam("seat", 1).get(path));
        assertThat(own.get("seat").asInt()).isEqualTo(1);
        assertThat(own.get("view").get("players").get(1).get("hand").isNull()).isFalse();
    }

    @Test
    void afterTheGameAnyoneReadsEverySeatsPastViewsAsTheySawThem() {
        Api.Game game = AuditTest.finishedGame(3, Map.of(), 11);
        long version = Api.version(game.id());
        List<JsonNode> events = Api.events(game.id(), null);
        for (long at = 1; at <= version; at += 3) {
            TableState<Object> then = Replay.fold(events, at);
            for (int seat = 0; seat < 3; seat++) {
                JsonNode past = Api.json(given().queryParam("at", at).queryParam("seat", seat)
                        .get("/api/v1/games/" + game.id() + "/state").then().statusCode(200).extract().response());
                assertThat(past.get("seat").asInt()).isEqualTo(seat);
                JsonNode expected = then.started() ? Replay.view(then, Viewer.seat(seat)) : null;
                assertThat(past.get("view").isNull() ? null : past.get("view")).as("at %d seat %d", at, seat)
                        .isEqualTo(expected);
            }
        }
        Problems.assertProblem(given().queryParam("at", 2).queryParam("seat", 3)
                .get("/api/v1/games/" + game.id() + "/state"), 422, "INVALID_SEAT");
        Problems.assertProblem(given().queryParam("at", version + 1)
                .get("/api/v1/games/" + game.id() + "/state"), 422, "INVALID_AT");
    }

    @Test
    void longGamesKeepSnapshotsAndPastViewsStayRightWithoutThem() throws Exception {
        Api.Game game = AuditTest.finishedGame(6, Map.of(), 2024);
        long version = Api.version(game.id());
        assertThat(version).as("a long game").isGreaterThan(2L * io.tabletop.app.Snapshots.EVERY);
        UUID id = UUID.fromString(game.id());
        List<String> snapshots = Db.rows("SELECT version FROM snapshots WHERE game_id = '" + id + "' ORDER BY version");
        assertThat(snapshots).hasSizeGreaterThanOrEqualTo((int) (version / io.tabletop.app.Snapshots.EVERY) - 1);
        List<JsonNode> events = Api.events(game.id(), null);
        long[] probes = {1, version / 3, version / 2, version - 1, version};
        for (long at : probes) {
            JsonNode expected = Replay.view(Replay.fold(events, at), Viewer.seat(2));
            assertThat(pastView(game, at)).isEqualTo(expected);
        }
        // Snapshots are a cache: unreadable ones are ignored.
        Db.tamper("UPDATE snapshots SET state = '{\"broken\":true}'::json WHERE game_id = ?", id);
        for (long at : probes) {
            assertThat(pastView(game, at)).isEqualTo(Replay.view(Replay.fold(events, at), Viewer.seat(2)));
        }
    }

    private static JsonNode pastView(Api.Game game, long at) {
        return Api.json(given().queryParam("at", at).queryParam("seat", 2)
                .get("/api/v1/games/" + game.id() + "/state").then().statusCode(200).extract().response()).get("view");
    }
}
