package io.tabletop.games.copycat;

import static io.tabletop.games.copycat.CopycatScenario.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.copycat.CopycatCommand.*;
import io.tabletop.games.copycat.CopycatEvent.*;
import io.tabletop.games.copycat.CopycatScenario.ScriptedRng;
import io.tabletop.games.copycat.Pending.Kind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One or more named tests for every effect keyword of rules/copycat.md §1. Card numbers are the catalogue's
 * (e.g. 25 Business Friends COINS(2), 48 Garden Party DOUBLE_COINS); start cards are set letter + number (seat 0
 * plays set A: A9-A15 COINS(1), A16-A18 VP(1)).
 */
class CopycatEffectsTest {

    private static Pending pending(Kind kind) {
        return Pending.of(kind);
    }

    // --- NONE -------------------------------------------------------------------------------------------------

    @Test
    void none_redCardIsLaidOutWithoutAnyEffectAndCannotBePlayedInActions() {
        CopycatScenario p2 = given(2).hand(0, "1", "A9").othersOut(0).build();
        assertThat(p2.rejected(0, new PlayCard("1"))).isEqualTo("NOT_PLAYABLE_NOW");

        CopycatScenario s = given(2).buying().hand(0, "1", "A9").build();
        s.when(0, new LayOut());

        assertThat(s.events()).containsExactly(
                new HandLaidOut(0, List.of("1", "A9")),
                new CardResolved(0, "A9", null),
                new CoinsGained(0, 1, true));
        assertThat(s.uses(0, "1")).as("the red card never resolves").isZero();
        assertThat(s.player(0).coins()).isEqualTo(1);
        assertThat(s.player(0).pendingVp()).isZero();
    }

    // --- COINS(n) ---------------------------------------------------------------------------------------------

    @Test
    void coins_yellowCardsAddTheirCoinsWhenLaidOutInBuying() {
        CopycatScenario s = given(2).buying().hand(0, "A9", "25").build();

        s.when(0, new LayOut());

        assertThat(s.events()).containsExactly(
                new HandLaidOut(0, List.of("A9", "25")),
                new CardResolved(0, "A9", null), new CoinsGained(0, 1, true),
                new CardResolved(0, "25", null), new CoinsGained(0, 2, true));
        assertThat(s.player(0).coins()).isEqualTo(3);
        assertThat(s.player(0).coinBase()).isEqualTo(3);
    }

    @Test
    void coins_yellowOfficeAddsItsCoinsInBuying() {
        CopycatScenario s = given(2).buying().hand(0, "A9").worker(0, "B5").build();

        s.when(0, new LayOut());

        assertThat(s.events()).endsWith(new OfficeActionUsed(0, "B5", null), new CoinsGained(0, 2, true));
        assertThat(s.player(0).coins()).isEqualTo(3);
    }

    @Test
    void coins_yellowCardCannotBePlayedInActions() {
        CopycatScenario s = given(2).hand(0, "25").othersOut(0).build();
        assertThat(s.rejected(0, new PlayCard("25"))).isEqualTo("NOT_PLAYABLE_NOW");
    }

    // --- DOUBLE_COINS -----------------------------------------------------------------------------------------

    @Test
    void doubleCoins_addsCBaseOnceWhenBuyingStarts() {
        CopycatScenario s = given(2).buying().hand(0, "48", "A9", "25").build();

        s.when(0, new LayOut());
        assertThat(s.events()).contains(new DoublerCounted(0, "48", true));
        assertThat(s.player(0).coins()).as("nothing doubled before buying").isEqualTo(3);

        s.when(0, new StartBuying());
        assertThat(s.events()).containsExactly(new BuyingStarted(0, 3));
        assertThat(s.player(0).coins()).isEqualTo(6);
        assertThat(s.player(0).step()).isEqualTo(BuyingStep.BUYING);
    }

    @Test
    void doubleCoins_reusedGardenPartyAddsCBaseAgainForTripleInTotal() {
        CopycatScenario s = given(2).buying().hand(0, "48", "A9", "A10").worker(0, "B6").build();

        s.when(0, new LayOut(), new UseOffice("B6"), new Reuse("48"));
        assertThat(s.events()).contains(new CardResolved(0, "48", "B6"), new DoublerCounted(0, "48", true),
                new CardSetAside(0, "48"));
        assertThat(s.player(0).doubleCoins()).isEqualTo(2);

        s.when(0, new StartBuying());
        assertThat(s.event(BuyingStarted.class).doubled()).isEqualTo(4);
        assertThat(s.player(0).coins()).as("3 × C_base").isEqualTo(6);
    }

    @Test
    void doubleCoins_atMostTwoResolutionsPerRound() {
        CopycatScenario s = given(2).buying().hand(0, "48", "55", "A9", "A10").worker(0, "B6").build();

        s.when(0, new LayOut());
        assertThat(s.events(DoublerCounted.class)).hasSize(2);

        s.when(0, new UseOffice("B6"), new Reuse("48"));
        assertThat(s.events()).contains(new CardResolved(0, "48", "B6"), new CardSetAside(0, "48"));
        assertThat(s.events(DoublerCounted.class)).as("a third resolution adds nothing").isEmpty();

        s.when(0, new StartBuying());
        assertThat(s.event(BuyingStarted.class).doubled()).isEqualTo(4);
        assertThat(s.player(0).coins()).as("at most 3 × C_base (C_base 2)").isEqualTo(6);
    }

    @Test
    void doubleCoins_cBaseCountsFirstUsesInBuyingOnly() {
        // D12: A9 (1) + 25 (2) + office B5 (2) are first uses; the Allocation Office's repeat of 25 is not.
        CopycatScenario s = given(2).buying().hand(0, "48", "25", "A9").worker(0, "B6").worker(0, "B5").build();

        s.when(0, new LayOut(), new UseOffice("B6"), new Reuse("25"));
        assertThat(s.events()).contains(new CoinsGained(0, 2, false));
        assertThat(s.player(0).coins()).isEqualTo(7);
        assertThat(s.player(0).coinBase()).isEqualTo(5);

        s.when(0, new StartBuying());
        assertThat(s.event(BuyingStarted.class).doubled()).isEqualTo(5);
        assertThat(s.player(0).coins()).isEqualTo(12);
    }

