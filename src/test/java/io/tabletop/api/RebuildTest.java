package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Dropping and rebuilding every projection from the events gives them back byte for byte. */
@QuarkusTest
class RebuildTest {

    private static final String GAMES = "SELECT id, type, status, version, seats::text, awaiting::text, winners::text,"
            + " options::text, seeded, seed_commitment, encode(head_hash, 'hex'), deadline, deadline_window,"
            + " created_at, updated_at FROM games ORDER BY id";
    private static final String VIEWS = "SELECT game_id, viewer, view::text, moves::text FROM views ORDER BY game_id, viewer";

    private static Response rebuild(String token) {
        var req = given();
        if (token != null) req = req.header("Authorization", "Bearer " + token);
        return req.post("/api/v1/admin/projections/rebuild");
    }

    @Test
    void rebuiltProjectionsEqualTheLiveOnesOnADatabaseWithManyGames() throws Exception {
        Random r = new Random(77);
        for (int i = 0; i < 12; i++) {
            int seats = 2 + i % 5;
            Api.Game game = Api.start(seats, Map.of("variant", i % 2 == 0 ? "MEDIA" : "UN",
                    "reactionTimeoutSeconds", 3600));
            // Some games finished, some stopped half-way (one inside an open reaction window), some never started.
            if (i % 3 == 0) RandomPlayer.play(game, r, v -> {});
            else playSome(game, r, 5 + r.nextInt(30));
        }
        Api.createCoup(4, Map.of());
        Api.takeSeat(Api.createCoup(3, Map.of()), "early");

        List<String> games = Db.rows(GAMES);
        List<String> views = Db.rows(VIEWS);
        assertThat(games.size()).isGreaterThanOrEqualTo(14);
        assertThat(views).isNotEmpty();

        Db.tamper("UPDATE games SET status = 'OPEN', awaiting = '{}', deadline = NULL, seats = '[]'::jsonb");
        Db.tamper("DELETE FROM views");
        Db.tamper("DELETE FROM snapshots");

        Response done = rebuild(Api.ADMIN_TOKEN);
        assertThat(done.statusCode()).as(done.asString()).isEqualTo(200);
        assertThat(done.jsonPath().getInt("games")).isEqualTo(games.size());
        assertThat(Db.rows(GAMES)).containsExactlyElementsOf(games);
        List<String> rebuilt = Db.rows(VIEWS);
        for (int i = 0; i < Math.min(rebuilt.size(), views.size()); i++) {
            assertThat(rebuilt.get(i)).as("view row %d", i).isEqualTo(views.get(i));
        }
        assertThat(rebuilt).hasSameSizeAs(views);
        assertThat(Db.rows("SELECT count(*) FROM snapshots").getFirst()).isNotEqualTo("0");

        // And the service carries on from the rebuilt projections.
        Api.Game after = Api.start(2, Map.of());
        RandomPlayer.play(after, r, v -> {});
        assertThat(AuditTest.audit(after.id()).get("verified").asBoolean()).isTrue();
    }

    @Test
    void theRebuildNeedsTheAdminToken() {
        Problems.assertProblem(rebuild(null), 401, "INVALID_ADMIN_TOKEN");
        Problems.assertProblem(rebuild("wrong"), 401, "INVALID_ADMIN_TOKEN");
    }

    private static void playSome(Api.Game game, Random r, int moves) {
        for (int i = 0; i < moves; i++) {
            var summary = Api.summary(game.id());
            if (!summary.get("status").asText().equals("ACTIVE")) return;
            int seat = summary.get("awaiting").get(r.nextInt(summary.get("awaiting").size())).asInt();
            var legal = Api.legalMoves(game.id(), game.token(seat));
            var move = legal.get("moves").get(r.nextInt(legal.get("moves").size()));
            Api.move(game.id(), game.token(seat), legal.get("version").asLong(), move).then().statusCode(200);
        }
    }
}
