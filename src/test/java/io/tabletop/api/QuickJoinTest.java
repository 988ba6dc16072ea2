package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static io.tabletop.api.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.tabletop.app.Json;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Quick join ({@code POST /api/v1/seats}): a seat in any open game that fits, or in a new one, in one request, with
 * no lost race. The test database is shared with other test classes, whose open games could be joined too: every
 * test here names an options filter with a {@code turnTimeoutSeconds} of its own, so it meets only its own games.
 */
@QuarkusTest
class QuickJoinTest {

    private static final AtomicInteger UNIQUE = new AtomicInteger((int) (System.nanoTime() % 100_000));

    /** A turn timeout no other test uses: the options filter that isolates this test's games. */
    private static Map<String, Object> own() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("turnTimeoutSeconds", 200_000 + UNIQUE.incrementAndGet());
        return o;
    }

    private static Map<String, Object> with(Map<String, Object> options, String k, Object v) {
        Map<String, Object> o = new LinkedHashMap<>(options);
        o.put(k, v);
        return o;
    }

    private static Response quick(Map<String, Object> body) {
        return given().contentType(ContentType.JSON).body(Json.write(body)).post("/api/v1/seats");
    }

    private static Map<String, Object> body(String type, String name, Map<String, Object> options) {
        Map<String, Object> b = new LinkedHashMap<>();
        b.put("type", type);
        b.put("name", name);
        if (options != null) b.put("options", options);
        return b;
    }

    /** A 201 grant; the same answer as POST /games/{id}/seats (Location, ETag of the version). */
    private static JsonNode joined(Response r) {
        assertThat(r.statusCode()).as(r.asString()).isEqualTo(201);
        JsonNode g = Api.json(r);
        assertThat(r.header("Location")).isEqualTo("/api/v1/games/" + g.get("gameId").asText() + "/state");
        assertThat(r.header("ETag")).isEqualTo("\"" + g.get("version").asLong() + "\"");
        assertThat(g.get("token").asText()).isNotBlank();
        return g;
    }

    private static long games() throws Exception {
        return Long.parseLong(Db.one("SELECT count(*) FROM games"));
    }

    @Test
    void joinsTheOpenGameWithTheFewestFreeSeatsOldestFirstAndStartsItWithTheLastSeat() {
        Map<String, Object> opts = own();
        String four = Api.createCoup(4, opts);
        Api.takeSeat(four, "a"); // 3 free
        String olderThree = Api.createCoup(3, opts);
        Api.takeSeat(olderThree, "b"); // 2 free, older
        String newerThree = Api.createCoup(3, opts);
        Api.takeSeat(newerThree, "c"); // 2 free, newer

        JsonNode first = joined(quick(body("COUP", "q1", opts)));
        assertThat(first.get("gameId").asText()).as("fewest free seats, then the oldest").isEqualTo(olderThree);
        assertThat(first.get("seat").asInt()).isEqualTo(1);
        assertThat(first.get("status").asText()).isEqualTo("OPEN");

        JsonNode last = joined(quick(body("COUP", "q2", opts)));
        assertThat(last.get("gameId").asText()).isEqualTo(olderThree);
        assertThat(last.get("seat").asInt()).isEqualTo(2);
        assertThat(last.get("status").asText()).as("the last seat starts the game").isEqualTo("ACTIVE");
        assertThat(Api.summary(olderThree).get("status").asText()).isEqualTo("ACTIVE");
        assertThat(Api.state(olderThree, last.get("token").asText()).get("seat").asInt()).isEqualTo(2);

        assertThat(joined(quick(body("COUP", "q3", opts))).get("gameId").asText()).isEqualTo(newerThree);
        assertThat(joined(quick(body("COUP", "q4", opts))).get("gameId").asText()).isEqualTo(newerThree);
        assertThat(joined(quick(body("COUP", "q5", opts))).get("gameId").asText()).isEqualTo(four);
    }

    @Test
    void createsAGameWithTheRequestedSeatsAndOptionsWhenNoneFits() throws Exception {
        Map<String, Object> opts = with(own(), "variant", "UN");
        long before = games();
        Map<String, Object> b = body("COUP", "creator", opts);
        b.put("seats", 3);
        JsonNode g = joined(quick(b));
        assertThat(games()).isEqualTo(before + 1);
        assertThat(g.get("seat").asInt()).isZero();
        assertThat(g.get("status").asText()).isEqualTo("OPEN");
        assertThat(g.get("version").asLong()).isEqualTo(2);
        JsonNode s = Api.summary(g.get("gameId").asText());
        assertThat(s.get("seats").size()).isEqualTo(3);
        assertThat(s.get("seats").get(0).get("name").asText()).isEqualTo("creator");
        assertThat(s.get("options").get("variant").asText()).isEqualTo("UN");
        assertThat(s.get("options").get("turnTimeoutSeconds").asLong()).isEqualTo(((Number) opts.get("turnTimeoutSeconds")).longValue());
        assertThat(s.get("seeded").asBoolean()).as("a fair game: the server drew the seed").isFalse();
        assertThat(Api.events(g.get("gameId").asText(), null).getFirst().get("type").asText()).isEqualTo("GAME_CREATED");

        // the next quick join with the same options fills it
        JsonNode second = joined(quick(body("COUP", "second", opts)));
        assertThat(second.get("gameId").asText()).isEqualTo(g.get("gameId").asText());
        assertThat(second.get("seat").asInt()).isEqualTo(1);
    }

    @Test
    void theSeatCountOfANewGameDefaultsToMaxSeatsElseTheLowerEndOfTheRange() {
        Map<String, Object> opts = own();
        Map<String, Object> b = body("COUP", "m", opts);
        b.put("minSeats", 3);
        b.put("maxSeats", 5);
        assertThat(Api.summary(joined(quick(b)).get("gameId").asText()).get("seats").size()).isEqualTo(5);

        Map<String, Object> lower = body("COUP", "l", own());
        lower.put("minSeats", 3);
        assertThat(Api.summary(joined(quick(lower)).get("gameId").asText()).get("seats").size()).isEqualTo(3);

        assertThat(Api.summary(joined(quick(body("COUP", "d", own()))).get("gameId").asText()).get("seats").size())
                .as("nothing given: the type's minimum").isEqualTo(2);
    }

    @Test
    void joinsOnlyGamesWithinTheSeatRange() {
        Map<String, Object> opts = own();
        String two = Api.createCoup(2, opts);
        String five = Api.createCoup(5, opts);

        Map<String, Object> b = body("COUP", "ranged", opts);
        b.put("minSeats", 3);
        b.put("maxSeats", 4);
        JsonNode g = joined(quick(b));
        assertThat(g.get("gameId").asText()).isNotIn(two, five);
        assertThat(Api.summary(g.get("gameId").asText()).get("seats").size()).isEqualTo(4);

        Map<String, Object> big = body("COUP", "big", opts);
        big.put("minSeats", 5);
        assertThat(joined(quick(big)).get("gameId").asText()).isEqualTo(five);
        Map<String, Object> small = body("COUP", "small", opts);
        small.put("maxSeats", 2);
        assertThat(joined(quick(small)).get("gameId").asText()).isEqualTo(two);
        assertThat(Api.version(two)).isEqualTo(2);
    }

    @Test
    void joinsOnlyGamesWithTheSameOptionsAfterDefaults() {
        Map<String, Object> opts = own();
        String un = Api.createCoup(2, with(opts, "variant", "UN"));
        String media = Api.createCoup(2, with(opts, "variant", "MEDIA"));

        // the default variant is MEDIA: {turnTimeoutSeconds} alone is the MEDIA game's options after defaults
        assertThat(joined(quick(body("COUP", "m", opts))).get("gameId").asText()).isEqualTo(media);
        assertThat(joined(quick(body("COUP", "u", with(opts, "variant", "UN")))).get("gameId").asText()).isEqualTo(un);
        assertThat(Api.summary(un).get("status").asText()).isEqualTo("OPEN");
        // another turn limit is another game
        JsonNode other = joined(quick(body("COUP", "t", with(with(opts, "variant", "UN"), "turnLimit", 77))));
        assertThat(other.get("gameId").asText()).isNotEqualTo(un);
        assertThat(Api.summary(other.get("gameId").asText()).get("options").get("turnLimit").asLong()).isEqualTo(77);
    }

    @Test
    void neverJoinsAnInviteOnlyOrSeededGame() {
        Map<String, Object> opts = own();
        String invite = Api.createCoup(2, with(opts, "inviteOnly", true));
        String seeded = Api.createCoup(2, with(opts, "seed", "known-deal"));
        String explicitNoInvite = Api.createCoup(3, with(opts, "inviteOnly", false));

        JsonNode g = joined(quick(body("COUP", "q", opts)));
        assertThat(g.get("gameId").asText()).as("inviteOnly:false is no invite").isEqualTo(explicitNoInvite);
        JsonNode h = joined(quick(body("COUP", "r", with(opts, "inviteOnly", false))));
        assertThat(h.get("gameId").asText()).isEqualTo(explicitNoInvite);
        assertThat(Api.version(invite)).isEqualTo(1);
        assertThat(Api.version(seeded)).isEqualTo(1);
    }

    @Test
    void concurrentQuickJoinsNeverShareASeatNorLoseARace() throws Exception {
        Map<String, Object> opts = own();
        int n = 24;
        ExecutorService pool = Executors.newFixedThreadPool(n);
        List<Future<Response>> answers = new ArrayList<>();
        try {
            for (int i = 0; i < n; i++) {
                Map<String, Object> b = body("COUP", "racer-" + i, opts);
                b.put("minSeats", 2);
                b.put("maxSeats", 2);
                answers.add(pool.submit(() -> quick(b)));
            }
            Set<String> seats = new HashSet<>();
            Map<String, Integer> perGame = new HashMap<>();
            for (Future<Response> f : answers) {
                JsonNode g = joined(f.get(60, TimeUnit.SECONDS));
                assertThat(seats.add(g.get("gameId").asText() + "/" + g.get("seat").asInt())).as("a seat given twice").isTrue();
                perGame.merge(g.get("gameId").asText(), 1, Integer::sum);
            }
            assertThat(perGame.values()).allMatch(k -> k <= 2);
            long open = perGame.keySet().stream().filter(id -> Api.summary(id).get("status").asText().equals("OPEN")).count();
            assertThat(open).as("games left open: " + perGame).isLessThanOrEqualTo(1);
            assertThat(perGame).as("24 joins of 2-seat games, ordered: every game full").hasSize(12);
            perGame.keySet().forEach(id -> assertThat(Api.summary(id).get("status").asText()).isEqualTo("ACTIVE"));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void quickJoinsRacingPlainTakeSeatsPassOverGamesThatFilledUp() throws Exception {
        Map<String, Object> opts = own();
        List<String> open = new ArrayList<>();
        for (int i = 0; i < 6; i++) open.add(Api.createCoup(2, opts));
        ExecutorService pool = Executors.newFixedThreadPool(18);
        try {
            List<Future<Response>> plain = new ArrayList<>();
            List<Future<Response>> quick = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                String id = open.get(i);
                for (int k = 0; k < 2; k++) {
                    plain.add(pool.submit(() -> given().contentType(ContentType.JSON).body("{\"name\":\"plain\"}")
                            .post("/api/v1/games/" + id + "/seats")));
                }
                Map<String, Object> b = body("COUP", "quick-" + i, opts);
                b.put("maxSeats", 2);
                quick.add(pool.submit(() -> quick(b)));
            }
            Set<String> seats = new HashSet<>();
            for (Future<Response> f : quick) {
                JsonNode g = joined(f.get(60, TimeUnit.SECONDS));
                assertThat(seats.add(g.get("gameId").asText() + "/" + g.get("seat").asInt())).isTrue();
            }
            for (Future<Response> f : plain) {
                Response r = f.get(60, TimeUnit.SECONDS);
                if (r.statusCode() == 409) {
                    assertProblem(r, 409, "GAME_FULL");
                    continue;
                }
                JsonNode g = joined(r);
                assertThat(seats.add(g.get("gameId").asText() + "/" + g.get("seat").asInt())).as("a seat given twice").isTrue();
            }
            assertThat(seats).as("18 seekers, 12 seats in the open games: quick joins create what they need")
                    .hasSizeGreaterThanOrEqualTo(12);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theDatabaseOrdersQuickJoinsAcrossInstances() throws Exception {
        // Another instance's quick join of COUP holds the type's advisory lock: this one waits for it, then goes on.
        long key = io.tabletop.store.OpenGames.lockKey("COUP");
        Map<String, Object> opts = own();
        try (Connection other = Db.connect()) {
            other.setAutoCommit(false);
            try (PreparedStatement ps = other.prepareStatement("SELECT pg_advisory_xact_lock(?)")) {
                ps.setLong(1, key);
                ps.executeQuery().close();
            }
            CompletableFuture<Response> waiting = CompletableFuture.supplyAsync(() -> quick(body("COUP", "w", opts)));
            Thread.sleep(500);
            assertThat(waiting).as("held back by the other instance's lock").isNotDone();
            other.commit();
            joined(waiting.get(30, TimeUnit.SECONDS));
        }
    }

    @Test
    void inwoSeatsBringTheirDecks() {
        Map<String, Object> opts = with(own(), "turnLimit", 30);
        List<Map<String, Object>> decks = InwoHttpGamesTest.decks();
        Map<String, Object> first = body("INWO", "ann", opts);
        first.put("deck", decks.get(0));
        first.put("seats", 2);
        JsonNode a = joined(quick(first));
        assertThat(a.get("status").asText()).isEqualTo("OPEN");
        Map<String, Object> second = body("INWO", "ben", opts);
        second.put("deck", decks.get(1));
        JsonNode b = joined(quick(second));
        assertThat(b.get("gameId").asText()).isEqualTo(a.get("gameId").asText());
        assertThat(b.get("status").asText()).isEqualTo("ACTIVE");
        assertThat(Api.state(b.get("gameId").asText(), b.get("token").asText()).get("view").get("players").size())
                .isEqualTo(2);

        assertProblem(quick(body("INWO", "nodeck", opts)), 422, "DECK_REQUIRED");
        Map<String, Object> bad = body("INWO", "baddeck", opts);
        bad.put("deck", Map.of("starter", "no-such-deck"));
        assertThat(quick(bad).statusCode()).isEqualTo(422);
    }

    @Test
    void badInputIsA4xxProblemAndCreatesNothing() throws Exception {
        long before = games();
        Map<String, Object> opts = own();
        assertProblem(quick(body("CHESS", "x", opts)), 422, "UNKNOWN_GAME_TYPE");
        Map<String, Object> b = body("COUP", "x", opts);
        b.put("seats", 9);
        assertProblem(quick(b), 422, "INVALID_SEAT_COUNT");
        b = body("COUP", "x", opts);
        b.put("minSeats", 1);
        assertProblem(quick(b), 422, "INVALID_SEAT_COUNT");
        b = body("COUP", "x", opts);
        b.put("minSeats", 4);
        b.put("maxSeats", 3);
        assertProblem(quick(b), 422, "INVALID_SEAT_COUNT");
        b = body("COUP", "x", opts);
        b.put("maxSeats", 3);
        b.put("seats", 4);
        assertProblem(quick(b), 422, "INVALID_SEAT_COUNT");
        b = body("COUP", "x", opts);
        b.put("maxSeats", 7);
        assertProblem(quick(b), 422, "INVALID_SEAT_COUNT");
        assertProblem(quick(body("COUP", "x", with(opts, "variant", "CHESS"))), 422, "INVALID_OPTION");
        assertProblem(quick(body("COUP", "x", with(opts, "colour", "red"))), 422, "UNKNOWN_OPTION");
        assertProblem(quick(body("COUP", "x", with(opts, "seed", "s"))), 422, "INVALID_OPTION");
        assertProblem(quick(body("COUP", "x", with(opts, "inviteOnly", true))), 422, "INVALID_OPTION");
        assertProblem(quick(body("COUP", null, opts)), 422, "INVALID_NAME");
        assertProblem(quick(body("COUP", "   ", opts)), 422, "INVALID_NAME");
        assertProblem(quick(body("COUP", "x".repeat(41), opts)), 422, "INVALID_NAME");
        b = body("COUP", "x", opts);
        b.put("deck", Map.of("starter", "x"));
        assertProblem(quick(b), 422, "DECK_NOT_USED");
        b = body(null, "x", opts);
        b.remove("type");
        assertProblem(quick(b), 400, "INVALID_FIELD");
        b = body("COUP", "x", opts);
        b.put("seat", 0);
        assertProblem(quick(b), 400, "UNKNOWN_FIELD");
        b = body("COUP", "x", opts);
        b.put("seats", "4");
        assertProblem(quick(b), 400, "INVALID_FIELD");
        assertProblem(given().contentType(ContentType.JSON).body("{\"type\":\"COUP\",").post("/api/v1/seats"), 400,
                "MALFORMED_JSON");
        assertProblem(given().contentType(ContentType.JSON).body("").post("/api/v1/seats"), 400, "EMPTY_BODY");
        assertThat(given().contentType(ContentType.TEXT).body("{}").post("/api/v1/seats").statusCode()).isEqualTo(415);
        assertThat(games()).as("refusals create nothing").isEqualTo(before);
    }
}
