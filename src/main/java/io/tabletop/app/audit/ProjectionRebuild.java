package io.tabletop.app.audit;

import io.tabletop.app.Codecs;
import io.tabletop.app.GameCodec;
import io.tabletop.app.LogFold;
import io.tabletop.app.GameStreams;
import io.tabletop.app.Json;
import io.tabletop.engine.TableEvent;
import io.tabletop.store.EventStore;
import io.tabletop.store.GameRow;
import io.tabletop.store.Projections;
import io.tabletop.store.StoredEvent;
import io.tabletop.store.Tx;
import io.tabletop.store.ViewRow;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Drops and recomputes every projection (games summary rows, views, snapshots) from the events alone, a batch of
 * games per transaction with their rows locked (a move of a game in the batch waits; others go on). What it writes
 * equals what the appends wrote, because both derive it the same way ({@link LogFold}).
 */
@Singleton
public class ProjectionRebuild {

    static final int BATCH = 250;

    @Inject
    Tx tx;

    @Inject
    Projections projections;

    @Inject
    EventStore store;

    @Inject
    Codecs codecs;

    @Inject
    GameStreams streams;

    /** What a rebuild did. */
    public record Result(int games, long events, long millis) {}

    public Result rebuildAll() {
        long start = System.nanoTime();
        List<UUID> ids = tx.read(projections::allIds);
        long events = 0;
        for (int i = 0; i < ids.size(); i += BATCH) {
            List<UUID> batch = ids.subList(i, Math.min(ids.size(), i + BATCH));
            events += tx.inTransaction(c -> rebuild(c, batch));
            batch.forEach(streams::forget);
        }
        return new Result(ids.size(), events, (System.nanoTime() - start) / 1_000_000);
    }

    private long rebuild(Connection c, List<UUID> ids) throws SQLException {
        projections.lock(c, ids);
        Map<UUID, LogFold> folds = new LinkedHashMap<>();
        long n = store.readGames(c, ids, (game, e) -> fold(folds, game, e));
        List<GameRow> rows = new ArrayList<>();
        Map<UUID, List<ViewRow>> views = new HashMap<>();
        Map<UUID, List<Map.Entry<Long, String>>> snapshots = new HashMap<>();
        folds.forEach((id, fold) -> {
            fold.finish();
            rows.add(fold.row(id));
            views.put(id, fold.views());
            snapshots.put(id, fold.snapshots());
        });
        projections.replace(c, rows, views, snapshots);
        return n;
    }

    private void fold(Map<UUID, LogFold> folds, UUID game, StoredEvent e) {
        LogFold fold = folds.get(game);
        if (fold == null) {
            if (e.seq() != 1) throw new IllegalStateException("stream of " + game + " does not start at 1");
            fold = LogFold.of(codecs, GameCodec.readCreated(Json.readTree(e.data())));
            folds.put(game, fold);
        }
        fold.accept(e);
    }
}
