package io.tabletop.games.copycat;

import static io.tabletop.games.copycat.CopycatScenario.CAT;
import static io.tabletop.games.copycat.CopycatScenario.RULES;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Options;
import io.tabletop.engine.Setup;
import io.tabletop.engine.Viewer;
import io.tabletop.games.copycat.CopycatCommand.*;
import io.tabletop.games.copycat.CopycatEvent.*;
import io.tabletop.games.copycat.CopycatScenario.ScriptedRng;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * rules/copycat.md §8, round 1 with 2 players, reproduced step by step: Anna is seat 0 (set A), Boris seat 1
 * (set B). The setup is dealt by {@link CopycatRules#start} itself, with chance scripted to give the example's
 * bus, street, office card and deck orders.
 */
class CopycatWorkedExampleTest {

    static final int ANNA = 0;
    static final int BORIS = 1;

    /** The setup of §8: every shuffle scripted; reshuffles later keep the discard pile's order. */
    static CopycatScenario setUp() {
        ScriptedRng rng = new ScriptedRng()
                .order("19", "25", "1", "22", "27", "20", "2", "24", "21", "26")              // stage I, slots 1-10
                .order("37", "3", "4", "28", "29", "30", "31", "33", "34", "35", "36", "38", "39", "40") // stage II
                .order("O1", "O2", "O3", "O4")                                               // department 1
                .order("A9", "A11", "A13", "A16", "A18", "A12", "A17", "A10", "A14", "A15")  // Anna's deck
                .order("B10", "B12", "B14", "B15", "B18", "B11", "B16", "B17", "B9", "B13")  // Boris's deck
                .order(BORIS, ANNA);                                                          // random bus
        CopycatState s = RULES.setup(new Setup(List.of("Anna", "Boris"), Options.validate(List.of(), Map.of())));
        CopycatScenario scenario = CopycatScenario.from(s, rng);
        scenario.started(RULES.start(s, rng));
        return scenario;
    }

    static CopycatScenario afterPlanning() {
        CopycatScenario s = setUp();
        s.when(ANNA, new ChooseTurnCard("A18"));
        s.when(BORIS, new ChooseTurnCard("B18"));
        return s;
    }

    static CopycatScenario afterActions() {
        CopycatScenario s = afterPlanning();
        s.when(ANNA, new PlaceWorker("B10"));
        s.when(BORIS, new PlaceWorker("O1"), new UseOffice("O1"));
        s.when(ANNA, new PlaceWorker("B5"));
        s.when(BORIS, new PlaceWorker("B8"));
        s.when(ANNA, new PlaceWorker("B2"), new UseOffice("B2"));
        s.when(BORIS, new PlaceWorker("B4"));
        return s;
    }

    static CopycatScenario afterAnnasPurchases() {
        CopycatScenario s = afterActions();
        s.when(ANNA, new LayOut(), new StartBuying(), new Buy(2), new Buy(4), new EndTurn());
        return s;
    }

    static CopycatScenario afterRound1() {
        CopycatScenario s = afterAnnasPurchases();
        s.when(BORIS, new LayOut(), new StartBuying(), new Buy(5), new EndTurn());
        return s;
    }

    @Test
    void setup_removesTheTwoPlayerCardsFillsTheStreetAndDealsTheExampleDecks() {
        CopycatScenario s = setUp();
        GameSetUp setUp = (GameSetUp) s.history().getFirst();

        assertThat(setUp.removed()).startsWith("23", "32", "49");
        assertThat(setUp.bus()).as("random bus: Boris 1st, Anna 2nd").containsExactly(BORIS, ANNA);
        assertThat(setUp.offices()).containsExactly("B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "O1");
        assertThat(CAT.office("O1").effect().text()).isEqualTo("DRAW(3)");
        assertThat(s.view(Viewer.SPECTATOR).street()).extracting(CopycatView.SlotView::card, CopycatView.SlotView::price)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("19", 1), org.assertj.core.groups.Tuple.tuple("25", 3),
                        org.assertj.core.groups.Tuple.tuple("1", null), org.assertj.core.groups.Tuple.tuple("22", 2),
                        org.assertj.core.groups.Tuple.tuple("27", 4), org.assertj.core.groups.Tuple.tuple("20", 3),
                        org.assertj.core.groups.Tuple.tuple("2", null), org.assertj.core.groups.Tuple.tuple("24", 4),
                        org.assertj.core.groups.Tuple.tuple("21", 4), org.assertj.core.groups.Tuple.tuple("26", 5),
                        org.assertj.core.groups.Tuple.tuple("37", 6));
        assertThat(CAT.card("37").stage()).as("slot 11 comes from the deck").isEqualTo(2);
        // P1 draw 5
        assertThat(s.player(ANNA).hand()).containsExactly("A9", "A11", "A13", "A16", "A18");
        assertThat(s.player(BORIS).hand()).containsExactly("B10", "B12", "B14", "B15", "B18");
        assertThat(s.player(ANNA).deck()).containsExactly("A12", "A17", "A10", "A14", "A15");
        assertThat(s.player(BORIS).deck()).containsExactly("B11", "B16", "B17", "B9", "B13");
        assertThat(s.state().phase()).isEqualTo(Phase.PLANNING);
    }

    @Test
    void p1_bothReveal18_theTieReversesBorisAnnaSoAnnaGoesFirst_andBoth18sGoToTempDiscard() {
        CopycatScenario s = afterPlanning();

        assertThat(s.event(TurnOrderDecided.class)).isEqualTo(new TurnOrderDecided(
                List.of(new Reveal(ANNA, "A18", 18), new Reveal(BORIS, "B18", 18)), List.of(ANNA, BORIS)));
        assertThat(s.state().bus()).containsExactly(ANNA, BORIS);
        assertThat(s.player(ANNA).tempDiscard()).containsExactly("A18");
        assertThat(s.player(BORIS).tempDiscard()).containsExactly("B18");
        assertThat(s.state().phase()).isEqualTo(Phase.ACTIONS);
        assertThat(s.awaiting()).containsExactly(ANNA);
    }

    @Test
    void p2_threeTurnsOfPlacements() {
        CopycatScenario s = afterPlanning();

        s.when(ANNA, new PlaceWorker("B10"));
        assertThat(s.events()).containsExactly(new WorkerPlaced(ANNA, "B10", false, 0), new TurnStarted(BORIS));
        s.when(BORIS, new PlaceWorker("O1"), new UseOffice("O1"));
        assertThat(s.events()).contains(new CardsDrawn(BORIS, 3, List.of("B11", "B16", "B17")));
        s.when(ANNA, new PlaceWorker("B5"));
        assertThat(s.events(OfficeActionUsed.class)).isEmpty();
        s.when(BORIS, new PlaceWorker("B8"));
        s.when(ANNA, new PlaceWorker("B2"), new UseOffice("B2"));
        assertThat(s.events()).containsExactly(new WorkerPlaced(ANNA, "B2", false, 0),
                new EffectOpened(ANNA, new Pending(Pending.Kind.OFFICE_ACTION, null, "B2", 0, 0)), new EffectClosed(ANNA),
                new OfficeActionUsed(ANNA, "B2", null), new CardsDrawn(ANNA, 2, List.of("A12", "A17")),
                new PassedActions(ANNA), new TurnStarted(BORIS));
        s.when(BORIS, new PlaceWorker("B4"));
        assertThat(s.events()).as("all workers placed, P2 ends").containsExactly(
                new WorkerPlaced(BORIS, "B4", false, 0), new PassedActions(BORIS),
                new PhaseStarted(Phase.BUYING), new TurnStarted(ANNA));

        assertThat(s.player(ANNA).hand()).containsExactlyInAnyOrder("A9", "A11", "A13", "A16", "A12", "A17");
        assertThat(s.player(BORIS).hand()).containsExactlyInAnyOrder("B10", "B12", "B14", "B15", "B11", "B16", "B17");
    }

    @Test
    void p3_anna_layOut4CoinsAnd2Vp_plus2FromB5_buys25And22TakingRed1_loses1Coin_scores2() {
        CopycatScenario s = afterActions();

        s.when(ANNA, new LayOut());
        assertThat(s.event(HandLaidOut.class).cards()).containsExactlyInAnyOrder("A9", "A11", "A12", "A13", "A16", "A17");
        assertThat(s.events(CoinsGained.class)).as("9, 11, 13, 12 give 4 coins, then B5 gives 2").containsExactly(
                new CoinsGained(ANNA, 1, true), new CoinsGained(ANNA, 1, true), new CoinsGained(ANNA, 1, true),
                new CoinsGained(ANNA, 1, true), new CoinsGained(ANNA, 2, true));
        assertThat(s.events(VpGained.class)).as("16 and 17").containsExactly(new VpGained(ANNA, 1), new VpGained(ANNA, 1));
        assertThat(s.events()).contains(new OfficeActionUsed(ANNA, "B5", null), new PermitsGained(ANNA, 2));
        assertThat(s.player(ANNA).coins()).as("4 + 2 (B5)").isEqualTo(6);
        assertThat(s.player(ANNA).pendingVp()).isEqualTo(2);

        s.when(ANNA, new StartBuying(), new Buy(2));
        assertThat(s.events()).contains(new CardBought(ANNA, "25", 2, 3, List.of()));
        s.when(ANNA, new Buy(4));
        assertThat(s.events()).containsExactly(new CardBought(ANNA, "22", 4, 2, List.of("1")));
        s.when(ANNA, new EndTurn());
        assertThat(s.events()).startsWith(new TurnScored(ANNA, 2, 1), new TurnStarted(BORIS));
        assertThat(s.player(ANNA).vp()).isEqualTo(2);
    }

    @Test
    void p3_boris_5CoinsPlus1FromB4_buysSaunaInSlot5For4_slot10WouldHaveForcedRed2_loses2Coins_scores2() {
        CopycatScenario s = afterAnnasPurchases();

        s.when(BORIS, new LayOut());
        assertThat(s.event(HandLaidOut.class).cards())
                .containsExactlyInAnyOrder("B10", "B11", "B12", "B14", "B15", "B16", "B17");
        assertThat(s.events(CoinsGained.class)).extracting(CoinsGained::amount).containsExactly(1, 1, 1, 1, 1, 1);
        assertThat(s.events()).contains(new OfficeActionUsed(BORIS, "B4", null), new PermitsGained(BORIS, 1));
        assertThat(s.events(VpGained.class)).hasSize(2);
        assertThat(s.player(BORIS).coins()).as("5 + 1 (B4)").isEqualTo(6);
        assertThat(s.player(BORIS).pendingVp()).isEqualTo(2);
        s.when(BORIS, new StartBuying());

        // the path not taken: #26 in slot 10 (3 + 2) would have brought red #2 along
        List<CopycatEvent> slot10 = RULES.decide(s.state(), BORIS, new Buy(10), new ScriptedRng());
        assertThat(slot10).containsExactly(new CardBought(BORIS, "26", 10, 5, List.of("2")));

        s.when(BORIS, new Buy(5));
        assertThat(s.events()).as("reds left of slot 5 are gone").containsExactly(
                new CardBought(BORIS, "27", 5, 4, List.of()));
        s.when(BORIS, new EndTurn());
        assertThat(s.events()).first().isEqualTo(new TurnScored(BORIS, 2, 2));
    }

    @Test
    void p4_tokensDiscardsWorkersHomeNextOfficeClearingShiftRefillAndScore2to2() {
        CopycatScenario before = afterAnnasPurchases();
        before.when(BORIS, new LayOut(), new StartBuying(), new Buy(5));
        CopycatState atEnd = before.state();
        before.when(BORIS, new EndTurn());
        List<CopycatEvent> batch = before.events();

        // the state at the end of P4, before round 2's draw
        CopycatState p4 = atEnd;
        List<CopycatEvent> p4Events = new ArrayList<>();
        for (CopycatEvent e : batch) {
            if (e instanceof RoundStarted) break;
            p4 = RULES.evolve(p4, e);
            p4Events.add(e);
        }

        // 1. tokens on the unoccupied offices
        assertThat(p4Events).contains(new RoundCleanedUp(1, List.of("B1", "B3", "B6", "B7", "B9")));
        for (Office o : p4.offices()) {
            int expected = List.of("B1", "B3", "B6", "B7", "B9").contains(o.id()) ? 1 : 0;
            assertThat(o.tokens()).as("tokens on %s", o.id()).isEqualTo(expected);
        }
        // 2. play areas and temp discards to the discards
        Player anna = p4.player(ANNA);
        Player boris = p4.player(BORIS);
        assertThat(anna.deck()).containsExactly("A10", "A14", "A15");
        assertThat(anna.discard()).hasSize(10).contains("25", "22", "1");
        assertThat(boris.deck()).containsExactly("B9", "B13");
        assertThat(boris.discard()).hasSize(9).contains("27");
        assertThat(anna.playArea()).isEmpty();
        assertThat(boris.tempDiscard()).isEmpty();
        // 3. workers home
        assertThat(p4.offices()).allMatch(o -> o.workers().isEmpty());
        // 4. the next dept-1 office card
        assertThat(p4Events).contains(new OfficeOpened("O2"));
        assertThat(p4.office("O2")).isNotNull();
        // 5.-6. clearing slot 1 (#19), shift, refill slots 7-11 with five stage II cards
        StreetCleared cleared = (StreetCleared) p4Events.stream().filter(e -> e instanceof StreetCleared).findFirst()
                .orElseThrow();
        assertThat(cleared.removed()).containsExactly("19");
        assertThat(p4.removed()).contains("19");
        assertThat(cleared.street()).startsWith("20", "2", "24", "21", "26", "37");
        assertThat(cleared.drawn()).hasSize(5).allMatch(c -> CAT.card(c).stage() == 2);
        assertThat(cleared.street().subList(6, 11)).containsExactlyElementsOf(cleared.drawn());
        // 7. no end condition; score 2:2
        assertThat(batch).noneMatch(e -> e instanceof GameEnded);
        assertThat(p4.player(ANNA).vp()).isEqualTo(2);
        assertThat(p4.player(BORIS).vp()).isEqualTo(2);
    }

    @Test
    void round2Preview_reshufflesOnTheDraw_red2GoesWithSlot3OrRight_b9HoldsAToken() {
        CopycatScenario s = afterRound1();
        assertThat(s.state().round()).isEqualTo(2);

        // Anna draws 10, 14, 15, shuffles her 10-card discard and draws 2 more; Boris draws 9, 13, then 3 more
        assertThat(s.events()).containsSubsequence(new RoundStarted(2),
                new CardsDrawn(ANNA, 3, List.of("A10", "A14", "A15")));
        assertThat(s.events(DiscardShuffled.class)).extracting(DiscardShuffled::seat, DiscardShuffled::size)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(ANNA, 10), org.assertj.core.groups.Tuple.tuple(BORIS, 9));
        assertThat(s.events(CardsDrawn.class)).extracting(CardsDrawn::seat, CardsDrawn::count).containsExactly(
                org.assertj.core.groups.Tuple.tuple(ANNA, 3), org.assertj.core.groups.Tuple.tuple(ANNA, 2),
                org.assertj.core.groups.Tuple.tuple(BORIS, 2), org.assertj.core.groups.Tuple.tuple(BORIS, 3));
        assertThat(s.events(CardsDrawn.class).get(2).cards()).containsExactly("B9", "B13");
        assertThat(s.player(ANNA).hand()).hasSize(5);
        assertThat(s.player(BORIS).hand()).hasSize(5);
        assertThat(s.player(ANNA).deck()).hasSize(8);
        assertThat(s.player(BORIS).deck()).hasSize(6);

        // red #2 now lies in slot 2: it goes with any purchase from slot 3 on, not with slot 1 or 2
        assertThat(s.state().street().get(1)).isEqualTo("2");
        assertThat(Street.redsLeftOf(CAT, s.state().street(), 2)).isEmpty();
        assertThat(Street.redsLeftOf(CAT, s.state().street(), 3)).containsExactly("2");

        // play on: a worker on B9 collects its token, and the special buy from slot 3 brings red #2
        s.when(ANNA, new ChooseTurnCard(highest(s.player(ANNA).hand())));
        s.when(BORIS, new ChooseTurnCard(highest(s.player(BORIS).hand())));
        int first = s.state().bus().getFirst();
        s.when(first, new PlaceWorker("B9"));
        assertThat(s.events()).startsWith(new WorkerPlaced(first, "B9", false, 1));
        assertThat(s.player(first).tokens()).isEqualTo(1);
        int second = s.state().bus().get(1);
        s.when(second, new Pass());
        s.when(first, new Pass());
        assertThat(s.state().phase()).isEqualTo(Phase.BUYING);
        s.when(first, new LayOut(), new StartBuying(), new UseOffice("B9"));
        assertThat(s.player(first).coins()).isGreaterThanOrEqualTo(3);
        s.when(first, new Buy(3));
        assertThat(s.events()).containsExactly(new CardBought(first, "24", 3, 3, List.of("2")));
    }

    private static String highest(List<String> hand) {
        return hand.stream().max((a, b) -> Integer.compare(CAT.card(a).number(), CAT.card(b).number())).orElseThrow();
    }
}
