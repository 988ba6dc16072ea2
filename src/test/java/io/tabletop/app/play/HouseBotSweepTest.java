package io.tabletop.app.play;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.tabletop.app.Json;
import io.tabletop.bots.HouseBotHttp;
import io.tabletop.store.Seats;
import io.tabletop.store.Tx;
import jakarta.inject.Inject;
import java.net.URL;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The house-bot sweep (issue 13): it reads only running games with bot seats, through an index finished games leave;
 * and a bot move refused with a 4xx is tried once per version of the game, not again by every sweep.
 */
@QuarkusTest
class HouseBotSweepTest {

    @TestHTTPResource("/")
    URL server;

    @Inject
    Tx tx;

    @Inject
    Seats seats;

    @Inject
    DataSource dataSource;

    /**
     * A bot whose move is refused (a SCANDAL without its 7 coins: 422) is asked once at that version, although sweeps (every
     * 2 s) keep running while the game waits for it; the refusal is recorded with the version, and the sweep's query
     * leaves the game out. When the game moves on (the turn timeout plays for the bot, then the human moves), the
     * bot is asked again, once, at the new version.
     */
    @Test
    void aRefusedBotMoveIsTriedOncePerVersionNotByEverySweep() throws Exception {
        RefusedBot.ASKED.clear();
        String base = server.toString();
        String id = given().contentType(ContentType.JSON)
                .body(Map.of("type", "COUP", "seats", 2, "options", Map.of("seed", "sweep-refused", "firstSeat", 1,
                        "turnTimeoutSeconds", 6)))
                .post("/api/v1/games").then().statusCode(201).extract().path("id");
        UUID game = UUID.fromString(id);
        assertThat(HouseBotHttp.seatBot(base, game, 1, "TEST_REFUSED").path("_status").asInt()).isEqualTo(201);
        String token = given().contentType(ContentType.JSON).body(Map.of("name", "ann", "seat", 0))
                .post("/api/v1/games/" + id + "/seats").then().statusCode(201).extract().path("token");
        long started = version(id);

        Long refused = waitForRefusal(game, started);
        assertThat(refused).isEqualTo(started);
        Thread.sleep(4000); // two sweeps or more while the bot is still awaited at the same version
        assertThat(version(id)).as("nobody moved").isEqualTo(started);
        assertThat(RefusedBot.ASKED).as("asked once at version %d", started).containsExactly(started);
        List<UUID> swept = tx.read(c -> seats.gamesAwaitingBots(c, Integer.MAX_VALUE, 10_000));
        assertThat(swept).doesNotContain(game);

        // the turn timeout plays for the bot; then the human moves, and the bot is awaited at a new version
        long deadline = System.currentTimeMillis() + 20_000;
        while (!awaiting(id).contains(0) && System.currentTimeMillis() < deadline) Thread.sleep(100);
        assertThat(awaiting(id)).containsExactly(0);
        long before = version(id);
        given().contentType(ContentType.JSON).header("Authorization", "Bearer " + token)
                .header("If-Match", "\"" + before + "\"").body("{\"type\":\"DECLARE\",\"action\":\"USA\"}")
                .post("/api/v1/games/" + id + "/moves").then().statusCode(200);
        long moved = version(id);
        assertThat(waitForRefusal(game, moved)).isEqualTo(moved);
        Thread.sleep(2500);
        assertThat(RefusedBot.ASKED).containsExactly(started, moved);
    }

    /**
     * The sweep's query with thousands of finished games that had bots: it reads the running games through an index
     * (the partial index games_running_bots, or the status index) and never visits a finished game (rolled back
     * afterwards).
     */
    @Test
    void theSweepReadsRunningBotGamesOnlyWhateverTheNumberOfFinishedOnes() throws Exception {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try (Statement st = c.createStatement()) {
                st.executeUpdate("INSERT INTO games (id, type, status, version, seats, options, seeded, seed_commitment,"
                        + " head_hash, created_at, updated_at, has_bots) SELECT gen_random_uuid(), 'COUP', 'FINISHED', 40,"
                        + " '[]', '{}', true, 'x', '\\x00'::bytea, now(), now(), true FROM generate_series(1, 5000)");
                st.execute("ANALYZE games");
                long running;
                try (ResultSet rs = st.executeQuery("SELECT count(*) FROM games WHERE status = 'ACTIVE' AND has_bots")) {
                    rs.next();
                    running = rs.getLong(1);
                }
                JsonNode plan;
                try (PreparedStatement ps = c.prepareStatement("EXPLAIN (ANALYZE, FORMAT JSON) " + Seats.SWEEP)) {
                    ps.setInt(1, Integer.MAX_VALUE);
                    ps.setInt(2, 200);
                    try (ResultSet rs = ps.executeQuery()) {
                        rs.next();
                        plan = Json.parse(rs.getString(1)).get(0).path("Plan");
                    }
                }
                List<JsonNode> onGames = new ArrayList<>();
                collect(plan, onGames);
                assertThat(onGames).as(plan.toString()).isNotEmpty();
                // an index that finished games are not in (games_running_bots, or games_by_status on ACTIVE: the planner
                // picks either while few games run); never a scan over the finished ones
                assertThat(onGames).as(plan.toString()).allMatch(n -> n.path("Node Type").asText().contains("Index")
                        && Set.of("games_running_bots", "games_by_status").contains(n.path("Index Name").asText()));
                long active;
                try (ResultSet rs = st.executeQuery("SELECT count(*) FROM games WHERE status = 'ACTIVE'")) {
                    rs.next();
                    active = rs.getLong(1);
                }
                long visited = onGames.stream().mapToLong(n -> n.path("Actual Rows").asLong() * n.path("Actual Loops").asLong(1)
                        + n.path("Rows Removed by Filter").asLong()).sum();
                assertThat(visited).as(plan.toString()).isLessThanOrEqualTo(active);
                System.out.printf("sweep with 5000 finished bot games: %d running bot games, %d rows of games visited%n",
                        running, visited);
            } finally {
                c.rollback();
            }
        }
    }

    private static void collect(JsonNode node, List<JsonNode> out) {
        if ("games".equals(node.path("Relation Name").asText())) out.add(node);
        node.path("Plans").forEach(p -> collect(p, out));
    }

    private Long waitForRefusal(UUID game, long version) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 10_000;
        Long refused = null;
        while (System.currentTimeMillis() < deadline) {
            refused = tx.read(c -> seats.botRefusedVersion(c, game));
            if (refused != null && refused == version) return refused;
            Thread.sleep(50);
        }
        return refused;
    }

    private static long version(String id) {
        return given().get("/api/v1/games/" + id).then().statusCode(200).extract().jsonPath().getLong("version");
    }

    private static List<Integer> awaiting(String id) {
        return given().get("/api/v1/games/" + id).then().statusCode(200).extract().jsonPath().getList("awaiting");
    }
}
