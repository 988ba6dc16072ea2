package io.tabletop.app.play;

import com.fasterxml.jackson.core.type.TypeReference;
import com.github.benmanes.caffeine.cache.Cache;
import io.tabletop.app.Caches;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Sort;
import io.tabletop.app.ApiProblem;
import io.tabletop.app.Codecs;
import io.tabletop.app.EventView;
import io.tabletop.app.EventViews;
import io.tabletop.app.GameCodec;
import io.tabletop.app.GameSignals;
import io.tabletop.app.GameStreams;
import io.tabletop.app.Json;
import io.tabletop.app.Loaded;
import io.tabletop.app.Viewers;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import io.tabletop.store.EventStore;
import io.tabletop.store.GameRecord;
import io.tabletop.store.GameRow;
import io.tabletop.store.HeadAndView;
import io.tabletop.store.Projections;
import io.tabletop.store.StoredEvent;
import io.tabletop.store.Tx;
import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The read use cases. A running game's views and legal moves come from this instance's cached state when it is at
 * the newest known head, else from a fold of the log (cached then); a finished game's from the views stored when it
 * ended (one indexed query); {@code ?at=N} folds the log to N.
 */
@Singleton
public class GameReads {

    public static final int MAX_EVENTS_PAGE = 1000;
    public static final int MAX_GAMES_PAGE = 100;

    private static final TypeReference<List<GameSummary.SeatInfo>> SEATS = new TypeReference<>() {};
    private static final TypeReference<Map<String, Object>> OPTIONS = new TypeReference<>() {};

    @Inject
    Tx tx;

    @Inject
    Projections projections;

    @Inject
    EventStore store;

    @Inject
    GameStreams streams;

    @Inject
    Codecs codecs;

    @Inject
    GameSignals signals;

    @Inject
    GameLocks locks;

    @Inject
    MeterRegistry metrics;

    private final Cache<UUID, Projections.Kind> kinds = Caches.builder().maximumSize(100_000).build();
    private final Cache<SharedRead, CompletableFuture<HeadAndView>> sharedReads = Caches.builder()
            .maximumSize(10_000).expireAfterWrite(Duration.ofSeconds(10)).build();
    private Counter databaseReads;

    @PostConstruct
    void meters() {
        databaseReads = metrics.counter("tabletop.reads.database");
    }

    public static ApiProblem noSuchGame(UUID id) {
        return ApiProblem.notFound("GAME_NOT_FOUND", "no game " + id);
    }

    /**
     * The codec of a game: its type under the rules version it was created with (neither ever changes, so they are
     * cached); 503 RULES_VERSION_UNKNOWN when this build does not play that version.
     */
    public GameCodec codec(UUID id) {
        Projections.Kind kind = kinds.getIfPresent(id);
        if (kind == null) {
            kind = tx.read(c -> projections.kind(c, id)).orElseThrow(() -> noSuchGame(id));
            kinds.put(id, kind);
        }
        return codecs.get(kind.type(), kind.rulesVersion());
    }

    public GameSummary summary(UUID id) {
        GameRecord g = GameRecord.findById(id);
        if (g == null) throw noSuchGame(id);
        return summary(g);
    }

    /** Drops what this instance cached of a game's kind (a test of an instance that never saw the game needs it). */
    public void forget(UUID id) {
        kinds.invalidate(id);
    }

    public GamePage list(String type, String status, Integer limit, String cursor) {
        int size = limit == null ? 20 : limit;
        if (size < 1 || size > MAX_GAMES_PAGE) {
            throw ApiProblem.badRequest("INVALID_LIMIT", "limit must be from 1 to " + MAX_GAMES_PAGE);
        }
        StringBuilder q = new StringBuilder("1 = 1");
        Map<String, Object> params = new HashMap<>();
        if (type != null) {
            if (codecs.find(type).isEmpty()) {
                throw ApiProblem.badRequest("UNKNOWN_GAME_TYPE", "unknown game type; known: "
                        + codecs.all().stream().map(c -> c.table().rules().type().name()).toList());
            }
            q.append(" and type = :type");
            params.put("type", type);
        }
        if (status != null) {
            if (Arrays.stream(Status.values()).noneMatch(s -> s.name().equals(status))) {
                throw ApiProblem.badRequest("INVALID_STATUS", "status must be one of " + Arrays.toString(Status.values()));
            }
            q.append(" and status = :status");
            params.put("status", status);
        }
        if (cursor != null) {
            Cursor c = Cursor.decode(cursor);
            q.append(" and (createdAt < :at or (createdAt = :at and id < :id))");
            params.put("at", c.createdAt());
            params.put("id", c.id());
        }
        List<GameRecord> rows = GameRecord.find(q.toString(), Sort.descending("createdAt", "id"), params)
                .page(Page.ofSize(size + 1)).list();
        List<GameSummary> games = new ArrayList<>();
        for (int i = 0; i < Math.min(size, rows.size()); i++) games.add(summary(rows.get(i)));
        String next = rows.size() > size ? new Cursor(rows.get(size - 1).createdAt, rows.get(size - 1).id).encode() : null;
        return new GamePage(games, next);
    }

