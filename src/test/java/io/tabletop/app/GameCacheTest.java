package io.tabletop.app;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.tabletop.store.ViewRow;
import jakarta.inject.Inject;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Issue 8, item 8: the games kept in memory are bounded by their estimated size, sized from the heap, not by a
 * count; creating games (which anyone may do) does not fill the cache.
 */
@QuarkusTest
class GameCacheTest {

    @Inject
    GameStreams streams;

    @Inject
    io.micrometer.core.instrument.MeterRegistry metrics;

    private static String create() {
        return given().contentType(ContentType.JSON).body("{\"type\":\"COPYCAT\",\"seats\":4}").post("/api/v1/games")
                .then().statusCode(201).extract().path("id");
    }

    private static String start() {
        String id = create();
        for (int i = 0; i < 4; i++) {
            given().contentType(ContentType.JSON).body("{\"name\":\"p" + i + "\"}").post("/api/v1/games/" + id + "/seats").then().statusCode(201);
        }
        return id;
    }

    @Test
    void item8_creatingGamesDoesNotFillTheCache() {
        // per game, not by the cache's total: other tests' games may move (timeouts) meanwhile
        for (int i = 0; i < 40; i++) {
            String id = create();
            assertThat(streams.peek(UUID.fromString(id))).as("open game %s cached", id).isNull();
        }
    }

    /**
     * A game being filled is kept apart for its next seat (a quick join's fold of the log saved), never in the cache
     * of running games, and moves there once it starts.
     */
    @Test
    void anOpenGameIsKeptApartForItsNextSeatUntilItStarts() {
        String id = create();
        UUID game = UUID.fromString(id);
        for (int i = 0; i < 3; i++) {
            given().contentType(ContentType.JSON).body("{\"name\":\"q" + i + "\"}").post("/api/v1/games/" + id + "/seats")
                    .then().statusCode(201);
            assertThat(streams.peek(game)).as("open game in the running games' cache").isNull();
            Loaded kept = streams.peekOpen(game);
            assertThat(kept).as("open game kept after seat %d", i).isNotNull();
            assertThat(kept.state().names().stream().filter(java.util.Objects::nonNull).count()).isEqualTo(i + 1);
        }
        given().contentType(ContentType.JSON).body("{\"name\":\"q3\"}").post("/api/v1/games/" + id + "/seats")
                .then().statusCode(201);
        assertThat(streams.peekOpen(game)).isNull();
        assertThat(streams.peek(game)).isNotNull();
        assertThat(streams.peek(game).state().started()).isTrue();
    }

    /** A live join's first state is its open game's: read from what this instance holds, not from the database. */
    @Test
    void anOpenGamesStateIsReadFromMemory() {
        String id = create();
        String token = given().contentType(ContentType.JSON).body("{\"name\":\"r0\"}").post("/api/v1/games/" + id + "/seats")
                .then().statusCode(201).extract().path("token");
        given().contentType(ContentType.JSON).body("{\"name\":\"r1\"}").post("/api/v1/games/" + id + "/seats")
                .then().statusCode(201);
        double before = metrics.counter("tabletop.reads.database").count();
        for (int i = 0; i < 10; i++) {
            given().header("Authorization", "Bearer " + token).get("/api/v1/games/" + id + "/state").then().statusCode(200)
                    .body("version", org.hamcrest.Matchers.is(3)).body("status", org.hamcrest.Matchers.is("OPEN"))
                    .body("seat", org.hamcrest.Matchers.is(0)).body("moves", org.hamcrest.Matchers.empty());
            given().get("/api/v1/games/" + id + "/state").then().statusCode(200).body("version", org.hamcrest.Matchers.is(3));
        }
        assertThat(metrics.counter("tabletop.reads.database").count() - before).as("state reads from the database")
                .isZero();
    }

    @Test
    void item8_theCacheLimitComesFromTheHeap() {
        long heap = Runtime.getRuntime().maxMemory();
        assertThat(streams.cacheLimitBytes()).isEqualTo(GameStreams.maxCacheBytes(heap, 0.2));
        assertThat(GameStreams.maxCacheBytes(heap, 0.2)).isLessThan(heap / 4);
    }

    @Test
    void item8_aStartedGameIsWeighedByItsViews() {
        Loaded g = streams.peek(UUID.fromString(start()));
        assertThat(g).isNotNull();
        // projections are made when first read
        g.projection(ViewRow.SPECTATOR);
        g.projection(0);
        long views = g.projections().values().stream().mapToLong(p -> p.view().length() + p.moves().length()).sum();
        assertThat(views).isPositive();
        assertThat((long) g.estimatedBytes()).isGreaterThan(views);
    }

    @Test
    void item8_manyLargeGamesStayWithinTheByteBound() {
        Loaded g = streams.peek(UUID.fromString(start()));
        // the same large game under 3 000 ids: far more than 1 MiB's worth, where a count bound would keep them all
        GameStreams tiny = new GameStreams();
        tiny.heapFraction = (double) (1 << 20) / Runtime.getRuntime().maxMemory();
        tiny.sizeCache();
        for (int i = 0; i < 3_000; i++) {
            tiny.remember(new Loaded(UUID.randomUUID(), g.codec(), g.state(), g.headHash(), g.seed(), g.deadline(),
                    g.projections()));
        }
        assertThat(tiny.cacheLimitBytes()).isEqualTo(1 << 20);
        assertThat(tiny.cachedBytes()).isLessThanOrEqualTo(1 << 20);
        assertThat(3_000L * g.estimatedBytes()).isGreaterThan(10L << 20);
    }

    @Test
    void aRunningGameFollowsItsMovesAndIsWeighedAgainAsItGrows() {
        Games.Game game = Games.start();
        Loaded early = streams.peek(game.id());
        assertThat(early).isNotNull();
        Loaded late = early;
        while (late.version() < early.version() + 2L * GameStreams.REWEIGH_EVERY) {
            long v = Games.stateVersion(game, null);
            Object[] move = Games.anyMove(game);
            Games.move(game, (int) move[0], v, (String) move[1]).then().statusCode(200);
            late = streams.peek(game.id());
            assertThat(late.version()).as("the cache follows every move").isEqualTo(Games.stateVersion(game, null));
        }
        for (int viewer = ViewRow.SPECTATOR; viewer < late.state().seats(); viewer++) late.projection(viewer);

        GameStreams one = new GameStreams();
        one.heapFraction = 0.2;
        one.sizeCache();
        UUID id = UUID.randomUUID();
        Loaded small = new Loaded(id, early.codec(), early.state(), early.headHash(), early.seed(), null);
        Loaded big = new Loaded(id, late.codec(), late.state(), late.headHash(), late.seed(), null, late.projections());
        one.remember(small);
        assertThat(one.cachedBytes()).isEqualTo(small.estimatedBytes());
        one.remember(big);
        assertThat(one.peek(id)).isSameAs(big);
        assertThat(one.cachedBytes()).as("weighed again: %d versions later", big.version() - small.version())
                .isEqualTo(big.estimatedBytes()).isNotEqualTo(small.estimatedBytes());
        one.remember(small);
        assertThat(one.peek(id)).as("never back to an older version").isSameAs(big);
        one.forget(id);
        assertThat(one.peek(id)).isNull();
        one.remember(small);
        assertThat(one.peek(id)).as("a forgotten game is kept afresh").isSameAs(small);
    }
}
