package io.tabletop.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * The service's HTTP API as the bots use it. Every call is timed from just before {@code send} to the last byte
 * of the body (client-side wall time: includes the client's own queueing and, on a shared 2-core machine, the
 * runner's CPU contention).
 */
final class Api {

    static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    /** One answer: status, body (parsed when JSON), and when the call started and ended (System.nanoTime()). */
    record Answer(int status, String body, long start, long end) {
        JsonNode json() {
            try {
                return body == null || body.isEmpty() ? JSON.nullNode() : JSON.readTree(body);
            } catch (IOException e) {
                throw new IllegalStateException("not JSON (HTTP " + status + "): " + abbreviate(body), e);
            }
        }
    }

    private final HttpClient client;
    private final String base;

    Api(HttpClient client, String base) {
        this.client = client;
        this.base = base;
    }

    static HttpClient newClient() {
        return HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    /** The one non-blocking client of all SSE-driven bots: its callbacks run on {@code executor}. */
    static HttpClient newClient(java.util.concurrent.Executor executor) {
        return HttpClient.newBuilder().executor(executor)
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    Answer listOpenGames(String game) throws IOException, InterruptedException {
        return send(get("/api/v1/games?type=" + game + "&status=OPEN&limit=100").build());
    }

    Answer createGame(String body) throws IOException, InterruptedException {
        return send(post("/api/v1/games", body).build());
    }

    Answer takeSeat(String gameId, String name) throws IOException, InterruptedException {
        return takeSeat(gameId, name, null);
    }

    /** Takes a seat bringing {@code starterDeck} (INWO: {@code "deck":{"starter":id}}), or no deck when null. */
    Answer takeSeat(String gameId, String name, String starterDeck) throws IOException, InterruptedException {
        String body = "{\"name\":\"" + name + "\""
                + (starterDeck == null ? "" : ",\"deck\":{\"starter\":\"" + starterDeck + "\"}") + "}";
        return send(post("/api/v1/games/" + gameId + "/seats", body).build());
    }

    /** Quick join (POST /api/v1/seats): a seat in any open game that fits, or in a new one. */
    Answer quickJoin(String body) throws IOException, InterruptedException {
        return send(post("/api/v1/seats", body).build());
    }

    /** The hosted game types (GET /api/v1/game-types): seat ranges, options, catalogues, starter decks. */
    Answer gameTypes() throws IOException, InterruptedException {
        return send(get("/api/v1/game-types").build());
    }

    /**
     * The seat's state; {@code knownVersion >= 0} sends If-None-Match so an unchanged game answers 304, and with
     * {@code waitSeconds > 0} also {@code Prefer: wait=N}: the service answers when the game moves (long-poll).
     */
    Answer state(String gameId, String token, long knownVersion, int waitSeconds) throws IOException, InterruptedException {
        HttpRequest.Builder b = get("/api/v1/games/" + gameId + "/state").header("Authorization", "Bearer " + token);
        if (knownVersion >= 0) {
            b.header("If-None-Match", "\"" + knownVersion + "\"");
            if (waitSeconds > 0) b.header("Prefer", "wait=" + waitSeconds).timeout(Duration.ofSeconds(waitSeconds + 30));
        }
        return send(b.build());
    }

    Answer legalMoves(String gameId, String token) throws IOException, InterruptedException {
        return send(get("/api/v1/games/" + gameId + "/legal-moves").header("Authorization", "Bearer " + token).build());
    }

    Answer move(String gameId, String token, long version, String command) throws IOException, InterruptedException {
        return send(post("/api/v1/games/" + gameId + "/moves", command)
                .header("Authorization", "Bearer " + token)
                .header("If-Match", "\"" + version + "\"")
                .build());
    }

    /** The same POST without blocking: the answer completes on the client's executor. */
    java.util.concurrent.CompletableFuture<Answer> moveAsync(String gameId, String token, long version, String command) {
        HttpRequest r = post("/api/v1/games/" + gameId + "/moves", command)
                .header("Authorization", "Bearer " + token)
                .header("If-Match", "\"" + version + "\"")
                .build();
        long start = System.nanoTime();
        return client.sendAsync(r, HttpResponse.BodyHandlers.ofString())
                .thenApply(a -> new Answer(a.statusCode(), a.body(), start, System.nanoTime()));
    }

    /**
     * What the bots' streams carry ({@code bench.include}): {@code state-only} (the default: only the seat's state
     * after each head, the version as its id) or {@code state} (the events too, as before).
     */
    static final String INCLUDE = System.getProperty("bench.include", "state-only");

    /** The seat's (or, without a token, a spectator's) live stream with its state after each head. */
    SseStream stream(String gameId, String token, String lastEventId, SseStream.Listener listener) {
        return SseStream.open(client, URI.create(base + "/api/v1/games/" + gameId + "/events?include=" + INCLUDE), token,
                lastEventId, listener);
    }

    Answer ready() throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + "/q/health/ready")).timeout(Duration.ofSeconds(5)).GET().build());
    }

    private HttpRequest.Builder get(String path) {
        return HttpRequest.newBuilder(URI.create(base + path)).timeout(TIMEOUT).header("Accept", "application/json").GET();
    }

    private HttpRequest.Builder post(String path, String body) {
        return HttpRequest.newBuilder(URI.create(base + path)).timeout(TIMEOUT)
                .header("Accept", "application/json")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
    }

    private Answer send(HttpRequest request) throws IOException, InterruptedException {
        long start = System.nanoTime();
        HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
        long end = System.nanoTime();
        return new Answer(r.statusCode(), r.body(), start, end);
    }

    static String abbreviate(String s) {
        if (s == null) return "null";
        return s.length() <= 300 ? s : s.substring(0, 300) + "…";
    }
}