    /**
     * The game as this instance holds it, when that is the newest version it knows of (its own commits and every
     * other instance's, announced through NOTIFY): reads then need no database round trip.
     */
    private Loaded current(UUID id) {
        if (!signals.listening()) return null; // other instances' commits may be passing unheard: ask the database
        Loaded g = streams.held(id);
        if (g != null && g.version() < signals.known(id)) {
            // heard of a newer commit: usually this instance's own (the commit feed's echo comes about as fast as
            // the committing thread), which caches the new state before it lets go of the game
            locks.awaitWriter(id, WRITER_WAIT_MILLIS);
            g = streams.held(id);
        }
        return g != null && g.version() == signals.known(id) ? g : null;
    }

    /** How long a read waits for this instance's writer of the game before it reads the database instead. */
    public static final long WRITER_WAIT_MILLIS = 2;

    /** The caller's view now, or as of version {@code at}. */
    public StateResult state(UUID id, Integer seat, Long at) {
        return state(id, seat, at, null);
    }

    /**
     * The view of seat {@code as} (the caller's own, or any seat once the game is over), now or as of version
     * {@code at}.
     */
    public StateResult state(UUID id, Integer caller, Long at, Integer as) {
        Integer seat = caller;
        if (as != null && !as.equals(caller)) {
            HeadAndView h = headAndView(id, null, false);
            if (!Status.FINISHED.name().equals(h.status())) {
                throw ApiProblem.forbidden("NOT_YOUR_SEAT", "until the game is over you see only your own seat");
            }
            if (as < 0 || as >= h.seats()) {
                throw ApiProblem.unprocessable("INVALID_SEAT", "seat must be from 0 to " + (h.seats() - 1), h.version());
            }
            seat = as;
        }
        Loaded g = at == null ? current(id) : null;
        if (g != null) {
            Table<Object, Object, Object> table = g.codec().table();
            TableState<Object> s = g.state();
            Loaded.Projection p = s.started() ? g.projection(Viewers.number(seat)) : null;
            // only games played here are ever held in memory: an imported one is finished and never appended to
            return new StateResult(table.rules().type().name(), s.version(), table.status(s).name(), table.awaiting(s), seat,
                    s.created().seeded(), false, g.deadline(), p == null ? null : p.view(),
                    seat == null ? null : p == null ? "[]" : p.moves());
        }
        HeadAndView h = headAndView(id, seat, at == null);
        if (at == null) {
            String moves = seat == null ? null : h.moves() == null ? "[]" : h.moves();
            return new StateResult(h.type(), h.version(), h.status(), h.awaiting(), seat, h.seeded(), h.imported(), h.deadline(),
                    h.view(), moves);
        }
        if (at < 1 || at > h.version()) {
            throw ApiProblem.unprocessable("INVALID_AT", "at must be a version from 1 to " + h.version(), h.version());
        }
        GameCodec codec = codecs.get(h.type(), h.rulesVersion());
        Table<Object, Object, Object> table = codec.table();
        TableState<Object> state = tx.read(c -> streams.stateAt(c, id, codec, at));
        Object view = table.view(state, Viewers.of(seat));
        return new StateResult(h.type(), at, table.status(state).name(), table.awaiting(state), seat, h.seeded(), h.imported(),
                null, view == null ? null : codec.viewText(view), null);
    }

    public LegalMoves legalMoves(UUID id, int seat) {
        Loaded g = current(id);
        if (g != null) {
            return new LegalMoves(g.codec().table().rules().type().name(), g.version(), seat, g.state().started() ? g.projection(seat).moves() : "[]");
        }
        HeadAndView h = headAndView(id, seat, true);
        return new LegalMoves(h.type(), h.version(), seat, h.moves() == null ? "[]" : h.moves());
    }

    /**
     * The head and one viewer's projection from the database. Requests for the same game, viewer and known version
     * share one read (the long-polls woken by another instance's commit above all): while the feed listens, a newer
     * commit changes the known version and so the key.
     */
    private HeadAndView headAndView(UUID id, Integer seat, boolean withView) {
        int viewer = Viewers.number(seat);
        long known = signals.known(id);
        if (known < 0 || !signals.listening()) return readHeadAndView(id, viewer, withView);
        SharedRead key = new SharedRead(id, viewer, known, withView);
        CompletableFuture<HeadAndView> mine = new CompletableFuture<>();
        CompletableFuture<HeadAndView> first = sharedReads.asMap().putIfAbsent(key, mine);
        if (first != null) {
            try {
                return first.join();
            } catch (CompletionException e) {
                if (e.getCause() instanceof RuntimeException r) throw r;
                throw e;
            }
        }
        try {
            HeadAndView h = readHeadAndView(id, viewer, withView);
            mine.complete(h);
            return h;
        } catch (Throwable t) {
            sharedReads.asMap().remove(key, mine);
            mine.completeExceptionally(t);
            throw t;
        }
    }

