package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.deck.DeckRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * Random games with the shipped catalogue whose decks hold the cards of the plots/costs/takeovers family (linked
 * Plots, helper costs, draw abilities and attack bonuses paid by the card's action): they end, replay, and decide accepts every legal move.
 */
class InwoPlotsRandomGamesTest {

    static final InwoRules RULES = InwoRandomGamesTest.SHIPPED;

    /** The family's cards put in every deck (one copy each). */
    static final List<String> PLOTS = List.of("commitment", "never-surrender", "hidden-influence", "revolution", "backlash",
            "the-stars-are-right");
    static final List<String> GROUPS = List.of("bank-of-england", "fraternal-orders", "dinosaur-park", "mercenaries",
            "earthquake-projector", "necronomicon", "eliza");

    /** Seat {@code i}'s test deck with its first Plots (no Goal) and Groups replaced by the family's cards. */
    static List<String> deck(int i) {
        List<String> cards = new ArrayList<>(InwoTestDecks.deck(i));
        cards.removeAll(PLOTS);
        cards.removeAll(GROUPS);
        List<String> out = new ArrayList<>();
        int plots = 0;
        int groups = 0;
        for (String id : cards) {
            CardDef d = InwoTestDecks.SHIPPED.card(id).orElseThrow();
            if (plots < PLOTS.size() && d.kind() == CardKind.PLOT && d.plotKind() != PlotKind.GOAL) {
                out.add(PLOTS.get(plots++));
            } else if (groups < GROUPS.size() && d.kind() == CardKind.GROUP) {
                out.add(GROUPS.get(groups++));
            } else {
                out.add(id);
            }
        }
        while (out.size() < 45 && plots < PLOTS.size()) out.add(PLOTS.get(plots++));
        while (out.size() < 45 && groups < GROUPS.size()) out.add(GROUPS.get(groups++));
        return out;
    }

    static Stream<Arguments> games() {
        List<Arguments> out = new ArrayList<>();
        for (int seats = 2; seats <= 4; seats++) out.add(Arguments.of(seats, "inwo-plots-" + seats));
        return out.stream();
    }

    @ParameterizedTest(name = "{0} seats, {1}")
    @MethodSource("games")
    void randomGameWithLinkedPlotsEndsAndLegalMovesMatchDecide(int seats, String seed) {
        List<List<String>> decks = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            decks.add(deck(i));
            assertThat(DeckRules.problems(InwoTestDecks.SHIPPED, decks.get(i), 45)).isEmpty();
            assertThat(decks.get(i)).containsAll(PLOTS).containsAll(GROUPS);
        }
        InwoPlay play = InwoPlay.start(RULES, decks, seed, Map.of("turnLimit", 60));
        InwoFamilyGames.playOut(play, new Random(seed.hashCode()), InwoFamilyGames.EVERY_LISTED_MOVE_IS_ACCEPTED,
                (g, seat, awaiting, legal, r) -> InwoRandomGamesTest.pick(legal, r));
        System.out.println("linked " + play.events.stream().filter(e -> e instanceof InwoEvent.PlotLinked).count()
                + " abilities " + play.events.stream().filter(e -> e instanceof InwoEvent.TokensSpent t && "ABILITY".equals(t.why())).count());
    }
}
