package io.tabletop.games.copycat;

import static io.tabletop.games.copycat.CopycatScenario.CAT;
import static io.tabletop.games.copycat.CopycatScenario.RULES;
import static io.tabletop.games.copycat.CopycatScenario.given;
import static io.tabletop.games.copycat.CopycatScenario.lastBuyer;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.copycat.CopycatCommand.*;
import io.tabletop.games.copycat.CopycatEvent.*;
import io.tabletop.games.copycat.CopycatScenario.ScriptedRng;
import io.tabletop.games.copycat.Pending.Kind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One named test per rule decision D1-D27 of rules/copycat.md §6, each asserting the outcome the decision fixes
 * (D28-D31 are in {@link CopycatRulesReviewTest}).
 */
class CopycatDecisionsTest {

    private static CopycatScenario.Builder actions(int seats) {
        return given(seats).othersOut(0);
    }

    @Test
    void d01_allOfficesUsableFromRoundOne() {
        CopycatScenario s = actions(2).office("O1", 0).hand(0, "A9", "A10").street("19").build();
        assertThat(s.state().round()).isEqualTo(1);
        assertThat(s.legal(0)).contains(new PlaceWorker("B1"), new PlaceWorker("B2"), new PlaceWorker("B3"),
                new PlaceWorker("B4"), new PlaceWorker("B5"), new PlaceWorker("B6"), new PlaceWorker("B7"),
                new PlaceWorker("B8"), new PlaceWorker("B9"), new PlaceWorker("B10"), new PlaceWorker("O1"));

        s.when(0, new PlaceWorker("B8"));
        assertThat(s.events(OfficeActionUsed.class)).as("a yellow office waits for P3").isEmpty();
        s.when(0, new Pass());
        assertThat(s.state().phase()).isEqualTo(Phase.BUYING);
        s.when(0, new LayOut());
        assertThat(s.events()).contains(new PermitsGained(0, 1));
        s.when(0, new StartBuying(), new Buy(1));

        assertThat(s.events()).contains(new CardBought(0, "19", 1, 1, List.of()));
    }

    @Test
    void d02_blueAndPurpleCardsInBuyingPhaseAreLaidOutWithoutEffectAndDiscardedNotRemoved() {
        CopycatScenario s = lastBuyer().hand(0, "27", "22", "1", "A14").worker(0, "B6").build();

        s.when(0, new LayOut());
        assertThat(s.playArea(0)).containsExactly("27", "22", "1", "A14");
        assertThat(s.events(CardResolved.class)).containsExactly(new CardResolved(0, "A14", null));
        assertThat(s.events(CardsDrawn.class)).isEmpty();
        assertThat(s.events(WorkersHired.class)).isEmpty();
        assertThat(s.uses(0, "27")).isZero();
        assertThat(s.uses(0, "22")).isZero();
        assertThat(s.legal(0)).as("no second use of an unused blue or purple card either")
                .contains(new UseOffice("B6"));
        s.when(0, new UseOffice("B6"));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new Reuse("A14"), new Decline());
        s.when(0, new Decline(), new StartBuying(), new EndTurn());

