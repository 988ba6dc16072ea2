package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.trade.TradeView;
import io.tabletop.games.inwo.trade.Trades;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;

/**
 * Gifts and trades [WDH p.12-13]: offers, accepted (binding, at once), declined, withdrawn or lapsing; any-time moves
 * that never block the turn; hand cards seen by the two players only.
 */
class InwoTradeTest {

    private static RuleViolation refused(Runnable r) {
        try {
            r.run();
        } catch (RuleViolation v) {
            return v;
        }
        throw new AssertionError("not refused");
    }

    private static List<String> hand(InwoState s, int seat) {
        return s.player(seat).hand().stream().map(HandCard::uid).toList();
    }

    @Test
    void givenAPlotInHand_whenGivenAndAccepted_thenItMovesToTheRecipientsHandAtOnce() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String nuke = sc.hand(0, "terrorist-nuke");
        Scenario.Game g = sc.game();
        List<InwoEvent> offered = g.send(0, new OfferTrade(1, List.of(nuke)));
        assertThat(offered).singleElement().isInstanceOf(TradeOffered.class);
        assertThat(hand(g.state, 0)).as("nothing moves before he accepts").containsExactly(nuke);
        int id = g.state.trades().open().getFirst().id();
        // seat 1 is not awaited (seat 0's main phase) but may answer: the turn does not wait for him
        assertThat(g.rules.awaiting(g.state)).containsExactly(0);
        assertThat(g.rules.legalMoves(g.state, 1)).contains(new AcceptTrade(id, List.of()), new DeclineTrade(id))
                .allMatch(Trades::handles);
        assertThat(g.rules.legalMoves(g.state, 2)).noneMatch(c -> c instanceof AcceptTrade);
        g.send(1, new AcceptTrade(id, null));
        assertThat(hand(g.state, 0)).isEmpty();
        assertThat(g.state.player(1).hand()).containsExactly(new HandCard(nuke, "terrorist-nuke", false));
        assertThat(g.state.trades().open()).isEmpty();
        assertThat(g.rules.awaiting(g.state)).containsExactly(0);
    }

    @Test
    void givenAGift_whenDeclined_thenNothingChangesHands() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String nuke = sc.hand(0, "terrorist-nuke");
        Scenario.Game g = sc.game();
        g.send(0, new OfferTrade(1, List.of(nuke)));
        int id = g.state.trades().open().getFirst().id();
        assertThat(g.send(1, new DeclineTrade(id))).containsExactly(new TradeClosed(id, "DECLINED"));
        assertThat(hand(g.state, 0)).containsExactly(nuke);
        assertThat(g.state.player(1).hand()).isEmpty();
        assertThat(refused(() -> g.send(1, new AcceptTrade(id, null))).code()).isEqualTo("NO_SUCH_OFFER");
    }

    @Test
    void givenATradeForACardOfHisChoice_whenAccepted_thenHeGivesExactlyThatManyOfHisHand() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String nuke = sc.hand(0, "terrorist-nuke");
        String law = sc.hand(1, "martial-law");
        String quake = sc.hand(1, "earthquake");
        Scenario.Game g = sc.game();
        g.send(0, new OfferTrade(1, List.of(nuke), List.of(), 1));
        int id = g.state.trades().open().getFirst().id();
        assertThat(refused(() -> g.send(1, new AcceptTrade(id, List.of()))).code()).isEqualTo("INVALID_TRADE");
        assertThat(refused(() -> g.send(1, new AcceptTrade(id, List.of(law, quake)))).code()).isEqualTo("INVALID_TRADE");
        assertThat(refused(() -> g.send(1, new AcceptTrade(id, List.of(nuke)))).code()).isEqualTo("NOT_IN_HAND");
        assertThat(g.rules.legalMoves(g.state, 1)).contains(new AcceptTrade(id, List.of(law)), new AcceptTrade(id, List.of(quake)));
        g.send(1, new AcceptTrade(id, List.of(quake)));
        assertThat(hand(g.state, 0)).containsExactly(quake);
        assertThat(hand(g.state, 1)).containsExactlyInAnyOrder(law, nuke);
    }

    @Test
    void givenAnOfferAskingMoreCardsThanHeHas_whenOffered_thenRefused() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String nuke = sc.hand(0, "terrorist-nuke");
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new OfferTrade(1, List.of(nuke), List.of(), 1))).code()).isEqualTo("NOT_ENOUGH_CARDS");
        assertThat(refused(() -> g.send(0, new OfferTrade(0, List.of(nuke)))).code()).isEqualTo("INVALID_TRADE");
        assertThat(refused(() -> g.send(0, new OfferTrade(1, List.of()))).code()).isEqualTo("INVALID_TRADE");
        assertThat(refused(() -> g.send(0, new OfferTrade(1, List.of(nuke, nuke)))).code()).isEqualTo("INVALID_TRADE");
        assertThat(refused(() -> g.send(0, new OfferTrade(1, List.of("p0-0")))).code()).as("not the Illuminati").isEqualTo("NOT_YOURS");
        assertThat(refused(() -> g.send(0, new OfferTrade(1, List.of("p1-0")))).code()).isEqualTo("NOT_YOURS");
    }

    @Test
    void givenTwoResourcesInPlay_whenTraded_thenEachIsLinkedToItsNewOwnersIlluminati() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String japan = sc.group(0, "japan", Scenario.root(0));
        String cyborgs = sc.resource(0, "cyborg-soldiers", japan);
        String canada = sc.group(1, "canada", Scenario.root(1));
        String charm = sc.resource(1, "good-polls-charm", canada);
        sc.tokens(1, charm, 1);
        Scenario.Game g = sc.game();
        g.send(0, new OfferTrade(1, List.of(cyborgs), List.of(charm), 0));
        int id = g.state.trades().open().getFirst().id();
        List<InwoEvent> out = g.send(1, new AcceptTrade(id, null));
        assertThat(out).singleElement().isEqualTo(new TradeAccepted(id, 0, 1, List.of(cyborgs), List.of("cyborg-soldiers"),
                List.of(), List.of(), 0, List.of(charm), List.of("good-polls-charm"), List.of(), List.of(), 0));
        Placed mine = g.state.player(1).placed(cyborgs);
        assertThat(mine.master()).isEqualTo(Scenario.root(1));
        assertThat(mine.resource()).isTrue();
        assertThat(g.state.player(0).placed(cyborgs)).isNull();
        assertThat(g.state.player(0).placed(charm).master()).isEqualTo(Scenario.root(0));
        assertThat(g.state.player(0).placed(charm).tokens()).isEqualTo(1);
        assertThat(g.state.player(1).placed(charm)).isNull();
    }

    @Test
    void givenAResourceUsedThisTurn_whenOffered_thenRefused() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String japan = sc.group(0, "japan", Scenario.root(0));
        String nsa = sc.group(0, "nsa", Scenario.root(0));
        String cyborgs = sc.resource(0, "cyborg-soldiers", japan);
        Scenario.Game g = sc.game();
        g.send(0, new Relink(cyborgs, nsa));
        assertThat(refused(() -> g.send(0, new OfferTrade(1, List.of(cyborgs)))).code()).isEqualTo("USED");
    }

    @Test
    void givenAnOfferedResource_whenRelinked_thenTheOfferLapses() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String japan = sc.group(0, "japan", Scenario.root(0));
        String nsa = sc.group(0, "nsa", Scenario.root(0));
        String cyborgs = sc.resource(0, "cyborg-soldiers", japan);
        Scenario.Game g = sc.game();
        g.send(0, new OfferTrade(1, List.of(cyborgs)));
        int id = g.state.trades().open().getFirst().id();
        List<InwoEvent> out = g.send(0, new Relink(cyborgs, nsa));
        assertThat(out).contains(new TradeClosed(id, "LAPSED"));
        assertThat(g.state.trades().open()).isEmpty();
        assertThat(g.rules.legalMoves(g.state, 1)).noneMatch(c -> c instanceof AcceptTrade);
    }

    @Test
    void givenAResourceOutsideTheTwoPlayersMainPhase_whenOffered_thenRefused() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String canada = sc.group(1, "canada", Scenario.root(1));
        String cyborgs = sc.resource(1, "cyborg-soldiers", canada);
        Scenario.Game g = sc.game(); // seat 0's main phase
        assertThat(refused(() -> g.send(1, new OfferTrade(2, List.of(cyborgs)))).code()).isEqualTo("NOT_NOW");
        g.send(1, new OfferTrade(0, List.of(cyborgs)));
        assertThat(g.state.trades().open()).hasSize(1);
    }

    @Test
    void givenOpenOffers_whenTheTurnEnds_thenTheyLapse() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String nuke = sc.hand(0, "terrorist-nuke");
        String law = sc.hand(1, "martial-law");
        sc.group(0, "japan", Scenario.root(0));
        sc.group(1, "canada", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new OfferTrade(1, List.of(nuke)));
        g.send(1, new OfferTrade(0, List.of(law)));
        assertThat(g.state.trades().open()).hasSize(2);
        g.send(0, new EndTurn());
        g.allPass();
        assertThat(g.events).contains(new TradeClosed(1, "END_OF_TURN"), new TradeClosed(2, "END_OF_TURN"));
        assertThat(g.state.trades().open()).isEmpty();
        assertThat(hand(g.state, 0)).as("%s", g.events).containsExactly(nuke);
    }

    @Test
    void givenAnOpenOffer_whenOfferingAgain_thenRefusedUntilWithdrawn() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String nuke = sc.hand(0, "terrorist-nuke");
        String law = sc.hand(0, "martial-law");
        Scenario.Game g = sc.game();
        g.send(0, new OfferTrade(1, List.of(nuke)));
        assertThat(refused(() -> g.send(0, new OfferTrade(1, List.of(law)))).code()).isEqualTo("ALREADY_OFFERING");
        assertThat(g.rules.legalMoves(g.state, 0)).contains(new WithdrawTrade()).noneMatch(c -> c instanceof OfferTrade);
        assertThat(g.send(0, new WithdrawTrade())).containsExactly(new TradeClosed(1, "WITHDRAWN"));
        g.send(0, new OfferTrade(1, List.of(law, nuke)));
        assertThat(g.state.trades().open().getFirst().id()).as("a new id").isEqualTo(2);
        assertThat(refused(() -> g.send(1, new WithdrawTrade())).code()).isEqualTo("NO_SUCH_OFFER");
    }

    @Test
    void givenAPrivilegedAttack_whenOfferingToAParticipant_thenRefused() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String japan = sc.group(0, "japan", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        String nuke = sc.hand(2, "terrorist-nuke");
        String law = sc.hand(0, "martial-law");
        Scenario.Game g = sc.game();
        g.send(2, new OfferTrade(1, List.of(nuke)));
        g.send(0, new InwoCommand.Attack(japan, canada, AttackKind.CONTROL, true));
        assertThat(g.events).contains(new TradeClosed(1, "LAPSED"));
        assertThat(refused(() -> g.send(2, new OfferTrade(1, List.of(nuke)))).code()).isEqualTo("PRIVILEGED");
        assertThat(refused(() -> g.send(2, new OfferTrade(0, List.of(nuke)))).code()).isEqualTo("PRIVILEGED");
        // a participant may give to an outsider, asking nothing back
        g.send(0, new OfferTrade(2, List.of(law)));
        assertThat(g.state.trades().open()).hasSize(1);
    }

    @Test
    void givenAnAttackWindow_whenAnOutsiderTrades_thenPriorityDoesNotMove() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String japan = sc.group(0, "japan", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        String nuke = sc.hand(2, "terrorist-nuke");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(japan, canada, AttackKind.CONTROL, false));
        var window = g.state.window();
        assertThat(window.priority()).isEqualTo(1);
        g.send(2, new OfferTrade(0, List.of(nuke)));
        int id = g.state.trades().open().getFirst().id();
        g.send(0, new AcceptTrade(id, null));
        assertThat(g.state.window()).as("no pass, no priority moved").isEqualTo(window);
        assertThat(g.rules.awaiting(g.state)).containsExactly(1);
        assertThat(hand(g.state, 0)).containsExactly(nuke);
        assertThat(canada).isNotNull();
    }

    @Test
    void givenAnOffer_whenSeenByAnOutsider_thenOnlyTheNumberOfHandCardsShows() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String nuke = sc.hand(0, "terrorist-nuke");
        String law = sc.hand(1, "martial-law");
        Scenario.Game g = sc.game();
        TradeOffered offered = (TradeOffered) g.send(0, new OfferTrade(1, List.of(nuke), List.of(), 1)).getFirst();
        TradeOffered outsider = (TradeOffered) g.rules.redact(offered, Viewer.seat(2));
        assertThat(outsider.fromHand()).isNull();
        assertThat(outsider.handCards()).isNull();
        assertThat(outsider.handCount()).isEqualTo(1);
        assertThat(outsider.wantFromHand()).isEqualTo(1);
        assertThat(g.rules.redact(offered, Viewer.seat(1))).isEqualTo(offered);
        assertThat(g.rules.redact(offered, Viewer.SPECTATOR)).isEqualTo(outsider);
        List<TradeView> seen = g.rules.view(g.state, Viewer.seat(2)).trades();
        assertThat(seen).containsExactly(new TradeView(1, 0, 1, List.of(), List.of(), 1, List.of(), 1));
        assertThat(g.rules.view(g.state, Viewer.seat(1)).trades())
                .containsExactly(new TradeView(1, 0, 1, List.of(nuke), List.of("terrorist-nuke"), 1, List.of(), 1));
        TradeAccepted accepted = (TradeAccepted) g.send(1, new AcceptTrade(1, List.of(law))).getFirst();
        TradeAccepted hidden = (TradeAccepted) g.rules.redact(accepted, Viewer.seat(2));
        assertThat(hidden.givenHand()).isNull();
        assertThat(hidden.givenHandCards()).isNull();
        assertThat(hidden.takenHand()).isNull();
        assertThat(hidden.takenHandCards()).isNull();
        assertThat(hidden.givenFromHand()).isEqualTo(1);
        assertThat(hidden.takenFromHand()).isEqualTo(1);
        assertThat(accepted.takenHandCards()).containsExactly("martial-law");
        var view2 = g.rules.view(g.state, Viewer.seat(2));
        assertThat(view2.players().get(0).hand()).isNull();
        assertThat(view2.players().get(0).handCount()).isEqualTo(1);
        assertThat(g.rules.view(g.state, Viewer.seat(0)).players().get(0).hand()).extracting(HandCard::card)
                .containsExactly("martial-law");
    }

    @Test
    void givenAGroupInHandUnderAttack_whenOffered_thenRefused() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String japan = sc.group(0, "japan", Scenario.root(0));
        String wargamers = sc.hand(0, "wargamers");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(japan, wargamers, AttackKind.CONTROL, false));
        assertThat(refused(() -> g.send(0, new OfferTrade(1, List.of(wargamers)))).code()).as("the attack's target")
                .isEqualTo("NOT_GIVEABLE");
    }

    @Test
    void givenAPlayerDiscardingDownToHisHandLimit_whenHeOffersAHandCard_thenRefusedUntilHeIsDone() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        sc.phase = io.tabletop.games.inwo.model.Phase.DISCARD;
        String nuke = sc.hand(0, "terrorist-nuke");
        String law = sc.hand(1, "martial-law");
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new OfferTrade(1, List.of(nuke)))).code()).isEqualTo("NOT_NOW");
        assertThat(refused(() -> g.send(1, new OfferTrade(0, List.of(law), List.of(), 1))).code()).isEqualTo("NOT_NOW");
        g.send(1, new OfferTrade(0, List.of(law)));
        g.send(0, new AcceptTrade(1, null));
        assertThat(hand(g.state, 0)).containsExactly(nuke, law);
    }

    @Test
    void givenAGroupInPlayWithItsPuppet_whenGivenAndAccepted_thenBothMoveToTheRecipientsIlluminatiAndTheGroupPaysTheToken() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String media = sc.group(0, "big-media", Scenario.root(0));
        String batf = sc.group(0, "b-a-t-f", media);
        Scenario.Game g = sc.game();
        assertThat(g.rules.legalMoves(g.state, 0)).contains(new OfferTrade(1, List.of(media), List.of(), 0));
        g.send(0, new OfferTrade(1, List.of(media)));
        int id = g.state.trades().open().getFirst().id();
        List<InwoEvent> out = g.send(1, new AcceptTrade(id, null));
        assertThat(out.getLast()).isEqualTo(new GroupGiven(0, 1, media, "big-media", Scenario.root(1), 0, List.of(media, batf), media));
        Placed given = g.state.player(1).placed(media);
        assertThat(given.master()).isEqualTo(Scenario.root(1));
        assertThat(given.tokens()).as("its own token paid for the gift").isZero();
        assertThat(g.state.player(1).placed(batf).master()).as("its puppet goes with it").isEqualTo(media);
        assertThat(g.state.player(0).placed(media)).isNull();
        assertThat(g.state.player(0).placed(batf)).isNull();
        assertThat(g.rules.view(g.state, Viewer.SPECTATOR).players().get(1).structure())
                .anyMatch(c -> c.uid().equals(media));
    }

    @Test
    void givenAGroupWithoutAToken_whenNeitherIlluminatiHasOne_thenItCannotBeGiven() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String media = sc.group(0, "big-media", Scenario.root(0));
        sc.tokens(0, media, 0).tokens(0, Scenario.root(0), 0).tokens(1, Scenario.root(1), 0);
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new OfferTrade(1, List.of(media)))).code()).isEqualTo("NO_TOKEN");
        assertThat(g.rules.legalMoves(g.state, 0)).doesNotContain(new OfferTrade(1, List.of(media), List.of(), 0));
    }

    @Test
    void givenTheIlluminati_whenOffered_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new OfferTrade(1, List.of(Scenario.root(0))))).code()).isEqualTo("NOT_YOURS");
    }
}
