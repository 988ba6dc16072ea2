package io.tabletop.bots;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.app.GameCodec;
import io.tabletop.app.Json;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What INWO's rules version 4 (windows that open whatever anybody holds, ruling I6, with public standing
 * instructions) costs a game: house bots (INWO_HEURISTIC at every seat, starter decks in turn, fixed seeds) play the
 * same games under version 3, under version 4 with the default instructions, and under version 4 with every seat
 * asked in every window ({@code SET_STOPS []}). Per game: the seats' moves (what a client would POST), the events
 * appended, and the CPU time of deciding them in process. A runner, never a surefire test:
 *
 * <p>{@code ./mvnw -B -Pbench verify -Dbench.main=io.tabletop.bots.InwoStopsFigures [-Dbench.games=12]}
 */
public final class InwoStopsFigures {

    private static final List<String> STARTERS = List.of("network-computers", "gnomes-money", "discordian-weirdness",
            "bavarian-government", "cthulhu-destruction");

    private record Mode(String name, int version, List<JsonNode> atStart) {}

    public static void main(String[] args) {
        int games = Integer.getInteger("bench.games", 12);
        List<Mode> modes = List.of(new Mode("v3", 3, List.of()), new Mode("v4 default stops", 4, List.of()),
                new Mode("v4 asked everywhere", 4, List.of(Json.parse("{\"type\":\"SET_STOPS\",\"autoPass\":[]}"))));
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        Strategy bot = Bots.get("INWO_HEURISTIC");
        System.out.printf("%-22s %5s %6s %12s %12s %12s%n", "mode", "seats", "games", "moves/game", "events/game", "ms CPU/game");
        for (int seats = 2; seats <= 4; seats++) {
            for (Mode m : modes) {
                GameCodec codec = LocalMatch.CODECS.get("INWO", m.version());
                play(codec, seats, 2, bot, m); // warm-up
                long moves = 0;
                long events = 0;
                long t0 = cpu.getCurrentThreadCpuTime();
                for (int g = 0; g < games; g++) {
                    LocalMatch.Result r = play(codec, seats, g, bot, m);
                    moves += r.moves();
                    events += r.events();
                }
                double ms = (cpu.getCurrentThreadCpuTime() - t0) / 1e6 / games;
                System.out.printf("%-22s %5d %6d %12.0f %12.0f %12.1f%n", m.name(), seats, games, (double) moves / games,
                        (double) events / games, ms);
            }
        }
    }

    private static LocalMatch.Result play(GameCodec codec, int seats, int g, Strategy bot, Mode m) {
        List<Strategy> bots = new ArrayList<>();
        List<String> decks = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            bots.add(bot);
            decks.add(STARTERS.get((g + i) % STARTERS.size()));
        }
        return LocalMatch.play(codec, bots, decks, "stops-figures-" + seats + "-" + g, Map.of("turnLimit", 40), g, m.atStart());
    }
}
