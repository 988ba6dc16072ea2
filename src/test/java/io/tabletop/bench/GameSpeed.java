package io.tabletop.bench;

import io.tabletop.app.Codecs;
import io.tabletop.engine.Options;
import io.tabletop.engine.SeatDeck;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import io.tabletop.games.inwo.InwoTestDecks;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * In-process game speed (a benchmark, not a test): complete random games — every move a random legal move,
 * decided, folded, with the legal moves listed at every step as the service does — without HTTP or a database.
 * Prints one row per game type: the mean time per game after a warm-up.
 *
 * <p>Coup and Copycat: every move uniformly random among the legal ones. INWO: as the HTTP bots choose — PASS with
 * probability {@code bench.passBias} when it is legal (INWO's priority windows are mostly PASS), otherwise a
 * uniformly random legal move — with the {@code turnLimit} house rule ({@code bench.turnLimit}, default 30) so that
 * random games end, and each seat a valid starter deck of the shipped catalogue, in rotation.
 *
 * <p>{@code ./mvnw -B -Pbench verify -Dbench.main=io.tabletop.bench.GameSpeed [-Dbench.game=COPYCAT|INWO|ALL
 * (or a comma list)] [-Dbench.maxSeats=4] [-Dbench.games=2000] [-Dbench.warmup=10]}
 */
public final class GameSpeed {

    public static void main(String[] args) {
        String which = System.getProperty("bench.game", "COPYCAT").trim().toUpperCase();
        List<String> games = which.equals("ALL") ? List.of("COUP", "COPYCAT", "INWO") : List.of(which.split("\\s*,\\s*"));
        int wantSeats = Integer.getInteger("bench.maxSeats", 4);
        int count = Integer.getInteger("bench.games", 2000);
        int warmupSeconds = Math.max(1, Math.min(10, Integer.getInteger("bench.warmup", 10)));
        double passBias = Double.parseDouble(System.getProperty("bench.passBias", String.valueOf(2.0 / 3.0)));
        int turnLimit = Integer.getInteger("bench.turnLimit", 30);
        List<String> rows = new ArrayList<>();
        boolean coupHeld = true;
        for (String game : games) {
            Table<Object, Object, Object> table = new Codecs().get(game).table();
            int seats = Math.min(Math.max(wantSeats, table.rules().type().minSeats()), table.rules().type().maxSeats());
            boolean inwo = game.equals("INWO");
            Map<String, Object> given = inwo && turnLimit > 0 ? Map.of("turnLimit", (long) turnLimit) : Map.of();
            Options options = Options.validate(table.rules().type().options(), given);
            Player player = new Player(table, seats, options, inwo ? passBias : -1);
            long warmUntil = System.nanoTime() + warmupSeconds * 1_000_000_000L;
            int warm = 0;
            while (System.nanoTime() < warmUntil) player.play(warm++);
            long moves = 0;
            long events = 0;
            long start = System.nanoTime();
            for (int i = 0; i < count; i++) {
                long[] r = player.play(1_000_000 + i);
                moves += r[0];
                events += r[1];
            }
            double ms = (System.nanoTime() - start) / 1e6 / count;
            if (!inwo && seats == 4 && ms >= 50) coupHeld = false;
            String how = inwo ? String.format("PASS bias %.2f, turnLimit %s, starter decks", passBias,
                    turnLimit > 0 ? String.valueOf(turnLimit) : "none") : "uniform";
            rows.add(String.format("%-8s %5d %9.2f %8.0f %8.0f %,12.0f %,12.0f   %d warm-up games; %s", game, seats, ms,
                    (double) moves / count, (double) events / count, moves / (ms * count / 1000),
                    events / (ms * count / 1000), warm, how));
        }
        System.out.println("==================== in-process game speed ====================");
        System.out.printf("%d random games per type after a %d s warm-up, one thread%n", count, warmupSeconds);
        System.out.printf("%-8s %5s %9s %8s %8s %12s %12s%n", "game", "seats", "ms/game", "moves", "events", "moves/s",
                "events/s");
        rows.forEach(System.out::println);
        if (!games.equals(List.of("INWO"))) {
            System.out.printf("target    : < 50 ms per 4-player game (Coup, Copycat): %s%n", coupHeld ? "MET" : "MISSED");
        }
        System.out.println("===============================================================");
    }

    /** Plays complete games of one type. */
    private record Player(Table<Object, Object, Object> table, int seats, Options options, double passBias) {

        long[] play(int n) {
            Random random = new Random(n);
            String seed = "speed-" + n;
            TableState<Object> s = table.evolve(null, table.create(seats, options, "c", false));
            long events = 1;
            boolean inwo = table.rules().type().name().equals("INWO");
            for (int seat = 0; seat < seats; seat++) {
                SeatDeck deck = inwo ? SeatDeck.of(InwoTestDecks.deck(n + seat)) : null;
                for (Object e : table.takeSeat(s, seat, "bot" + seat, deck, new SeededRng(seed, s.version()))) {
                    s = table.evolve(s, e);
                    events++;
                }
            }
            long moves = 0;
            while (table.status(s) == Status.ACTIVE) {
                List<Integer> awaiting = table.awaiting(s);
                int seat = awaiting.get(random.nextInt(awaiting.size()));
                List<Object> legal = table.legalMoves(s, seat);
                for (Object e : table.move(s, seat, choose(legal, random), new SeededRng(seed, s.version()))) {
                    s = table.evolve(s, e);
                    events++;
                }
                moves++;
            }
            return new long[] {moves, events};
        }

        /** Uniform (passBias < 0), or PASS with probability passBias when it is legal, as the HTTP bots. */
        private Object choose(List<Object> legal, Random random) {
            if (passBias >= 0 && random.nextDouble() < passBias) {
                for (Object m : legal) if (m instanceof io.tabletop.games.inwo.model.InwoCommand.Pass) return m;
            }
            return legal.get(random.nextInt(legal.size()));
        }
    }
}
