package io.tabletop.app.play;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.app.Json;
import io.tabletop.bots.SeatState;
import io.tabletop.bots.Strategy;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A test-only Coup house bot (registered for tests only, in src/test/resources) whose every move is refused: a coup
 * without the 7 coins (422). It records the version of every decision it was asked for.
 */
public final class RefusedBot implements Strategy {

    static final List<Long> ASKED = java.util.Collections.synchronizedList(new ArrayList<>());

    @Override
    public String id() {
        return "TEST_REFUSED";
    }

    @Override
    public String game() {
        return "COUP";
    }

    @Override
    public String description() {
        return "tests only: a SCANDAL without the coins, refused every time";
    }

    @Override
    public JsonNode choose(SeatState state, RandomGenerator rng) {
        ASKED.add(state.version());
        return Json.parse("{\"type\":\"DECLARE\",\"action\":\"SCANDAL\",\"target\":" + (1 - state.seat()) + "}");
    }
}
