package io.tabletop.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.tabletop.EmbeddedPostgresResource;
import io.tabletop.app.Games;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Commits are announced on the commit feed's channel after they commit, outside the move's own transaction (a
 * notifying transaction holds PostgreSQL's database-wide notify lock through its commit flush): a move's head is
 * announced with the payload other instances parse, a rolled-back append announces nothing, and an append on a
 * transaction that {@link Tx} does not run still announces inside it, at its commit.
 */
@QuarkusTest
class CommitAnnouncerTest {

    @Inject
    Tx tx;

    @Inject
    EventStore store;

    @Test
    void aMoveIsAnnouncedWithItsGameAndNewVersionOnceCommitted() throws Exception {
        Games.Game g = Games.start();
        try (Connection listener = listening()) {
            long v = Games.stateVersion(g, g.tokens().get(0));
            Object[] move = Games.anyMove(g);
            Response r = Games.move(g, (int) move[0], v, (String) move[1]);
            assertThat(r.statusCode()).isEqualTo(200);
            long after = Games.stateVersion(g, null);
            assertThat(after).isGreaterThan(v);
            assertThat(heard(listener, g.id(), 5_000)).contains(CommitFeed.payload(g.id(), after));
        }
    }

    @Test
    void aRolledBackAppendAnnouncesNothing() throws Exception {
        Games.Game g = Games.start();
        try (Connection listener = listening()) {
            assertThatThrownBy(() -> tx.inTransaction(c -> {
                Head head = store.lockHead(c, g.id()).orElseThrow();
                store.append(c, g.id(), head.version(), head.hash(), List.of(new NewEvent("Probe", "{}", "{}")),
                        OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.MICROS), null, List.of());
                throw new IllegalStateException("rolled back on purpose");
            })).hasMessageContaining("on purpose");
            assertThat(heard(listener, g.id(), 1_000)).as("nothing announced for the rolled-back append").isEmpty();
        }
    }

    @Test
    void anAppendInATransactionTxDoesNotRunIsAnnouncedAtItsCommit() throws Exception {
        Games.Game g = Games.start();
        try (Connection listener = listening();
             Connection c = DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl())) {
            c.setAutoCommit(false);
            Head head = store.lockHead(c, g.id()).orElseThrow();
            // events only (no games row moved): a probe, taken out of the log again below
            store.append(c, g.id(), head.version(), head.hash(), List.of(new NewEvent("Probe", "{}", "{}")),
                    OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.MICROS), null, List.of());
            assertThat(heard(listener, g.id(), 300)).as("nothing before the commit").isEmpty();
            c.commit();
            assertThat(heard(listener, g.id(), 5_000)).contains(CommitFeed.payload(g.id(), head.version() + 1));
            try (Statement s = c.createStatement()) {
                s.execute("ALTER TABLE events DISABLE TRIGGER events_append_only");
                s.execute("DELETE FROM events WHERE game_id = '" + g.id() + "' AND seq = " + (head.version() + 1));
                s.execute("ALTER TABLE events ENABLE TRIGGER events_append_only");
            }
            c.commit();
        }
    }

    private static Connection listening() throws Exception {
        Connection c = DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl());
        try (Statement s = c.createStatement()) {
            s.execute("LISTEN " + CommitFeed.CHANNEL);
        }
        return c;
    }

    /**
     * The payloads about {@code game} heard within {@code millis}: a wait over a second looks for one and returns once
     * some arrived; a shorter one listens all the time (to show that nothing came).
     */
    private static List<String> heard(Connection listener, UUID game, long millis) throws Exception {
        List<String> out = new ArrayList<>();
        long end = System.currentTimeMillis() + millis;
        PGConnection pg = listener.unwrap(PGConnection.class);
        while (System.currentTimeMillis() < end) {
            PGNotification[] ns = pg.getNotifications(50);
            if (ns == null) continue;
            for (PGNotification n : ns) {
                if (n.getParameter().startsWith(game + ":")) out.add(n.getParameter());
            }
            if (!out.isEmpty() && millis > 1_000) return out;
        }
        return out;
    }
}