    // --- CHOICE(COINS(1),VP(2)) -------------------------------------------------------------------------------

    @Test
    void choice_coinsOptionGivesOneCoinCountedInCBase() {
        CopycatScenario s = given(2).buying().hand(0, "51").build();
        s.when(0, new LayOut());
        assertThat(s.uses(0, "51")).as("a choice waits for the player").isZero();
        assertThat(s.legal(0)).contains(new Choose("51", Option.COINS), new Choose("51", Option.VP));

        s.when(0, new Choose("51", Option.COINS));

        assertThat(s.events()).containsExactly(new CardResolved(0, "51", null),
                new ChoiceMade(0, "51", Option.COINS), new CoinsGained(0, 1, true));
        assertThat(s.player(0).coins()).isEqualTo(1);
        assertThat(s.player(0).coinBase()).isEqualTo(1);
        assertThat(s.player(0).pendingVp()).isZero();
        assertThat(s.rejected(0, new Choose("51", Option.VP))).as("one choice per resolution").isEqualTo("ALREADY_USED");
    }

    @Test
    void choice_vpOptionGivesTwoVp() {
        CopycatScenario s = given(2).buying().hand(0, "51").build();

        s.when(0, new LayOut());
        s.when(0, new Choose("51", Option.VP));

        assertThat(s.events()).containsExactly(new CardResolved(0, "51", null),
                new ChoiceMade(0, "51", Option.VP), new VpGained(0, 2));
        assertThat(s.player(0).coins()).isZero();
        assertThat(s.player(0).pendingVp()).isEqualTo(2);
        s.when(0, new StartBuying(), new EndTurn());
        assertThat(s.player(0).vp()).isEqualTo(2);
    }

    @Test
    void choice_isMadeAgainSeparatelyOnTheSecondResolution() {
        CopycatScenario s = given(2).buying().hand(0, "51").worker(0, "B6").build();
        s.when(0, new LayOut(), new Choose("51", Option.VP), new UseOffice("B6"), new Reuse("51"));

        assertThat(s.events()).endsWith(new CardResolved(0, "51", "B6"),
                new EffectOpened(0, new Pending(Kind.CHOOSE, "51", null, 0, 0)), new CardSetAside(0, "51"));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new Choose("51", Option.COINS), new Choose("51", Option.VP));

        s.when(0, new Choose("51", Option.COINS));

