package io.tabletop.bots;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tabletop.client.ApiClient;
import io.tabletop.client.ApiException;
import io.tabletop.client.api.GamesApi;
import io.tabletop.client.api.PlayApi;
import io.tabletop.client.model.Command;
import io.tabletop.client.model.StateResult;
import io.tabletop.client.model.TakeSeatRequest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;

/**
 * A reference bot: plays one seat through the generated client only (io.tabletop.client, generated from
 * openapi/openapi.yaml) and leaves every choice to a {@link Strategy}.
 *
 * <ul>
 *   <li>Follows the game through its live stream, {@code GET …/events?include=state} (text/event-stream): a
 *       {@code state} event (the body of {@code GET …/state}) after each commit, so it needs no request but its
 *       moves. The request is the generated {@code PlayApi.getEvents} (path, {@code include}, {@code Last-Event-ID},
 *       the seat's token all generated), sent by a second {@link ApiClient} of the same server and token whose request
 *       interceptor asks for {@code text/event-stream} and whose response interceptor reads the stream (the only
 *       hand-written part: the SSE framing, {@link #readStream}); each {@code state}'s data is read as the generated
 *       {@link StateResult}. The generated client cannot read a stream itself: it reads a whole body, then parses it
 *       as JSON.</li>
 *   <li>When the stream ends early (a server stopping: its last comment says reconnect) it reconnects after the
 *       last event id. When the stream is refused (4xx/5xx, or an answer that is not a stream) it falls back to
 *       long-polling the state ({@code If-None-Match} + {@code Prefer: wait=30}); after a 429/503 it tries the stream
 *       again once its {@code Retry-After} has passed.</li>
 *   <li>When its seat is awaited it sends one of the listed moves at the version it read, with an
 *       {@code Idempotency-Key} made of its name and that version.</li>
 *   <li>412: somebody was faster; it reads again at once. 409: the game ended meanwhile. A network error (no answer)
 *       is retried with the same key, the same body and the same If-Match, so the move lands once.</li>
 * </ul>
 */
public final class ReferenceBot implements Callable<ReferenceBot.Stats> {

    /** What one bot saw: accepted moves, 412s, network retries, other refusals. */
    public record Stats(String name, int seat, long moves, long stale, long retries, long refused, boolean finished,
                        long streamed, long polled, long streamRefusals) {

        /** The numbers of the first seven fields only (the tests' older form). */
        public Stats(String name, int seat, long moves, long stale, long retries, long refused, boolean finished) {
            this(name, seat, moves, stale, retries, refused, finished, 0, 0, 0);
        }
    }

    private static final int LONG_POLL_SECONDS = 30;
    private static final int MAX_NETWORK_RETRIES = 20;

    private final String name;
    private final UUID game;
    private final Strategy strategy;
    private final RandomGenerator rng;
    private final PlayApi play;
    private final ObjectMapper json;
    private final JsonNode gameType;
    private final int seat;
    private String token;
    private Consumer<SeatState> beforeMove = s -> {};
    private boolean dicePerVersion;
    private String diceKey;
    private java.util.function.Predicate<SeatState> until = s -> false;
    private final java.util.List<String> history = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
    private final AtomicLong moves = new AtomicLong();
    private final AtomicLong stale = new AtomicLong();
    private final AtomicLong retries = new AtomicLong();
    private final AtomicLong refused = new AtomicLong();
    /** {@code state} events read from the live stream; state reads by GET (immediate or long-polled); streams refused. */
    private final AtomicLong streamed = new AtomicLong();
    private final AtomicLong polled = new AtomicLong();
    private final AtomicLong streamRefusals = new AtomicLong();
    private final ApiClient seatClient;
    private boolean useStream = true;
    private Consumer<ApiClient> streamCustomizer = c -> {};
    private PlayApi stream;
    /** The id of the last event read from the stream (a reconnection resumes after it). */
    private Long lastEventId;
    /** When the stream may be tried again after a refusal (ms since the epoch; MAX_VALUE: never). */
    private long streamAgainAt;
    /** The newest version acted on or seen, so that an older state still in the stream's pipe is skipped. */
    private long seen = -1;
    /** Stream connections in a row that failed without bringing a state (network errors). */
    private int streamFailures;

