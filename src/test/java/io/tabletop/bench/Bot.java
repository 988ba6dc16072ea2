package io.tabletop.bench;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.bench.Stats.Count;
import io.tabletop.bench.Stats.Kind;
import java.io.IOException;
import java.net.http.HttpTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * One independent player: it owns one seat (its own token, its own view) in one game at a time, like a real
 * bot would. Loop: find an open game with a free seat (or create one), take a seat, then poll its state until
 * its seat is awaited, read its legal moves, POST one of them with If-Match at the version the moves were read
 * at; a 412 means another seat moved first (reaction windows await several seats at once), so it re-reads.
 * When the game is over it looks for the next one.
 *
 * <p>Waiting for its turn: with {@code bench.longPoll=N} (the default, 20 s) it sends If-None-Match with
 * {@code Prefer: wait=N}, so the service answers as soon as the game moves (or 304 after N s) and the bot never
 * sleeps; the state carries the seat's legal moves, so no separate legal-moves read is needed. With
 * {@code bench.longPoll=0} it polls instead: after a change it reads again at once, and while nothing changes it
 * backs off from pollMin to pollMax, sending If-None-Match so an unchanged game is a 304, and reads legal-moves
 * when its seat is awaited.
 */
final class Bot implements Runnable {

    private final int id;
    private final Api api;
    private final Lobby lobby;
    private final Stats stats;
    private final Stats.Recorder rec;
    private final BenchConfig cfg;
    private final BooleanSupplier running;
    private final SplittableRandom random;
    private final String name;

    /** The current game and seat. */
    private String gameId;
    private String token;
    private int seat;

    Bot(int id, Api api, Lobby lobby, Stats stats, BenchConfig cfg, BooleanSupplier running, long seed) {
        this.id = id;
        this.api = api;
        this.lobby = lobby;
        this.stats = stats;
        this.rec = stats.recorder();
        this.cfg = cfg;
        this.running = running;
        this.random = new SplittableRandom(seed);
        this.name = "bot-" + id;
    }

