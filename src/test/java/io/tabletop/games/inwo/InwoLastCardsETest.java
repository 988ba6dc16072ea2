package io.tabletop.games.inwo;

import static io.tabletop.games.inwo.Scenario.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.model.Phase;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * The last cards of the Limited set, batch E, played by their own rules (shipped catalogue): Bjorne (tokens per Media
 * Group, his killer's Plots); Germany (tokens saved and spent together in one attack); C.I.A. (its attack to destroy a
 * Personality made an Instant Assassination); Libertarians (Power doubled against Government masters, a Nation's Power).
 */
class InwoLastCardsETest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;
    static final io.tabletop.games.inwo.abilities.Abilities A = new io.tabletop.games.inwo.abilities.Abilities(InwoTestDecks.SHIPPED);

    static boolean implemented(String id) {
        return io.tabletop.games.inwo.interpreter.Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    // ------------------------------------------------------------------ Bjorne

    @Test
    void givenBjorneAndTwoOtherMediaGroups_whenHisPlayersTokensAreRefreshed_thenHeGetsThreeTokens() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String cable = sc.group(0, "cable-tv", Scenario.root(0)); // Media
        String bjorne = sc.group(0, "bjorne", cable); // Media himself: not counted
        sc.group(0, "big-media", Scenario.root(0)); // Media
        sc.group(0, "new-york", Scenario.root(0)); // not Media
        sc.tokens(0, bjorne, 0);
        sc.phase = Phase.TAKEOVER;
        Scenario.Game g = sc.game();
        g.send(0, new SkipTakeover());
        assertThat(g.state.phase()).isEqualTo(Phase.MAIN);
        assertThat(g.state.player(0).placed(bjorne).tokens()).as("1, +1 for Cable TV, +1 for Big Media").isEqualTo(3);
        assertThat(g.state.player(0).placed(cable).tokens()).as("the others get their one").isEqualTo(1);
        assertThat(implemented("bjorne")).isTrue();
    }

    @Test
    void givenBjorneAlone_whenTokensAreRefreshed_thenHeGetsOneAndSpendsThemOneAttackEach() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String bjorne = sc.group(0, "bjorne", Scenario.root(0));
        sc.tokens(0, bjorne, 0);
        sc.phase = Phase.TAKEOVER;
        Scenario.Game g = sc.game();
        g.send(0, new SkipTakeover());
        assertThat(g.state.player(0).placed(bjorne).tokens()).isEqualTo(1);
    }

    @Test
    void givenBjorneOfARival_whenAnAttackDestroysHim_thenTheAttackerDrawsOnePlotPlusOnePerPointOfHisPower() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String cable = sc.group(1, "cable-tv", Scenario.root(1));
        String bjorne = sc.group(1, "bjorne", cable); // two below the Illuminati: +5
        sc.group(0, "new-york", Scenario.root(0));
        sc.tokens(0, Scenario.root(0), 1);
        Scenario.Game g = sc.game();
        int before = Scenario.plotsInHand(g, 0);
        g.send(0, new Attack(Scenario.root(0), bjorne, AttackKind.DESTROY, false));
        assertThat(Strength.of(A, g.state, g.state.attack())).as("10 - 1 - 5").isEqualTo(4);
        InwoEvent.AttackResolved r = Scenario.resolve(g, 1, 1);
        assertThat(r.success()).isTrue();
        assertThat(g.state.player(1).placed(bjorne)).isNull();
        assertThat(Scenario.plotsInHand(g, 0)).as("1 + his Power 1").isEqualTo(before + 2);
        assertThat(g.state.player(0).plotDeck()).hasSize(1);
        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.CardsDrawn d && d.seat() == 0 && d.plot() && d.count() == 2);
    }

    @Test
    void givenBjorneWithABonusToHisPower_whenAnAssassinationKillsHim_thenItsPlayerDrawsOneMorePerPoint() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String bjorne = sc.group(1, "bjorne", sc.group(1, "cable-tv", Scenario.root(1)));
        sc.group(1, "recording-industry", Scenario.root(1)); // Personalities +1 (Bjorne: Power 2)
        String hit = sc.hand(0, "sniper");
        sc.group(0, "new-york", Scenario.root(0));
        Scenario.Game g = sc.game();
        int power = A.power(g.state, 1, g.state.player(1).placed(bjorne));
        int deck = g.state.player(0).plotDeck().size();
        g.send(0, new PlayPlot(hit, bjorne, null));
        InwoEvent.AttackResolved r = Scenario.resolve(g, 1, 1);
        assertThat(r.success()).isTrue();
        assertThat(g.state.player(1).placed(bjorne)).isNull();
        assertThat(power).as("1, +2 as a Media Personality").isEqualTo(3);
        assertThat(deck - g.state.player(0).plotDeck().size()).as("1 + his Power at the time, as far as the deck goes")
                .isEqualTo(3);
    }

    @Test
    void givenAnotherPersonality_whenDestroyed_thenNobodyDrawsForIt() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String cable = sc.group(1, "cable-tv", Scenario.root(1));
        String gordo = sc.group(1, "gordo-remora", cable);
        sc.group(0, "new-york", Scenario.root(0));
        Scenario.Game g = sc.game();
        int before = Scenario.plotsInHand(g, 0);
        g.send(0, new Attack(Scenario.root(0), gordo, AttackKind.DESTROY, false));
        Scenario.resolve(g, 1, 1);
        assertThat(g.state.player(1).placed(gordo)).isNull();
        assertThat(Scenario.plotsInHand(g, 0)).isEqualTo(before);
    }

    // ------------------------------------------------------------------ Germany

    @Test
    void givenGermanyWithTwoSavedTokens_whenTokensAreRefreshed_thenItHasThreeWhileOthersGetOnlyUpToOne() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String germany = sc.group(0, "germany", Scenario.root(0));
        String england = sc.group(0, "england", Scenario.root(0)); // two a turn, not saved
        sc.tokens(0, germany, 2);
        sc.tokens(0, england, 1);
        sc.phase = Phase.TAKEOVER;
        Scenario.Game g = sc.game();
        g.send(0, new SkipTakeover());
        assertThat(g.state.player(0).placed(germany).tokens()).as("2 saved + 1").isEqualTo(3);
        assertThat(g.state.player(0).placed(england).tokens()).as("up to its two").isEqualTo(2);
        assertThat(implemented("germany")).isTrue();
    }

    /** Seat 0's Germany (three tokens saved; no control arrow) attacks seat 1's Cable TV to destroy. */
    static final class GermanAttack {
        final Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        final String germany = sc.group(0, "germany", Scenario.root(0));
        final String cable = sc.group(1, "cable-tv", Scenario.root(1));
        { sc.tokens(0, germany, 3); }
        Scenario.Game g;

        Scenario.Game start() {
            g = sc.game();
            g.send(0, new Attack(germany, cable, AttackKind.DESTROY, false));
            g.passUntil(0);
            return g;
        }
    }

    @Test
    void givenGermanyLeadingAnAttack_whenItAidsItTwiceMore_thenItsPowerCountsThreeTimesForThreeTokens() {
        GermanAttack p = new GermanAttack();
        Scenario.Game g = p.start();
        int led = Strength.of(A, g.state, g.state.attack());
        assertThat(RULES.legalMoves(g.state, 0)).contains(new Aid(p.germany, false));
        g.send(0, new Aid(p.germany, false));
        g.passUntil(0);
        g.send(0, new Aid(p.germany, false));
        assertThat(Strength.of(A, g.state, g.state.attack())).as("its Power 4 twice more").isEqualTo(led + 8);
        assertThat(g.state.player(0).placed(p.germany).tokens()).isZero();
        g.passUntil(0);
        assertThat(refused(() -> g.send(0, new Aid(p.germany, false))).code()).isEqualTo("NO_TOKEN");
    }

    @Test
    void givenGermanyInAnAttack_whenItWouldJoinTheOtherSide_thenRefused_andAnotherLeaderMayNotAidItsOwnAttack() {
        GermanAttack p = new GermanAttack();
        Scenario.Game g = p.start();
        assertThat(refused(() -> g.send(0, new Oppose(p.germany, false))).code()).isEqualTo("ALREADY_IN");

        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String england = sc.group(0, "england", Scenario.root(0));
        String cable = sc.group(1, "cable-tv", Scenario.root(1));
        sc.tokens(0, england, 2);
        Scenario.Game other = sc.game();
        other.send(0, new Attack(england, cable, AttackKind.CONTROL, false));
        other.passUntil(0);
        assertThat(refused(() -> other.send(0, new Aid(england, false))).code()).isEqualTo("ALREADY_IN");
    }

    @Test
    void givenGermanyAidingARivalsAttack_whenItAidsAgain_thenItsPowerCountsTwice() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String ny = sc.group(1, "new-york", Scenario.root(1));
        String germany = sc.group(0, "germany", Scenario.root(0));
        String target = sc.group(2, "cable-tv", Scenario.root(2)); // Corporate: Germany is Government, it may aid a destroy
        sc.tokens(0, germany, 2);
        sc.current = 1;
        Scenario.Game g = sc.game();
        g.send(1, new Attack(ny, target, AttackKind.DESTROY, false));
        g.passUntil(0);
        int before = Strength.of(A, g.state, g.state.attack());
        g.send(0, new Aid(germany, false));
        g.passUntil(0);
        g.send(0, new Aid(germany, false));
        assertThat(Strength.of(A, g.state, g.state.attack())).isEqualTo(before + 8);
        assertThat(g.state.player(0).placed(germany).tokens()).isZero();
    }

    // ------------------------------------------------------------------ C.I.A.

    /** Seat 0's C.I.A.; seat 1's Gordo Remora (Power 1) three below its Illuminati (no position bonus). */
    static final class Agency {
        final Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        final String cia = sc.group(0, "c-i-a", Scenario.root(0));
        final String cable = sc.group(1, "cable-tv", Scenario.root(1));
        final String media = sc.group(1, "big-media", cable);
        final String gordo = sc.group(1, "gordo-remora", media);
    }

    @Test
    void givenTheCia_whenItAttacksAPersonalityAsAnAssassination_thenTheInstantAttackHasItsPowerAndAHitKillsHim() {
        Agency p = new Agency();
        Scenario.Game g = p.sc.game();
        assertThat(RULES.legalMoves(g.state, 0)).contains(new Attack(p.cia, p.gordo, AttackKind.ASSASSINATION, false))
                .doesNotContain(new Attack(p.cia, p.media, AttackKind.ASSASSINATION, false));
        g.send(0, new Attack(p.cia, p.gordo, AttackKind.ASSASSINATION, false));
        var at = g.state.attack();
        assertThat(at.instant()).isTrue();
        assertThat(at.type()).isEqualTo(AttackKind.ASSASSINATION);
        assertThat(at.instantPower()).as("the C.I.A.'s Power").isEqualTo(6);
        assertThat(g.state.player(0).placed(p.cia).tokens()).as("its action spent").isZero();
        assertThat(Strength.of(A, g.state, at)).as("6 - 1: no alignment modifier, no position three down").isEqualTo(5);
        g.passUntil(1);
        assertThat(refused(() -> g.send(1, new Oppose(p.media, false))).code()).as("nobody joins an Instant attack")
                .isEqualTo("INSTANT_ATTACK");
        g.passUntil(0);
        assertThat(refused(() -> g.send(0, new CallOff())).code()).as("an Instant attack is never called off").isEqualTo("NOT_YOURS");
        InwoEvent.AttackResolved r = Scenario.resolve(g, 2, 3);
        assertThat(r.success()).isTrue();
        assertThat(g.state.player(1).placed(p.gordo)).isNull();
        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.GraveMarked m && m.uid().equals(p.gordo) && m.killed());
        assertThat(implemented("c-i-a")).isTrue();
    }

    @Test
    void givenTheCia_whenTheAssassinationRollFails_thenThePersonalityStaysAndTheTokenIsSpent() {
        Agency p = new Agency();
        Scenario.Game g = p.sc.game();
        g.send(0, new Attack(p.cia, p.gordo, AttackKind.ASSASSINATION, false));
        InwoEvent.AttackResolved r = Scenario.resolve(g, 3, 3);
        assertThat(r.success()).isFalse();
        assertThat(g.state.player(1).placed(p.gordo)).isNotNull();
        assertThat(g.state.player(0).placed(p.cia).tokens()).isZero();
    }

    @Test
    void givenAnAssassinationByAnotherGroupOrOnANonPersonalityOrPrivileged_thenRefused() {
        Agency p = new Agency();
        String ny = p.sc.group(0, "new-york", Scenario.root(0));
        Scenario.Game g = p.sc.game();
        assertThat(refused(() -> g.send(0, new Attack(ny, p.gordo, AttackKind.ASSASSINATION, false))).code())
                .isEqualTo("INVALID_ATTACK");
        assertThat(refused(() -> g.send(0, new Attack(p.cia, p.media, AttackKind.ASSASSINATION, false))).code())
                .isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(0, new Attack(p.cia, p.gordo, AttackKind.ASSASSINATION, true))).code())
                .isEqualTo("INSTANT_ATTACK");
        assertThat(RULES.legalMoves(g.state, 0)).doesNotContain(new Attack(ny, p.gordo, AttackKind.ASSASSINATION, false));
    }

    @Test
    void givenTheCia_whenItAttacksAPersonalityToDestroyAsUsual_thenItIsAnOrdinaryAttack() {
        Agency p = new Agency();
        Scenario.Game g = p.sc.game();
        g.send(0, new Attack(p.cia, p.gordo, AttackKind.DESTROY, false));
        assertThat(g.state.attack().instant()).isFalse();
        g.passUntil(1);
        assertThat(RULES.legalMoves(g.state, 1)).contains(new Oppose(p.media, false)); // Liberal, like Gordo
    }

    // ------------------------------------------------------------------ Libertarians

    /** Seat 0's Libertarians; seat 1's England (a Nation) under New York (Government) under Cable TV (Corporate). */
    static final class Liberty {
        final Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        final String lib = sc.group(0, "libertarians", Scenario.root(0));
        final String cable = sc.group(1, "cable-tv", Scenario.root(1));
        final String ny = sc.group(1, "new-york", cable);
        final String england = sc.group(1, "england", ny);
    }

    @Test
    void givenTheLibertarians_whenTheyAttackToTakeAGroupAwayFromAGovernmentGroup_thenTheirPowerCountsDouble() {
        Liberty p = new Liberty();
        Scenario.Game g = p.sc.game();
        g.send(0, new Attack(p.lib, p.england, AttackKind.CONTROL, false));
        assertThat(Strength.breakdown(A, g.state, g.state.attack()).attack()).as("Power 1, x2: New York is Government")
                .isEqualTo(2);
        assertThat(implemented("libertarians")).isTrue();

        Liberty q = new Liberty();
        Scenario.Game h = q.sc.game();
        h.send(0, new Attack(q.lib, q.ny, AttackKind.CONTROL, false));
        assertThat(Strength.breakdown(A, h.state, h.state.attack()).attack()).as("Cable TV is Corporate: no double")
                .isEqualTo(1);
    }

    @Test
    void givenTheLibertarians_whenTheyTakeANation_thenTheirPowerBecomesTheNations() {
        Liberty p = new Liberty();
        Scenario.Game g = p.sc.game();
        g.send(0, new Attack(p.lib, p.england, AttackKind.CONTROL, false));
        g.passUntil(0);
        g.send(0, new Aid(Scenario.root(0), true)); // Global Power 10
        assertThat(Strength.of(A, g.state, g.state.attack())).as("2 - 6 - 4 (its master's Government) + 10").isEqualTo(2);
        InwoEvent.AttackResolved r = Scenario.resolve(g, 1, 1);
        assertThat(r.success()).isTrue();
        assertThat(g.state.player(0).placed(p.england)).isNotNull();
        assertThat(g.state.player(0).placed(p.lib).power()).isEqualTo(2);
        assertThat(A.power(g.state, 0, g.state.player(0).placed(p.lib))).as("England's Power 2").isEqualTo(2);
        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.GroupChanged c && c.uid().equals(p.lib) && c.power() == 2);
    }
}
