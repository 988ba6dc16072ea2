package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Outcome;
import io.tabletop.games.inwo.model.InwoCommand.EndTurn;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.goals.Goals;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.versions.InwoVersion;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;

/**
 * Ruling I4 of the rules file ("Rulings for the service"): a Power change that lasts as long as its cause stays in
 * play (a Group's or Resource's standing ability, a linked Plot, a New World Order, a set value) counts toward goals;
 * only effects limited to one attack, one turn or another stated span (+10 Plots) do not [WDH p.6]. From rules version
 * 4 on Power totals and "Power 3 or more" thresholds read a Group's Power now; a game recorded under version 3 keeps
 * the printed (or set) Power. Shipped catalogue: the Bavarian Illuminati (special goal: a total Power of 50, its own
 * 10 included), New York ("your other Criminal +1 Power"), Political Correctness (NWO: Liberal +3 Power), Martial Law
 * (+10 Plot for a Government Group), The Network (a Computer Group with Power 3 or more counts double), Video Games
 * ("your other Computer +1 Power").
 */
class PowerGoalsRulingI4Test {

    static final InwoRules V3 = new InwoRules(InwoTestDecks.SHIPPED, 3);
    static final InwoRules V4 = new InwoRules(InwoTestDecks.SHIPPED, 4);
    static final Abilities A3 = new Abilities(InwoTestDecks.SHIPPED, new InwoVersion(3));
    static final Abilities A4 = new Abilities(InwoTestDecks.SHIPPED, new InwoVersion(4));

    /** Bavaria against The Network (seat 1 keeps a Group so that nobody is out at the end of the turn). */
    private static Scenario table() {
        Scenario s = Scenario.shipped("bavarian-illuminati", "the-network");
        s.group(1, "russia", Scenario.root(1));
        return s;
    }

    /** Seat 0's total Power as the goal would count it, Group by Group, from the Power the rules give them now. */
    private static int powerNow(Abilities a, InwoState s) {
        int n = 0;
        for (Placed c : s.player(0).structure()) if (!c.resource()) n += a.power(s, 0, c);
        return n;
    }

    private static List<InwoEvent> endOfTurn(Scenario.Game g) {
        List<InwoEvent> out = new java.util.ArrayList<>(g.send(0, new EndTurn()));
        while (g.state.window() != null && !g.state.finished()) out.addAll(g.allPass());
        return out;
    }

    /** Printed Power 49: 10 + New York 7 + Clone Arrangers 6 (Criminal, +1 from New York) + 6 + 6 + 5 + 4 + 3 + 2. */
    private static InwoState newYorksCriminalBonus() {
        Scenario s = table();
        String ny = s.group(0, "new-york", Scenario.root(0));
        s.group(0, "clone-arrangers", ny);
        s.group(0, "c-i-a", ny);
        s.group(0, "democrats", ny);
        s.group(0, "federal-reserve", Scenario.root(0));
        s.group(0, "russia", Scenario.root(0));
        s.group(0, "canada", Scenario.root(0));
        String fed = s.players.get(0).structure().stream().filter(c -> c.card().equals("federal-reserve")).findFirst().orElseThrow().uid();
        s.group(0, "england", fed);
        return s.state();
    }

    @Test
    void versionFour_aGroupsStandingAbilityCountsTowardAPowerGoal() {
        InwoState s = newYorksCriminalBonus();
        assertThat(powerNow(A4, s)).as("49 printed, Clone Arrangers +1 from New York").isEqualTo(50);
        assertThat(Goals.met(A4, s, 0)).isEqualTo("SPECIAL");
        Scenario.Game g = new Scenario.Game(V4, s);
        List<InwoEvent> out = endOfTurn(g);
        assertThat(out).anyMatch(e -> e instanceof VictoryDeclared v && v.seats().equals(List.of(0))
                && v.goals().equals(List.of("SPECIAL")));
        assertThat(out.getLast()).isEqualTo(new GameEnded("VICTORY", List.of(0)));
        assertThat(V4.outcome(g.state)).isEqualTo(new Outcome(true, List.of(0)));
    }

