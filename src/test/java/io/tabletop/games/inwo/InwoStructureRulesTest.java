package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.InwoMorePrimitivesTest.Table;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/** Rules of the Power Structure: choosing the arrow a Group goes on; Cthulhu's eighth kill of its own last puppet. */
class InwoStructureRulesTest {

    static final InwoRules RULES = InwoMorePrimitivesTest.RULES;
    static final String ROOT = Scenario.root(0);

    static Placed placed(InwoState s, String uid) {
        return s.player(s.ownerOf(uid)).placed(uid);
    }

    @Test
    void givenAMoveNamingAnOpenArrow_thenTheGroupGoesOnThatArrow_andWithoutOneOnTheLowest() {
        Table t = new Table();
        String cable = t.put(0, "cable-tv", ROOT, 0, 1); // 2 arrows
        String wives = t.put(0, "congressional-wives", ROOT, 1, 1);
        String fred = t.put(0, "fred-birch-society", ROOT, 2, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new Move(wives, cable, wives), new Move(wives, cable, wives, 0),
                new Move(wives, cable, wives, 1));
        t.send(0, new Move(wives, cable, wives, 1));
        assertThat(placed(t.state, wives).arrow()).isEqualTo(1);
        t.send(0, new Move(fred, cable, fred));
        assertThat(placed(t.state, fred).arrow()).isZero();
    }

    @Test
    void givenAMoveNamingATakenOrMissingArrow_thenItIsRefused() {
        Table t = new Table();
        String cable = t.put(0, "cable-tv", ROOT, 0, 1);
        String wives = t.put(0, "congressional-wives", cable, 0, 1);
        String fred = t.put(0, "fred-birch-society", ROOT, 1, 1);
        t.start(Phase.MAIN);
        assertThatThrownBy(() -> t.send(0, new Move(fred, cable, fred, 0))).isInstanceOf(RuleViolation.class)
                .hasMessageContaining("taken");
        assertThatThrownBy(() -> t.send(0, new Move(fred, cable, fred, 2))).isInstanceOf(RuleViolation.class)
                .hasMessageContaining("no arrow");
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new Move(fred, cable, fred, 0), new Move(fred, cable, fred, 2));
        assertThat(placed(t.state, wives).arrow()).isZero();
    }

    @Test
    void givenAnAutomaticTakeoverNamingAnArrow_thenTheGroupEntersOnIt() {
        Table t = new Table();
        String card = t.sc.hand(0, "cable-tv");
        t.start(Phase.TAKEOVER);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new Takeover(card, ROOT), new Takeover(card, ROOT, 3));
        t.send(0, new Takeover(card, ROOT, 3));
        assertThat(placed(t.state, card).arrow()).isEqualTo(3);
        assertThat(placed(t.state, card).master()).isEqualTo(ROOT);
    }

    @Test
    void givenServantsOfCthulhuWithSevenKills_whenItDestroysItsOwnLastPuppet_thenItWinsInsteadOfBeingEliminated() {
        Table t = new Table();
        Player p = t.sc.players.get(0);
        Placed root = new Placed(ROOT, "servants-of-cthulhu", null, -1, 1, false, null, -1, false, false);
        t.sc.players.set(0, new Player(0, p.name(), "servants-of-cthulhu", p.plotDeck(), p.groupDeck(), p.hand(), List.of(root),
                Collections.nCopies(7, "cable-tv"), p.discard(), p.serial(), 5, p.lead(), p.out()));
        String last = t.put(0, "fred-birch-society", ROOT, 0, 1);
        t.put(1, "cable-tv", Scenario.root(1), 0, 1);
        t.start(Phase.MAIN);
        t.send(0, new InwoCommand.Attack(ROOT, last, AttackKind.DESTROY, false));
        t.allPass(1, 1);
        assertThat(t.state.player(0).destroyed()).hasSize(8);
        assertThat(t.state.player(0).structure()).hasSize(1); // only the Illuminati left
        t.send(0, new EndTurn());
        while (!t.state.finished() && t.state.window() != null) t.send(t.state.window().priority(), new Pass());
        assertThat(t.events).noneMatch(e -> e instanceof PlayerEliminated x && x.seat() == 0);
        assertThat(t.state.finished()).isTrue();
        assertThat(t.state.winners()).containsExactly(0);
    }

    @Test
    void givenCorruptionOnARivalsDevastatedPlace_thenItCannotBeRelievedUntilAfterThePlayersNextTurn() {
        Table t = new Table();
        String stonehenge = t.put(1, "stonehenge", Scenario.root(1), 0, 1); // a Place, Power 3
        t.put(1, "cable-tv", Scenario.root(1), 1, 1);
        t.sc.players.set(1, t.sc.players.get(1).update(stonehenge, c -> c.withDevastated(true)));
        String corruption = t.sc.hand(0, "corruption");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(corruption, stonehenge, null));
        t.send(0, new PlayPlot(corruption, stonehenge, null));
        t.allPass();
        assertThat(placed(t.state, stonehenge).traits().noReliefUntil()).isEqualTo(t.state.player(0).turns() + 2);

        InwoState theirs = turnOf(t.state, 1, t.state.player(0).turns() + 1);
        assertThat(RULES.legalMoves(theirs, 1)).doesNotContain(new Relieve(stonehenge));
        assertThatThrownBy(() -> RULES.decide(theirs, 1, new Relieve(stonehenge), Scenario.dice()))
                .isInstanceOf(RuleViolation.class).hasMessageContaining("Relief");
        InwoState later = turnOf(t.state, 1, t.state.player(0).turns() + 2);
        assertThat(RULES.legalMoves(later, 1)).contains(new Relieve(stonehenge));
        assertThat(InwoMorePrimitivesTest.implemented("corruption")).isTrue();
    }

    /** The state with {@code seat} in his main phase and seat 0 having completed {@code turns0} turns. */
    static InwoState turnOf(InwoState s, int seat, int turns0) {
        List<Player> ps = new java.util.ArrayList<>(s.players());
        ps.set(0, ps.get(0).withTurns(turns0));
        return new InwoState(ps, Phase.MAIN, seat, s.turn() + 1, 0, io.tabletop.games.inwo.model.TurnFlags.NEW, null, null,
                null, s.nwo(), s.basicGoal(), 0, 0, List.of(), null);
    }
}
