package io.tabletop.games.inwo;

import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoEvent;

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

class InwoCoverageProbe {
    @org.junit.jupiter.api.Test
    void probe() {
        var cat = InwoTestDecks.SHIPPED;
        java.util.Map<String, Integer> why = new java.util.TreeMap<>();
        java.util.Map<String, java.util.List<String>> examples = new java.util.TreeMap<>();
        for (var c : cat.all()) {
            if (io.tabletop.games.inwo.interpreter.Interpreted.implemented(c)) continue;
            String reason = null;
            for (var e : c.effects()) {
                if (!io.tabletop.games.inwo.interpreter.Interpreted.interprets(c, e)) {
                    reason = e.getClass().getSimpleName() + (e instanceof io.tabletop.games.inwo.cards.Effect.Unsupported ? "" : " " + e);
                    break;
                }
            }
            if (reason == null) reason = c.kind() + "/" + c.plotKind() + " no playable effect";
            String key = reason.length() > 60 ? reason.substring(0, 60) : reason;
            if (key.startsWith("Unsupported")) key = "Unsupported";
            why.merge(key, 1, Integer::sum);
            examples.computeIfAbsent(key, k -> new java.util.ArrayList<>()).add(c.id());
        }
        why.forEach((k, v) -> System.out.println("UNIMPL " + v + " " + k + " e.g. " + examples.get(k).subList(0, Math.min(4, examples.get(k).size()))));
        int impl = 0;
        for (var c : cat.all()) if (io.tabletop.games.inwo.interpreter.Interpreted.implemented(c)) impl++;
        System.out.println("IMPLEMENTED " + impl + " of " + cat.all().size());
        // cards blocked by one missing effect only: which effects to interpret next
        for (var c : cat.all()) {
            if (io.tabletop.games.inwo.interpreter.Interpreted.implemented(c)) continue;
            var missing = c.effects().stream().filter(e -> !io.tabletop.games.inwo.interpreter.Interpreted.interprets(c, e)).toList();
            if (missing.size() == 1 && !(missing.get(0) instanceof io.tabletop.games.inwo.cards.Effect.Unsupported))
                System.out.println("ONLY " + c.kind() + "/" + c.plotKind() + " " + c.id() + ": " + missing.get(0));
            else if (missing.isEmpty()) System.out.println("ONLY " + c.kind() + "/" + c.plotKind() + " " + c.id() + ": family " + c.effects());
        }
    }
}

class InwoStarterDeckProbe {
    @org.junit.jupiter.api.Test
    void probe() {
        for (var d : InwoTestDecks.SHIPPED.starterDecks()) {
            System.out.println("STARTER " + d.id() + ": " + io.tabletop.games.inwo.deck.DeckRules.problems(InwoTestDecks.SHIPPED, d.cards(), 45));
        }
    }
}
