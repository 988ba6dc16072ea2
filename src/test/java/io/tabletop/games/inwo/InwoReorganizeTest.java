package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.InwoMorePrimitivesTest.Table;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/** Reorganizing a Power Structure: free moves granted by Elders of Zion, Reorganization, Phone Phreaks, Offshore Banks, Bermuda Triangle. */
class InwoReorganizeTest {

    static final InwoRules RULES = InwoMorePrimitivesTest.RULES;
    static final String ROOT = Scenario.root(0);

    static Placed placed(InwoState s, String uid) {
        return s.player(s.ownerOf(uid)).placed(uid);
    }

    static Table withIlluminati(String illuminati) {
        Table t = new Table();
        Player p = t.sc.players.get(0);
        Placed root = new Placed(ROOT, illuminati, null, -1, 1, false, null, -1, false, false);
        t.sc.players.set(0, new Player(0, p.name(), illuminati, p.plotDeck(), p.groupDeck(), p.hand(), List.of(root),
                p.destroyed(), p.discard(), p.serial(), p.turns(), p.lead(), p.out()));
        return t;
    }

    @Test
    void givenPhonePhreaks_whenItsActionMovesAGroup_thenOnlyItsTokenIsSpent() {
        Table t = new Table();
        String phreaks = t.put(0, "phone-phreaks", ROOT, 0, 1);
        String wives = t.put(0, "congressional-wives", ROOT, 1, 1);
        String cable = t.put(0, "cable-tv", ROOT, 2, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new Reorganize(cable, wives, phreaks));
        t.send(0, new Reorganize(cable, wives, phreaks));
        assertThat(placed(t.state, cable).master()).isEqualTo(wives);
        assertThat(placed(t.state, cable).tokens()).isEqualTo(1);
        assertThat(placed(t.state, wives).tokens()).isEqualTo(1);
        assertThat(placed(t.state, ROOT).tokens()).isEqualTo(1);
        assertThat(placed(t.state, phreaks).tokens()).isZero();
        assertThat(RULES.legalMoves(t.state, 0)).noneMatch(c -> c instanceof Reorganize r && r.by().equals(phreaks));
        assertThat(InwoMorePrimitivesTest.implemented("phone-phreaks")).isTrue();
    }

    @Test
    void givenEldersOfZion_whenTheyOpenAReorganization_thenTheirTokenAndTheIlluminatisPay_andFurtherMovesAreFree() {
        Table t = new Table();
        String elders = t.put(0, "elders-of-zion", ROOT, 0, 1);
        String wives = t.put(0, "congressional-wives", ROOT, 1, 1);
        String cable = t.put(0, "cable-tv", ROOT, 2, 1);
        String fred = t.put(0, "fred-birch-society", ROOT, 3, 1);
        t.start(Phase.MAIN);
        t.send(0, new Reorganize(cable, wives, elders));
        assertThat(placed(t.state, elders).tokens()).isZero();
        assertThat(placed(t.state, ROOT).tokens()).isZero();
        assertThat(RULES.legalMoves(t.state, 0)).contains(new Reorganize(fred, cable, ROOT));
        t.send(0, new Reorganize(fred, cable, ROOT));
        t.send(0, new Reorganize(wives, elders, ROOT));
        assertThat(placed(t.state, fred).master()).isEqualTo(cable);
        assertThat(placed(t.state, wives).master()).isEqualTo(elders);
        assertThat(placed(t.state, cable).master()).isEqualTo(wives); // moved with its master
        assertThat(InwoMorePrimitivesTest.implemented("elders-of-zion")).isTrue();
    }

    @Test
    void givenNoReorganization_whenTheIlluminatiIsNamedForAFreeMove_thenItIsRefused() {
        Table t = new Table();
        String wives = t.put(0, "congressional-wives", ROOT, 0, 1);
        String cable = t.put(0, "cable-tv", ROOT, 1, 1);
        t.start(Phase.MAIN);
        assertThatThrownBy(() -> t.send(0, new Reorganize(cable, wives, ROOT))).isInstanceOf(RuleViolation.class)
                .hasMessageContaining("not being reorganized");
    }

    @Test
    void givenTheReorganizationPlot_whenItResolves_thenTheStructureIsReorganizedFreely() {
        Table t = new Table();
        String wives = t.put(0, "congressional-wives", ROOT, 0, 1);
        String cable = t.put(0, "cable-tv", ROOT, 1, 1);
        String plot = t.sc.hand(0, "reorganization");
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(plot, null, null));
        t.send(0, new PlayPlot(plot, null, null));
        t.allPass();
        assertThat(placed(t.state, ROOT).tokens()).isZero();
        t.send(0, new Reorganize(cable, wives, ROOT));
        assertThat(placed(t.state, cable).master()).isEqualTo(wives);
        assertThat(placed(t.state, cable).tokens()).isEqualTo(1);
        assertThat(InwoMorePrimitivesTest.implemented("reorganization")).isTrue();
    }

    @Test
    void givenOffshoreBanks_whenTheyMoveThemselves_thenItIsFreeOncePerTurn() {
        Table t = new Table();
        String banks = t.put(0, "offshore-banks", ROOT, 0, 1);
        String wives = t.put(0, "congressional-wives", ROOT, 1, 1);
        String cable = t.put(0, "cable-tv", ROOT, 2, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new Reorganize(banks, wives, banks))
                .doesNotContain(new Reorganize(wives, banks, banks));
        t.send(0, new Reorganize(banks, wives, banks));
        assertThat(placed(t.state, banks).master()).isEqualTo(wives);
        assertThat(placed(t.state, banks).tokens()).isEqualTo(1);
        assertThatThrownBy(() -> t.send(0, new Reorganize(banks, cable, banks))).isInstanceOf(RuleViolation.class);
        assertThat(InwoMorePrimitivesTest.implemented("offshore-banks")).isTrue();
    }

    @Test
    void givenBermudaTriangle_whenItsPlayerMovesFreeAtTheEndOfHisTurn_thenNothingButMoreMovesOrTheEndOfTurnFollows() {
        Table t = withIlluminati("bermuda-triangle");
        String wives = t.put(0, "congressional-wives", ROOT, 0, 1);
        String cable = t.put(0, "cable-tv", ROOT, 1, 1);
        String fred = t.put(0, "fred-birch-society", ROOT, 2, 1);
        String target = t.put(1, "flat-earthers", Scenario.root(1), 0, 1);
        t.start(Phase.MAIN);
        t.send(0, new Reorganize(cable, wives, ROOT));
        assertThat(placed(t.state, cable).master()).isEqualTo(wives);
        assertThat(placed(t.state, ROOT).tokens()).isEqualTo(1);
        assertThatThrownBy(() -> t.send(0, new InwoCommand.Attack(fred, target, AttackKind.DESTROY, false)))
                .isInstanceOf(RuleViolation.class).hasMessageContaining("ending");
        assertThat(RULES.legalMoves(t.state, 0)).allMatch(c -> c instanceof Reorganize || c instanceof EndTurn)
                .contains(new EndTurn(), new Reorganize(fred, cable, ROOT));
        t.send(0, new EndTurn());
        assertThat(t.state.window()).isNotNull();
        assertThat(InwoMorePrimitivesTest.implemented("bermuda-triangle")).isTrue();
    }
}
