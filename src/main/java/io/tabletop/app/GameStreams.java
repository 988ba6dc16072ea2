package io.tabletop.app;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.benmanes.caffeine.cache.Cache;
import io.tabletop.engine.Silence;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import io.tabletop.store.EventStore;
import io.tabletop.store.GameRow;
import io.tabletop.store.Head;
import io.tabletop.store.NewEvent;
import io.tabletop.store.Projections;
import io.tabletop.store.Seats;
import io.tabletop.store.StoredEvent;
import io.tabletop.store.ViewRow;
import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Loads games (from the in-memory cache when it is at the head, else by folding the events it lacks), appends
 * their new events and keeps the projections in the same transaction. The database's version check is the only
 * authority; the cache is a shortcut that is caught up or refolded whenever it is behind, so replicas are safe.
 */
@Singleton
public class GameStreams {

    private static final int FOLD_PAGE = 10_000;

    @Inject
    EventStore store;

    @Inject
    Projections projections;

    @Inject
    Seats seats;

    @Inject
    Codecs codecs;

    /** Share of the heap the games kept in memory may take, by their estimated size. */
    @ConfigProperty(name = "tabletop.cache.games-heap-fraction", defaultValue = "0.2")
    double heapFraction;

    private Cache<UUID, Slot> cache;

    /**
     * A running game's place in {@link #cache}: a move advances it without writing the cache (every cache write ran
     * the cache's upkeep, inline: about 3 % of the service's sampled CPU). Its weight is taken again every
     * {@link #REWEIGH_EVERY} versions, as the game grows.
     */
    private static final class Slot {
        private final AtomicReference<Loaded> game;

        Slot(Loaded g) {
            game = new AtomicReference<>(g);
        }

        Loaded get() {
            return game.get();
        }

        /** Keeps the newer of the two; the one it held before. */
        Loaded advance(Loaded now) {
            return game.getAndAccumulate(now, GameStreams::newer);
        }
    }

    static final int REWEIGH_EVERY = 16;

    /**
     * Games being filled, apart from the running ones: each seat taken of an open game would otherwise fold its log
     * again (a quick join's largest single cost). Few and small, and a flood of created games evicts only its own
     * kind here, never a running game from {@link #cache}.
     */
    static final int OPEN_GAMES_KEPT = 1_024;

    private final Cache<UUID, Loaded> open = Caches.builder().maximumSize(OPEN_GAMES_KEPT)
            .expireAfterWrite(Duration.ofMinutes(10)).build();

    @PostConstruct
    void sizeCache() {
        if (!(heapFraction > 0 && heapFraction <= 0.8)) {
            throw new IllegalArgumentException("tabletop.cache.games-heap-fraction must be above 0 and at most 0.8");
        }
        cache = Caches.builder()
                .maximumWeight(maxCacheBytes(Runtime.getRuntime().maxMemory(), heapFraction))
                .weigher((UUID id, Slot g) -> g.get().estimatedBytes())
                .expireAfterAccess(Duration.ofMinutes(30))
                .build();
    }

    static long maxCacheBytes(long maxHeap, double fraction) {
        return Math.max(1L << 20, (long) (maxHeap * fraction));
    }

    /** The estimated bytes of the games kept in memory (metrics, tests). */
    public long cachedBytes() {
        cache.cleanUp();
        return cache.policy().eviction().map(e -> e.weightedSize().orElse(0)).orElse(0L);
    }

    /** The most bytes the games kept in memory may take. */
    public long cacheLimitBytes() {
        return cache.policy().eviction().map(e -> e.getMaximum()).orElse(0L);
    }

