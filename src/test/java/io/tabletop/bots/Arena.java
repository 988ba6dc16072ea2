package io.tabletop.bots;

import io.tabletop.client.api.GamesApi;
import io.tabletop.client.model.CreateGameRequest;
import io.tabletop.client.model.GameSummary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The arena: N games between given bots against a server, each seat a {@link ReferenceBot} (the generated client
 * only), then win rates with 95 % confidence intervals (Wilson), moves/s and errors. Seats rotate from game to game, so
 * every bot sits in every position equally often. Without {@code arena.server} it packages nothing but starts
 * target/quarkus-app/quarkus-run.jar on a fresh embedded PostgreSQL of its own, and stops it at the end.
 *
 * <pre>
 *   ./mvnw -B -Parena verify -Darena.type=COUP -Darena.bots=COUP_HEURISTIC,COUP_RANDOM,COUP_RANDOM -Darena.games=200
 *   ./mvnw -B -Parena verify -Darena.server=http://localhost:8080 …     # against a running service
 * </pre>
 *
 * Settings (system properties): {@code arena.type} (COUP), {@code arena.bots} (one bot id per seat; the same id may sit
 * more than once), {@code arena.games} (200), {@code arena.parallel} (games at a time, 4), {@code arena.seed} (seeds
 * the games and the bots; "" = a fair random deal each game), {@code arena.options} (extra game options as JSON,
 * e.g. {"variant":"UN"}), {@code arena.server}, {@code arena.decks} (games with decks, INWO: starter deck ids, one per
 * seat in turn, rotated each game; default for INWO: the five starter decks).
 */
public final class Arena {

    /** One finished (or failed) game: the winners by bot entry, moves and trouble seen. */
    record Played(List<Integer> winnerEntries, int seats, long moves, long stale, long retries, long refused,
                  String error) {}

    public static void main(String[] args) throws Exception {
        String type = System.getProperty("arena.type", "COUP").trim();
        String botList = System.getProperty("arena.bots", type + "_HEURISTIC," + type + "_RANDOM");
        List<String> bots = new ArrayList<>();
        for (String b : botList.split(",")) if (!b.isBlank()) bots.add(b.trim());
        int games = Integer.parseInt(System.getProperty("arena.games", "200").trim());
        int parallel = Integer.parseInt(System.getProperty("arena.parallel", "4").trim());
        String seed = System.getProperty("arena.seed", "arena");
        String server = System.getProperty("arena.server", "").trim();
        List<String> decks = new ArrayList<>();
        String deckList = System.getProperty("arena.decks", "").trim();
        if (deckList.isEmpty() && type.equals("INWO")) {
            deckList = "network-computers,gnomes-money,discordian-weirdness,bavarian-government,cthulhu-destruction";
        }
        for (String d : deckList.split(",")) if (!d.isBlank()) decks.add(d.trim());
        DECKS = List.copyOf(decks);
        Map<String, Object> extra = new LinkedHashMap<>();
        String options = System.getProperty("arena.options", "").trim();
        if (!options.isEmpty()) {
            new com.fasterxml.jackson.databind.ObjectMapper().readTree(options).properties()
                    .forEach(e -> extra.put(e.getKey(), e.getValue().isNumber() ? e.getValue().numberValue()
                            : e.getValue().isBoolean() ? e.getValue().booleanValue() : e.getValue().asText()));
        }
        for (String b : bots) {
            Strategy s = Bots.get(b);
            if (!s.game().equals(type)) throw new IllegalArgumentException(b + " plays " + s.game() + ", not " + type);
        }
        PackagedService own = null;
        if (server.isEmpty()) {
            Path dir = Files.createTempDirectory("arena");
            System.out.println("arena: no arena.server given: starting target/quarkus-app/quarkus-run.jar on an embedded "
                    + "PostgreSQL in " + dir);
            own = PackagedService.start(dir.resolve("service.log"), dir.resolve("pg"), true);
            server = own.url();
        }
        try {
            run(server, type, bots, games, parallel, seed, extra);
        } finally {
            if (own != null) own.close();
        }
    }

