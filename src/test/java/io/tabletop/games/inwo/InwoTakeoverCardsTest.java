package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.WindowKind;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;

/**
 * The takeover family (round 4): Botched Contact and Sabotage cancel an automatic takeover in the TAKEOVER window;
 * Power Grab, Evil Geniuses for a Better Tomorrow and Flying Saucer give extra automatic takeovers.
 */
class InwoTakeoverCardsTest {

    static boolean implemented(String id) {
        return Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    /** Seat 0 at his takeover step with New York in hand; seat 1 with a group holding a token. */
    static final class Takeover0 {
        final Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        final String newYork = sc.hand(0, "new-york");
        final String japan = sc.group(1, "japan", Scenario.root(1));
        Scenario.Game g;

        Scenario.Game start() {
            sc.phase = Phase.TAKEOVER;
            g = sc.game();
            return g;
        }
    }

    @Test
    void givenARivalHoldingBotchedContact_whenSeat0TakesOverAGroup_thenTheTakeoverWindowOpensBeforeTokensAreTakenFromIt() {
        var t = new Takeover0();
        String botched = t.sc.hand(1, "botched-contact");
        var g = t.start();
        g.send(0, new InwoCommand.Takeover(t.newYork, Scenario.root(0)));
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.TAKEOVER);
        assertThat(g.state.window().eligible()).containsExactly(1);
        assertThat(g.state.phase()).isEqualTo(Phase.TAKEOVER);
        assertThat(g.events).noneMatch(e -> e instanceof TokensPlaced);
        assertThat(g.rules.legalMoves(g.state, 1)).contains(new PlayPlot(botched, null, t.japan), new Pass())
                .doesNotContain(new PlayPlot(botched, null, null)); // its cost is one group's action
    }

    @Test
    void givenBotchedContactPlayedInTheTakeoverWindow_thenTheGroupGoesBackToHandAndItsPlayerMayTakeOverAgain() {
        var t = new Takeover0();
        t.sc.atVersion(3); // version 3 and before (the second takeover: nobody holds a cancel card)
        String botched = t.sc.hand(1, "botched-contact");
        var g = t.start();
        g.send(0, new InwoCommand.Takeover(t.newYork, Scenario.root(0)));
        g.send(1, new PlayPlot(botched, null, t.japan));
        assertThat(g.state.player(0).placed(t.newYork)).isNull();
        assertThat(g.state.player(0).inHand(t.newYork)).isNotNull();
        assertThat(g.state.player(1).discard()).contains("botched-contact");
        assertThat(g.state.player(1).placed(t.japan).tokens()).isZero();
        assertThat(g.state.window()).isNull();
        assertThat(g.state.phase()).isEqualTo(Phase.TAKEOVER);
        assertThat(g.events).anyMatch(e -> e instanceof TakeoverCancelled c && c.uid().equals(t.newYork) && !c.noMore());
        // a cancelled takeover never happened: he takes over again, and this time nobody holds a cancel card
        assertThat(g.rules.legalMoves(g.state, 0)).contains(new InwoCommand.Takeover(t.newYork, Scenario.root(0), null));
        g.send(0, new InwoCommand.Takeover(t.newYork, Scenario.root(0)));
        assertThat(g.state.window()).isNull();
        assertThat(g.state.phase()).isEqualTo(Phase.MAIN);
        assertThat(g.state.player(0).placed(t.newYork).tokens()).isEqualTo(1);
        assertThat(implemented("botched-contact")).isTrue();
    }

    @Test
    void givenSabotagePaidWithTheIlluminatiAction_whenPlayed_thenTheGroupGoesBackToHandAndTheTakeoverStepIsOver() {
        var t = new Takeover0();
        String sabotage = t.sc.hand(1, "sabotage");
        t.sc.tokens(0, Scenario.root(0), 0);
        var g = t.start();
        g.send(0, new InwoCommand.Takeover(t.newYork, Scenario.root(0)));
        assertThat(g.rules.legalMoves(g.state, 1)).contains(new PlayPlot(sabotage, null, null),
                new PlayPlot(sabotage, null, t.japan)); // Japan has Power 6: it may pay instead
        g.send(1, new PlayPlot(sabotage, null, null));
        assertThat(g.state.player(1).root().tokens()).isZero();
        assertThat(g.state.player(0).inHand(t.newYork)).isNotNull();
        assertThat(g.events).anyMatch(e -> e instanceof TakeoverCancelled c && c.noMore());
        assertThat(g.state.phase()).isEqualTo(Phase.MAIN);
        assertThat(g.state.player(0).root().tokens()).isEqualTo(1); // no takeover: no two-player tax either
        assertThat(implemented("sabotage")).isTrue();
    }

