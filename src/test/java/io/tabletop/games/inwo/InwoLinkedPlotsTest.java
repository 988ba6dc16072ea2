package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.Phase;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;

/** Plots that stay in play linked to a group (Commitment, Never Surrender, Hidden Influence), and draw abilities paid by the group's action. */
class InwoLinkedPlotsTest {

    static final InwoRules RULES = InwoMorePrimitivesTest.RULES;

    static InwoView.CardView card(InwoState s, String uid) {
        return RULES.view(s, Viewer.SPECTATOR).players().stream().flatMap(p -> p.structure().stream())
                .filter(c -> c.uid().equals(uid)).findFirst().orElseThrow();
    }

    @Test
    void givenAnAttackOnTheBATF_whenItsOwnerLinksCommitmentToItMidAttack_thenItsResistanceIsEightAndThePlotStays() {
        var t = new InwoMorePrimitivesTest.Table();
        String japan = t.put(0, "japan", Scenario.root(0), 0, 1);
        String batf = t.put(1, "b-a-t-f", Scenario.root(1), 0, 1);
        String commitment = t.sc.hand(1, "commitment");
        t.start(Phase.MAIN);
        t.send(0, new InwoCommand.Attack(japan, batf, AttackKind.CONTROL, false));
        while (t.state.window().priority() != 1) t.send(t.state.window().priority(), new Pass());
        assertThat(RULES.legalMoves(t.state, 1)).contains(new PlayPlot(commitment, batf, null))
                .doesNotContain(new PlayPlot(commitment, null, null));
        t.send(1, new PlayPlot(commitment, batf, null));
        assertThat(t.state.linked()).containsExactly(new LinkedPlot(1, commitment, "commitment", batf));
        assertThat(card(t.state, batf).resistance()).isEqualTo(8);
        assertThat(RULES.view(t.state, Viewer.seat(0)).linked()).containsExactly(new LinkedPlot(1, commitment, "commitment", batf));
        assertThat(t.state.player(1).hand()).isEmpty();
        t.allPass(6, 6); // 12 always fails
        assertThat(t.state.player(1).placed(batf)).isNotNull();
        assertThat(t.state.linked()).hasSize(1);
        assertThat(t.state.player(1).discard()).doesNotContain("commitment");
        assertThat(InwoMorePrimitivesTest.implemented("commitment")).isTrue();
    }

    @Test
    void givenCommitmentLinkedToAGroup_whenTheGroupIsDestroyed_thenThePlotGoesToItsPlayersDiscardPile() {
        var t = new InwoMorePrimitivesTest.Table();
        String japan = t.put(0, "japan", Scenario.root(0), 0, 1);
        String far = t.put(1, "new-york", t.put(1, "big-media", Scenario.root(1), 0, 1), 0, 1);
        String batf = t.put(1, "b-a-t-f", far, 0, 1); // two groups away: no position bonus
        String commitment = t.sc.hand(0, "commitment");
        t.start(Phase.MAIN);
        t.send(0, new PlayPlot(commitment, batf, null));
        assertThat(t.state.plot()).isNotNull(); // announced: anyone may cancel it
        assertThat(t.state.linked()).isEmpty();
        while (t.state.window() != null) t.send(t.state.window().priority(), new Pass());
        assertThat(t.state.linked()).containsExactly(new LinkedPlot(0, commitment, "commitment", batf));
        t.send(0, new InwoCommand.Attack(japan, batf, AttackKind.DESTROY, false));
        t.allPass(1, 1);
        assertThat(t.state.player(1).placed(batf)).isNull();
        assertThat(t.state.linked()).isEmpty();
        assertThat(t.state.player(0).discard()).containsExactly("commitment");
    }

