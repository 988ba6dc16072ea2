package io.tabletop.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * The service's HTTP API as the bots use it. Every call is timed from just before {@code send} to the last byte
 * of the body (client-side wall time: includes the client's own queueing and, on a shared 2-core machine, the
 * runner's CPU contention). Which client sends the calls is a {@link Transport}: the JDK client (the long-polling
 * bots, the probes) or Vert.x ({@link VertxClient}, the SSE-driven bots: cheaper per request).
 */
final class Api {

    static final ObjectMapper JSON = new ObjectMapper();
    static final Duration TIMEOUT = Duration.ofSeconds(30);

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

    /** One request, independent of the client that sends it: {@code headers} are name, value pairs; body null for GET. */
    record Call(String method, String path, String body, Duration timeout, String... headers) {}

    /** Sends {@link Call}s and times them (start just before sending, end at the last byte of the body). */
    interface Transport {
        Answer send(Call call) throws IOException, InterruptedException;

        CompletableFuture<Answer> sendAsync(Call call);
    }

    private final Transport transport;

    Api(HttpClient client, String base) {
        this(new JdkTransport(client, base));
    }

    Api(Transport transport) {
        this.transport = transport;
    }

    static HttpClient newClient() {
        return HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5))
                .build();
    }

    Answer listOpenGames(String game) throws IOException, InterruptedException {
        return transport.send(get("/api/v1/games?type=" + game + "&status=OPEN&limit=100"));
    }

    Answer createGame(String body) throws IOException, InterruptedException {
        return transport.send(post("/api/v1/games", body));
    }

    Answer takeSeat(String gameId, String name) throws IOException, InterruptedException {
        return takeSeat(gameId, name, null);
    }

    /** Takes a seat bringing {@code starterDeck} (INWO: {@code "deck":{"starter":id}}), or no deck when null. */
    Answer takeSeat(String gameId, String name, String starterDeck) throws IOException, InterruptedException {
        String body = "{\"name\":\"" + name + "\""
                + (starterDeck == null ? "" : ",\"deck\":{\"starter\":\"" + starterDeck + "\"}") + "}";
        return transport.send(post("/api/v1/games/" + gameId + "/seats", body));
    }

    /** Quick join (POST /api/v1/seats): a seat in any open game that fits, or in a new one. */
    Answer quickJoin(String body) throws IOException, InterruptedException {
        return transport.send(post("/api/v1/seats", body));
    }

    /** The hosted game types (GET /api/v1/game-types): seat ranges, options, catalogues, starter decks. */
    Answer gameTypes() throws IOException, InterruptedException {
        return transport.send(get("/api/v1/game-types"));
    }

    /**
     * The seat's state; {@code knownVersion >= 0} sends If-None-Match so an unchanged game answers 304, and with
     * {@code waitSeconds > 0} also {@code Prefer: wait=N}: the service answers when the game moves (long-poll).
     */
    Answer state(String gameId, String token, long knownVersion, int waitSeconds) throws IOException, InterruptedException {
        String path = "/api/v1/games/" + gameId + "/state";
        String auth = "Bearer " + token;
        if (knownVersion < 0) return transport.send(get(path, "Authorization", auth));
        String etag = "\"" + knownVersion + "\"";
        if (waitSeconds <= 0) return transport.send(get(path, "Authorization", auth, "If-None-Match", etag));
        return transport.send(new Call("GET", path, null, Duration.ofSeconds(waitSeconds + 30), "Accept", "application/json",
                "Authorization", auth, "If-None-Match", etag, "Prefer", "wait=" + waitSeconds));
    }

    Answer legalMoves(String gameId, String token) throws IOException, InterruptedException {
        return transport.send(get("/api/v1/games/" + gameId + "/legal-moves", "Authorization", "Bearer " + token));
    }

    Answer move(String gameId, String token, long version, String command) throws IOException, InterruptedException {
        return transport.send(moveCall(gameId, token, version, command));
    }

    /** The same POST without blocking: the answer completes on the client's threads. */
    CompletableFuture<Answer> moveAsync(String gameId, String token, long version, String command) {
        return transport.sendAsync(moveCall(gameId, token, version, command));
    }

    private static Call moveCall(String gameId, String token, long version, String command) {
        return post("/api/v1/games/" + gameId + "/moves", command,
                "Authorization", "Bearer " + token, "If-Match", "\"" + version + "\"");
    }

    /**
     * What the bots' streams carry ({@code bench.include}): {@code my-turns} (the default: only the seat's states
     * that await it, besides the first and the last, the version as the id), {@code state-only} (its state after
     * every head) or {@code state} (the events too).
     */
    static final String INCLUDE = System.getProperty("bench.include", "my-turns");

    /** The path of a game's live stream with the seat's state after each head (see {@link VertxClient#stream}). */
    static String eventsPath(String gameId) {
        return "/api/v1/games/" + gameId + "/events?include=" + INCLUDE;
    }

    /** Readiness: ask it of an Api on the management interface ({@link ServiceProcess#managementUrl}). */
    Answer ready() throws IOException, InterruptedException {
        return transport.send(new Call("GET", "/q/health/ready", null, Duration.ofSeconds(5)));
    }

    private static Call get(String path, String... headers) {
        return new Call("GET", path, null, TIMEOUT, with(headers, "Accept", "application/json"));
    }

    private static Call post(String path, String body, String... headers) {
        return new Call("POST", path, body, TIMEOUT,
                with(headers, "Accept", "application/json", "Content-Type", "application/json"));
    }

    private static String[] with(String[] headers, String... more) {
        String[] all = new String[more.length + headers.length];
        System.arraycopy(more, 0, all, 0, more.length);
        System.arraycopy(headers, 0, all, more.length, headers.length);
        return all;
    }

    static String abbreviate(String s) {
        if (s == null) return "null";
        return s.length() <= 300 ? s : s.substring(0, 300) + "…";
    }
}
