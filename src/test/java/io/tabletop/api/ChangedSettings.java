package io.tabletop.api;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * A service whose operator changed settings a game reads: INWO's offers per seat and turn (3, not 10) and the server's
 * default turn timeout (12 h, not 24 h). Its own start, so its own fresh database: the tests under it see only their
 * own games.
 */
public class ChangedSettings implements QuarkusTestProfile {

    static final int OFFERS_PER_TURN = 3;
    static final long DEFAULT_TURN_TIMEOUT_SECONDS = 12 * 3600;

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("tabletop.inwo.max-offers-per-turn", String.valueOf(OFFERS_PER_TURN),
                "tabletop.turn-timeout-default", DEFAULT_TURN_TIMEOUT_SECONDS + "s");
    }
}
