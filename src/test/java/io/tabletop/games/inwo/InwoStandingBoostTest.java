package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.Phase;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;

/** "+10 Plots: boost an action until it resolves, or defence until end of turn (defence only)" [WDH p.4-5]. */
class InwoStandingBoostTest {

    static final InwoRules RULES = InwoMorePrimitivesTest.RULES;

    /** Seat 0's Japan and Cattle Mutilators may attack seat 1's B.A.T.F. (Government, Violent); seat 1 holds Martial Law. */
    static final class Position {
        final InwoMorePrimitivesTest.Table t = new InwoMorePrimitivesTest.Table();
        final String japan = t.put(0, "japan", Scenario.root(0), 0, 1);
        final String second = t.put(0, "cattle-mutilators", Scenario.root(0), 1, 1);
        final String batf = t.put(1, "b-a-t-f", t.put(1, "new-york", t.put(1, "big-media", Scenario.root(1), 0, 1), 0, 1), 0, 1);
        final String martial = t.sc.hand(1, "martial-law");
    }

    static int bonuses(InwoState s) {
        return RULES.view(s, Viewer.SPECTATOR).attack().strength().bonuses();
    }

    static void passTo(InwoMorePrimitivesTest.Table t, int seat) {
        while (t.state.window().priority() != seat) t.send(t.state.window().priority(), new Pass());
    }

    @Test
    void givenAPlusTenPlayedOnTheDefenceOfHisGroup_whenTheAttackIsOver_thenItStaysOnTheGroupAndDefendsItAgainstTheNextAttackThatTurn() {
        Position p = new Position();
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.DESTROY, false));
        passTo(p.t, 1);
        p.t.send(1, new PlayPlot(p.martial, p.batf, null));
        p.t.allPass(6, 6); // 12 fails

        assertThat(p.t.state.player(1).placed(p.batf)).as("the attack failed").isNotNull();
        assertThat(p.t.state.linked()).containsExactly(new LinkedPlot(1, p.martial, "martial-law", p.batf));
        assertThat(p.t.state.player(1).discard()).doesNotContain("martial-law");

        p.t.send(0, new InwoCommand.Attack(p.second, p.batf, AttackKind.DESTROY, false));
        int with = bonuses(p.t.state);
        int without = bonuses(p.t.state.withLinked(List.of()));
        assertThat(with).as("the standing +10 defends the second attack").isEqualTo(without - 10);
    }

    @Test
    void givenAStandingPlusTen_whenTheTurnEnds_thenItLeavesPlayForItsPlayersDiscardPile() {
        Position p = new Position();
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.DESTROY, false));
        passTo(p.t, 1);
        p.t.send(1, new PlayPlot(p.martial, p.batf, null));
        p.t.allPass(6, 6);
        assertThat(p.t.state.linked()).hasSize(1);

        p.t.send(0, new EndTurn());
        while (p.t.state.window() != null && p.t.state.current() == 0) p.t.send(p.t.state.window().priority(), new Pass());

        assertThat(p.t.state.linked()).isEmpty();
        assertThat(p.t.state.player(1).discard()).contains("martial-law");
        assertThat(p.t.events).anyMatch(e -> e instanceof InwoEvent.PlotExpired x && x.uid().equals(p.martial));
    }

    @Test
    void givenAPlusTenInHand_whenHePlaysItOnHisOwnFittingGroupInHisMainPhase_thenItStandsOnceItsWindowCloses() {
        Position p = new Position();
        p.t.start(Phase.MAIN);
        p.t.state = p.t.state.withTurn(1, p.t.state.turn() + 1, p.t.state.flags()); // seat 1's main phase

        assertThat(RULES.legalMoves(p.t.state, 1)).contains(new PlayPlot(p.martial, p.batf, null));
        p.t.send(1, new PlayPlot(p.martial, p.batf, null));
        assertThat(p.t.state.player(1).inHand(p.martial)).isNull();
        assertThat(p.t.state.linked()).as("announced (ruling I7, version 5): a cancel may answer it").isEmpty();
        p.t.allPass();

        assertThat(p.t.state.linked()).containsExactly(new LinkedPlot(1, p.martial, "martial-law", p.batf));
        assertThat(p.t.state.window()).isNull();
    }

    @Test
    void givenAPlusTenInHand_whenAimedAtAGroupItDoesNotFit_thenRefusedAndNotListed() {
        Position p = new Position();
        p.t.start(Phase.MAIN);
        p.t.state = p.t.state.withTurn(1, p.t.state.turn() + 1, p.t.state.flags());
        String media = p.t.state.player(1).structure().stream().filter(g -> g.card().equals("big-media")).findFirst().orElseThrow().uid();

        assertThat(RULES.legalMoves(p.t.state, 1)).doesNotContain(new PlayPlot(p.martial, media, null));
        assertThatThrownBy(() -> p.t.send(1, new PlayPlot(p.martial, media, null)))
                .isInstanceOf(RuleViolation.class).hasMessageContaining("does not fit");
    }

    @Test
    void givenItIsNotHisTurn_whenHePlaysAPlusTenWithNoAttackOpen_thenRefused() {
        Position p = new Position();
        p.t.start(Phase.MAIN);
        assertThatThrownBy(() -> p.t.send(1, new PlayPlot(p.martial, p.batf, null))).isInstanceOf(RuleViolation.class);
        assertThat(RULES.legalMoves(p.t.state, 1)).doesNotContain(new PlayPlot(p.martial, p.batf, null));
    }
}