        assertThat(s.state().round()).isEqualTo(2);
        assertThat(s.player(0).discard()).contains("27", "22", "1", "A14");
        assertThat(s.state().removed()).doesNotContain("27", "22", "1");
    }

    @Test
    void d03_tiedTurnOrderReversesThePreviousBusAndRevealedCardsGoToTempDiscard() {
        CopycatScenario s = given(2).planning().bus(1, 0).hand(0, "A18", "A9").hand(1, "B18", "B9").build();
        assertThat(s.awaiting()).containsExactly(0, 1);
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new ChooseTurnCard("A18"), new ChooseTurnCard("A9"));
        assertThat(s.rejected(0, new PlaceWorker("B1"))).isEqualTo("WRONG_PHASE");

        s.when(0, new ChooseTurnCard("A18"));
        assertThat(s.events()).containsExactly(new TurnCardChosen(0, "A18"));
        assertThat(s.awaiting()).containsExactly(1);
        assertThat(s.rejected(0, new ChooseTurnCard("A9"))).isEqualTo("ALREADY_CHOSEN");

        s.when(1, new ChooseTurnCard("B18"));

        assertThat(s.events()).containsExactly(new TurnCardChosen(1, "B18"),
                new TurnOrderDecided(List.of(new Reveal(0, "A18", 18), new Reveal(1, "B18", 18)), List.of(0, 1)),
                new PhaseStarted(Phase.ACTIONS), new TurnStarted(0));
        assertThat(s.player(0).tempDiscard()).containsExactly("A18");
        assertThat(s.player(1).tempDiscard()).containsExactly("B18");
    }

    @Test
    void d03_tieGroupsReverseIndependently_twoSwap_threeSwapFirstAndLast_fourReverse() {
        assertThat(TurnOrder.decide(Map.of(0, 18, 1, 18), List.of(0, 1))).containsExactly(1, 0);
        assertThat(TurnOrder.decide(Map.of(0, 17, 1, 17, 2, 17), List.of(2, 0, 1))).containsExactly(1, 0, 2);
        assertThat(TurnOrder.decide(Map.of(0, 16, 1, 16, 2, 16, 3, 16), List.of(3, 1, 0, 2)))
                .containsExactly(2, 0, 1, 3);
        assertThat(TurnOrder.decide(Map.of(0, 20, 1, 18, 2, 18, 3, 20), List.of(0, 1, 2, 3)))
                .as("two tie groups, each reversed on its own").containsExactly(3, 0, 2, 1);
        assertThat(TurnOrder.decide(Map.of(0, 9, 1, 27, 2, 16), List.of(1, 2, 0)))
                .as("no tie: highest first").containsExactly(1, 2, 0);
    }

    @Test
    void d03_theRevealedCardHasNoEffect() {
        CopycatScenario s = given(2).planning().hand(0, "27", "A9").hand(1, "B9").deck(0, "A10", "A11").build();

        s.when(0, new ChooseTurnCard("27"));
        s.when(1, new ChooseTurnCard("B9"));

        assertThat(s.event(TurnOrderDecided.class).bus()).containsExactly(0, 1);
        assertThat(s.events(CardResolved.class)).isEmpty();
        assertThat(s.events(CardsDrawn.class)).isEmpty();
        assertThat(s.player(0).tempDiscard()).containsExactly("27");
        assertThat(s.player(0).hand()).containsExactly("A9");
    }

    @Test
    void d04_eachCardAndEachWorkerResolveAtMostTwicePerRound() {
        // (a) a card resolved a second time is set aside: the second Allocation Office cannot pick it
        CopycatScenario a = given(2).buying().office("O10", 0).worker(0, "B6").worker(0, "O10").hand(0, "A14", "25")
                .build();
        a.when(0, new LayOut(), new UseOffice("B6"), new Reuse("25"), new UseOffice("O10"));
        assertThat(a.legal(0)).containsExactlyInAnyOrder(new Reuse("A14"), new Decline());
        assertThat(a.rejected(0, new Reuse("25"))).isEqualTo("NOT_A_TARGET");
        assertThat(a.player(0).tempDiscard()).containsExactly("25");

        // (b) a worker's action used again once cannot be used a third time by a second Team Bonus
        CopycatScenario b = given(2).buying().worker(0, "B5").hand(0, "42", "54").build();
        b.when(0, new LayOut(), new Activate("42"), new CopycatCommand.ReuseWorker("B5"));
        assertThat(b.office("B5").workerOf(0).uses()).isEqualTo(2);
        assertThat(b.legal(0)).doesNotContain(new Activate("54"));
        assertThat(b.rejected(0, new Activate("54"))).isEqualTo("NO_TARGET");
        assertThat(b.player(0).coins()).isEqualTo(4);

        // (c) doublers: two Garden Parties and a reuse add C_base twice only
        CopycatScenario c = given(2).buying().worker(0, "B6").hand(0, "48", "55", "A14").build();
        c.when(0, new LayOut(), new UseOffice("B6"), new Reuse("55"), new StartBuying());
        assertThat(c.player(0).coins()).isEqualTo(3);

        // (e) a doctorate never resolves: it goes straight to the trophy area
        CopycatScenario e = given(2).buying().worker(0, "B8").hand(0, "A14", "A15").slot(1, "63").build();
        e.when(0, new LayOut(), new StartBuying(), new BuyDoctorate(1, 2));
        assertThat(e.history()).noneMatch(x -> x instanceof CardResolved r && r.card().equals("63"));
        assertThat(e.player(0).played("63")).isNull();
        assertThat(e.player(0).trophies()).containsExactly("63");
    }

    @Test
    void d04_keepCardsSecondResolutionHasNoEffect() {
        CopycatScenario s = given(2).buying().hand(0, "33", "56", "A14", "A15").build();
        s.when(0, new PlayCard("33"), new Keep("A15"), new Done(), new LayOut(), new Activate("56"), new Copy("33"));

        assertThat(s.events(EffectOpened.class)).as("no second KEEP").extracting(e -> e.effect().kind())
                .containsExactly(Kind.KEEP, Kind.COPY);
        assertThat(s.events()).endsWith(new CardResolved(0, "33", "56"), new CardSetAside(0, "33"));
        assertThat(s.player(0).kept()).containsExactly("A15");
    }

    @Test
    void d05_doctoratePricedAsSlotSurchargePlusXWithXVpAndRedsToItsLeftTaken() {
        CopycatScenario s = given(2).buying().worker(0, "B8").hand(0, "A9", "A10", "A11", "A12", "A13")
                .street(null, "1", null, null, "62").build();
        assertThat(s.view(Viewer.SPECTATOR).street().get(4).price()).as("the surcharge only").isEqualTo(1);
        s.when(0, new LayOut(), new StartBuying());
        assertThat(s.legal(0)).contains(new BuyDoctorate(5, 1), new BuyDoctorate(5, 4))
                .doesNotContain(new BuyDoctorate(5, 0), new BuyDoctorate(5, 5));

        s.when(0, new BuyDoctorate(5, 4));

        assertThat(s.events()).containsExactly(new DoctorateBought(0, "62", 5, 5, 4, List.of("1")));
        assertThat(s.player(0).pendingVp()).isEqualTo(4);
        s.when(0, new EndTurn());
        assertThat(s.player(0).vp()).isEqualTo(4);

        CopycatScenario noPermit = given(2).buying().hand(0, "A9", "A10").slot(1, "62").build();
        noPermit.when(0, new LayOut(), new StartBuying());
        assertThat(noPermit.rejected(0, new BuyDoctorate(1, 1))).isEqualTo("NO_PERMIT");
    }

    @Test
    void d06_slotsThatCannotBeRefilledStayEmptyAndSurchargesFollowSlotPosition() {
        CopycatScenario s = lastBuyer().street("19", "25").actionDeck("62").build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).contains(new StreetCleared(List.of("19"),
                CopycatScenario.list("25", "62", null, null, null, null, null, null, null, null, null), List.of("62")));
        assertThat(s.state().street()).hasSize(11).containsOnlyOnce("25", "62");
        assertThat(s.state().actionDeck()).isEmpty();

        CopycatScenario gaps = given(2).buying().worker(0, "B9").hand(0, "A9", "A10", "A11")
                .street(null, "25", null, null, null, null, null, null, "26").build();
        assertThat(gaps.view(Viewer.SPECTATOR).street().get(8).price()).as("slot 9: 3 + 2").isEqualTo(5);
        gaps.when(0, new LayOut(), new StartBuying(), new UseOffice("B9"));
        assertThat(gaps.events()).contains(new StreetClosedUp(
                CopycatScenario.list("25", "26", null, null, null, null, null, null, null, null, null), List.of()));
        assertThat(gaps.view(Viewer.SPECTATOR).street().get(1).price()).as("now in slot 2").isEqualTo(3);
    }

    @Test
    void d07_noHandLimitAndAtMostThreePlusFourWorkers() {
        CopycatScenario s = actions(2).office("O1", 0)
                .hand(0, "A9", "A10", "A11", "A12", "A13", "A14", "A15", "A16", "A17", "A18")
                .deck(0, "25", "26", "36").build();
        s.when(0, new PlaceWorker("O1"), new UseOffice("O1"));
        assertThat(s.player(0).hand()).hasSize(13);
        assertThat(s.top()).isNull();
        s.when(0, new Pass(), new LayOut());
        assertThat(s.event(HandLaidOut.class).cards()).hasSize(13);
        assertThat(s.player(0).coins()).isEqualTo(13);

        CopycatScenario w = actions(2).temps(0, 4).hand(0, "22").build();
        assertThat(w.player(0).available()).isEqualTo(7);
        w.when(0, new PlayCard("22"));
        assertThat(w.events(WorkersHired.class)).isEmpty();
        assertThat(w.player(0).available()).isEqualTo(7);
    }

    @Test
    void d08_reshuffleOnlyWhenADrawFindsTheDeckEmpty() {
        CopycatScenario s = lastBuyer().discard(0, "A14").hand(0, "A15").build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).contains(new CardsDrawn(0, 5, List.of("A9", "A10", "A11", "A12", "A13")));
        assertThat(s.events(DiscardShuffled.class)).as("the deck had exactly five cards").isEmpty();
        assertThat(s.player(0).deck()).isEmpty();
        assertThat(s.player(0).discard()).as("waits for the next draw").containsExactly("A14", "A15");

        // round 2: the first draw that finds the deck empty shuffles the discard
        ScriptedRng rng = new ScriptedRng().order("A15", "A14");
        CopycatScenario next = CopycatScenario.from(s.state(), rng);
        next.when(0, new ChooseTurnCard("A13"));
        next.when(1, new ChooseTurnCard("B13"));
        assertThat(next.awaiting()).containsExactly(0);
        next.when(0, new PlaceWorker("B1"), new UseOffice("B1"));
        assertThat(next.events()).containsSubsequence(new DiscardShuffled(0, 2, List.of("A15", "A14")),
                new CardsDrawn(0, 1, List.of("A15")));
    }

    @Test
    void d09_teamBonusUsesTheSameOfficesActionAgainWithoutTokensAndASecondResolutionNeedsAnotherWorker() {
        CopycatScenario s = given(2).buying().worker(0, "B7").worker(0, "B5").tokens(0, 2).hand(0, "42", "50", "A14")
                .build();
        s.when(0, new LayOut(), new Activate("42"));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new CopycatCommand.ReuseWorker("B7"),
                new CopycatCommand.ReuseWorker("B5"), new Decline());

        s.when(0, new CopycatCommand.ReuseWorker("B7"));
        assertThat(s.events()).containsExactly(new EffectClosed(0), new OfficeActionUsed(0, "B7", "42"),
                new VpGained(0, 1));
        assertThat(s.player(0).tokens()).isEqualTo(2);

        s.when(0, new Activate("50"), new Copy("42"));
        assertThat(s.top()).isEqualTo(new Pending(Kind.REUSE_WORKER, "42", "B7", 0, 0));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new CopycatCommand.ReuseWorker("B5"), new Decline());
        s.when(0, new CopycatCommand.ReuseWorker("B5"), new StartBuying(), new EndTurn());

        assertThat(s.events()).contains(new TurnScored(0, 1 + 1 + 2, 1 + 2 + 2));
    }

    @Test
    void d10_allocationOfficeTargetsOnlyCardsBothMayBeOccupiedEachUsedOnceAfterPlacement() {
        CopycatScenario s = actions(2).office("O10", 0).hand(0, "19", "22").build();
        s.when(0, new PlayCard("22"), new PlayCard("19"), new PlaceWorker("B6"));
        assertThat(s.legal(0)).as("still this turn's own placement").contains(new PlaceWorker("O10"));
        s.when(0, new PlaceWorker("O10"));
        assertThat(s.office("B6").workerOf(0)).isNotNull();
        assertThat(s.office("O10").workerOf(0)).isNotNull();
        assertThat(s.events()).endsWith(new TurnStarted(0));

        s.when(0, new UseOffice("B6"));
        assertThat(s.legal(0)).allMatch(c -> c instanceof Reuse || c instanceof Decline)
                .contains(new Reuse("22"), new Reuse("19"));
        assertThat(s.rejected(0, new CopycatCommand.ReuseWorker("B6"))).isEqualTo("EXPECTED_OTHER_CHOICE");
        s.when(0, new Reuse("22"));
        assertThat(s.events()).contains(new WorkersHired(0, 1));
        assertThat(s.rejected(0, new UseOffice("B6"))).isEqualTo("OFFICE_USED");

        s.when(0, new UseOffice("O10"), new Reuse("19"));
        assertThat(s.events()).contains(new CardResolved(0, "19", "O10"));
        assertThat(s.top()).isEqualTo(Pending.of(Kind.PLACE));
    }

    @Test
    void d11_pressSecretaryCountsAsTheTargetsSecondUse() {
        CopycatScenario s = given(2).buying().worker(0, "B6").hand(0, "50", "24").build();
        s.when(0, new LayOut(), new UseOffice("B6"), new Reuse("24"));
        assertThat(s.legal(0)).doesNotContain(new Activate("50"));
        assertThat(s.rejected(0, new Activate("50"))).as("24 already resolved twice").isEqualTo("NO_TARGET");

        CopycatScenario c = given(2).buying().worker(0, "B6").hand(0, "50", "24").build();
        c.when(0, new LayOut(), new Activate("50"), new Copy("24"));
        assertThat(c.player(0).tempDiscard()).containsExactly("24");
        c.when(0, new UseOffice("B6"));
        assertThat(c.legal(0)).containsExactlyInAnyOrder(new Reuse("50"), new Decline());
    }

    @Test
    void d12_gardenPartyBaseCountsFirstUsesInBuyingOnly() {
        // first uses: cards, charity coin, yellow offices; not a reuse
        CopycatScenario s = given(2).buying().office("O4", 0).worker(0, "O4").worker(0, "B5").worker(0, "B6")
                .hand(0, "48", "25", "51", "1").build();
        s.when(0, new UseOffice("O4"), new Declare(1), new Trash("1"), new LayOut(), new Choose("51", Option.COINS),
                new UseOffice("B6"), new Reuse("25"));
        assertThat(s.player(0).coinBase()).as("trash 1 + 25's 2 + charity 1 + B5's 2").isEqualTo(6);
        assertThat(s.player(0).coins()).isEqualTo(8);
        s.when(0, new StartBuying());
        assertThat(s.player(0).coins()).isEqualTo(14);

        // nor coins spent in P2
        CopycatScenario f = actions(2).hand(0, "29", "A9", "48", "A10").deck(0, "A11").build();
        f.when(0, new PlayCard("29"), new Pay("A9", null), new CopycatCommand.Draw(1), new Pass(), new LayOut());
        assertThat(f.player(0).coinBase()).isEqualTo(2);
        f.when(0, new StartBuying());
        assertThat(f.event(BuyingStarted.class).doubled()).isEqualTo(2);
    }

    @Test
    void d13_actionTurnIsCardsThenOnePlacementOrPass_outWhenPassedOrNoWorkers_actionsEndWhenAllAreOut() {
        CopycatScenario s = given(2).hand(0, "22", "27").deck(0, "A9", "A10").build();

        s.when(0, new PlayCard("22"), new PlayCard("27"));
        assertThat(s.awaiting()).as("cards do not end the turn").containsExactly(0);
        s.when(0, new PlaceWorker("B4"));
        assertThat(s.events()).endsWith(new TurnStarted(1));
        assertThat(s.rejected(0, new PlaceWorker("B5"))).isEqualTo("NOT_YOUR_TURN");

        s.when(1, new Pass());
        assertThat(s.events()).containsExactly(new PassedActions(1), new TurnStarted(0));
        assertThat(s.player(1).out()).isTrue();

        s.when(0, new PlaceWorker("B5"));
        assertThat(s.events()).as("seat 1 is skipped").endsWith(new TurnStarted(0));
        s.when(0, new PlaceWorker("B7"));
        assertThat(s.player(0).available()).isEqualTo(1);
        s.when(0, new PlaceWorker("B8"));

        assertThat(s.events()).containsExactly(new WorkerPlaced(0, "B8", false, 0), new PassedActions(0),
                new PhaseStarted(Phase.BUYING), new TurnStarted(0));
    }

    @Test
    void d14_oneWorkerPerOfficeExceptElbowsNeverTwoOfOnePlayerElbowsTakesNoTokens() {
        CopycatScenario s = actions(3).worker(1, "B1", 1).office("B1", 2).hand(0, "23").build();
        assertThat(s.rejected(0, new PlaceWorker("B1"))).isEqualTo("OFFICE_TAKEN");

        s.when(0, new PlayCard("23"), new PlaceWorker("B1"));

        assertThat(s.events()).contains(new WorkerPlaced(0, "B1", true, 0));
        assertThat(s.office("B1").workers()).extracting(Worker::seat).containsExactly(1, 0);
        assertThat(s.player(0).tokens()).isZero();
    }

    @Test
    void d15_buyingTakesAllRedCardsLeftOfTheSlotFreeWithoutPermit() {
        CopycatScenario s = given(2).buying().worker(0, "B10")
                .hand(0, "A9", "A10", "A11", "A12", "A13", "A14", "A15")
                .street("1", "19", "2", "25", "3", "22").build();
        s.when(0, new LayOut(), new StartBuying());
        assertThat(s.rejected(0, new Buy(1))).isEqualTo("NOT_BUYABLE");

        s.when(0, new Buy(4));
        assertThat(s.events()).containsExactly(new CardBought(0, "25", 4, 3, List.of("1", "2")));
        assertThat(s.player(0).permits()).isEqualTo(1);
        assertThat(s.player(0).coins()).as("reds are free").isEqualTo(4);
        assertThat(s.state().street()).startsWith(null, "19", null, null, "3");

        s.when(0, new Buy(6));
        assertThat(s.events()).containsExactly(new CardBought(0, "22", 6, 3, List.of("3")));
        assertThat(s.player(0).tempDiscard()).containsExactly("1", "2", "25", "3", "22");
    }

    @Test
    void d16_permitsInAnyOrderPricedByTheSlotAtThatMomentGapsNotClosedWithinTheCoins() {
        CopycatScenario s = given(2).buying().worker(0, "B10").worker(0, "B8")
                .hand(0, "A9", "A10", "A11", "A12", "A13", "A14", "A15")
                .street("19", "22", "25", null, "27").build();
        s.when(0, new LayOut(), new StartBuying());
        assertThat(s.player(0).permits()).isEqualTo(3);

        s.when(0, new Buy(5));
        assertThat(s.events()).containsExactly(new CardBought(0, "27", 5, 4, List.of()));
        s.when(0, new Buy(1));
        assertThat(s.events()).containsExactly(new CardBought(0, "19", 1, 1, List.of()));
        assertThat(s.state().street()).startsWith(null, "22", "25");
        assertThat(s.rejected(0, new Buy(3))).as("3 > 2 coins left").isEqualTo("CANNOT_AFFORD");
        s.when(0, new Buy(2));
        assertThat(s.events()).as("still slot 2's price").containsExactly(new CardBought(0, "22", 2, 2, List.of()));
        assertThat(s.player(0).coins()).isZero();
    }

    @Test
    void d17_specialBuyMayBeDeclinedOnceUsedItShiftsRefillsThenBuysByTheNewSlot() {
        CopycatScenario declined = given(2).buying().worker(0, "B9").street(null, "25").actionDeck("37").build();
        declined.when(0, new LayOut(), new StartBuying(), new EndTurn());
        assertThat(declined.history()).noneMatch(e -> e instanceof StreetClosedUp);
        assertThat(declined.state().street()).startsWith(null, "25");
        assertThat(declined.state().actionDeck()).containsExactly("37");

        CopycatScenario used = given(2).buying().worker(0, "B9").hand(0, "A9", "A10", "A11", "A12")
                .street("19", null, null, null, null, "25").actionDeck("37").build();
        used.when(0, new LayOut(), new StartBuying(), new UseOffice("B9"));
        assertThat(used.events()).contains(new StreetClosedUp(
                CopycatScenario.list("19", "25", "37", null, null, null, null, null, null, null, null), List.of("37")));
        used.when(0, new Buy(2));
        assertThat(used.events()).containsExactly(new CardBought(0, "25", 2, 3, List.of()));
    }

    @Test
    void d18_fundraiseIsPaidByMoneyCardsCharityAndYellowCoinOrTrashOfficesWhichAreThenUsedUp() {
        CopycatScenario s = actions(2).office("O3", 0).worker(0, "B5").worker(0, "O3").worker(0, "B6").temps(0, 1)
                .hand(0, "29", "42", "A9", "60", "48", "A16", "1").deck(0, "A10", "A11", "A12", "A13").build();
        s.when(0, new PlayCard("29"));
        assertThat(s.legal(0)).filteredOn(c -> c instanceof Pay).containsExactlyInAnyOrder(new Pay("A9", null),
                new Pay("60", null), new Pay(null, "B5"), new Pay(null, "O3"));
        assertThat(s.rejected(0, new Pay("48", null))).isEqualTo("NOT_A_SOURCE");
        assertThat(s.rejected(0, new Pay(null, "B6"))).isEqualTo("NOT_A_SOURCE");

        s.when(0, new Pay("A9", null), new Pay("60", null), new Pay(null, "B5"), new Pay(null, "O3"), new Declare(1),
                new Trash("1"));
        assertThat(s.top().value()).isEqualTo(5);
        assertThat(s.events()).contains(new OfficeSpent(0, "B5"), new OfficeSpent(0, "O3"));
        s.when(0, new CopycatCommand.Draw(4));
        assertThat(s.player(0).hand()).containsExactly("42", "48", "A16", "A10", "A11", "A12", "A13");

        s.when(0, new Pass(), new LayOut());
        assertThat(s.player(0).coins()).as("only the newly drawn coins; B5 gives nothing").isEqualTo(4);
        assertThat(s.legal(0)).as("Team Bonus cannot reuse a spent office").doesNotContain(new Activate("42"));
        assertThat(s.rejected(0, new UseOffice("O3"))).isEqualTo("NOT_NOW");
    }

    @Test
    void d19_brainstormingActsOnlyBeforeLayingOutAndKeepsAnyColourHiddenForTheNextHand() {
        CopycatScenario p2 = actions(2).hand(0, "33").build();
        assertThat(p2.rejected(0, new PlayCard("33"))).isEqualTo("NOT_PLAYABLE_NOW");

        CopycatScenario late = given(2).buying().hand(0, "33", "A14").build();
        late.when(0, new LayOut());
        assertThat(late.rejected(0, new Activate("33"))).isEqualTo("NOT_ACTIVATABLE");
        assertThat(late.player(0).kept()).isEmpty();

        CopycatScenario s = lastBuyer().hand(0, "33", "27", "22", "A14").build();
        s.when(0, new PlayCard("33"), new Keep("27"), new Keep("22"), new Done());
        assertThat(s.view(Viewer.seat(1)).players().get(0).kept()).isNull();
        assertThat(s.view(Viewer.seat(0)).players().get(0).kept()).containsExactly("27", "22");
        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.state().phase()).isEqualTo(Phase.PLANNING);
        assertThat(s.player(0).hand()).containsExactly("A9", "A10", "A11", "A12", "A13", "27", "22");
    }

    @Test
    void d20_tokensAreUnlimitedAddedToEmptyOfficesInCleanUpAndTakenByTheFirstWorker() {
        CopycatScenario s = lastBuyer().office("B1", 25).worker(1, "B2", 1).build();
        s.when(0, new LayOut(), new StartBuying(), new EndTurn());
        assertThat(s.office("B1").tokens()).isEqualTo(26);
        assertThat(s.office("B2").tokens()).isZero();
        assertThat(s.state().offices().stream().mapToInt(Office::tokens).sum()).as("beyond the 25 pieces")
                .isEqualTo(26 + 8);

        CopycatScenario take = actions(2).office("B1", 30).deck(0, "A9").build();
        take.when(0, new PlaceWorker("B1"));
        assertThat(take.events()).startsWith(new WorkerPlaced(0, "B1", false, 30));
        assertThat(take.player(0).tokens()).isEqualTo(30);
    }

    @Test
    void d21_regularOfficesTwoMarked3to4AndTwoMarked4() {
        assertThat(CAT.regular()).extracting(OfficeSpec::id, OfficeSpec::minPlayers)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("R1", 3), org.assertj.core.groups.Tuple.tuple("R2", 3),
                        org.assertj.core.groups.Tuple.tuple("R3", 4), org.assertj.core.groups.Tuple.tuple("R4", 4));
        for (int seats = 2; seats <= 4; seats++) {
            int n = seats;
            GameSetUp setUp = (GameSetUp) RULES.start(RULES.setup(CopycatPlay.setup(seats)), new ScriptedRng())
                    .getFirst();
            assertThat(setUp.offices()).filteredOn(o -> o.startsWith("R"))
                    .containsExactlyElementsOf(n == 2 ? List.of() : n == 3 ? List.of("R1", "R2")
                            : List.of("R1", "R2", "R3", "R4"));
        }
    }

    @Test
    void d22_eachDepartmentIsShuffledOnItsOwnButDepartmentOrderIsFixed() {
        ScriptedRng rng = new ScriptedRng().order("O4", "O3", "O2", "O1").order("O6", "O5").order("O8", "O7")
                .order("O10", "O9");
        GameSetUp setUp = (GameSetUp) RULES.start(RULES.setup(CopycatPlay.setup(2)), rng).getFirst();

        assertThat(setUp.offices()).endsWith("O4");
        assertThat(setUp.officeStack()).containsExactly("O3", "O2", "O1", "O6", "O5", "O8", "O7", "O10", "O9", "O11");
        assertThat(rng.shuffled).contains(List.of("O1", "O2", "O3", "O4"), List.of("O5", "O6"), List.of("O11"));
    }

    @Test
    void d23_aDoctorateClearedUnsoldFromTheStreetEndsTheGameAfterCleanUp() {
        CopycatScenario s = lastBuyer().street("62", "25").actionDeck("37").build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).contains(new StreetCleared(List.of("62"),
                CopycatScenario.list("25", "37", null, null, null, null, null, null, null, null, null), List.of("37")));
        assertThat(s.events()).last().isInstanceOf(GameEnded.class);
        assertThat(((GameEnded) s.events().getLast()).reason()).isEqualTo("DOCTORATES");
        assertThat(s.state().phase()).isEqualTo(Phase.FINISHED);
        assertThat(s.awaiting()).isEmpty();
        assertThat(RULES.outcome(s.state()).finished()).isTrue();
    }

    @Test
    void d23_buyingTheLastDoctorateEndsTheGameOnlyAfterTheRoundsCleanUp() {
        CopycatScenario s = given(2).buying().worker(0, "B8").hand(0, "A9", "A10").slot(2, "64")
                .deck(0, "A11").deck(1, "B9").build();
        s.when(0, new LayOut(), new StartBuying(), new BuyDoctorate(2, 2), new EndTurn());
        assertThat(s.state().phase()).as("the round goes on").isEqualTo(Phase.BUYING);
        assertThat(s.awaiting()).containsExactly(1);

        s.when(1, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).containsSubsequence(new RoundCleanedUp(1, List.of("B1", "B2", "B3", "B4", "B5", "B6",
                "B7", "B9", "B10")), new GameEnded(List.of(0), "DOCTORATES"));
    }

    @Test
    void d24_mostVpWinsTiesGoToMostVpInTheFinalRoundThenShared() {
        assertThat(CopycatDecider.winners(withVp(50, 10, 50, 8, 49, 20))).containsExactly(0);
        assertThat(CopycatDecider.winners(withVp(50, 8, 50, 10, 49, 20))).containsExactly(1);
        assertThat(CopycatDecider.winners(withVp(50, 8, 50, 8, 49, 20))).containsExactly(0, 1);
        assertThat(CopycatDecider.winners(withVp(40, 8, 50, 1, 49, 20))).containsExactly(1);
    }

    private static CopycatState withVp(int... vpAndRound) {
        CopycatScenario.Builder b = given(vpAndRound.length / 2);
        for (int seat = 0; seat < vpAndRound.length / 2; seat++) {
            int vp = vpAndRound[2 * seat];
            int last = vpAndRound[2 * seat + 1];
            b.player(seat, p -> {
                p.vp = vp;
                p.roundVp = last;
            });
        }
        return b.state();
    }

    @Test
    void d25_buyingTurnOrder_trashAndBrainstormingBeforeLayingOut_thenChoices_thenDoublers_thenBuying_thenScoring() {
        CopycatScenario s = given(2).buying().office("O3", 0).worker(0, "O3").worker(0, "B8")
                .hand(0, "33", "51", "48", "A9", "1", "A16").slot(1, "19").build();
        assertThat(s.rejected(0, new Choose("51", Option.COINS))).as("choices after laying out").isEqualTo("NOT_NOW");
        assertThat(s.rejected(0, new StartBuying())).isEqualTo("NOT_NOW");
        assertThat(s.rejected(0, new Buy(1))).isEqualTo("NOT_NOW");
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new UseOffice("O3"), new PlayCard("33"), new LayOut());

        s.when(0, new UseOffice("O3"), new Declare(1), new Trash("1"));
        s.when(0, new PlayCard("33"), new Done());
        s.when(0, new LayOut());
        assertThat(s.rejected(0, new UseOffice("O3"))).as("trash only before laying out").isEqualTo("NOT_NOW");
        assertThat(s.rejected(0, new Buy(1))).isEqualTo("NOT_NOW");
        assertThat(s.player(0).coins()).as("trash 1 + A9").isEqualTo(2);

        s.when(0, new Choose("51", Option.COINS), new StartBuying());
        assertThat(s.event(BuyingStarted.class).doubled()).isEqualTo(3);
        assertThat(s.rejected(0, new Choose("51", Option.VP))).isEqualTo("NOT_NOW");

        s.when(0, new Buy(1));
        assertThat(s.player(0).vp()).as("VP scored only when the turn ends").isZero();
        s.when(0, new EndTurn());
        assertThat(s.events()).contains(new TurnScored(0, 1, 5));
        assertThat(s.player(0).coins()).as("unspent coins are lost").isZero();
        assertThat(s.player(0).step()).isEqualTo(BuyingStep.DONE);
    }

    @Test
    void d26_yellowAndGreenOfficesActOnlyInBuyingWorkersStayUntilCleanUpTempsReturn() {
        CopycatScenario p2 = actions(2).build();
        p2.when(0, new PlaceWorker("B5"), new PlaceWorker("B7"));
        assertThat(p2.history()).noneMatch(e -> e instanceof OfficeActionUsed);

        CopycatScenario s = lastBuyer().worker(0, "B5").worker(0, "B7").worker(0, "B1", 1).temps(0, 1)
                .worker(1, "B2", 1).build();
        s.when(0, new LayOut());
        assertThat(s.events()).contains(new OfficeActionUsed(0, "B5", null), new OfficeActionUsed(0, "B7", null));
        s.when(0, new StartBuying());
        assertThat(s.office("B5").workers()).as("workers stay after their actions").hasSize(1);

        s.when(0, new EndTurn());
        assertThat(s.state().offices()).allMatch(o -> o.workers().isEmpty());
        assertThat(s.player(0).temps()).isZero();
        assertThat(s.player(0).placed()).isZero();
        assertThat(s.player(0).available()).isEqualTo(3);
    }

    @Test
    void d27_trashForWorkerTargetsAnyOtherHandCard() {
        CopycatScenario s = actions(2).hand(0, "30", "A16", "25", "4").build();
        s.when(0, new PlayCard("30"));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new Trash("A16"), new Trash("25"), new Trash("4"),
                new Decline());
        assertThat(s.rejected(0, new Trash("30"))).as("not the card itself").isEqualTo("CARD_NOT_IN_HAND");

        s.when(0, new Trash("A16"));

        assertThat(s.state().removed()).containsExactly("A16");
        assertThat(s.player(0).temps()).isEqualTo(1);
        assertThat(s.player(0).discard()).doesNotContain("A16");
    }
}
