package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Complete random Coup games through the API only, for every seat count, both variants and several seeds: each
 * ends with one winner, and folding the stored events reproduces the served final state and past views.
 */
@QuarkusTest
class CoupHttpGamesTest {

    static Stream<Arguments> games() {
        List<Arguments> out = new ArrayList<>();
        for (int seats = 2; seats <= 6; seats++) {
            for (String variant : List.of("MEDIA", "UN")) {
                for (int n = 1; n <= 2; n++) out.add(Arguments.of(seats, variant, "http-" + seats + "-" + variant + "-" + n));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} seats, {1}, seed {2}")
    @MethodSource("games")
    void randomGameReachesAWinnerAndReplaysToTheSameState(int seats, String variant, String seed) {
        Api.Game game = Api.start(seats, Map.of("variant", variant, "seed", seed));
        int moves = RandomPlayer.play(game, new Random(seed.hashCode()), v -> {});
        assertThat(moves).isPositive();

        JsonNode summary = Api.summary(game.id());
        assertThat(summary.get("status").asText()).isEqualTo("FINISHED");
        assertThat(summary.get("winners")).hasSize(1);
        assertThat(summary.get("awaiting")).isEmpty();
        int winner = summary.get("winners").get(0).asInt();
        long version = summary.get("version").asLong();

        // The log is gap-free and, folded by an outsider, gives exactly the served final state.
        List<JsonNode> events = Api.events(game.id(), null);
        assertThat(events).hasSize((int) version);
        for (int i = 0; i < events.size(); i++) assertThat(events.get(i).get("seq").asLong()).isEqualTo(i + 1);
        TableState<Object> replayed = Replay.fold(events, version);
        JsonNode served = Api.state(game.id(), null).get("view");
        assertThat(Replay.view(replayed, Viewer.AUDITOR)).isEqualTo(served);
        assertThat(served.get("winner").asInt()).isEqualTo(winner);
        assertThat(served.get("turn").get("step").asText()).isEqualTo("FINISHED");
        for (int s = 0; s < seats; s++) {
            assertThat(Api.state(game.id(), game.token(s)).get("view")).as("all public at the end").isEqualTo(served);
            assertThat(Api.legalMoves(game.id(), game.token(s)).get("moves")).isEmpty();
        }

        // Past views: ?at=N for a seat equals the replay of the first N events as that seat saw them.
        Random r = new Random(seed.hashCode() * 31L);
        for (int k = 0; k < 5; k++) {
            long at = 1 + r.nextInt((int) version);
            int seat = r.nextInt(seats);
            JsonNode past = Api.json(Api.as(game.token(seat)).queryParam("at", at)
                    .get("/api/v1/games/" + game.id() + "/state").then().statusCode(200).extract().response());
            assertThat(past.get("version").asLong()).isEqualTo(at);
            TableState<Object> then = Replay.fold(events, at);
            JsonNode expected = then.started() ? Replay.view(then, Viewer.seat(seat)) : null;
            assertThat(past.get("view").isNull() ? null : past.get("view")).isEqualTo(expected);
        }

        // Finished: no more moves.
        Api.move(game.id(), game.token(winner), version, "{\"type\":\"PASS\"}")
                .then().statusCode(409).body("code", org.hamcrest.Matchers.equalTo("GAME_NOT_ACTIVE"));
    }
}
