package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.tabletop.app.Hashing;
import io.tabletop.app.Json;
import io.tabletop.app.live.LiveStreams;
import io.tabletop.store.CommitFeed;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * Issue 31 item 2: a replaced token lets go of everything at once — its live streams end (saying why) and give back
 * their places, its long-polls are answered 401, its cached lookups are dropped — on the instance that replaced it,
 * and on every other instance as soon as the commit feed brings the news (simulated here by what another instance
 * writes: the seat's new hash and the notification on {@link CommitFeed#REVOKED_CHANNEL}).
 */
@QuarkusTest
class TokenRevocationTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @Inject
    LiveStreams live;

    private record Seated(String id, String token, String recoverySecret) {}

    /** A started 2-seat Coup game; seat 1's token and recovery secret. */
    private static Seated game() {
        String id = Api.createCoup(2, Map.of("firstSeat", 0));
        Api.takeSeat(id, "alice");
        var r = given().contentType(ContentType.JSON).body("{\"name\":\"bob\"}").post("/api/v1/games/" + id + "/seats")
                .then().statusCode(201).extract().response();
        return new Seated(id, r.path("token"), r.path("recoverySecret"));
    }

    private static SseClient stream(Seated g, String query) throws Exception {
        return SseClient.open(SseClient.newHttpClient(), URI.create("http://localhost:" + RestAssured.port
                + "/api/v1/games/" + g.id() + "/events" + query), Map.of("Authorization", "Bearer " + g.token()), WAIT);
    }

    private static CompletableFuture<HttpResponse<String>> longPoll(Seated g) {
        long v = Api.version(g.id());
        return HttpClient.newHttpClient().sendAsync(HttpRequest.newBuilder(URI.create("http://localhost:"
                        + RestAssured.port + "/api/v1/games/" + g.id() + "/state"))
                .header("Authorization", "Bearer " + g.token()).header("If-None-Match", "\"" + v + "\"")
                .header("Prefer", "wait=30").GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private static void endedReplaced(SseClient s) throws Exception {
        List<SseClient.Event> last = s.untilEnd(WAIT);
        assertThat(last).as("the stream says why it ends").isNotEmpty();
        SseClient.Event problem = last.getLast();
        assertThat(problem.name()).isEqualTo("problem");
        assertThat(problem.json().get("code").asText()).isEqualTo("TOKEN_REPLACED");
        assertThat(problem.json().get("status").asInt()).isEqualTo(401);
    }

    private static void refused(CompletableFuture<HttpResponse<String>> poll) throws Exception {
        HttpResponse<String> r = poll.get(WAIT.toMillis(), TimeUnit.MILLISECONDS);
        assertThat(r.statusCode()).as(r.body()).isEqualTo(401);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        assertThat(Json.readTree(r.body()).get("code").asText()).isEqualTo("INVALID_TOKEN");
    }

    @Test
    void aRecoveryEndsTheOldTokensStreamsAndLongPollsAtOnce() throws Exception {
        Seated g = game();
        int before = live.openStreams();
        try (SseClient events = stream(g, ""); SseClient states = stream(g, "?include=state-only")) {
            assertThat(states.next(WAIT).name()).isEqualTo("state");
            CompletableFuture<HttpResponse<String>> poll = longPoll(g);
            await("both streams open", () -> live.openStreams() == before + 2);
            Thread.sleep(200); // the long-poll waits
            assertThat(poll).isNotDone();

            long started = System.nanoTime();
            var fresh = Api.as(g.recoverySecret()).post("/api/v1/games/" + g.id() + "/seats/1/token")
                    .then().statusCode(200).extract().response();
            endedReplaced(events);
            endedReplaced(states);
            refused(poll);
            assertThat(Duration.ofNanos(System.nanoTime() - started)).as("at once, not after a cache's time")
                    .isLessThan(Duration.ofSeconds(3));
            await("their places are given back", () -> live.openStreams() == before);

            // the new token follows the game; the old one opens nothing
            Seated renewed = new Seated(g.id(), fresh.path("token"), fresh.path("recoverySecret"));
            try (SseClient mine = stream(renewed, "?include=state-only")) {
                assertThat(mine.next(WAIT).name()).isEqualTo("state");
            }
            try (SseClient old = stream(g, "")) {
                assertThat(old.status()).isEqualTo(401);
            }
        }
    }

    @Test
    void anotherInstancesRecoveryReachesThisOneThroughTheCommitFeed() throws Exception {
        Seated g = game();
        // this instance has looked the token up (cached) and follows the game with it
        Api.state(g.id(), g.token());
        int before = live.openStreams();
        try (SseClient events = stream(g, "")) {
            await("the stream is open", () -> live.openStreams() == before + 1);
            CompletableFuture<HttpResponse<String>> poll = longPoll(g);
            Thread.sleep(200);
            assertThat(poll).isNotDone();

            // what another instance's recovery writes: the seat's new token hash and the news of the old one
            try (Connection c = Db.connect()) {
                c.setAutoCommit(false);
                try (PreparedStatement ps = c.prepareStatement("UPDATE seats SET token_hash = ? WHERE game_id = ?::uuid"
                        + " AND seat = 1")) {
                    ps.setBytes(1, Hashing.sha256(Hashing.newToken()));
                    ps.setString(2, g.id());
                    ps.executeUpdate();
                }
                try (PreparedStatement ps = c.prepareStatement("SELECT pg_notify(?, ?)")) {
                    ps.setString(1, CommitFeed.REVOKED_CHANNEL);
                    ps.setString(2, g.id() + ":1:" + Hashing.hex(Hashing.sha256(g.token())));
                    ps.executeQuery().close();
                }
                c.commit();
            }
            long started = System.nanoTime();
            endedReplaced(events);
            refused(poll);
            await("the cached lookup is dropped", () -> Api.as(g.token()).get("/api/v1/games/" + g.id() + "/state")
                    .statusCode() == 401);
            assertThat(Duration.ofNanos(System.nanoTime() - started)).as("well within the token cache's 5 s")
                    .isLessThan(Duration.ofSeconds(3));
            await("its place is given back", () -> live.openStreams() == before);
        }
    }

    /**
     * A replacement whose news was lost (the commit feed was down when it came): once the feed listens again, every
     * cached lookup is dropped and every seat stream's token is looked up again, so the old token's stream ends too.
     */
    @Test
    void aReplacementMissedWhileTheFeedWasDownIsCaughtUpWith() throws Exception {
        Seated g = game();
        Api.state(g.id(), g.token()); // cached here
        try (SseClient events = stream(g, "")) {
            await("the stream is open", () -> live.openStreams() >= 1);
            try (Connection c = Db.connect(); PreparedStatement ps = c.prepareStatement(
                    "UPDATE seats SET token_hash = ? WHERE game_id = ?::uuid AND seat = 1")) {
                ps.setBytes(1, Hashing.sha256(Hashing.newToken())); // replaced, and nobody told
                ps.setString(2, g.id());
                ps.executeUpdate();
            }
            try (Connection c = Db.connect(); PreparedStatement ps = c.prepareStatement(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ?")) {
                ps.setString(1, CommitFeed.APPLICATION_NAME);
                ps.executeQuery().close();
            }
            await("the cached lookup is dropped", () -> Api.as(g.token()).get("/api/v1/games/" + g.id() + "/state")
                    .statusCode() == 401);
            endedReplaced(events);
        }
    }

    @Test
    void aStreamOfAnotherSeatOrASpectatorGoesOn() throws Exception {
        Seated g = game();
        try (SseClient spectator = SseClient.open(SseClient.newHttpClient(), URI.create("http://localhost:"
                + RestAssured.port + "/api/v1/games/" + g.id() + "/events"), Map.of(), WAIT)) {
            Api.as(g.recoverySecret()).post("/api/v1/games/" + g.id() + "/seats/1/token").then().statusCode(200);
            SseClient.Event reissued = null;
            for (SseClient.Event e = spectator.next(WAIT); e != null; e = spectator.next(WAIT)) {
                if (e.data().contains("SEAT_TOKEN_REISSUED")) {
                    reissued = e;
                    break;
                }
            }
            assertThat(reissued).as("the spectator sees the recovery").isNotNull();
            JsonNode data = reissued.json().get("data");
            assertThat(data.get("seat").asInt()).isEqualTo(1);
            assertThat(spectator.ended()).isFalse();
        }
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + WAIT.toMillis();
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) throw new AssertionError("timed out: " + what);
            Thread.sleep(20);
        }
    }
}
