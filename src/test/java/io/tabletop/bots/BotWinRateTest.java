package io.tabletop.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The heuristic bots beat the random ones: head to head (2 seats, each side first in half the games), fixed seeds,
 * in process through the rules with exactly the JSON the service would send (see {@link LocalMatch}).
 */
class BotWinRateTest {

    @Test
    void coupHeuristicBeatsRandomInAtLeast60PercentOf40Games() {
        assertThat(winRate("COUP", 40, Map.of("variant", "MEDIA"))).isGreaterThanOrEqualTo(0.6);
    }

    @Test
    void coupHeuristicBeatsRandomInTheUnVariantToo() {
        assertThat(winRate("COUP", 40, Map.of("variant", "UN"))).isGreaterThanOrEqualTo(0.6);
    }

    @Test
    void copycatHeuristicBeatsRandomInAtLeast60PercentOf20Games() {
        assertThat(winRate("COPYCAT", 20, Map.of())).isGreaterThanOrEqualTo(0.6);
    }

    /**
     * INWO, 2 seats, the five starter decks in all ten pairings, each pairing twice (the heuristic takes each deck
     * and each seat once), standard rules: no turn-limit house rule is needed, the heuristic reaches the Basic Goal
     * (12 groups) itself, and the endings are printed (all VICTORY with these seeds).
     */
    @Test
    void inwoHeuristicBeatsRandomInAtLeast60PercentOf20Games() {
        List<String> starters = List.of("network-computers", "gnomes-money", "discordian-weirdness",
                "bavarian-government", "cthulhu-destruction");
        Strategy heuristic = Bots.get("INWO_HEURISTIC");
        Strategy random = Bots.get("INWO_RANDOM");
        double won = 0;
        int moves = 0;
        int g = 0;
        java.util.Map<String, Integer> reasons = new java.util.TreeMap<>();
        for (int a = 0; a < starters.size(); a++) {
            for (int b = a + 1; b < starters.size(); b++) {
                for (int side = 0; side < 2; side++, g++) {
                    List<Strategy> seats = side == 0 ? List.of(heuristic, random) : List.of(random, heuristic);
                    LocalMatch.Result r = LocalMatch.play("INWO", seats, List.of(starters.get(a), starters.get(b)),
                            "bot-winrate-INWO-" + g, Map.of(), g);
                    if (r.winners().contains(side)) won += 1.0 / r.winners().size();
                    moves += r.moves();
                    reasons.merge(r.reason(), 1, Integer::sum);
                }
            }
        }
        double rate = won / g;
        System.out.printf("INWO: heuristic won %.1f of %d games (%.0f %%), %d moves, endings %s%n",
                won, g, 100 * rate, moves, reasons);
        assertThat(g).isEqualTo(20);
        assertThat(rate).isGreaterThanOrEqualTo(0.6);
    }

    /** Share of games the heuristic won outright (a shared win counts half). */
    static double winRate(String game, int games, Map<String, ?> options) {
        Strategy heuristic = Bots.get(game + "_HEURISTIC");
        Strategy random = Bots.get(game + "_RANDOM");
        double won = 0;
        int moves = 0;
        for (int g = 0; g < games; g++) {
            boolean heuristicFirst = g % 2 == 0;
            List<Strategy> seats = heuristicFirst ? List.of(heuristic, random) : List.of(random, heuristic);
            int h = heuristicFirst ? 0 : 1;
            LocalMatch.Result r = LocalMatch.play(game, seats, "bot-winrate-" + game + "-" + g, options, g);
            if (r.winners().contains(h)) won += 1.0 / r.winners().size();
            moves += r.moves();
        }
        double rate = won / games;
        System.out.printf("%s %s: heuristic won %.1f of %d games (%.0f %%), %d moves%n", game, options, won, games,
                100 * rate, moves);
        return rate;
    }
}