    private ReferenceBot(String name, UUID game, int seat, Strategy strategy, long seed, ApiClient client, JsonNode gameType) {
        this.name = name;
        this.game = game;
        this.seat = seat;
        this.strategy = strategy;
        this.rng = new SplittableRandom(seed);
        this.play = new PlayApi(client);
        this.seatClient = client;
        this.json = client.getObjectMapper();
        this.gameType = gameType;
    }

    /** Takes a free seat of {@code game} on {@code server} (its lowest free one, or {@code seat}) and returns the bot. */
    public static ReferenceBot join(String server, UUID game, Integer seat, String name, Strategy strategy, long seed)
            throws ApiException {
        return join(server, game, seat, name, strategy, seed, null);
    }

    /** As above; {@code client} customises the seat's client (timeouts, interceptors). */
    public static ReferenceBot join(String server, UUID game, Integer seat, String name, Strategy strategy, long seed,
                                    Consumer<ApiClient> client) throws ApiException {
        return join(server, game, seat, name, strategy, seed, null, client);
    }

    /** As above, bringing the starter deck {@code starter} (games played with decks: INWO); null: no deck. */
    public static ReferenceBot join(String server, UUID game, Integer seat, String name, Strategy strategy, long seed,
                                    String starter, Consumer<ApiClient> client) throws ApiException {
        ApiClient anonymous = client(server, null);
        GamesApi games = new GamesApi(anonymous);
        JsonNode type = null;
        for (var t : games.listGameTypes().getTypes()) {
            if (strategy.game().equals(t.getType().getValue())) type = anonymous.getObjectMapper().valueToTree(t);
        }
        TakeSeatRequest take = new TakeSeatRequest().name(name).seat(seat);
        if (starter != null) take.deck(new io.tabletop.client.model.Deck(new io.tabletop.client.model.DeckByStarter().starter(starter)));
        var grant = games.takeSeat(game, take);
        ApiClient seatClient = client(server, grant.getToken());
        if (client != null) client.accept(seatClient);
        ReferenceBot bot = new ReferenceBot(name, game, grant.getSeat(), strategy, seed, seatClient, type);
        bot.token = grant.getToken();
        return bot;
    }

    /** A bot for a seat already taken (its token kept), e.g. after the bot's process restarted. */
    public static ReferenceBot resume(String server, UUID game, int seat, String token, String name, Strategy strategy,
                                      long seed) throws ApiException {
        JsonNode type = null;
        ApiClient anonymous = client(server, null);
        for (var t : new GamesApi(anonymous).listGameTypes().getTypes()) {
            if (strategy.game().equals(t.getType().getValue())) type = anonymous.getObjectMapper().valueToTree(t);
        }
        return new ReferenceBot(name, game, seat, strategy, seed, client(server, token), type);
    }

    public static ApiClient client(String server, String token) {
        ApiClient c = new ApiClient();
        // HTTP/1.1: the JDK client's default cleartext upgrade to HTTP/2 (h2c) sometimes misreads a large answer
        // (game-types with the INWO catalogue) as HTTP/2 frames; the repository's other test clients do the same
        c.setHttpClientBuilder(ApiClient.createDefaultHttpClientBuilder().version(java.net.http.HttpClient.Version.HTTP_1_1));
        c.updateBaseUri(server.replaceAll("/$", ""));
        c.setConnectTimeout(Duration.ofSeconds(5));
        c.setReadTimeout(Duration.ofSeconds(LONG_POLL_SECONDS + 15));
        if (token != null) c.setRequestInterceptor(b -> b.header("Authorization", "Bearer " + token));
        return c;
    }

    /** Called with the state the bot is about to act on (tests use it to line bots up for a race). */
    public ReferenceBot beforeMove(Consumer<SeatState> hook) {
        this.beforeMove = hook;
        return this;
    }

    /**
     * Draws each decision's dice from (the game's seed commitment, seat, version) as house bots do, so that the bot's
     * choices depend on the position only, not on how many decisions came before (a replayed game, or another game
     * with the same seed, then plays the same).
     */
    public ReferenceBot dicePerVersion() {
        this.dicePerVersion = true;
        return this;
    }

    /** Follows the game by long-polling only, never through the live stream. */
    public ReferenceBot longPollOnly() {
        this.useStream = false;
        return this;
    }

    /** Customises the client of the live stream (tests: interceptors). */
    public ReferenceBot streamClient(Consumer<ApiClient> customizer) {
        this.streamCustomizer = customizer;
        return this;
    }

