package io.tabletop.app;

import io.quarkus.scheduler.Scheduled;
import io.tabletop.store.EventStore;
import io.tabletop.store.Tx;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * Commits are announced just after they commit ({@link io.tabletop.store.CommitAnnouncer}), so an instance that dies
 * in between leaves a head nobody announced: the others would go on serving the game from memory at the version
 * before it. Every {@code tabletop.commit-feed.check} each instance asks the database for the heads of the games it
 * holds in memory and takes every newer one as a commit heard — the game is read again, its long-polls and live
 * streams move on. Indexed reads of {@link #CHUNK} games each.
 */
@Singleton
public class HeadCheck {

    private static final Logger LOG = Logger.getLogger(HeadCheck.class);
    /** Games asked for in one read. */
    static final int CHUNK = 5_000;

    @Inject
    GameStreams streams;

    @Inject
    GameSignals signals;

    @Inject
    EventStore store;

    @Inject
    Tx tx;

    @Scheduled(every = "${tabletop.commit-feed.check:5s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void check() {
        if (!signals.listening()) return; // memory is not trusted now anyway; the feed's return rereads everything
        try {
            int found = catchUp();
            if (found > 0) LOG.infof("%d game heads were newer than any commit heard; taken as heard", found);
        } catch (RuntimeException e) {
            LOG.debugf("the check of the heads held in memory failed (%s); next time", e);
        }
    }

    /** Compares the heads held in memory with the database's; each newer one counts as heard. How many were. */
    int catchUp() {
        Map<UUID, Long> held = streams.heldVersions();
        List<UUID> ids = new ArrayList<>(held.keySet());
        int found = 0;
        for (int from = 0; from < ids.size(); from += CHUNK) {
            UUID[] chunk = ids.subList(from, Math.min(ids.size(), from + CHUNK)).toArray(UUID[]::new);
            Map<UUID, Long> heads = tx.read(c -> store.versions(c, chunk));
            for (Map.Entry<UUID, Long> h : heads.entrySet()) {
                long known = Math.max(held.getOrDefault(h.getKey(), -1L), signals.known(h.getKey()));
                if (h.getValue() > known) {
                    signals.committed(h.getKey(), h.getValue());
                    found++;
                }
            }
        }
        return found;
    }
}
