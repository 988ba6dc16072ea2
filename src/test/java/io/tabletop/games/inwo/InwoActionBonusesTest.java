package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Phase;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;

/** "Any attempt" attack bonuses bought with the card's own action: Mercenaries, Earthquake Projector, Dinosaur Park. */
class InwoActionBonusesTest {

    static final InwoRules RULES = InwoMorePrimitivesTest.RULES;

    static int bonuses(InwoState s) {
        return RULES.view(s, Viewer.SPECTATOR).attack().strength().bonuses();
    }

    /** Seat 0's Japan attacks seat 1's B.A.T.F., two groups below its Illuminati. */
    static final class Position {
        final InwoMorePrimitivesTest.Table t = new InwoMorePrimitivesTest.Table();
        final String japan = t.put(0, "japan", Scenario.root(0), 0, 1);
        final String batf = t.put(1, "b-a-t-f", t.put(1, "new-york", t.put(1, "big-media", Scenario.root(1), 0, 1), 0, 1), 0, 1);
    }

    @Test
    void givenMercenariesWithItsToken_whenTheAttackerSpendsItOnAnAttackToDestroy_thenTheAttackGetsPlusFour() {
        Position p = new Position();
        String mercenaries = p.t.put(0, "mercenaries", Scenario.root(0), -1, 1);
        String rivals = p.t.put(1, "mercenaries", Scenario.root(1), -1, 1);
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.DESTROY, false));
        assertThat(bonuses(p.t.state)).isZero(); // not without its action
        assertThat(RULES.legalMoves(p.t.state, 1)).doesNotContain(new UseAbility(rivals));
        while (p.t.state.window().priority() != 0) p.t.send(p.t.state.window().priority(), new Pass());
        assertThat(RULES.legalMoves(p.t.state, 0)).contains(new UseAbility(mercenaries));
        p.t.send(0, new UseAbility(mercenaries));
        assertThat(p.t.state.player(0).placed(mercenaries).tokens()).isZero();
        assertThat(bonuses(p.t.state)).isEqualTo(4);
        assertThat(RULES.legalMoves(p.t.state, 0)).doesNotContain(new UseAbility(mercenaries));
        assertThat(InwoMorePrimitivesTest.implemented("mercenaries")).isTrue();
    }

    @Test
    void givenMercenaries_whenSpentOnAnAttackToControl_thenTheAttackGetsPlusOne() {
        Position p = new Position();
        String mercenaries = p.t.put(0, "mercenaries", Scenario.root(0), -1, 1);
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.CONTROL, false));
        while (p.t.state.window().priority() != 0) p.t.send(p.t.state.window().priority(), new Pass());
        p.t.send(0, new UseAbility(mercenaries));
        assertThat(bonuses(p.t.state)).isEqualTo(1);
    }

    @Test
    void givenEarthquakeProjectorAndDinosaurPark_whenTheAttackIsNoDisasterNorOnAPlace_thenTheirActionsAreNotLegal() {
        Position p = new Position();
        String projector = p.t.put(0, "earthquake-projector", Scenario.root(0), -1, 1);
        String park = p.t.put(0, "dinosaur-park", Scenario.root(0), 1, 1);
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.DESTROY, false));
        while (p.t.state.window().priority() != 0) p.t.send(p.t.state.window().priority(), new Pass());
        assertThat(RULES.legalMoves(p.t.state, 0)).doesNotContain(new UseAbility(projector), new UseAbility(park));
        assertThat(InwoMorePrimitivesTest.implemented("earthquake-projector")).isTrue();
        assertThat(InwoMorePrimitivesTest.implemented("dinosaur-park")).isTrue();
        assertThat(InwoMorePrimitivesTest.implemented("hammer-of-thor")).isTrue(); // r4 tokens: its defence is bought with its action too
    }

    @Test
    void givenEarthquakeProjector_whenSpentOnAnAttackToDestroyAPlace_thenTheAttackGetsPlusTwo() {
        var t = new InwoMorePrimitivesTest.Table();
        String japan = t.put(0, "japan", Scenario.root(0), 0, 1);
        String ny = t.put(1, "new-york", t.put(1, "big-media", t.put(1, "b-a-t-f", Scenario.root(1), 0, 1), 0, 1), 0, 1);
        String projector = t.put(0, "earthquake-projector", Scenario.root(0), -1, 1);
        t.start(Phase.MAIN);
        t.send(0, new InwoCommand.Attack(japan, ny, AttackKind.DESTROY, false));
        while (t.state.window().priority() != 0) t.send(t.state.window().priority(), new Pass());
        int before = bonuses(t.state);
        t.send(0, new UseAbility(projector));
        assertThat(bonuses(t.state)).isEqualTo(before + 2);
    }
}