    /** The game at the locked head: cached, caught up, or folded from its first event. */
    public Loaded load(Connection c, UUID id, Head head) throws SQLException {
        Loaded cached = running(id);
        if (cached == null) cached = open.getIfPresent(id);
        if (cached != null && cached.version() == head.version() && Arrays.equals(cached.headHash(), head.hash())) {
            return cached;
        }
        if (cached != null && cached.version() < head.version()
                && head.version() - cached.version() <= Snapshots.EVERY) {
            TableState<Object> state = foldInto(c, id, cached.codec(), cached.state(), head.version());
            return new Loaded(id, cached.codec(), state, head.hash(), cached.seed(), head.deadline(), new ConcurrentHashMap<>(),
                    cached.recent(), head.deadlineWindow());
        }
        GameCodec codec = codecs.get(head.type(), head.rulesVersion());
        TableState<Object> state = stateAt(c, id, codec, head.version());
        return new Loaded(id, codec, state, head.hash(), seats.seed(c, id), head.deadline(), new ConcurrentHashMap<>(),
                RecentEvents.NONE, head.deadlineWindow());
    }

    /**
     * A game inserted in the caller's transaction with its one event, {@code first}: loaded as {@link #load} would
     * load it from the database (the same event text read back and folded), without reading anything.
     */
    public Loaded inserted(UUID id, GameCodec codec, NewEvent first, byte[] headHash, String seed) {
        TableState<Object> state = codec.table().evolve(null, codec.readEvent(first.type(), Json.readTree(first.data())));
        return new Loaded(id, codec, state, headHash, seed, null);
    }

    /**
     * The state after {@code upTo} events: from the newest snapshot at or below it, folding at most the events
     * after that snapshot (fewer than {@link Snapshots#EVERY} plus one append).
     */
    public TableState<Object> stateAt(Connection c, UUID id, GameCodec codec, long upTo) throws SQLException {
        TableState<Object> from = store.snapshot(c, id, upTo)
                .flatMap(s -> Snapshots.read(s.getValue(), codec))
                .orElse(null);
        return foldInto(c, id, codec, from, upTo);
    }

    private TableState<Object> foldInto(Connection c, UUID id, GameCodec codec, TableState<Object> from, long upTo)
            throws SQLException {
        LogFold fold = LogFold.stateFrom(codec, from);
        long at = from == null ? 0 : from.version();
        while (at < upTo) {
            List<StoredEvent> page = store.read(c, id, at, upTo, FOLD_PAGE);
            if (page.isEmpty()) throw new IllegalStateException("stream of " + id + " ends at " + at + " < " + upTo);
            for (StoredEvent e : page) {
                fold.accept(e);
                at = e.seq();
            }
        }
        return fold.state();
    }

    /**
     * Keeps a committed state for the next move (never lets the cache go back to an older version). Started games
     * are kept in the cache of running games; open ones (a seat taken, more to come) in the small one of games being
     * filled, so that creating games never fills memory or pushes a running game out.
     */
    public void remember(Loaded loaded) {
        if (!loaded.state().started()) {
            cache.invalidate(loaded.id());
            open.asMap().merge(loaded.id(), loaded, GameStreams::newer);
            return;
        }
        open.invalidate(loaded.id());
        Slot slot = cache.getIfPresent(loaded.id());
        if (slot != null) {
            Loaded before = slot.advance(loaded);
            // the same slot put back (only while it is still the game's): the cache weighs it again
            if (before.version() / REWEIGH_EVERY != loaded.version() / REWEIGH_EVERY) {
                cache.asMap().replace(loaded.id(), slot, slot);
            }
            return;
        }
        cache.asMap().merge(loaded.id(), new Slot(loaded), (old, fresh) -> {
            old.advance(fresh.get());
            return old;
        });
    }

    /** The versions of the games held in memory (running and being filled): what {@link HeadCheck} compares. */
    public Map<UUID, Long> heldVersions() {
        Map<UUID, Long> held = new HashMap<>();
        cache.asMap().forEach((id, slot) -> held.put(id, slot.get().version()));
        open.asMap().forEach((id, g) -> held.merge(id, g.version(), Math::max));
        return held;
    }

    private Loaded running(UUID id) {
        Slot slot = cache.getIfPresent(id);
        return slot == null ? null : slot.get();
    }

    private static Loaded newer(Loaded old, Loaded now) {
        return now.version() >= old.version() ? now : old;
    }

    public void forget(UUID id) {
        cache.invalidate(id);
        open.invalidate(id);
    }

