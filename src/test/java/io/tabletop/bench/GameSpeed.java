package io.tabletop.bench;

import io.tabletop.app.Codecs;
import io.tabletop.engine.Options;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * In-process game speed (a benchmark, not a test): complete random games — every move a uniformly random legal
 * move, decided, folded, with the legal moves listed at every step as the service does — without HTTP or a
 * database. Prints the mean time per game after a warm-up.
 *
 * <p>{@code ./mvnw -B -Pbench verify -Dbench.main=io.tabletop.bench.GameSpeed [-Dbench.game=COPYCAT]
 * [-Dbench.maxSeats=4] [-Dbench.games=2000]}
 */
public final class GameSpeed {

    public static void main(String[] args) {
        String game = System.getProperty("bench.game", "COPYCAT").toUpperCase();
        int seats = Integer.getInteger("bench.maxSeats", 4);
        int games = Integer.getInteger("bench.games", 2000);
        Table<Object, Object, Object> table = new Codecs().get(game).table();
        seats = Math.min(seats, table.rules().type().maxSeats());
        long warmUntil = System.nanoTime() + 10_000_000_000L;
        int warm = 0;
        while (System.nanoTime() < warmUntil) play(table, seats, warm++);
        long moves = 0;
        long events = 0;
        long start = System.nanoTime();
        for (int i = 0; i < games; i++) {
            long[] r = play(table, seats, 1_000_000 + i);
            moves += r[0];
            events += r[1];
        }
        double ms = (System.nanoTime() - start) / 1e6 / games;
        System.out.println("==================== in-process game speed ====================");
        System.out.printf("game      : %s, %d seats, %d random games after %d warm-up games%n", game, seats, games, warm);
        System.out.printf("per game  : %.2f ms mean, %.0f moves, %.0f events%n", ms, (double) moves / games,
                (double) events / games);
        System.out.printf("throughput: %,.0f moves/s, %,.0f events/s (one thread)%n", moves / (ms * games / 1000),
                events / (ms * games / 1000));
        System.out.printf("target    : < 50 ms per 4-player game: %s%n", ms < 50 ? "MET" : "MISSED");
        System.out.println("===============================================================");
    }

    private static long[] play(Table<Object, Object, Object> table, int seats, int n) {
        Random random = new Random(n);
        String seed = "speed-" + n;
        Options options = Options.validate(table.rules().type().options(), Map.of());
        TableState<Object> s = table.evolve(null, table.create(seats, options, "c", false));
        long events = 1;
        for (int seat = 0; seat < seats; seat++) {
            io.tabletop.engine.SeatDeck deck = table.rules().type().name().equals("INWO")
                    ? io.tabletop.engine.SeatDeck.of(io.tabletop.games.inwo.InwoTestDecks.deck(seat)) : null;
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
            for (Object e : table.move(s, seat, legal.get(random.nextInt(legal.size())), new SeededRng(seed, s.version()))) {
                s = table.evolve(s, e);
                events++;
            }
            moves++;
        }
        return new long[] {moves, events};
    }
}
