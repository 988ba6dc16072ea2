package io.tabletop.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** Runs work in one database transaction (commit on return, roll back on any exception). */
@ApplicationScoped
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
            try {
                T result = work.run(c);
                c.commit();
                return result;
            } catch (RuntimeException | SQLException | Error e) {
                c.rollback();
                throw e;
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