    static void run(String server, String type, List<String> bots, int games, int parallel, String seed,
                    Map<String, Object> extra) throws Exception {
        System.out.printf("arena: %d games of %s on %s, seats %s, %d at a time%n", games, type, server, bots, parallel);
        ExecutorService gamesPool = Executors.newFixedThreadPool(parallel);
        ExecutorService seatsPool = Executors.newCachedThreadPool();
        AtomicInteger done = new AtomicInteger();
        AtomicLong movesSoFar = new AtomicLong();
        long start = System.nanoTime();
        List<Future<Played>> running = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            int game = g;
            running.add(gamesPool.submit(() -> {
                Played p = playOne(server, type, bots, game, seed, extra, seatsPool);
                movesSoFar.addAndGet(p.moves());
                progress(done.incrementAndGet(), games, movesSoFar.get(), start);
                return p;
            }));
        }
        List<Played> played = new ArrayList<>();
        for (Future<Played> f : running) played.add(f.get());
        double seconds = (System.nanoTime() - start) / 1e9;
        gamesPool.shutdownNow();
        seatsPool.shutdownNow();
        System.err.println();
        report(type, bots, played, seconds);
    }

    /** Starter decks the seats bring (empty: none), from {@code arena.decks}. */
    static List<String> DECKS = List.of();

    /** One game; seat s is played by entry (s + game) mod n of the bot list. */
    static Played playOne(String server, String type, List<String> bots, int game, String seed,
                          Map<String, Object> extra, ExecutorService seatsPool) {
        int n = bots.size();
        try {
            Map<String, Object> options = new LinkedHashMap<>(extra);
            if (!seed.isEmpty()) options.put("seed", seed + "-" + game);
            GamesApi api = new GamesApi(ReferenceBot.client(server, null));
            UUID id = api.createGame(new CreateGameRequest().type(CreateGameRequest.TypeEnum.fromValue(type)).seats(n).options(options)).getId();
            List<Future<ReferenceBot.Stats>> seats = new ArrayList<>();
            for (int seat = 0; seat < n; seat++) {
                int entry = (seat + game) % n;
                long botSeed = seed.isEmpty() ? System.nanoTime() : (seed.hashCode() * 1_000_003L + game) * 31 + seat;
                String deck = DECKS.isEmpty() ? null : DECKS.get((seat + game) % DECKS.size());
                ReferenceBot b = ReferenceBot.join(server, id, seat, bots.get(entry) + "#" + entry,
                        Bots.get(bots.get(entry)), botSeed, deck, null);
                seats.add(seatsPool.submit(b));
            }
            long moves = 0, stale = 0, retries = 0, refused = 0;
            for (Future<ReferenceBot.Stats> f : seats) {
                ReferenceBot.Stats s = f.get(30, TimeUnit.MINUTES);
                moves += s.moves();
                stale += s.stale();
                retries += s.retries();
                refused += s.refused();
            }
            GameSummary end = api.getGame(id, null);
            List<Integer> winners = new ArrayList<>();
            for (Integer w : end.getWinners()) winners.add((w + game) % n);
            return new Played(winners, n, moves, stale, retries, refused, null);
        } catch (Exception e) {
            return new Played(List.of(), n, 0, 0, 0, 0, e.toString());
        }
    }

    private static synchronized void progress(int done, int total, long moves, long start) {
        int width = 40;
        int filled = (int) ((long) width * done / total);
        double secs = Math.max(1e-3, (System.nanoTime() - start) / 1e9);
        System.err.printf("\r[%s%s] %d/%d games  %.0f moves/s  %.0f s", "#".repeat(filled), ".".repeat(width - filled),
                done, total, moves / secs, secs);
        if (System.console() == null && (done % Math.max(1, total / 10) == 0 || done == total)) System.err.println();
    }

    static void report(String type, List<String> bots, List<Played> played, double seconds) {
        int n = bots.size();
        double[] wins = new double[n];
        long moves = 0, stale = 0, retries = 0, refused = 0;
        int failed = 0;
        List<String> errors = new ArrayList<>();
        for (Played p : played) {
            if (p.error() != null) {
                failed++;
                if (errors.size() < 5) errors.add(p.error());
                continue;
            }
            for (int w : p.winnerEntries()) wins[w] += 1.0 / p.winnerEntries().size();
            moves += p.moves();
            stale += p.stale();
            retries += p.retries();
            refused += p.refused();
        }
        int finished = played.size() - failed;
        StringBuilder out = new StringBuilder();
        out.append(String.format("%n%s arena: %d games finished (%d failed) in %.1f s%n", type, finished, failed, seconds));
        out.append(String.format("  %-24s %8s %8s   %s%n", "bot (seat entry)", "wins", "rate", "95 % CI (Wilson)"));
        for (int i = 0; i < n; i++) {
            double rate = finished == 0 ? 0 : wins[i] / finished;
            double[] ci = wilson(wins[i], finished);
            out.append(String.format("  %-24s %8.1f %7.1f %%   [%5.1f %%, %5.1f %%]%n", bots.get(i) + "#" + i, wins[i],
                    100 * rate, 100 * ci[0], 100 * ci[1]));
        }
        out.append(String.format("  an even share would be %.1f %%%n", 100.0 / n));
        out.append(String.format("  accepted moves: %d, %.0f moves/s, %.1f moves a game%n", moves, moves / seconds,
                finished == 0 ? 0.0 : (double) moves / finished));
        out.append(String.format("  errors: %d failed games, %d moves refused (4xx other than 412), %d answered 412 "
                + "(re-read), %d network retries%n", failed, refused, stale, retries));
        for (String e : errors) out.append("    ").append(e).append('\n');
        System.out.print(out);
    }

    /** The Wilson score interval at 95 % for {@code wins} of {@code n}. */
    static double[] wilson(double wins, int n) {
        if (n == 0) return new double[] {0, 1};
        double z = 1.959964, p = wins / n, z2 = z * z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }
}