    /** Stops (unfinished) at the first state read that satisfies {@code stop}. */
    public ReferenceBot until(java.util.function.Predicate<SeatState> stop) {
        this.until = stop;
        return this;
    }

    /** Every move sent: "v&lt;If-Match&gt; &lt;type&gt; &lt;status&gt;". */
    public java.util.List<String> history() {
        return java.util.List.copyOf(history);
    }

    public int seat() {
        return seat;
    }

    /** The seat's token (null for a resumed bot's caller to keep). */
    public String token() {
        return token;
    }

    public String name() {
        return name;
    }

    /** Plays until the game is over. */
    @Override
    public Stats call() throws Exception {
        while (true) {
            if (useStream && System.currentTimeMillis() >= streamAgainAt) {
                Followed f = follow();
                if (f == Followed.FINISHED) return stats(true);
                if (f == Followed.STOPPED) return stats(false);
                continue; // ENDED: reconnect after the last event; REFUSED: long-poll until the stream may be tried again
            }
            Long known = null; // the version last seen: long-poll past it; null = read now
            while (!useStream || System.currentTimeMillis() < streamAgainAt) {
                SeatState s = read(known);
                if (s == null) continue; // 304: nothing happened in the long-poll window
                switch (handle(s)) {
                    case FINISHED -> { return stats(true); }
                    case STOPPED -> { return stats(false); }
                    case WAIT -> known = s.version();
                    case AGAIN -> known = null; // read the (new) head at once
                }
            }
        }
    }

    private enum Handled { FINISHED, STOPPED, WAIT, AGAIN }

    /** Acts on one state: moves when awaited. WAIT: wait for a newer version; AGAIN: read the head now. */
    private Handled handle(SeatState s) throws Exception {
        seen = Math.max(seen, s.version());
        if ("FINISHED".equals(s.status())) return Handled.FINISHED;
        if (until.test(s)) return Handled.STOPPED;
        if (!s.awaited()) return Handled.WAIT;
        beforeMove.accept(s);
        JsonNode move = strategy.choose(s, dicePerVersion ? Bots.diceFor(diceKey() + "/ref", seat, s.version()) : rng);
        return send(s, move) == Sent.ACCEPTED ? Handled.WAIT : Handled.AGAIN;
    }

    /** The game's seed commitment: two games with one seed are then played alike (see {@link #dicePerVersion}). */
    private String diceKey() throws ApiException {
        if (diceKey == null) diceKey = new GamesApi(seatClient).getGame(game, null).getSeedCommitment();
        return diceKey;
    }

    private enum Followed { FINISHED, STOPPED, ENDED, REFUSED }

    /** Thrown from the stream's reader to end the request: the bot is done (finished or stopped). */
    private static final class Done extends RuntimeException {
        final boolean finished;

        Done(boolean finished) {
            super(null, null, false, false);
            this.finished = finished;
        }
    }

    /** Thrown from the stream's reader when the stream ended (the server closed it) or the bot failed meanwhile. */
    private static final class Ended extends RuntimeException {
        Ended(Throwable cause) {
            super(cause == null ? "the stream ended" : cause.toString(), cause, false, false);
        }
    }

    /**
     * One live stream, read until it ends: {@code PlayApi.getEvents(include=state)} through the stream client, whose
     * response interceptor reads the stream ({@link #readStream}) and ends the call by throwing.
     */
    private Followed follow() throws Exception {
        if (stream == null) stream = new PlayApi(streamClient());
        try {
            stream.getEvents(game, null, "state", lastEventId, null, null);
            refuse(0, null); // 2xx, but not a stream (e.g. a JSON page): this server does not stream to us
            return Followed.REFUSED;
        } catch (Done d) {
            return d.finished ? Followed.FINISHED : Followed.STOPPED;
        } catch (Ended e) {
            if (e.getCause() instanceof Exception failure && !(failure instanceof IOException)) throw failure;
            return e.getCause() == null ? Followed.ENDED : unreachable(); // closed by the server: reconnect at once
        } catch (ApiException e) {
            if (networkError(e)) return unreachable();
            refuse(e.getCode(), e.getResponseHeaders() == null ? null
                    : e.getResponseHeaders().firstValue("Retry-After").orElse(null));
            return Followed.REFUSED;
        } catch (UncheckedIOException e) {
            return unreachable();
        }
    }

