package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.deck.DeckRules;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import io.tabletop.games.inwo.model.InwoCommand;

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
        int[] used = {0};
        InwoFamilyGames.play("choices", seats, InwoChoicesRandomGamesTest::deck, (g, seat, awaiting, legal, r) -> {
            List<InwoCommand> flow = legal.stream().filter(c -> c instanceof InwoCommand.UseAbilityOn || c instanceof InwoCommand.PlayPlot x
                    && g.state.player(seat).inHand(x.card()) != null
                    && PLOTS.contains(g.state.player(seat).inHand(x.card()).card())).toList();
            InwoCommand pick = InwoFamilyGames.sometimes(flow, 2, legal, r);
            if (g.state.choice() != null) {
                assertThat(awaiting).containsExactly(g.state.choice().seat());
                assertThat(legal).allMatch(c -> c instanceof InwoCommand.Choose);
                used[0]++;
            }
            return pick;
        });
        assertThat(used[0]).as("choices were made").isPositive();
    }
}
