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
 * Random games whose decks carry the Plots that make another seat choose (r4 choices): they end, decide equals legal
 * moves at every position (a pending choice included), and replay gives the same state.
 */
class InwoChoicesRandomGamesTest {

    static final List<String> GROUPS = List.of("mi-5", "trading-card-games", "cattle-mutilators", "templars", "druids", "ninjas", "trading-card-games");
    static final List<String> PLOTS = List.of("upheaval", "george-the-janitor", "mutual-betrayal",
            "lets-you-and-him-fight", "an-offer-you-cant-refuse", "crop-circles", "vultures", "upheaval", "vultures");

    /** A shipped test deck with some Groups and Plots swapped for card-flow ones (still a valid deck). */
    static List<String> deck(int i) {
        return InwoTestDecks.withFamily(i, GROUPS, PLOTS);
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {2, 3, 4, 5})
    void randomGameWithChoiceCardsEndsAndLegalMovesMatchDecide(int seats) {
        List<List<String>> decks = new ArrayList<>();
        for (int i = 0; i < seats; i++) decks.add(deck(i));
        String seed = "inwo-choices-" + seats;
        InwoPlay play = InwoPlay.start(InwoRandomGamesTest.SHIPPED, decks, seed, Map.of("turnLimit", 60));
        Random r = new Random(seed.hashCode());
        int moves = 0;
        int used = 0;
        while (!play.state.finished()) {
            assertThat(moves++).as("the game should end").isLessThan(30_000);
            List<Integer> awaiting = play.rules.awaiting(play.state);
            assertThat(awaiting).isNotEmpty();
            int seat = awaiting.get(r.nextInt(awaiting.size()));
            List<InwoCommand> legal = play.rules.legalMoves(play.state, seat);
            assertThat(legal).as("an awaited seat has moves in %s", play.state.phase()).isNotEmpty();
            if (moves % 5 == 0) for (InwoCommand c : legal) play.rules.decide(play.state, seat, c, play.rng());
            List<InwoCommand> flow = legal.stream().filter(c -> c instanceof InwoCommand.UseAbilityOn || c instanceof InwoCommand.PlayPlot x
                    && play.state.player(seat).inHand(x.card()) != null
                    && PLOTS.contains(play.state.player(seat).inHand(x.card()).card())).toList();
            InwoCommand pick = !flow.isEmpty() && r.nextInt(2) == 0 ? flow.get(r.nextInt(flow.size()))
                    : InwoRandomGamesTest.pick(legal, r);
            if (play.state.choice() != null) {
                assertThat(awaiting).containsExactly(play.state.choice().seat());
                assertThat(legal).allMatch(c -> c instanceof InwoCommand.Choose);
                used++;
            }
            play.send(seat, pick);
        }
        assertThat(play.state.reason()).isIn("VICTORY", "ELIMINATION", "TURN_LIMIT");
        assertThat(play.replay()).isEqualTo(play.state);
        assertThat(used).as("choices were made").isPositive();
    }
}
