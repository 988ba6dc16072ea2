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
 * Random games whose decks carry the card-flow cards (Groups with abilities on hands and decks, Plots that steal,
 * discard and take back): they end, decide equals legal moves at every position, and replay gives the same state.
 */
class InwoCardFlowRandomGamesTest {

    static final List<String> GROUPS = List.of("cattle-mutilators", "templars", "psychiatrists",
            "society-for-creative-anarchism", "wargamers", "mi-5", "fast-food-chains", "phone-company", "post-office",
            "n-s-a", "feminists", "mossad", "rosicrucians", "gun-lobby", "i-r-s", "crystal-skull", "shroud-of-turin",
            "the-great-pyramid", "fidel-castro");
    static final List<String> PLOTS = List.of("agent-in-place", "foiled", "logic-bomb", "the-auditor-from-hell",
            "nice-idea-its-mine-now", "stealing-the-plans", "hat-trick", "18-1-2-minute-gap", "power-to-the-people",
            "the-corporate-masters", "march-on-washington");

    /** A shipped test deck with some Groups and Plots swapped for card-flow ones (still a valid deck). */
    static List<String> deck(int i) {
        return InwoTestDecks.withFamily(i, GROUPS, PLOTS);
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {2, 3, 4, 5})
    void randomGameWithCardFlowCardsEndsAndLegalMovesMatchDecide(int seats) {
        int[] used = {0};
        InwoFamilyGames.play("cardflow", seats, InwoCardFlowRandomGamesTest::deck, (g, seat, awaiting, legal, r) -> {
            List<InwoCommand> flow = legal.stream().filter(c -> c instanceof InwoCommand.UseAbilityOn
                    || c instanceof InwoCommand.DrawFromBottom || c instanceof InwoCommand.PickPlotDraw).toList();
            InwoCommand pick = InwoFamilyGames.sometimes(flow, 4, legal, r);
            if (flow.contains(pick)) used[0]++;
            return pick;
        });
        assertThat(used[0]).as("card-flow abilities were used").isPositive();
    }
}