    @Test
    void givenSabotage_whenTheHelperHasPowerBelow6_thenItCannotPay() {
        var t = new Takeover0();
        String sabotage = t.sc.hand(1, "sabotage");
        String weak = t.sc.group(1, "b-a-t-f", Scenario.root(1));
        t.sc.tokens(1, Scenario.root(1), 0);
        var g = t.start();
        g.send(0, new InwoCommand.Takeover(t.newYork, Scenario.root(0)));
        assertThat(g.rules.legalMoves(g.state, 1)).doesNotContain(new PlayPlot(sabotage, null, weak), new PlayPlot(sabotage, null, null));
        assertThatThrownBy(() -> g.send(1, new PlayPlot(sabotage, null, weak))).isInstanceOf(RuleViolation.class);
    }

    @Test
    void givenTheTakeoverWindow_whenEveryRivalPasses_thenTheTakeoverStandsAndTokensArePlacedOnTheNewGroupToo() {
        var t = new Takeover0();
        t.sc.hand(1, "botched-contact");
        var g = t.start();
        g.send(0, new InwoCommand.Takeover(t.newYork, Scenario.root(0)));
        g.send(1, new Pass());
        assertThat(g.events).anyMatch(e -> e instanceof TakeoverStood);
        assertThat(g.state.window()).isNull();
        assertThat(g.state.phase()).isEqualTo(Phase.MAIN);
        assertThat(g.state.player(0).placed(t.newYork).tokens()).isEqualTo(1);
    }

    @Test
    void givenNoSeatHasACancellingCard_whenSeat0TakesOver_thenNoWindowOpens() {
        var t = new Takeover0();
        t.sc.atVersion(3); // version 3 and before; from 4 on the standing instructions decide (WindowsRulingI6Test)
        var g = t.start();
        g.send(0, new InwoCommand.Takeover(t.newYork, Scenario.root(0)));
        assertThat(g.events).noneMatch(e -> e instanceof TakeoverOffered);
        assertThat(g.state.phase()).isEqualTo(Phase.MAIN);
    }

    @Test
    void givenTheTakerStillProtectedOnHisFirstTurn_whenHeTakesOver_thenNoWindowOpens() {
        var t = new Takeover0();
        t.sc.hand(1, "botched-contact");
        t.sc.turns(0, 0);
        var g = t.start();
        g.send(0, new InwoCommand.Takeover(t.newYork, Scenario.root(0)));
        assertThat(g.events).noneMatch(e -> e instanceof TakeoverOffered);
        assertThat(g.state.phase()).isEqualTo(Phase.MAIN);
    }

    @Test
    void givenBotchedContact_whenNoTakeoverIsOpen_thenItCannotBePlayed() {
        var sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String g1 = sc.group(1, "japan", Scenario.root(1));
        String botched = sc.hand(1, "botched-contact");
        sc.current = 1;
        var g = sc.game();
        assertThat(g.rules.legalMoves(g.state, 1)).doesNotContain(new PlayPlot(botched, null, g1), new PlayPlot(botched, null, null));
    }

    @Test
    void givenPowerGrabOnTheMainPhase_whenPlayedOnAGroupInHand_thenTheGroupEntersPlayAndTheTurnEndsAtOnce() {
        var sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String grab = sc.hand(0, "power-grab");
        String newYork = sc.hand(0, "new-york");
        sc.group(1, "japan", Scenario.root(1));
        var g = sc.game();
        var move = new ExtraTakeover(grab, newYork, Scenario.root(0), 2);
        assertThat(g.rules.legalMoves(g.state, 0)).contains(move, new ExtraTakeover(grab, newYork, Scenario.root(0), null))
                .doesNotContain(new PlayPlot(grab, newYork, null));
        g.send(0, move);
        assertThat(g.state.player(0).placed(newYork).arrow()).isEqualTo(2);
        assertThat(g.state.player(0).discard()).contains("power-grab");
        assertThat(g.events).anyMatch(e -> e instanceof TurnEnded).noneMatch(e -> e instanceof Knocked);
        assertThat(g.state.current()).isEqualTo(1);
        assertThat(implemented("power-grab")).isTrue();
    }

    @Test
    void givenPowerGrab_whenThePlotsKeptWouldExceedTheHandLimit_thenItIsRefused() {
        var sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String grab = sc.hand(0, "power-grab");
        String newYork = sc.hand(0, "new-york");
        for (int i = 0; i < 6; i++) sc.hand(0, "albino-alligators");
        var g = sc.game();
        assertThatThrownBy(() -> g.send(0, new ExtraTakeover(grab, newYork, Scenario.root(0), null)))
                .isInstanceOf(RuleViolation.class).hasMessageContaining("hand limit");
    }

