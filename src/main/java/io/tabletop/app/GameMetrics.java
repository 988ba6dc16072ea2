package io.tabletop.app;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.scheduler.Scheduled;
import io.tabletop.engine.Status;
import io.tabletop.store.Tx;
import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;

/**
 * {@code tabletop.games{status}} and {@code tabletop.games.all-bots} (running games only house bots play): the games of the whole service (not of this instance) per status — OPEN, ACTIVE,
 * FINISHED — counted in the database every {@code tabletop.metrics.games-every} (one indexed count; a scrape never
 * queries the database). Every replica reports the same figures: aggregate with max, not sum.
 */
@Singleton
public class GameMetrics {

    private static final Logger LOG = Logger.getLogger(GameMetrics.class);

    @Inject
    MeterRegistry metrics;

    @Inject
    Tx tx;

    private final Map<Status, AtomicLong> counts = new EnumMap<>(Status.class);
    /** Running games whose seats are all house bots (what the all-bot caps count). */
    private final AtomicLong allBots = new AtomicLong();

    @PostConstruct
    void gauges() {
        for (Status s : Status.values()) {
            AtomicLong n = new AtomicLong();
            counts.put(s, n);
            Gauges.watch(metrics, "tabletop.games", java.util.List.of(io.micrometer.core.instrument.Tag.of("status", s.name())),
                    n, AtomicLong::doubleValue);
        }
        Gauges.watch(metrics, "tabletop.games.all-bots", java.util.List.of(), allBots, AtomicLong::doubleValue);
    }

    @Scheduled(every = "${tabletop.metrics.games-every:30s}", delayed = "2s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void refresh() {
        try {
            Map<String, Long> seen = tx.read(c -> {
                Map<String, Long> out = new java.util.HashMap<>();
                try (PreparedStatement ps = c.prepareStatement("SELECT status, count(*) FROM games GROUP BY status");
                     ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) out.put(rs.getString(1), rs.getLong(2));
                }
                try (PreparedStatement ps = c.prepareStatement(
                        "SELECT count(*) FROM games WHERE all_bots AND status = 'ACTIVE'");
                     ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    out.put("ALL_BOTS", rs.getLong(1));
                }
                return out;
            });
            counts.forEach((status, n) -> n.set(seen.getOrDefault(status.name(), 0L)));
            allBots.set(seen.getOrDefault("ALL_BOTS", 0L));
        } catch (RuntimeException e) { // the database is down: the figures stay as they were, readiness says why
            LOG.debugf("counting games failed: %s", Outages.rootMessage(e));
        }
    }

    /** For tests: counts now. */
    public void refreshNow() {
        refresh();
    }
}
