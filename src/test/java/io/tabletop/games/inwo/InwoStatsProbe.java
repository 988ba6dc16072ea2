package io.tabletop.games.inwo;

import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** Not a check: prints how random games go (run by name when tuning). */
class InwoStatsProbe {
    @Test
    void probe() {
        for (int seats = 2; seats <= 5; seats++) {
            for (int n = 0; n < 3; n++) {
                long t0 = System.nanoTime();
                InwoPlay play = InwoPlay.start(InwoFixture.RULES, InwoRandomGamesTest.decks(seats), "probe-" + seats + n, Map.of());
                Random r = new Random(n);
                int moves = 0;
                while (!play.state.finished() && moves < 40000) {
                    var aw = play.rules.awaiting(play.state);
                    int seat = aw.get(r.nextInt(aw.size()));
                    play.send(seat, InwoRandomGamesTest.pick(play.rules.legalMoves(play.state, seat), r));
                    moves++;
                }
                Map<String, Integer> counts = new TreeMap<>();
                for (InwoEvent e : play.events) counts.merge(e.getClass().getSimpleName(), 1, Integer::sum);
                System.out.printf("seats %d: %s winners %s turn %d moves %d ms %d%n  %s%n  groups %s%n", seats, play.state.reason(),
                        play.state.winners(), play.state.turn(), moves, (System.nanoTime() - t0) / 1_000_000, counts,
                        play.state.players().stream().map(p -> p.structure().size() + "/" + p.destroyed().size() + (p.out() ? "x" : "")).toList());
            }
        }
    }
}