        assertThat(s.events()).containsExactly(new EffectClosed(0), new ChoiceMade(0, "51", Option.COINS),
                new CoinsGained(0, 1, false));
        assertThat(s.player(0).pendingVp()).isEqualTo(2);
        assertThat(s.player(0).coins()).isEqualTo(1);
        assertThat(s.player(0).coinBase()).as("a second use is not part of C_base").isZero();
    }

    // --- VP(n) ------------------------------------------------------------------------------------------------

    @Test
    void vp_greenCardsAndGreenOfficesScoreAtTheEndOfTheBuyingTurn() {
        CopycatScenario s = given(2).buying().hand(0, "24", "A16").worker(0, "B7").build();

        s.when(0, new LayOut());
        assertThat(s.events()).contains(new VpGained(0, 3), new VpGained(0, 1), new OfficeActionUsed(0, "B7", null));
        assertThat(s.events(VpGained.class)).hasSize(3);
        assertThat(s.player(0).vp()).as("scored only at the end of the turn").isZero();

        s.when(0, new StartBuying(), new EndTurn());

        assertThat(s.events()).contains(new TurnScored(0, 5, 0));
        assertThat(s.player(0).vp()).isEqualTo(5);
        assertThat(s.player(0).roundVp()).isEqualTo(5);
    }

    // --- DOUBLE_TOKENS ----------------------------------------------------------------------------------------

    @Test
    void doubleTokens_addsTheTokensCollectedThisRound() {
        CopycatScenario s = given(2).buying().hand(0, "20").tokens(0, 2).build();

        s.when(0, new LayOut());
        assertThat(s.events()).contains(new DoublerCounted(0, "20", false));

        s.when(0, new StartBuying(), new EndTurn());
        assertThat(s.events()).contains(new TurnScored(0, 4, 0));
    }

    @Test
    void doubleTokens_reusedCampaignTrailTriplesTheTokens() {
        CopycatScenario s = given(2).buying().hand(0, "20").tokens(0, 2).worker(0, "B6").build();

        s.when(0, new LayOut(), new UseOffice("B6"), new Reuse("20"));
        assertThat(s.events()).contains(new DoublerCounted(0, "20", false));
        s.when(0, new StartBuying(), new EndTurn());

        assertThat(s.events()).contains(new TurnScored(0, 6, 0));
    }

    @Test
    void doubleTokens_atMostTwoResolutionsPerRound() {
        // two resolutions already counted this round: another Campaign Trail adds nothing (D4 c)
        CopycatScenario s = given(2).buying().hand(0, "20").tokens(0, 2).player(0, p -> p.doubleTokens = 2).build();

        s.when(0, new LayOut());
        assertThat(s.events()).contains(new CardResolved(0, "20", null));
        assertThat(s.events(DoublerCounted.class)).isEmpty();
        s.when(0, new StartBuying(), new EndTurn());

        assertThat(s.events()).contains(new TurnScored(0, 6, 0));
    }

    // --- DOCTORATE --------------------------------------------------------------------------------------------

    @Test
    void doctorate_costsSurchargePlusXCoinsForXVpAndGoesToTheTrophyArea() {
        CopycatScenario s = given(2).buying().hand(0, "A9", "A10", "A11", "A12", "A13", "A14", "A15")
                .worker(0, "B8").slot(3, "5").slot(9, "62").build();
        s.when(0, new LayOut(), new StartBuying());
        assertThat(s.player(0).coins()).isEqualTo(7);

        assertThat(s.rejected(0, new BuyDoctorate(9, 0))).as("X ≥ 1").isEqualTo("INVALID_VP");
        assertThat(s.rejected(0, new BuyDoctorate(9, 6))).as("2 + 6 > 7").isEqualTo("CANNOT_AFFORD");
        assertThat(s.rejected(0, new Buy(9))).isEqualTo("NOT_BUYABLE");
        assertThat(s.legal(0)).contains(new BuyDoctorate(9, 1), new BuyDoctorate(9, 5));

        s.when(0, new BuyDoctorate(9, 5));

        assertThat(s.events()).containsExactly(new DoctorateBought(0, "62", 9, 7, 5, List.of("5")));
        Player p = s.player(0);
        assertThat(p.trophies()).containsExactly("62");
        assertThat(p.tempDiscard()).as("the red card to its left comes along").containsExactly("5");
        assertThat(s.playArea(0)).doesNotContain("62");
        assertThat(p.hand()).doesNotContain("62");
        assertThat(p.coins()).isZero();
        assertThat(p.permits()).as("one purchase").isZero();
        assertThat(s.state().street().get(8)).isNull();

        s.when(0, new EndTurn());
        assertThat(s.events()).contains(new TurnScored(0, 5, 0));
        assertThat(s.player(0).vp()).as("the surcharge gives no VP").isEqualTo(5);
    }

    // --- DRAW(n) ----------------------------------------------------------------------------------------------

    @Test
    void draw_blueCardDrawsFromTheTopOfTheOwnDeckAtOnce() {
        CopycatScenario s = given(2).hand(0, "27").deck(0, "A9", "A10", "A11").othersOut(0).build();

        s.when(0, new PlayCard("27"));

        assertThat(s.events()).containsExactly(new CardPlayed(0, "27"), new CardResolved(0, "27", null),
                new CardsDrawn(0, 2, List.of("A9", "A10")));
        assertThat(s.player(0).hand()).containsExactly("A9", "A10");
        assertThat(s.player(0).deck()).containsExactly("A11");
        assertThat(s.awaiting()).as("playing a card does not end the turn").containsExactly(0);
    }

    @Test
    void draw_reshufflesOnlyTheDiscardWhenTheDeckRunsOut() {
        ScriptedRng rng = new ScriptedRng().order("A12", "A10", "A11");
        CopycatScenario s = given(2).hand(0, "27").deck(0, "A9").discard(0, "A10", "A11", "A12")
                .tempDiscard(0, "A18").played(0, "22", 1).othersOut(0).rng(rng).build();

        s.when(0, new PlayCard("27"));

        assertThat(s.events()).containsExactly(new CardPlayed(0, "27"), new CardResolved(0, "27", null),
                new CardsDrawn(0, 1, List.of("A9")),
                new DiscardShuffled(0, 3, List.of("A12", "A10", "A11")),
                new CardsDrawn(0, 1, List.of("A12")));
        Player p = s.player(0);
        assertThat(p.hand()).containsExactly("A9", "A12");
        assertThat(p.deck()).containsExactly("A10", "A11");
        assertThat(p.discard()).isEmpty();
        assertThat(p.tempDiscard()).as("temp discard never joins the deck").containsExactly("A18");
        assertThat(s.playArea(0)).as("nor the play area").containsExactly("22", "27");
    }

    @Test
    void draw_drawsFewerWhenDeckAndDiscardAreEmpty() {
        CopycatScenario s = given(2).hand(0, "40").deck(0, "A9").tempDiscard(0, "A10").othersOut(0).build();

        s.when(0, new PlayCard("40"));

        assertThat(s.events()).containsExactly(new CardPlayed(0, "40"), new CardResolved(0, "40", null),
                new CardsDrawn(0, 1, List.of("A9")));
        assertThat(s.player(0).hand()).containsExactly("A9");
        assertThat(s.player(0).tempDiscard()).containsExactly("A10");
    }

    // --- EXCHANGE(n) ------------------------------------------------------------------------------------------

    @Test
    void exchange_declaresTheCountFirstThenPutsAsideOneCardAtATimeThenDraws() {
        CopycatScenario s = given(2).hand(0, "A9", "A10", "A16").deck(0, "A11", "A12", "A13").othersOut(0).build();

        s.when(0, new PlaceWorker("B3"));
        assertThat(s.events()).containsExactly(new WorkerPlaced(0, "B3", false, 0), new EffectOpened(0, new Pending(Kind.OFFICE_ACTION, null, "B3", 0, 0)));
        s.when(0, new UseOffice("B3"));
        assertThat(s.events()).containsExactly(new EffectClosed(0), new OfficeActionUsed(0, "B3", null),
                new EffectOpened(0, new Pending(Kind.EXCHANGE_COUNT, null, "B3", 2, 0)));
        assertThat(s.legal(0)).containsExactly(new Declare(0), new Declare(1), new Declare(2));
        assertThat(s.rejected(0, new Discard("A16"))).as("declare first").isEqualTo("EXPECTED_OTHER_CHOICE");
        assertThat(s.rejected(0, new Declare(3))).isEqualTo("INVALID_COUNT");

        s.when(0, new Declare(2));
        assertThat(s.top()).isEqualTo(new Pending(Kind.EXCHANGE, null, "B3", 2, 2));

        s.when(0, new Discard("A16"));
        assertThat(s.events()).containsExactly(new CardDiscarded(0, "A16"),
                new EffectUpdated(0, new Pending(Kind.EXCHANGE, null, "B3", 1, 2)));
        assertThat(s.player(0).hand()).as("nothing drawn before all are put aside").containsExactly("A9", "A10");

        s.when(0, new Discard("A9"));
        assertThat(s.events()).startsWith(new CardDiscarded(0, "A9"), new EffectClosed(0),
                new CardsDrawn(0, 2, List.of("A11", "A12")));
        Player p = s.player(0);
        assertThat(p.hand()).containsExactly("A10", "A11", "A12");
        assertThat(p.tempDiscard()).containsExactly("A16", "A9");
        assertThat(p.deck()).containsExactly("A13");
    }

    @Test
    void exchange_declaringZeroExchangesNothing() {
        CopycatScenario s = given(2).hand(0, "A9").deck(0, "A11").othersOut(0).build();

        s.when(0, new PlaceWorker("B3"), new UseOffice("B3"), new Declare(0));

        assertThat(s.player(0).hand()).containsExactly("A9");
        assertThat(s.player(0).deck()).containsExactly("A11");
        assertThat(s.events(CardsDrawn.class)).isEmpty();
        assertThat(s.top()).isNull();
    }

    @Test
    void exchange_withDeckAndDiscardEmptyPutsCardsAsideAndDrawsFewer() {
        // D8: the temp discard never joins the deck during a round
        CopycatScenario s = given(2).hand(0, "A9", "A10").othersOut(0).build();

        s.when(0, new PlaceWorker("B3"), new UseOffice("B3"), new Declare(2), new Discard("A9"), new Discard("A10"));

        assertThat(s.events(CardsDrawn.class)).isEmpty();
        assertThat(s.events(DiscardShuffled.class)).isEmpty();
        assertThat(s.player(0).hand()).isEmpty();
        assertThat(s.player(0).tempDiscard()).containsExactly("A9", "A10");
    }

    // --- FUNDRAISE --------------------------------------------------------------------------------------------

    @Test
    void fundraise_paysWithYellowCardsCharityCoinOfficeAndTrashOfficeThenDrawsUpToTheValue() {
        CopycatScenario s = given(2).office("O4", 0).worker(0, "B5").worker(0, "O4").othersOut(0)
                .hand(0, "29", "A9", "25", "51", "48", "A16", "A17")
                .deck(0, "A10", "A11", "A12", "A13", "A14", "A15", "A18").build();

        s.when(0, new PlayCard("29"));
        assertThat(s.events()).containsExactly(new CardPlayed(0, "29"), new CardResolved(0, "29", null),
                new EffectOpened(0, pending(Kind.FUNDRAISE)));
        assertThat(s.legal(0)).contains(new Pay("A9", null), new Pay("25", null), new Pay("51", null),
                new Pay(null, "B5"), new Pay(null, "O4"), new CopycatCommand.Draw(0))
                .doesNotContain(new Pay("48", null), new Pay("A16", null));
        assertThat(s.rejected(0, new Pay("48", null))).as("Garden Party cannot pay").isEqualTo("NOT_A_SOURCE");
        assertThat(s.rejected(0, new Pay("A16", null))).isEqualTo("NOT_A_SOURCE");

        s.when(0, new Pay("A9", null));
        assertThat(s.events()).containsExactly(new CardPlayed(0, "A9"), new CardSpent(0, "A9"),
                new EffectUpdated(0, pending(Kind.FUNDRAISE).withValue(1)));
        s.when(0, new Pay("25", null), new Pay("51", null));
        assertThat(s.top().value()).as("1 + 2 + 1 (Wife's Charity, coin option)").isEqualTo(4);

        s.when(0, new Pay(null, "B5"));
        assertThat(s.events()).contains(new OfficeActionUsed(0, "B5", null));
        assertThat(s.top().value()).isEqualTo(6);

        s.when(0, new Pay(null, "O4"), new Declare(2), new Trash("A16"), new Trash("A17"));
        assertThat(s.events()).contains(new CardTrashed(0, "A16"), new CardTrashed(0, "A17"));
        assertThat(s.events(CoinsGained.class)).as("the trash coins pay, they are not gained").isEmpty();
        assertThat(s.top()).isEqualTo(pending(Kind.FUNDRAISE).withValue(8));
        assertThat(s.state().removed()).contains("A16", "A17");

        assertThat(s.rejected(0, new CopycatCommand.Draw(9))).isEqualTo("INVALID_COUNT");
        s.when(0, new CopycatCommand.Draw(5));

        assertThat(s.events()).containsExactly(new EffectClosed(0),
                new CardsDrawn(0, 5, List.of("A10", "A11", "A12", "A13", "A14")));
        assertThat(s.top()).as("the remaining 3 coins are lost").isNull();
        assertThat(s.player(0).hand()).containsExactly("48", "A10", "A11", "A12", "A13", "A14");
        assertThat(s.uses(0, "A9")).as("spent sources are used up").isEqualTo(2);
        assertThat(s.uses(0, "25")).isEqualTo(2);
        assertThat(s.uses(0, "51")).isEqualTo(2);
        assertThat(s.player(0).coins()).as("no coins outlive the payment").isZero();

        // P3: the spent card and office give nothing more
        s.when(0, new Pass());
        assertThat(s.state().phase()).isEqualTo(Phase.BUYING);
        s.when(0, new LayOut());
        assertThat(s.events(OfficeActionUsed.class)).isEmpty();
        assertThat(s.player(0).coins()).as("A10-A14 only").isEqualTo(5);
        assertThat(s.rejected(0, new UseOffice("O4"))).isEqualTo("NOT_NOW");
    }

    @Test
    void fundraise_officePaidInActionsCannotBeReusedForCoinsInBuying() {
        // D18: a source used to pay is consumed and gives nothing in P3, not even through Team Bonus
        CopycatScenario s = given(2).worker(0, "B5").othersOut(0).hand(0, "29", "42").deck(0, "A10", "A11").build();
        s.when(0, new PlayCard("29"), new Pay(null, "B5"), new CopycatCommand.Draw(2), new Pass());
        assertThat(s.state().phase()).isEqualTo(Phase.BUYING);

        s.when(0, new LayOut());

        assertThat(s.player(0).coins()).isEqualTo(2);
        assertThat(s.legal(0)).doesNotContain(new Activate("42"));
        assertThat(s.rejected(0, new Activate("42"))).isEqualTo("NO_TARGET");
    }

    @Test
    void fundraise_resolvedAgainByTheAllocationOfficeMustBePaidAgain() {
        CopycatScenario s = given(2).worker(0, "B6").othersOut(0).hand(0, "29", "A9", "25")
                .deck(0, "A10", "A11", "A12").build();
        s.when(0, new PlayCard("29"), new Pay("A9", null), new CopycatCommand.Draw(1));

        s.when(0, new UseOffice("B6"), new Reuse("29"));
        assertThat(s.events()).contains(new CardResolved(0, "29", "B6"), new CardSetAside(0, "29"));
        assertThat(s.top()).as("a fresh payment, nothing carried over").isEqualTo(pending(Kind.FUNDRAISE));
        assertThat(s.legal(0)).contains(new Pay("25", null)).doesNotContain(new Pay("A9", null),
                new CopycatCommand.Draw(1));

        s.when(0, new Pay("25", null), new CopycatCommand.Draw(2));
        assertThat(s.player(0).hand()).containsExactly("A10", "A11", "A12");
    }

    // --- WORKERS(+n) ------------------------------------------------------------------------------------------

    @Test
    void workers_smallPrCampaignHiresOneTemporaryWorker() {
        CopycatScenario s = given(2).hand(0, "22").othersOut(0).build();

        s.when(0, new PlayCard("22"));

        assertThat(s.events()).containsExactly(new CardPlayed(0, "22"), new CardResolved(0, "22", null),
                new WorkersHired(0, 1));
        assertThat(s.player(0).temps()).isEqualTo(1);
        assertThat(s.player(0).available()).isEqualTo(4);
    }

    @Test
    void workers_hugePrCampaignHiresTwoButNeverBeyondFourPerRound() {
        CopycatScenario s = given(2).hand(0, "41", "53").temps(0, 1).othersOut(0).build();

        s.when(0, new PlayCard("41"));
        assertThat(s.events()).contains(new WorkersHired(0, 2));
        assertThat(s.player(0).temps()).isEqualTo(3);

        s.when(0, new PlayCard("53"));
        assertThat(s.events()).contains(new WorkersHired(0, 1));
        assertThat(s.player(0).temps()).as("the fourth is the last; the rest is lost").isEqualTo(4);
        assertThat(s.player(0).available()).isEqualTo(7);
    }

    @Test
    void workers_nothingIsHiredOnceFourTemporaryWorkersAreOut() {
        CopycatScenario s = given(2).hand(0, "22").temps(0, 4).othersOut(0).build();

        s.when(0, new PlayCard("22"));

        assertThat(s.events()).containsExactly(new CardPlayed(0, "22"), new CardResolved(0, "22", null));
        assertThat(s.player(0).temps()).isEqualTo(4);
    }

    // --- EXTRA_OFFICE -----------------------------------------------------------------------------------------

    @Test
    void extraOffice_placesAnotherWorkerInAnEmptyOfficeTakingItsTokensThenOffersTheBlueOfficesAction() {
        CopycatScenario s = given(2).hand(0, "19").deck(0, "A9").office("B1", 2).worker(1, "B8")
                .othersOut(0).build();

        s.when(0, new PlayCard("19"));
        assertThat(s.events()).containsExactly(new CardPlayed(0, "19"), new CardResolved(0, "19", null),
                new EffectOpened(0, pending(Kind.PLACE)));
        assertThat(s.legal(0)).contains(new PlaceWorker("B1"), new Decline()).doesNotContain(new PlaceWorker("B8"));
        assertThat(s.rejected(0, new PlaceWorker("B8"))).isEqualTo("OFFICE_NOT_ELIGIBLE");

        s.when(0, new PlaceWorker("B1"));
        assertThat(s.events()).containsExactly(new WorkerPlaced(0, "B1", false, 2), new EffectClosed(0), new EffectOpened(0, new Pending(Kind.OFFICE_ACTION, null, "B1", 0, 0)));
        s.when(0, new UseOffice("B1"));

        assertThat(s.events()).containsExactly(new EffectClosed(0), new OfficeActionUsed(0, "B1", null),
                new CardsDrawn(0, 1, List.of("A9")));
        assertThat(s.player(0).tokens()).isEqualTo(2);
        assertThat(s.office("B1").tokens()).isZero();
        assertThat(s.state().turnPlaced()).as("the turn's own placement is still to come").isFalse();
        assertThat(s.awaiting()).containsExactly(0);
        assertThat(s.legal(0)).contains(new PlaceWorker("B2"));
    }

    @Test
    void extraOffice_mayBeDeclined() {
        CopycatScenario s = given(2).hand(0, "19").othersOut(0).build();

        s.when(0, new PlayCard("19"), new Decline());

        assertThat(s.top()).isNull();
        assertThat(s.player(0).placed()).isZero();
        assertThat(s.awaiting()).containsExactly(0);
    }

    // --- ELBOWS -----------------------------------------------------------------------------------------------

    @Test
    void elbows_joinsAnOfficeHoldingAnotherPlayersWorkerWithoutTokensAndGetsTheFullAction() {
        CopycatScenario s = given(3).hand(0, "23").deck(0, "A9", "A10").worker(1, "B2", 1).office("B2", 1)
                .worker(0, "B4").worker(2, "B4").othersOut(0).build();

        s.when(0, new PlayCard("23"));
        assertThat(s.top()).isEqualTo(pending(Kind.PLACE_ELBOWS));
        assertThat(s.legal(0)).as("only B2: B4 holds one of seat 0's workers, the rest are empty")
                .containsExactlyInAnyOrder(new PlaceWorker("B2"), new Decline());
        assertThat(s.rejected(0, new PlaceWorker("B1"))).isEqualTo("OFFICE_NOT_ELIGIBLE");
        assertThat(s.rejected(0, new PlaceWorker("B4"))).isEqualTo("OFFICE_NOT_ELIGIBLE");

        s.when(0, new PlaceWorker("B2"), new UseOffice("B2"));

        assertThat(s.events()).containsExactly(new WorkerPlaced(0, "B2", true, 0), new EffectClosed(0), new EffectOpened(0, new Pending(Kind.OFFICE_ACTION, null, "B2", 0, 0)),
                new EffectClosed(0), new OfficeActionUsed(0, "B2", null), new CardsDrawn(0, 2, List.of("A9", "A10")));
        assertThat(s.office("B2").workers()).containsExactly(new Worker(1, 1, false), new Worker(0, 1, true));
        assertThat(s.office("B2").tokens()).as("ELBOWS takes no tokens").isEqualTo(1);
        assertThat(s.player(0).tokens()).isZero();
    }

    // --- TRASH_FOR_WORKER -------------------------------------------------------------------------------------

    @Test
    void trashForWorker_removesAnotherHandCardFromTheGameForOneTemporaryWorker() {
        CopycatScenario s = given(2).hand(0, "21", "1", "A9").othersOut(0).build();

        s.when(0, new PlayCard("21"));
        assertThat(s.top()).isEqualTo(pending(Kind.TRASH_FOR_WORKER));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new Trash("1"), new Trash("A9"), new Decline());

        s.when(0, new Trash("1"));

        assertThat(s.events()).containsExactly(new CardTrashed(0, "1"), new EffectClosed(0), new WorkersHired(0, 1));
        assertThat(s.state().removed()).containsExactly("1");
        assertThat(s.player(0).hand()).containsExactly("A9");
        assertThat(s.player(0).temps()).isEqualTo(1);
    }

    @Test
    void trashForWorker_declinedKeepsTheCardAndHiresNobody() {
        CopycatScenario s = given(2).hand(0, "21", "1").othersOut(0).build();

        s.when(0, new PlayCard("21"), new Decline());

        assertThat(s.player(0).hand()).containsExactly("1");
        assertThat(s.player(0).temps()).isZero();
        assertThat(s.state().removed()).isEmpty();
    }

    // --- TRASH_FOR_COINS(n) -----------------------------------------------------------------------------------

    @Test
    void trashForCoins_declaresTheCountThenRemovesCardsForOneCoinEach() {
        CopycatScenario s = given(2).buying().office("O4", 0).worker(0, "O4").hand(0, "A9", "1", "4", "A16").build();

        s.when(0, new UseOffice("O4"));
        assertThat(s.events()).containsExactly(new OfficeActionUsed(0, "O4", null),
                new EffectOpened(0, new Pending(Kind.TRASH_COUNT, null, "O4", 2, 0)));
        assertThat(s.rejected(0, new Trash("1"))).as("declare first").isEqualTo("EXPECTED_OTHER_CHOICE");
        assertThat(s.rejected(0, new Declare(3))).isEqualTo("INVALID_COUNT");

        s.when(0, new Declare(2), new Trash("1"), new Trash("4"));

        assertThat(s.events(CardTrashed.class)).containsExactly(new CardTrashed(0, "1"), new CardTrashed(0, "4"));
        assertThat(s.events(CoinsGained.class)).containsExactly(new CoinsGained(0, 1, true), new CoinsGained(0, 1, true));
        assertThat(s.state().removed()).containsExactly("1", "4");
        assertThat(s.player(0).coins()).isEqualTo(2);
        assertThat(s.player(0).step()).isEqualTo(BuyingStep.BEFORE_LAYOUT);

        s.when(0, new LayOut());
        assertThat(s.player(0).coins()).isEqualTo(3);
        assertThat(s.player(0).coinBase()).as("trash coins are first uses (D12)").isEqualTo(3);
    }

    // --- BUY(n) -----------------------------------------------------------------------------------------------

    @Test
    void buy_onePermitBuysOneCardAtCostPlusSlotSurcharge() {
        CopycatScenario s = given(2).buying().hand(0, "A9", "A10", "A11", "A12").worker(0, "B8")
                .street("19", null, null, null, "27", null, null, null, "21").build();

        s.when(0, new LayOut());
        assertThat(s.events()).endsWith(new OfficeActionUsed(0, "B8", null), new PermitsGained(0, 1));
        s.when(0, new StartBuying());
        assertThat(s.legal(0)).contains(new Buy(1), new Buy(5), new Buy(9));

        s.when(0, new Buy(5));

        assertThat(s.events()).containsExactly(new CardBought(0, "27", 5, 4, List.of()));
        assertThat(s.player(0).coins()).isZero();
        assertThat(s.player(0).tempDiscard()).containsExactly("27");
        assertThat(s.state().street().get(4)).isNull();
        assertThat(s.rejected(0, new Buy(1))).isEqualTo("NO_PERMIT");
    }

    @Test
    void buy_refusedBeyondTheCoins() {
        CopycatScenario s = given(2).buying().hand(0, "A9", "A10", "A11").worker(0, "B8")
                .street(null, null, null, null, "27").build();
        s.when(0, new LayOut(), new StartBuying());

        assertThat(s.rejected(0, new Buy(5))).as("3 + 1 > 3").isEqualTo("CANNOT_AFFORD");
    }

    // --- SPECIAL_BUY ------------------------------------------------------------------------------------------

    @Test
    void specialBuy_closesGapsRefillsFromTheDeckThenBuysOneCardAtItsNewSlotPrice() {
        CopycatScenario s = given(2).buying().hand(0, "A9", "A10", "A11").worker(0, "B9")
                .street(null, "25", null, "22", "27", "20", null, "24", "21", "26", null)
                .actionDeck("37", "38").build();
        s.when(0, new LayOut(), new StartBuying());
        assertThat(s.rejected(0, new Buy(5))).as("no permit yet").isEqualTo("NO_PERMIT");

        s.when(0, new UseOffice("B9"));

        assertThat(s.events()).containsExactly(new OfficeActionUsed(0, "B9", null),
                new StreetClosedUp(CopycatScenario.list("25", "22", "27", "20", "24", "21", "26", "37", "38", null, null),
                        List.of("37", "38")),
                new PermitsGained(0, 1));
        assertThat(s.state().actionDeck()).isEmpty();
        assertThat(s.view(io.tabletop.engine.Viewer.SPECTATOR).street().get(2).price()).isEqualTo(3);

        s.when(0, new Buy(3));
        assertThat(s.events()).containsExactly(new CardBought(0, "27", 3, 3, List.of()));
        assertThat(s.rejected(0, new UseOffice("B9"))).isEqualTo("OFFICE_USED");
    }

    // --- REUSE_CARD -------------------------------------------------------------------------------------------

    @Test
    void reuseCard_inActionsResolvesAPurpleCardAgainWhichThenGoesToTempDiscard() {
        CopycatScenario s = given(2).worker(0, "B6").played(0, "22", 1).temps(0, 1).othersOut(0).build();

        s.when(0, new UseOffice("B6"));
        assertThat(s.events()).containsExactly(new OfficeActionUsed(0, "B6", null),
                new EffectOpened(0, new Pending(Kind.REUSE_CARD, null, "B6", 0, 0)));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new Reuse("22"), new Decline());

        s.when(0, new Reuse("22"));

        assertThat(s.events()).containsExactly(new EffectClosed(0), new CardResolved(0, "22", "B6"),
                new WorkersHired(0, 1), new CardSetAside(0, "22"));
        assertThat(s.player(0).temps()).isEqualTo(2);
        assertThat(s.playArea(0)).isEmpty();
        assertThat(s.player(0).tempDiscard()).containsExactly("22");
        assertThat(s.rejected(0, new UseOffice("B6"))).as("once").isEqualTo("OFFICE_USED");
    }

    @Test
    void reuseCard_inBuyingTargetsYellowCardsButNotBlueOnes() {
        CopycatScenario s = given(2).buying().worker(0, "B6").played(0, "27", 1).hand(0, "A9").build();
        s.when(0, new LayOut(), new UseOffice("B6"));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new Reuse("A9"), new Decline());
        assertThat(s.rejected(0, new Reuse("27"))).as("blue acts only in P2").isEqualTo("NOT_A_TARGET");

        s.when(0, new Reuse("A9"));

        assertThat(s.events()).containsExactly(new EffectClosed(0), new CardResolved(0, "A9", "B6"),
                new CoinsGained(0, 1, false), new CardSetAside(0, "A9"));
        assertThat(s.player(0).coins()).isEqualTo(2);
        assertThat(s.player(0).tempDiscard()).containsExactly("A9");
    }

    @Test
    void reuseCard_inActionsCannotTargetYellowCards() {
        // (constructed: a yellow card resolved once in the play area during P2, so only its colour disqualifies it)
        CopycatScenario s = given(2).worker(0, "B6").played(0, "A9", 1).othersOut(0).build();

        assertThat(s.legal(0)).doesNotContain(new UseOffice("B6"));
        assertThat(s.rejected(0, new UseOffice("B6"))).isEqualTo("NO_TARGET");
    }

    // --- REUSE_WORKER -----------------------------------------------------------------------------------------

    @Test
    void reuseWorker_usesTheSameOfficesActionAgainWithoutTokensAndASecondResolutionPicksAnotherWorker() {
        CopycatScenario s = given(2).worker(0, "B2", 1).worker(0, "B1", 1).worker(0, "B6").temps(0, 1).tokens(0, 1)
                .hand(0, "42").deck(0, "A9", "A10", "A11", "A12").othersOut(0).build();

        s.when(0, new PlayCard("42"));
        assertThat(s.events()).containsExactly(new CardPlayed(0, "42"), new CardResolved(0, "42", null),
                new EffectOpened(0, new Pending(Kind.REUSE_WORKER, "42", null, 0, 0)));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new CopycatCommand.ReuseWorker("B1"),
                new CopycatCommand.ReuseWorker("B2"), new Decline());
        assertThat(s.rejected(0, new CopycatCommand.ReuseWorker("B6"))).as("B6 has not acted yet")
                .isEqualTo("NOT_A_TARGET");
        assertThat(s.rejected(0, new CopycatCommand.ReuseWorker("B4"))).isEqualTo("NOT_A_TARGET");

        s.when(0, new CopycatCommand.ReuseWorker("B2"));

        assertThat(s.events()).containsExactly(new EffectClosed(0), new OfficeActionUsed(0, "B2", "42"),
                new CardsDrawn(0, 2, List.of("A9", "A10")));
        assertThat(s.events(WorkerPlaced.class)).isEmpty();
        assertThat(s.player(0).tokens()).as("no tokens again").isEqualTo(1);
        assertThat(s.office("B2").workerOf(0).uses()).isEqualTo(2);
        assertThat(s.player(0).played("42").target()).isEqualTo("B2");

        // the Team Bonus resolves a second time (Allocation Office): another worker only
        s.when(0, new UseOffice("B6"), new Reuse("42"));
        assertThat(s.events()).contains(new CardResolved(0, "42", "B6"),
                new EffectOpened(0, new Pending(Kind.REUSE_WORKER, "42", "B2", 0, 0)), new CardSetAside(0, "42"));
        assertThat(s.legal(0)).contains(new CopycatCommand.ReuseWorker("B1"))
                .doesNotContain(new CopycatCommand.ReuseWorker("B2"));
        assertThat(s.rejected(0, new CopycatCommand.ReuseWorker("B2"))).isEqualTo("NOT_A_TARGET");

        s.when(0, new CopycatCommand.ReuseWorker("B1"));
        assertThat(s.events()).containsExactly(new EffectClosed(0), new OfficeActionUsed(0, "B1", "42"),
                new CardsDrawn(0, 1, List.of("A11")));
    }

    @Test
    void reuseWorker_inBuyingReusesAYellowOfficeButNotABlueOneAndItsCoinsAreNotBase() {
        CopycatScenario s = given(2).buying().hand(0, "42", "A9").worker(0, "B5").worker(0, "B2", 1).build();
        s.when(0, new LayOut());
        assertThat(s.uses(0, "42")).as("Team Bonus waits to be activated").isZero();

        s.when(0, new Activate("42"));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new CopycatCommand.ReuseWorker("B5"), new Decline());
        assertThat(s.rejected(0, new CopycatCommand.ReuseWorker("B2"))).isEqualTo("NOT_A_TARGET");

        s.when(0, new CopycatCommand.ReuseWorker("B5"));

        assertThat(s.events()).containsExactly(new EffectClosed(0), new OfficeActionUsed(0, "B5", "42"),
                new CoinsGained(0, 2, false));
        assertThat(s.player(0).coins()).isEqualTo(5);
        assertThat(s.player(0).coinBase()).isEqualTo(3);
    }

    @Test
    void reuseWorker_onAPurpleExtraOfficeOfficeOffersAnotherPlacement() {
        CopycatScenario s = given(3).office("R2", 0).worker(0, "R2", 1).hand(0, "42").deck(0, "A9").othersOut(0)
                .build();

        s.when(0, new PlayCard("42"), new CopycatCommand.ReuseWorker("R2"));
        assertThat(s.events()).endsWith(new OfficeActionUsed(0, "R2", "42"), new EffectOpened(0, pending(Kind.PLACE)));

        s.when(0, new PlaceWorker("B1"), new UseOffice("B1"));
        assertThat(s.events()).startsWith(new WorkerPlaced(0, "B1", false, 0), new EffectClosed(0), new EffectOpened(0, new Pending(Kind.OFFICE_ACTION, null, "B1", 0, 0)),
                new EffectClosed(0), new OfficeActionUsed(0, "B1", null), new CardsDrawn(0, 1, List.of("A9")));
        assertThat(s.state().turnPlaced()).as("an extra placement, not the turn's own").isFalse();
        assertThat(s.player(0).placed()).isEqualTo(2);
    }

    // --- COPY_CARD --------------------------------------------------------------------------------------------

    @Test
    void copyCard_inBuyingResolvesAnotherCardOnceMoreWhichThenGoesToTempDiscard() {
        CopycatScenario s = given(2).buying().hand(0, "50", "24", "A9").worker(0, "B6").build();
        s.when(0, new LayOut());
        s.when(0, new Activate("50"));
        assertThat(s.events()).containsExactly(new CardResolved(0, "50", null),
                new EffectOpened(0, new Pending(Kind.COPY, "50", null, 0, 0)));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new Copy("24"), new Copy("A9"), new Decline());

        s.when(0, new Copy("24"));

        assertThat(s.events()).containsExactly(new EffectClosed(0), new CardResolved(0, "24", "50"),
                new VpGained(0, 3), new CardSetAside(0, "24"));
        assertThat(s.player(0).pendingVp()).isEqualTo(6);
        assertThat(s.player(0).tempDiscard()).containsExactly("24");
        // the copy was 24's second use: the Allocation Office can no longer pick it (D11)
        s.when(0, new UseOffice("B6"));
        assertThat(s.legal(0)).doesNotContain(new Reuse("24")).contains(new Reuse("A9"));
        assertThat(s.rejected(0, new Reuse("24"))).isEqualTo("NOT_A_TARGET");
    }

    @Test
    void copyCard_inActionsCopiesAPurpleCard() {
        CopycatScenario s = given(2).hand(0, "50", "22").othersOut(0).build();
        s.when(0, new PlayCard("22"), new PlayCard("50"));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new Copy("22"), new Decline());

        s.when(0, new Copy("22"));

        assertThat(s.events()).containsExactly(new EffectClosed(0), new CardResolved(0, "22", "50"),
                new WorkersHired(0, 1), new CardSetAside(0, "22"));
        assertThat(s.player(0).temps()).isEqualTo(2);
    }

    // --- KEEP_CARDS -------------------------------------------------------------------------------------------

    @Test
    void keepCards_setsHandCardsAsideHiddenAndTheyJoinTheNextHandAfterTheFiveDrawn() {
        CopycatScenario s = given(2).buying().bus(1, 0).turn(0).done(1).actionDeck("37", "62")
                .hand(0, "33", "27", "A9", "A10").deck(0, "A11", "A12", "A13", "A14", "A15")
                .deck(1, "B9", "B10", "B11", "B12", "B13").build();

        s.when(0, new PlayCard("33"));
        assertThat(s.events()).containsExactly(new CardPlayed(0, "33"), new CardResolved(0, "33", null),
                new EffectOpened(0, new Pending(Kind.KEEP, "33", null, 0, 0)));
        s.when(0, new Keep("27"), new Keep("A9"), new Done());
        assertThat(s.player(0).kept()).containsExactly("27", "A9");
        assertThat(s.view(io.tabletop.engine.Viewer.seat(1)).players().get(0).kept()).isNull();
        assertThat(s.view(io.tabletop.engine.Viewer.seat(1)).players().get(0).keptCount()).isEqualTo(2);

        s.when(0, new LayOut());
        assertThat(s.event(HandLaidOut.class).cards()).containsExactly("A10");

        s.when(0, new StartBuying(), new EndTurn());

        assertThat(s.state().round()).isEqualTo(2);
        assertThat(s.state().phase()).isEqualTo(Phase.PLANNING);
        assertThat(s.events()).containsSubsequence(new RoundStarted(2),
                new CardsDrawn(0, 5, List.of("A11", "A12", "A13", "A14", "A15")),
                new KeptCardsTaken(0, 2, List.of("27", "A9")));
        assertThat(s.player(0).hand()).containsExactly("A11", "A12", "A13", "A14", "A15", "27", "A9");
        assertThat(s.player(0).kept()).isEmpty();
        assertThat(s.player(0).discard()).containsExactly("33", "A10");
    }

    @Test
    void keepCards_secondResolutionDoesNothing() {
        CopycatScenario s = given(2).buying().hand(0, "33", "50", "A9").build();
        s.when(0, new PlayCard("33"), new Done(), new LayOut(), new Activate("50"));
        assertThat(s.legal(0)).contains(new Copy("33"));

        s.when(0, new Copy("33"));

        assertThat(s.events()).containsExactly(new EffectClosed(0), new CardResolved(0, "33", "50"),
                new CardSetAside(0, "33"));
        assertThat(s.top()).isNull();
        assertThat(s.player(0).kept()).isEmpty();
    }
}
