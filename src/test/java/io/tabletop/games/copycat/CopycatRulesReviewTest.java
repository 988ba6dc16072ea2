package io.tabletop.games.copycat;

import static io.tabletop.games.copycat.CopycatScenario.RULES;
import static io.tabletop.games.copycat.CopycatScenario.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.SeatCommand;
import io.tabletop.games.copycat.CopycatCommand.*;
import io.tabletop.games.copycat.CopycatEvent.*;
import io.tabletop.games.copycat.Pending.Kind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 9, the rules review of Copycat: the rulings D28-D31 of rules/copycat.md §6, and the rules nobody tested
 * (street clearing with 3 and 4 players, TRASH_FOR_WORKER at the worker cap). The seat bounds are checked over HTTP
 * in {@code io.tabletop.api.CopycatSeatCountTest}.
 */
class CopycatRulesReviewTest {

    private static Pending officeAction(String office) {
        return new Pending(Kind.OFFICE_ACTION, null, office, 0, 0);
    }

    // --- D28: an office acting at placement may be declined --------------------------------------------------------

    @Test
    void d28_placingOnADrawingOfficeTakesItsTokensThenOffersTheDrawOrADecline() {
        CopycatScenario s = given(2).office("B2", 1).deck(0, "A9", "A10", "A11").build();

        s.when(0, new PlaceWorker("B2"));

        assertThat(s.events()).containsExactly(new WorkerPlaced(0, "B2", false, 1),
                new EffectOpened(0, officeAction("B2")));
        assertThat(s.player(0).tokens()).as("tokens are taken at placement").isEqualTo(1);
        assertThat(s.office("B2").tokens()).isZero();
        assertThat(s.player(0).hand()).as("nothing drawn yet").isEmpty();
        assertThat(s.awaiting()).containsExactly(0);
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new UseOffice("B2"), new Decline());
        assertThat(s.rejected(0, new UseOffice("B1"))).isEqualTo("EXPECTED_OTHER_CHOICE");
        assertThat(s.rejected(0, new Pass())).isEqualTo("EXPECTED_OTHER_CHOICE");

        s.when(0, new Decline());

