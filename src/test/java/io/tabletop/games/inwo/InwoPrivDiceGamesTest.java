package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.deck.DeckRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * Random games (shipped catalogue) with decks full of the privilege and dice cards: every game ends, every legal move
 * is accepted by decide at every position, and replaying the events gives the same state.
 */
class InwoPrivDiceGamesTest {

    static final List<String> PLOTS = List.of("censorship", "privileged-attack", "deep-agent", "interference",
            "ketchup-is-a-vegetable", "eat-the-rich", "bimbo-at-eleven", "murphys-law", "bribery", "computer-virus", "time-warp", "mothers-march",
            "spasm-of-violence", "combined-disasters", "payoff", "car-bomb", "poison", "tornado", "meteor-strike");
    static final List<String> GROUPS = List.of("moonies", "israel", "religious-reich", "w-i-t-c-h", "fnord-motor-company");
    static final List<String> RESOURCES = List.of("the-frog-god", "angels-feather");

    static Stream<Arguments> games() {
        List<Arguments> out = new ArrayList<>();
        for (int seats = 2; seats <= 5; seats++) out.add(Arguments.of(seats, "privdice-" + seats));
        return out.stream();
    }

    /** A valid deck with the family's cards in place of some of its Plots and Groups. */
    static List<String> deck(int i) {
        List<String> d = new ArrayList<>(InwoTestDecks.deck(i));
        var cat = InwoTestDecks.SHIPPED;
        int p = 0;
        int g = 0;
        int r = 0;
        for (int k = 0; k < d.size(); k++) {
            var c = cat.card(d.get(k)).orElseThrow();
            if (c.unique()) continue;
            if (c.kind() == CardKind.PLOT && p < PLOTS.size() + 4) d.set(k, PLOTS.get(p++ % PLOTS.size()));
            else if (c.kind() == CardKind.GROUP && g < GROUPS.size() && !d.contains(GROUPS.get(g))) d.set(k, GROUPS.get(g++));
            else if (c.kind() == CardKind.RESOURCE && r < RESOURCES.size()) d.set(k, RESOURCES.get(r++));
        }
        assertThat(DeckRules.problems(cat, d, 45)).isEmpty();
        return d;
    }

    static InwoCommand pick(List<InwoCommand> legal, Random r) {
        List<InwoCommand> ours = legal.stream().filter(c -> c instanceof InwoCommand.PrivilegedAttack
                || c instanceof InwoCommand.UseAbility || c instanceof InwoCommand.PlayPlot || c instanceof InwoCommand.ChangeRoll || c instanceof InwoCommand.CombinedAttack).toList();
        if (!ours.isEmpty() && r.nextInt(3) == 0) return ours.get(r.nextInt(ours.size()));
        return InwoRandomGamesTest.pick(legal, r);
    }

    @ParameterizedTest(name = "{0} seats, {1}")
    @MethodSource("games")
    void randomGameWithTheFamilysCardsEndsAndLegalMovesMatchDecide(int seats, String seed) {
        List<List<String>> decks = new ArrayList<>();
        for (int i = 0; i < seats; i++) decks.add(deck(i));
        InwoPlay play = InwoPlay.start(InwoRandomGamesTest.SHIPPED, decks, seed, Map.of("turnLimit", 40));
        Map<String, Integer> seen = new java.util.TreeMap<>();
        InwoFamilyGames.playOut(play, new Random(seed.hashCode()), InwoFamilyGames.EVERY_LISTED_MOVE_IS_ACCEPTED, 3,
                (p, seat, awaiting, legal, r) -> {
                    InwoCommand c = pick(legal, r);
                    seen.merge(c.getClass().getSimpleName(), 1, Integer::sum);
                    return c;
                });
        for (InwoEvent e : play.events) {
            if (e instanceof InwoEvent.AttackJoined j) seen.merge(j.contribution().kind().name(), 1, Integer::sum);
            if (e instanceof InwoEvent.DiceRolled || e instanceof InwoEvent.RollChanged) seen.merge(e.getClass().getSimpleName(), 1, Integer::sum);
        }
        System.out.println("privdice " + seats + " " + seen); // playOut checked the end, replay and every listed move
    }
}
