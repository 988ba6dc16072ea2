package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** reactionTimeoutSeconds: the server treats silence in a reaction window as PASS, with no client call. */
@QuarkusTest
class ReactionTimeoutTest {

    @Test
    void silenceBecomesPassWhenTheDeadlinePasses() throws Exception {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0, "reactionTimeoutSeconds", 1));
        assertThat(OffsetDateTime.parse(Api.summary(game.id()).get("deadline").asText()))
                .as("no window: the turn's deadline (the server's default turn timeout, 24 h)")
                .isAfter(OffsetDateTime.now().plusHours(23));
        long declared = Api.move(game.id(), game.token(0), Api.version(game.id()),
                "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}").then().statusCode(200).extract().jsonPath().getLong("version");
        JsonNode summary = Api.summary(game.id());
        assertThat(summary.get("awaiting")).hasSize(2);
        OffsetDateTime deadline = OffsetDateTime.parse(summary.get("deadline").asText());
        assertThat(Duration.between(OffsetDateTime.now(), deadline).toMillis()).isBetween(-500L, 1_500L);
        assertThat(Api.state(game.id(), game.token(1)).get("deadline").asText()).isEqualTo(summary.get("deadline").asText());

        // One seat passes; the window keeps its deadline.
        long passed = Api.move(game.id(), game.token(1), declared, "{\"type\":\"PASS\"}").then().statusCode(200)
                .extract().jsonPath().getLong("version");
        assertThat(Api.summary(game.id()).get("deadline").asText()).isEqualTo(summary.get("deadline").asText());

        JsonNode after = waitForVersionAbove(game.id(), passed, Duration.ofSeconds(10));
        List<JsonNode> events = Api.events(game.id(), null);
        List<String> types = events.stream().filter(e -> e.get("seq").asLong() > passed)
                .map(e -> e.get("type").asText()).toList();
        assertThat(types).startsWith("REACTION_PASSED", "ACTION_RESOLVED", "COINS_GAINED", "TURN_STARTED");
        assertThat(events.stream().filter(e -> e.get("type").asText().equals("REACTION_PASSED"))
                .map(e -> e.get("data").get("seat").asInt()).toList()).containsExactly(1, 2);
        assertThat(after.get("awaiting").toString()).isEqualTo("[1]");
        assertThat(OffsetDateTime.parse(after.get("deadline").asText())).as("the next turn's deadline")
                .isAfter(OffsetDateTime.now().plusHours(23));
        JsonNode view = Api.state(game.id(), null).get("view");
        assertThat(view.get("players").get(0).get("coins").asInt()).isEqualTo(5);
    }

    @Test
    void withoutTheOptionAWindowWaitsForTheTurnTimeout() throws Exception {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        long declared = Api.move(game.id(), game.token(0), Api.version(game.id()),
                "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}").then().statusCode(200).extract().jsonPath().getLong("version");
        assertThat(OffsetDateTime.parse(Api.summary(game.id()).get("deadline").asText()))
                .isAfter(OffsetDateTime.now().plusHours(23));
        Thread.sleep(2_000);
        assertThat(Api.version(game.id())).isEqualTo(declared);
    }

    private static JsonNode waitForVersionAbove(String id, long version, Duration patience) throws Exception {
        long until = System.nanoTime() + patience.toNanos();
        while (System.nanoTime() < until) {
            JsonNode s = Api.summary(id);
            if (s.get("version").asLong() > version) return s;
            Thread.sleep(100);
        }
        throw new AssertionError("the server did not apply the timeout within " + patience);
    }
}