    /**
     * No stream (a network error, or the connection dropped): reconnect after a back-off; after
     * {@value #MAX_NETWORK_RETRIES} in a row without a state, long-poll instead (which gives up in the same way).
     */
    private Followed unreachable() throws InterruptedException {
        retries.incrementAndGet();
        if (++streamFailures > MAX_NETWORK_RETRIES) {
            streamFailures = 0;
            refuse(503, null);
            return Followed.REFUSED;
        }
        backOff(streamFailures, null);
        return Followed.ENDED;
    }

    /** The stream was refused: long-poll, and try the stream again after a 429/503's Retry-After (else never). */
    private void refuse(int status, String retryAfter) {
        streamRefusals.incrementAndGet();
        if (status == 429 || status == 503) {
            long seconds = 5;
            try {
                if (retryAfter != null) seconds = Math.max(1, Long.parseLong(retryAfter.trim()));
            } catch (NumberFormatException ignored) {
                // a date: 5 s
            }
            streamAgainAt = System.currentTimeMillis() + seconds * 1000;
        } else {
            streamAgainAt = Long.MAX_VALUE;
        }
    }

    /**
     * The stream's client: the seat's server, token (its request interceptor) and timeouts, asking for
     * {@code text/event-stream} only, with {@link #readStream} as its response interceptor.
     */
    private ApiClient streamClient() {
        ApiClient c = new ApiClient();
        c.setHttpClientBuilder(ApiClient.createDefaultHttpClientBuilder().version(java.net.http.HttpClient.Version.HTTP_1_1));
        c.updateBaseUri(seatClient.getBaseUri());
        c.setConnectTimeout(Duration.ofSeconds(5));
        c.setReadTimeout(seatClient.getReadTimeout()); // until the answer's headers; the stream itself may last
        Consumer<java.net.http.HttpRequest.Builder> seatInterceptor = seatClient.getRequestInterceptor();
        c.setRequestInterceptor(b -> {
            if (seatInterceptor != null) seatInterceptor.accept(b);
            b.setHeader("Accept", "text/event-stream");
        });
        c.setResponseInterceptor(this::readStream);
        streamCustomizer.accept(c);
        return c;
    }

    /**
     * Reads an SSE answer to its end (anything else is left to the generated code: a refusal becomes its
     * ApiException): remembers each event's id, and acts on each {@code state} event; then ends the call by
     * throwing {@link Done} or {@link Ended}. A state older than one already acted on is skipped.
     */
    private void readStream(java.net.http.HttpResponse<java.io.InputStream> r) {
        String type = r.headers().firstValue("Content-Type").orElse("");
        if (r.statusCode() != 200 || !type.startsWith("text/event-stream")) return;
        try (var in = new java.io.BufferedReader(new java.io.InputStreamReader(r.body(), java.nio.charset.StandardCharsets.UTF_8))) {
            String event = "";
            StringBuilder data = new StringBuilder();
            for (String line; (line = in.readLine()) != null; ) {
                if (line.isEmpty()) { // dispatch
                    if (event.equals("state") && !data.isEmpty()) onState(data.toString());
                    event = "";
                    data.setLength(0);
                    continue;
                }
                if (line.startsWith(":")) continue; // a comment (keep-alive)
                int colon = line.indexOf(':');
                String field = colon < 0 ? line : line.substring(0, colon);
                String value = colon < 0 ? "" : line.substring(colon + 1);
                if (value.startsWith(" ")) value = value.substring(1);
                switch (field) {
                    case "event" -> event = value;
                    case "data" -> data.append(data.isEmpty() ? "" : "\n").append(value);
                    case "id" -> lastEventId = Long.parseLong(value);
                    default -> { } // retry: the bot's own back-off decides
                }
            }
        } catch (IOException e) {
            throw new Ended(e);
        }
        throw new Ended(null);
    }

    /** One {@code state} event: act on it (and on the head after a 412 or refusal, read at once by GET). */
    private void onState(String data) {
        try {
            SeatState s = SeatState.of(json.valueToTree(json.readValue(data, StateResult.class)), gameType);
            streamFailures = 0;
            if (s.version() <= seen) return; // acted on it (read by GET after a 412) or already past it
            streamed.incrementAndGet();
            while (true) {
                switch (handle(s)) {
                    case FINISHED -> throw new Done(true);
                    case STOPPED -> throw new Done(false);
                    case WAIT -> { return; } // the stream brings the next state
                    case AGAIN -> s = read(null);
                }
            }
        } catch (Done | Ended e) {
            throw e;
        } catch (Exception e) {
            throw new Ended(e); // the bot failed: call() rethrows it
        }
    }

