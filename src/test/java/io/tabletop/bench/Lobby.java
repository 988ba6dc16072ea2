package io.tabletop.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.bench.Stats.Count;
import io.tabletop.bench.Stats.Kind;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;

/**
 * How a bot finds a game. By default ({@code bench.lobby=quick}) one quick join ({@code POST /api/v1/seats}) per
 * game: the service seats the bot in the fullest open game that fits or creates one, and orders concurrent quick
 * joins itself, so the runner needs no lock and loses no race. With {@code bench.lobby=list}, the lobby before quick
 * join: list open games, take a seat, create one when none has a free seat. That path is the rest of this comment.
 *
 * <p>The list lobby's one piece of shared client-side coordination: the decision to <em>create</em> a game is taken under
 * this lock, after a fresh listing of open games showed none with a free seat. Joining needs no lock (a lost race
 * is a 409, and the bot looks again). Without it, 64 bots starting together would each see no open game, each
 * create one and each wait forever in a game nobody else joins (the API has no way to leave a seat). With it,
 * at most one open game with free seats exists at any time, so waiting bots are always few.
 *
 * <p>Used by both loops (the long-polling {@link Bot} and the SSE-driven {@link PushPlayers}); blocking calls,
 * made once per game a bot joins.
 */
final class Lobby {

    final ReentrantLock createLock = new ReentrantLock();

    /** A seat a bot holds. */
    record Seat(String gameId, String token, int seat) {}

    /** What a lobby call needs from its bot. */
    record Caller(Api api, BenchConfig cfg, SplittableRandom random, String name, Stats stats, Stats.Recorder rec,
                  BooleanSupplier running) {}

    /** A seat in a game (quick join, or the list lobby: see the class comment); null when the run stopped first. */
    Seat join(Caller c) throws IOException, InterruptedException {
        return c.cfg().quickLobby() ? quickJoin(c) : joinFromList(c);
    }

    /**
     * One {@code POST /api/v1/seats}: the configured game's seat range, the options {@link #newGameBody} gives a new
     * game (Coup's variant drawn per call when mixed: the service joins only games of the same variant, so the
     * bots' pool splits in two), and a size at random in the range for a game it creates. INWO: a starter deck of the
     * rotation, replaced by the next one when the service refuses it as a deck. Seat 0 means it created the game
     * (a quick join takes the lowest free seat, and only bots join these games).
     */
    static Seat quickJoin(Caller c) throws IOException, InterruptedException {
        while (c.running().getAsBoolean()) {
            BenchConfig cfg = c.cfg();
            String deck = cfg.inwo() ? StarterDecks.next(c) : null;
            Api.Answer a = c.api().quickJoin(quickJoinBody(c, deck));
            c.rec().record(Kind.LOBBY_QUICK, a.start(), a.end());
            if (deck != null && a.status() == 422 && a.body() != null && a.body().contains("INVALID_DECK")) {
                StarterDecks.refuse(deck, a.body());
                continue;
            }
            expect(c, a, 201, "quick-join a game");
            if (deck != null) StarterDecks.used(deck);
            JsonNode grant = a.json();
            if (grant.path("seat").asInt() == 0) c.stats().count(Count.GAMES_CREATED, a.start(), a.end());
            return new Seat(grant.path("gameId").asText(), grant.path("token").asText(), grant.path("seat").asInt());
        }
        return null;
    }

    /** A quick join's body (see {@link #quickJoin}); {@code deck}: INWO's starter deck, else null. */
    static String quickJoinBody(Caller c, String deck) {
        BenchConfig cfg = c.cfg();
        int seats = cfg.minSeats() + c.random().nextInt(cfg.maxSeats() - cfg.minSeats() + 1);
        StringBuilder body = new StringBuilder("{\"type\":\"").append(cfg.game()).append("\",\"name\":\"")
                .append(c.name()).append("\",\"seats\":").append(seats).append(",\"minSeats\":")
                .append(cfg.minSeats()).append(",\"maxSeats\":").append(cfg.maxSeats()).append(",\"options\":")
                .append(options(cfg, variant(cfg, c.random())));
        if (deck != null) body.append(",\"deck\":{\"starter\":\"").append(deck).append("\"}");
        return body.append('}').toString();
    }

