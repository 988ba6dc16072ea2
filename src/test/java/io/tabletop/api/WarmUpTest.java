package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static io.tabletop.api.Problems.assertProblem;
import io.tabletop.warmup.WarmUp;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import io.tabletop.Management;
import io.tabletop.store.ScratchSchema;
import io.tabletop.store.Tx;
import jakarta.inject.Inject;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 35, item 1: with {@code tabletop.warm-up.moves} the instance plays games against itself on a throwaway
 * schema before readiness says UP; meanwhile everyone else gets 503 WARMING_UP with Retry-After; afterwards the
 * copy is gone, the real tables hold none of its games, and the API serves as usual.
 */
@QuarkusTest
@TestProfile(WarmUpTest.Profile.class)
class WarmUpTest {

    public static class Profile implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("tabletop.warm-up.moves", "300", "tabletop.warm-up.timeout", "20s",
                    "tabletop.warm-up.players", "8");
        }
    }

    @Inject
    WarmUp warmUp;

    @Inject
    ScratchSchema scratch;

    @Inject
    Tx tx;

    @Test
    void playsItselfOnAScratchSchemaBeforeItIsReadyAndLeavesNothingBehind() throws Exception {
        long before = warmUpSeatsInRealTables();
        // a cold JVM plays 300 moves in seconds, not in the moment between the start and the first test
        assertThat(warmUp.warming()).as("warming at the start").isTrue();
        long made = System.nanoTime() + 30_000_000_000L; // the copy's migrations run first
        while (scratch.current() == null && warmUp.warming() && System.nanoTime() < made) Thread.sleep(20);
        assertThat(scratch.current()).startsWith("tabletop_warmup_");
        Response early = given().contentType("application/json").body("{\"type\":\"COUP\",\"seats\":2}")
                .post("/api/v1/games");
        assertProblem(early, 503, "WARMING_UP");
        assertThat(early.header("Retry-After")).isNotBlank();
        assertProblem(given().get("/api/v1/game-types"), 503, "WARMING_UP");
        assertProblem(given().header(WarmUp.HEADER, "a guess").get("/api/v1/game-types"), 503, "WARMING_UP");
        Response notReady = given().get(Management.url("/q/health/ready"));
        assertThat(notReady.statusCode()).isEqualTo(503);
        assertThat(notReady.asString()).contains("warm-up");

        long deadline = System.nanoTime() + 120_000_000_000L;
        while (warmUp.warming() && System.nanoTime() < deadline) Thread.sleep(200);
        assertThat(warmUp.warming()).as("warmed up within 120 s").isFalse();
        WarmUp.Outcome outcome = warmUp.outcome();
        assertThat(outcome.ended()).as(outcome.toString()).isIn("done", "timeout");
        assertThat(outcome.moves()).as("300 moves take a second or two; the timeout ends only the JIT's wait")
                .isGreaterThanOrEqualTo(300);
        assertThat(outcome.games()).isPositive();

        Response ready = given().get(Management.url("/q/health/ready"));
        assertThat(ready.statusCode()).as(ready.asString()).isEqualTo(200);
        assertThat(ready.asString()).contains("\"ended\"");
        assertThat(scratch.current()).isNull();
        assertThat(scratch.existing()).as("the copy is dropped").isEmpty();
        assertThat(warmUpSeatsInRealTables()).as("no warm-up game in the real tables").isEqualTo(before);

        // the API as usual, on the real tables
        Response created = given().contentType("application/json").body("{\"type\":\"COUP\",\"seats\":2}")
                .post("/api/v1/games");
        assertThat(created.statusCode()).as(created.asString()).isEqualTo(201);
        String id = created.jsonPath().getString("id");
        long stored = tx.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT count(*) FROM public.games WHERE id = ?::uuid")) {
                ps.setString(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        });
        assertThat(stored).isEqualTo(1);
    }

    @Test
    void aCopyLeftByACrashIsDroppedOnceItIsAnHourOld() {
        long now = Instant.now().getEpochSecond();
        String old = "tabletop_warmup_" + (now - 7200) + "_dead";
        String fresh = "tabletop_warmup_" + (now - 60) + "_beef";
        tx.alone(c -> {
            c.createStatement().execute("CREATE SCHEMA " + old + "; CREATE SCHEMA " + fresh);
            return null;
        });
        try {
            scratch.dropStale(Instant.ofEpochSecond(now));
            assertThat(scratch.existing()).doesNotContain(old).contains(fresh);
        } finally {
            tx.alone(c -> c.createStatement().execute("DROP SCHEMA IF EXISTS " + old + ", " + fresh));
        }
    }

    private long warmUpSeatsInRealTables() {
        return tx.read(c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT count(*) FROM public.games WHERE seats::text LIKE '%warm-up-%'");
                 ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }
}