        assertThat(s.events()).containsExactly(new EffectClosed(0), new TurnStarted(1));
        assertThat(s.player(0).hand()).isEmpty();
        assertThat(s.player(0).deck()).containsExactly("A9", "A10", "A11");
        assertThat(s.player(0).tokens()).as("the tokens stay with a declined action").isEqualTo(1);
        assertThat(s.office("B2").workerOf(0).uses()).as("a declined action was not used").isZero();
    }

    @Test
    void d28_carryingOutTheDrawDrawsAndHandsTheTurnOver() {
        CopycatScenario s = given(2).office("B2", 1).deck(0, "A9", "A10", "A11").build();

        s.when(0, new PlaceWorker("B2"), new UseOffice("B2"));

        assertThat(s.events()).containsExactly(new WorkerPlaced(0, "B2", false, 1),
                new EffectOpened(0, officeAction("B2")), new EffectClosed(0), new OfficeActionUsed(0, "B2", null),
                new CardsDrawn(0, 2, List.of("A9", "A10")), new TurnStarted(1));
        assertThat(s.office("B2").workerOf(0).uses()).isEqualTo(1);
    }

    @Test
    void d28_everyOfficeActingAtPlacementMayBeDeclinedAndNoOtherAsks() {
        for (String office : List.of("B1", "B2", "B3", "O1", "O2", "O8", "R2", "R4")) {
            CopycatScenario s = given(4).office(office, 2).worker(1, "B10").hand(0, "A9", "A10").deck(0, "A11")
                    .othersOut(0).build();

            s.when(0, new PlaceWorker(office));
            assertThat(s.top()).as(office).isEqualTo(officeAction(office));
            assertThat(s.legal(0)).as(office).containsExactlyInAnyOrder(new UseOffice(office), new Decline());

            s.when(0, new Decline());
            assertThat(s.events()).as(office).startsWith(new EffectClosed(0))
                    .noneMatch(e -> e instanceof OfficeActionUsed || e instanceof EffectOpened);
            assertThat(s.top()).as(office).isNull();
            assertThat(s.player(0).tokens()).as(office).isEqualTo(2);
            assertThat(s.player(0).hand()).as(office).containsExactly("A9", "A10");
            assertThat(s.player(0).temps()).as(office).isZero();
            assertThat(s.player(0).placed()).as(office).isEqualTo(1);
        }
        for (String office : List.of("B4", "B5", "B6", "B7", "B8", "B9", "B10", "O3", "O5", "O10")) {
            CopycatScenario s = given(4).office(office, 0).othersOut(0).build();
            s.when(0, new PlaceWorker(office));
            assertThat(s.top()).as("%s acts later or on demand", office).isNull();
            assertThat(s.events(OfficeActionUsed.class)).as(office).isEmpty();
        }
    }

    @Test
    void d28_anExtraPlacementOnADrawingOfficeOffersTheChoiceToo() {
        CopycatScenario s = given(2).hand(0, "19").deck(0, "A9").othersOut(0).build();

        s.when(0, new PlayCard("19"), new PlaceWorker("B1"));
        assertThat(s.top()).isEqualTo(officeAction("B1"));
        s.when(0, new Decline());

        assertThat(s.player(0).hand()).isEmpty();
        assertThat(s.state().turnPlaced()).as("the turn's own placement is still to come").isFalse();
        assertThat(s.legal(0)).contains(new PlaceWorker("B2"), new Pass());
    }

    @Test
    void d28_silenceDeclinesTheOfficeAction() {
        CopycatScenario s = given(2).deck(0, "A9").build();
        s.when(0, new PlaceWorker("B1"));

        assertThat(RULES.silence(s.state())).hasValueSatisfying(silence -> assertThat(silence.passes())
                .containsExactly(new SeatCommand<CopycatCommand>(0, new Decline())));
    }

    @Test
    void d28_aDeclinedOfficeActionCannotBeUsedLaterNorByTeamBonus() {
        CopycatScenario s = given(2).hand(0, "42").deck(0, "A9").othersOut(0).build();
        s.when(0, new PlaceWorker("B1"), new Decline());

        assertThat(s.legal(0)).doesNotContain(new UseOffice("B1"));
        assertThat(s.rejected(0, new UseOffice("B1"))).isEqualTo("NOT_NOW");
        s.when(0, new PlayCard("42"));
        assertThat(s.top()).as("nothing for Team Bonus to use again").isNull();
        assertThat(s.player(0).hand()).isEmpty();
    }

    // --- D29: Team Bonus offers only reuses that can act now ---------------------------------------------------------

    @Test
    void d29_teamBonusIsNotOfferedForATrashForCoinsOfficeOnceTheHandIsLaidOut() {
        CopycatScenario s = given(2).buying().office("O3", 0).worker(0, "O3").hand(0, "42", "A9", "A10").build();
        s.when(0, new UseOffice("O3"), new Declare(1), new Trash("A9"), new LayOut());
        assertThat(s.office("O3").workerOf(0).uses()).isEqualTo(1);
        assertThat(s.player(0).hand()).isEmpty();

        assertThat(s.legal(0)).doesNotContain(new Activate("42"));
        assertThat(s.rejected(0, new Activate("42"))).isEqualTo("NO_TARGET");
        assertThat(s.uses(0, "42")).as("the Team Bonus is not spent").isZero();
    }

    @Test
    void d29_teamBonusOffersOnlyTheWorkersWhoseActionCanDoSomething() {
        CopycatScenario s = given(2).buying().office("O3", 0).worker(0, "O3", 1).worker(0, "B5", 1).hand(0, "42")
                .build();
        s.when(0, new LayOut(), new Activate("42"));

        assertThat(s.legal(0)).containsExactlyInAnyOrder(new CopycatCommand.ReuseWorker("B5"), new Decline());
        assertThat(s.rejected(0, new CopycatCommand.ReuseWorker("O3"))).isEqualTo("NOT_A_TARGET");
    }

    @Test
    void d29_specialBuyIsNeverReusable() {
        // even a B9 worker whose action was used (which the buying step never allows before a reuse) is not offered
        CopycatScenario s = given(2).buying().worker(0, "B9", 1).hand(0, "42", "A9").street("25").build();
        s.when(0, new LayOut());

        assertThat(s.legal(0)).doesNotContain(new Activate("42"));
        assertThat(s.rejected(0, new Activate("42"))).isEqualTo("NO_TARGET");
        assertThat(RULES.legalMoves(s.state(), 0)).noneMatch(m -> m instanceof CopycatCommand.ReuseWorker);
    }

    @Test
    void d29_inActionsTeamBonusSkipsADrawWithNothingToDrawAndHiringAtTheWorkerCap() {
        CopycatScenario s = given(2).office("O8", 0).worker(0, "B1", 1).worker(0, "O8", 1).temps(0, 4)
                .worker(0, "B2", 1).hand(0, "42").deck(0, "A9").othersOut(0).build();
        s.when(0, new PlayCard("42"));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new CopycatCommand.ReuseWorker("B1"),
                new CopycatCommand.ReuseWorker("B2"), new Decline());

        CopycatScenario empty = given(2).office("O8", 0).worker(0, "B1", 1).worker(0, "O8", 1).temps(0, 4)
                .hand(0, "42").othersOut(0).build();
        empty.when(0, new PlayCard("42"));
        assertThat(empty.top()).as("deck and discard empty, 4 temporary workers: nothing to reuse").isNull();
    }

    // --- D30: SPECIAL_BUY with an empty action deck ------------------------------------------------------------------

    @Test
    void d30_specialBuyWithAnEmptyActionDeckShiftsWithoutRefillAndStillGrantsItsPurchase() {
        CopycatScenario s = given(2).buying().worker(0, "B9").hand(0, "A9", "A10", "A11")
                .street(null, null, "25", null, "26").build();
        assertThat(s.state().actionDeck()).isEmpty();
        s.when(0, new LayOut(), new StartBuying(), new UseOffice("B9"));

        assertThat(s.events()).containsSubsequence(new StreetClosedUp(
                        CopycatScenario.list("25", "26", null, null, null, null, null, null, null, null, null), List.of()),
                new PermitsGained(0, 1));
        assertThat(s.player(0).permits()).isEqualTo(1);
        assertThat(s.legal(0)).contains(new Buy(1), new Buy(2));

        s.when(0, new Buy(2));
        assertThat(s.events()).containsExactly(new CardBought(0, "26", 2, 3, List.of()));
        assertThat(s.player(0).permits()).isZero();
    }

    // --- D31: an empty hand in P1 ----------------------------------------------------------------------------------

    @Test
    void d31_anEmptyHandRevealsNothingRanksBelowEveryCardAndSuchPlayersTie() {
        // seats 0 and 1 own no card at all; seat 2 buys last in round 1, so its END_TURN deals round 2
        CopycatScenario s = given(3).buying().bus(0, 1, 2).turn(2).done(0).done(1).actionDeck("37", "38", "62")
                .deck(2, "C9", "C10", "C11", "C12", "C13").build();
        s.when(2, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).contains(new TurnCardChosen(0, null), new TurnCardChosen(1, null));
        assertThat(s.state().phase()).isEqualTo(Phase.PLANNING);
        assertThat(s.awaiting()).containsExactly(2);
        assertThat(s.legal(0)).isEmpty();

        s.when(2, new ChooseTurnCard("C9"));

        assertThat(s.event(TurnOrderDecided.class)).isEqualTo(new TurnOrderDecided(List.of(new Reveal(0, null, -1),
                new Reveal(1, null, -1), new Reveal(2, "C9", 9)), List.of(2, 1, 0)));
        assertThat(TurnOrder.decide(Map.of(0, -1, 1, -1, 2, -1, 3, 9), List.of(0, 1, 2, 3)))
                .as("the lowest card still ranks above an empty hand; three empty hands: first and last swap")
                .containsExactly(3, 2, 1, 0);
    }

    // --- untested rules --------------------------------------------------------------------------------------------

    @Test
    void streetClearingWithThreePlayersRemovesTheFirstTwoSlots() {
        CopycatScenario s = given(3).buying().bus(1, 2, 0).turn(0).done(1).done(2).actionDeck("37", "38", "62")
                .street("19", "25", "26", "27", "20").build();
        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.event(StreetCleared.class)).isEqualTo(new StreetCleared(List.of("19", "25"),
                CopycatScenario.list("26", "27", "20", "37", "38", "62", null, null, null, null, null),
                List.of("37", "38", "62")));
        assertThat(s.state().removed()).contains("19", "25");
    }

    @Test
    void streetClearingWithFourPlayersRemovesTheFirstThreeSlots() {
        CopycatScenario s = given(4).buying().bus(1, 2, 3, 0).turn(0).done(1).done(2).done(3)
                .actionDeck("37", "38", "62").street("19", null, "25", "26", "27", null, "20").build();
        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.event(StreetCleared.class)).as("slot 2 was empty: only two cards go").isEqualTo(
                new StreetCleared(List.of("19", "25"),
                        CopycatScenario.list("26", "27", "20", "37", "38", "62", null, null, null, null, null),
                        List.of("37", "38", "62")));
        assertThat(s.state().removed()).contains("19", "25").doesNotContain("26");
    }

    @Test
    void trashForWorkerWithFourTemporaryWorkersTrashesTheCardAndNoWorkerComes() {
        CopycatScenario s = given(2).temps(0, 4).hand(0, "21", "1").othersOut(0).build();

        s.when(0, new PlayCard("21"));
        assertThat(s.top()).isEqualTo(Pending.of(Kind.TRASH_FOR_WORKER));
        s.when(0, new Trash("1"));

        assertThat(s.events()).containsExactly(new CardTrashed(0, "1"), new EffectClosed(0));
        assertThat(s.state().removed()).contains("1");
        assertThat(s.player(0).temps()).isEqualTo(4);
        assertThat(s.player(0).available()).isEqualTo(7);
    }
}
