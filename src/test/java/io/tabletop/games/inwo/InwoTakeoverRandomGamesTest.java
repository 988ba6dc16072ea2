package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.deck.DeckRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

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
        int[] extra = {0};
        int[] windows = {0};
        InwoPlay play = InwoFamilyGames.play("takeover", seats, InwoTakeoverRandomGamesTest::deck, (g, seat, awaiting, legal, r) -> {
            boolean takeoverWindow = g.state.window() != null
                    && g.state.window().kind() == io.tabletop.games.inwo.model.WindowKind.TAKEOVER;
            if (takeoverWindow && g.state.window().passes() == 0) windows[0]++;
            List<InwoCommand> ours = legal.stream().filter(c -> c instanceof InwoCommand.ExtraTakeover
                    || takeoverWindow && c instanceof InwoCommand.PlayPlot).toList();
            InwoCommand pick = InwoFamilyGames.sometimes(ours, 2, legal, r);
            if (pick instanceof InwoCommand.ExtraTakeover) extra[0]++;
            return pick;
        });
        long cancelled = play.events.stream().filter(e -> e instanceof InwoEvent.TakeoverCancelled).count();
        assertThat(windows[0]).as("takeover windows opened").isPositive();
        assertThat(extra[0] + cancelled).as("takeover cards were played").isPositive();
    }
}