    private enum Sent { ACCEPTED, STALE, REFUSED }

    /** The state, long-polled past {@code known}; null on 304. Network errors are retried (a read changes nothing). */
    private SeatState read(Long known) throws Exception {
        for (int attempt = 0; ; attempt++) {
            try {
                polled.incrementAndGet();
                StateResult r = known == null
                        ? play.getState(game, null, null, null, null)
                        : play.getState(game, null, null, "\"" + known + "\"", "wait=" + LONG_POLL_SECONDS);
                return SeatState.of(json.valueToTree(r), gameType);
            } catch (ApiException e) {
                if (e.getCode() == 304) return null;
                if (!networkError(e) || attempt >= MAX_NETWORK_RETRIES) throw e;
            } catch (UncheckedIOException e) {
                if (attempt >= MAX_NETWORK_RETRIES) throw e;
            }
            retries.incrementAndGet();
            backOff(attempt, null);
        }
    }

    private Sent send(SeatState s, JsonNode move) throws Exception {
        Command command = command(s.game(), move);
        String key = name + "-v" + s.version();
        for (int attempt = 0; ; attempt++) {
            try {
                play.makeMove(game, "\"" + s.version() + "\"", command, key);
                moves.incrementAndGet();
                history.add("v" + s.version() + " " + move.path("type").asText() + " 200");
                return Sent.ACCEPTED;
            } catch (ApiException e) {
                if (e.getCode() == 412) {
                    history.add("v" + s.version() + " " + move.path("type").asText() + " 412");
                    stale.incrementAndGet();
                    return Sent.STALE;
                }
                if (e.getCode() == 429 || e.getCode() == 503) {
                    retries.incrementAndGet(); // 503 OUTCOME_UNKNOWN included: the same key tells
                    backOff(attempt, e.getResponseHeaders() == null ? null
                            : e.getResponseHeaders().firstValue("Retry-After").orElse(null));
                    continue;
                }
                if (e.getCode() == 409) return Sent.REFUSED; // the game ended meanwhile
                if (!networkError(e) || attempt >= MAX_NETWORK_RETRIES) {
                    if (refused.incrementAndGet() > 50) throw e;
                    if (e.getCode() == 422) return Sent.REFUSED;
                    throw e;
                }
            } catch (UncheckedIOException e) {
                if (attempt >= MAX_NETWORK_RETRIES) throw e;
            }
            retries.incrementAndGet(); // no answer: retry with the same key, body and If-Match
            backOff(attempt, null);
        }
    }

    /**
     * The generated {@code Command} of the game's own command union ({@code <Game>Command}: CoupCommand,
     * CopycatCommand, …), so that a move goes out exactly as it was listed.
     */
    private Command command(String game, JsonNode move) throws Exception {
        String union = game.charAt(0) + game.substring(1).toLowerCase() + "Command";
        for (var ctor : Command.class.getConstructors()) {
            if (ctor.getParameterCount() == 1 && ctor.getParameterTypes()[0].getSimpleName().equals(union)) {
                Command c = (Command) ctor.newInstance(json.treeToValue(move, ctor.getParameterTypes()[0]));
                if (!json.valueToTree(c).equals(move)) {
                    throw new IllegalStateException("the generated client writes " + move + " as " + json.valueToTree(c));
                }
                return c;
            }
        }
        throw new IllegalStateException("the generated client has no " + union);
    }

    private static boolean networkError(ApiException e) {
        return e.getCode() == 0 || e.getCause() instanceof IOException;
    }

    private static void backOff(int attempt, String retryAfter) throws InterruptedException {
        long ms = Math.min(2000, 20L << Math.min(attempt, 6));
        if (retryAfter != null) {
            try {
                ms = Math.max(ms, Long.parseLong(retryAfter.trim()) * 1000);
            } catch (NumberFormatException ignored) {
                // a date: keep the back-off
            }
        }
        Thread.sleep(ms);
    }

    public Stats stats(boolean finished) {
        return new Stats(name, seat, moves.get(), stale.get(), retries.get(), refused.get(), finished, streamed.get(),
                polled.get(), streamRefusals.get());
    }
}
