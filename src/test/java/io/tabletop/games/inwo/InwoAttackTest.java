package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.abilities.Abilities;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.Player;

/** Attacks to control and to destroy: strength, every modifier, aid, opposition, the roll [WDH p.7-10, p.17]. */
class InwoAttackTest {

    static final Abilities A = new Abilities(InwoFixture.CATALOGUE);

    static Strength.Breakdown strength(Scenario.Game g) {
        return Strength.breakdown(A, g.state, g.state.attack());
    }

    @Test
    void givenNewYorkWithGoodPollsDefendingItself_whenAttackedToDestroy_thenItResistsWith49() {
        // WDH p.17: New York (Power 7) linked to Cyborg Soldiers (x2) and defended by Good Polls (x3): only the largest
        // multiplier applies, 7 x3 = 21; its own token spent in self-defence counts 7 x4 = 28; total 49.
        Scenario sc = Scenario.of("servants-of-cthulhu", "bavarian-illuminati");
        String attacker = sc.group(0, "clone-arrangers", Scenario.root(0));
        String ny = sc.group(1, "new-york", Scenario.root(1));
        sc.resource(1, "cyborg-soldiers", ny);
        sc.resource(1, "good-polls-charm", ny);
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(attacker, ny, AttackKind.DESTROY, false));
        assertThat(strength(g).defence()).isEqualTo(21);
        while (g.state.window().priority() != 1) g.send(g.state.window().priority(), new Pass());
        g.send(1, new Oppose(ny, false));
        Strength.Breakdown b = strength(g);
        assertThat(b.defence() + b.opposition()).isEqualTo(49);
    }

    @Test
    void givenAWeirdFanaticAttackingAStraightFanatic_thenAlignmentsGiveMinus8() {
        // WDH p.8: Weird vs Straight is -4, Fanatic vs Fanatic is -4 (two Fanatics are opposites)
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String weird = sc.group(0, "weird-fanatics", Scenario.root(0));
        String straight = sc.group(1, "straight-fanatics", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(weird, straight, AttackKind.CONTROL, false));
        assertThat(strength(g).alignment()).isEqualTo(-8);
    }

    @Test
    void givenIdenticalAlignments_whenAttackingToDestroy_thenEachCountsMinus4() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String russia = sc.group(0, "russia", Scenario.root(0));
        String batf = sc.group(1, "batf", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(russia, batf, AttackKind.DESTROY, false));
        assertThat(strength(g).alignment()).isEqualTo(-8); // Government and Violent, both identical
    }

    @Test
    void givenTargetsAtEachDepth_thenThePositionBonusIs10Then5Then0() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String attacker = sc.group(0, "new-york", Scenario.root(0));
        String one = sc.group(1, "russia", Scenario.root(1));
        String two = sc.group(1, "canada", one);
        String three = sc.group(1, "wargamers", two);
        for (var pair : List.of(List.of(one, "10"), List.of(two, "5"), List.of(three, "0"))) {
            Scenario.Game g = sc.game();
            g.send(0, new InwoCommand.Attack(attacker, pair.get(0), AttackKind.CONTROL, false));
            assertThat(strength(g).position()).isEqualTo(Integer.parseInt(pair.get(1)));
        }
    }

    @Test
    void givenATargetSharingAlignmentsWithItsMaster_whenAttackedToControl_thenEachAdds4ToResistance() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String attacker = sc.group(0, "new-york", Scenario.root(0));
        String russia = sc.group(1, "russia", Scenario.root(1));
        String batf = sc.group(1, "batf", russia); // Government, Violent under Government, Violent
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(attacker, batf, AttackKind.CONTROL, false));
        assertThat(strength(g).masterAlignment()).isEqualTo(8);
        Scenario.Game d = sc.game();
        d.send(0, new InwoCommand.Attack(attacker, batf, AttackKind.DESTROY, false));
        assertThat(strength(d).masterAlignment()).as("not against destroy").isZero();
    }

    @Test
    void givenAControlAttack_thenStrengthIsPowerMinusResistanceWithModifiers() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false));
        // 7 - 4 resistance, Government identical +4, Violent vs Peaceful -4, position +10 to resist
        assertThat(strength(g).total()).isEqualTo(7 - 4 + 4 - 4 - 10);
    }

    @Test
    void givenAStrengthBelow2_whenTheWindowCloses_thenTheAttackFailsWithoutARoll() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String wargamers = sc.group(0, "wargamers", Scenario.root(0));
        String ny = sc.group(1, "new-york", Scenario.root(1));
        sc.group(0, "hackers", Scenario.root(0));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(wargamers, ny, AttackKind.DESTROY, false));
        List<InwoEvent> out = g.allPass(1, 1);
        AttackResolved r = (AttackResolved) out.stream().filter(e -> e instanceof AttackResolved).findFirst().orElseThrow();
        assertThat(r.success()).isFalse();
        assertThat(r.dice()).isEmpty();
        assertThat(r.why()).isEqualTo("STRENGTH_BELOW_2");
    }

    @Test
    void givenAnyStrength_whenTheRollIs11Or12_thenTheAttackFails() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String inHand = sc.hand(0, "wargamers");
        Scenario.Game g;
        sc.group(1, "canada", Scenario.root(1));
        g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, inHand, AttackKind.CONTROL, false));
        g.send(1, new Pass());
        g.send(0, new Aid(Scenario.root(0), true)); // Bavaria's Global Power 10: strength far above 12
        List<InwoEvent> out = g.allPass(5, 6);
        AttackResolved r = (AttackResolved) out.stream().filter(e -> e instanceof AttackResolved).findFirst().orElseThrow();
        assertThat(r.strength()).isGreaterThanOrEqualTo(11);
        assertThat(r.dice()).containsExactly(5, 6);
        assertThat(r.success()).isFalse();
        assertThat(r.why()).isEqualTo("ELEVEN_OR_TWELVE");
    }

    @Test
    void givenAControlAttackSucceeds_thenTheTargetJoinsWithItsPuppetsAndGetsNoToken() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String wargamers = sc.group(1, "wargamers", Scenario.root(1));
        sc.turns(1, 5);
        String canada = sc.group(1, "canada", Scenario.root(1));
        String puppet = sc.group(1, "rock-star", canada);
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false));
        g.send(g.state.window().priority(), new Pass());
        g.send(0, new Aid(Scenario.root(0), true));
        g.allPass(1, 1);
        Player me = g.state.player(0);
        assertThat(me.placed(canada)).isNotNull();
        assertThat(me.placed(canada).master()).isEqualTo(ny);
        assertThat(me.placed(canada).tokens()).isZero();
        assertThat(me.placed(puppet).master()).isEqualTo(canada);
        assertThat(g.state.player(1).placed(canada)).isNull();
        assertThat(g.state.player(1).placed(wargamers)).isNotNull();
    }

    @Test
    void givenAGroupWithPuppets_whenDestroyed_thenItGoesToTheAttackersPileAndItsPuppetsReturnToTheirOwnersHand() {
        Scenario sc = Scenario.of("servants-of-cthulhu", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        String puppet = sc.group(1, "rock-star", canada);
        sc.group(1, "wargamers", Scenario.root(1)); // so that seat 1 is not eliminated
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.DESTROY, false));
        g.send(g.state.window().priority(), new Pass());
        g.send(0, new Aid(Scenario.root(0), true));
        g.allPass(1, 1);
        assertThat(g.state.player(0).destroyed()).containsExactly("canada");
        assertThat(g.state.player(1).placed(canada)).isNull();
        assertThat(g.state.player(1).placed(puppet)).isNull();
        assertThat(g.state.player(1).hand()).extracting(h -> h.card()).contains("rock-star");
    }

    @Test
    void givenAFailedControlAttackOnAGroupFromHand_thenTheCardIsDiscardedAtTheEndOfTheTurn() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String wargamers = sc.group(0, "wargamers", Scenario.root(0));
        String target = sc.hand(0, "new-york");
        sc.tokens(0, wargamers, 1);
        Scenario.Game g = sc.game();
        String hackers = sc.group(0, "hackers", Scenario.root(0));
        sc.group(1, "canada", Scenario.root(1));
        g = sc.game();
        g.send(0, new InwoCommand.Attack(Scenario.root(0), target, AttackKind.CONTROL, false));
        g.allPass(6, 6);
        assertThat(g.state.player(0).inHand(target)).as("still in hand during the turn").isNotNull();
        g.send(0, new EndTurn());
        assertThat(g.state.player(0).inHand(target)).isNull();
        assertThat(g.state.player(0).discard()).contains("new-york");
        assertThat(hackers).isNotNull();
    }

    @Test
    void givenAGroupWithoutSharedAlignment_whenItAidsWithoutGlobalPower_thenRefused() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String rock = sc.group(0, "rock-star", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.DESTROY, false));
        while (g.state.window().priority() != 0) g.send(g.state.window().priority(), new Pass());
        // Rock Star (Liberal, Weird) shares Liberal with Canada: no opposite alignment, so no aid to destroy
        assertThatThrownBy(() -> g.send(0, new Aid(rock, false))).isInstanceOf(RuleViolation.class)
                .hasMessageContaining("opposite");
    }

    @Test
    void givenTheAttackedGroupsMaster_whenItOpposes_thenAccepted() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String wargamers = sc.group(1, "wargamers", Scenario.root(1));
        String japan = sc.group(1, "japan", Scenario.root(1));
        String rock = sc.group(1, "rock-star", japan);
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, rock, AttackKind.CONTROL, false));
        while (g.state.window().priority() != 1) g.send(g.state.window().priority(), new Pass());
        g.send(1, new Oppose(japan, false));
        assertThat(strength(g).opposition()).isEqualTo(6);
        assertThat(wargamers).isNotNull();
    }

    @Test
    void givenARivalWhoHasNotCompletedHisFirstTurn_whenAttacked_thenRefused() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "shangri-la");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        sc.turns(1, 0);
        Scenario.Game g = sc.game();
        assertThatThrownBy(() -> g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false)))
                .isInstanceOf(RuleViolation.class).extracting(e -> ((RuleViolation) e).code()).isEqualTo("PROTECTED");
    }

    @Test
    void givenASecretGroup_whenAnOrdinaryGroupAttacksIt_thenRefused() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String nsa = sc.group(1, "nsa", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThatThrownBy(() -> g.send(0, new InwoCommand.Attack(ny, nsa, AttackKind.CONTROL, false)))
                .extracting(e -> ((RuleViolation) e).code()).isEqualTo("SECRET");
        g.send(0, new InwoCommand.Attack(Scenario.root(0), nsa, AttackKind.CONTROL, false)); // the Illuminati may
    }

    @Test
    void givenShangriLa_whenItAttacksToDestroyANonViolentGroup_thenRefused() {
        Scenario sc = Scenario.of("shangri-la", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        String batf = sc.group(1, "batf", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThatThrownBy(() -> g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.DESTROY, false)))
                .extracting(e -> ((RuleViolation) e).code()).isEqualTo("MAY_NOT_DESTROY");
        g.send(0, new InwoCommand.Attack(ny, batf, AttackKind.DESTROY, false));
    }

    @Test
    void givenShangriLaDefending_thenItsGroupsGet5() {
        Scenario sc = Scenario.of("bavarian-illuminati", "shangri-la");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false));
        assertThat(strength(g).bonuses()).isEqualTo(-5);
    }

    @Test
    void givenCthulhu_whenAttackingToDestroy_thenAnyAttemptGets4() {
        Scenario sc = Scenario.of("servants-of-cthulhu", "bavarian-illuminati");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.DESTROY, false));
        assertThat(strength(g).bonuses()).isEqualTo(4);
    }

    @Test
    void givenBavaria_whenAPrivilegedAttackIsDeclared_thenOnlyAttackerAndDefenderGetTheWindow() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "shangri-la");
        sc.atVersion(3); // version 3 and before; from 4 on every seat is in it (WindowsRulingI6Test)
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, true));
        assertThat(g.state.window().eligible()).containsExactly(0, 1);
        assertThatThrownBy(() -> g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, true)))
                .isInstanceOf(RuleViolation.class);
    }

    @Test
    void givenAHiddenAgentsCard_whenPlayedAgainstAnotherPlayersGroup_thenPlus10OrMinus6() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "shangri-la");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        String agent = sc.hand(2, "canada");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false));
        int before = strength(g).total();
        while (g.state.window().priority() != 2) g.send(g.state.window().priority(), new Pass());
        g.send(2, new PlayAgent(agent, true));
        assertThat(strength(g).total()).isEqualTo(before + 10);
        assertThat(g.state.player(2).discard()).contains("canada");
    }

    @Test
    void givenAnAttackNothingWasCommittedTo_whenTheAttackerCallsItOff_thenItsTokenComesBack() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false));
        assertThat(g.state.player(0).placed(ny).tokens()).isZero();
        while (g.state.window().priority() != 0) g.send(g.state.window().priority(), new Pass());
        g.send(0, new CallOff());
        assertThat(g.state.attack()).isNull();
        assertThat(g.state.player(0).placed(ny).tokens()).isEqualTo(1);
    }

    @Test
    void givenAGroupWhoseAbilityCancelsGovernmentActions_whenItsActionIsSpentOnAGovernmentAttack_thenTheAttackIsCancelled() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "shangri-la");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        String judges = sc.group(2, "judges", Scenario.root(2));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false));
        g.send(1, new Pass());
        g.send(2, new UseAbility(judges));
        assertThat(g.state.attack()).isNull();
        assertThat(g.state.player(2).placed(judges).tokens()).isZero();
        assertThat(g.state.player(0).placed(ny).tokens()).isZero();
        assertThat(g.events).anyMatch(e -> e instanceof AttackCancelled);
    }

    @Test
    void givenAGroupThatMayAidAnyAttack_thenItAidsWithoutASharedAlignmentAndAddsItsBonus() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String keepers = sc.group(0, "peacekeepers", Scenario.root(0));
        String rock = sc.group(1, "rock-star", Scenario.root(1));
        sc.group(1, "canada", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, rock, AttackKind.CONTROL, false));
        int before = strength(g).total();
        g.send(1, new Pass());
        g.send(0, new Aid(keepers, false));
        assertThat(strength(g).total()).isEqualTo(before + 2 + 5);
    }

    @Test
    void givenAnIndestructibleUncapturableGroup_thenAttacksOnItAreRefused() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String them = sc.group(1, "untouchables", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThatThrownBy(() -> g.send(0, new InwoCommand.Attack(ny, them, AttackKind.CONTROL, false)))
                .extracting(e -> ((RuleViolation) e).code()).isEqualTo("UNCAPTURABLE");
        assertThatThrownBy(() -> g.send(0, new InwoCommand.Attack(ny, them, AttackKind.DESTROY, false)))
                .extracting(e -> ((RuleViolation) e).code()).isEqualTo("INDESTRUCTIBLE");
    }
}
