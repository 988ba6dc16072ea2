package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.goals.Goals;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoState;

/** Goals [WDH p.15-16]: Basic Goal counting, counting double (at most 3), special goals, Goal cards in hand. */
class InwoGoalsTest {

    static final Abilities A = new Abilities(InwoFixture.CATALOGUE);

    @Test
    void givenGroupsControlled_thenTheIlluminatiCountsAndDevastatedGroupsDoNot() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String canada = sc.group(0, "canada", Scenario.root(0));
        sc.group(0, "japan", Scenario.root(0));
        sc.resource(0, "cyborg-soldiers", canada);
        assertThat(Goals.count(A, sc.state(), 0, List.of())).isEqualTo(3);
        sc.players.set(0, sc.players.get(0).update(canada, c -> c.withDevastated(true)));
        assertThat(Goals.count(A, sc.state(), 0, List.of())).isEqualTo(2);
    }

    @Test
    void givenTheNetwork_thenComputerGroupsOfPower3OrMoreCountDoubleAtMostThree() {
        Scenario sc = Scenario.of("the-network", "bavarian-illuminati");
        String japan = sc.group(0, "japan", Scenario.root(0)); // Computer, Power 6
        sc.group(0, "nsa", Scenario.root(0)); // Computer, 5
        sc.group(0, "hackers", japan); // Computer, 3
        String wargamers = sc.group(0, "wargamers", Scenario.root(0)); // Computer but Power 1
        sc.group(0, "filler-1", japan);
        InwoState s = sc.state();
        var network = A.def("the-network").effects(io.tabletop.games.inwo.cards.Effect.Goal.class);
        assertThat(Goals.count(A, s, 0, network)).isEqualTo(6 + 3);
        assertThat(wargamers).isNotNull();
    }

    @Test
    void givenBavariaWithTotalPower50_thenItsSpecialGoalIsMet() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        sc.turn = 20;
        for (String c : List.of("new-york", "japan", "clone-arrangers", "nsa")) sc.group(0, c, Scenario.root(0));
        String ny = sc.players.get(0).structure().get(1).uid();
        for (String c : List.of("russia", "filler-4", "filler-2")) sc.group(0, c, ny);
        // 10 + 7 + 6 + 6 + 5 + 4 + 6 + 4 = 48
        assertThat(Goals.met(A, sc.state(), 0)).isNull();
        sc.group(0, "batf", sc.players.get(0).structure().get(2).uid());
        assertThat(Goals.met(A, sc.state(), 0)).isEqualTo("SPECIAL");
    }

    @Test
    void givenAGoalCardInHand_thenItsConditionWins() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "shangri-la");
        sc.hand(0, "hail-eris");
        for (String c : List.of("witch", "weird-fanatics", "hackers", "rock-star", "filler-1", "filler-2")) {
            sc.groupAnywhere(0, c);
        }
        // 7 groups, Witch, Weird Fanatics and Hackers (Weird, Power 3+) count double: 10; the goal is 12 (3 players)
        var hailEris = A.def("hail-eris").effects(io.tabletop.games.inwo.cards.Effect.Goal.class);
        assertThat(Goals.count(A, sc.state(), 0, hailEris)).isEqualTo(10);
        assertThat(Goals.met(A, sc.state(), 0)).isNull();
        sc.groupAnywhere(0, "filler-3");
        sc.groupAnywhere(0, "filler-4");
        assertThat(Goals.met(A, sc.state(), 0)).isEqualTo("hail-eris");
    }

    @Test
    void givenCthulhu_thenEachGroupDestroyedLowersTheBasicGoal() {
        Scenario sc = Scenario.of("servants-of-cthulhu", "the-network");
        for (int i = 1; i <= 4; i++) sc.group(0, "filler-" + i, Scenario.root(0));
        sc.players.set(0, sc.players.get(0).withDestroyed(List.of("a", "b", "c", "d", "e", "f", "g")));
        assertThat(Goals.met(A, sc.state(), 0)).as("5 groups + 7 kills = 12").isEqualTo("SPECIAL");
    }
}
