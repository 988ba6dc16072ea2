package io.tabletop.games.copycat;

import static io.tabletop.games.copycat.CopycatScenario.CAT;
import static io.tabletop.games.copycat.CopycatScenario.RULES;
import static io.tabletop.games.copycat.CopycatScenario.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.SeededRng;
import io.tabletop.games.copycat.CopycatCommand.*;
import io.tabletop.games.copycat.CopycatEvent.*;
import io.tabletop.games.copycat.Pending.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Every office of rules/copycat.md §4: the ten printed ones (B1-B10), the regular office cards by player count
 * (R1-R4) and the additional ones (O1-O11) by department and the round they appear; tokens (D20) and capacity
 * (D14).
 */
class CopycatOfficesTest {

    /** P2 of a game of {@code seats}; seat 0 is the only one still placing, so it keeps the turn. */
    private static CopycatScenario.Builder actions(int seats) {
        return given(seats).othersOut(0);
    }

    /** P3 of a 2-player game, seat 0 to lay out. */
    private static CopycatScenario.Builder buying() {
        return given(2).buying();
    }

    private static void assertSpec(String id, OfficeSpec.Kind kind, Colour colour, String effect) {
        OfficeSpec o = CAT.office(id);
        assertThat(o.kind()).isEqualTo(kind);
        assertThat(o.colour()).isEqualTo(colour);
        assertThat(o.effect().text()).isEqualTo(effect);
    }

    // --- printed board -----------------------------------------------------------------------------------------

    @Test
    void b1_draw1_drawsOneCardAtPlacement() {
        assertSpec("B1", OfficeSpec.Kind.BOARD, Colour.BLUE, "DRAW(1)");
        CopycatScenario s = actions(2).deck(0, "A9", "A10").build();

        s.when(0, new PlaceWorker("B1"), new UseOffice("B1"));

        assertThat(s.events()).startsWith(new WorkerPlaced(0, "B1", false, 0), new EffectOpened(0, new Pending(Kind.OFFICE_ACTION, null, "B1", 0, 0)), new EffectClosed(0),
                new OfficeActionUsed(0, "B1", null), new CardsDrawn(0, 1, List.of("A9")));
        assertThat(s.player(0).hand()).containsExactly("A9");
    }

    @Test
    void b2_draw2_drawsTwoCardsAtPlacement() {
        assertSpec("B2", OfficeSpec.Kind.BOARD, Colour.BLUE, "DRAW(2)");
        CopycatScenario s = actions(2).deck(0, "A9", "A10", "A11").build();

        s.when(0, new PlaceWorker("B2"), new UseOffice("B2"));

        assertThat(s.events()).contains(new CardsDrawn(0, 2, List.of("A9", "A10")));
        assertThat(s.player(0).hand()).containsExactly("A9", "A10");
    }

    @Test
    void b3_exchange2_exchangesUpToTwoCards() {
        assertSpec("B3", OfficeSpec.Kind.BOARD, Colour.BLUE, "EXCHANGE(2)");
        CopycatScenario s = actions(2).hand(0, "A16", "A17", "A18").deck(0, "A9", "A10").build();

        s.when(0, new PlaceWorker("B3"), new UseOffice("B3"));
        assertThat(s.legal(0)).containsExactly(new Declare(0), new Declare(1), new Declare(2));
        s.when(0, new Declare(2), new Discard("A16"), new Discard("A17"));

        assertThat(s.player(0).hand()).containsExactly("A18", "A9", "A10");
        assertThat(s.player(0).tempDiscard()).containsExactly("A16", "A17");
    }

    @Test
    void b4_coins1_givesOneCoinInBuyingNotAtPlacement() {
        assertSpec("B4", OfficeSpec.Kind.BOARD, Colour.YELLOW, "COINS(1)");
        CopycatScenario p2 = actions(2).build();
        p2.when(0, new PlaceWorker("B4"));
        assertThat(p2.events(OfficeActionUsed.class)).as("yellow offices wait for P3").isEmpty();

        CopycatScenario s = buying().worker(0, "B4").build();
        s.when(0, new LayOut());
        assertThat(s.events()).contains(new OfficeActionUsed(0, "B4", null), new CoinsGained(0, 1, true));
        assertThat(s.player(0).coins()).isEqualTo(1);
    }

