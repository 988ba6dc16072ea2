package io.tabletop.app;

import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import io.tabletop.store.EventStore;
import io.tabletop.store.GameRow;
import io.tabletop.store.StoredEvent;
import io.tabletop.store.ViewRow;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The one way a game's stored log is folded: under the rules version its GAME_CREATED records ({@link #of}), each
 * stored event read through its upcaster ({@link GameCodec#readEvent}), event by event. Loading a game to play it
 * ({@link GameStreams}), the projection rebuild, the audit and the import all fold through here.
 *
 * <p>A fold that {@link #derives} also computes everything the append path derived from the log: the head hash, the
 * reaction deadline, the summary row, the views and the snapshots — so what the rebuild, the audit and the import
 * derive equals what the live appends wrote. A fold that does not (catching a loaded game up) keeps the state only.
 */
public final class LogFold {

    private final GameCodec codec;
    private final Table<Object, Object, Object> table;
    private final boolean derives;
    private TableState<Object> state;
    private byte[] head = EventStore.GENESIS;
    private OffsetDateTime createdAt;
    private OffsetDateTime lastAt;
    private OffsetDateTime batchAt;
    private long batchStart;
    /** The events of the append being folded (what its deadline depends on). */
    private final List<Object> batch = new ArrayList<>();
    private GameStreams.Deadline deadline = GameStreams.Deadline.NONE;
    private final List<Map.Entry<Long, String>> snapshots = new ArrayList<>();

    private LogFold(GameCodec codec, TableState<Object> from, boolean derives) {
        this.codec = codec;
        this.table = codec.table();
        this.state = from;
        this.derives = derives;
    }

    /**
     * A fold of a whole log that derives every projection, under the rules of its first event: the game type and rules
     * version {@code created} records (503 RULES_VERSION_UNKNOWN from {@link Codecs#get(String, int)} when this build
     * does not play that version).
     */
    public static LogFold of(Codecs codecs, TableEvent.GameCreated created) {
        return new LogFold(codecs.get(created.type(), created.rulesVersion()), null, true);
    }

    /** A fold that derives every projection, under {@code codec} (its game's type and rules version). */
    public static LogFold deriving(GameCodec codec) {
        return new LogFold(codec, null, true);
    }

    /** A fold of the state only, from {@code from} (a snapshot or a cached state; null: the first event) onwards. */
    public static LogFold stateFrom(GameCodec codec, TableState<Object> from) {
        return new LogFold(codec, from, false);
    }

    /** Folds the next stored event (read through its upcaster); throws IllegalStateException on a gap. */
    public void accept(StoredEvent e) {
        long expected = state == null ? 1 : state.version() + 1;
        if (e.seq() != expected) throw new IllegalStateException("expected event " + expected + ", found " + e.seq());
        accept(e.seq(), codec.readEvent(e.type(), e.data()), startsCause(e.meta()), e.recordedAt(), e.hash());
    }

    /** Meta names a cause on the first event of each command's events; the others carry {@code {}}. */
    public static boolean startsCause(String meta) {
        return meta.length() > 2;
    }

    /**
     * Folds the next event. {@code causeStarts}: its meta names a cause (seat and command, or the server), so it
     * begins what one append (or one command of a timeout batch) wrote.
     */
    public void accept(long seq, Object event, boolean causeStarts, OffsetDateTime at, byte[] hash) {
        if (!derives) {
            state = table.evolve(state, event);
            if (state.version() != seq) throw new IllegalStateException("event " + seq + " out of order");
            return;
        }
        if (causeStarts && state != null) settle();
        if (causeStarts || state == null) {
            batchAt = at;
            batchStart = state == null ? 0 : state.version();
            batch.clear();
        }
        state = table.evolve(state, event);
        batch.add(event);
        if (state.version() != seq) throw new IllegalStateException("event " + seq + " out of order");
        if (event instanceof TableEvent.GameCreated) createdAt = at;
        head = hash;
        lastAt = at;
    }

    /** What the append that ended here computed: the deadline and, when it crossed a boundary, a snapshot. */
    private void settle() {
        deadline = GameStreams.deadlineAfter(table, state, deadline, batchAt, batch);
        if (state.started() && Snapshots.due(batchStart, state.version())) {
            snapshots.add(Map.entry(state.version(), Snapshots.write(state)));
        }
    }

    /**
     * Whether the awaited step's deadline (as the last append set it) had passed at {@code at}: a silence recorded
     * as a timeout must come no earlier.
     */
    public boolean deadlinePassedAt(OffsetDateTime at) {
        if (state == null) return false;
        OffsetDateTime due = GameStreams.deadlineAfter(table, state, deadline, batchAt, batch).at();
        return due != null && !at.isBefore(due);
    }

    /** Ends the fold (settles the last append). */
    public LogFold finish() {
        if (derives && state != null) settle();
        return this;
    }

    public GameCodec codec() {
        return codec;
    }

    public TableState<Object> state() {
        return state;
    }

    public byte[] head() {
        return head;
    }

    /** The summary row the appends left. */
    public GameRow row(UUID id) {
        TableEvent.GameCreated created = state.created();
        Status status = table.status(state);
        return new GameRow(id, created.type(), status.name(), state.version(), GameStreams.seatsJson(state),
                table.awaiting(state), table.winners(state), Json.write(created.options()), created.seeded(),
                created.seedCommitment(), head, deadline.at(), deadline.window(), createdAt, lastAt,
                created.rulesVersion());
    }

    /** Every viewer's projection once the game is over (the appends store none before: see GameStreams#append). */
    public List<ViewRow> views() {
        List<ViewRow> out = new ArrayList<>();
        if (!state.started() || table.status(state) != Status.FINISHED) return out;
        for (int viewer = ViewRow.SPECTATOR; viewer < state.seats(); viewer++) {
            Loaded.Projection p = GameStreams.project(codec, state, viewer);
            out.add(new ViewRow(viewer, p.view(), p.moves()));
        }
        return out;
    }

    public List<Map.Entry<Long, String>> snapshots() {
        return snapshots;
    }
}
