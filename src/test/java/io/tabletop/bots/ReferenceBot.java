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
 *   <li>Follows the game by long-polling its state ({@code If-None-Match} + {@code Prefer: wait=30}): the generated
 *       client reads JSON only, not the {@code text/event-stream} of {@code …/events?include=state}.</li>
 *   <li>When its seat is awaited it sends one of the listed moves at the version it read, with an
 *       {@code Idempotency-Key} made of its name and that version.</li>
 *   <li>412: somebody was faster; it reads again at once. 409: the game ended meanwhile. A network error (no answer)
 *       is retried with the same key, the same body and the same If-Match, so the move lands once.</li>
 * </ul>
 */
public final class ReferenceBot implements Callable<ReferenceBot.Stats> {

    /** What one bot saw: accepted moves, 412s, network retries, other refusals. */
    public record Stats(String name, int seat, long moves, long stale, long retries, long refused, boolean finished) {}

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
    private java.util.function.Predicate<SeatState> until = s -> false;
    private final java.util.List<String> history = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
    private final AtomicLong moves = new AtomicLong();
    private final AtomicLong stale = new AtomicLong();
    private final AtomicLong retries = new AtomicLong();
    private final AtomicLong refused = new AtomicLong();

    private ReferenceBot(String name, UUID game, int seat, Strategy strategy, long seed, ApiClient client, JsonNode gameType) {
        this.name = name;
        this.game = game;
        this.seat = seat;
        this.strategy = strategy;
        this.rng = new SplittableRandom(seed);
        this.play = new PlayApi(client);
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
        ApiClient anonymous = client(server, null);
        GamesApi games = new GamesApi(anonymous);
        JsonNode type = null;
        for (var t : games.listGameTypes().getTypes()) {
            if (strategy.game().equals(t.getType())) type = anonymous.getObjectMapper().valueToTree(t);
        }
        var grant = games.takeSeat(game, new TakeSeatRequest().name(name).seat(seat));
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
            if (strategy.game().equals(t.getType())) type = anonymous.getObjectMapper().valueToTree(t);
        }
        return new ReferenceBot(name, game, seat, strategy, seed, client(server, token), type);
    }

    public static ApiClient client(String server, String token) {
        ApiClient c = new ApiClient();
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
     * Draws each decision's dice from (game, seat, version) as house bots do, so that the bot's choices depend on
     * the position only, not on how many decisions came before (a replayed game then plays the same).
     */
    public ReferenceBot dicePerVersion() {
        this.dicePerVersion = true;
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
        Long known = null; // the version last seen: long-poll past it; null = read now
        while (true) {
            SeatState s = read(known);
            if (s == null) continue; // 304: nothing happened in the long-poll window
            if ("FINISHED".equals(s.status())) return stats(true);
            if (until.test(s)) return stats(false);
            if (!s.awaited()) {
                known = s.version();
                continue;
            }
            beforeMove.accept(s);
            JsonNode move = strategy.choose(s, dicePerVersion ? Bots.diceFor(game + "/ref", seat, s.version()) : rng);
            switch (send(s, move)) {
                case ACCEPTED, STALE, REFUSED -> known = null; // read the (new) head at once
            }
        }
    }

    private enum Sent { ACCEPTED, STALE, REFUSED }

    /** The state, long-polled past {@code known}; null on 304. Network errors are retried (a read changes nothing). */
    private SeatState read(Long known) throws Exception {
        for (int attempt = 0; ; attempt++) {
            try {
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
        return new Stats(name, seat, moves.get(), stale.get(), retries.get(), refused.get(), finished);
    }
}
