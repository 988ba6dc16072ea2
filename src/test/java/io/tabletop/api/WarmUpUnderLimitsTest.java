package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static io.tabletop.api.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import io.tabletop.warmup.WarmUp;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The warm-up under per-address limits (loopback not trusted, as in a deployment): its 16 players call from loopback
 * addresses of their own, so that a cap of 2 streams an address — far below the 16 streams they hold at once — cuts
 * none of them short; and the limits still hold for every address afterwards, loopback included. (Before, all
 * players called from 127.0.0.1, and the default limits ended the warm-up within 20 s: TOO_MANY_SEAT_REQUESTS.)
 */
@QuarkusTest
@TestProfile(WarmUpUnderLimitsTest.Profile.class)
class WarmUpUnderLimitsTest {

    public static class Profile implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("tabletop.warm-up.moves", "300", "tabletop.warm-up.timeout", "20s",
                    "tabletop.warm-up.players", "16",
                    "tabletop.limits.trusted-addresses", "192.0.2.1", // a documentation address: loopback is not
                    "tabletop.sse.seats-per-address", "2",
                    "tabletop.limits.creates-per-minute", "30",
                    "tabletop.limits.open-games-per-address", "0"); // no cap: earlier tests' open games do not count
        }
    }

    @Inject
    WarmUp warmUp;

    @Test
    void theWarmUpPlaysWithinThePerAddressLimitsAndLeavesThemInForce() throws Exception {
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (warmUp.warming() && System.nanoTime() < deadline) Thread.sleep(200);
        assertThat(warmUp.warming()).as("warmed up within 120 s").isFalse();
        WarmUp.Outcome outcome = warmUp.outcome();
        assertThat(outcome.ended()).as(outcome.toString()).isIn("done", "timeout");
        assertThat(outcome.moves()).as(outcome.toString()).isGreaterThanOrEqualTo(300);
        assertThat(outcome.failures()).as("no call refused: " + outcome).isZero();

        // 127.0.0.1 (this test) is limited as any address: 30 games a minute, the 31st refused
        for (int i = 0; i < 30; i++) {
            Response created = given().contentType("application/json").body("{\"type\":\"COUP\",\"seats\":2}")
                    .post("/api/v1/games");
            assertThat(created.statusCode()).as(created.asString()).isEqualTo(201);
        }
        assertProblem(given().contentType("application/json").body("{\"type\":\"COUP\",\"seats\":2}")
                .post("/api/v1/games"), 429, "TOO_MANY_CREATES");
    }
}
