package io.tabletop.store;

import java.sql.SQLException;

/** A database failure. {@link Conflict} is the one callers handle: a concurrent append won. */
public class StoreException extends RuntimeException {

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }

    public static StoreException of(SQLException e) {
        if ("23505".equals(e.getSQLState())) return new Conflict(e);
        return new StoreException("database error " + e.getSQLState() + ": " + e.getMessage(), e);
    }

    /** A unique key refused the write: another writer appended the same seq (or took the same key) first. */
    public static final class Conflict extends StoreException {
        Conflict(Throwable cause) {
            super("concurrent write", cause);
        }
    }
}
