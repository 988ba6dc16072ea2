package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.InwoCommand.*;
import io.tabletop.games.inwo.attack.AttackKind;
import io.tabletop.games.inwo.turn.Phase;
import org.junit.jupiter.api.Test;

/** Tokens, restrictions on rivals and unusual costs (round 4): one named test per card the engine now plays. */
class InwoTokensRestrictionsTest {

    static final InwoRules RULES = InwoMorePrimitivesTest.RULES;

    static io.tabletop.games.inwo.attack.Strength.Breakdown strength(InwoState s) {
        return RULES.view(s, Viewer.SPECTATOR).attack().strength();
    }

    static void passTo(InwoMorePrimitivesTest.Table t, int seat) {
        while (t.state.window().priority() != seat) t.send(t.state.window().priority(), new Pass());
    }

    /** Seat 0's Japan attacks seat 1's B.A.T.F. (Government, Violent), two groups below its Illuminati. */
    static final class Position {
        final InwoMorePrimitivesTest.Table t = new InwoMorePrimitivesTest.Table();
        final String japan = t.put(0, "japan", Scenario.root(0), 0, 1);
        final String batf = t.put(1, "b-a-t-f", t.put(1, "new-york", t.put(1, "big-media", Scenario.root(1), 0, 1), 0, 1), 0, 1);
    }

    // ------------------------------------------------------------------ Hammer of Thor

    @Test
    void givenHammerOfThor_whenItsPlayerSpendsItsActionOnHisGovernmentGroupsAttack_thenTheAttackGetsPlusTwo() {
        Position p = new Position();
        String hammer = p.t.put(0, "hammer-of-thor", Scenario.root(0), -1, 1);
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.DESTROY, false));
        int before = strength(p.t.state).bonuses();
        passTo(p.t, 0);
        assertThat(RULES.legalMoves(p.t.state, 0)).contains(new UseAbility(hammer));
        p.t.send(0, new UseAbility(hammer));
        assertThat(p.t.state.player(0).placed(hammer).tokens()).isZero();
        assertThat(strength(p.t.state).bonuses()).isEqualTo(before + 2);
        assertThat(InwoMorePrimitivesTest.implemented("hammer-of-thor")).isTrue();
    }

    @Test
    void givenHammerOfThorOfTheDefender_whenSpentAgainstAnAttackToDestroyHisViolentGroup_thenItDefendsWithPlusTwo() {
        Position p = new Position();
        String hammer = p.t.put(1, "hammer-of-thor", Scenario.root(1), -1, 1);
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.DESTROY, false));
        int before = strength(p.t.state).bonuses(); // its defence is not there without its action
        passTo(p.t, 1);
        assertThat(RULES.legalMoves(p.t.state, 1)).contains(new UseAbility(hammer));
        p.t.send(1, new UseAbility(hammer));
        assertThat(p.t.state.player(1).placed(hammer).tokens()).isZero();
        assertThat(strength(p.t.state).bonuses()).isEqualTo(before - 2);
    }

    @Test
    void givenHammerOfThorOfTheDefender_whenTheAttackIsToControl_thenItsActionDoesNotFit() {
        Position p = new Position();
        String hammer = p.t.put(1, "hammer-of-thor", Scenario.root(1), -1, 1);
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.CONTROL, false));
        passTo(p.t, 1);
        assertThat(RULES.legalMoves(p.t.state, 1)).doesNotContain(new UseAbility(hammer));
    }

    // ------------------------------------------------------------------ Rogue Boomer

    @Test
    void givenRogueBoomer_whenDiscardedOnAnAttackToDestroyAPlace_thenTheAttackGetsPlusTenAndTheCardIsGone() {
        var t = new InwoMorePrimitivesTest.Table();
        String japan = t.put(0, "japan", Scenario.root(0), 0, 1);
        String ny = t.put(1, "new-york", t.put(1, "big-media", t.put(1, "b-a-t-f", Scenario.root(1), 0, 1), 0, 1), 0, 1);
        String boomer = t.put(0, "rogue-boomer", Scenario.root(0), -1, 0);
        t.start(Phase.MAIN);
        t.send(0, new InwoCommand.Attack(japan, ny, AttackKind.DESTROY, false));
        int aid = strength(t.state).aid();
        passTo(t, 0);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new UseAbility(boomer));
        t.send(0, new UseAbility(boomer));
        assertThat(strength(t.state).aid()).isEqualTo(aid + 10);
        assertThat(t.state.player(0).placed(boomer)).isNull();
        assertThat(t.state.player(0).discard()).contains("rogue-boomer");
        assertThat(InwoMorePrimitivesTest.implemented("rogue-boomer")).isTrue();
    }

    @Test
    void givenRogueBoomer_whenTheAttackIsOnAnOrganization_thenItCannotBeSpent() {
        Position p = new Position();
        String boomer = p.t.put(0, "rogue-boomer", Scenario.root(0), -1, 0);
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.DESTROY, false));
        passTo(p.t, 0);
        assertThat(RULES.legalMoves(p.t.state, 0)).doesNotContain(new UseAbility(boomer));
    }
}
