package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.interpreter.Interpreted;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;

/** Payoff: a rival's agents card for your group is discarded without effect (shipped catalogue). */
class InwoPayoffTest {

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
    void givenARivalsAgentsCardForYourGroup_whenYouPlayPayoff_thenItHasNoEffect() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String media = sc.group(1, "big-media", Scenario.root(1));
        sc.group(2, "comic-books", Scenario.root(2));
        String agent = sc.hand(0, "big-media");
        String payoff = sc.hand(1, "payoff");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, false));
        g.passUntil(1);
        assertThat(refused(() -> g.send(1, new PlayPlot(payoff, null, null))).code()).isEqualTo("NO_AGENTS");
        int before = Strength.of(A, g.state, g.state.attack());
        g.passUntil(0);
        g.send(0, new PlayAgent(agent, true));
        assertThat(Strength.of(A, g.state, g.state.attack())).isEqualTo(before + 10);
        g.passUntil(1);
        assertThat(Scenario.SHIPPED_RULES.legalMoves(g.state, 1)).contains(new PlayPlot(payoff, null, null));
        g.send(1, new PlayPlot(payoff, null, null));
        assertThat(Strength.of(A, g.state, g.state.attack())).isEqualTo(before);
        assertThat(g.state.player(1).discard()).contains("payoff");
        assertThat(g.state.player(0).discard()).contains("big-media");
        assertThat(Interpreted.implemented(InwoTestDecks.SHIPPED.card("payoff").orElseThrow())).isTrue();
    }
}
