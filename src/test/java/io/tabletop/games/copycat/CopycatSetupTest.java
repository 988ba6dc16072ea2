package io.tabletop.games.copycat;

import static io.tabletop.games.copycat.CopycatScenario.CAT;
import static io.tabletop.games.copycat.CopycatScenario.RULES;
import static io.tabletop.games.copycat.CopycatScenario.given;
import static io.tabletop.games.copycat.CopycatScenario.lastBuyer;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Outcome;
import io.tabletop.engine.Rng;
import io.tabletop.engine.SeededRng;
import io.tabletop.games.copycat.CopycatCommand.*;
import io.tabletop.games.copycat.CopycatEvent.*;
import io.tabletop.games.copycat.CopycatScenario.ScriptedRng;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Setup (rules/copycat.md §2, §4, §5), the three end conditions and the final tie-break (D23, D24). */
class CopycatSetupTest {

    private static CopycatScenario started(int seats, Rng rng) {
        CopycatState s = RULES.setup(CopycatPlay.setup(seats));
        return CopycatScenario.from(s, rng).started(RULES.start(s, rng));
    }

    private static GameSetUp setUp(CopycatScenario s) {
        return (GameSetUp) s.history().getFirst();
    }

    private static int stage(String card) {
        return CAT.card(card).stage();
    }

    // --- the street -------------------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {3, 4})
    void streetHoldsAllElevenStageICards(int seats) {
        CopycatScenario s = started(seats, new SeededRng("street-" + seats, 0));

        assertThat(s.state().street()).hasSize(11).doesNotContainNull().allMatch(c -> stage(c) == 1);
        assertThat(new HashSet<>(s.state().street())).hasSize(11);
        assertThat(setUp(s).removed()).as("nothing but spare doctorates removed").allMatch(c -> stage(c) == 5);
    }

    @Test
    void twoPlayers_cards23_32_49AreRemovedAndSlot11GetsTheDeckTop() {
        ScriptedRng rng = new ScriptedRng().order("40", "3", "4", "28", "29", "30", "31", "33", "34", "35", "36", "37",
                "38", "39");
        CopycatScenario s = started(2, rng);
        GameSetUp setUp = setUp(s);

        assertThat(setUp.removed()).contains("23", "32", "49");
        assertThat(s.state().street().subList(0, 10)).allMatch(c -> stage(c) == 1).doesNotContain("23");
        assertThat(s.state().street().get(10)).as("the top of the stage II pile").isEqualTo("40");
        assertThat(s.state().actionDeck()).doesNotContain("23", "32", "49", "40").startsWith("3", "4", "28");
        assertThat(rng.shuffled).as("stage I without #23 is shuffled")
                .contains(List.of("1", "2", "19", "20", "21", "22", "24", "25", "26", "27"));
    }

    // --- the action deck ----------------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    void deckIsStageIIOnTopThenIIIThenIVThenNDoctoratesAtTheBottom(int seats) {
        CopycatScenario s = started(seats, new SeededRng("deck-" + seats, 0));
        List<Integer> stages = s.state().actionDeck().stream().map(CopycatSetupTest::stage).toList();

