package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.deck.DeckRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Random games whose decks carry the takeover cards (round 4): extra takeovers and takeover cancellations are played;
 * the games end, decide accepts every legal move, and replay gives the same state.
 */
class InwoTakeoverRandomGamesTest {

    static final List<String> CARDS = List.of("evil-geniuses-for-a-better-tomorrow", "flying-saucer", "cyborg-soldiers",
            "eliza", "earthquake-projector", "midas-mill", "new-york", "japan");
    static final List<String> PLOTS = List.of("power-grab", "botched-contact", "sabotage", "botched-contact", "sabotage");

    static List<String> deck(int i) {
        var catalogue = InwoTestDecks.SHIPPED;
        List<String> cards = new ArrayList<>(InwoTestDecks.deck(i));
        int g = 0;
        int p = 0;
        for (int k = 0; k < cards.size(); k++) {
            var def = catalogue.card(cards.get(k)).orElseThrow();
            if (cards.contains(CARDS.get(g % CARDS.size()))) g++;
            if (def.kind() == CardKind.GROUP && g < CARDS.size() && k % 2 == 0 && !cards.contains(CARDS.get(g))) cards.set(k, CARDS.get(g++));
            else if (def.kind() == CardKind.PLOT && p < PLOTS.size()) cards.set(k, PLOTS.get(p++));
        }
        assertThat(DeckRules.problems(catalogue, cards, 45)).isEmpty();
        return cards;
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {2, 3, 4})
    void randomGameWithTakeoverCardsEndsAndLegalMovesMatchDecide(int seats) {
        List<List<String>> decks = new ArrayList<>();
        for (int i = 0; i < seats; i++) decks.add(deck(i));
        String seed = "inwo-takeover-" + seats;
        InwoPlay play = InwoPlay.start(InwoRandomGamesTest.SHIPPED, decks, seed, Map.of("turnLimit", 60));
        Random r = new Random(seed.hashCode());
        int moves = 0;
        int extra = 0;
        int cancelled = 0;
        int windows = 0;
        while (!play.state.finished()) {
            assertThat(moves++).as("the game should end").isLessThan(30_000);
            List<Integer> awaiting = play.rules.awaiting(play.state);
            assertThat(awaiting).isNotEmpty();
            int seat = awaiting.get(r.nextInt(awaiting.size()));
            List<InwoCommand> legal = play.rules.legalMoves(play.state, seat);
            assertThat(legal).as("an awaited seat has moves in %s", play.state.phase()).isNotEmpty();
            if (moves % 5 == 0) for (InwoCommand c : legal) play.rules.decide(play.state, seat, c, play.rng());
            boolean takeoverWindow = play.state.window() != null
                    && play.state.window().kind() == io.tabletop.games.inwo.turn.WindowKind.TAKEOVER;
            if (takeoverWindow && play.state.window().passes() == 0) windows++;
            List<InwoCommand> ours = legal.stream().filter(c -> c instanceof InwoCommand.ExtraTakeover
                    || takeoverWindow && c instanceof InwoCommand.PlayPlot).toList();
            InwoCommand pick = !ours.isEmpty() && r.nextInt(2) == 0 ? ours.get(r.nextInt(ours.size()))
                    : InwoRandomGamesTest.pick(legal, r);
            if (pick instanceof InwoCommand.ExtraTakeover) extra++;
            List<InwoEvent> events = play.send(seat, pick);
            if (events.stream().anyMatch(e -> e instanceof InwoEvent.TakeoverCancelled)) cancelled++;
        }
        assertThat(play.state.reason()).isIn("VICTORY", "ELIMINATION", "TURN_LIMIT");
        assertThat(play.replay()).isEqualTo(play.state);
        assertThat(windows).as("takeover windows opened").isPositive();
        assertThat(extra + cancelled).as("takeover cards were played").isPositive();
    }
}
