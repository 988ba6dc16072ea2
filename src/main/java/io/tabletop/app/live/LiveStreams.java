package io.tabletop.app.live;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.tabletop.app.AfterAnswer;
import io.tabletop.app.ApiProblem;
import io.tabletop.app.Caller;
import io.tabletop.app.Caps;
import io.tabletop.app.Codecs;
import io.tabletop.app.EventViews;
import io.tabletop.app.GameCodec;
import io.tabletop.app.GameSignals;
import io.tabletop.app.GameStreams;
import io.tabletop.app.Loaded;
import io.tabletop.app.Revocations;
import io.tabletop.app.play.GameReads;
import io.tabletop.app.play.StateResult;
import io.tabletop.engine.Status;
import io.tabletop.engine.Viewer;
import io.tabletop.store.CommitFeed;
import io.tabletop.store.EventStore;
import io.tabletop.store.GameHeads;
import io.tabletop.store.StoredEvent;
import io.tabletop.store.Tx;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Live event streams (SSE) of games, fed by the commits this instance sees ({@link GameSignals}: its own, and every
 * other instance's through PostgreSQL NOTIFY on the one listening connection of {@link CommitFeed}).
 *
 * <p>Per game with open streams there is one {@link Channel}: its streams (viewer, last seq sent, sink) and the
 * newest head announced. A newer head schedules one drain of the channel on a worker thread (the committing request's
 * own, once its answer is out, when a request committed it: {@link AfterAnswer}); a drain reads the
 * missing events once for the whole channel (head row, then the log after the lowest seq any stream has sent),
 * redacts them once per distinct viewer, and sends each stream what it lacks, in order. At most one drain per game
 * runs at a time and only it moves a stream's last seq, so nothing goes out twice or out of order. A new stream is
 * registered first and then caught up from its {@code after} by a drain that reads the database after the
 * registration: a commit landing meanwhile is either in that read or announced afterwards.
 *
 * <p>A drain reads at most {@code tabletop.sse.catch-up-page} events at a time and reads the next page only once
 * every sink has accepted what it was sent (back-pressure: {@link SseEventSink#send} completes when written; a
 * stream written as {@link FrameWriter frames} is waited for only while its connection is congested); a
 * stream that has not accepted its events within {@code tabletop.sse.send-timeout} is closed (its client resumes
 * with Last-Event-ID) so that it cannot stall the others. A drain survives anything thrown in it, {@link Error}s
 * included: the channel is always handed back and retried at the next keep-alive.
 *
 * <p>An idle stream is a sink and two numbers: no thread, no database connection. One scheduled task sends the
 * keep-alive comments and drops streams whose client went away. After the events of a finished game a stream is
 * closed. Streams are capped in two budgets, seats' and spectators' (see {@link Caps}); a stream opened with a token that
 * is replaced ends at once ({@link Revocations}).
 */
@Singleton
public class LiveStreams {

    private static final Logger LOG = Logger.getLogger(LiveStreams.class);

    /** Thrown before a stream starts when the game is over and the caller has all of it (answered 204). */
    public static final class NothingLeft extends RuntimeException {
        NothingLeft() {
            super("the game is over and there is nothing after that event", null, false, false);
        }
    }

    @Inject
    GameSignals signals;

    @Inject
    CommitFeed feed;

    @Inject
    Tx tx;

    @Inject
    EventStore store;

    @Inject
    GameHeads heads;

    @Inject
    Codecs codecs;

    @Inject
    GameReads reads;

    @Inject
    GameStreams games;

    @Inject
    io.tabletop.app.play.GameLocks locks;

    @Inject
    MeterRegistry metrics;

    @Inject
    Revocations revocations;

    @Inject
    io.tabletop.store.Seats seats;

    @ConfigProperty(name = "tabletop.sse.catch-up-page", defaultValue = "200")
    int pageSize;

    @ConfigProperty(name = "tabletop.sse.send-timeout", defaultValue = "30s")
    Duration sendTimeout;

    @ConfigProperty(name = "tabletop.sse.per-seat", defaultValue = "4")
    int perSeat;

    @ConfigProperty(name = "tabletop.sse.seats-per-address", defaultValue = "64")
    int seatsPerAddress;

    @ConfigProperty(name = "tabletop.sse.seats-per-instance", defaultValue = "10000")
    int seatsPerInstance;

    @ConfigProperty(name = "tabletop.sse.spectators-per-address", defaultValue = "32")
    int spectatorsPerAddress;

    @ConfigProperty(name = "tabletop.sse.spectators-per-game", defaultValue = "200")
    int spectatorsPerGame;

    @ConfigProperty(name = "tabletop.sse.spectators-per-instance", defaultValue = "10000")
    int spectatorsPerInstance;

    /**
     * Spectators' {@code state-only} streams, past the spectators' own budget of a game: each costs one write of a
     * text every drain shares (the public state at the head, intermediate ones coalesced), so a crowd follows the
     * game this way when the full streams are taken.
     */
    @ConfigProperty(name = "tabletop.sse.shared-spectators-per-game", defaultValue = "2000")
    int sharedSpectatorsPerGame;

    @ConfigProperty(name = "tabletop.limits.retry-after", defaultValue = "5s")
    Duration retryAfter;

    /** The reconnection delay (SSE {@code retry:}, ms) sent to each stream closed because the instance stops. */
    @ConfigProperty(name = "tabletop.sse.retry-on-close", defaultValue = "1000")
    long retryOnClose;

    /** The last event of a stream whose token was replaced. */
    private static final String REPLACED = "{\"status\":401,\"code\":\"TOKEN_REPLACED\",\"detail\":\"this seat's"
            + " token was replaced (the seat was recovered); this stream ends\"}";

    private Caps caps;
    private Caps sharedCaps;
    private volatile boolean recheckTokens;
    private Counter pageReads;
    private Counter headReads;

    private final ConcurrentHashMap<UUID, Channel> channels = new ConcurrentHashMap<>();
    private final AtomicInteger open = new AtomicInteger();
    private final Executor worker = command -> Infrastructure.getDefaultWorkerPool().execute(command);
    private volatile boolean missedCommits;
    private volatile boolean stopping;

    @PostConstruct
    void follow() {
        signals.follow(this::moved);
        feed.subscribe(new CommitFeed.Listener() {
            @Override
            public void committed(UUID game, long version) {
                // GameSignals passes these on to moved()
            }

            @Override
            public void missedSome() {
                missedCommits = true; // every channel reads its head again once the feed listens again
            }
        });
        io.tabletop.app.Gauges.watch(metrics, "tabletop.sse.streams", java.util.List.of(), open, Number::doubleValue);
        pageReads = metrics.counter("tabletop.sse.catch-up.pages");
        // drains that could not be fed from memory and read the games row (then maybe a page of the log)
        headReads = metrics.counter("tabletop.sse.catch-up.heads");
        caps = new Caps("live streams", "TOO_MANY_LIVE_STREAMS", "LIVE_STREAMS_FULL", new Caps.Limits(perSeat,
                seatsPerAddress, seatsPerInstance, spectatorsPerAddress, spectatorsPerGame, spectatorsPerInstance),
                retryAfter);
        sharedCaps = new Caps("shared state-only live streams", "TOO_MANY_LIVE_STREAMS", "LIVE_STREAMS_FULL",
                new Caps.Limits(0, 0, 0, spectatorsPerAddress, sharedSpectatorsPerGame, spectatorsPerInstance),
                retryAfter);
        revocations.subscribe(new Revocations.Listener() {
            @Override
            public void revoked(UUID game, int seat, String tokenHash) {
                closeRevoked(game, tokenHash);
            }

            @Override
            public void recheckAll() {
                recheckTokens = true; // the next keep-alive looks every seat stream's token up again
            }
        });
    }

    /** Closes at once every stream of {@code game} opened with a token that was replaced, and gives back its place. */
    private void closeRevoked(UUID game, String tokenHash) {
        Channel ch = channels.get(game);
        if (ch == null) return;
        synchronized (ch) {
            for (Stream s : ch.streams) {
                if (s.done || !tokenHash.equals(s.token)) continue;
                // said in the stream, then ended; the client's reconnect with the old token is refused (401)
                s.sendData(null, "problem", REPLACED);
                s.closeWhenSent();
                CompletableFuture.delayedExecutor(1, TimeUnit.SECONDS).execute(s::close); // a client taking nothing
            }
            dropFinished(ch);
            if (!ch.scheduled) retireIfEmpty(ch);
        }
    }

    /**
     * After the commit feed was down (replacements may have gone unheard): closes the streams whose token is no
     * longer any seat's. One read for all of them.
     */
    private void recheckTokens() {
        Map<String, List<Channel>> byToken = new HashMap<>();
        for (Channel ch : channels.values()) {
            synchronized (ch) {
                for (Stream s : ch.streams) {
                    if (s.token != null && !s.done) byToken.computeIfAbsent(s.token, k -> new ArrayList<>()).add(ch);
                }
            }
        }
        if (byToken.isEmpty()) return;
        java.util.Set<String> valid = tx.read(c -> seats.existing(c, byToken.keySet()));
        byToken.forEach((token, chs) -> {
            if (!valid.contains(token)) chs.forEach(ch -> closeRevoked(ch.game, token));
        });
    }

    /** Streams open on this instance (metrics, tests, benchmark). */
    public int openStreams() {
        return open.get();
    }

    /**
     * Opens a live stream of game {@code game} for {@code caller} (its seat null: spectator) from the event after
     * {@code after}. Refusals (no such game, {@code after} past the last event, a 429/503 {@link ApiProblem} past a cap) are thrown
     * before anything is sent; a finished game with nothing after {@code after} throws {@link NothingLeft}. Blocking
     * (one read of the games row).
     */
    public void open(UUID game, Caller caller, long after, SseEventSink sink, Sse sse) {
        open(game, caller, after, Include.EVENTS, sink, sse);
    }

    /** What a stream carries: the events; the events and a state after each head; or only the states. */
    public enum Include { EVENTS, STATE, STATE_ONLY, MY_TURNS }

    /**
     * As {@link #open(UUID, Caller, long, SseEventSink, Sse)}; with {@link Include#STATE} the stream also carries, each
     * time it has sent the events up to the head, the caller's state at that version (SSE event type {@code state},
     * the body of {@code GET …/state}), so a bot needs no request but its moves; with {@link Include#STATE_ONLY} it
     * carries only those states, each with its version as the SSE id (no events: the lightest stream for a bot); with
     * {@link Include#MY_TURNS} only the states that await the caller's seat, the first after each of those (its turn is
     * over), the first one the stream sends and the last one of the game (a bot wakes only when it has something to
     * do, or something it meant to do is moot).
     */
    public void open(UUID game, Caller caller, long after, Include include, SseEventSink sink, Sse sse) {
        open(game, caller, after, include, sink, sse, null);
    }

    /**
     * As {@link #open(UUID, Caller, long, Include, SseEventSink, Sse)}, with {@code frames} writing a whole SSE frame
     * (UTF-8) to the same connection, after what the sink wrote: the events and states go that way, formatted here
     * exactly as the sink would (its per-event writer lookup and text copies were a tenth of a drain's work).
     */
    public void open(UUID game, Caller caller, long after, Include include, SseEventSink sink, Sse sse,
                     FrameWriter frames) {
        if (after < 0) throw ApiProblem.badRequest("INVALID_AFTER", "after must be 0 or more");
        GameHeads.Current head = tx.read(c -> heads.current(c, game)).orElseThrow(() -> GameReads.noSuchGame(game));
        open(game, caller, after, include, sink, sse, frames, head);
    }

    /**
     * A seat's stream from the start of its game, opened right after the seat was taken ({@code POST /seats/live}):
     * the head that seat's commit left is known, so the database is not asked for it again (the first drain reads
     * whatever is newer, as for any stream).
     */
    public void openJoined(UUID game, Caller caller, Include include, SseEventSink sink, Sse sse,
                           FrameWriter frames, String type, int rulesVersion, long version, String status) {
        open(game, caller, 0, include, sink, sse, frames,
                new GameHeads.Current(type, status, version, List.of(), rulesVersion));
    }

    private void open(UUID game, Caller caller, long after, Include include, SseEventSink sink, Sse sse,
                      FrameWriter frames, GameHeads.Current head) {
        Integer seat = caller.seat();
        if (after > head.version()) {
            throw ApiProblem.badRequest("INVALID_AFTER",
                    "there is no event " + after + " in this game yet (its version is " + head.version() + ")");
        }
        if (Status.FINISHED.name().equals(head.status()) && after == head.version()) throw new NothingLeft();
        if (stopping) {
            throw ApiProblem.unavailable("SHUTTING_DOWN", "this instance is stopping; open the stream again (another"
                    + " instance takes it)", 1);
        }
        Caps.Permit permit = admit(game, caller, include);
        Channel ch;
        Stream s;
        try {
            s = new Stream(game, seat, caller.token(), after, include, sink, sse, frames, permit);
            // Written from this request's thread, before any drain may write: the status line and headers go out now.
            if (!s.send(sse.newEventBuilder().comment("events of game " + game + " after " + after).build())) {
                permit.release();
                return;
            }
            ch = register(game, codecs.get(head.type(), head.rulesVersion()), s);
        } catch (RuntimeException | Error e) {
            permit.release();
            throw e;
        }
        // admitted with a token whose replacement was announced meanwhile: closed as if it had been open then
        if (revocations.isRevoked(s.token)) closeRevoked(game, s.token);
        wake(ch, head.version(), true);
    }

    /**
     * A place for the stream: seats and spectators have budgets of their own; a spectator's state-only stream, once
     * the spectators' budget of its game is taken, a place among the shared ones.
     */
    private Caps.Permit admit(UUID game, Caller caller, Include include) {
        try {
            return caps.admit(game, caller);
        } catch (ApiProblem full) {
            if (!caller.spectator() || full.status() != 503) throw full;
            if (include != Include.STATE_ONLY) {
                throw ApiProblem.unavailable(full.code(), full.getMessage() + "; spectators may still follow it with"
                        + " include=state-only (a shared stream of its public state)", full.retryAfterSeconds());
            }
            return sharedCaps.admit(game, caller);
        }
    }

    private Channel register(UUID game, GameCodec codec, Stream s) {
        while (true) {
            Channel ch = channels.computeIfAbsent(game, id -> new Channel(id, codec));
            synchronized (ch) {
                if (ch.retired) continue; // emptied and removed meanwhile: make a new one
                ch.streams.add(s);
            }
            open.incrementAndGet();
            return ch;
        }
    }

    /** A newer head of {@code game} was seen (called by GameSignals on whatever thread saw it: keep it short). */
    void moved(UUID game, long version) {
        Channel ch = channels.get(game);
        if (ch != null) wake(ch, version, false);
    }

    private void wake(Channel ch, long version, boolean reread) {
        synchronized (ch) {
            ch.target = Math.max(ch.target, version);
            ch.reread |= reread;
            if (ch.scheduled || ch.retired) return;
            ch.scheduled = true;
        }
        // A commit of this thread's request feeds the streams once its answer is out, on this thread (AfterAnswer).
        if (AfterAnswer.defer(() -> drain(ch, null))) return;
        try {
            worker.execute(() -> drain(ch, null));
        } catch (RuntimeException e) { // the pool is shutting down
            synchronized (ch) {
                ch.scheduled = false;
            }
        }
    }

    /**
     * Feeds the channel's streams a page at a time until none lacks anything. After a page it returns and is
     * scheduled again once every sink has accepted what it was sent (or the send timeout has passed; a stream
     * written as frames only while its connection is congested); whatever is
     * thrown, the channel is handed back (its drain retried at the next keep-alive).
     */
    private void drain(Channel ch, Map<Stream, CompletableFuture<?>> waitedFor) {
        boolean handedBack = false;
        try {
            while (true) {
                List<Stream> streams;
                long from = Long.MAX_VALUE;
                long wanted;
                synchronized (ch) {
                    if (waitedFor != null) closeSlow(ch, waitedFor);
                    waitedFor = null;
                    dropFinished(ch);
                    boolean behind = false;
                    for (Stream s : ch.streams) {
                        from = Math.min(from, s.sent);
                        behind |= s.sent < ch.target;
                    }
                    if (stopping || ch.streams.isEmpty() || !(behind || ch.reread)) {
                        ch.scheduled = false;
                        ch.lastRead = -1;
                        handedBack = true;
                        retireIfEmpty(ch);
                        return;
                    }
                    ch.reread = false;
                    wanted = ch.target;
                    streams = List.copyOf(ch.streams);
                }
                long version = catchUp(ch, streams, from);
                synchronized (ch) {
                    // Heads are announced after their commit, so a read that starts later sees them. Two reads in a
                    // row without progress towards an unchanged target mean the target was wrong: stop chasing it.
                    if (version == ch.lastRead && version < wanted && ch.target == wanted) ch.target = version;
                    ch.lastRead = version;
                }
                Map<Stream, CompletableFuture<?>> unsent = new HashMap<>();
                for (Stream s : streams) {
                    CompletableFuture<?> p = s.pending;
                    if (!s.done && p != null && !p.isDone() && s.congested()) unsent.put(s, p);
                }
                if (!unsent.isEmpty()) {
                    // Back-pressure: the next page is read once the sinks have taken this one.
                    CompletableFuture.allOf(unsent.values().toArray(CompletableFuture[]::new))
                            .completeOnTimeout(null, sendTimeout.toMillis(), TimeUnit.MILLISECONDS)
                            .whenComplete((ok, e) -> resume(ch, unsent));
                    handedBack = true;
                    return;
                }
            }
        } catch (Throwable e) { // an Error included: the channel must never stay marked as being drained
            LOG.warnf("live streams of game %s could not be fed (%s); retrying at the next keep-alive", ch.game, e);
        } finally {
            if (!handedBack) {
                synchronized (ch) {
                    ch.scheduled = false;
                    ch.failed = true;
                    ch.lastRead = -1;
                }
            }
        }
    }

    /** Continues a drain that waited for its sinks (on a worker thread: this runs on whichever thread completed). */
    private void resume(Channel ch, Map<Stream, CompletableFuture<?>> waitedFor) {
        try {
            worker.execute(() -> drain(ch, waitedFor));
        } catch (RuntimeException e) { // the pool is shutting down
            synchronized (ch) {
                ch.scheduled = false;
                ch.failed = true;
            }
        }
    }

    /** Closes the streams that have not accepted the send waited for within the send timeout (too slow to follow). */
    private void closeSlow(Channel ch, Map<Stream, CompletableFuture<?>> waitedFor) {
        for (Stream s : ch.streams) {
            CompletableFuture<?> p = waitedFor.get(s);
            if (!s.done && p != null && !p.isDone()) {
                LOG.debugf("a live stream of game %s did not take its events in %s; closing it", ch.game, sendTimeout);
                s.close();
            }
        }
    }

    /**
     * Reads one page of what the streams lack (at most {@code tabletop.sse.catch-up-page} events after {@code from}),
     * then sends each stream its part, redacted for its viewer; the head version read.
     */
    private long catchUp(Channel ch, List<Stream> streams, long from) {
        long eventsFrom = Long.MAX_VALUE; // the streams that carry states only need no event
        for (Stream s : streams) if (!s.statesOnly) eventsFrom = Math.min(eventsFrom, s.sent);
        long wanted;
        synchronized (ch) {
            wanted = ch.target;
        }
        Read read = fromMemory(ch.game, eventsFrom, wanted);
        if (read == null) {
            long after = eventsFrom;
            headReads.increment();
            read = tx.read(c -> {
                GameHeads.Current h = heads.current(c, ch.game).orElseThrow(() -> GameReads.noSuchGame(ch.game));
                if (after >= h.version()) return new Read(h.status(), h.version(), List.of(), null, h.awaiting());
                pageReads.increment();
                return new Read(h.status(), h.version(), store.read(c, ch.game, after, h.version(), Math.max(1, pageSize)),
                        null, h.awaiting());
            });
        }
        long version = read.version();
        synchronized (ch) {
            ch.target = Math.max(ch.target, version);
        }
        signals.committed(ch.game, version); // long-polls on this instance learn of it too
        boolean over = Status.FINISHED.name().equals(read.status());
        Object[] parsed = read.parsed() != null ? read.parsed() : new Object[read.events().size()];
        Map<Viewer, String[]> texts = new HashMap<>();
        Map<Integer, String> states = new HashMap<>();
        for (Stream s : streams) {
            if (s.done) continue;
            if (s.statesOnly) {
                if (s.stateSent < version) {
                    boolean awaited = s.seat != null && read.awaiting().contains(s.seat);
                    if (s.turnsOnly && s.stateSent > 0 && !over && !awaited && !s.turnOpen) {
                        // not this seat's turn, nor the end of one: nothing to send, no state to make (my-turns)
                        s.stateSent = version;
                        s.sent = version;
                    } else {
                        String state = states.computeIfAbsent(s.seat == null ? -1 : s.seat, k -> stateAt(ch.game, s.seat, version));
                        if (!state.isEmpty() && s.sendData(Long.toString(version), "state", state)) {
                            s.stateSent = version;
                            s.sent = version;
                            s.turnOpen = awaited;
                        }
                    }
                }
                if (over && s.sent >= version) s.closeWhenSent();
                continue;
            }
            Viewer viewer = EventViews.viewer(read.status(), s.seat);
            String[] text = texts.computeIfAbsent(viewer, v -> new String[parsed.length]);
            for (int i = 0; i < parsed.length && !s.done; i++) {
                StoredEvent e = read.events().get(i);
                if (e.seq() <= s.sent) continue;
                if (e.seq() != s.sent + 1) {
                    // Never expected (the log has no gaps): rather end the stream than skip an event.
                    LOG.errorf("live stream of game %s: event %d follows %d; closing it", ch.game, e.seq(), s.sent);
                    s.close();
                    break;
                }
                if (text[i] == null) {
                    if (parsed[i] == null) parsed[i] = EventViews.parse(ch.codec, e);
                    text[i] = EventViews.of(ch.codec, e, parsed[i], viewer).appendJson(new StringBuilder(256)).toString();
                }
                if (s.sendData(Long.toString(e.seq()), null, text[i])) {
                    s.sent = e.seq();
                }
            }
            if (s.withState && !s.done && s.sent == version && s.stateSent < version) {
                String state = states.computeIfAbsent(s.seat == null ? -1 : s.seat, k -> stateAt(ch.game, s.seat, version));
                if (!state.isEmpty() && s.sendData(null, "state", state)) {
                    s.stateSent = version;
                }
            }
            if (over && s.sent >= version) s.closeWhenSent();
        }
        return version;
    }

    /**
     * What a drain read: the head's status and version, the events after the streams' lowest seq, parsed or not, and
     * the seats awaited at the head.
     */
    private record Read(String status, long version, List<StoredEvent> events, Object[] parsed, List<Integer> awaiting) {}

    /**
     * The head and the events after {@code after} from this instance's cached game, when that is the newest head
     * this instance knows of (at least {@code wanted}) and its recent events cover what the streams lack; null
     * otherwise (the drain reads the database). Saves a read of the log and a parse per commit made here.
     */
    private Read fromMemory(UUID game, long after, long wanted) {
        if (!signals.listening()) return null; // another instance's commits may be passing unheard
        Loaded g = games.peek(game);
        if (g != null && g.version() < Math.max(wanted, signals.known(game))) {
            // woken by the commit feed's echo of a commit made here, before its thread has cached the new state
            locks.awaitWriter(game, GameReads.WRITER_WAIT_MILLIS);
            g = games.peek(game);
        }
        if (g == null || g.version() < wanted || g.version() != signals.known(game) || !g.state().started()) return null;
        String status = g.codec().table().status(g.state()).name();
        List<Integer> awaiting = g.codec().table().awaiting(g.state());
        if (after >= g.version()) return new Read(status, g.version(), List.of(), new Object[0], awaiting);
        int from = g.recent().covering(after, g.version());
        if (from < 0) return null;
        int to = g.recent().stored().size();
        List<StoredEvent> events = g.recent().stored().subList(from, to);
        Object[] parsed = g.recent().events().subList(from, to).toArray();
        if (events.size() > pageSize) return null;
        return new Read(status, g.version(), events, parsed, awaiting);
    }

    /**
     * The state {@code seat} (null: a spectator) reads at {@code version}, as {@code GET …/state} answers it; empty
     * when the game has moved past that version meanwhile (the next drain sends the newer events, then the state).
     */
    private String stateAt(UUID game, Integer seat, long version) {
        StateResult state = reads.state(game, seat, null);
        return state.version() == version ? state.json() : "";
    }

    /** Keep-alive comments; drops streams whose client went away; retries failed drains and missed commits. */
    @Scheduled(every = "${tabletop.sse.keep-alive:10s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void keepAlive() {
        if (stopping) return;
        boolean recheck = false;
        if (missedCommits && feed.listening()) {
            missedCommits = false;
            recheck = true;
        }
        // Deaf to other instances' commits: look at each game's head in the database every round meanwhile.
        if (!feed.listening()) recheck = true;
        if (recheckTokens && feed.listening()) {
            recheckTokens = false;
            try {
                recheckTokens();
            } catch (RuntimeException e) {
                recheckTokens = true;
                LOG.warnf("live streams: their tokens could not be checked again (%s); retrying", e);
            }
        }
        for (Channel ch : channels.values()) {
            List<Stream> streams;
            boolean retry;
            synchronized (ch) {
                dropFinished(ch);
                streams = List.copyOf(ch.streams);
                retry = ch.failed || recheck;
                ch.failed = false;
            }
            for (Stream s : streams) {
                CompletableFuture<?> p = s.pending;
                // a stream still writing needs no keep-alive (and must not be queued more)
                if (!s.done && (p == null || p.isDone())) s.send(s.sse.newEventBuilder().comment("keep-alive").build());
            }
            if (retry) wake(ch, 0, true);
            else {
                synchronized (ch) {
                    dropFinished(ch);
                    if (!ch.scheduled) retireIfEmpty(ch);
                }
            }
        }
    }

    /**
     * The instance is about to stop (SIGTERM; Quarkus' shutdown delay begins, readiness is DOWN): every stream gets
     * a last comment with a {@code retry:} hint and is closed once that is written, so clients reconnect at once —
     * with Last-Event-ID, to another instance — and nothing is lost or repeated. New streams are refused (503).
     */
    void stopping(@Observes io.quarkus.runtime.ShutdownDelayInitiatedEvent ev) {
        closeAll();
    }

    /** Closes whatever is still open when the service stops (also when no shutdown delay ran). */
    void stop(@Observes ShutdownEvent ev) {
        closeAll();
    }

    private void closeAll() {
        stopping = true;
        for (Channel ch : channels.values()) {
            List<Stream> streams;
            synchronized (ch) {
                streams = List.copyOf(ch.streams);
            }
            for (Stream s : streams) {
                if (s.done) continue;
                s.send(s.sse.newEventBuilder().comment("this instance is stopping: reconnect")
                        .reconnectDelay(retryOnClose).build());
                s.closeWhenSent();
                // a client that takes nothing must not hold the shutdown up: closed after a second regardless
                CompletableFuture.delayedExecutor(1, TimeUnit.SECONDS).execute(s::close);
            }
        }
    }

    private void dropFinished(Channel ch) {
        ch.streams.removeIf(s -> {
            if (!s.done && s.sink.isClosed()) s.done = true;
            if (s.done) {
                open.decrementAndGet();
                s.permit.release();
            }
            return s.done;
        });
    }

    private void retireIfEmpty(Channel ch) {
        if (ch.streams.isEmpty() && !ch.scheduled && !ch.retired) {
            ch.retired = true;
            channels.remove(ch.game, ch);
        }
    }

    /** The open streams of one game. Fields other than the final ones are guarded by the channel's monitor. */
    private static final class Channel {
        final UUID game;
        final GameCodec codec;
        final List<Stream> streams = new ArrayList<>();
        long target;
        long lastRead = -1;
        boolean reread;
        boolean scheduled;
        boolean failed;
        boolean retired;

        Channel(UUID game, GameCodec codec) {
            this.game = game;
            this.codec = codec;
        }
    }

    /** One client's stream: who it is for and the last seq sent (moved only by its channel's drain). */
    private static final class Stream {
        final UUID game;
        final Integer seat;
        /** The SHA-256 (hex) of the token the stream was opened with; null for a spectator. */
        final String token;
        /** Whether the stream carries the caller's state after the events up to each head ({@code include=state}). */
        final boolean withState;
        /** Whether it carries only those states, each with the version as its id ({@code include=state-only}). */
        final boolean statesOnly;
        /**
         * Whether, of those states, it carries only the first, those that await its seat, the one after each of its
         * turns (its turn is over: what it was about to send is moot) and the last one ({@code include=my-turns}).
         */
        final boolean turnsOnly;
        /** Whether the last state sent awaited the seat: then the next one is sent too, awaited or not (my-turns). */
        volatile boolean turnOpen;
        final SseEventSink sink;
        final Sse sse;
        final Caps.Permit permit;
        volatile long sent;
        /** The version of the last state sent (moved only by the channel's drain). */
        volatile long stateSent;
        volatile boolean done;
        /** The last send, until the sink has written it. */
        volatile CompletableFuture<?> pending;

        /** Writes a whole frame straight to the connection; null: everything goes through the sink. */
        final FrameWriter frames;

        Stream(UUID game, Integer seat, String token, long after, Include include, SseEventSink sink, Sse sse,
               FrameWriter frames, Caps.Permit permit) {
            this.frames = frames;
            this.game = game;
            this.seat = seat;
            this.token = token;
            this.withState = include != Include.EVENTS;
            this.statesOnly = include == Include.STATE_ONLY || include == Include.MY_TURNS;
            this.turnsOnly = include == Include.MY_TURNS;
            this.sent = after;
            this.sink = sink;
            this.sse = sse;
            this.permit = permit;
        }

        /**
         * Sends one event with data (and an id and a type, when not null) as {@link #send} would, written as the sink
         * writes it ({@code id:…}, {@code event:…}, {@code data:…}, a blank line) straight to the connection.
         */
        boolean sendData(String id, String name, String data) {
            if (frames == null || data.indexOf('\n') >= 0 || data.indexOf('\r') >= 0) {
                // data of several lines (never JSON as this service writes it): the sink splits it
                var b = sse.newEventBuilder();
                if (id != null) b.id(id);
                if (name != null) b.name(name);
                return send(b.data(String.class, data).build());
            }
            StringBuilder frame = new StringBuilder(data.length() + 48);
            if (id != null) frame.append("id:").append(id).append('\n');
            if (name != null) frame.append("event:").append(name).append('\n');
            frame.append("data:").append(data).append("\n\n");
            return write(() -> frames.write(frame.toString()));
        }

        /**
         * Whether the next page must wait for this stream's last send: always through the sink (it says nothing of
         * its connection), only while the connection is congested when frames go straight to it.
         */
        boolean congested() {
            return frames == null || frames.congested();
        }

        /** Sends one event; false (and the stream is done) when the client has gone or its sink failed. */
        boolean send(OutboundSseEvent event) {
            return write(() -> sink.send(event));
        }

        private boolean write(java.util.function.Supplier<CompletionStage<?>> out) {
            if (done) return false;
            try {
                if (sink.isClosed()) {
                    done = true;
                    return false;
                }
                CompletableFuture<?> p = out.get().toCompletableFuture();
                pending = p;
                p.whenComplete((ok, failure) -> {
                    if (failure != null) done = true;
                });
                return true;
            } catch (VirtualMachineError e) { // this stream is in an unknown state: end it, let the drain handle it
                done = true;
                throw e;
            } catch (Throwable e) { // closed meanwhile, or a broken sink: end this stream only
                done = true;
                return false;
            }
        }

        /** Closes the stream once its last event is written (a finished game's end). */
        void closeWhenSent() {
            done = true;
            CompletableFuture<?> p = pending;
            if (p == null || p.isDone()) close();
            else p.whenComplete((ok, e) -> close());
        }

        void close() {
            done = true;
            try {
                sink.close();
            } catch (RuntimeException e) {
                LOG.debugf("closing a live stream of game %s: %s", game, e);
            }
        }
    }
}