    @Test
    void givenNeverSurrender_whenPlayedOnAFanaticGroup_thenItsResistanceIsTwelve_andOnAnotherGroupItIsRefused() {
        var t = new InwoMorePrimitivesTest.Table();
        String goldfish = t.put(0, "goldfish-fanciers", Scenario.root(0), 0, 1);
        String japan = t.put(0, "japan", Scenario.root(0), 1, 1);
        String never = t.sc.hand(0, "never-surrender");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(never, goldfish, null))
                .doesNotContain(new PlayPlot(never, japan, null), new PlayPlot(never, Scenario.root(0), null));
        assertThatThrownBy(() -> RULES.decide(t.state, 0, new PlayPlot(never, japan, null), Scenario.dice()))
                .isInstanceOf(RuleViolation.class).hasMessageContaining("does not fit");
        t.send(0, new PlayPlot(never, goldfish, null));
        while (t.state.window() != null) t.send(t.state.window().priority(), new Pass());
        assertThat(card(t.state, goldfish).resistance()).isEqualTo(12);
        assertThat(card(t.state, japan).resistance()).isEqualTo(8);
        assertThat(InwoMorePrimitivesTest.implemented("never-surrender")).isTrue();
    }

    @Test
    void givenHiddenInfluencePaidWithAnIlluminatiAction_whenItResolves_thenTheGroupsGlobalPowerEqualsItsPower() {
        var t = new InwoMorePrimitivesTest.Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String hidden = t.sc.hand(0, "hidden-influence");
        t.start(Phase.MAIN);
        assertThat(card(t.state, ny).globalPower()).isZero();
        t.send(0, new PlayPlot(hidden, ny, null));
        assertThat(t.state.player(0).root().tokens()).isZero();
        while (t.state.window() != null) t.send(t.state.window().priority(), new Pass());
        assertThat(card(t.state, ny).globalPower()).isEqualTo(7);
        assertThat(RULES.legalMoves(t.state, 0).stream().filter(c -> c instanceof PlayPlot)).isEmpty();
        assertThat(InwoMorePrimitivesTest.implemented("hidden-influence")).isTrue();
        // Celebrity Spokesman links a Personality of yours too: played by its own rule (InwoLastCardsGTest), not as a listed Plot
        assertThat(io.tabletop.games.inwo.plots.LinkedPlots.listed(InwoTestDecks.SHIPPED.card("celebrity-spokesman").orElseThrow())).isFalse();
    }

    @Test
    void givenALinkedPlotAnnounced_whenARivalCancelsIt_thenItIsDiscardedAndNotLinked() {
        var t = new InwoMorePrimitivesTest.Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String commitment = t.sc.hand(0, "commitment");
        String hoax = t.sc.hand(1, "hoax");
        t.put(1, "japan", Scenario.root(1), 0, 1);
        t.start(Phase.MAIN);
        t.send(0, new PlayPlot(commitment, ny, null));
        var legal = RULES.legalMoves(t.state, 1);
        var cancel = legal.stream().filter(c -> c instanceof PlayPlot p && p.card().equals(hoax)).findFirst();
        assertThat(cancel).isPresent(); // Hoax!, for Japan's action (Power 6+)
        t.send(1, cancel.get());
        // I7 (version 4 on): the cancel is announced; nobody answers it, so it takes effect
        while (t.state.plot() != null && t.state.plot().cancel()) t.send(t.state.window().priority(), new InwoCommand.Pass());
        assertThat(t.state.linked()).isEmpty();
        assertThat(t.state.player(0).discard()).contains("commitment");
    }

    @Test
    void givenBankOfEngland_whenItsActionIsUsedOnTheMainPhase_thenItsPlayerDrawsTwoPlots() {
        var t = new InwoMorePrimitivesTest.Table();
        String bank = t.put(0, "bank-of-england", Scenario.root(0), 0, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new UseAbility(bank));
        t.send(0, new UseAbility(bank));
        assertThat(t.state.player(0).placed(bank).tokens()).isZero();
        assertThat(t.state.player(0).hand()).hasSize(2);
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new UseAbility(bank));
        assertThat(InwoMorePrimitivesTest.implemented("bank-of-england")).isTrue();
    }

    @Test
    void givenFraternalOrders_whenItsActionIsUsed_thenItsPlayerDrawsAGroupCard() {
        var t = new InwoMorePrimitivesTest.Table();
        String orders = t.put(0, "fraternal-orders", Scenario.root(0), 0, 1);
        t.start(Phase.MAIN);
        int groups = t.state.player(0).groupDeck().size();
        t.send(0, new UseAbility(orders));
        assertThat(t.state.player(0).groupDeck()).hasSize(groups - 1);
        assertThat(t.state.player(0).hand()).hasSize(1);
        assertThat(InwoMorePrimitivesTest.implemented("fraternal-orders")).isTrue();
    }
}
