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