    /** The open game kept for its next seat, if any (tests). */
    Loaded peekOpen(UUID id) {
        return open.getIfPresent(id);
    }

    /** The cached game, if any (at whatever version it is). */
    public Loaded peek(UUID id) {
        return running(id);
    }

    /**
     * The game as this instance holds it, running or still being filled (at whatever version it is), for reads: a
     * live join's first state is an open game's, and reading it from the database cost a query per join.
     */
    public Loaded held(UUID id) {
        Loaded g = running(id);
        return g != null ? g : open.getIfPresent(id);
    }

    /** The result of an append: the new in-memory game and the stored events with their records. */
    public record Appended(Loaded after, List<StoredEvent> stored, List<Object> events, OffsetDateTime deadline) {

        /** The event's data as JSON for {@code viewer} (to be written, not inspected): the stored text when redaction left it whole. */
        public com.fasterxml.jackson.databind.JsonNode dataFor(int i, Viewer viewer) {
            GameCodec codec = after.codec();
            Object redacted = codec.table().redact(events.get(i), viewer);
            // whole: the text just stored (canonical), written as it is rather than walked again as a tree
            return redacted == events.get(i)
                    ? com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.rawValueNode(
                            new com.fasterxml.jackson.databind.util.RawValue(stored.get(i).data()))
                    : codec.eventData(redacted);
        }
    }

    /**
     * Appends the batches at the locked head, folds them, and — in the same statement — moves the summary row,
     * stores the views of a game that this append finishes; the new head is announced once it commits.
     */
    public Appended append(Connection c, Loaded g, Head head, List<Caused> batches, OffsetDateTime now)
            throws SQLException {
        return append(c, g, head, batches, now, false);
    }

    /**
     * As {@link #append(Connection, Loaded, Head, List, OffsetDateTime)} at the head {@code g} stands for, without
     * locking or reading it first: one statement on an autocommit connection that writes only while the games row
     * is still at that head. Null when it is not (another instance moved the game): nothing was written, and the
     * cached state is dropped so that the caller's locked path folds what it lacks.
     */
    public Appended appendAtCachedHead(Connection c, Loaded g, List<Caused> batches, OffsetDateTime now)
            throws SQLException {
        Appended done = append(c, g, g.head(), batches, now, true);
        if (done == null) forget(g.id());
        return done;
    }

    private Appended append(Connection c, Loaded g, Head head, List<Caused> batches, OffsetDateTime now,
                            boolean unlocked) throws SQLException {
        GameCodec codec = g.codec();
        Table<Object, Object, Object> table = codec.table();
        List<NewEvent> fresh = new ArrayList<>();
        List<Object> events = new ArrayList<>();
        TableState<Object> state = g.state();
        for (Caused batch : batches) {
            boolean first = true;
            for (Object e : batch.events()) {
                String meta = first ? Json.canonical(batch.cause()) : "{}"; // the canonical empty object
                first = false;
                fresh.add(new NewEvent(codec.eventType(e), codec.eventText(e), meta));
                events.add(e);
                state = table.evolve(state, e);
            }
        }
        Status status = table.status(state);
        Deadline deadline = deadlineAfter(table, state, new Deadline(head.deadline(), head.deadlineWindow()), now, events);
        GameRow summary = new GameRow(g.id(), head.type(), status.name(), state.version(), seatsJson(state),
                table.awaiting(state), table.winners(state), null, false, null, null, deadline.at(),
                deadline.window(), null, now, head.rulesVersion());

        // A live game's projections are made when first read (the live streams, a state read) and never stored:
        // any instance folds them from the log. A finished game's never change again, so they are stored once,
        // for the reads, exports and audits that come long after the game has left memory.
        Map<Integer, Loaded.Projection> projections = new ConcurrentHashMap<>();
        List<ViewRow> finalViews = new ArrayList<>();
        if (status == Status.FINISHED && state.started()) {
            for (int viewer = ViewRow.SPECTATOR; viewer < state.seats(); viewer++) {
                Loaded.Projection p = project(codec, state, viewer);
                projections.put(viewer, p);
                finalViews.add(new ViewRow(viewer, p.view(), p.moves()));
            }
        }
        String snapshot = state.started() && Snapshots.due(head.version(), state.version()) ? Snapshots.write(state) : null;
        List<StoredEvent> stored;
        if (unlocked) {
            stored = store.appendAtHead(c, g.id(), head.version(), head.hash(), fresh, now, summary, finalViews, snapshot)
                    .orElse(null);
            if (stored == null) return null;
        } else {
            stored = store.append(c, g.id(), head.version(), head.hash(), fresh, now, summary, finalViews, snapshot);
        }
        Loaded after = new Loaded(g.id(), codec, state, stored.getLast().hash(), g.seed(), deadline.at(), projections,
                g.recent().then(head.version(), stored, events), deadline.window());
        return new Appended(after, stored, events, deadline.at());
    }

