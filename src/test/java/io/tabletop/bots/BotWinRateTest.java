package io.tabletop.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The heuristic bots beat the random ones: head to head (2 seats, each side first in half the games) and, for INWO,
 * one heuristic seat against three random ones; fixed seeds, in process through the rules with exactly the JSON the
 * service would send (see {@link LocalMatch}).
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

    /** The five starter decks that ship with the service. */
    private static final List<String> INWO_STARTERS = List.of("network-computers", "gnomes-money",
            "discordian-weirdness", "bavarian-government", "cthulhu-destruction");

    /** The endings the rules give (a cap or a stall is none of them; no turn-limit house rule is set here). */
    private static final Set<String> INWO_REAL_ENDINGS = Set.of("VICTORY", "ELIMINATION");

    /**
     * INWO, 2 seats, the five starter decks in all ten pairings, each pairing twice (the heuristic takes each deck
     * and each seat once), standard rules: no turn-limit house rule is needed, the heuristic reaches its goal itself,
     * and every game ends by the rules (a victory or an elimination) with a winner.
     */
    @Test
    void inwoHeuristicBeatsRandomInAtLeast80PercentOf20TwoSeatGames() {
        InwoTally tally = new InwoTally();
        int g = 0;
        for (int a = 0; a < INWO_STARTERS.size(); a++) {
            for (int b = a + 1; b < INWO_STARTERS.size(); b++) {
                for (int side = 0; side < 2; side++, g++) {
                    tally.play(2, side, List.of(INWO_STARTERS.get(a), INWO_STARTERS.get(b)), "bot-winrate-INWO-" + g, g);
                }
            }
        }
        tally.print("INWO 2 seats");
        assertThat(tally.games).isEqualTo(20);
        tally.assertRealEndings();
        assertThat(tally.rate()).isGreaterThanOrEqualTo(0.8);
    }

    /**
     * INWO, 4 seats: the heuristic against three INWO_RANDOM seats (a random seat would win 25 %). The five ways to
     * take four of the five starter decks, each with the heuristic in every seat once, so it plays each deck four
     * times and each seat five times; fixed seeds, standard rules (Basic Goal 11 for four players), every game ends by
     * the rules with a winner.
     */
    @Test
    void inwoHeuristicWinsAtLeast60PercentOf20FourSeatGamesAgainstThreeRandomSeats() {
        InwoTally tally = new InwoTally();
        int g = 0;
        for (int left = 0; left < INWO_STARTERS.size(); left++) {
            List<String> decks = new ArrayList<>(INWO_STARTERS);
            decks.remove(left);
            Collections.rotate(decks, -left); // each deck in a different seat from quartet to quartet
            for (int seat = 0; seat < 4; seat++, g++) {
                tally.play(4, seat, decks, "bot-winrate-INWO4-" + g, g);
            }
        }
        tally.print("INWO 4 seats");
        assertThat(tally.games).isEqualTo(20);
        tally.assertRealEndings();
        assertThat(tally.rate()).isGreaterThanOrEqualTo(0.6);
    }

    /** INWO games of one heuristic seat against random seats, counted. */
    private static final class InwoTally {
        final Strategy heuristic = Bots.get("INWO_HEURISTIC");
        final Strategy random = Bots.get("INWO_RANDOM");
        double won;
        int games;
        int moves;
        final Map<String, Integer> endings = new TreeMap<>();
        final List<String> unfinished = new ArrayList<>();
        final long started = System.nanoTime();

        /** One game: the heuristic in {@code seat}, the others random, seat i bringing {@code decks.get(i)}. */
        void play(int seats, int seat, List<String> decks, String seed, long dice) {
            List<Strategy> bots = new ArrayList<>();
            for (int i = 0; i < seats; i++) bots.add(i == seat ? heuristic : random);
            LocalMatch.Result r = LocalMatch.play("INWO", bots, decks, seed, Map.of(), dice);
            if (r.winners().contains(seat)) won += 1.0 / r.winners().size();
            games++;
            moves += r.moves();
            endings.merge(String.valueOf(r.reason()), 1, Integer::sum);
            if (!INWO_REAL_ENDINGS.contains(r.reason()) || r.winners().isEmpty()) {
                unfinished.add(seed + ": " + r.reason() + " " + r.winners());
            }
        }

        double rate() {
            return won / games;
        }

        void print(String what) {
            System.out.printf("%s: heuristic won %.1f of %d games (%.0f %%), %d moves, endings %s, %d ms%n", what, won,
                    games, 100 * rate(), moves, endings, (System.nanoTime() - started) / 1_000_000);
        }

        void assertRealEndings() {
            assertThat(unfinished).as("games not ended by a victory or an elimination with a winner").isEmpty();
        }
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
