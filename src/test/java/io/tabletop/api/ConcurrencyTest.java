package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.tabletop.EmbeddedPostgresResource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.RepeatedTest;

/** Optimistic concurrency: one winner per version, no gaps, no duplicates; the first reaction wins a window. */
@QuarkusTest
class ConcurrencyTest {

    private static final int THREADS = 12;

    /** Runs the calls at the same moment (as near as threads allow) and returns their responses. */
    static List<Response> race(List<Callable<Response>> calls) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(calls.size());
        try {
            CountDownLatch ready = new CountDownLatch(calls.size());
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Response>> futures = new ArrayList<>();
            for (Callable<Response> call : calls) {
                futures.add(pool.submit(() -> {
                    ready.countDown();
                    go.await();
                    return call.call();
                }));
            }
            ready.await();
            go.countDown();
            List<Response> out = new ArrayList<>();
            for (Future<Response> f : futures) out.add(f.get());
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    @RepeatedTest(3)
    void manyMovesAtTheSameVersionExactlyOneWins() throws Exception {
        Api.Game game = Api.start(4, Map.of("firstSeat", 0));
        long version = Api.version(game.id());
        List<Callable<Response>> calls = new ArrayList<>();
        for (int i = 0; i < THREADS; i++) {
            calls.add(() -> Api.move(game.id(), game.token(0), version, "{\"type\":\"DECLARE\",\"action\":\"USA\"}"));
        }
        List<Response> answers = race(calls);
        long ok = answers.stream().filter(r -> r.statusCode() == 200).count();
        long stale = answers.stream().filter(r -> r.statusCode() == 412).count();
        assertThat(ok).isEqualTo(1);
        assertThat(stale).isEqualTo(THREADS - 1);
        long now = Api.version(game.id());
        answers.stream().filter(r -> r.statusCode() == 412)
                .forEach(r -> assertThat(r.jsonPath().getLong("currentVersion")).isEqualTo(now));
        assertStreamIsGapFree(game.id(), now);
        long declared = Api.events(game.id(), null).stream()
                .filter(e -> e.get("type").asText().equals("ACTION_DECLARED")).count();
        assertThat(declared).isEqualTo(1);
    }

    @Test
    void racingMovesFromManySeatsAcrossManyVersionsNeverLoseOrDuplicateEvents() throws Exception {
        Api.Game game = Api.start(6, Map.of("firstSeat", 0));
        // Turn after turn every seat fires its first legal move at once; only one per version may land.
        for (int round = 0; round < 15; round++) {
            long version = Api.version(game.id());
            JsonNode summary = Api.summary(game.id());
            if (!summary.get("status").asText().equals("ACTIVE")) break;
            List<Callable<Response>> calls = new ArrayList<>();
            for (int seat = 0; seat < 6; seat++) {
                JsonNode moves = Api.legalMoves(game.id(), game.token(seat)).get("moves");
                if (moves.isEmpty()) continue;
                int s = seat;
                JsonNode move = moves.get(0);
                calls.add(() -> Api.move(game.id(), game.token(s), version, move));
            }
            List<Response> answers = race(calls);
            assertThat(answers.stream().filter(r -> r.statusCode() == 200).count()).isEqualTo(1);
            assertThat(answers.stream().filter(r -> r.statusCode() == 412).count()).isEqualTo(calls.size() - 1);
        }
        assertStreamIsGapFree(game.id(), Api.version(game.id()));
    }

    @Test
    void twoSeatsRacingInOneReactionWindowTheFirstWins() throws Exception {
        for (int attempt = 0; attempt < 5; attempt++) {
            Api.Game game = Api.start(3, Map.of("firstSeat", 0));
            long declared = Api.move(game.id(), game.token(0), Api.version(game.id()),
                    "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}").then().statusCode(200).extract().jsonPath().getLong("version");
            assertThat(Api.summary(game.id()).get("awaiting")).hasSize(2);
            List<Response> answers = race(List.of(
                    () -> Api.move(game.id(), game.token(1), declared, "{\"type\":\"CHALLENGE\"}"),
                    () -> Api.move(game.id(), game.token(2), declared, "{\"type\":\"CHALLENGE\"}")));
            int winner = answers.get(0).statusCode() == 200 ? 1 : 2;
            int loser = 3 - winner;
            assertThat(answers.stream().map(Response::statusCode).sorted().toList()).containsExactly(200, 412);
            // The loser reads again and finds the window closed: nothing to answer, and a late challenge is refused.
            JsonNode legal = Api.legalMoves(game.id(), game.token(loser));
            assertThat(legal.get("moves").toString()).doesNotContain("CHALLENGE", "PASS");
            Problems.assertProblem(Api.move(game.id(), game.token(loser), legal.get("version").asLong(),
                    "{\"type\":\"CHALLENGE\"}"), 422, "REACTION_WINDOW_CLOSED");
            List<JsonNode> challenges = Api.events(game.id(), null).stream()
                    .filter(e -> e.get("type").asText().equals("ACTION_CHALLENGED")).toList();
            assertThat(challenges).hasSize(1);
            assertThat(challenges.get(0).get("data").get("seat").asInt()).isEqualTo(winner);
        }
    }

    @Test
    void aBlockAndAChallengeRacingTheFirstCommittedWins() throws Exception {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0));
        long declared = Api.move(game.id(), game.token(0), Api.version(game.id()),
                "{\"type\":\"DECLARE\",\"action\":\"POLICE\",\"target\":1}").then().statusCode(200)
                .extract().jsonPath().getLong("version");
        List<Response> answers = race(List.of(
                () -> Api.move(game.id(), game.token(1), declared, "{\"type\":\"BLOCK\",\"card\":\"POLICE\"}"),
                () -> Api.move(game.id(), game.token(2), declared, "{\"type\":\"CHALLENGE\"}")));
        assertThat(answers.stream().map(Response::statusCode).sorted().toList()).containsExactly(200, 412);
        List<String> reactions = Api.events(game.id(), null).stream().map(e -> e.get("type").asText())
                .filter(t -> t.equals("BLOCK_DECLARED") || t.equals("ACTION_CHALLENGED")).toList();
        assertThat(reactions).hasSize(1);
    }

    /** Directly in the database: seq runs 1..version with no gap and no duplicate. */
    static void assertStreamIsGapFree(String id, long version) throws Exception {
        try (Connection c = DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl());
             PreparedStatement ps = c.prepareStatement(
                     "SELECT count(*), count(DISTINCT seq), min(seq), max(seq) FROM events WHERE game_id = ?")) {
            ps.setObject(1, UUID.fromString(id));
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                assertThat(rs.getLong(1)).isEqualTo(version);
                assertThat(rs.getLong(2)).isEqualTo(version);
                assertThat(rs.getLong(3)).isEqualTo(1);
                assertThat(rs.getLong(4)).isEqualTo(version);
            }
        }
    }
}
