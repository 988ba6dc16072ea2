package io.tabletop.app.audit;

import io.tabletop.app.GameCodec;
import io.tabletop.app.GameStreams;
import io.tabletop.app.Json;
import io.tabletop.app.Loaded;
import io.tabletop.app.Snapshots;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import io.tabletop.store.EventStore;
import io.tabletop.store.GameRow;
import io.tabletop.store.ViewRow;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Folds one game's stored log, event by event, into everything the append path derived from it: the state, the
 * head hash, the reaction deadline, the summary row, the views and the snapshots. The projection rebuild, the audit
 * and the import all fold this way, so what they derive equals what the live appends wrote.
 */
final class LogFold {

    private final GameCodec codec;
    private final Table<Object, Object, Object> table;
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

    LogFold(GameCodec codec) {
        this.codec = codec;
        this.table = codec.table();
    }

    /**
     * Folds the next event. {@code causeStarts}: its meta names a cause (seat and command, or the server), so it
     * begins what one append (or one command of a timeout batch) wrote.
     */
    void accept(long seq, Object event, boolean causeStarts, OffsetDateTime at, byte[] hash) {
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
    boolean deadlinePassedAt(OffsetDateTime at) {
        if (state == null) return false;
        OffsetDateTime due = GameStreams.deadlineAfter(table, state, deadline, batchAt, batch).at();
        return due != null && !at.isBefore(due);
    }

    /** Ends the fold (settles the last append). */
    LogFold finish() {
        if (state != null) settle();
        return this;
    }

    GameCodec codec() {
        return codec;
    }

    TableState<Object> state() {
        return state;
    }

    byte[] head() {
        return head;
    }

    /** The summary row the appends left. */
    GameRow row(UUID id) {
        TableEvent.GameCreated created = state.created();
        Status status = table.status(state);
        return new GameRow(id, created.type(), status.name(), state.version(), GameStreams.seatsJson(state),
                table.awaiting(state), table.winners(state), Json.write(created.options()), created.seeded(),
                created.seedCommitment(), head, deadline.at(), deadline.window(), createdAt, lastAt);
    }

    /** Every viewer's projection once the game is over (the appends store none before: see GameStreams#append). */
    List<ViewRow> views() {
        List<ViewRow> out = new ArrayList<>();
        if (!state.started() || table.status(state) != Status.FINISHED) return out;
        for (int viewer = ViewRow.SPECTATOR; viewer < state.seats(); viewer++) {
            Loaded.Projection p = GameStreams.project(codec, state, viewer);
            out.add(new ViewRow(viewer, p.view(), p.moves()));
        }
        return out;
    }

    List<Map.Entry<Long, String>> snapshots() {
        return snapshots;
    }
}
