package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.model.Phase;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;

/** Plot costs paid by a helper group with a condition: not the attacker (Revolution!), sharing an alignment (Backlash). */
class InwoPlotCostsTest {

    static final InwoRules RULES = InwoMorePrimitivesTest.RULES;

    @Test
    void givenAnAttackOnANation_whenRevolutionIsPaidByAnotherGroupsAction_thenTheAttackGetsPlusTen() {
        var t = new InwoMorePrimitivesTest.Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String media = t.put(0, "big-media", Scenario.root(0), 1, 1);
        String japan = t.put(1, "japan", Scenario.root(1), 0, 1);
        String revolution = t.sc.hand(0, "revolution");
        t.start(Phase.MAIN);
        t.send(0, new InwoCommand.Attack(ny, japan, AttackKind.CONTROL, false));
        while (t.state.window().priority() != 0) t.send(t.state.window().priority(), new Pass());
        var legal = RULES.legalMoves(t.state, 0);
        assertThat(legal).contains(new PlayPlot(revolution, ny, media)).doesNotContain(new PlayPlot(revolution, ny, null));
        t.send(0, new PlayPlot(revolution, ny, media));
        assertThat(t.state.player(0).placed(media).tokens()).isZero();
        assertThat(t.state.attack().contributions()).anyMatch(c -> c.card().equals("revolution")
                && c.kind() == Contribution.Kind.PLUS_TEN && c.value() == 10 && c.aid());
        assertThat(InwoMorePrimitivesTest.implemented("revolution")).isTrue();
    }

    @Test
    void givenAnAttackOnAGroupThatIsNoNation_whenRevolutionIsTried_thenItIsNotLegal() {
        var t = new InwoMorePrimitivesTest.Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String media = t.put(0, "big-media", Scenario.root(0), 1, 1);
        String batf = t.put(1, "b-a-t-f", Scenario.root(1), 0, 1);
        String revolution = t.sc.hand(0, "revolution");
        t.start(Phase.MAIN);
        t.send(0, new InwoCommand.Attack(ny, batf, AttackKind.CONTROL, false));
        while (t.state.window().priority() != 0) t.send(t.state.window().priority(), new Pass());
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new PlayPlot(revolution, ny, media));
    }

    @Test
    void givenCommitmentAnnouncedOnNewYork_whenARivalPaysBacklashWithAGroupSharingAnAlignment_thenThePlotIsCancelled() {
        var t = new InwoMorePrimitivesTest.Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String batf = t.put(1, "b-a-t-f", Scenario.root(1), 0, 1); // Government, Violent like New York
        String media = t.put(1, "big-media", Scenario.root(1), 1, 1); // Liberal, Straight: nothing shared
        String commitment = t.sc.hand(0, "commitment");
        String backlash = t.sc.hand(1, "backlash");
        t.start(Phase.MAIN);
        t.send(0, new PlayPlot(commitment, ny, null));
        assertThat(t.state.window().priority()).isEqualTo(1);
        var legal = RULES.legalMoves(t.state, 1);
        assertThat(legal).contains(new PlayPlot(backlash, null, batf))
                .doesNotContain(new PlayPlot(backlash, null, media), new PlayPlot(backlash, null, null));
        t.send(1, new PlayPlot(backlash, null, batf));
        // I7 (version 4 on): the cancel is announced; nobody answers it, so it takes effect
        while (t.state.plot() != null && t.state.plot().cancel()) t.send(t.state.window().priority(), new InwoCommand.Pass());
        assertThat(t.events).anyMatch(e -> e instanceof PlotCancelled c && c.cancelled().equals("commitment"));
        assertThat(t.state.linked()).isEmpty();
        assertThat(t.state.player(1).placed(batf).tokens()).isZero();
        assertThat(InwoMorePrimitivesTest.implemented("backlash")).isTrue();
    }

    @Test
    void givenAReloadAnnounced_whenBacklashIsTried_thenItIsNotLegal_forNoOneGroupIsChanged() {
        var t = new InwoMorePrimitivesTest.Table();
        t.put(0, "new-york", Scenario.root(0), 0, 1);
        String batf = t.put(1, "b-a-t-f", Scenario.root(1), 0, 1);
        String reload = t.sc.hand(0, "reload");
        String backlash = t.sc.hand(1, "backlash");
        t.start(Phase.MAIN);
        t.send(0, new PlayPlot(reload, null, null));
        assertThat(RULES.legalMoves(t.state, 1)).doesNotContain(new PlayPlot(backlash, null, batf));
    }
}
