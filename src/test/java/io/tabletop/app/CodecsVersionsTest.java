package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.GameRegistry;
import org.junit.jupiter.api.Test;

/** Which codec a game gets: recorded games their own version, new games the current one (held back if configured). */
class CodecsVersionsTest {

    private static final GameRegistry GAMES = GameRegistry.discover(JsonGameData.standard());

    @Test
    void newGamesGetTheNewestVersionUnlessTheOperatorHoldsThemBack() {
        assertThat(new Codecs(GAMES).get("INWO").rulesVersion()).isEqualTo(6);
        Codecs held = new Codecs(GAMES, type -> type.equals("INWO") ? 1 : null);
        assertThat(held.get("INWO").rulesVersion()).isEqualTo(1);
        assertThat(held.get("COUP").rulesVersion()).isEqualTo(1);
        assertThat(held.find("INWO", 6)).as("version 6 games are still played").isPresent();
        assertThat(held.versions("INWO")).containsExactly(1, 2, 3, 4, 5, 6);
    }

    @Test
    void holdingNewGamesAtAVersionTheGameDoesNotHaveStopsTheStart() {
        assertThatThrownBy(() -> new Codecs(GAMES, type -> type.equals("INWO") ? 7 : null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("tabletop.inwo.rules-version=7");
    }

    @Test
    void aRecordedGameOfAVersionThisBuildDoesNotPlayIsA503WithRetryAfter() {
        assertThatThrownBy(() -> new Codecs(GAMES).get("COUP", 2)).isInstanceOfSatisfying(ApiProblem.class, p -> {
            assertThat(p.status()).isEqualTo(503);
            assertThat(p.code()).isEqualTo(Codecs.RULES_VERSION_UNKNOWN);
            assertThat(p.retryAfterSeconds()).isPositive();
        });
    }
}
