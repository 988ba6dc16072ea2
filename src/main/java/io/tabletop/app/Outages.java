package io.tabletop.app;

import io.tabletop.store.StoreException;
import java.util.Optional;

/**
 * Database outages as the caller should see them: 503 with {@code Retry-After}, saying whether anything changed.
 * A commit cut off mid-way is "unknown" — the client must re-read or retry with the same Idempotency-Key.
 */
public final class Outages {

    /** How long a client should wait before retrying after a database outage. */
    public static final int RETRY_AFTER_SECONDS = 2;

    private Outages() {}

    /** The 503 a failure stands for, if it is an outage rather than a bug. */
    public static Optional<ApiProblem> problem(Throwable t) {
        if (t instanceof StoreException.OutcomeUnknown) {
            return Optional.of(ApiProblem.unavailable("OUTCOME_UNKNOWN", "the database connection was lost while your"
                    + " request was being committed: it may or may not have taken effect; read the game again, or retry"
                    + " with the same Idempotency-Key", RETRY_AFTER_SECONDS));
        }
        if (StoreException.transient_(t)) {
            return Optional.of(ApiProblem.unavailable("DATABASE_UNAVAILABLE",
                    "the database cannot be reached right now and nothing was changed; retry shortly",
                    RETRY_AFTER_SECONDS));
        }
        return Optional.empty();
    }

    /** The innermost cause, for one log line. */
    public static String rootMessage(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        return root.getClass().getSimpleName() + ": " + root.getMessage();
    }
}