    /** Lists open games, takes a seat in the fullest one or creates one; null when the run stopped first. */
    private Seat joinFromList(Caller c) throws IOException, InterruptedException {
        while (c.running().getAsBoolean()) {
            String candidate;
            createLock.lock();
            try {
                Api.Answer list = c.api().listOpenGames(c.cfg().game());
                c.rec().record(Kind.LOBBY_LIST, list.start(), list.end());
                expect(c, list, 200, "list open games");
                candidate = pickOpenGame(list.json());
                if (candidate == null) {
                    String created = create(c).id();
                    Seat s = takeSeat(c, created);
                    if (s != null) return s;
                    continue;
                }
            } finally {
                createLock.unlock();
            }
            Seat s = takeSeat(c, candidate);
            if (s != null) return s;
        }
        return null;
    }

    /** A created game: its id and number of seats. */
    record Created(String id, int seats) {}

    /** Creates a game of the configured kind (seats at random in the range). */
    static Created create(Caller c) throws IOException, InterruptedException {
        int seats = c.cfg().minSeats() + c.random().nextInt(c.cfg().maxSeats() - c.cfg().minSeats() + 1);
        Api.Answer created = c.api().createGame(newGameBody(c.cfg(), c.random(), seats));
        c.rec().record(Kind.LOBBY_CREATE, created.start(), created.end());
        expect(c, created, 201, "create a game");
        c.stats().count(Count.GAMES_CREATED, created.start(), created.end());
        return new Created(created.json().path("id").asText(), seats);
    }

    /** The open game with the fewest free seats (fill games before starting others); null when there is none. */
    private static String pickOpenGame(JsonNode page) {
        String best = null;
        int bestFree = Integer.MAX_VALUE;
        for (JsonNode g : page.path("games")) {
            if (!"OPEN".equals(g.path("status").asText())) continue;
            int free = 0;
            for (JsonNode s : g.path("seats")) if (s.path("name").isNull()) free++;
            if (free > 0 && free <= bestFree) { // the list is newest first: ties go to the older game
                best = g.path("id").asText();
                bestFree = free;
            }
        }
        return best;
    }

    static String newGameBody(BenchConfig cfg, SplittableRandom random, int seats) {
        String variant = variant(cfg, random);
        if (cfg.game().equals("COPYCAT")) return "{\"type\":\"COPYCAT\",\"seats\":" + seats + "}";
        return "{\"type\":\"" + cfg.game() + "\",\"seats\":" + seats + ",\"options\":" + options(cfg, variant) + "}";
    }

    /** Coup's variant for a new game (drawn when mixed; drawn for every game type, as the runner always did). */
    private static String variant(BenchConfig cfg, SplittableRandom random) {
        return switch (cfg.variant()) {
            case "MIXED" -> random.nextBoolean() ? "MEDIA" : "UN";
            default -> cfg.variant();
        };
    }

    /**
     * With {@code bench.rounds} above 1, the round being played (else 0): each round's games get a turn timeout of
     * their own (24 h plus the round's number of seconds), so that a round's quick joins never fill the games the
     * previous round's bots left open.
     */
    static volatile int round;

    /** The options of a new game as a JSON object: Coup's variant, INWO's turn limit, the reaction timeout. */
    private static String options(BenchConfig cfg, String variant) {
        StringBuilder b = new StringBuilder("{");
        String sep = "";
        if (round > 0) {
            b.append("\"turnTimeoutSeconds\":").append(86_400 + round);
            sep = ",";
        }
        if (cfg.game().equals("COPYCAT")) return b.append('}').toString();
        if (cfg.inwo()) {
            // the turnLimit house rule (bench.turnLimit, 0 = none) so that random games end
            if (cfg.turnLimit() > 0) {
                b.append(sep).append("\"turnLimit\":").append(cfg.turnLimit());
                sep = ",";
            }
        } else {
            b.append(sep).append("\"variant\":\"").append(variant).append('"');
            sep = ",";
        }
        if (cfg.reactionTimeoutSeconds() > 0) b.append(sep).append("\"reactionTimeoutSeconds\":").append(cfg.reactionTimeoutSeconds());
        return b.append('}').toString();
    }

