package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.InwoMorePrimitivesTest.Table;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.model.Phase;
import org.junit.jupiter.api.Test;

/** Effects aimed at one group that are no attack modifier: token-giving abilities, Blitzkrieg, Angst. */
class InwoTargetedTest {

    static final InwoRules RULES = InwoRandomGamesTest.SHIPPED;

    static boolean implemented(String id) {
        return Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    @Test
    void givenNasaWithItsToken_whenItGivesItToAGovernmentGroupWithoutOne_thenTheTokenMoves() {
        Table t = new Table();
        String nasa = t.put(0, "nasa", Scenario.root(0), 0, 1);
        String cia = t.put(0, "c-i-a", Scenario.root(0), 1, 0);
        String punks = t.put(0, "punk-rockers", Scenario.root(0), 2, 0);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new GiveToken(nasa, cia, null))
                .doesNotContain(new GiveToken(nasa, punks, null));
        t.send(0, new GiveToken(nasa, cia, null));
        assertThat(t.state.player(0).placed(nasa).tokens()).isZero();
        assertThat(t.state.player(0).placed(cia).tokens()).isEqualTo(1);
        assertThat(RULES.legalMoves(t.state, 0)).noneMatch(c -> c instanceof GiveToken);
        assertThat(implemented("nasa")).isTrue();
    }

    @Test
    void givenNasaWithItsToken_whenItWouldGiveItToANonGovernmentGroup_thenItIsRefused() {
        Table t = new Table();
        String nasa = t.put(0, "nasa", Scenario.root(0), 0, 1);
        String punks = t.put(0, "punk-rockers", Scenario.root(0), 2, 0);
        t.start(Phase.MAIN);
        assertThatThrownBy(() -> t.send(0, new GiveToken(nasa, punks, null))).isInstanceOf(RuleViolation.class);
    }

    @Test
    void givenCenterForWeirdStudies_whenItsPlayerDiscardsAPlot_thenAGroupThatSpentItsTokenGetsOne() {
        Table t = new Table();
        String punks = t.put(0, "punk-rockers", Scenario.root(0), 0, 0);
        String cws = t.put(0, "center-for-weird-studies", punks, -1, 0);
        String plot = t.sc.hand(0, "swiss-bank-account");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new GiveToken(cws, punks, plot))
                .doesNotContain(new GiveToken(cws, punks, null));
        t.send(0, new GiveToken(cws, punks, plot));
        assertThat(t.state.player(0).placed(punks).tokens()).isEqualTo(1);
        assertThat(t.state.player(0).hand()).isEmpty();
        assertThat(t.state.player(0).discard()).contains("swiss-bank-account");
        assertThat(implemented("center-for-weird-studies")).isTrue();
    }

    @Test
    void givenAGroupTakenThisTurn_whenBlitzkriegIsPlayedOnIt_thenItGetsAToken() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String punks = t.put(1, "punk-rockers", Scenario.root(1), 0, 1);
        String comics = t.put(1, "comic-books", punks, 0, 1);
        String canada = t.put(1, "canada", comics, 0, 1); // no position bonus, no master alignment: strength 3
        String blitz = t.sc.hand(0, "blitzkrieg");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).noneMatch(c -> c instanceof PlayPlot p && p.card().equals(blitz));
        t.send(0, new Attack(ny, canada, AttackKind.CONTROL, false));
        t.allPass(1, 1);
        assertThat(t.state.player(0).placed(canada).fresh()).isTrue();
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(blitz, canada, null))
                .doesNotContain(new PlayPlot(blitz, ny, null));
        t.send(0, new PlayPlot(blitz, canada, null));
        t.allPass();
        assertThat(t.events).anyMatch(e -> e instanceof PlotResolved);
        assertThat(t.state.player(0).placed(canada).tokens()).isEqualTo(1);
        assertThat(implemented("blitzkrieg")).isTrue();
    }

    @Test
    void givenPsychiatristsWithItsToken_whenAngstIsPlayedOnARivalsPlace_thenItsPowerIs1ForGood() {
        Table t = new Table();
        String psy = t.put(0, "psychiatrists", Scenario.root(0), 0, 1);
        String ny = t.put(1, "new-york", Scenario.root(1), 0, 1);
        String angst = t.sc.hand(0, "angst");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(angst, ny, psy))
                .doesNotContain(new PlayPlot(angst, ny, null));
        t.send(0, new PlayPlot(angst, ny, psy));
        assertThat(t.state.player(0).placed(psy).tokens()).isZero();
        assertThat(t.state.player(0).root().tokens()).isZero();
        t.allPass();
        assertThat(t.state.player(1).placed(ny).power()).isEqualTo(1);
        assertThat(implemented("angst")).isTrue();
    }

    @Test
    void givenAPersonality_whenAngstIsAimedAtIt_thenItIsRefused() {
        Table t = new Table();
        String psy = t.put(0, "psychiatrists", Scenario.root(0), 0, 1);
        String charles = t.put(1, "prince-charles", Scenario.root(1), 0, 1);
        String angst = t.sc.hand(0, "angst");
        t.start(Phase.MAIN);
        assertThatThrownBy(() -> t.send(0, new PlayPlot(angst, charles, psy))).isInstanceOf(RuleViolation.class);
    }
    @Test
    void givenReachOutOnHisMainPhase_whenItResolves_thenEveryGroupOfTheNamedRivalAndOfHisOwnLosesItsTokens() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String canada = t.put(1, "canada", Scenario.root(1), 0, 1);
        String punks = t.put(1, "punk-rockers", Scenario.root(1), 1, 1);
        String reach = t.sc.hand(0, "reach-out");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(reach, Scenario.root(1), null))
                .doesNotContain(new PlayPlot(reach, Scenario.root(0), null), new PlayPlot(reach, canada, null));
        t.send(0, new PlayPlot(reach, Scenario.root(1), null));
        assertThat(t.state.player(0).root().tokens()).isZero();
        t.allPass();
        assertThat(t.state.player(1).placed(canada).tokens()).isZero();
        assertThat(t.state.player(1).placed(punks).tokens()).isZero();
        assertThat(t.state.player(1).root().tokens()).isEqualTo(1);
        assertThat(t.state.player(0).placed(ny).tokens()).isZero();
        assertThat(implemented("reach-out")).isTrue();
    }

    @Test
    void givenAnotherPlayersTurn_whenReachOutWouldBePlayedInAWindow_thenItIsRefused() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        t.put(1, "canada", Scenario.root(1), 0, 1);
        String reach = t.sc.hand(1, "reach-out");
        t.start(Phase.MAIN).send(0, new EndTurn());
        assertThat(t.state.window().priority()).isEqualTo(1);
        assertThat(RULES.legalMoves(t.state, 1)).noneMatch(c -> c instanceof PlayPlot p && p.card().equals(reach));
        assertThatThrownBy(() -> t.send(1, new PlayPlot(reach, Scenario.root(0), null))).isInstanceOf(RuleViolation.class);
        assertThat(ny).isNotNull();
    }
}
