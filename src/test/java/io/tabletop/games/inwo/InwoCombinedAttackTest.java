package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.interpreter.Interpreted;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Spasm of Violence and Combined Disasters: two Instant attacks on one target, their Powers added (shipped catalogue). */
class InwoCombinedAttackTest {

    static final Abilities A = new Abilities(InwoTestDecks.SHIPPED);

    private static RuleViolation refused(Runnable r) {
        try {
            r.run();
        } catch (RuleViolation v) {
            return v;
        }
        throw new AssertionError("not refused");
    }

    @Test
    void givenSpasmOfViolence_whenTwoAssassinationsAreCombined_thenTheirPowersAddAgainstOneTarget() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        sc.group(0, "new-york", Scenario.root(0));
        String clinton = sc.group(1, "bill-clinton", Scenario.root(1));
        sc.group(1, "cable-tv", Scenario.root(1));
        String spasm = sc.hand(0, "spasm-of-violence");
        String bomb = sc.hand(0, "car-bomb");
        String poison = sc.hand(0, "poison");
        String bomb2 = sc.hand(0, "car-bomb");
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new CombinedAttack(spasm, bomb, bomb2, clinton))).code()).isEqualTo("DUPLICATE_PLOT");
        assertThat(Scenario.SHIPPED_RULES.legalMoves(g.state, 0)).contains(new CombinedAttack(spasm, bomb, poison, clinton));
        g.send(0, new CombinedAttack(spasm, bomb, poison, clinton));
        assertThat(Strength.of(A, g.state, g.state.attack())).isEqualTo(8 + 8 - 4 - 10);
        assertThat(g.state.player(0).discard()).contains("spasm-of-violence", "car-bomb", "poison");
        g.allPass(1, 1);
        assertThat(g.state.player(1).placed(clinton)).as("killed").isNull();
    }

    @Test
    void givenCombinedDisasters_whenOneDisasterCannotStrikeTheTarget_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        sc.group(0, "new-york", Scenario.root(0));
        String texas = sc.group(1, "texas", Scenario.root(1)); // Huge
        String combined = sc.hand(0, "combined-disasters");
        String quake = sc.hand(0, "earthquake"); // Huge places
        String tornado = sc.hand(0, "tornado"); // no Huge place
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new CombinedAttack(combined, quake, tornado, texas))).code()).isEqualTo("INVALID_TARGET");
        assertThat(Scenario.SHIPPED_RULES.legalMoves(g.state, 0)).doesNotContain(new CombinedAttack(combined, quake, tornado, texas));
    }

    @Test
    void givenTheseCards_thenTheyAreImplemented() {
        for (String id : List.of("spasm-of-violence", "combined-disasters", "payoff")) {
            assertThat(Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow())).as(id).isTrue();
        }
    }
}
