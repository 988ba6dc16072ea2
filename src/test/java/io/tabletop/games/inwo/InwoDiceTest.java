package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.attack.Dice;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;

/**
 * Die-roll effects (shipped catalogue): the server rolls when the attack's window closes, then a roll window lets
 * every seat adjust or set the roll; the attack is settled with the roll as it stands when that window closes.
 */
class InwoDiceTest {

    Scenario sc;
    String ny;
    String media;

    void base() {
        sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        ny = sc.group(0, "new-york", Scenario.root(0));
        // Big Media one group away: control 7 - 6 - 5 (+10 Global Power aiding) = 6
        media = sc.group(1, "big-media", sc.group(1, "cable-tv", Scenario.root(1)));
        sc.group(2, "comic-books", Scenario.root(2)); // a puppet: nobody is eliminated
    }

    private static RuleViolation refused(Runnable r) {
        try {
            r.run();
        } catch (RuleViolation v) {
            return v;
        }
        throw new AssertionError("not refused");
    }

    /** Attacks, then everybody passes until the dice are rolled (the dice given). */
    private Scenario.Game rolled(AttackKind kind, int d1, int d2) {
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, kind, false));
        g.passUntil(0);
        g.send(0, new Aid(Scenario.root(0), true)); // Global Power 10: strength well above 2
        while (g.state.window() != null && g.state.window().kind() == WindowKind.ATTACK) g.send(g.state.window().priority(), new Pass(), d1, d2);
        return g;
    }

    @Test
    void givenADieRollCardInAHand_whenTheAttacksWindowCloses_thenTheDiceAreRolledAndARollWindowOpens() {
        base();
        sc.hand(2, "murphys-law");
        Scenario.Game g = rolled(AttackKind.CONTROL, 2, 3);
        DiceRolled r = (DiceRolled) g.events.stream().filter(e -> e instanceof DiceRolled).findFirst().orElseThrow();
        assertThat(r.dice()).containsExactly(2, 3);
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.ROLL);
        assertThat(g.state.window().eligible()).containsExactly(0, 1, 2);
        assertThat(Dice.total(g.state.attack())).isEqualTo(5);
        g.allPass();
        AttackResolved done = (AttackResolved) g.events.stream().filter(e -> e instanceof AttackResolved).findFirst().orElseThrow();
        assertThat(done.dice()).containsExactly(2, 3);
        assertThat(done.success()).isTrue();
    }

    @Test
    void givenNoDieRollCardAnywhere_thenTheAttackIsSettledAtOnce() {
        base();
        sc.atVersion(3); // version 3 and before; from 4 on the standing instructions decide (WindowsRulingI6Test)
        Scenario.Game g = rolled(AttackKind.CONTROL, 3, 4);
        assertThat(g.events).noneMatch(e -> e instanceof DiceRolled).anyMatch(e -> e instanceof AttackResolved);
    }

    @Test
    void givenMurphysLaw_whenPlayedOnTheRoll_thenItBecomes12AndTheAttackFails() {
        base();
        String murphy = sc.hand(1, "murphys-law");
        Scenario.Game g = rolled(AttackKind.CONTROL, 1, 2);
        g.passUntil(1);
        assertThat(Scenario.SHIPPED_RULES.legalMoves(g.state, 1)).contains(new ChangeRoll(murphy, 0, null));
        g.send(1, new ChangeRoll(murphy, 0, null));
        assertThat(g.state.player(1).root().tokens()).as("all its Illuminati's actions").isZero();
        assertThat(g.state.player(1).discard()).contains("murphys-law");
        g.allPass();
        AttackResolved done = (AttackResolved) g.events.stream().filter(e -> e instanceof AttackResolved).findFirst().orElseThrow();
        assertThat(done.success()).isFalse();
        assertThat(done.why()).isEqualTo("ELEVEN_OR_TWELVE");
        assertThat(g.state.player(1).placed(media)).isNotNull();
    }

    @Test
    void givenBribery_whenPlayedOnTheRoll_thenItBecomes2AndTheAttackSucceeds() {
        base();
        String bribery = sc.hand(0, "bribery");
        sc.tokens(0, Scenario.root(0), 2); // one aids, the other pays Bribery
        Scenario.Game g = rolled(AttackKind.CONTROL, 6, 5);
        g.passUntil(0);
        g.send(0, new ChangeRoll(bribery, 0, null));
        assertThat(Dice.total(g.state.attack())).isEqualTo(2);
        g.allPass();
        assertThat(g.state.player(0).placed(media)).as("captured").isNotNull();
    }

    @Test
    void givenComputerVirus_thenAScienceGroupsActionChangesTheRollByUpTo2() {
        base();
        String virus = sc.hand(1, "computer-virus");
        String ama = sc.group(1, "a-m-a", Scenario.root(1));
        Scenario.Game g = rolled(AttackKind.CONTROL, 1, 1);
        g.passUntil(1);
        assertThat(refused(() -> g.send(1, new ChangeRoll(virus, 3, ama))).code()).isEqualTo("INVALID_CHANGE");
        assertThat(refused(() -> g.send(1, new ChangeRoll(virus, 2, media))).code()).isEqualTo("CANNOT_PAY");
        g.send(1, new ChangeRoll(virus, 2, ama));
        assertThat(Dice.total(g.state.attack())).isEqualTo(4);
        assertThat(g.state.player(1).placed(ama).tokens()).isZero();
        assertThat(Scenario.SHIPPED_RULES.legalMoves(g.state, 1)).noneMatch(c -> c instanceof ChangeRoll);
    }

    @Test
    void givenWitch_thenItsActionChangesARollBy1_or2WhenMagicIsInvolved() {
        base();
        String witch = sc.group(2, "w-i-t-c-h", Scenario.root(2));
        Scenario.Game g = rolled(AttackKind.CONTROL, 2, 2);
        g.passUntil(2);
        assertThat(Scenario.SHIPPED_RULES.legalMoves(g.state, 2)).contains(new ChangeRoll(witch, 1, null), new ChangeRoll(witch, -1, null))
                .doesNotContain(new ChangeRoll(witch, 2, null));
        g.send(2, new ChangeRoll(witch, -1, null));
        assertThat(Dice.total(g.state.attack())).isEqualTo(3);
        assertThat(g.state.player(2).placed(witch).tokens()).isZero();
        // W.I.T.C.H. attacking (Magic involved): up to 2
        sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String w = sc.group(0, "w-i-t-c-h", Scenario.root(0));
        String target = sc.group(1, "big-media", sc.group(1, "cable-tv", Scenario.root(1)));
        String witch2 = sc.group(0, "w-i-t-c-h", Scenario.root(0));
        Scenario.Game g2 = sc.game();
        g2.send(0, new InwoCommand.Attack(w, target, AttackKind.DESTROY, false)); // 3 - 4 - 5 + 4 (Weird v Straight) + 10
        g2.passUntil(0);
        g2.send(0, new Aid(Scenario.root(0), true));
        while (g2.state.window() != null && g2.state.window().kind() == WindowKind.ATTACK) g2.send(g2.state.window().priority(), new Pass(), 3, 3);
        g2.passUntil(0);
        g2.send(0, new ChangeRoll(witch2, -2, null));
        assertThat(Dice.total(g2.state.attack())).isEqualTo(4);
    }

    @Test
    void givenStrengthBelow2_thenNothingIsRolledAndNoRollWindowOpens() {
        base();
        sc.hand(1, "murphys-law");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.DESTROY, false)); // 7 - 4 - 5 < 2
        g.allPass();
        assertThat(g.events).noneMatch(e -> e instanceof DiceRolled);
        AttackResolved done = (AttackResolved) g.events.stream().filter(e -> e instanceof AttackResolved).findFirst().orElseThrow();
        assertThat(done.why()).isEqualTo("STRENGTH_BELOW_2");
    }

    @Test
    void givenTheseCards_thenTheyAreImplemented() {
        for (String id : List.of("murphys-law", "bribery", "computer-virus", "w-i-t-c-h")) {
            assertThat(Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow())).as(id).isTrue();
        }
    }
}