    @Test
    void givenEvilGeniuses_whenItsActionTakesOverAGadget_thenTheGadgetIsLinkedToIt() {
        var sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String eg = sc.group(0, "evil-geniuses-for-a-better-tomorrow", Scenario.root(0));
        String cyborgs = sc.hand(0, "cyborg-soldiers");
        String center = sc.hand(0, "center-for-weird-studies");
        var g = sc.game();
        var legal = g.rules.legalMoves(g.state, 0);
        assertThat(legal).contains(new ExtraTakeover(eg, cyborgs, eg, null))
                .doesNotContain(new ExtraTakeover(eg, cyborgs, Scenario.root(0), null), new ExtraTakeover(eg, center, eg, null));
        g.send(0, new ExtraTakeover(eg, cyborgs, eg, null));
        assertThat(g.state.player(0).placed(cyborgs).master()).isEqualTo(eg);
        assertThat(g.state.player(0).placed(cyborgs).resource()).isTrue();
        assertThat(g.state.player(0).placed(eg).tokens()).isZero();
        assertThat(g.state.phase()).isEqualTo(Phase.MAIN);
        assertThat(implemented("evil-geniuses-for-a-better-tomorrow")).isTrue();
    }

    @Test
    void givenFlyingSaucerLinkedToTheIlluminati_whenItTakesOverAResource_thenOnlyOncePerTurn() {
        var sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String saucer = sc.resource(0, "flying-saucer", Scenario.root(0));
        String cyborgs = sc.hand(0, "cyborg-soldiers");
        String center = sc.hand(0, "center-for-weird-studies");
        String newYork = sc.hand(0, "new-york");
        var g = sc.game();
        assertThat(g.rules.legalMoves(g.state, 0)).contains(new ExtraTakeover(saucer, cyborgs, Scenario.root(0), null))
                .doesNotContain(new ExtraTakeover(saucer, newYork, Scenario.root(0), null));
        g.send(0, new ExtraTakeover(saucer, cyborgs, Scenario.root(0), null));
        assertThat(g.state.player(0).placed(cyborgs).master()).isEqualTo(Scenario.root(0));
        assertThat(g.state.player(0).root().tokens()).isEqualTo(1);
        assertThatThrownBy(() -> g.send(0, new ExtraTakeover(saucer, center, Scenario.root(0), null)))
                .isInstanceOf(RuleViolation.class).hasMessageContaining("one takeover per turn");
        assertThat(implemented("flying-saucer")).isTrue();
    }

    @Test
    void givenFlyingSaucerLinkedToAPersonality_thenItGivesNoTakeover() {
        var sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String clinton = sc.group(0, "bill-clinton", Scenario.root(0));
        String saucer = sc.resource(0, "flying-saucer", clinton);
        String cyborgs = sc.hand(0, "cyborg-soldiers");
        var g = sc.game();
        assertThat(g.rules.legalMoves(g.state, 0)).noneMatch(c -> c instanceof ExtraTakeover);
        assertThatThrownBy(() -> g.send(0, new ExtraTakeover(saucer, cyborgs, Scenario.root(0), null)))
                .isInstanceOf(RuleViolation.class);
    }

    @Test
    void givenForgeryAndACopyOfARivalsUniqueResourceInHand_whenPlayed_thenTheRivalsCopyIsDiscardedAndTheForgedOneEntersPlay() {
        var sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String japan = sc.group(1, "japan", Scenario.root(1));
        String theirs = sc.resource(1, "midas-mill", japan);
        String forgery = sc.hand(0, "forgery");
        String mine = sc.hand(0, "midas-mill");
        String cyborgs = sc.hand(0, "cyborg-soldiers");
        var g = sc.game();
        var legal = g.rules.legalMoves(g.state, 0);
        assertThat(legal).contains(new ExtraTakeover(forgery, mine, Scenario.root(0), null))
                .doesNotContain(new ExtraTakeover(forgery, cyborgs, Scenario.root(0), null)); // not Unique, no copy in play
        assertThatThrownBy(() -> g.send(0, new PlayResource(mine, Scenario.root(0)))).isInstanceOf(RuleViolation.class);
        g.send(0, new ExtraTakeover(forgery, mine, Scenario.root(0), null));
        assertThat(g.state.player(1).placed(theirs)).isNull();
        assertThat(g.state.player(1).discard()).contains("midas-mill");
        assertThat(g.state.player(1).destroyed()).doesNotContain("midas-mill");
        assertThat(g.state.player(0).placed(mine).master()).isEqualTo(Scenario.root(0));
        assertThat(g.state.player(0).discard()).contains("forgery");
        assertThat(g.state.phase()).isEqualTo(Phase.MAIN);
        assertThat(g.state.current()).isZero();
        assertThat(implemented("forgery")).isTrue();
    }

    @Test
    void givenForgery_whenTheCopyIsInAProtectedRivalsPlay_thenItIsNotLegal() {
        var sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String japan = sc.group(1, "japan", Scenario.root(1));
        sc.resource(1, "midas-mill", japan);
        sc.turns(1, 0);
        String forgery = sc.hand(0, "forgery");
        String mine = sc.hand(0, "midas-mill");
        var g = sc.game();
        assertThat(g.rules.legalMoves(g.state, 0)).doesNotContain(new ExtraTakeover(forgery, mine, Scenario.root(0), null));
    }
}
