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
        List<List<String>> decks = new ArrayList<>();
        for (int i = 0; i < seats; i++) decks.add(deck(i));
        String seed = "inwo-replay-" + seats;
        InwoPlay play = InwoPlay.start(InwoRandomGamesTest.SHIPPED, decks, seed, Map.of("turnLimit", 60));
        Random r = new Random(seed.hashCode());
        int moves = 0;
        while (!play.state.finished()) {
            assertThat(moves++).as("the game should end").isLessThan(30_000);
            List<Integer> awaiting = play.rules.awaiting(play.state);
            assertThat(awaiting).isNotEmpty();
            int seat = awaiting.get(r.nextInt(awaiting.size()));
            List<InwoCommand> legal = play.rules.legalMoves(play.state, seat);
            assertThat(legal).as("an awaited seat has moves in %s", play.state.phase()).isNotEmpty();
            if (moves % 5 == 0) for (InwoCommand c : legal) play.rules.decide(play.state, seat, c, play.rng());
            // replay Plots and Assassinations are picked often, so that some Groups die and come back
            List<InwoCommand> replay = legal.stream().filter(c -> c instanceof InwoCommand.PlayPlot p
                    && replayCard(play, seat, p.card()) || c instanceof InwoCommand.UseAbilityOn).toList();
            InwoCommand pick = !replay.isEmpty() && r.nextInt(3) == 0 ? replay.get(r.nextInt(replay.size()))
                    : InwoRandomGamesTest.pick(legal, r);
            play.send(seat, pick);
        }
        assertThat(play.state.reason()).isIn("VICTORY", "ELIMINATION", "TURN_LIMIT");
        assertThat(play.replay()).isEqualTo(play.state);
        assertThat(play.events).as("some Group was destroyed").anyMatch(e -> e instanceof InwoEvent.GroupDestroyed);
        assertThat(play.events).as("some destroyed Group came back").anyMatch(e -> e instanceof InwoEvent.CardReplayed);
    }

    private static boolean replayCard(InwoPlay play, int seat, String uid) {
        var h = play.state.player(seat).inHand(uid);
        return h != null && (PLOTS.contains(h.card()));
    }
}
