package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 9 item 1 over HTTP (rules/copycat.md D28): placing on B2 used to answer WORKER_PLACED, OFFICE_ACTION_USED,
 * CARDS_DRAWN with no choice; now the office's action waits for USE_OFFICE or DECLINE.
 */
@QuarkusTest
class CopycatOfficeChoiceHttpTest {

    private static long send(Api.Game game, int seat, long version, String body) {
        return Api.move(game.id(), game.token(seat), version, body).then().statusCode(200).extract().jsonPath()
                .getLong("version");
    }

    private static List<String> types(JsonNode reply) {
        List<String> out = new ArrayList<>();
        reply.get("events").forEach(e -> out.add(e.get("type").asText()));
        return out;
    }

    private static JsonNode hand(Api.Game game, int seat) {
        return Api.state(game.id(), game.token(seat)).get("view").get("players").get(seat).get("hand");
    }

    @Test
    void d28_placingOnB2OffersUseOfficeOrDeclineAndADeclineDrawsNothing() {
        Api.Game game = Api.start("COPYCAT", 2, Map.of("seed", "d28-http"));
        long v = Api.version(game.id());
        for (int seat = 0; seat < 2; seat++) {
            v = send(game, seat, v, "{\"type\":\"CHOOSE_TURN_CARD\",\"card\":\"" + hand(game, seat).get(0).asText() + "\"}");
        }
        int seat = Api.state(game.id(), game.token(0)).get("awaiting").get(0).asInt();
        int before = hand(game, seat).size();

        JsonNode placed = Api.json(Api.move(game.id(), game.token(seat), v, "{\"type\":\"PLACE_WORKER\",\"office\":\"B2\"}")
                .then().statusCode(200).extract().response());
        assertThat(types(placed)).containsExactly("WORKER_PLACED", "EFFECT_OPENED");
        JsonNode effect = placed.get("events").get(1).get("data").get("effect");
        assertThat(effect.get("kind").asText()).isEqualTo("OFFICE_ACTION");
        assertThat(effect.get("office").asText()).isEqualTo("B2");
        assertThat(Api.legalMoves(game.id(), game.token(seat)).get("moves").toString())
                .isEqualTo("[{\"type\":\"USE_OFFICE\",\"office\":\"B2\"},{\"type\":\"DECLINE\"}]");

        JsonNode declined = Api.json(Api.move(game.id(), game.token(seat), placed.get("version").asLong(),
                "{\"type\":\"DECLINE\"}").then().statusCode(200).extract().response());
        assertThat(types(declined)).containsExactly("EFFECT_CLOSED", "TURN_STARTED");
        assertThat(hand(game, seat)).hasSize(before);
    }
}
