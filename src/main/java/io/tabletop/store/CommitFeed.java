package io.tabletop.store;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Every commit of every instance, as PostgreSQL announces it: each append runs {@code pg_notify('tabletop',
 * '<game>:<version>')}, delivered at commit to every listener. One dedicated connection and one thread per
 * instance, however many clients wait. When the connection is lost, listeners are told to forget what they knew
 * (notifications may have been missed) and it reconnects.
 */
@ApplicationScoped
public class CommitFeed {

    public static final String CHANNEL = "tabletop";

    private static final Logger LOG = Logger.getLogger(CommitFeed.class);

    /** What the feed tells: a commit, or that commits may have been missed. */
    public interface Listener {
        void committed(UUID game, long version);

        void missedSome();
    }

    @ConfigProperty(name = "quarkus.datasource.jdbc.url")
    String url;

    @ConfigProperty(name = "quarkus.datasource.username")
    Optional<String> username;

    @ConfigProperty(name = "quarkus.datasource.password")
    Optional<String> password;

    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private volatile boolean running;
    private volatile boolean listening;
    private Thread thread;

    public void subscribe(Listener listener) {
        listeners.add(listener);
    }

    /** Whether the feed is connected and listening (readiness, tests). */
    public boolean listening() {
        return listening;
    }

    void start(@Observes StartupEvent ev) {
        running = true;
        thread = new Thread(this::run, "commit-feed");
        thread.setDaemon(true);
        thread.start();
    }

    void stop(@Observes ShutdownEvent ev) {
        running = false;
        if (thread != null) thread.interrupt();
    }

    private void run() {
        long backoff = 100;
        while (running) {
            Properties props = new Properties();
            username.ifPresent(u -> props.setProperty("user", u));
            password.ifPresent(p -> props.setProperty("password", p));
            props.setProperty("ApplicationName", "tabletop-commit-feed");
            try (Connection c = DriverManager.getConnection(url, props)) {
                try (Statement s = c.createStatement()) {
                    s.execute("LISTEN " + CHANNEL);
                }
                PGConnection pg = c.unwrap(PGConnection.class);
                listening = true;
                backoff = 100;
                while (running) {
                    PGNotification[] ns = pg.getNotifications(5_000);
                    if (ns == null) continue;
                    for (PGNotification n : ns) dispatch(n.getParameter());
                }
            } catch (SQLException | RuntimeException e) {
                if (!running) return;
                LOG.warnf("commit feed lost its connection (%s); reconnecting", e.getMessage());
            } finally {
                if (listening) listeners.forEach(Listener::missedSome);
                listening = false;
            }
            try {
                Thread.sleep(backoff);
            } catch (InterruptedException e) {
                return;
            }
            backoff = Math.min(5_000, backoff * 2);
        }
    }

    private void dispatch(String payload) {
        int colon = payload.indexOf(':');
        if (colon < 0) return;
        try {
            UUID game = UUID.fromString(payload.substring(0, colon));
            long version = Long.parseLong(payload.substring(colon + 1));
            for (Listener l : listeners) l.committed(game, version);
        } catch (IllegalArgumentException e) {
            LOG.debugf("ignoring notification %s", payload);
        }
    }

    /** The payload an append announces. */
    public static String payload(UUID game, long version) {
        return game + ":" + version;
    }
}
