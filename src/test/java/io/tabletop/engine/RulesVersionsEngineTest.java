package io.tabletop.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.app.JsonGameData;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Rules versions in the engine: a table per version, the version stamped at creation and required when folding. */
class RulesVersionsEngineTest {

    private static final GameRegistry GAMES = GameRegistry.discover(JsonGameData.standard());

    @Test
    void everyGameHasATablePerRulesVersionItListsAndNewGamesGetTheNewest() {
        for (Table<Object, Object, Object> newest : GAMES.all()) {
            String type = newest.rules().type().name();
            List<RulesVersion> versions = newest.rules().versions();
            assertThat(newest.rules().version()).isEqualTo(versions.getLast().number());
            for (RulesVersion v : versions) {
                Table<Object, Object, Object> t = GAMES.table(type, v.number()).orElseThrow();
                assertThat(t.rules().version()).isEqualTo(v.number());
                assertThat(t.rules().type()).isEqualTo(newest.rules().type());
            }
            assertThat(GAMES.table(type, versions.getLast().number() + 1)).isEmpty();
        }
        assertThat(GAMES.table("INWO", 1)).isPresent();
        assertThat(GAMES.table("INWO", 2)).isPresent();
    }

    @Test
    void aGameRecordsTheVersionOfTheTableThatCreatedIt() {
        for (int v : new int[] {1, 2}) {
            Table<Object, Object, Object> t = GAMES.table("INWO", v).orElseThrow();
            TableEvent.GameCreated created = t.create(2, Options.of(java.util.Map.of()), "c", false);
            assertThat(created.rulesVersion()).isEqualTo(v);
            assertThat(t.initial(created).created().rulesVersion()).isEqualTo(v);
        }
    }

    @Test
    void aTableNeverFoldsAGameOfAnotherRulesVersion() {
        TableEvent.GameCreated v1 = GAMES.table("INWO", 1).orElseThrow().create(2, Options.of(java.util.Map.of()), "c", false);
        assertThatThrownBy(() -> GAMES.table("INWO", 2).orElseThrow().evolve(null, v1))
                .isInstanceOfSatisfying(RuleViolation.class, v -> assertThat(v.code()).isEqualTo("WRONG_RULES_VERSION"));
    }

    @Test
    void aRulesVersionSaysWhatItChanged() {
        assertThatThrownBy(() -> new RulesVersion(2, " ")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RulesVersion(0, "x")).isInstanceOf(IllegalArgumentException.class);
    }
}