    @Test
    void b5_coins2_givesTwoCoinsInBuying() {
        assertSpec("B5", OfficeSpec.Kind.BOARD, Colour.YELLOW, "COINS(2)");
        CopycatScenario s = buying().worker(0, "B5").build();

        s.when(0, new LayOut());

        assertThat(s.events()).contains(new OfficeActionUsed(0, "B5", null), new CoinsGained(0, 2, true));
        assertThat(s.player(0).coins()).isEqualTo(2);
    }

    @Test
    void b6_reuseCard_allocationOfficeActsOnlyWhenUsedAndResolvesOneOwnCardAgain() {
        assertSpec("B6", OfficeSpec.Kind.BOARD, Colour.GREY, "REUSE_CARD");
        assertThat(CAT.office("B6").name()).isEqualTo("Allocation Office for Major Projects");
        CopycatScenario p2 = actions(2).played(0, "22", 1).build();
        p2.when(0, new PlaceWorker("B6"));
        assertThat(p2.events(OfficeActionUsed.class)).as("grey offices are used on demand").isEmpty();
        assertThat(p2.legal(0)).contains(new UseOffice("B6"));

        p2.when(0, new UseOffice("B6"), new Reuse("22"));

        assertThat(p2.events()).contains(new CardResolved(0, "22", "B6"), new WorkersHired(0, 1),
                new CardSetAside(0, "22"));
    }

