package io.tabletop.store;

import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLTransientException;

/**
 * A database failure. {@link Conflict}: a concurrent append won. {@link Unavailable}: the database could not be
 * reached or refused work for now, so nothing was written. {@link OutcomeUnknown}: the connection broke while a
 * commit was under way, so the write may or may not have happened.
 */
public class StoreException extends RuntimeException {

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }

    public static StoreException of(SQLException e) {
        if ("23505".equals(e.getSQLState())) return new Conflict(e);
        if (transient_(e)) return new Unavailable(e);
        return new StoreException("database error " + e.getSQLState() + ": " + e.getMessage(), e);
    }

    /** A failure of {@code commit()} itself: unknown outcome when the connection broke, else a plain failure. */
    static StoreException atCommit(SQLException e) {
        return transient_(e) ? new OutcomeUnknown(e) : of(e);
    }

    /**
     * Whether a failure says "not now" rather than "never": no connection (class 08), the server shutting down or
     * starting (57P0x), out of resources (53), a serialization failure or deadlock (40001, 40P01), or no pooled
     * connection in time (the pool's acquisition timeout, which carries no SQL state).
     */
    public static boolean transient_(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof ConnectException || c instanceof SQLTransientException) return true;
            if (c instanceof SQLException s) {
                String state = s.getSQLState();
                if (state == null) {
                    String m = String.valueOf(s.getMessage()).toLowerCase();
                    if (m.contains("acquisition timeout") || m.contains("connection") && m.contains("closed")) return true;
                } else if (state.startsWith("08") || state.startsWith("57P0") || state.startsWith("53")
                        || state.equals("40001") || state.equals("40P01")) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A unique key refused the write: another writer appended the same seq (or took the same key) first. */
    public static final class Conflict extends StoreException {
        Conflict(Throwable cause) {
            super("concurrent write", cause);
        }
    }

    /** The database is unreachable or busy; nothing was written. Worth retrying shortly. */
    public static class Unavailable extends StoreException {
        Unavailable(Throwable cause) {
            super("database unavailable", cause);
        }
    }

    /** The connection broke during a commit: the write may have happened. Retry only idempotently. */
    public static final class OutcomeUnknown extends Unavailable {
        OutcomeUnknown(Throwable cause) {
            super(cause);
        }
    }
}
