package io.tabletop.store;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/**
 * Runs work in one database transaction (commit on return, roll back on any exception). A failure of the commit
 * itself on a broken connection is {@link StoreException.OutcomeUnknown}: the caller cannot tell whether it landed.
 */
@Singleton
public class Tx {

    @FunctionalInterface
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    @Inject
    DataSource dataSource;

    /** What the transaction running on this thread does once it has committed (nothing when it rolls back). */
    private static final ThreadLocal<List<Runnable>> AFTER_COMMIT = new ThreadLocal<>();

    public <T> T inTransaction(Work<T> work) {
        List<Runnable> outer = AFTER_COMMIT.get();
        List<Runnable> after = new ArrayList<>(2);
        AFTER_COMMIT.set(after);
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            T result;
            try {
                result = work.run(c);
            } catch (RuntimeException | SQLException | Error e) {
                rollbackQuietly(c, e);
                throw e;
            }
            try {
                c.commit();
            } catch (SQLException e) {
                throw StoreException.atCommit(e);
            }
            for (Runnable r : after) r.run();
            return result;
        } catch (SQLException e) {
            throw StoreException.of(e);
        } finally {
            if (outer == null) AFTER_COMMIT.remove();
            else AFTER_COMMIT.set(outer);
        }
    }

    /**
     * Runs {@code action} once the transaction that {@link #inTransaction} runs on this thread has committed, and
     * returns true; false (and nothing happens) when no such transaction runs here.
     */
    static boolean afterCommit(Runnable action) {
        List<Runnable> after = AFTER_COMMIT.get();
        if (after == null) return false;
        after.add(action);
        return true;
    }

    /** A failed rollback must not hide why the work failed (the connection is discarded anyway). */
    private static void rollbackQuietly(Connection c, Throwable cause) {
        try {
            c.rollback();
        } catch (SQLException | RuntimeException e) {
            cause.addSuppressed(e);
        }
    }

    /**
     * One statement that is its own transaction (autocommit): its commit is part of its one round trip. A failure
     * of the connection while it runs leaves its outcome unknown, as a failed {@code commit()} does.
     */
    public <T> T alone(Work<T> work) {
        try (Connection c = dataSource.getConnection()) {
            if (!c.getAutoCommit()) c.setAutoCommit(true);
            try {
                return work.run(c);
            } catch (SQLException e) {
                throw StoreException.atCommit(e);
            }
        } catch (SQLException e) {
            throw StoreException.of(e);
        }
    }

    /** A read outside any transaction (autocommit). */
    public <T> T read(Work<T> work) {
        try (Connection c = dataSource.getConnection()) {
            return work.run(c);
        } catch (SQLException e) {
            throw StoreException.of(e);
        }
    }
}