        assertThat(stages).isSorted();
        int two = seats == 2 ? 1 : 0; // #32 and #49 removed, and slot 11 took the top stage II card
        assertThat(stages).filteredOn(x -> x == 2).hasSize(15 - 2 * two);
        assertThat(stages).filteredOn(x -> x == 3).hasSize(13 - two);
        assertThat(stages).filteredOn(x -> x == 4).hasSize(12);
        assertThat(stages).filteredOn(x -> x == 5).as("N doctorates").hasSize(seats);
        assertThat(setUp(s).removed()).filteredOn(c -> stage(c) == 5).as("the other doctorates leave the game")
                .hasSize(4 - seats);
        assertThat(setUp(s).actionDeckSize()).isEqualTo(s.state().actionDeck().size());
    }

    @Test
    void eachStageIsShuffledOnItsOwn() {
        ScriptedRng rng = new ScriptedRng().order("59", "58", "57", "56", "55", "54", "53", "52", "8", "7", "61", "60")
                .order("65", "64", "63", "62");
        CopycatScenario s = started(4, rng);

        List<String> deck = s.state().actionDeck();
        assertThat(deck.subList(deck.size() - 16, deck.size() - 4))
                .containsExactly("59", "58", "57", "56", "55", "54", "53", "52", "8", "7", "61", "60");
        assertThat(deck.subList(deck.size() - 4, deck.size())).containsExactly("65", "64", "63", "62");
        assertThat(s.state().street()).containsExactly("1", "2", "19", "20", "21", "22", "23", "24", "25", "26", "27");
    }

    // --- offices ----------------------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    void officesAreRegularByPlayerCountThenTheBoardThenOneDepartment1Card(int seats) {
        CopycatScenario s = started(seats, new SeededRng("setup-offices-" + seats, 0));
        List<String> regular = seats == 2 ? List.of() : seats == 3 ? List.of("R1", "R2") : List.of("R1", "R2", "R3", "R4");

        List<String> expected = new ArrayList<>(regular);
        expected.addAll(CopycatScenario.BOARD);
        assertThat(setUp(s).offices()).startsWith(expected.toArray(String[]::new)).hasSize(expected.size() + 1);
        assertThat(CAT.office(setUp(s).offices().getLast()).department()).isEqualTo(1);
        assertThat(setUp(s).officeStack()).extracting(o -> CAT.office(o).department())
                .containsExactly(1, 1, 1, 2, 2, 3, 3, 4, 4, 5);
        assertThat(s.state().offices()).allMatch(o -> o.tokens() == 0 && o.workers().isEmpty());
    }

    // --- start decks and the bus ------------------------------------------------------------------------------

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    void everyPlayerHasOneStartSetOf7MoneyAnd3VpCardsAndDrawsFive(int seats) {
        CopycatScenario s = started(seats, new SeededRng("decks-" + seats, 0));

        for (Player p : s.state().players()) {
            assertThat(p.set()).isEqualTo(Catalogue.SETS.get(p.seat()));
            List<String> all = new ArrayList<>(p.hand());
            all.addAll(p.deck());
            assertThat(all).hasSize(10).doesNotHaveDuplicates().allMatch(c -> c.startsWith(p.set()));
            assertThat(all).filteredOn(c -> CAT.card(c).effect().equals(new Effect.Coins(1))
                    && CAT.card(c).colour() == Colour.YELLOW).hasSize(7);
            assertThat(all).filteredOn(c -> CAT.card(c).effect().equals(new Effect.Vp(1))
                    && CAT.card(c).colour() == Colour.GREEN).hasSize(3);
            assertThat(p.hand()).hasSize(5);
            assertThat(p.deck()).hasSize(5);
            assertThat(p.vp()).isZero();
        }
        assertThat(s.state().round()).isEqualTo(1);
        assertThat(s.state().phase()).isEqualTo(Phase.PLANNING);
        assertThat(s.awaiting()).hasSize(seats);
    }

    @Test
    void theFirstBusIsRandom() {
        CopycatScenario scripted = started(3, new ScriptedRng().order(2, 0, 1));
        assertThat(setUp(scripted).bus()).containsExactly(2, 0, 1);
        assertThat(scripted.state().bus()).containsExactly(2, 0, 1);

        Set<List<Integer>> buses = new HashSet<>();
        for (int i = 0; i < 12; i++) buses.add(setUp(started(3, new SeededRng("bus-" + i, 0))).bus());
        assertThat(buses).as("different seeds, different buses").hasSizeGreaterThan(1)
                .allMatch(b -> new HashSet<>(b).equals(Set.of(0, 1, 2)));
    }

    // --- the end ----------------------------------------------------------------------------------------------

    @Test
    void endsAfterTheRoundInWhichAPlayerReaches95Vp() {
        CopycatScenario s = lastBuyer().vp(0, 94).hand(0, "A16").build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).containsSubsequence(new TurnScored(0, 1, 0), new RoundCleanedUp(1, CopycatScenario.BOARD),
                new GameEnded(List.of(0), "VP"));
        assertThat(RULES.outcome(s.state())).isEqualTo(new Outcome(true, List.of(0)));
        assertThat(s.legal(0)).isEmpty();
        assertThat(s.rejected(0, new ChooseTurnCard("A9"))).isEqualTo("GAME_FINISHED");
    }

    @Test
    void doesNotEndBelow95WithDoctoratesLeftBeforeRound11() {
        CopycatScenario s = lastBuyer().vp(0, 93).round(10).hand(0, "A16").build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).noneMatch(e -> e instanceof GameEnded).contains(new RoundStarted(11));
        assertThat(RULES.outcome(s.state()).finished()).isFalse();
    }

    @Test
    void endsWhenTheLastDoctorateIsBought() {
        CopycatScenario s = lastBuyer().actionDeck("37").worker(0, "B8").hand(0, "A16", "A14").slot(4, "65").build();

        s.when(0, new LayOut(), new StartBuying(), new BuyDoctorate(4, 1), new EndTurn());

        assertThat(s.events()).last().isEqualTo(new GameEnded(List.of(0), "DOCTORATES"));
        assertThat(s.player(0).vp()).isEqualTo(2);
    }

    @Test
    void endsWhenTheLastDoctorateIsClearedFromTheStreet() {
        CopycatScenario s = lastBuyer().actionDeck().street("63").build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).contains(new StreetCleared(List.of("63"),
                CopycatScenario.list(null, null, null, null, null, null, null, null, null, null, null), List.of()));
        assertThat(((GameEnded) s.events().getLast()).reason()).isEqualTo("DOCTORATES");
    }

    @Test
    void endsAfterRound11() {
        CopycatScenario s = lastBuyer().round(11).build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).last().isInstanceOf(GameEnded.class);
        assertThat(((GameEnded) s.events().getLast()).reason()).isEqualTo("LAST_ROUND");
        assertThat(s.state().round()).isEqualTo(11);
        assertThat(s.events()).noneMatch(e -> e instanceof RoundStarted);
    }

    @Test
    void finalTieGoesToMoreVpInTheFinalRound() {
        CopycatScenario s = lastBuyer().round(11).vp(0, 47).hand(0, "A16", "A17", "A18")
                .vp(1, 50).player(1, p -> p.roundVp = 2).build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.player(0).vp()).isEqualTo(50);
        assertThat(s.events()).last().isEqualTo(new GameEnded(List.of(0), "LAST_ROUND"));
        assertThat(RULES.outcome(s.state()).winners()).containsExactly(0);
    }

    @Test
    void finalTieStillTiedIsShared() {
        CopycatScenario s = lastBuyer().round(11).vp(0, 48).hand(0, "A16", "A17")
                .vp(1, 50).player(1, p -> p.roundVp = 2).build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.events()).last().isEqualTo(new GameEnded(List.of(0, 1), "LAST_ROUND"));
        assertThat(s.state().winners()).containsExactly(0, 1);
    }

    @Test
    void mostVpWinsOutright() {
        CopycatScenario s = lastBuyer().round(11).vp(0, 30).hand(0, "A16").vp(1, 40).build();

        s.when(0, new LayOut(), new StartBuying(), new EndTurn());

        assertThat(s.state().winners()).containsExactly(1);
        assertThat(given(2).state().winners()).as("nobody has won yet").isEmpty();
    }
}
