package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.tabletop.EmbeddedPostgresResource;
import io.tabletop.store.EventStore;
import io.tabletop.store.Projections;
import io.tabletop.store.Seats;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, cheaper writes: a move decided on the cached head is appended by one statement that writes only while
 * the database's head is still that one. It must answer and store exactly what the locked path would, and when
 * another instance moved the game meanwhile it must write nothing and leave the answer to the locked path.
 */
@QuarkusTest
class CachedHeadMovesTest {

    @Inject
    EventStore store;

    @Inject
    Projections projections;

    @Inject
    Seats seats;

    @Inject
    Codecs codecs;

    @Inject
    MeterRegistry metrics;

    private double cachedHead(String result) {
        var c = metrics.find("tabletop.moves.cached-head").tag("result", result).counter();
        return c == null ? 0 : c.count();
    }

    private static long[] logOf(UUID game) throws Exception {
        try (Connection c = DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl());
             PreparedStatement ps = c.prepareStatement(
                     "SELECT count(*), max(seq), (SELECT version FROM games WHERE id = ?) FROM events WHERE game_id = ?")) {
            ps.setObject(1, game);
            ps.setObject(2, game);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3)};
            }
        }
    }

    /** A started game after one accepted move: cached on this instance, so the next moves may take one statement. */
    private static Games.Game startedAndCached() {
        Games.Game g = Games.start();
        Object[] first = Games.anyMove(g);
        long v = Games.stateVersion(g, g.tokens().get(0));
        assertThat(Games.move(g, (int) first[0], v, (String) first[1]).statusCode()).isEqualTo(200);
        return g;
    }

    @Test
    void aMoveAtTheCachedHeadIsAppendedInOneStatementAndTheLogStaysWhole() throws Exception {
        Games.Game g = startedAndCached();
        double before = cachedHead("appended");
        for (int i = 0; i < 3; i++) {
            Object[] move = Games.anyMove(g);
            long at = Games.stateVersion(g, g.tokens().get((int) move[0]));
            Response r = Games.move(g, (int) move[0], at, (String) move[1]);
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(r.jsonPath().getLong("version")).isGreaterThan(at);
        }
        assertThat(cachedHead("appended") - before).as("moves appended at the cached head").isEqualTo(3);
        long[] log = logOf(g.id());
        long version = Games.stateVersion(g, null);
        assertThat(log).as("events, last seq and the games row all at the version read")
                .containsExactly(version, version, version);
    }

    @Test
    void aMoveRacingAnotherInstanceWritesNothingAndIsAnsweredStale() throws Exception {
        Games.Game g = startedAndCached();
        long v = Games.stateVersion(g, null);
        Object[] move = Games.anyMove(g);
        long moved;
        try (SecondReplica other = new SecondReplica(store, projections, seats, codecs)) {
            moved = other.moveAny(g.id(), false); // its announcement is lost: this instance still holds v
        }
        double missed = cachedHead("missed");
        Response r = Games.move(g, (int) move[0], v, (String) move[1]);
        assertThat(r.statusCode()).isEqualTo(412);
        assertThat(r.jsonPath().getLong("currentVersion")).isEqualTo(moved);
        assertThat(cachedHead("missed") - missed).as("the one statement found another head").isEqualTo(1);
        assertThat(logOf(g.id())).as("nothing written by the refused move").containsExactly(moved, moved, moved);
    }

    @Test
    void anIllegalMoveAtTheCachedHeadIsRefusedAsBeforeAndChangesNothing() throws Exception {
        Games.Game g = startedAndCached();
        long v = Games.stateVersion(g, null);
        Object[] move = Games.anyMove(g);
        int idle = ((int) move[0] + 1) % g.tokens().size(); // a seat the game is not waiting for
        Response r = Games.move(g, idle, v, (String) move[1]);
        assertThat(r.statusCode()).isIn(409, 422);
        assertThat(r.contentType()).startsWith("application/problem+json");
        assertThat(r.jsonPath().getString("code")).isNotBlank();
        assertThat(logOf(g.id())).containsExactly(v, v, v);
    }
}
