package io.tabletop.warmup;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The warm-up's players, playing the way clients do so that the JIT compiles the paths clients use: most are seats
 * that join live ({@code POST /api/v1/seats/live}: a quick seat whose answer is its stream) and answer each state
 * that awaits them with a move ({@code If-Match} at that version; a 412 waits for the next state); every eighth
 * creates an invite-only game (quick joins pass it over), takes all its seats and plays them by reading each seat's
 * state (the polling clients' path), with a live stream open. Coup in six games of eight, both variants: it is what
 * most bots play. Moves are random legal ones; PASS is preferred in reaction windows so that games end. Each player
 * runs on a virtual thread.
 *
 * <p>Every player calls from a loopback address of its own (127.0.0.2, 127.0.0.3, …), as a client would: the
 * per-address limits (seats and games a minute, open games, streams) apply to it as to everyone and are warmed with
 * the rest, instead of refusing 64 players behind one address within seconds. A player refused all the same (429: a
 * warm service plays faster than the default rates) waits as the answer says and asks again, as clients do. Where the
 * loopback network has only 127.0.0.1 (not Linux), they all call from there.
 */
final class WarmUpPlayers {

    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * The games a player plays in turn ({@code tabletop.warm-up.games}), by default mostly Coup, both variants (what
     * most clients play), some of the others: COUP (the Media variant), COUP/UN, COPYCAT, INWO.
     */
    static final List<String> GAMES =
            List.of("COUP", "COUP/UN", "COUP", "COPYCAT", "COUP/UN", "COUP", "COUP/UN", "INWO");
    private final List<String> games;
    /** Moves one game gets at most (INWO games between random players can run long). */
    private static final int MOVES_PER_GAME = 400;
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(30);

    /** How often a call refused 429 is asked again (after its Retry-After, at most {@link #LONGEST_WAIT_MS}). */
    private static final int RETRIES = 5;
    private static final long LONGEST_WAIT_MS = 5_000;

    private final String base;
    private final String header;
    private final String secret;
    private final int players;
    /** One client per source address; a player's calls go through its own ({@link #http()}). */
    private final List<HttpClient> clients = new ArrayList<>();
    private final ThreadLocal<HttpClient> playersClient = new ThreadLocal<>();
    private final List<InetAddress> sources;
    private final List<Thread> threads = new ArrayList<>();
    private final AtomicLong moves = new AtomicLong();
    private final AtomicLong played = new AtomicLong();
    private final AtomicLong failures = new AtomicLong();
    private final AtomicLong throttled = new AtomicLong();
    private final AtomicReference<String> failure = new AtomicReference<>();
    private volatile boolean running = true;
    private volatile boolean closing;
    /** The live streams open now (closed by {@link #stop}: a blocked read does not end on an interrupt). */
    private final Set<InputStream> open = ConcurrentHashMap.newKeySet();
    private volatile Map<String, List<String>> decksByType;

    /** The players of the service listening on {@code port} of this host. */
    WarmUpPlayers(int port, String header, String secret, int players) {
        this(port, header, secret, players, GAMES);
    }

    /** … playing {@code games} in turn (entries of {@link #GAMES}). */
    WarmUpPlayers(int port, String header, String secret, int players, List<String> games) {
        this.games = checked(games);
        this.header = header;
        this.secret = secret;
        this.players = Math.max(1, players);
        this.sources = loopbackSources(this.players);
        // bound to an IPv4 source, a player must call the IPv4 loopback (localhost may be ::1)
        this.base = (sources.isEmpty() ? "http://localhost:" : "http://127.0.0.1:") + port;
        for (int i = 0; i < Math.max(1, sources.size()); i++) {
            HttpClient.Builder b = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                    .connectTimeout(Duration.ofSeconds(5));
            if (!sources.isEmpty()) b.localAddress(sources.get(i));
            clients.add(b.build());
        }
    }

    /** {@code games} if every entry is one of {@link #GAMES} and there is one; else why not. */
    static List<String> checked(List<String> games) {
        if (games.isEmpty()) throw new IllegalArgumentException("tabletop.warm-up.games names no game");
        for (String g : games) {
            if (!GAMES.contains(g)) {
                throw new IllegalArgumentException("tabletop.warm-up.games: " + g + " is none of "
                        + new TreeSet<>(GAMES));
            }
        }
        return List.copyOf(games);
    }

    /**
     * {@code count} loopback addresses besides 127.0.0.1 that a socket can bind here (every one on Linux, whose
     * loopback network is all of 127.0.0.0/8), or none when the first cannot be bound.
     */
    static List<InetAddress> loopbackSources(int count) {
        List<InetAddress> out = new ArrayList<>();
        for (int i = 0; i < Math.min(count, 250); i++) {
            try {
                InetAddress a = InetAddress.getByAddress(new byte[] {127, 0, 0, (byte) (2 + i)});
                try (DatagramSocket probe = new DatagramSocket(new InetSocketAddress(a, 0))) {
                    out.add(a);
                }
            } catch (IOException e) {
                return List.of();
            }
        }
        return out;
    }

    /** The source addresses the players call from (empty: all from the default one). */
    List<InetAddress> sources() {
        return sources;
    }

    void start() {
        for (int i = 0; i < players; i++) {
            int id = i;
            HttpClient client = clients.get(id % clients.size());
            threads.add(Thread.ofVirtual().name("warm-up-player-" + i).start(() -> {
                playersClient.set(client);
                play(id);
            }));
        }
    }

    /** The calling player's client (its source address). */
    private HttpClient http() {
        HttpClient c = playersClient.get();
        return c != null ? c : clients.get(0);
    }

    /**
     * Stops the players: none starts another game, those in a game play it to its end for up to five seconds (a move
     * cut off half-way would fail on the real schema once the copy is gone and teach the JIT a path clients do not
     * take); then the streams still open (seats of games that never filled) are closed, and a moment passes for what
     * the service does after a commit (feeding streams) to finish.
     */
    void stop() {
        running = false;
        try {
            long until = System.nanoTime() + 5_000_000_000L;
            for (Thread t : threads) t.join(Math.max(1, (until - System.nanoTime()) / 1_000_000));
            closing = true;
            for (InputStream in : open) {
                try {
                    in.close();
                } catch (IOException e) {
                    // closing anyway
                }
            }
            for (Thread t : threads) t.join(2_000);
            Thread.sleep(500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (Thread t : threads) t.interrupt();
        for (HttpClient c : clients) c.shutdownNow(); // their selector threads and connections
    }

    long moves() {
        return moves.get();
    }

    long games() {
        return played.get();
    }

    /** False once the players kept failing (the service cannot be played: the warm-up gives up). */
    boolean alive() {
        return failures.get() < 20L * players;
    }

    long failures() {
        return failures.get();
    }

    /** Calls refused 429 by the per-address limits and asked again. */
    long throttled() {
        return throttled.get();
    }

    String failure() {
        return failure.get();
    }

    private void play(int id) {
        SplittableRandom random = new SplittableRandom(id * 7919L + System.nanoTime());
        int round = id;
        while (running && alive()) {
            try {
                String type = games.get(round++ % games.size()); // COUP/UN: Coup, the UN variant
                if (id % 8 == 7) {
                    playOne(type, random);
                    played.incrementAndGet();
                } else if (playLive(type, "warm-up-" + id, random)) {
                    played.incrementAndGet();
                }
            } catch (InterruptedException e) {
                return;
            } catch (IOException | RuntimeException e) {
                if (!running) return;
                failures.incrementAndGet();
                failure.set(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            }
        }
    }

    private void playOne(String entry, SplittableRandom random) throws IOException, InterruptedException {
        String type = typeOf(entry);
        int seats = 2 + random.nextInt(3); // every type seats 2 to 4
        JsonNode created = expect(send("POST", "/api/v1/games",
                "{\"type\":\"" + type + "\",\"seats\":" + seats + inviteOnly(entry) + "}", null, null), 201);
        String game = created.path("id").asText();
        String invite = ",\"inviteSecret\":\"" + created.path("inviteSecret").asText() + "\"";
        String[] tokens = new String[seats];
        List<String> decks = starterDecks(type);
        for (int i = 0; i < seats; i++) {
            String deck = decks.isEmpty() ? "" : ",\"deck\":{\"starter\":\"" + decks.get(i % decks.size()) + "\"}";
            JsonNode seat = expect(send("POST", "/api/v1/games/" + game + "/seats",
                    "{\"name\":\"warm-up-" + i + "\"" + deck + invite + "}", null, null), 201);
            tokens[seat.path("seat").asInt()] = seat.path("token").asText();
        }
        Stream stream = watch(game, tokens[0]);
        try {
            for (int played = 0; running && played < MOVES_PER_GAME; ) {
                JsonNode table = expect(send("GET", "/api/v1/games/" + game + "/state", null, tokens[0], null), 200);
                if (!"ACTIVE".equals(table.path("status").asText())) return;
                for (JsonNode awaited : table.path("awaiting")) {
                    int seat = awaited.asInt();
                    JsonNode state = expect(send("GET", "/api/v1/games/" + game + "/state", null, tokens[seat], null),
                            200);
                    JsonNode legal = state.path("moves");
                    if (legal.isEmpty()) continue;
                    HttpResponse<String> moved = send("POST", "/api/v1/games/" + game + "/moves",
                            choose(legal, random).toString(), tokens[seat], "\"" + state.path("version").asLong() + "\"");
                    if (moved.statusCode() == 200) {
                        moves.incrementAndGet();
                        played++;
                    } else if (moved.statusCode() != 412 && moved.statusCode() != 409) {
                        expect(moved, 200);
                    }
                }
            }
        } finally {
            stream.close();
        }
    }

    /**
     * One seat taken live, played to the game's end from its stream; true when it created the game (seat 0). The
     * stream sends the seat's state whenever it is awaited ({@code include=my-turns}), besides the first and last.
     * One game in eight the seat drops its stream half-way and resumes it with {@code Last-Event-ID}, as clients on
     * a flaky network do (so that the JIT has seen streams end from the client's side before clients do it).
     */
    private boolean playLive(String entry, String name, SplittableRandom random) throws IOException, InterruptedException {
        String type = typeOf(entry);
        List<String> decks = starterDecks(type);
        String starter = decks.isEmpty() ? null : decks.get(random.nextInt(decks.size()));
        String body = "{\"type\":\"" + type + "\",\"name\":\"" + name + "\",\"seats\":" + (2 + random.nextInt(3))
                + ",\"minSeats\":2,\"maxSeats\":4" + options(entry)
                + (starter == null ? "" : ",\"deck\":{\"starter\":\"" + starter + "\"}") + "}";
        Stream stream = open(request("POST", "/api/v1/seats/live?include=my-turns", body, null, null));
        if (stream.status != 200) {
            String refusal = stream.close();
            if (starter != null && refusal.contains("INVALID_DECK")) decks.remove(starter); // not every card plays
            throw new IOException("POST /api/v1/seats/live: HTTP " + stream.status + " " + refusal);
        }
        String game = null, token = null, event = null, lastId = null;
        int seat = -1, played = 0, dropAfter = random.nextInt(8) == 0 ? 3 + random.nextInt(5) : -1;
        long acted = -1;
        StringBuilder data = new StringBuilder();
        try {
            for (String line; (line = stream.lines.readLine()) != null; ) {
                if (line.startsWith("event:")) event = line.substring(6).trim();
                else if (line.startsWith("data:")) data.append(line.substring(5).trim());
                else if (line.startsWith("id:")) lastId = line.substring(3).trim();
                if (!line.isEmpty()) continue;
                String kind = event;
                String json = data.toString();
                event = null;
                data.setLength(0);
                if ("seat".equals(kind)) {
                    JsonNode grant = JSON.readTree(json);
                    game = grant.path("gameId").asText();
                    token = grant.path("token").asText();
                    seat = grant.path("seat").asInt();
                    continue;
                }
                if (!"state".equals(kind) || game == null) continue;
                JsonNode state = JSON.readTree(json);
                if (!"ACTIVE".equals(state.path("status").asText())) {
                    if ("FINISHED".equals(state.path("status").asText()) || played >= MOVES_PER_GAME) break;
                    continue;
                }
                long version = state.path("version").asLong();
                if (version <= acted || !awaits(state, seat) || state.path("moves").isEmpty()) continue;
                acted = version;
                HttpResponse<String> moved = send("POST", "/api/v1/games/" + game + "/moves",
                        choose(state.path("moves"), random).toString(), token, "\"" + version + "\"");
                if (moved.statusCode() == 200) {
                    moves.incrementAndGet();
                    if (++played >= MOVES_PER_GAME) break;
                } else if (moved.statusCode() != 412 && moved.statusCode() != 409) {
                    expect(moved, 200);
                }
                if (played == dropAfter && lastId != null) { // the network drops: resume where the stream was
                    stream.close();
                    HttpRequest.Builder again = request("GET", "/api/v1/games/" + game + "/events?include=my-turns",
                            null, token, null).header("Last-Event-ID", lastId);
                    stream = open(again);
                    if (stream.status != 200) throw new IOException("resuming a stream: HTTP " + stream.status);
                }
            }
            return seat == 0;
        } finally {
            stream.close();
        }
    }

    /** An open event stream: its status, its lines (registered so that {@link #stop} can close it). */
    private final class Stream {
        final int status;
        final InputStream body;
        final BufferedReader lines;

        Stream(HttpResponse<InputStream> r) {
            status = r.statusCode();
            body = r.body();
            lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
            open.add(body);
        }

        /** Closes it; what was left of a refusal's body (up to 4 KiB), for its message. */
        String close() {
            open.remove(body);
            try (InputStream in = body) {
                return status == 200 ? "" : new String(in.readNBytes(4096), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "";
            }
        }
    }

    private Stream open(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpRequest r = request.header("Accept", "text/event-stream").timeout(Duration.ofMinutes(10)).build();
        for (int attempt = 0; ; attempt++) {
            HttpResponse<InputStream> answer = http().send(r, HttpResponse.BodyHandlers.ofInputStream());
            if (answer.statusCode() == 429 && attempt < RETRIES && running) {
                answer.body().close();
                waitAsTold(answer);
                continue;
            }
            Stream s = new Stream(answer);
            if (closing) s.close();
            return s;
        }
    }

    /** A 429's wait: its Retry-After (1 s without one), at most {@link #LONGEST_WAIT_MS}. */
    private void waitAsTold(HttpResponse<?> refused) throws InterruptedException {
        throttled.incrementAndGet();
        long seconds = refused.headers().firstValueAsLong("Retry-After").orElse(1);
        Thread.sleep(Math.min(LONGEST_WAIT_MS, Math.max(1, seconds) * 1000));
    }

    /** The game's options: Coup's variant, INWO's turn limit (a house rule it offers) so that random games end. */
    private static String options(String entry) {
        String own = own(entry);
        return own.isEmpty() ? "" : ",\"options\":{" + own + "}";
    }

    /** … and invite-only: a table of the player's own, which quick joins pass over. */
    private static String inviteOnly(String entry) {
        String own = own(entry);
        return ",\"options\":{" + (own.isEmpty() ? "" : own + ",") + "\"inviteOnly\":true}";
    }

    private static String own(String entry) {
        return switch (entry) {
            case "INWO" -> "\"turnLimit\":6";
            case "COUP" -> "\"variant\":\"MEDIA\"";
            case "COUP/UN" -> "\"variant\":\"UN\"";
            default -> "";
        };
    }

    /** The game type of a {@link #GAMES} entry. */
    private static String typeOf(String entry) {
        int slash = entry.indexOf('/');
        return slash < 0 ? entry : entry.substring(0, slash);
    }

    private static boolean awaits(JsonNode state, int seat) {
        for (JsonNode s : state.path("awaiting")) if (s.asInt() == seat) return true;
        return false;
    }

    /** The ready-made decks a seat of {@code type} brings (INWO's starter decks; none for the others). */
    private List<String> starterDecks(String type) throws IOException, InterruptedException {
        Map<String, List<String>> known = decksByType;
        if (known == null) {
            Map<String, List<String>> all = new HashMap<>();
            for (JsonNode t : expect(send("GET", "/api/v1/game-types", null, null, null), 200).path("types")) {
                List<String> ids = new CopyOnWriteArrayList<>();
                for (JsonNode d : t.path("starterDecks")) ids.add(d.path("id").asText());
                all.put(t.path("type").asText(), ids);
            }
            decksByType = known = all;
        }
        return known.getOrDefault(type, List.of());
    }

    /** A live stream of the game for seat 0, read to nowhere on its own thread until it is closed. */
    private Stream watch(String game, String token) throws IOException, InterruptedException {
        Stream stream = open(request("GET", "/api/v1/games/" + game + "/events?include=my-turns", null, token, null));
        Thread.ofVirtual().start(() -> {
            byte[] buffer = new byte[8192];
            try {
                while (stream.body.read(buffer) >= 0) {
                    // the bytes are what the stream costs the service; nothing to do with them here
                }
            } catch (IOException e) {
                // closed at the game's end
            }
        });
        return stream;
    }

    private static JsonNode choose(JsonNode legal, SplittableRandom random) {
        List<JsonNode> all = new ArrayList<>();
        JsonNode pass = null;
        for (JsonNode m : legal) {
            all.add(m);
            if ("PASS".equals(m.path("type").asText())) pass = m;
        }
        if (pass != null && random.nextInt(10) < 8) return pass;
        return all.get(random.nextInt(all.size()));
    }

    private HttpResponse<String> send(String method, String path, String body, String token, String ifMatch)
            throws IOException, InterruptedException {
        HttpRequest r = request(method, path, body, token, ifMatch).header("Accept", "application/json").build();
        for (int attempt = 0; ; attempt++) {
            HttpResponse<String> answer = http().send(r, HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() != 429 || attempt >= RETRIES || !running) return answer;
            waitAsTold(answer);
        }
    }

    private HttpRequest.Builder request(String method, String path, String body, String token, String ifMatch) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(CALL_TIMEOUT)
                .header(header, secret);
        if (token != null) b.header("Authorization", "Bearer " + token);
        if (ifMatch != null) b.header("If-Match", ifMatch);
        if (body == null) return b.method(method, HttpRequest.BodyPublishers.noBody());
        return b.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(body));
    }

    private static JsonNode expect(HttpResponse<String> r, int status) throws IOException {
        if (r.statusCode() != status) {
            String body = r.body() == null ? "" : r.body();
            throw new IOException(r.request().method() + " " + r.request().uri().getPath() + ": HTTP " + r.statusCode()
                    + " " + (body.length() > 200 ? body.substring(0, 200) : body));
        }
        return JSON.readTree(r.body());
    }
}
