package io.tabletop.games.inwo;

import static io.tabletop.games.inwo.Scenario.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.attack.Dice;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.WindowKind;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * The last cards of the Limited set, batch C, played by their own rules (shipped catalogue): Death Mask and The
 * Second Bullet (strength added after the roll); Liquor Companies (a rival's draw blocked);
 * Orbital Mind Control Lasers (an alignment changed for the turn).
 */
class InwoLastCardsCTest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;
    static final io.tabletop.games.inwo.abilities.Abilities A = new io.tabletop.games.inwo.abilities.Abilities(InwoTestDecks.SHIPPED);

    static boolean implemented(String id) {
        return io.tabletop.games.inwo.interpreter.Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    // ------------------------------------------------------------------ after the roll

    /** Seat 0's New York attacks seat 1's Big Media (one group below his Illuminati); a third player holds a puppet. */
    static final class Position {
        final Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        final String ny = sc.group(0, "new-york", Scenario.root(0));
        final String media = sc.group(1, "big-media", sc.group(1, "cable-tv", Scenario.root(1)));
        { sc.group(2, "comic-books", Scenario.root(2)); }
        Scenario.Game g;

        /**
         * The attack declared and aided by the attacker's Illuminati (one of its tokens), then everybody passes; the
         * dice roll {@code over} more than its strength.
         */
        int attack(AttackKind kind, int over) {
            g = sc.game();
            g.send(0, new InwoCommand.Attack(ny, media, kind, false));
            g.passUntil(0);
            g.send(0, new Aid(Scenario.root(0), true)); // Global Power 10: to destroy 8, to control 6
            int strength = Strength.of(A, g.state, g.state.attack());
            int roll = strength + over;
            int d1 = Math.min(6, roll - 1);
            while (g.state.window() != null && g.state.window().kind() == WindowKind.ATTACK) {
                g.send(g.state.window().priority(), new Pass(), d1, roll - d1);
            }
            assertThat(g.state.window().kind()).isEqualTo(WindowKind.ROLL);
            assertThat(Dice.total(g.state.attack())).isEqualTo(roll);
            return strength;
        }

        InwoEvent.AttackResolved resolved() {
            return (InwoEvent.AttackResolved) g.events.stream().filter(e -> e instanceof InwoEvent.AttackResolved).findFirst().orElseThrow();
        }
    }

    @Test
    void givenTheSecondBullet_whenTheRollOfHisAttackToDestroyFails_thenHisGroupsWithATokenAddTheirPowerAndItSucceeds() {
        Position p = new Position();
        String bullet = p.sc.hand(0, "the-second-bullet");
        String cable = p.sc.group(0, "cable-tv", Scenario.root(0)); // Power 3
        String spent = p.sc.group(0, "comic-books", Scenario.root(0));
        p.sc.tokens(0, spent, 0);
        p.sc.tokens(0, Scenario.root(0), 2); // one aids in the attack's window, one is left
        int strength = p.attack(AttackKind.DESTROY, 2);
        p.g.passUntil(0);
        assertThat(RULES.legalMoves(p.g.state, 0)).contains(new PlayPlot(bullet, null, null));
        p.g.send(0, new PlayPlot(bullet, null, null));

        assertThat(p.g.state.player(0).discard()).contains("the-second-bullet");
        assertThat(p.g.state.player(0).placed(cable).tokens()).isZero();
        assertThat(p.g.state.player(0).root().tokens()).as("the Illuminati is in the attack already: it keeps its token")
                .isEqualTo(1);
        assertThat(Strength.of(A, p.g.state, p.g.state.attack())).as("Cable TV's Power").isEqualTo(strength + 3);
        assertThat(p.g.state.window().kind()).as("the round of passes restarts").isEqualTo(WindowKind.ROLL);
        p.g.allPass();
        assertThat(p.resolved().success()).isTrue();
        assertThat(p.g.state.player(1).placed(p.media)).as("destroyed").isNull();
        assertThat(implemented("the-second-bullet")).isTrue();
    }

    @Test
    void givenTheSecondBullet_whenTheRollSucceedsIsElevenOrTheAttackIsToControl_thenRefused() {
        Position p = new Position();
        String bullet = p.sc.hand(0, "the-second-bullet");
        p.attack(AttackKind.DESTROY, 0);
        p.g.passUntil(0);
        assertThat(refused(() -> p.g.send(0, new PlayPlot(bullet, null, null))).code()).isEqualTo("NOT_FAILED");
        assertThat(RULES.legalMoves(p.g.state, 0)).doesNotContain(new PlayPlot(bullet, null, null));

        Position control = new Position();
        String again = control.sc.hand(0, "the-second-bullet");
        control.attack(AttackKind.CONTROL, 2);
        control.g.passUntil(0);
        assertThat(refused(() -> control.g.send(0, new PlayPlot(again, null, null))).code()).isEqualTo("NOT_TO_DESTROY");

        Position main = new Position();
        String early = main.sc.hand(0, "the-second-bullet");
        Scenario.Game g = main.sc.game();
        assertThat(refused(() -> g.send(0, new PlayPlot(early, null, null))).code()).as("no roll yet").isEqualTo("NO_ROLL");
    }

    @Test
    void givenTheSecondBullet_whenPlayedOnARivalsAttackOrWithATarget_thenRefused() {
        Position p = new Position();
        String theirs = p.sc.hand(1, "the-second-bullet");
        String mine = p.sc.hand(0, "the-second-bullet");
        p.attack(AttackKind.DESTROY, 2);
        p.g.passUntil(1);
        assertThat(refused(() -> p.g.send(1, new PlayPlot(theirs, null, null))).code()).isEqualTo("NOT_YOURS");
        p.g.passUntil(0);
        assertThat(refused(() -> p.g.send(0, new PlayPlot(mine, p.media, null))).code()).isEqualTo("INVALID_TARGET");
    }

    @Test
    void givenTheSecondBullet_whenNoGroupOfTheAttackerHoldsAToken_thenRefused() {
        Position p = new Position();
        String bullet = p.sc.hand(0, "the-second-bullet");
        p.attack(AttackKind.DESTROY, 2); // the Illuminati's only token aided; New York leads
        p.g.passUntil(0);
        assertThat(refused(() -> p.g.send(0, new PlayPlot(bullet, null, null))).code()).isEqualTo("NO_TOKEN");
    }

    @Test
    void givenDeathMaskOnAMagicGroup_whenTheRollFails_thenThatGroupAidsAfterTheRollAndTheAttackSucceeds() {
        Position p = new Position();
        String druids = p.sc.group(0, "druids", Scenario.root(0)); // Magic, Global Power 1
        p.sc.resource(0, "death-mask", druids);
        p.attack(AttackKind.CONTROL, 1);
        p.g.passUntil(0);
        assertThat(RULES.legalMoves(p.g.state, 0)).contains(new Aid(druids, true));
        p.g.send(0, new Aid(druids, true));
        assertThat(p.g.state.player(0).placed(druids).tokens()).isZero();
        assertThat(p.g.state.window().kind()).isEqualTo(WindowKind.ROLL);
        p.g.allPass();
        assertThat(p.resolved().success()).isTrue();
        assertThat(p.g.state.player(0).placed(p.media)).as("captured").isNotNull();
        assertThat(implemented("death-mask")).isTrue();
    }

    @Test
    void givenDeathMaskOnTheDefendersMagicGroup_whenTheRollSucceeds_thenItOpposesAfterTheRollAndTheAttackFails() {
        Position p = new Position();
        String druids = p.sc.group(1, "druids", Scenario.root(1));
        p.sc.resource(1, "death-mask", druids);
        p.attack(AttackKind.CONTROL, 0);
        p.g.passUntil(1);
        p.g.send(1, new Oppose(druids, true));
        p.g.allPass();
        assertThat(p.resolved().success()).isFalse();
        assertThat(p.g.state.player(1).placed(p.media)).isNotNull();
    }

    @Test
    void givenAMagicGroupWithoutDeathMaskOrDeathMaskOnAGroupThatIsNotMagic_whenItJoinsAfterTheRoll_thenRefused() {
        Position p = new Position();
        String druids = p.sc.group(0, "druids", Scenario.root(0));
        String cable = p.sc.group(0, "cable-tv", Scenario.root(0));
        p.sc.resource(0, "death-mask", cable);
        p.attack(AttackKind.CONTROL, 1);
        p.g.passUntil(0);
        assertThat(refused(() -> p.g.send(0, new Aid(druids, true))).code()).isEqualTo("NO_ATTACK");
        assertThat(refused(() -> p.g.send(0, new Aid(cable, true))).code()).isEqualTo("NO_ATTACK");
        assertThat(RULES.legalMoves(p.g.state, 0)).noneMatch(c -> c instanceof Aid);
    }

    // ------------------------------------------------------------------ Liquor Companies

    /** The seat ends his turn and the windows close until the next seat's turn begins. */
    static void endTurn(Scenario.Game g, int seat) {
        g.send(seat, new EndTurn());
        while (g.state.current() == seat && g.state.window() != null) g.send(g.state.window().priority(), new Pass());
    }

    @Test
    void givenLiquorCompanies_whenItsActionNamesTheNextPlayer_thenHeDrawsNothingInHisNextDrawStepOnly() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String liquor = sc.group(0, "liquor-companies", Scenario.root(0));
        sc.group(1, "girlie-magazines", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new UseAbilityOn(liquor, Scenario.root(1), true));
        g.send(0, new UseAbilityOn(liquor, Scenario.root(1), true));
        assertThat(g.state.player(0).placed(liquor).tokens()).as("its action spent").isZero();
        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.TraitsChanged t && t.uid().equals(Scenario.root(1)));
        int hand = g.state.player(1).hand().size();
        int deck = g.state.player(1).plotDeck().size();

        endTurn(g, 0);
        assertThat(g.state.current()).isEqualTo(1);
        assertThat(RULES.legalMoves(g.state, 1)).doesNotContain(new Draw(true, false), new Draw(false, true), new Draw(true, true))
                .contains(new Draw(false, false));
        assertThat(refused(() -> g.send(1, new Draw(true, false))).code()).isEqualTo("NO_DRAW");
        g.send(1, new Draw(false, false));
        assertThat(g.state.player(1).hand()).hasSize(hand);
        assertThat(g.state.player(1).plotDeck()).hasSize(deck);
        g.send(1, new SkipTakeover());
        endTurn(g, 1);
        assertThat(g.state.player(1).root().traits().noDrawsUntil()).as("the block is spent with that turn")
                .isLessThanOrEqualTo(g.state.player(1).turns());
        assertThat(implemented("liquor-companies")).isTrue();
    }

    @Test
    void givenLiquorCompanies_whenUsedOffItsMainPhaseWithoutATokenOnItsOwnIlluminatiOrTwice_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String liquor = sc.group(0, "liquor-companies", Scenario.root(0));
        String theirs = sc.group(1, "liquor-companies", Scenario.root(1));
        sc.tokens(0, liquor, 2);
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new UseAbilityOn(liquor, Scenario.root(1), false))).code()).isEqualTo("ACTION_REQUIRED");
        assertThat(refused(() -> g.send(0, new UseAbilityOn(liquor, Scenario.root(0), true))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(0, new UseAbilityOn(liquor, liquor, true))).code()).isEqualTo("INVALID_TARGET");
        g.send(0, new UseAbilityOn(liquor, Scenario.root(1), true));
        assertThat(refused(() -> g.send(0, new UseAbilityOn(liquor, Scenario.root(1), true))).code()).isEqualTo("ALREADY_BLOCKED");
        g.send(0, new UseAbilityOn(liquor, Scenario.root(2), true));
        assertThat(refused(() -> g.send(0, new UseAbilityOn(liquor, Scenario.root(1), true))).code()).isIn("NO_TOKEN", "ALREADY_BLOCKED");
        Scenario.Game broke = sc.tokens(0, liquor, 0).game();
        assertThat(refused(() -> broke.send(0, new UseAbilityOn(liquor, Scenario.root(2), true))).code()).isEqualTo("NO_TOKEN");
        assertThat(refused(() -> broke.send(1, new UseAbilityOn(theirs, Scenario.root(0), true))).code()).isEqualTo("NOT_YOUR_TURN");
    }

    // ------------------------------------------------------------------ Orbital Mind Control Lasers

    @Test
    void givenOrbitalMindControlLasers_whenTheyReverseARivalGroupsLiberal_thenItIsConservativeUntilTheTurnEnds() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String lasers = sc.resource(0, "orbital-mind-control-lasers", Scenario.root(0));
        String media = sc.group(1, "big-media", Scenario.root(1)); // Liberal, Straight
        sc.group(0, "new-york", Scenario.root(0)); // a Group: he is not eliminated when his turn ends
        Scenario.Game g = sc.game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new UseAbilityOn(lasers, media, true))
                .doesNotContain(new UseAbilityOn(lasers, Scenario.root(1), true));
        g.send(0, new UseAbilityOn(lasers, media, true));
        assertThat(g.state.player(0).placed(lasers).tokens()).as("their action spent").isZero();
        assertThat(g.state.choice().kind()).isEqualTo(io.tabletop.games.inwo.model.Choice.Kind.MIND_CONTROL);
        assertThat(g.state.choice().options()).contains("ADD_VIOLENT", "REMOVE_STRAIGHT", "REVERSE_LIBERAL")
                .as("no two opposite alignments at once").doesNotContain("ADD_WEIRD", "ADD_CONSERVATIVE", "REMOVE_WEIRD");
        assertThat(refused(() -> g.send(0, new Choose("ADD_WEIRD"))).code()).isEqualTo("INVALID_OPTION");
        g.send(0, new Choose("REVERSE_LIBERAL"));
        Placed big = g.state.player(1).placed(media);
        assertThat(A.alignments(big)).containsExactlyInAnyOrder(Alignment.CONSERVATIVE, Alignment.STRAIGHT);
        assertThat(g.state.choice()).isNull();

        endTurn(g, 0);
        assertThat(g.state.current()).isEqualTo(1);
        assertThat(A.alignments(g.state.player(1).placed(media))).as("for the turn only")
                .containsExactlyInAnyOrder(Alignment.LIBERAL, Alignment.STRAIGHT);
        assertThat(implemented("orbital-mind-control-lasers")).isTrue();
    }

    @Test
    void givenOrbitalMindControlLasers_whenFiredInAnAttacksWindow_thenTheStrengthFollowsTheNewAlignmentAndThePassesRestart() {
        Position p = new Position();
        String lasers = p.sc.resource(0, "orbital-mind-control-lasers", Scenario.root(0));
        Scenario.Game g = p.sc.game();
        g.send(0, new InwoCommand.Attack(p.ny, p.media, AttackKind.CONTROL, false));
        g.passUntil(0);
        int before = Strength.of(A, g.state, g.state.attack());
        assertThat(RULES.legalMoves(g.state, 0)).contains(new UseAbilityOn(lasers, p.media, true));
        g.send(0, new UseAbilityOn(lasers, p.media, true));
        assertThat(RULES.awaiting(g.state)).containsExactly(0);
        g.send(0, new Choose("ADD_GOVERNMENT")); // New York is Government: an identical alignment, +4 to control
        assertThat(Strength.of(A, g.state, g.state.attack())).isEqualTo(before + 4);
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.ATTACK);
        assertThat(g.state.window().priority()).as("the round of passes restarts after the player").isEqualTo(1);
    }

    @Test
    void givenOrbitalMindControlLasers_whenNotForTheirActionAtAnIlluminatiOrWithoutAToken_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String lasers = sc.resource(0, "orbital-mind-control-lasers", Scenario.root(0));
        String media = sc.group(1, "big-media", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new UseAbilityOn(lasers, media, false))).code()).isEqualTo("ACTION_REQUIRED");
        assertThat(refused(() -> g.send(0, new UseAbilityOn(lasers, Scenario.root(1), true))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(0, new UseAbilityOn(lasers, lasers, true))).code()).isEqualTo("INVALID_TARGET");
        Scenario.Game broke = sc.tokens(0, lasers, 0).game();
        assertThat(refused(() -> broke.send(0, new UseAbilityOn(lasers, media, true))).code()).isEqualTo("NO_TOKEN");
    }
}
