package io.tabletop.store;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Every commit of every instance, as PostgreSQL announces it: each append's new head is notified as {@code
 * pg_notify('tabletop', '<game>:<version>')} just after its commit ({@link CommitAnnouncer}), to every listener.
 * One dedicated connection and one thread per instance, however many clients wait.
 *
 * <p>A listening connection that silently stopped delivering would freeze every game this instance serves from
 * memory, so the connection is pinged ({@code SELECT 1} every {@code tabletop.commit-feed.ping}, every read bounded
 * by {@code tabletop.commit-feed.timeout}, TCP keep-alive on) and any failure at all — an exception or an
 * {@link Error} — drops it and reconnects with back-off. Listeners are told that commits may have been missed both
 * when the connection drops and once it listens again (what was learned in between may be old already). While it is
 * down {@link #listening()} is false: readiness fails and reads do not trust memory.
 */
@Singleton
public class CommitFeed {

    public static final String CHANNEL = "tabletop";

    /**
     * Seat tokens replaced: {@code pg_notify('tabletop_revoked', '<game>:<seat>:<old token's SHA-256 in hex>')}, sent
     * in the replacing transaction before its append's own notification, so that every instance drops the old token
     * (its cached lookups, live streams and long-polls) before it hears of the commit.
     */
    public static final String REVOKED_CHANNEL = "tabletop_revoked";

    /** The application_name of the listening connection (operators find and tests terminate it by this). */
    public static final String APPLICATION_NAME = "tabletop-commit-feed";

    private static final Logger LOG = Logger.getLogger(CommitFeed.class);

    /** What the feed tells: a commit, or that commits may have been missed. */
    public interface Listener {
        void committed(UUID game, long version);

        void missedSome();

        /** A seat's token was replaced: the old one ({@code tokenHash}, SHA-256 in hex) no longer counts. */
        default void revoked(UUID game, int seat, String tokenHash) {}
    }

    @ConfigProperty(name = "quarkus.datasource.jdbc.url")
    String datasourceUrl;

    /**
     * Where the listening connection goes, when not where the pool goes: with a transaction-mode pooler (PgBouncer)
     * in front of the pool, LISTEN must reach PostgreSQL directly (a listening session cannot be pooled).
     */
    @ConfigProperty(name = "tabletop.commit-feed.jdbc-url")
    Optional<String> feedUrl;

    @ConfigProperty(name = "quarkus.datasource.username")
    Optional<String> username;

    @ConfigProperty(name = "quarkus.datasource.password")
    Optional<String> password;

    @ConfigProperty(name = "tabletop.commit-feed.ping", defaultValue = "5s")
    Duration ping;

    @ConfigProperty(name = "tabletop.commit-feed.timeout", defaultValue = "5s")
    Duration timeout;

    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private volatile boolean running;
    private volatile boolean listening;
    private volatile Thread thread;

    public void subscribe(Listener listener) {
        listeners.add(listener);
    }

    /** Whether the feed is connected and listening (readiness; reads trust memory only then). */
    public boolean listening() {
        return listening;
    }

    void start(@Observes StartupEvent ev) {
        running = true;
        startThread();
    }

    private synchronized void startThread() {
        Thread t = new Thread(this::run, "commit-feed");
        t.setDaemon(true);
        thread = t;
        t.start();
    }

    /** Belt and braces: the loop never ends while running, but should its thread die anyway, start another. */
    @Scheduled(every = "${tabletop.commit-feed.ping:5s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void watchdog() {
        Thread t = thread;
        if (running && t != null && !t.isAlive()) {
            LOG.error("the commit feed's thread had died; starting it again");
            startThread();
        }
    }

    void stop(@Observes ShutdownEvent ev) {
        running = false;
        Thread t = thread;
        if (t != null) t.interrupt();
    }

    private void run() {
        long backoff = 100;
        while (running) {
            try {
                listen();
                backoff = 100;
            } catch (Throwable e) { // whatever it was, this thread must go on listening
                if (!running) return;
                LOG.warnf("commit feed lost its connection (%s); reconnecting", e);
            } finally {
                if (listening) {
                    listening = false;
                    tellMissed();
                }
            }
            try {
                Thread.sleep(backoff);
            } catch (InterruptedException e) {
                if (!running) return;
            }
            backoff = Math.min(5_000, backoff * 2);
        }
    }

    /** One connection's life: LISTEN, then wait for notifications, pinging between waits; returns only by throwing. */
    private void listen() throws SQLException {
        Properties props = new Properties();
        username.ifPresent(u -> props.setProperty("user", u));
        password.ifPresent(p -> props.setProperty("password", p));
        props.setProperty("ApplicationName", APPLICATION_NAME);
        props.setProperty("tcpKeepAlive", "true");
        String seconds = Long.toString(Math.max(1, timeout.toSeconds()));
        props.setProperty("connectTimeout", seconds);
        props.setProperty("loginTimeout", seconds);
        try (Connection c = DriverManager.getConnection(feedUrl.filter(u -> !u.isBlank()).orElse(datasourceUrl), props)) {
            // Every read on this connection (the ping's answer above all) gives up after the timeout.
            Executor direct = Runnable::run;
            c.setNetworkTimeout(direct, (int) Math.max(1, timeout.toMillis()));
            try (Statement s = c.createStatement()) {
                s.execute("LISTEN " + CHANNEL);
                s.execute("LISTEN " + REVOKED_CHANNEL);
            }
            PGConnection pg = c.unwrap(PGConnection.class);
            listening = true;
            tellMissed(); // what was learned while this connection was being set up may be old already
            long pingMillis = Math.max(100, ping.toMillis());
            long nextPing = System.currentTimeMillis() + pingMillis;
            while (running) {
                PGNotification[] ns = pg.getNotifications((int) pingMillis);
                if (ns != null) {
                    for (PGNotification n : ns) {
                        if (REVOKED_CHANNEL.equals(n.getName())) dispatchRevoked(n.getParameter());
                        else dispatch(n.getParameter());
                    }
                }
                if (System.currentTimeMillis() >= nextPing) {
                    try (Statement s = c.createStatement()) {
                        s.setQueryTimeout((int) Math.max(1, timeout.toSeconds()));
                        s.execute("SELECT 1");
                    }
                    nextPing = System.currentTimeMillis() + pingMillis;
                }
            }
            throw new SQLException("stopping");
        }
    }

    private void tellMissed() {
        for (Listener l : listeners) {
            try {
                l.missedSome();
            } catch (RuntimeException e) {
                LOG.errorf(e, "a commit feed listener failed");
            }
        }
    }

    private void dispatch(String payload) {
        int colon = payload.indexOf(':');
        if (colon < 0) return;
        UUID game;
        long version;
        try {
            game = UUID.fromString(payload.substring(0, colon));
            version = Long.parseLong(payload.substring(colon + 1));
        } catch (IllegalArgumentException e) {
            LOG.debugf("ignoring notification %s", payload);
            return;
        }
        for (Listener l : listeners) {
            try {
                l.committed(game, version);
            } catch (RuntimeException e) { // one listener's failure is not the others' (an Error drops the connection)
                LOG.errorf(e, "a commit feed listener failed on %s", payload);
            }
        }
    }

    private void dispatchRevoked(String payload) {
        String[] parts = payload.split(":", 3);
        UUID game;
        int seat;
        try {
            if (parts.length != 3 || parts[2].isEmpty()) throw new IllegalArgumentException(payload);
            game = UUID.fromString(parts[0]);
            seat = Integer.parseInt(parts[1]);
        } catch (IllegalArgumentException e) {
            LOG.debugf("ignoring revocation %s", payload);
            return;
        }
        for (Listener l : listeners) {
            try {
                l.revoked(game, seat, parts[2]);
            } catch (RuntimeException e) {
                LOG.errorf(e, "a commit feed listener failed on revocation %s", payload);
            }
        }
    }

    /** The payload a token replacement announces on {@link #REVOKED_CHANNEL}. */
    public static String revokedPayload(UUID game, int seat, String tokenHash) {
        return game + ":" + seat + ":" + tokenHash;
    }

    /** The payload an append announces. */
    public static String payload(UUID game, long version) {
        return game + ":" + version;
    }
}
