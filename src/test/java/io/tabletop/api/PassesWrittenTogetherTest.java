package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.EmbeddedPostgresResource;
import io.restassured.response.Response;
import io.tabletop.app.Json;
import io.tabletop.app.play.GameLocks;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Passes that wait for their game together are written together — one statement, one commit — and each is answered
 * as if it had been written alone: its own version, awaited seats and events, its own batch in the log. A pass that
 * cannot be written with them (stale, illegal) is answered exactly as alone, and does not hold the others back.
 * The test holds the game's lock on this instance while the passes queue, so that they surely wait together.
 */
@QuarkusTest
class PassesWrittenTogetherTest {

    static final String PASS = "{\"type\":\"PASS\"}";

    @Inject
    GameLocks locks;

    @Test
    void fivePassesQueuedTogetherAreOneAppendAndEachGetsItsOwnAnswer() throws Exception {
        Api.Game game = Api.start(6, Map.of("firstSeat", 0));
        long opened = windowOpened(game);
        List<Integer> seats = List.of(1, 2, 3, 4, 5);
        List<Response> answers = whileLocked(game, seats.stream()
                .map(s -> (java.util.function.Supplier<Response>) () -> Api.move(game.id(), game.token(s), opened, PASS))
                .toList());

        long head = Api.version(game.id());
        Set<Long> versions = new HashSet<>();
        long eventsAnswered = 0;
        for (int i = 0; i < seats.size(); i++) {
            Response r = answers.get(i);
            assertThat(r.statusCode()).as(r.asString()).isEqualTo(200);
            JsonNode body = Api.json(r);
            long version = body.get("version").asLong();
            versions.add(version);
            assertThat(r.header("ETag")).isEqualTo("\"" + version + "\"");
            JsonNode events = body.get("events");
            assertThat(events.get(0).get("type").asText()).isEqualTo("REACTION_PASSED");
            assertThat(events.get(0).get("data").get("seat").asInt()).as("its own pass").isEqualTo(seats.get(i));
            assertThat(events.get(events.size() - 1).get("seq").asLong()).as("its events end at its version").isEqualTo(version);
            eventsAnswered += events.size();
            if (version < head) {
                assertThat(events).as("a pass that leaves the window open appends only itself").hasSize(1);
                assertThat(body.get("awaiting")).as("still awaited: the seats that have not passed yet").isNotEmpty();
            } else {
                assertThat(body.get("awaiting").toString())
                        .isEqualTo(Api.summary(game.id()).get("awaiting").toString());
            }
        }
        assertThat(versions).as("five versions, one per pass").hasSize(5);
        assertThat(eventsAnswered).as("every event since the window opened, each answered once").isEqualTo(head - opened);

        List<Row> log = log(game.id(), opened);
        assertThat(log.stream().map(Row::recordedAt).distinct()).as("written by one append").hasSize(1);
        List<Integer> causes = log.stream().filter(e -> e.meta().has("seat")).map(e -> e.meta().get("seat").asInt()).toList();
        assertThat(causes).as("each pass its own batch in the log, in the order written")
                .containsExactlyInAnyOrderElementsOf(seats).hasSize(5);
        ConcurrencyTest.assertStreamIsGapFree(game.id(), head);
    }

    @Test
    void aPassThatCannotStandIsAnsweredAsAloneAndTheOthersAreWrittenTogether() throws Exception {
        Api.Game game = Api.start(5, Map.of("firstSeat", 0));
        long opened = windowOpened(game);
        List<Response> answers = whileLocked(game, List.of(
                () -> Api.move(game.id(), game.token(1), opened, PASS),
                () -> Api.move(game.id(), game.token(0), opened, PASS),      // the declarer: not in the window
                () -> Api.move(game.id(), game.token(2), opened + 9, PASS),  // a version the game never had
                () -> Api.move(game.id(), game.token(3), opened, PASS)));
        assertThat(answers.get(0).statusCode()).as(answers.get(0).asString()).isEqualTo(200);
        assertThat(answers.get(3).statusCode()).as(answers.get(3).asString()).isEqualTo(200);
        Response declarer = answers.get(1);
        assertThat(declarer.statusCode()).as(declarer.asString()).isBetween(409, 422);
        assertThat(declarer.contentType()).startsWith("application/problem+json");
        Problems.assertProblem(answers.get(2), 412, "STALE_VERSION");

        List<Row> log = log(game.id(), opened);
        assertThat(log).as("the two passes, and nothing else").hasSize(2);
        assertThat(log.stream().map(Row::recordedAt).distinct()).as("written by one append").hasSize(1);
        assertThat(Api.summary(game.id()).get("awaiting").toString()).as("seats 2 and 4 still to answer")
                .isEqualTo("[2,4]");
        ConcurrencyTest.assertStreamIsGapFree(game.id(), opened + 2);
    }

    private List<Response> whileLocked(Api.Game game, List<java.util.function.Supplier<Response>> requests)
            throws Exception {
        return whileLocked(locks, game, requests);
    }

    /** Sends the requests while the test holds the game's lock, lets go once all of them wait for it. */
    static List<Response> whileLocked(GameLocks locks, Api.Game game, List<java.util.function.Supplier<Response>> requests)
            throws Exception {
        UUID id = UUID.fromString(game.id());
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread holder = Thread.ofPlatform().start(() -> locks.with(id, () -> {
            held.countDown();
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return null;
        }));
        assertThat(held.await(10, TimeUnit.SECONDS)).isTrue();
        List<CompletableFuture<Response>> sent = new ArrayList<>();
        java.util.concurrent.ExecutorService clients = java.util.concurrent.Executors.newFixedThreadPool(requests.size());
        for (var r : requests) sent.add(CompletableFuture.supplyAsync(r::get, clients));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (locks.queued(id) < requests.size() && System.nanoTime() < deadline) Thread.sleep(5);
        assertThat(locks.queued(id)).as("every request waits for the game").isEqualTo(requests.size());
        release.countDown();
        holder.join();
        List<Response> out = new ArrayList<>();
        for (CompletableFuture<Response> f : sent) out.add(f.get(20, TimeUnit.SECONDS));
        clients.shutdown();
        return out;
    }

    record Row(long seq, JsonNode meta, String recordedAt) {}

    static List<Row> log(String id, long after) throws Exception {
        List<Row> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl());
             PreparedStatement ps = c.prepareStatement(
                     "SELECT seq, meta::text, recorded_at::text FROM events WHERE game_id = ? AND seq > ? ORDER BY seq")) {
            ps.setObject(1, UUID.fromString(id));
            ps.setLong(2, after);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) out.add(new Row(rs.getLong(1), Json.readTree(rs.getString(2)), rs.getString(3)));
            }
        }
        return out;
    }

    /** Seat 0 declares RUSSIA (claims a card), which opens a window for every other seat; returns that version. */
    static long windowOpened(Api.Game game) {
        return Api.move(game.id(), game.token(0), Api.version(game.id()), "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}")
                .then().statusCode(200).extract().jsonPath().getLong("version");
    }
}