    /**
     * Takes a seat in {@code game}; null when someone took the last seat first (409). INWO: the seat brings the next
     * starter deck of the rotation ({@link StarterDecks}); a starter deck the service refuses as a deck (422
     * INVALID_DECK: a card in it is not implemented yet) leaves the rotation, and the seat is asked for again with
     * the next one.
     */
    static Seat takeSeat(Caller c, String game) throws IOException, InterruptedException {
        while (true) {
            String deck = c.cfg().inwo() ? StarterDecks.next(c) : null;
            Api.Answer a = c.api().takeSeat(game, c.name(), deck);
            c.rec().record(Kind.LOBBY_SEAT, a.start(), a.end());
            if (a.status() == 409) {
                c.stats().count(Count.SEAT_CONFLICTS, a.start(), a.end());
                return null;
            }
            if (deck != null && a.status() == 422 && a.body() != null && a.body().contains("INVALID_DECK")) {
                StarterDecks.refuse(deck, a.body());
                continue;
            }
            expect(c, a, 201, "take a seat");
            if (deck != null) StarterDecks.used(deck);
            JsonNode grant = a.json();
            return new Seat(game, grant.path("token").asText(), grant.path("seat").asInt());
        }
    }

    /**
     * INWO's decks: the game type's {@code starterDecks} (GET /api/v1/game-types, read once per run), handed to the
     * seats in rotation. One per runner process (the service's catalogue does not change while it runs).
     */
    static final class StarterDecks {
        private static List<String> ids;
        private static int next;
        private static final Map<String, AtomicLong> seats = new LinkedHashMap<>();
        private static final Map<String, String> refused = new LinkedHashMap<>();

        private StarterDecks() {}

        /** The next starter deck's id (fetching the list the first time). */
        static synchronized String next(Caller c) throws IOException, InterruptedException {
            if (ids == null) {
                Api.Answer a = c.api().gameTypes();
                expect(c, a, 200, "list the game types");
                List<String> found = new ArrayList<>();
                for (JsonNode t : a.json().path("types")) {
                    if (!c.cfg().game().equals(t.path("type").asText())) continue;
                    for (JsonNode d : t.path("starterDecks")) found.add(d.path("id").asText());
                }
                ids = found;
                for (String id : found) seats.put(id, new AtomicLong());
            }
            if (ids.isEmpty()) {
                throw new IllegalStateException(c.cfg().game() + " has no starter deck the service accepts"
                        + (refused.isEmpty() ? " (game-types lists none)" : ": refused " + refused));
            }
            String id = ids.get(next++ % ids.size());
            return id;
        }

        static synchronized void refuse(String id, String why) {
            if (ids != null && ids.remove(id)) refused.put(id, Api.abbreviate(why));
        }

        static synchronized void used(String id) {
            seats.computeIfAbsent(id, k -> new AtomicLong()).incrementAndGet();
        }

        /** For the report: the decks in the rotation with the seats that took each, and the refused ones. */
        static synchronized String describe() {
            if (ids == null) return "none read";
            StringBuilder b = new StringBuilder("seats taken over the whole run: ");
            for (String id : ids) b.append(b.charAt(b.length() - 1) == ' ' ? "" : ", ").append(id).append(" (").append(seats.get(id)).append(" seats)");
            if (!refused.isEmpty()) b.append("; refused as decks by the service (left out): ").append(refused.keySet());
            return b.toString();
        }
    }

    private static void expect(Caller c, Api.Answer a, int status, String what) {
        if (a.status() == status) return;
        if (a.status() >= 500) c.stats().count(Count.HTTP_5XX, a.start(), a.end());
        c.stats().oddity(what + ":" + a.status(), c.name() + " could not " + what + ": HTTP " + a.status() + " "
                + Api.abbreviate(a.body()));
        throw new Bot.Unexpected(a.status(), c.name() + " could not " + what + ": HTTP " + a.status());
    }
}
