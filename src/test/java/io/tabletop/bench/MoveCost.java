package io.tabletop.bench;

import io.tabletop.app.Codecs;
import io.tabletop.app.GameCodec;
import io.tabletop.app.GameStreams;
import io.tabletop.engine.Options;
import io.tabletop.engine.SeatDeck;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.InwoTestDecks;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * What one accepted move costs the service's rules side, in process (a benchmark, not a test): the move decided and
 * folded, its events as JSON (stored) and redacted for every seat and the spectators (streams), then every viewer's
 * projection as the service makes it ({@link GameStreams#project}: the view and, for a seat, its legal moves, as JSON)
 * — the work a move makes when every seat follows the game live ({@code -Dbench.viewers=turns}: only the states the
 * HTTP benchmark's bots are sent on their my-turns streams, about 1.5 a move). Thread CPU per move, split by part, for Coup and
 * INWO in the same run (their ratio is what matters: absolute figures move with the box). No HTTP, no database.
 *
 * <p>{@code ./mvnw -B -Pbench verify -Dbench.main=io.tabletop.bench.MoveCost -Dbench.game=COUP,INWO [-Dbench.rounds=6]}
 * (the {@code bench} profile passes its own defaults, {@code bench.game=COUP} and {@code bench.rounds=1}, meant for the
 * HTTP runner: name both games; fewer than three rounds means the default, five).
 */
public final class MoveCost {

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    public static void main(String[] args) {
        int seats = Integer.getInteger("bench.seats", 4);
        int asked = Integer.getInteger("bench.rounds", 5);
        int rounds = asked < 3 ? 5 : asked; // a warm-up round and at least two measured
        System.out.println("==================== in-process cost of a move ====================");
        System.out.printf("%d seats; per round: Coup 200 games, INWO 8 (PASS bias 2/3, turnLimit 30, starter decks);"
                + " first round is warm-up; ms of thread CPU per move; projections for %s%n", seats,
                TURNS_ONLY ? "the awaited seats and the mover (bench.viewers=turns)" : "every viewer");
        System.out.printf("%-6s %5s %8s %8s %8s %8s %8s%n", "game", "round", "total", "decide", "events", "views",
                "legal");
        double[] medians = new double[2];
        int g = 0;
        Codecs codecs = new Codecs();
        List<String> types = List.of(System.getProperty("bench.game", "COUP,INWO").trim().toUpperCase().split("\\s*,\\s*"));
        for (String game : types) {
            GameCodec codec = codecs.get(game);
            double[] totals = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                long[] parts = new long[5]; // moves, decide+fold, events JSON, views JSON, legal moves JSON
                int games = game.equals("INWO") ? 8 : 200;
                for (int i = 0; i < games; i++) play(codec, seats, r * 1000 + i, parts);
                double n = parts[0];
                double total = (parts[1] + parts[2] + parts[3] + parts[4]) / 1e6 / n;
                totals[r] = total;
                System.out.printf("%-6s %5s %8.3f %8.3f %8.3f %8.3f %8.3f%n", game, r == 0 ? "warm" : String.valueOf(r),
                        total, parts[1] / 1e6 / n, parts[2] / 1e6 / n, parts[3] / 1e6 / n, parts[4] / 1e6 / n);
            }
            double[] measured = java.util.Arrays.copyOfRange(totals, 1, rounds);
            java.util.Arrays.sort(measured);
            medians[g++] = measured[measured.length / 2];
        }
        if (types.equals(List.of("COUP", "INWO"))) {
            System.out.printf("median of rounds: Coup %.3f ms, INWO %.3f ms a move; INWO / Coup = %.2f%n", medians[0],
                    medians[1], medians[1] / medians[0]);
        }
        System.out.println("===================================================================");
    }

    /** {@code -Dbench.viewers=turns}: project only what the benchmark's bots are sent (default: every viewer). */
    private static final boolean TURNS_ONLY = "turns".equals(System.getProperty("bench.viewers", "all"));

    private static void play(GameCodec codec, int seats, int n, long[] parts) {
        Table<Object, Object, Object> table = codec.table();
        boolean inwo = table.rules().type().name().equals("INWO");
        Options options = Options.validate(table.rules().type().options(), inwo ? Map.of("turnLimit", 30L) : Map.of());
        Random random = new Random(n);
        String seed = "cost-" + n;
        TableState<Object> s = table.evolve(null, table.create(seats, options, "c", false));
        for (int seat = 0; seat < seats; seat++) {
            SeatDeck deck = inwo ? SeatDeck.of(InwoTestDecks.deck(n + seat)) : null;
            for (Object e : table.takeSeat(s, seat, "bot" + seat, deck, new SeededRng(seed, s.version()))) {
                s = table.evolve(s, e);
            }
        }
        while (table.status(s) == Status.ACTIVE) {
            List<Integer> awaiting = table.awaiting(s);
            int seat = awaiting.get(random.nextInt(awaiting.size()));
            Object move = choose(table.legalMoves(s, seat), random, inwo);
            long t0 = CPU.getCurrentThreadCpuTime();
            List<Object> events = table.move(s, seat, move, new SeededRng(seed, s.version()));
            for (Object e : events) s = table.evolve(s, e);
            long t1 = CPU.getCurrentThreadCpuTime();
            for (Object e : events) {
                codec.eventText(e);
                codec.eventData(table.redact(e, Viewer.SPECTATOR));
                for (int v = 0; v < seats; v++) codec.eventData(table.redact(e, Viewer.seat(v)));
            }
            long t2 = CPU.getCurrentThreadCpuTime();
            long legal = 0;
            List<Integer> next = table.awaiting(s);
            for (int v = -1; v < seats; v++) {
                if (table.status(s) != Status.ACTIVE && v >= 0) break;
                // as the HTTP bots follow their games (my-turns streams): a state for each awaited seat, and for the
                // mover whose turn it no longer is; no spectator
                if (TURNS_ONLY && (v < 0 || !next.contains(v) && v != seat)) continue;
                long a = CPU.getCurrentThreadCpuTime();
                codec.viewText(table.view(s, v < 0 ? Viewer.SPECTATOR : Viewer.seat(v)));
                long b = CPU.getCurrentThreadCpuTime();
                if (v >= 0) codec.writeCommandsText(table.legalMoves(s, v));
                legal += CPU.getCurrentThreadCpuTime() - b;
                parts[3] += b - a;
            }
            parts[0]++;
            parts[1] += t1 - t0;
            parts[2] += t2 - t1;
            parts[4] += legal;
        }
    }

    /** As the HTTP bots choose: INWO passes with probability 2/3 when it may; otherwise any legal move. */
    private static Object choose(List<Object> legal, Random random, boolean inwo) {
        if (inwo && random.nextDouble() < 2.0 / 3.0) {
            for (Object m : legal) if (m instanceof io.tabletop.games.inwo.model.InwoCommand.Pass) return m;
        }
        return legal.get(random.nextInt(legal.size()));
    }
}
