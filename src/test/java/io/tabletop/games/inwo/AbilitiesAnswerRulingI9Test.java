package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoCommand.EndTurn;
import io.tabletop.games.inwo.model.InwoCommand.UseAbilityOn;
import io.tabletop.games.inwo.model.InwoEvent.PlotsExposed;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.WindowKind;
import org.junit.jupiter.api.Test;

/**
 * Ruling I9 [rules file, "Rulings for the service"]: abilities may answer knocks, victory declarations and Plots,
 * not only Plots and Instant attacks ("any player may use Plots or special abilities to thwart or secure the victory",
 * WDH p.3). Seat 0 knocks; seat 1's Cattle Mutilators (its action exposes a rival's hidden Plots) answers.
 */
class AbilitiesAnswerRulingI9Test {

    private record Knocked(Scenario.Game game, String cattle) {}

    private static Knocked knocked(int version) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu").atVersion(version);
        for (int seat = 0; seat < 3; seat++) sc.group(seat, "new-york", Scenario.root(seat)); // nobody is eliminated
        String cattle = sc.group(1, "cattle-mutilators", Scenario.root(1));
        sc.hand(0, "reload");
        Scenario.Game g = sc.game();
        g.send(0, new EndTurn());
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.KNOCK);
        assertThat(g.state.window().priority()).isEqualTo(1);
        return new Knocked(g, cattle);
    }

    @Test
    void version3_anAbilityWasRefusedInAKnockWindow() {
        Knocked k = knocked(3);
        UseAbilityOn use = new UseAbilityOn(k.cattle(), Scenario.root(0), true);
        assertThat(k.game().rules.legalMoves(k.game().state, 1)).doesNotContain(use);
        assertThat(Scenario.refused(() -> k.game().send(1, use)).code()).isIn("WINDOW_OPEN", "WRONG_PHASE");
    }

    @Test
    void givenAKnock_whenARivalHoldingPriorityUsesAnAbility_thenItTakesEffectAndTheRoundOfPassesStartsAgain() {
        Knocked k = knocked(4);
        Scenario.Game g = k.game();
        UseAbilityOn use = new UseAbilityOn(k.cattle(), Scenario.root(0), true);
        assertThat(g.rules.legalMoves(g.state, 1)).contains(use);
        g.send(1, use);
        assertThat(g.events).anyMatch(e -> e instanceof PlotsExposed p && p.seat() == 0);
        assertThat(g.state.player(0).hand()).allMatch(HandCard::exposed);
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.KNOCK);
        assertThat(g.state.window().passes()).as("a response: everybody may answer it").isZero();
        assertThat(g.state.window().priority()).isEqualTo(2);
    }

    @Test
    void givenAKnock_thenOnlyTheSeatHoldingPriorityAnswersWithAnAbility() {
        Knocked k = knocked(4);
        Scenario.Game g = k.game();
        assertThat(Scenario.refused(() -> g.send(2, new UseAbilityOn(k.cattle(), Scenario.root(0), true))).code())
                .isEqualTo("NOT_YOUR_TURN");
    }
}