    /** One viewer's view and legal moves as JSON text. */
    public static Loaded.Projection project(GameCodec codec, TableState<Object> state, int viewer) {
        Table<Object, Object, Object> table = codec.table();
        Viewer v = viewer == ViewRow.SPECTATOR ? Viewer.SPECTATOR : Viewer.seat(viewer);
        String view = codec.viewText(table.view(state, v));
        String moves = "[]";
        if (viewer != ViewRow.SPECTATOR) {
            moves = codec.writeCommandsText(table.legalMoves(state, viewer));
        }
        return new Loaded.Projection(view, moves);
    }

    public record Deadline(OffsetDateTime at, String window) {
        public static final Deadline NONE = new Deadline(null, null);
    }

    /**
     * The deadline after an append of {@code events}: {@link #deadline}, unless they only change who may act for a
     * seat ({@link Table#accessOnly}: a token reissued), which leaves the awaited step and its deadline as they were —
     * else replacing a token would buy its seat a fresh turn timeout.
     */
    public static Deadline deadlineAfter(Table<Object, Object, Object> table, TableState<Object> state,
                                         Deadline before, OffsetDateTime now, List<Object> events) {
        for (Object e : events) {
            if (!Table.accessOnly(e)) return deadline(table, state, before, now);
        }
        return events.isEmpty() ? deadline(table, state, before, now) : before;
    }

    /**
     * The awaited step's deadline: a step that keeps its window (a reaction window, planning) keeps the deadline it
     * opened with; any other step gets a full timeout from {@code now}; no timeout (or nothing awaited), none.
     */
    public static Deadline deadline(Table<Object, Object, Object> table, TableState<Object> state, Deadline before,
                             OffsetDateTime now) {
        Optional<Silence<Object>> silence = table.silence(state);
        if (silence.isEmpty() || silence.get().passes().isEmpty()) return Deadline.NONE;
        Long seconds = table.timeoutSeconds(state, silence.get());
        if (seconds == null) return Deadline.NONE;
        // a step of its own is known by the version it began at: every event starts a new one
        String window = silence.get().window() != null ? silence.get().window() : "v" + state.version();
        if (window.equals(before.window()) && before.at() != null) {
            return new Deadline(before.at(), window);
        }
        return new Deadline(now.plusSeconds(seconds), window);
    }

    /** The seats' names as the games row keeps them ({@code [{"seat":0,"name":"…"},…]}), written once per move. */
    public static String seatsJson(TableState<?> state) {
        // by hand, exactly as Jackson writes the same tree: a tree and its writer cost more than the move's decision
        StringBuilder out = new StringBuilder(24 * state.seats() + 2).append('[');
        for (int i = 0; i < state.seats(); i++) {
            if (i > 0) out.append(',');
            out.append("{\"seat\":").append(i).append(",\"name\":");
            String name = state.names().get(i);
            if (name == null) {
                out.append("null");
            } else {
                Json.appendQuoted(out, name);
            }
            out.append('}');
        }
        return out.append(']').toString();
    }

    /** The first event of a new game, as stored. */
    public static NewEvent created(TableEvent.GameCreated created, ObjectNode cause) {
        return new NewEvent(GameCodec.tableEventType(created), Json.canonical(Json.tree(created)),
                Json.canonical(cause));
    }
}