    @Test
    void versionThree_theSameStandingAbilityStillDoesNotCount() {
        InwoState s = newYorksCriminalBonus();
        assertThat(Goals.met(A3, s, 0)).as("49 printed").isNull();
        Scenario.Game g = new Scenario.Game(V3, s);
        List<InwoEvent> out = endOfTurn(g);
        assertThat(out).noneMatch(e -> e instanceof VictoryDeclared || e instanceof GameEnded);
        assertThat(V3.outcome(g.state)).isEqualTo(Outcome.PLAYING);
    }

    /** Printed Power 47 with one Liberal Group (the Democrats): 10 + 6 + 6 + 5 + 6 + 4 + 6 + 1 + 3. */
    private static Scenario fortySeven() {
        Scenario s = table();
        String cia = s.group(0, "c-i-a", Scenario.root(0));
        s.group(0, "democrats", Scenario.root(0));
        s.group(0, "federal-reserve", Scenario.root(0));
        String japan = s.group(0, "japan", Scenario.root(0));
        s.group(0, "russia", japan);
        s.group(0, "clone-arrangers", japan);
        s.group(0, "hackers", japan);
        s.group(0, "wargamers", cia);
        return s;
    }

    @Test
    void versionFour_aNewWorldOrdersPowerChangeCounts_versionThreeNot() {
        InwoState s = fortySeven().state().withNwo(List.of("RED:p1-90:political-correctness:1"));
        assertThat(A4.power(s, 0, s.player(0).structure().stream().filter(c -> c.card().equals("democrats")).findFirst()
                .orElseThrow())).as("Democrats 6 + 3").isEqualTo(9);
        assertThat(powerNow(A4, s)).isEqualTo(50);
        assertThat(Goals.met(A4, s, 0)).isEqualTo("SPECIAL");
        assertThat(Goals.met(A3, s, 0)).isNull();
        assertThat(endOfTurn(new Scenario.Game(V4, s)).getLast()).isEqualTo(new GameEnded("VICTORY", List.of(0)));
        assertThat(endOfTurn(new Scenario.Game(V3, s))).noneMatch(e -> e instanceof GameEnded);
    }

    @Test
    void versionFour_aPlusTenPlotStandingOnAGroupIsTemporaryAndNeverCounts() {
        Scenario sc = fortySeven();
        String cia = sc.players.get(0).structure().stream().filter(c -> c.card().equals("c-i-a")).findFirst().orElseThrow().uid();
        InwoState s = sc.state().withLinked(List.of(new LinkedPlot(0, "p0-90", "martial-law", cia)));
        assertThat(powerNow(A4, s)).as("the +10 is no part of its Power").isEqualTo(47);
        assertThat(Goals.met(A4, s, 0)).isNull();
        assertThat(Goals.met(A3, s, 0)).isNull();
        assertThat(endOfTurn(new Scenario.Game(V4, s))).noneMatch(e -> e instanceof VictoryDeclared || e instanceof GameEnded);
    }

    @Test
    void versionFour_aStandingBonusLiftsAGroupToAPowerThresholdOfAGoal_versionThreeNot() {
        // The Network's goal: a Computer Group with Power 3 or more counts double. E.F.F. (Computer, printed 2) gets +1
        // from Video Games (Computer +1, itself excepted): 3.
        Scenario sc = Scenario.shipped("the-network", "bavarian-illuminati");
        sc.group(1, "russia", Scenario.root(1));
        sc.group(0, "video-games", Scenario.root(0));
        String eff = sc.group(0, "eff", Scenario.root(0));
        InwoState s = sc.state();
        List<Effect.Goal> goal = A4.def("the-network").effects(Effect.Goal.class);
        assertThat(A4.power(s, 0, s.player(0).placed(eff))).isEqualTo(3);
        assertThat(A4.basePower(s.player(0).placed(eff))).isEqualTo(2);
        assertThat(Goals.count(A4, s, 0, goal)).as("the Illuminati, Video Games, E.F.F. twice").isEqualTo(4);
        assertThat(Goals.count(A3, s, 0, goal)).as("E.F.F. printed 2: once").isEqualTo(3);
        assertThat(Goals.count(A4, s, 0, List.of())).as("the Basic Goal's plain count is the same").isEqualTo(3);
    }
}
