package io.tabletop.store;

import io.agroal.api.AgroalDataSource;
import io.agroal.api.AgroalPoolInterceptor;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.flywaydb.core.Flyway;
import org.jboss.logging.Logger;

/**
 * A throwaway copy of the schema that the whole instance uses while it warms up ({@code io.tabletop.warmup}): every
 * connection the pool hands out meanwhile looks there first ({@code search_path}), so the warm-up's games never
 * reach the real tables, lists, quick seats or audits. It ends by flushing the pool (the next connections see the
 * real schema again) and dropping the copy; a copy left by a crash is dropped by a later start once it is an hour old.
 *
 * <p>Every acquire sets the path again while it lasts: a {@code SET} inside a transaction that rolls back would be
 * undone, so a connection is never trusted to still point there. Once it is over the check costs one volatile read.
 */
@Singleton
public class ScratchSchema implements AgroalPoolInterceptor {

    private static final Logger LOG = Logger.getLogger(ScratchSchema.class);
    /** {@code tabletop_warmup_<epoch second>_<random hex>}: the start time tells a crashed start's copy from a live one. */
    private static final Pattern NAME = Pattern.compile("tabletop_warmup_(\\d+)_[0-9a-f]+");
    private static final Duration STALE = Duration.ofHours(1);

    @Inject
    AgroalDataSource dataSource;

    @Inject
    Flyway flyway;

    private volatile String schema;

    /** The copy in use, or null. */
    public String current() {
        return schema;
    }

    /** Creates a fresh copy (the shipped migrations, applied by Flyway) and points every new connection at it. */
    public String begin() {
        dropStale(Instant.now());
        String name = "tabletop_warmup_" + Instant.now().getEpochSecond() + "_"
                + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
        Flyway.configure().configuration(flyway.getConfiguration()).schemas(name).defaultSchema(name)
                .createSchemas(true).load().migrate();
        schema = name; // from the next acquire on: a connection in use now goes on where it was, as it should
        return name;
    }

    /** Points new connections back at the real schema, drops every connection that saw the copy, drops the copy. */
    public void end() {
        String name = schema;
        if (name == null) return;
        schema = null;
        flushPool();
        drop(name);
    }

    @Override
    public void onConnectionAcquire(Connection c) {
        String s = schema;
        if (s == null) return;
        try (PreparedStatement ps = c.prepareStatement("SELECT set_config('search_path', ?, false)")) {
            ps.setString(1, s);
            ps.executeQuery().close();
        } catch (SQLException e) {
            throw new IllegalStateException("cannot point a connection at the warm-up schema " + s, e);
        }
    }

    /** Idle connections now, busy ones as they come back (a sweep still running on the copy ends there). */
    private void flushPool() {
        dataSource.flush(AgroalDataSource.FlushMode.GRACEFUL);
    }

    private void drop(String name) {
        if (!NAME.matcher(name).matches()) throw new IllegalArgumentException(name);
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement()) {
            st.execute("SET lock_timeout = '10s'");
            st.execute("DROP SCHEMA IF EXISTS " + name + " CASCADE");
            st.execute("RESET lock_timeout");
        } catch (SQLException e) {
            LOG.warnf("the warm-up schema %s was not dropped (%s); a start after %s drops it", name, e.getMessage(),
                    STALE);
        }
    }

    /** Copies left by starts that crashed (older than an hour: no start warms up that long). */
    public void dropStale(Instant now) {
        List<String> all;
        try {
            all = existing();
        } catch (StoreException e) {
            LOG.debugf(e, "could not list old warm-up schemas");
            return;
        }
        for (String s : all) {
            Matcher m = NAME.matcher(s);
            if (m.matches() && Long.parseLong(m.group(1)) < now.minus(STALE).getEpochSecond()) drop(s);
        }
    }

    /** Every warm-up copy in the database now, a crashed start's included. */
    public List<String> existing() {
        List<String> all = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(
                "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'tabletop\\_warmup\\_%' ORDER BY 1");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) all.add(rs.getString(1));
        } catch (SQLException e) {
            throw StoreException.of(e);
        }
        return all;
    }
}
