package io.tabletop.warmup;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The warm-up's players: a few threads, each creating a game, taking every seat and playing it to the end the way
 * clients do — the seat's state (with its legal moves), a move with If-Match, a 412 read again — with one live stream
 * a game open, so that the paths clients use are the ones the JIT has compiled. Coup twice as often as the others:
 * it is what most bots play. Moves are random legal ones; PASS is preferred in reaction windows so that games end.
 */
final class WarmUpPlayers {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] TYPES = {"COUP", "COPYCAT", "COUP", "INWO"};
    /** Moves one game gets at most (INWO games between random players can run long). */
    private static final int MOVES_PER_GAME = 400;
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(30);

    private final String base;
    private final String header;
    private final String secret;
    private final int players;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final List<Thread> threads = new ArrayList<>();
    private final AtomicLong moves = new AtomicLong();
    private final AtomicLong games = new AtomicLong();
    private final AtomicLong failures = new AtomicLong();
    private final AtomicReference<String> failure = new AtomicReference<>();
    private volatile boolean running = true;
    private volatile Map<String, List<String>> decksByType;

    WarmUpPlayers(String base, String header, String secret, int players) {
        this.base = base;
        this.header = header;
        this.secret = secret;
        this.players = Math.max(1, players);
    }

    void start() {
        for (int i = 0; i < players; i++) {
            int id = i;
            Thread t = new Thread(() -> play(id), "warm-up-player-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
    }

    void stop() {
        running = false;
        for (Thread t : threads) t.interrupt();
    }

    long moves() {
        return moves.get();
    }

    long games() {
        return games.get();
    }

    /** False once the players kept failing (the service cannot be played: the warm-up gives up). */
    boolean alive() {
        return failures.get() < 20L * players;
    }

    String failure() {
        return failure.get();
    }

    private void play(int id) {
        SplittableRandom random = new SplittableRandom(id * 7919L + System.nanoTime());
        int round = id;
        while (running && alive()) {
            try {
                playOne(TYPES[round++ % TYPES.length], random);
                games.incrementAndGet();
            } catch (InterruptedException e) {
                return;
            } catch (IOException | RuntimeException e) {
                if (!running) return;
                failures.incrementAndGet();
                failure.set(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            }
        }
    }

    private void playOne(String type, SplittableRandom random) throws IOException, InterruptedException {
        int seats = 2 + random.nextInt(3); // every type seats 2 to 4
        JsonNode created = expect(send("POST", "/api/v1/games",
                "{\"type\":\"" + type + "\",\"seats\":" + seats + "}", null, null), 201);
        String game = created.path("id").asText();
        String[] tokens = new String[seats];
        List<String> decks = starterDecks(type);
        for (int i = 0; i < seats; i++) {
            String deck = decks.isEmpty() ? "" : ",\"deck\":{\"starter\":\"" + decks.get(i % decks.size()) + "\"}";
            JsonNode seat = expect(send("POST", "/api/v1/games/" + game + "/seats",
                    "{\"name\":\"warm-up-" + i + "\"" + deck + "}", null, null), 201);
            tokens[seat.path("seat").asInt()] = seat.path("token").asText();
        }
        InputStream stream = openStream(game, tokens[0]);
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
            if (stream != null) stream.close();
        }
    }

    /** The ready-made decks a seat of {@code type} brings (INWO's starter decks; none for the others). */
    private List<String> starterDecks(String type) throws IOException, InterruptedException {
        Map<String, List<String>> known = decksByType;
        if (known == null) {
            Map<String, List<String>> all = new HashMap<>();
            for (JsonNode t : expect(send("GET", "/api/v1/game-types", null, null, null), 200).path("types")) {
                List<String> ids = new ArrayList<>();
                for (JsonNode d : t.path("starterDecks")) ids.add(d.path("id").asText());
                all.put(t.path("type").asText(), ids);
            }
            decksByType = known = all;
        }
        return known.getOrDefault(type, List.of());
    }

    /** A live stream of the game for seat 0, read to nowhere on its own thread until it is closed. */
    private InputStream openStream(String game, String token) throws IOException, InterruptedException {
        HttpRequest request = request("GET", "/api/v1/games/" + game + "/events?include=my-turns", null, token, null)
                .header("Accept", "text/event-stream").timeout(Duration.ofMinutes(10)).build();
        HttpResponse<InputStream> r = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
        if (r.statusCode() != 200) {
            r.body().close();
            return null;
        }
        InputStream in = r.body();
        Thread.ofVirtual().start(() -> {
            byte[] buffer = new byte[8192];
            try {
                while (in.read(buffer) >= 0) {
                    // the bytes are what the stream costs the service; nothing to do with them here
                }
            } catch (IOException e) {
                // closed at the game's end
            }
        });
        return in;
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
        HttpRequest.Builder b = request(method, path, body, token, ifMatch).header("Accept", "application/json");
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
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