    @Override
    public void run() {
        while (running.getAsBoolean()) {
            try {
                if (gameId == null) {
                    join();
                } else {
                    play();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (IOException e) {
                if (!running.getAsBoolean()) return;
                stats.countAlways(Count.IO_ERRORS, 1);
                stats.liveErrors.increment();
                stats.oddity("io:" + e.getClass().getSimpleName(), name + ": " + e);
                pause(e instanceof HttpTimeoutException ? 10 : 200);
            } catch (Unexpected e) {
                if (!running.getAsBoolean()) return;
                stats.countAlways(Count.HTTP_UNEXPECTED, 1);
                stats.liveErrors.increment();
                // Stay in the game (leaving would strand the other seats: the API has no way to give a seat
                // back) unless it is gone or the token no longer works.
                if (e.status == 401 || e.status == 403 || e.status == 404) gameId = null;
                pause(200);
            } catch (RuntimeException e) {
                if (!running.getAsBoolean()) return;
                stats.countAlways(Count.HTTP_UNEXPECTED, 1);
                stats.liveErrors.increment();
                stats.oddity("bot:" + e.getClass().getSimpleName(), name + ": " + e);
                pause(200);
            }
        }
    }

    // ---- finding a game ----------------------------------------------------------------------------------------

    private void join() throws IOException, InterruptedException {
        Lobby.Seat s = lobby.join(new Lobby.Caller(api, cfg, random, name, stats, rec, running));
        if (s == null) return;
        gameId = s.gameId();
        token = s.token();
        seat = s.seat();
    }

    // ---- playing ----------------------------------------------------------------------------------------------

    private void play() throws IOException, InterruptedException {
        long known = -1; // version of the last full state read; -1 = read without If-None-Match
        int backoff = cfg.pollMinMillis();
        boolean longPoll = cfg.longPollSeconds() > 0;
        while (running.getAsBoolean()) {
            Api.Answer st = api.state(gameId, token, known, cfg.longPollSeconds());
            record(longPoll && known >= 0 ? Kind.GET_STATE_WAIT : Kind.GET_STATE, st);
            if (st.status() == 304) {
                stats.count(Count.STATE_304, st.start(), st.end());
                if (!longPoll) backoff = sleepAndBackOff(backoff);
                continue;
            }
            expect(st, 200, "read the state");
            stats.count(Count.STATE_200, st.start(), st.end());
            JsonNode state = st.json();
            long version = state.path("version").asLong();
            String status = state.path("status").asText();
            if ("FINISHED".equals(status)) {
                if (seat == 0) stats.count(Count.GAMES_FINISHED, st.start(), st.end()); // once per game
                gameId = null;
                return;
            }
            boolean awaited = false;
            for (JsonNode s : state.path("awaiting")) if (s.asInt() == seat) awaited = true;
            if (!"ACTIVE".equals(status) || !awaited) {
                if (version != known) backoff = cfg.pollMinMillis(); // the game moved: look again soon
                known = version;
                if (!longPoll) backoff = sleepAndBackOff(backoff);
                continue;
            }

            JsonNode moves;
            long movesVersion;
            if (longPoll) {
                moves = state.path("moves");
                movesVersion = version;
            } else {
                Api.Answer lm = api.legalMoves(gameId, token);
                record(Kind.GET_LEGAL, lm);
                expect(lm, 200, "read the legal moves");
                moves = lm.json().path("moves");
                movesVersion = lm.json().path("version").asLong();
            }
            if (moves.isEmpty()) { // the game moved on between the two reads
                stats.count(Count.LEGAL_EMPTY, st.start(), st.end());
                known = -1;
                continue;
            }
            String command = choose(moves).toString();
            Api.Answer mv = api.move(gameId, token, movesVersion, command);
            rec.record(Kind.MOVE_ANY, mv.start(), mv.end());
            stats.count(Count.MOVES_POSTED, mv.start(), mv.end());
            stats.livePost(mv.status(), mv.end() - mv.start());
            known = -1;
            backoff = cfg.pollMinMillis();
            switch (mv.status()) {
                case 200 -> {
                    rec.record(Kind.MOVE_ACCEPTED, mv.start(), mv.end());
                    stats.count(Count.MOVES_ACCEPTED, mv.start(), mv.end());
                    stats.liveAccepted.increment();
                }
                case 412 -> { // another seat moved first: read again at once
                    stats.count(Count.MOVES_412, mv.start(), mv.end());
                    stats.liveStale.increment();
                }
                case 409 -> stats.count(Count.MOVES_409, mv.start(), mv.end()); // over: the next read says so
                case 422 -> { // a listed legal move refused at the version it was listed at: a service bug
                    stats.count(Count.MOVES_422, mv.start(), mv.end());
                    stats.oddity("422", "POST " + command + " at " + movesVersion + " → "
                            + Api.abbreviate(mv.body()));
                }
                default -> {
                    stats.count(Count.MOVES_OTHER, mv.start(), mv.end());
                    unexpected(mv, "make a move");
                }
            }
        }
    }

    /** A legal move at random; in a reaction window PASS is preferred with probability passBias (see src/docs/benchmarks.md). */
    private JsonNode choose(JsonNode moves) {
        List<JsonNode> all = new ArrayList<>();
        JsonNode pass = null;
        for (JsonNode m : moves) {
            all.add(m);
            if ("PASS".equals(m.path("type").asText())) pass = m;
        }
        if (pass != null && random.nextDouble() < cfg.passBias()) return pass;
        return all.get(random.nextInt(all.size()));
    }

    private void record(Kind kind, Api.Answer a) {
        rec.record(kind, a.start(), a.end());
        rec.record(Kind.GET_ANY, a.start(), a.end());
        stats.liveGets.increment();
    }

    private int sleepAndBackOff(int backoff) throws InterruptedException {
        // ±25 % jitter so that bots of one game do not poll in lockstep
        int jitter = backoff / 4;
        Thread.sleep(backoff - jitter + (jitter == 0 ? 0 : random.nextInt(2 * jitter + 1)));
        return Math.min(cfg.pollMaxMillis(), backoff * 2);
    }

    private void expect(Api.Answer a, int status, String what) {
        if (a.status() != status) unexpected(a, what);
    }

    private void unexpected(Api.Answer a, String what) {
        if (a.status() >= 500) stats.count(Count.HTTP_5XX, a.start(), a.end());
        stats.oddity(what + ":" + a.status(), name + " could not " + what + ": HTTP " + a.status() + " "
                + Api.abbreviate(a.body()));
        throw new Unexpected(a.status(), name + " could not " + what + ": HTTP " + a.status());
    }

    /** An answer the bot did not expect (counted, shown in the report, then the bot carries on). */
    static final class Unexpected extends RuntimeException {
        final int status;

        Unexpected(int status, String message) {
            super(message, null, false, false);
            this.status = status;
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
