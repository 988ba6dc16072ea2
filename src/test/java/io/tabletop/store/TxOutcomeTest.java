package io.tabletop.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.app.ApiProblem;
import io.tabletop.app.Outages;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 8, item 11: a commit cut off by a broken connection has an unknown outcome, and says so — it must not
 * tell the client that the game was not changed. Failures before the commit are "unavailable, nothing changed".
 */
class TxOutcomeTest {

    /** A connection whose commit fails with {@code commitFailure} (or succeeds when null). */
    private static Tx txWith(SQLException commitFailure, SQLException connectFailure, AtomicBoolean rolledBack) {
        Connection c = (Connection) Proxy.newProxyInstance(Tx.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "commit" -> {
                        if (commitFailure != null) throw commitFailure;
                        yield null;
                    }
                    case "rollback" -> {
                        rolledBack.set(true);
                        yield null;
                    }
                    case "isClosed" -> false;
                    default -> null;
                });
        DataSource ds = (DataSource) Proxy.newProxyInstance(Tx.class.getClassLoader(), new Class<?>[] {DataSource.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("getConnection")) {
                        if (connectFailure != null) throw connectFailure;
                        return c;
                    }
                    return null;
                });
        Tx tx = new Tx();
        tx.dataSource = ds;
        return tx;
    }

    @Test
    void item11_aCommitOnABrokenConnectionHasAnUnknownOutcome() {
        Tx tx = txWith(new SQLException("An I/O error occurred while sending to the backend.", "08006"), null,
                new AtomicBoolean());
        assertThatThrownBy(() -> tx.inTransaction(c -> 1)).isInstanceOf(StoreException.OutcomeUnknown.class)
                .satisfies(e -> {
                    ApiProblem p = Outages.problem(e).orElseThrow();
                    assertThat(p.status()).isEqualTo(503);
                    assertThat(p.code()).isEqualTo("OUTCOME_UNKNOWN");
                    assertThat(p.getMessage()).contains("may or may not").contains("Idempotency-Key")
                            .doesNotContain("not changed");
                    assertThat(p.retryAfterSeconds()).isPositive();
                });
    }

    @Test
    void item11_noConnectionMeansUnavailableAndNothingChanged() {
        Tx tx = txWith(null, new SQLTransientConnectionException("Acquisition timeout while waiting for new connection"),
                new AtomicBoolean());
        assertThatThrownBy(() -> tx.inTransaction(c -> 1)).isInstanceOf(StoreException.Unavailable.class)
                .isNotInstanceOf(StoreException.OutcomeUnknown.class)
                .satisfies(e -> assertThat(Outages.problem(e).orElseThrow().code()).isEqualTo("DATABASE_UNAVAILABLE"));
    }

    @Test
    void item11_aFailureBeforeTheCommitRollsBackAndIsNoOutage() {
        AtomicBoolean rolledBack = new AtomicBoolean();
        Tx tx = txWith(null, null, rolledBack);
        assertThatThrownBy(() -> tx.inTransaction(c -> {
            throw new SQLException("syntax error", "42601");
        })).isInstanceOf(StoreException.class).satisfies(e -> assertThat(Outages.problem(e)).isEmpty());
        assertThat(rolledBack).isTrue();
    }

    @Test
    void item11_aRefusedCommitThatIsNoConnectionFailureIsAPlainFailure() {
        Tx tx = txWith(new SQLException("deferred constraint", "23514"), null, new AtomicBoolean());
        assertThatThrownBy(() -> tx.inTransaction(c -> 1)).isInstanceOf(StoreException.class)
                .isNotInstanceOf(StoreException.Unavailable.class);
    }
}
