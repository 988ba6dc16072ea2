package io.tabletop.api;

import static io.tabletop.api.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * INWO's public standing instructions over HTTP (ruling I6, rules version 4 on): {@code SET_STOPS} is an any-time
 * move of a seat the game need not be waiting for; everybody sees the instructions in the view and the event; a bad
 * list is a 4xx problem and changes nothing.
 */
@QuarkusTest
class InwoStandingInstructionsHttpTest {

    @Test
    void aSeatNotAwaitedSetsItsStops_everybodySeesThem_andBadListsAreRefused() {
        Api.Game game = Api.start("INWO", 2, Map.of("seed", "stops-http"));
        JsonNode spectator = Api.state(game.id(), null).get("view");
        assertThat(spectator.get("players").get(1).get("autoPass")).extracting(JsonNode::asText)
                .containsExactly("ROLL", "TAKEOVER", "PRIVILEGED", "VULTURES", "CONVENTION");
        int seat = 1 - Api.summary(game.id()).get("awaiting").get(0).asInt();
        long version = Api.version(game.id());

        Response bad = Api.move(game.id(), game.token(seat), version, "{\"type\":\"SET_STOPS\",\"autoPass\":[\"NOPE\"]}");
        assertProblem(bad, 400, "INVALID_FIELD");
        Response missing = Api.move(game.id(), game.token(seat), version, "{\"type\":\"SET_STOPS\"}");
        assertThat(missing.statusCode()).isBetween(400, 499);
        assertThat(missing.contentType()).startsWith("application/problem+json");
        assertThat(Api.version(game.id())).as("nothing appended").isEqualTo(version);

        Response ok = Api.move(game.id(), game.token(seat), version, "{\"type\":\"SET_STOPS\",\"autoPass\":[\"KNOCK\",\"ROLL\"]}");
        assertThat(ok.statusCode()).as(ok.asString()).isEqualTo(200);
        JsonNode after = Api.state(game.id(), null).get("view");
        assertThat(after.get("players").get(seat).get("autoPass")).extracting(JsonNode::asText).containsExactly("KNOCK", "ROLL");
        List<JsonNode> events = Api.events(game.id(), null);
        assertThat(events).anyMatch(e -> e.get("type").asText().equals("STOPS_SET")
                && e.get("data").get("seat").asInt() == seat);
    }
}
