package io.tabletop.store;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.SQLException;
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

    public <T> T inTransaction(Work<T> work) {
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
            return result;
        } catch (SQLException e) {
            throw StoreException.of(e);
        }
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
