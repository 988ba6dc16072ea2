package io.tabletop.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.bench.Stats.Count;
import io.tabletop.bench.Stats.Kind;
import io.vertx.core.Context;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The SSE-driven bots (issue 12, item 4): every seat a bot holds is driven by its own live stream with
 * {@code include=state}, and its only request per move is the POST. All of them share <em>one</em> non-blocking
 * {@link VertxClient} (Vert.x, {@code bench.clientThreads} event loops, default the number of cores): no thread per
 * bot, no blocking while a game waits; each seat's stream, POSTs and timers run on one event-loop context of its own.
 * The lobby (a quick join, or list, create, take a seat with {@code bench.lobby=list}: once per game) runs blocking
 * on a few threads of its own, its calls on the same client.
 *
 * <p>Two shapes:
 * <ul>
 *   <li><b>lobby</b> (the default): {@code bench.bots} independent players, one seat each, finding games through
 *       the lobby exactly as the long-polling {@link Bot} does (about 16 games at once with 64 bots of 2–6 seats);</li>
 *   <li><b>tables</b> ({@code bench.activeGames=N}): the runner keeps N games active — it creates each game,
 *       takes all its seats (each seat its own token and stream, knowing only what its stream tells it) and
 *       replaces each finished game by a new one — and {@code bench.bots} bots serve the seats' decisions: at most
 *       that many POSTs are in flight, a seat whose turn came waits for a free bot (reported as "a decision
 *       waiting for a free bot"; the POST latency starts when the POST is sent).</li>
 * </ul>
 *
 * <p>The loop of a seat (src/docs/bots.md): on each {@code state} event keep it as the latest; when the seat is
 * in {@code awaiting} at a version it has not acted on, POST one of {@code moves} with {@code If-Match} at that
 * version; 200 → the next state follows; 412 → a newer state is on its way (or has come): act on that. A stream
 * that drops before the game is over is reopened with {@code Last-Event-ID}.
 */
final class PushPlayers {

    /** How long a seat waits for the service to end its finished game's stream before it hangs up. */
    private static final long STREAM_END_WAIT_MS = 5_000;

    private final BenchConfig cfg;
    private final Stats stats;
    private final Stats.Recorder rec;
    private final Lobby lobby = new Lobby();
    private final ExecutorService lobbyPool;
    private final VertxClient http;
    private final Api api;
    private final AtomicBoolean running = new AtomicBoolean(true);
    private final SplittableRandom seeds;
    private final Permits permits;
    private final int tables;
    private final Map<Agent, Boolean> agents = new ConcurrentHashMap<>();
    private final AtomicInteger activeTables = new AtomicInteger();
    private final AtomicInteger names = new AtomicInteger();

    /** {@code tables} 0: lobby shape with {@code cfg.bots()} players; above 0: that many games kept active. */
    PushPlayers(BenchConfig cfg, String baseUrl, Stats stats, long seed, int tables) {
        this(cfg, baseUrl, stats, seed, tables, cfg.bots());
    }

    /** {@code bots}: at most that many POSTs in flight (the scale run matches its baseline's concurrency). */
    PushPlayers(BenchConfig cfg, String baseUrl, Stats stats, long seed, int tables, int bots) {
        this.cfg = cfg;
        this.stats = stats;
        this.rec = stats.recorder();
        this.seeds = new SplittableRandom(seed);
        this.tables = tables;
        int lobbyThreads = tables > 0 ? 16 : 4;
        this.lobbyPool = Executors.newFixedThreadPool(lobbyThreads, named("bench-lobby"));
        // a kept-alive connection for every POST that may be in flight and every lobby thread's call
        this.http = new VertxClient(baseUrl, cfg.clientThreads(), bots + lobbyThreads);
        this.api = new Api(http);
        this.permits = new Permits(bots);
    }

    private static ThreadFactory named(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> Thread.ofPlatform().name(prefix + "-" + n.incrementAndGet()).daemon().unstarted(r);
    }

    /** Seats the players (lobby) or sets the tables up; returns when the play has started everywhere. */
    void start() throws Exception {
        if (tables == 0) {
            for (int i = 0; i < cfg.bots(); i++) {
                int id = i;
                long seed = nextSeed();
                lobbyPool.execute(() -> joinViaLobby("bot-" + id, new SplittableRandom(seed)));
            }
            return;
        }
        List<java.util.concurrent.Future<?>> setups = new ArrayList<>();
        for (int i = 0; i < tables; i++) setups.add(lobbyPool.submit(this::newTable));
        for (java.util.concurrent.Future<?> f : setups) f.get();
    }

    /** Games being played right now (tables shape). */
    int activeTables() {
        return activeTables.get();
    }

    int seats() {
        return agents.size();
    }

    /** Stops deciding, closes every stream, and waits for the POSTs in flight (at most 30 s). */
    void stop() throws InterruptedException {
        running.set(false);
        for (Agent a : agents.keySet()) a.close();
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (permits.inUse() > 0 && System.nanoTime() < deadline) Thread.sleep(20);
        // Let lobby calls in flight finish (they stop at once after): a POST /seats cut off by the client makes the
        // service log "RequestScoped context was not active" from GamesResource.seat (Response.created after the
        // request ended), which is noise here.
        lobbyPool.shutdown();
        if (!lobbyPool.awaitTermination(30, TimeUnit.SECONDS)) lobbyPool.shutdownNow();
        http.close();
    }

    private synchronized long nextSeed() {
        return seeds.nextLong();
    }

    // ---- seating ------------------------------------------------------------------------------------------------

    private void joinViaLobby(String name, SplittableRandom random) {
        if (cfg.liveLobby()) {
            // one request: the join's answer is the seat's stream (the grant first)
            Lobby.Caller c = new Lobby.Caller(api, cfg, random, name, stats, rec, running::get);
            try {
                String deck = cfg.inwo() ? Lobby.StarterDecks.next(c) : null;
                new Agent(null, name, random, false).joinLive(Lobby.quickJoinBody(c, deck), deck);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (IOException | RuntimeException e) {
                if (running.get()) error("lobby:" + e.getClass().getSimpleName(), name + ": " + e);
            }
            return;
        }
        while (running.get()) {
            try {
                Lobby.Seat s = lobby.join(new Lobby.Caller(api, cfg, random, name, stats, rec, running::get));
                if (s == null) return;
                new Agent(s, name, random, s.seat() == 0).open(null);
                return;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (IOException | RuntimeException e) {
                if (!running.get()) return;
                error("lobby:" + e.getClass().getSimpleName(), name + ": " + e);
                sleep(200);
            }
        }
    }

    /** One new game with all its seats taken by the runner (tables shape). */
    private void newTable() {
        SplittableRandom random = new SplittableRandom(nextSeed());
        String name = "table-" + names.incrementAndGet();
        while (running.get()) {
            try {
                Lobby.Caller c = new Lobby.Caller(api, cfg, random, name, stats, rec, running::get);
                Lobby.Created game = Lobby.create(c);
                List<Lobby.Seat> taken = new ArrayList<>();
                for (int i = 0; i < game.seats(); i++) {
                    Lobby.Seat s = Lobby.takeSeat(new Lobby.Caller(api, cfg, random, name + "-" + i, stats, rec,
                            running::get), game.id());
                    if (s == null) throw new IllegalStateException("a seat of the runner's own game " + game.id() + " was taken");
                    taken.add(s);
                }
                activeTables.incrementAndGet();
                boolean first = true;
                for (Lobby.Seat s : taken) {
                    new Agent(s, name + "-" + s.seat(), new SplittableRandom(random.nextLong()), first).open(null);
                    first = false;
                }
                return;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (IOException | RuntimeException e) {
                if (!running.get()) return;
                error("table:" + e.getClass().getSimpleName(), name + ": " + e);
                sleep(200);
            }
        }
    }

    private void error(String key, String example) {
        stats.countAlways(Count.IO_ERRORS, 1);
        stats.liveErrors.increment();
        stats.oddity(key, example);
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    // ---- one seat ----------------------------------------------------------------------------------------------

    private final class Agent implements SseStream.Listener {
        /** Null until a live join's grant has arrived. */
        private volatile Lobby.Seat seat;
        private final String name;
        private final SplittableRandom random;
        /** Counts the game once when it ends (the lobby shape: seat 0; tables: the first seat taken). */
        private volatile boolean counts;
        /** A live join: when it was sent, and INWO's deck (to drop from the rotation when refused). */
        private long joinStart;
        private String joinDeck;
        /** The event loop all of this seat's callbacks run on. */
        private final Context context = http.newContext();
        private volatile SseStream stream;
        private String lastEventId;
        private Seen latest;
        private long latestVersion = -1;
        private long actedVersion = -1;
        /** The version after this seat's last accepted move: a state older than that is stale for it. */
        private long floor = -1;
        private boolean inFlight, queued, over;
        private long queuedAt;

        Agent(Lobby.Seat seat, String name, SplittableRandom random, boolean counts) {
            this.seat = seat;
            this.name = name;
            this.random = random;
            this.counts = counts;
        }

        void open(String resumeAfter) {
            if (!running.get()) return;
            agents.put(this, Boolean.TRUE);
            stream = http.stream(context, Api.eventsPath(seat.gameId()), seat.token(), resumeAfter, this);
        }

        /** Joins with {@code POST /api/v1/seats/live}: the answer is this seat's stream, its grant the first event. */
        void joinLive(String body, String deck) {
            if (!running.get()) return;
            agents.put(this, Boolean.TRUE);
            joinDeck = deck;
            joinStart = System.nanoTime();
            stream = http.joinLive(context, body, this);
        }

        /** The live join's first event: the grant. */
        private void granted(byte[] data, int length) {
            long now = System.nanoTime();
            try {
                com.fasterxml.jackson.databind.JsonNode g = io.tabletop.app.Json.MAPPER.readTree(data, 0, length);
                seat = new Lobby.Seat(g.path("gameId").asText(), g.path("token").asText(), g.path("seat").asInt());
            } catch (IOException e) {
                stats.oddity("seat:json", name + ": a grant that is not JSON");
                return;
            }
            rec.record(Kind.LOBBY_LIVE, joinStart, now);
            if (joinDeck != null) Lobby.StarterDecks.used(joinDeck);
            if (seat.seat() == 0) {
                counts = true; // it created the game (a quick join takes the lowest free seat)
                stats.count(Count.GAMES_CREATED, joinStart, now);
            }
        }

        /** A live join that ended before its grant: refused (body) or failed; another is tried. */
        private void joinFailed(Throwable error, String body) {
            agents.remove(this);
            if (!running.get()) return;
            if (joinDeck != null && body != null && body.contains("INVALID_DECK")) {
                Lobby.StarterDecks.refuse(joinDeck, body);
            } else {
                error("lobby-live:" + (error != null ? error.getClass().getSimpleName() : "refused"),
                        name + ": " + (error != null ? error : Api.abbreviate(body)));
            }
            context.owner().setTimer(body != null && body.contains("INVALID_DECK") ? 1 : 200,
                    id -> lobbyPool.execute(() -> joinViaLobby(name, random)));
        }

        void close() {
            SseStream s = stream;
            if (s != null) s.close();
            agents.remove(this);
        }

        @Override
        public void onOpen(int status, long start, long end) {
            if (seat == null) {
                if (status >= 500) stats.count(Count.HTTP_5XX, start, end);
                return; // a live join: a lobby request (recorded at its grant), not a stream opened in play
            }
            rec.record(Kind.SSE_OPEN, start, end);
            stats.count(Count.STREAMS_OPENED, start, end);
            if (status != 200 && status != 204) {
                if (status >= 500) stats.count(Count.HTTP_5XX, start, end);
                stats.countAlways(Count.HTTP_UNEXPECTED, 1);
                stats.liveErrors.increment();
                stats.oddity("stream:" + status, name + " could not open its stream: HTTP " + status);
            }
        }

        @Override
        public void onEvent(String id, String type, byte[] data, int length) {
            if ("seat".equals(type) && seat == null) {
                granted(data, length);
                return;
            }
            if (seat == null) return;
            if (id != null) {
                synchronized (this) {
                    lastEventId = id;
                }
            }
            if (!"state".equals(type)) return;
            long now = System.nanoTime();
            stats.count(Count.STATE_EVENTS, now, now);
            Seen state;
            try {
                state = Seen.parse(data, length, seat.seat());
            } catch (IOException | RuntimeException e) {
                stats.oddity("state:json", name + ": a state event that is not JSON: "
                        + Api.abbreviate(new String(data, 0, length, StandardCharsets.UTF_8)));
                return;
            }
            long version = state.version();
            boolean finished = "FINISHED".equals(state.status());
            synchronized (this) {
                if (version < latestVersion) return; // never act on an older state
                latest = state;
                latestVersion = version;
                if (finished && !over) {
                    over = true;
                    if (counts) stats.count(Count.GAMES_FINISHED, now, now);
                }
            }
            if (finished) {
                gameOver();
                return;
            }
            consider();
        }

        @Override
        public void onEnd(Throwable error, String body) {
            if (seat == null) {
                joinFailed(error, body);
                return;
            }
            boolean done;
            String resume;
            synchronized (this) {
                done = over;
                resume = lastEventId;
            }
            if (done || !running.get()) return;
            if (body != null) { // 204 (after the last event of a finished game) or a refusal
                synchronized (this) {
                    over = true;
                }
                gameOver();
                return;
            }
            if (error != null) error("stream:" + error.getClass().getSimpleName(), name + ": " + error);
            stats.countAlways(Count.STREAM_RECONNECTS, 1);
            agents.remove(this);
            context.owner().setTimer(50, id -> open(resume));
        }

        private void gameOver() {
            // The service ends a finished game's stream itself, right after its last state: waiting for that end
            // (rather than hanging up) lets the connection go back to the pool for the seat's next live join. A
            // stream still open a while later is hung up (SseStream.close leaves an ended one alone).
            SseStream s = stream;
            agents.remove(this);
            if (s != null) context.owner().setTimer(STREAM_END_WAIT_MS, id -> s.close());
            if (!running.get()) return;
            if (tables == 0) {
                lobbyPool.execute(() -> joinViaLobby(name, random));
            } else if (counts) {
                activeTables.decrementAndGet();
                lobbyPool.execute(PushPlayers.this::newTable);
            }
        }

        /** When the seat is awaited at a version it has not acted on, ask for a bot (a permit). */
        private void consider() {
            synchronized (this) {
                if (inFlight || queued || over || !running.get() || !actionable()) return;
                queued = true;
                queuedAt = System.nanoTime();
            }
            permits.acquire(() -> context.runOnContext(v -> act()));
        }

        private boolean actionable() {
            if (latest == null || latestVersion <= actedVersion || latestVersion < floor) return false;
            return "ACTIVE".equals(latest.status()) && latest.awaited() && latest.moves() != null
                    && !latest.moves().isEmpty();
        }

        /** With a permit: POST a move at the latest state, or give the permit back when there is nothing to do. */
        private void act() {
            long version;
            String command;
            synchronized (this) {
                queued = false;
                long now = System.nanoTime();
                if (tables > 0) rec.record(Kind.BOT_WAIT, queuedAt, now);
                if (over || !running.get() || !actionable()) {
                    permits.release();
                    return;
                }
                version = latestVersion;
                actedVersion = version;
                inFlight = true;
                command = choose(latest.moves()).toString();
            }
            api.moveAsync(seat.gameId(), seat.token(), version, command).whenComplete((mv, t) -> {
                permits.release();
                synchronized (this) {
                    inFlight = false;
                }
                if (t != null) {
                    if (running.get()) error("post:" + t.getClass().getSimpleName(), name + ": " + t);
                    synchronized (this) {
                        actedVersion = -1; // try again at the latest state
                    }
                } else {
                    posted(mv, version, command);
                }
                consider();
            });
        }

        private void posted(Api.Answer mv, long version, String command) {
            rec.record(Kind.MOVE_ANY, mv.start(), mv.end());
            stats.count(Count.MOVES_POSTED, mv.start(), mv.end());
            stats.livePost(mv.status(), mv.end() - mv.start());
            switch (mv.status()) {
                case 200 -> {
                    // States between the one acted on and this answer's version may still come (a stream sends
                    // the state at each head it sees): acting on them would repeat a move the game already has.
                    long after = answerVersion(mv.body());
                    synchronized (this) {
                        floor = Math.max(floor, after);
                    }
                    rec.record(Kind.MOVE_ACCEPTED, mv.start(), mv.end());
                    // Where the tail is: reactions queue behind each other in their game, other moves rarely do.
                    rec.record(command.contains("\"PASS\"") ? Kind.MOVE_ACCEPTED_PASS : Kind.MOVE_ACCEPTED_REST,
                            mv.start(), mv.end());
                    stats.count(Count.MOVES_ACCEPTED, mv.start(), mv.end());
                    stats.liveAccepted.increment();
                }
                case 412 -> { // another seat moved first: its state is on its way
                    stats.count(Count.MOVES_412, mv.start(), mv.end());
                    stats.stale(staleKey(command, version, mv.body()), mv.start(), mv.end());
                    stats.liveStale.increment();
                }
                case 409 -> stats.count(Count.MOVES_409, mv.start(), mv.end());
                case 422 -> {
                    stats.count(Count.MOVES_422, mv.start(), mv.end());
                    stats.oddity("422", "POST " + command + " at " + version + " → " + Api.abbreviate(mv.body()));
                }
                default -> {
                    stats.count(Count.MOVES_OTHER, mv.start(), mv.end());
                    if (mv.status() >= 500) stats.count(Count.HTTP_5XX, mv.start(), mv.end());
                    stats.countAlways(Count.HTTP_UNEXPECTED, 1);
                    stats.liveErrors.increment();
                    stats.oddity("make a move:" + mv.status(), name + " could not make a move: HTTP " + mv.status() + " "
                            + Api.abbreviate(mv.body()));
                }
            }
        }

        /** "PASS +2": the stale command's type and how far the head (the problem's currentVersion) had moved. */
        private static String staleKey(String command, long sent, String problem) {
            String type = field(command, "\"type\":\"");
            long current = -1;
            int at = problem == null ? -1 : problem.indexOf("\"currentVersion\":");
            if (at >= 0) {
                int i = at + 17, end = i;
                while (end < problem.length() && Character.isDigit(problem.charAt(end))) end++;
                if (end > i) current = Long.parseLong(problem.substring(i, end));
            }
            long ahead = current - sent;
            return type + (current < 0 ? " ?" : ahead >= 3 ? " +3.." : " +" + ahead);
        }

        private static String field(String json, String prefix) {
            int at = json.indexOf(prefix);
            if (at < 0) return "?";
            int end = json.indexOf('"', at + prefix.length());
            return end < 0 ? "?" : json.substring(at + prefix.length(), end);
        }

        /** The "version" of a move's answer ({version, status, awaiting, events}); -1 when absent. */
        private static long answerVersion(String body) {
            int at = body == null ? -1 : body.indexOf("\"version\":");
            if (at < 0) return -1;
            int i = at + 10, end = i;
            while (end < body.length() && Character.isDigit(body.charAt(end))) end++;
            return end > i ? Long.parseLong(body.substring(i, end)) : -1;
        }

        /** A legal move at random; in a reaction window PASS with probability passBias (as {@link Bot}). */
        private JsonNode choose(JsonNode moves) {
            JsonNode pass = null;
            for (JsonNode m : moves) if ("PASS".equals(m.path("type").asText())) pass = m;
            if (pass != null && random.nextDouble() < cfg.passBias()) return pass;
            return moves.get(random.nextInt(moves.size()));
        }
    }

    /**
     * What a seat needs of a pushed state: version, status, whether it is awaited, and its legal moves — read with
     * the streaming parser straight from the event's bytes (no text decoding), so that the view is skipped, not
     * built, and so are the moves of states in which the seat is not awaited (most of them): the runner's CPU per
     * move stays small next to the service's.
     */
    record Seen(long version, String status, boolean awaited, JsonNode moves) {
        private static final com.fasterxml.jackson.core.JsonFactory FACTORY = Api.JSON.getFactory();

        static Seen parse(byte[] json, int length, int seat) throws IOException {
            long version = -1;
            String status = null;
            boolean awaited = false, awaitingSeen = false;
            JsonNode moves = null;
            try (com.fasterxml.jackson.core.JsonParser p = FACTORY.createParser(json, 0, length)) {
                if (p.nextToken() != com.fasterxml.jackson.core.JsonToken.START_OBJECT) throw new IOException("not an object");
                while (p.nextToken() == com.fasterxml.jackson.core.JsonToken.FIELD_NAME) {
                    String field = p.currentName();
                    com.fasterxml.jackson.core.JsonToken t = p.nextToken();
                    switch (field) {
                        case "version" -> version = p.getLongValue();
                        case "status" -> status = p.getText();
                        case "awaiting" -> {
                            awaitingSeen = true;
                            if (t == com.fasterxml.jackson.core.JsonToken.START_ARRAY) {
                                while (p.nextToken() != com.fasterxml.jackson.core.JsonToken.END_ARRAY) {
                                    if (p.getIntValue() == seat) awaited = true;
                                }
                            }
                        }
                        case "moves" -> {
                            if (awaitingSeen && !awaited) p.skipChildren();
                            else moves = p.readValueAsTree();
                        }
                        default -> p.skipChildren();
                    }
                }
            }
            return new Seen(version, status, awaited, moves);
        }
    }

    /**
     * At most {@code n} POSTs in flight: the bots. Waiting decisions run, in order, when a bot is free ({@code
     * acquire}'s runnable only hands the decision to its seat's event loop: it runs on the releasing thread).
     */
    private final class Permits {
        private final AtomicInteger free;
        private final int total;
        private final ConcurrentLinkedQueue<Runnable> waiting = new ConcurrentLinkedQueue<>();

        Permits(int n) {
            free = new AtomicInteger(n);
            total = n;
        }

        int inUse() {
            return total - free.get();
        }

        void acquire(Runnable r) {
            waiting.add(r);
            drain();
        }

        void release() {
            free.incrementAndGet();
            drain();
        }

        private void drain() {
            while (!waiting.isEmpty()) {
                int f = free.get();
                if (f <= 0) return;
                if (!free.compareAndSet(f, f - 1)) continue;
                Runnable r = waiting.poll();
                if (r == null) {
                    free.incrementAndGet();
                    continue;
                }
                r.run();
            }
        }
    }
}
