package io.tabletop.store;

import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;
import org.jboss.logging.Logger;

/**
 * Announces committed heads on {@link CommitFeed#CHANNEL}, after their commit, from one thread per instance: a first
 * head waits {@link #GATHER_NANOS} for others, then every head that committed meanwhile (or while the last
 * announcement was on its way) goes in one transaction of {@code pg_notify}s, so the instances hear what they heard
 * before — the same payloads — from one notifying transaction at a time per instance instead of one per move.
 *
 * <p>Why not in the move's own transaction, atomic with it: PostgreSQL serialises every transaction that notifies on
 * one database-wide lock held from before its commit until after its commit record is flushed, so notifying moves
 * cannot share a flush (group commit) — measured here 2.7 × fewer commits a second with 64 clients, and on a box
 * with a slow flush the moves queue behind each other's. The price: a head committed just before this process dies
 * (a crash, not a shutdown, which announces what is queued first) is never announced; the other instances then learn
 * it from the game's next commit, or from their own check of the heads they hold ({@code io.tabletop.app.HeadCheck},
 * every {@code tabletop.commit-feed.check}).
 */
@Singleton
public class CommitAnnouncer {

    private static final Logger LOG = Logger.getLogger(CommitAnnouncer.class);
    private static final String NOTIFY = "SELECT count(pg_notify(?, p)) FROM unnest(?::text[]) AS p";
    /** How long a first head waits for others to announce with it: the other instances hear of it that much later. */
    private static final long GATHER_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

    @Inject
    DataSource dataSource;

    private final LinkedBlockingQueue<Map.Entry<UUID, Long>> queue = new LinkedBlockingQueue<>();
    private volatile Thread thread;
    private volatile boolean stopping;
    /** Heads handed over and not yet sent (or given up on). */
    private final AtomicLong pending = new AtomicLong();

    /** Announces that {@code game} committed {@code version} (call only once it has). */
    public void committed(UUID game, long version) {
        pending.incrementAndGet();
        queue.add(Map.entry(game, version));
        if (thread == null) start();
    }

    private synchronized void start() {
        if (thread != null) return;
        Thread t = new Thread(this::run, "commit-announcer");
        t.setDaemon(true);
        thread = t;
        t.start();
    }

    /** What is queued goes out before the pool closes (at most 2 s); the thread stays for commits still to come. */
    void stop(@Observes ShutdownEvent ev) {
        stopping = true;
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
        while (pending.get() > 0 && System.nanoTime() < end) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private void run() {
        while (true) {
            Map.Entry<UUID, Long> first;
            try {
                first = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            // the heads that commit meanwhile go in the same announcement: under load a few per batch instead of one,
            // each batch a round trip of this thread and a notifying transaction of the database's
            java.util.concurrent.locks.LockSupport.parkNanos(GATHER_NANOS);
            Map<UUID, Long> heads = new LinkedHashMap<>();
            heads.put(first.getKey(), first.getValue());
            int taken = 1;
            for (Map.Entry<UUID, Long> e; (e = queue.poll()) != null; taken++) {
                heads.merge(e.getKey(), e.getValue(), Math::max);
            }
            try {
                announce(heads);
            } catch (Throwable e) { // this thread must go on announcing whatever happened to one batch
                LOG.errorf(e, "announcing %d commits failed", heads.size());
            } finally {
                pending.addAndGet(-taken);
            }
        }
    }

    /** One transaction of notifications; a failure is tried again twice, then logged (the heads' checks catch up). */
    private void announce(Map<UUID, Long> heads) {
        String[] payloads = new String[heads.size()];
        int i = 0;
        for (Map.Entry<UUID, Long> h : heads.entrySet()) payloads[i++] = CommitFeed.payload(h.getKey(), h.getValue());
        for (int attempt = 1; ; attempt++) {
            try (Connection c = dataSource.getConnection()) {
                if (!c.getAutoCommit()) c.setAutoCommit(true);
                try (PreparedStatement ps = c.prepareStatement(NOTIFY)) {
                    ps.setString(1, CommitFeed.CHANNEL);
                    ps.setObject(2, payloads);
                    try (ResultSet rs = ps.executeQuery()) {
                        rs.next();
                    }
                }
                return;
            } catch (SQLException | RuntimeException e) {
                if (attempt >= 3 || stopping) {
                    LOG.warnf("%d commits could not be announced (%s); other instances learn them from the games'"
                            + " next commits or their checks of the heads", payloads.length, e.toString());
                    return;
                }
                try {
                    Thread.sleep(50L * attempt);
                } catch (InterruptedException ie) {
                    return;
                }
            }
        }
    }
}