    @Test
    void b7_vp1_givesOneVpInBuying() {
        assertSpec("B7", OfficeSpec.Kind.BOARD, Colour.GREEN, "VP(1)");
        CopycatScenario s = buying().worker(0, "B7").build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).contains(new OfficeActionUsed(0, "B7", null), new VpGained(0, 1),
                new TurnScored(0, 1, 0));
        assertThat(s.player(0).vp()).isEqualTo(1);
    }

    @Test
    void b8_buy1_givesOnePurchase() {
        assertSpec("B8", OfficeSpec.Kind.BOARD, Colour.YELLOW, "BUY(1)");
        CopycatScenario s = buying().worker(0, "B8").hand(0, "A9", "A10", "A11", "A12").street("19", "22").build();

        s.when(0, new LayOut());
        assertThat(s.events()).contains(new PermitsGained(0, 1));
        s.when(0, new StartBuying(), new Buy(1));

        assertThat(s.rejected(0, new Buy(2))).isEqualTo("NO_PERMIT");
        assertThat(s.player(0).tempDiscard()).containsExactly("19");
    }

    @Test
    void b9_specialBuy_shiftsTheStreetThenGivesOnePurchase() {
        assertSpec("B9", OfficeSpec.Kind.BOARD, Colour.YELLOW, "SPECIAL_BUY");
        CopycatScenario p2 = actions(2).build();
        p2.when(0, new PlaceWorker("B9"));
        assertThat(p2.events(OfficeActionUsed.class)).isEmpty();

        CopycatScenario s = buying().worker(0, "B9").hand(0, "A9", "A10", "A11").street(null, null, "25").actionDeck("37")
                .build();
        s.when(0, new LayOut());
        assertThat(s.events(OfficeActionUsed.class)).as("not used by laying out").isEmpty();
        s.when(0, new StartBuying(), new UseOffice("B9"));

        assertThat(s.state().street()).startsWith("25", "37");
        assertThat(s.player(0).permits()).isEqualTo(1);
        assertThat(s.legal(0)).contains(new Buy(1)).doesNotContain(new Buy(2));
    }

    @Test
    void b10_buy2_givesTwoPurchases() {
        assertSpec("B10", OfficeSpec.Kind.BOARD, Colour.YELLOW, "BUY(2)");
        assertThat(boardPosition("B10")).containsExactly(2, 5);
        CopycatScenario s = buying().worker(0, "B10").hand(0, "A9", "A10", "A11").street("19", "22").build();

        s.when(0, new LayOut());
        assertThat(s.events()).contains(new PermitsGained(0, 2));
        s.when(0, new StartBuying(), new Buy(1), new Buy(2));

        assertThat(s.player(0).tempDiscard()).containsExactly("19", "22");
        assertThat(s.player(0).permits()).isZero();
    }

    // --- regular office cards ------------------------------------------------------------------------------------

    private static List<String> officesAtSetup(int seats) {
        CopycatState s = RULES.setup(CopycatPlay.setup(seats));
        GameSetUp setUp = (GameSetUp) RULES.start(s, new SeededRng("offices-" + seats, 0)).getFirst();
        return setUp.offices();
    }

    @Test
    void regularOffices_noneWithTwoPlayers_r1r2WithThree_allFourWithFour() {
        assertThat(officesAtSetup(2)).doesNotContain("R1", "R2", "R3", "R4").hasSize(11);
        assertThat(officesAtSetup(3)).contains("R1", "R2").doesNotContain("R3", "R4").hasSize(13);
        assertThat(officesAtSetup(4)).contains("R1", "R2", "R3", "R4").hasSize(15);
        assertThat(officesAtSetup(4)).startsWith("R1", "R2", "R3", "R4", "B1");
    }

    @Test
    void r1_buy1_forThreeAndFourPlayers() {
        assertSpec("R1", OfficeSpec.Kind.REGULAR, Colour.YELLOW, "BUY(1)");
        assertThat(CAT.office("R1").minPlayers()).isEqualTo(3);
        CopycatScenario s = given(3).buying().office("R1", 0).worker(0, "R1").build();

        s.when(0, new LayOut());

        assertThat(s.events()).contains(new OfficeActionUsed(0, "R1", null), new PermitsGained(0, 1));
    }

    @Test
    void r2_extraOffice_forThreeAndFourPlayers_offersAnotherPlacementAtOnce() {
        assertSpec("R2", OfficeSpec.Kind.REGULAR, Colour.PURPLE, "EXTRA_OFFICE");
        assertThat(CAT.office("R2").minPlayers()).isEqualTo(3);
        CopycatScenario s = actions(3).office("R2", 0).office("B1", 1).deck(0, "A9").build();

        s.when(0, new PlaceWorker("R2"), new UseOffice("R2"));
        assertThat(s.events()).containsExactly(new WorkerPlaced(0, "R2", false, 0), new EffectOpened(0, new Pending(Kind.OFFICE_ACTION, null, "R2", 0, 0)), new EffectClosed(0),
                new OfficeActionUsed(0, "R2", null), new EffectOpened(0, Pending.of(Kind.PLACE)));

        s.when(0, new PlaceWorker("B1"), new UseOffice("B1"));
        assertThat(s.events()).startsWith(new WorkerPlaced(0, "B1", false, 1), new EffectClosed(0), new EffectOpened(0, new Pending(Kind.OFFICE_ACTION, null, "B1", 0, 0)),
                new EffectClosed(0), new OfficeActionUsed(0, "B1", null), new CardsDrawn(0, 1, List.of("A9")));
        assertThat(s.player(0).placed()).isEqualTo(2);
    }

    @Test
    void r3_buy1_forFourPlayersOnly() {
        assertSpec("R3", OfficeSpec.Kind.REGULAR, Colour.YELLOW, "BUY(1)");
        assertThat(CAT.office("R3").minPlayers()).isEqualTo(4);
        CopycatScenario s = given(4).buying().office("R3", 0).worker(0, "R3").worker(0, "B8").build();

        s.when(0, new LayOut());

        assertThat(s.events(PermitsGained.class)).containsExactly(new PermitsGained(0, 1), new PermitsGained(0, 1));
        assertThat(s.player(0).permits()).isEqualTo(2);
    }

    @Test
    void r4_elbows_forFourPlayersOnly_letsAWorkerJoinAnotherPlayersOffice() {
        assertSpec("R4", OfficeSpec.Kind.REGULAR, Colour.PURPLE, "ELBOWS");
        assertThat(CAT.office("R4").minPlayers()).isEqualTo(4);
        CopycatScenario s = actions(4).office("R4", 0).worker(2, "B10").build();

        s.when(0, new PlaceWorker("R4"), new UseOffice("R4"));
        assertThat(s.top()).isEqualTo(Pending.of(Kind.PLACE_ELBOWS));
        assertThat(s.legal(0)).containsExactlyInAnyOrder(new PlaceWorker("B10"), new Decline());
        s.when(0, new PlaceWorker("B10"));

        assertThat(s.events()).startsWith(new WorkerPlaced(0, "B10", true, 0), new EffectClosed(0));
        assertThat(s.top()).as("a yellow office waits for P3").isNull();
        assertThat(s.office("B10").workers()).extracting(Worker::seat).containsExactly(2, 0);
    }

    // --- additional office cards ------------------------------------------------------------------------------

    @Test
    void o1_draw3_department1() {
        assertSpec("O1", OfficeSpec.Kind.ADDITIONAL, Colour.BLUE, "DRAW(3)");
        assertThat(CAT.office("O1").department()).isEqualTo(1);
        CopycatScenario s = actions(2).office("O1", 0).deck(0, "A9", "A10", "A11", "A12").build();

        s.when(0, new PlaceWorker("O1"), new UseOffice("O1"));

        assertThat(s.events()).contains(new CardsDrawn(0, 3, List.of("A9", "A10", "A11")));
    }

    @Test
    void o2_exchange3_department1() {
        assertSpec("O2", OfficeSpec.Kind.ADDITIONAL, Colour.BLUE, "EXCHANGE(3)");
        assertThat(CAT.office("O2").department()).isEqualTo(1);
        CopycatScenario s = actions(2).office("O2", 0).hand(0, "1", "2", "3", "A9").deck(0, "A10", "A11", "A12")
                .build();

        s.when(0, new PlaceWorker("O2"), new UseOffice("O2"));
        assertThat(s.legal(0)).containsExactly(new Declare(0), new Declare(1), new Declare(2), new Declare(3));
        s.when(0, new Declare(3), new Discard("1"), new Discard("2"), new Discard("3"));

        assertThat(s.player(0).hand()).containsExactly("A9", "A10", "A11", "A12");
        assertThat(s.player(0).tempDiscard()).containsExactly("1", "2", "3");
    }

    @Test
    void o3_trashForCoins1_department1() {
        assertSpec("O3", OfficeSpec.Kind.ADDITIONAL, Colour.YELLOW, "TRASH_FOR_COINS(1)");
        assertThat(CAT.office("O3").department()).isEqualTo(1);
        CopycatScenario s = buying().office("O3", 0).worker(0, "O3").hand(0, "1", "2").build();

        s.when(0, new UseOffice("O3"));
        assertThat(s.legal(0)).containsExactly(new Declare(0), new Declare(1));
        s.when(0, new Declare(1), new Trash("2"));

        assertThat(s.state().removed()).containsExactly("2");
        assertThat(s.player(0).coins()).isEqualTo(1);
        assertThat(s.player(0).hand()).containsExactly("1");
    }

    @Test
    void o4_trashForCoins2_department1() {
        assertSpec("O4", OfficeSpec.Kind.ADDITIONAL, Colour.YELLOW, "TRASH_FOR_COINS(2)");
        assertThat(CAT.office("O4").department()).isEqualTo(1);
        CopycatScenario s = buying().office("O4", 0).worker(0, "O4").hand(0, "1", "2", "3").build();

        s.when(0, new UseOffice("O4"));
        assertThat(s.legal(0)).containsExactly(new Declare(0), new Declare(1), new Declare(2));
        s.when(0, new Declare(2), new Trash("1"), new Trash("3"));

        assertThat(s.state().removed()).containsExactly("1", "3");
        assertThat(s.player(0).coins()).isEqualTo(2);
    }

    @Test
    void o5_vp2_department2() {
        assertGreenOffice("O5", 2, 2);
    }

    @Test
    void o6_coins3_department2() {
        assertSpec("O6", OfficeSpec.Kind.ADDITIONAL, Colour.YELLOW, "COINS(3)");
        assertThat(CAT.office("O6").department()).isEqualTo(2);
        CopycatScenario s = buying().office("O6", 0).worker(0, "O6").build();

        s.when(0, new LayOut());

        assertThat(s.events()).contains(new OfficeActionUsed(0, "O6", null), new CoinsGained(0, 3, true));
    }

    @Test
    void o7_vp3_department3() {
        assertGreenOffice("O7", 3, 3);
    }

    @Test
    void o8_extraWorkers2_department3_hiresTwoWorkersAtPlacement() {
        assertSpec("O8", OfficeSpec.Kind.ADDITIONAL, Colour.PURPLE, "WORKERS(+2)");
        assertThat(CAT.office("O8").department()).isEqualTo(3);
        CopycatScenario s = actions(2).office("O8", 0).temps(0, 3).build();

        s.when(0, new PlaceWorker("O8"), new UseOffice("O8"));

        assertThat(s.events()).startsWith(new WorkerPlaced(0, "O8", false, 0), new EffectOpened(0, new Pending(Kind.OFFICE_ACTION, null, "O8", 0, 0)), new EffectClosed(0),
                new OfficeActionUsed(0, "O8", null), new WorkersHired(0, 1));
        assertThat(s.player(0).temps()).as("capped at 4").isEqualTo(4);

        CopycatScenario fresh = actions(2).office("O8", 0).build();
        fresh.when(0, new PlaceWorker("O8"), new UseOffice("O8"));
        assertThat(fresh.events()).contains(new WorkersHired(0, 2));
        assertThat(fresh.player(0).available()).isEqualTo(4);
    }

    @Test
    void o9_vp4_department4() {
        assertGreenOffice("O9", 4, 4);
    }

    @Test
    void o10_reuseCard_department4_isTheSecondAllocationOffice() {
        assertSpec("O10", OfficeSpec.Kind.ADDITIONAL, Colour.GREY, "REUSE_CARD");
        assertThat(CAT.office("O10").department()).isEqualTo(4);
        CopycatScenario s = buying().office("O10", 0).worker(0, "O10").worker(0, "B6").hand(0, "25", "24").build();
        s.when(0, new LayOut());

        s.when(0, new UseOffice("O10"), new Reuse("25"));
        s.when(0, new UseOffice("B6"), new Reuse("24"));

        assertThat(s.player(0).coins()).isEqualTo(4);
        assertThat(s.player(0).pendingVp()).isEqualTo(6);
        assertThat(s.player(0).tempDiscard()).containsExactly("25", "24");
    }

    @Test
    void o11_vp5_department5() {
        assertGreenOffice("O11", 5, 5);
    }

    private static void assertGreenOffice(String id, int vp, int department) {
        assertSpec(id, OfficeSpec.Kind.ADDITIONAL, Colour.GREEN, "VP(" + vp + ")");
        assertThat(CAT.office(id).department()).isEqualTo(department);
        CopycatScenario s = buying().office(id, 0).worker(0, id).build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).contains(new OfficeActionUsed(0, id, null), new VpGained(0, vp), new TurnScored(0, vp, 0));
    }

    @Test
    void additionalOffices_stackIsDepartment1OnTopDown_toDepartment5AtTheBottom_oneInPlayAtSetup() {
        for (int seats = 2; seats <= 4; seats++) {
            CopycatState s = RULES.setup(CopycatPlay.setup(seats));
            GameSetUp setUp = (GameSetUp) RULES.start(s, new SeededRng("stack-" + seats, 0)).getFirst();
            List<String> additional = setUp.offices().stream().filter(o -> o.startsWith("O")).toList();
            assertThat(additional).hasSize(1);
            assertThat(CAT.office(additional.getFirst()).department()).isEqualTo(1);
            assertThat(setUp.officeStack()).hasSize(10)
                    .extracting(o -> CAT.office(o).department()).containsExactly(1, 1, 1, 2, 2, 3, 3, 4, 4, 5);
        }
    }

    @Test
    void additionalOffices_appearDept1InRounds1To4_dept2In5And6_dept3In7And8_dept4In9And10_dept5In11() {
        // a whole (random) 2-player game: every office opened in P4 of round r is in play from round r + 1
        CopycatPlay play = CopycatPlay.start(2, "offices-by-round");
        Random r = new Random(7);
        int moves = 0;
        while (!play.state.finished() && moves++ < 20_000) {
            int seat = RULES.awaiting(play.state).getFirst();
            play.send(seat, CopycatRandomGamesTest.pick(RULES.legalMoves(play.state, seat), r));
        }
        List<int[]> opened = new ArrayList<>(); // {round it is in play from, department}
        int round = 0;
        for (CopycatEvent e : play.events) {
            if (e instanceof RoundCleanedUp c) round = c.round();
            if (e instanceof OfficeOpened o) opened.add(new int[] {round + 1, CAT.office(o.office()).department()});
        }
        assertThat(opened).as("the game lasts several rounds").hasSizeGreaterThanOrEqualTo(4);
        for (int[] o : opened) {
            int expected = o[0] <= 4 ? 1 : o[0] <= 6 ? 2 : o[0] <= 8 ? 3 : o[0] <= 10 ? 4 : 5;
            assertThat(o[1]).as("department of the office in play from round %d", o[0]).isEqualTo(expected);
        }
        assertThat(play.state.offices()).as("round r has r additional offices; the last P4 opened one more")
                .filteredOn(o -> o.id().startsWith("O")).hasSize(Math.min(play.state.round() + 1, 11));
    }

    @Test
    void cleanUpOpensTheTopOfTheStack() {
        CopycatScenario s = CopycatScenario.lastBuyer().officeStack("O5", "O6").build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).contains(new OfficeOpened("O5"));
        assertThat(s.state().officeStack()).containsExactly("O6");
        assertThat(s.office("O5").tokens()).isZero();
        assertThat(s.office("O5").workers()).isEmpty();
    }

    // --- tokens (D20) and capacity (D14) ----------------------------------------------------------------------

    @Test
    void tokens_oneOnEveryOfficeWithoutAWorkerInCleanUpBeforeTheNewOfficeAndTheyAccumulate() {
        CopycatScenario s = CopycatScenario.lastBuyer().office("B1", 1).worker(0, "B8", 1).worker(1, "B10", 1)
                .worker(1, "B4", 1, false).officeStack("O2").build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).containsSubsequence(
                new RoundCleanedUp(1, List.of("B1", "B2", "B3", "B5", "B6", "B7", "B9")), new OfficeOpened("O2"));
        assertThat(s.office("B1").tokens()).isEqualTo(2);
        assertThat(s.office("B2").tokens()).isEqualTo(1);
        assertThat(s.office("B8").tokens()).isZero();
        assertThat(s.office("B10").tokens()).isZero();
        assertThat(s.office("O2").tokens()).as("the new office comes after the tokens").isZero();
    }

    @Test
    void tokens_takenByTheFirstWorkerScoredInBuyingThenReturned() {
        CopycatScenario s = actions(2).office("B7", 3).build();

        s.when(0, new PlaceWorker("B7"));
        assertThat(s.events()).startsWith(new WorkerPlaced(0, "B7", false, 3));
        assertThat(s.office("B7").tokens()).isZero();
        assertThat(s.player(0).tokens()).isEqualTo(3);

        s.when(0, new Pass());
        assertThat(s.state().phase()).isEqualTo(Phase.BUYING);
        s.when(0, new LayOut(), new StartBuying(), new EndTurn());
        assertThat(s.events()).contains(new TurnScored(0, 3 + 1, 0));
        assertThat(s.player(0).tokens()).as("returned to the supply").isZero();
        assertThat(s.office("B7").tokens()).isZero();
    }

    @Test
    void tokens_takenByAnExtraOfficePlacementToo() {
        CopycatScenario s = actions(2).hand(0, "28").office("B5", 2).build();

        s.when(0, new PlayCard("28"), new PlaceWorker("B5"));

        assertThat(s.events()).contains(new WorkerPlaced(0, "B5", false, 2));
        assertThat(s.player(0).tokens()).isEqualTo(2);
    }

    @Test
    void capacity_oneWorkerPerOffice() {
        CopycatScenario s = actions(3).worker(1, "B8").build();

        assertThat(s.legal(0)).doesNotContain(new PlaceWorker("B8")).contains(new PlaceWorker("B9"));
        assertThat(s.rejected(0, new PlaceWorker("B8"))).isEqualTo("OFFICE_TAKEN");
        assertThat(s.rejected(0, new PlaceWorker("O7"))).as("not in play").isEqualTo("OFFICE_NOT_IN_PLAY");
    }

    @Test
    void capacity_elbowsIsTheExceptionButNeverTwoWorkersOfOnePlayer() {
        CopycatScenario s = actions(3).hand(0, "23", "32").worker(1, "B8").worker(2, "B9").build();

        s.when(0, new PlayCard("23"), new PlaceWorker("B8"));
        assertThat(s.office("B8").workers()).hasSize(2);

        s.when(0, new PlayCard("32"));
        assertThat(s.legal(0)).as("B8 already holds seat 0's worker")
                .containsExactlyInAnyOrder(new PlaceWorker("B9"), new Decline());
        assertThat(s.rejected(0, new PlaceWorker("B8"))).isEqualTo("OFFICE_NOT_ELIGIBLE");
        s.when(0, new PlaceWorker("B9"));
        assertThat(s.office("B9").workers()).extracting(Worker::seat).containsExactly(2, 0);
    }

    /** Row and column of a printed office, as the shipped catalogue file gives them. */
    private static List<Integer> boardPosition(String id) {
        CatalogueFile f = io.tabletop.app.JsonGameData.standard().read(CopycatRules.CATALOGUE, CatalogueFile.class);
        CatalogueFile.BoardOffice b = f.boardOffices().stream().filter(o -> o.id().equals(id)).findFirst()
                .orElseThrow();
        return List.of(b.row(), b.column());
    }
}
