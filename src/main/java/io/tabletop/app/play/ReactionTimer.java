package io.tabletop.app.play;

import io.quarkus.scheduler.Scheduled;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jboss.logging.Logger;

/**
 * Applies step timeouts without any client call: a sweep at each deadline this instance set, plus a sweep every
 * second for deadlines set by other replicas (or lost in a restart); and, less often, abandons open games past the
 * open-game TTL. Sweeps lock each game's row, so replicas never apply the same silence twice; one game's failure is
 * isolated in {@link GameService}.
 */
@ApplicationScoped
public class ReactionTimer {

    private static final Logger LOG = Logger.getLogger(ReactionTimer.class);

    @Inject
    GameService games;

    private final AtomicBoolean sweeping = new AtomicBoolean();
    private final ScheduledExecutorService wakeups = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "reaction-timer");
        t.setDaemon(true);
        return t;
    });

    /** Beyond this the sweep every second is precise enough, and a wake-up per commit would pile up for hours. */
    private static final long PRECISE_WITHIN_MS = 5_000;

    /** Sweeps shortly after a near {@code deadline} (no-op for null or a distant one). */
    void wakeAt(OffsetDateTime deadline) {
        if (deadline == null) return;
        long delay = Math.max(0, Duration.between(OffsetDateTime.now(), deadline).toMillis()) + 20;
        if (delay > PRECISE_WITHIN_MS) return;
        wakeups.schedule(this::sweep, delay, TimeUnit.MILLISECONDS);
    }

    private volatile boolean stopping;

    void stopping(@jakarta.enterprise.event.Observes io.quarkus.runtime.ShutdownEvent ev) {
        stopping = true;
    }

    @Scheduled(every = "1s", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sweep() {
        if (stopping || !sweeping.compareAndSet(false, true)) return;
        try {
            games.expireDeadlines();
        } catch (Exception | Error e) { // the query itself failed (e.g. the database is down): the next sweep retries
            LOG.warn("timeout sweep failed; retrying in a second", e);
        } finally {
            sweeping.set(false);
        }
    }

    @Scheduled(every = "${tabletop.open-game-sweep:60s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sweepOpenGames() {
        if (stopping) return;
        try {
            games.abandonStaleOpenGames();
        } catch (Exception | Error e) {
            LOG.warn("open-game sweep failed; retrying later", e);
        }
    }

    @PreDestroy
    void stop() {
        wakeups.shutdownNow();
    }
}
