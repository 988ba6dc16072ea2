package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.deck.DeckRules;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * Random games whose decks carry the replay cards (Plots that bring destroyed Groups back, Assassinations to kill
 * Personalities, the Clone Arrangers): they end, decide equals legal moves at every position, and replay gives the
 * same state.
 */
class InwoReplayRandomGamesTest {

    static final List<String> GROUPS = List.of("clone-arrangers", "gordo-remora", "hillary-clinton", "italy", "france",
            "cable-tv", "big-media", "ninjas", "girlie-magazines", "jimmy-hoffa");
    static final List<String> PLOTS = List.of("media-blitz", "counter-revolution", "clone", "impostor", "cover-of-darkness",
            "and-stay-dead", "head-in-a-jar", "sniper", "car-bomb", "hit-and-run", "media-blitz", "clone");

    /** A shipped test deck with some Groups and Plots swapped for replay ones (still a valid deck). */
    static List<String> deck(int i) {
        return InwoTestDecks.withFamily(i, GROUPS, PLOTS);
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {2, 3, 4})
    void randomGameWithReplayCardsEndsAndLegalMovesMatchDecide(int seats) {
        // replay Plots and Assassinations are picked often, so that some Groups die and come back
        InwoPlay play = InwoFamilyGames.play("replay", seats, InwoReplayRandomGamesTest::deck, (g, seat, awaiting, legal, r) ->
                InwoFamilyGames.sometimes(legal.stream().filter(c -> c instanceof InwoCommand.PlayPlot p
                        && replayCard(g, seat, p.card()) || c instanceof InwoCommand.UseAbilityOn).toList(), 3, legal, r));
        assertThat(play.events).as("some Group was destroyed").anyMatch(e -> e instanceof InwoEvent.GroupDestroyed);
        assertThat(play.events).as("some destroyed Group came back").anyMatch(e -> e instanceof InwoEvent.CardReplayed);
    }

    private static boolean replayCard(InwoPlay play, int seat, String uid) {
        var h = play.state.player(seat).inHand(uid);
        return h != null && (PLOTS.contains(h.card()));
    }
}
