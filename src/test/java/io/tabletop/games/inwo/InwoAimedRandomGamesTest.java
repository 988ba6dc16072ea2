package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.deck.DeckRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * Random games whose decks are full of the modifiers aimed at a target (Plots on an attack's groups, Reliefs,
 * token-giving abilities, one-shot Plots on a group): they end, and decide matches legal moves along the way.
 */
class InwoAimedRandomGamesTest {

    static final List<String> GROUPS = List.of("boy-sprouts", "red-cross", "survivalists", "nasa", "prince-charles",
            "intellectuals", "savings-and-loans", "federal-reserve", "druids", "big-media", "canada", "new-york", "punk-rockers",
            "b-a-t-f", "xanadu", "center-for-weird-studies", "boy-sprouts", "red-cross");

    static final List<String> PLOTS = List.of("early-warning", "early-warning", "volunteer-aid", "volunteer-aid",
            "air-magic", "air-magic", "currency-speculation", "currency-speculation", "resistance-is-useless",
            "resistance-is-useless", "swiss-bank-account", "swiss-bank-account", "sucked-dry-and-cast-aside",
            "sucked-dry-and-cast-aside", "earth-magic", "earth-magic", "giant-kudzu", "giant-kudzu", "angst", "blitzkrieg",
            "blitzkrieg", "reach-out", "tornado", "tornado", "epidemic", "hurricane");

    static List<String> deck(String illuminati) {
        List<String> cards = new ArrayList<>();
        cards.add(illuminati);
        cards.addAll(GROUPS);
        cards.addAll(PLOTS);
        return cards;
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {2, 3, 4})
    void randomGamesWithAimedModifiersEndAndLegalMovesMatchDecide(int seats) {
        List<String> illuminati = List.of("bavarian-illuminati", "the-network", "gnomes-of-zurich", "discordian-society");
        List<List<String>> decks = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            List<String> d = deck(illuminati.get(i));
            assertThat(DeckRules.problems(InwoTestDecks.SHIPPED, d, 45)).as("deck %s", d).isEmpty();
            decks.add(d);
        }
        java.util.Set<String> used = new java.util.TreeSet<>();
        for (String seed : List.of("aimed-a-" + seats, "aimed-b-" + seats)) {
            InwoPlay play = InwoPlay.start(InwoRandomGamesTest.SHIPPED, decks, seed, Map.of("turnLimit", 60));
            InwoFamilyGames.playOut(play, new Random(seed.hashCode()), InwoAimedRandomGamesTest::checkDecideMatches,
                    (g, seat, awaiting, legal, r) -> legal.get(r.nextInt(legal.size())));
            for (InwoEvent e : play.events) {
                if (e instanceof InwoEvent.AttackJoined j && PLOTS.contains(j.contribution().card())) used.add(j.contribution().card());
                if (e instanceof InwoEvent.PlotAnnounced a && PLOTS.contains(a.card())) used.add(a.card());
                if (e instanceof InwoEvent.TokensGiven) used.add("TokensGiven");
                if (e instanceof InwoEvent.Relieved) used.add("Relieved");
            }
        }
        System.out.println("aimed modifiers played in random games (" + seats + " seats): " + used);
        assertThat(used).as("the random games play some of the aimed modifiers").isNotEmpty();
    }

    static final InwoDecider DECIDER = new InwoDecider(new io.tabletop.games.inwo.abilities.Abilities(InwoTestDecks.SHIPPED));

    /** Every legal move is accepted; candidates not listed are refused (as InwoRandomGamesTest, on the shipped cards). */
    static void checkDecideMatches(InwoPlay play, int seat, List<InwoCommand> legal, Random r) {
        for (InwoCommand c : legal) play.rules.decide(play.state, seat, c, play.rng());
        int checked = 0;
        for (InwoCommand c : InwoLegalMoves.candidates(DECIDER, play.state, seat)) {
            if (legal.contains(c) || r.nextInt(4) > 0) continue;
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> play.rules.decide(play.state, seat, c, play.rng())).as("%s", c)
                    .isInstanceOf(io.tabletop.engine.RuleViolation.class);
            if (++checked > 20) break;
        }
    }
}
