package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Phase;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;

/** Resources lost when their group's attack rolls 11 or 12: Necronomicon, Eliza (which exposes its player's hidden Plots). */
class InwoFumbledRollsTest {

    static final InwoRules RULES = InwoMorePrimitivesTest.RULES;

    /** Seat 0's New York and Japan; seat 1's B.A.T.F. two groups below its Illuminati. */
    static final class Position {
        final InwoMorePrimitivesTest.Table t = new InwoMorePrimitivesTest.Table();
        final String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        final String japan = t.put(0, "japan", Scenario.root(0), 1, 1);
        final String batf = t.put(1, "b-a-t-f", t.put(1, "fraternal-orders", t.put(1, "big-media", Scenario.root(1), 0, 1), 0, 1), 0, 1);
    }

    @Test
    void givenNecronomiconOnNewYork_whenNewYorksAttackRollsTwelve_thenTheNecronomiconIsDiscardedAndTheDoublingEnds() {
        Position p = new Position();
        String book = p.t.put(0, "necronomicon", p.ny, -1, 0);
        p.t.start(Phase.MAIN);
        assertThat(InwoLinkedPlotsTest.card(p.t.state, p.ny).power()).isEqualTo(14); // Violent: Power doubled
        p.t.send(0, new InwoCommand.Attack(p.ny, p.batf, AttackKind.CONTROL, false));
        p.t.allPass(6, 6);
        assertThat(p.t.state.player(0).placed(book)).isNull();
        assertThat(p.t.state.player(0).discard()).containsExactly("necronomicon");
        assertThat(p.t.events).anyMatch(e -> e instanceof CardDiscarded d && d.why().equals("ELEVEN_OR_TWELVE"));
        assertThat(InwoLinkedPlotsTest.card(p.t.state, p.ny).power()).isEqualTo(7);
        assertThat(InwoMorePrimitivesTest.implemented("necronomicon")).isTrue();
    }

    @Test
    void givenNecronomiconOnNewYork_whenAnotherGroupsAttackRollsTwelve_orNewYorksRollsLow_thenItStays() {
        Position p = new Position();
        String book = p.t.put(0, "necronomicon", p.ny, -1, 0);
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.CONTROL, false));
        p.t.allPass(6, 6);
        assertThat(p.t.state.player(0).placed(book)).isNotNull();
        p.t.send(0, new InwoCommand.Attack(p.ny, p.batf, AttackKind.CONTROL, false));
        p.t.allPass(5, 5);
        assertThat(p.t.state.player(0).placed(book)).isNotNull();
    }

    @Test
    void givenElizaOnJapan_whenJapansAttackRollsEleven_thenElizaIsDiscardedAndItsPlayersHiddenPlotsAreExposedToAll() {
        Position p = new Position();
        String eliza = p.t.put(0, "eliza", p.japan, -1, 0);
        String plot = p.t.sc.hand(0, "commitment");
        String group = p.t.sc.hand(0, "big-media");
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.CONTROL, false));
        p.t.allPass(6, 5);
        assertThat(p.t.state.player(0).placed(eliza)).isNull();
        assertThat(p.t.state.player(0).hand()).contains(new HandCard(plot, "commitment", true), new HandCard(group, "big-media", false));
        var seen = RULES.view(p.t.state, Viewer.seat(1)).players().get(0);
        assertThat(seen.hand()).isNull();
        assertThat(seen.exposed()).containsExactly(new HandCard(plot, "commitment", true));
        assertThat(InwoMorePrimitivesTest.implemented("eliza")).isTrue();
    }

    /** Seat 0 controls 12 groups (the Basic Goal of two players), seat 1 one group; the Necronomicon on {@code seat}'s group. */
    static InwoMorePrimitivesTest.Table twelveGroupsAndNecronomicon(int seat) {
        var t = new InwoMorePrimitivesTest.Table();
        String[] top = new String[4];
        for (int i = 0; i < 4; i++) top[i] = t.put(0, i == 3 ? "fraternal-orders" : "japan", Scenario.root(0), i, 0);
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) if (i < 2 || j == 0) t.put(0, "b-a-t-f", top[i], j, 0);
        String rival = t.put(1, "big-media", Scenario.root(1), 0, 1);
        t.put(seat, "necronomicon", seat == 0 ? top[0] : rival, -1, 0);
        t.start(Phase.MAIN);
        return t;
    }

    /** Seat 0 knocks; everybody passes until the victory is declared or the next turn starts. */
    static void knock(InwoMorePrimitivesTest.Table t) {
        t.send(0, new InwoCommand.EndTurn());
        for (int i = 0; i < 20 && t.state.window() != null && t.events.stream().noneMatch(e -> e instanceof VictoryDeclared); i++) {
            t.send(t.state.window().priority(), new InwoCommand.Pass());
        }
    }

    @Test
    void givenTheNecronomiconInARivalsStructure_whenBavariaMeetsTheBasicGoal_thenBavariaWins() {
        var g = twelveGroupsAndNecronomicon(1);
        knock(g);
        assertThat(g.events).anyMatch(e -> e instanceof VictoryDeclared v && v.seats().equals(java.util.List.of(0)));
    }

    @Test
    void givenTheNecronomiconInBavariasOwnStructure_whenItMeetsTheBasicGoal_thenItDoesNotWin_forOnlyCthulhuMay() {
        var g = twelveGroupsAndNecronomicon(0);
        knock(g);
        assertThat(g.events).anyMatch(e -> e instanceof TurnEnded);
        assertThat(g.events).noneMatch(e -> e instanceof VictoryDeclared);
    }
}
