package io.tabletop.api;

import static io.tabletop.api.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Copycat commands that are malformed or illegal get a 4xx problem with a code and leave the game as it was. */
@QuarkusTest
class CopycatBadInputTest {

    Api.Game game;
    long version;

    @BeforeEach
    void start() {
        game = Api.start("COPYCAT", 2, Map.of("seed", "copycat-bad-input"));
        version = Api.version(game.id());
    }

    private void assertUnchanged() {
        assertThat(Api.version(game.id())).isEqualTo(version);
    }

    @ParameterizedTest(name = "{0} → {1} {2}")
    @CsvSource(delimiter = '|', value = {
            "{\"type\":\"REVEAL\",\"card\":\"EU\"}                   | 400 | UNKNOWN_COMMAND_TYPE",
            "{\"type\":\"DECLARE\",\"action\":\"USA\"}               | 400 | INVALID_FIELD",
            "{\"type\":\"CHOOSE_TURN_CARD\",\"card\":9}              | 400 | INVALID_FIELD",
            "{\"type\":\"CHOOSE_TURN_CARD\",\"card\":\"A9\",\"x\":1} | 400 | UNKNOWN_FIELD",
            "{\"type\":\"BUY_DOCTORATE\",\"slot\":\"nine\",\"vp\":1} | 400 | INVALID_FIELD",
            "{\"type\":\"CHOOSE\",\"card\":\"51\",\"option\":\"GOLD\"} | 400 | INVALID_FIELD",
            "{\"type\":\"DECLARE\",\"count\":2}                      | 422 | WRONG_PHASE",
            "{\"type\":\"CHOOSE_TURN_CARD\",\"card\":\"Z99\"}        | 422 | CARD_NOT_IN_HAND",
            "{\"type\":\"CHOOSE_TURN_CARD\"}                         | 422 | FIELD_REQUIRED",
            "{\"type\":\"PLACE_WORKER\",\"office\":\"B1\"}           | 422 | WRONG_PHASE",
            "{\"type\":\"BUY\",\"slot\":99}                          | 422 | INVALID_SLOT",
            "{\"type\":\"PASS\"}                                     | 422 | WRONG_PHASE",
    })
    void aBadCommandIsRefusedAndChangesNothing(String body, int status, String code) {
        assertProblem(Api.move(game.id(), game.token(0), version, body), status, code);
        assertUnchanged();
    }

    @Test
    void aCardOfAnotherSeatIsNotInYourHandAndTheAnswerSaysNothingMore() {
        JsonNode mine = Api.state(game.id(), game.token(0)).get("view").get("players").get(0).get("hand");
        String card = mine.get(0).asText();
        JsonNode p = assertProblem(Api.move(game.id(), game.token(1), version,
                "{\"type\":\"CHOOSE_TURN_CARD\",\"card\":\"" + card + "\"}"), 422, "CARD_NOT_IN_HAND");
        assertThat(p.get("detail").asText()).isEqualTo("you hold no card " + card);
        assertUnchanged();
    }

    @Test
    void aSecondTurnCardIsRefusedAndOthersSeeOnlyThatOneWasChosen() {
        String card = Api.state(game.id(), game.token(0)).get("view").get("players").get(0).get("hand").get(0).asText();
        long after = Api.move(game.id(), game.token(0), version, "{\"type\":\"CHOOSE_TURN_CARD\",\"card\":\"" + card + "\"}")
                .then().statusCode(200).extract().jsonPath().getLong("version");
        JsonNode other = Api.state(game.id(), game.token(1)).get("view").get("players").get(0);
        assertThat(other.get("chosen").asBoolean()).isTrue();
        assertThat(other.get("turnCard").isNull()).isTrue();
        assertThat(Api.state(game.id(), game.token(1)).toString()).doesNotContain("\"" + card + "\"");
        assertProblem(Api.move(game.id(), game.token(0), after, "{\"type\":\"CHOOSE_TURN_CARD\",\"card\":\""
                + Api.state(game.id(), game.token(0)).get("view").get("players").get(0).get("hand").get(0).asText()
                + "\"}"), 422, "ALREADY_CHOSEN");
        assertThat(Api.version(game.id())).isEqualTo(after);
    }
}
