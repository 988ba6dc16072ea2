package io.tabletop.app;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.tabletop.engine.Status;
import io.tabletop.engine.Viewer;
import io.tabletop.store.CommitFeed;
import io.tabletop.store.EventStore;
import io.tabletop.store.GameHeads;
import io.tabletop.store.StoredEvent;
import io.tabletop.store.Tx;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import org.jboss.logging.Logger;

/**
 * Live event streams (SSE) of games, fed by the commits this instance sees ({@link GameSignals}: its own, and every
 * other instance's through PostgreSQL NOTIFY on the one listening connection of {@link CommitFeed}).
 *
 * <p>Per game with open streams there is one {@link Channel}: its streams (viewer, last seq sent, sink) and the
 * newest head announced. A newer head schedules one drain of the channel on a worker thread; a drain reads the
 * missing events once for the whole channel (head row, then the log after the lowest seq any stream has sent),
 * redacts them once per distinct viewer, and sends each stream what it lacks, in order. At most one drain per game
 * runs at a time and only it moves a stream's last seq, so nothing goes out twice or out of order. A new stream is
 * registered first and then caught up from its {@code after} by a drain that reads the database after the
 * registration: a commit landing meanwhile is either in that read or announced afterwards.
 *
 * <p>An idle stream is a sink and two numbers: no thread, no database connection. One scheduled task sends the
 * keep-alive comments and drops streams whose client went away. After the events of a finished game a stream is
 * closed.
 */
@ApplicationScoped
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
    MeterRegistry metrics;

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
        metrics.gauge("tabletop.sse.streams", open);
    }

    /** Streams open on this instance (metrics, tests, benchmark). */
    public int openStreams() {
        return open.get();
    }

    /**
     * Opens a live stream of game {@code game} for {@code seat} (null: spectator) from the event after {@code after}.
     * Refusals (no such game, {@code after} past the last event) are thrown before anything is sent; a finished game
     * with nothing after {@code after} throws {@link NothingLeft}. Blocking (one read of the games row).
     */
    public void open(UUID game, Integer seat, long after, SseEventSink sink, Sse sse) {
        if (after < 0) throw ApiProblem.badRequest("INVALID_AFTER", "after must be 0 or more");
        GameHeads.Current head = tx.read(c -> heads.current(c, game)).orElseThrow(() -> GameReads.noSuchGame(game));
        if (after > head.version()) {
            throw ApiProblem.badRequest("INVALID_AFTER",
                    "there is no event " + after + " in this game yet (its version is " + head.version() + ")");
        }
        if (Status.FINISHED.name().equals(head.status()) && after == head.version()) throw new NothingLeft();
        Stream s = new Stream(game, seat, after, sink, sse);
        // Written from this request's thread, before any drain may write: the status line and headers go out now.
        if (!s.send(sse.newEventBuilder().comment("events of game " + game + " after " + after).build())) return;
        Channel ch = register(game, codecs.get(head.type()), s);
        wake(ch, head.version(), true);
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
        try {
            worker.execute(() -> drain(ch));
        } catch (RuntimeException e) { // the pool is shutting down
            synchronized (ch) {
                ch.scheduled = false;
            }
        }
    }

    private void drain(Channel ch) {
        try {
            long lastRead = -1;
            while (true) {
                List<Stream> streams;
                long from = Long.MAX_VALUE;
                long wanted;
                synchronized (ch) {
                    dropFinished(ch);
                    boolean behind = false;
                    for (Stream s : ch.streams) {
                        from = Math.min(from, s.sent);
                        behind |= s.sent < ch.target;
                    }
                    if (stopping || ch.streams.isEmpty() || !(behind || ch.reread)) {
                        ch.scheduled = false;
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
                    if (version == lastRead && version < wanted && ch.target == wanted) ch.target = version;
                }
                lastRead = version;
            }
        } catch (RuntimeException e) {
            LOG.warnf("live streams of game %s could not be fed (%s); retrying at the next keep-alive", ch.game,
                    e.getMessage());
            synchronized (ch) {
                ch.scheduled = false;
                ch.failed = true;
            }
        }
    }

    /** Reads what the streams lack once, then sends each stream its part, redacted for its viewer; the version read. */
    private long catchUp(Channel ch, List<Stream> streams, long from) {
        record Read(GameHeads.Current head, List<StoredEvent> events) {}
        Read read = tx.read(c -> {
            GameHeads.Current h = heads.current(c, ch.game).orElseThrow(() -> GameReads.noSuchGame(ch.game));
            List<StoredEvent> events = new ArrayList<>();
            long after = from;
            while (after < h.version()) {
                List<StoredEvent> page = store.read(c, ch.game, after, h.version(), GameReads.MAX_EVENTS_PAGE);
                if (page.isEmpty()) break;
                events.addAll(page);
                after = page.getLast().seq();
            }
            return new Read(h, events);
        });
        long version = read.head().version();
        synchronized (ch) {
            ch.target = Math.max(ch.target, version);
        }
        signals.committed(ch.game, version); // long-polls on this instance learn of it too
        boolean over = Status.FINISHED.name().equals(read.head().status());
        Object[] parsed = new Object[read.events().size()];
        Map<Viewer, String[]> texts = new HashMap<>();
        for (Stream s : streams) {
            if (s.done) continue;
            Viewer viewer = EventViews.viewer(read.head().status(), s.seat);
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
                    text[i] = Json.write(EventViews.of(ch.codec, e, parsed[i], viewer));
                }
                if (s.send(s.sse.newEventBuilder().id(Long.toString(e.seq())).data(String.class, text[i]).build())) {
                    s.sent = e.seq();
                }
            }
            if (over && s.sent >= version) s.close();
        }
        return version;
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
                if (!s.done) s.send(s.sse.newEventBuilder().comment("keep-alive").build());
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

    /** Closes every stream when the service stops, so clients reconnect to another instance at once. */
    void stop(@Observes ShutdownEvent ev) {
        stopping = true;
        for (Channel ch : channels.values()) {
            List<Stream> streams;
            synchronized (ch) {
                streams = List.copyOf(ch.streams);
            }
            streams.forEach(Stream::close);
        }
    }

    private void dropFinished(Channel ch) {
        ch.streams.removeIf(s -> {
            if (!s.done && s.sink.isClosed()) s.done = true;
            if (s.done) open.decrementAndGet();
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
        final SseEventSink sink;
        final Sse sse;
        volatile long sent;
        volatile boolean done;

        Stream(UUID game, Integer seat, long after, SseEventSink sink, Sse sse) {
            this.game = game;
            this.seat = seat;
            this.sent = after;
            this.sink = sink;
            this.sse = sse;
        }

        /** Sends one event; false (and the stream is done) when the client has gone. */
        boolean send(OutboundSseEvent event) {
            if (done) return false;
            try {
                if (sink.isClosed()) {
                    done = true;
                    return false;
                }
                sink.send(event).whenComplete((ok, failure) -> {
                    if (failure != null) done = true;
                });
                return true;
            } catch (RuntimeException e) { // closed meanwhile
                done = true;
                return false;
            }
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