    /** The head and, when {@code withView}, the viewer's projection (null when the game has not started). */
    private HeadAndView readHeadAndView(UUID id, int viewer, boolean withView) {
        databaseReads.increment();
        HeadAndView h = tx.read(c -> projections.headAndView(c, id, viewer)).orElseThrow(() -> noSuchGame(id));
        signals.committed(id, h.version()); // every read teaches this instance the head
        if (withView && h.view() == null && Status.ACTIVE.name().equals(h.status())) return folded(id, viewer);
        return h;
    }

    /**
     * A running game's head and projection, folded from its log (only finished games' views are stored): from the
     * cached state when this instance has one, else from the newest snapshot. The folded game is cached, so the
     * next reads are answered from memory.
     */
    private HeadAndView folded(UUID id, int viewer) {
        Loaded g = tx.read(c -> streams.load(c, id, store.readHead(c, id).orElseThrow(() -> noSuchGame(id))));
        streams.remember(g);
        signals.committed(id, g.version());
        Table<Object, Object, Object> table = g.codec().table();
        TableState<Object> s = g.state();
        Loaded.Projection p = s.started() ? g.projection(viewer) : null;
        return new HeadAndView(table.rules().type().name(), table.status(s).name(), s.version(), table.awaiting(s),
                g.deadline(), s.created().seeded(), s.seats(), p == null ? null : p.view(), p == null ? null : p.moves(),
                false, g.codec().rulesVersion());
    }

    private record SharedRead(UUID id, int viewer, long version, boolean withView) {}

    /** Events after {@code after}, redacted for the caller (not at all once the game is over). */
    public EventsPage events(UUID id, Integer seat, long after, int limit) {
        if (after < 0) throw ApiProblem.badRequest("INVALID_AFTER", "after must be 0 or more");
        if (limit < 1 || limit > MAX_EVENTS_PAGE) {
            throw ApiProblem.badRequest("INVALID_LIMIT", "limit must be from 1 to " + MAX_EVENTS_PAGE);
        }
        HeadAndView h = headAndView(id, seat, false);
        GameCodec codec = codecs.get(h.type(), h.rulesVersion());
        List<StoredEvent> stored = tx.read(c -> store.read(c, id, after, h.version(), limit));
        Viewer viewer = EventViews.viewer(h.status(), seat);
        List<EventView> out = new ArrayList<>(stored.size());
        for (StoredEvent e : stored) out.add(EventViews.of(codec, e, viewer));
        Long next = !stored.isEmpty() && stored.getLast().seq() < h.version() ? stored.getLast().seq() : null;
        return new EventsPage(h.type(), h.version(), out, next);
    }

    public static GameSummary summary(GameRecord g) {
        return new GameSummary(g.id, g.type, g.rulesVersion, g.status, g.version, readSeats(g.seats), List.of(g.awaiting),
                List.of(g.winners), readOptions(g.options), g.seeded, g.imported, g.seedCommitment, g.deadline, g.createdAt,
                g.updatedAt);
    }

    public static GameSummary summary(GameRow g) {
        return new GameSummary(g.id(), g.type(), g.rulesVersion(), g.status(), g.version(), readSeats(g.seatsJson()), g.awaiting(),
                g.winners(), readOptions(g.optionsJson()), g.seeded(), g.imported(), g.seedCommitment(), g.deadline(),
                g.createdAt(), g.updatedAt());
    }

    private static List<GameSummary.SeatInfo> readSeats(String json) {
        return Json.MAPPER.convertValue(Json.readTree(json), SEATS);
    }

    private static Map<String, Object> readOptions(String json) {
        return Json.MAPPER.convertValue(Json.readTree(json), OPTIONS);
    }

    /** Keyset position in the newest-first list: creation time (µs) and id. Opaque to clients. */
    record Cursor(OffsetDateTime createdAt, UUID id) {
        private static final long LATEST_MICROS =
                ChronoUnit.MICROS.between(Instant.EPOCH, Instant.parse("9999-12-31T23:59:59Z"));

        String encode() {
            Instant t = createdAt.toInstant();
            long micros = ChronoUnit.MICROS.between(Instant.EPOCH, t);
            return Base64.getUrlEncoder().withoutPadding()
                    .encodeToString((micros + "/" + id).getBytes(StandardCharsets.UTF_8));
        }

        static Cursor decode(String text) {
            try {
                if (text.length() > 100) throw new IllegalArgumentException("too long");
                String[] parts = new String(Base64.getUrlDecoder().decode(text), StandardCharsets.UTF_8).split("/");
                if (parts.length != 2) throw new IllegalArgumentException("not two parts");
                long micros = Long.parseLong(parts[0]);
                // a time PostgreSQL can compare with: the cursor names a game's creation (from 1970 to 9999)
                if (micros < 0 || micros > LATEST_MICROS) throw new IllegalArgumentException("time out of range");
                Instant t = Instant.EPOCH.plus(micros, ChronoUnit.MICROS);
                return new Cursor(OffsetDateTime.ofInstant(t, ZoneOffset.UTC), UUID.fromString(parts[1]));
            } catch (RuntimeException e) {
                throw ApiProblem.badRequest("INVALID_CURSOR", "the cursor is not one this service gave out");
            }
        }
    }
}
