package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static io.tabletop.api.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.response.Response;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Issue 31, items 10b and 10c: wrong admin tokens from one address are slowed down — after the free ones, each bars
 * the address (429 TOO_MANY_ADMIN_FAILURES with Retry-After, the right token included) for a time that doubles per
 * failure; other addresses are not barred; the right token clears the address. A configured token shorter than 32
 * characters stops the service at start-up. Before, every guess got a 401 at once, and any token was taken.
 */
@QuarkusTest
@TestProfile(AdminBackoffTest.Profile.class)
class AdminBackoffTest {

    public static class Profile implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("tabletop.admin.free-failures", "2", "tabletop.admin.backoff", "1s",
                    "tabletop.admin.max-backoff", "4s", "tabletop.admin.failure-memory", "1m");
        }
    }

    /** An import with {@code token}: with the right one an empty log is refused as such (422), cheaply. */
    private static Response importWith(String token) {
        return given().header("Authorization", "Bearer " + token).contentType("application/x-ndjson").body("{}".getBytes(java.nio.charset.StandardCharsets.UTF_8))
                .post("/api/v1/games/import");
    }

    private static Response rebuildWith(String token) {
        return given().header("Authorization", "Bearer " + token).post("/api/v1/admin/projections/rebuild");
    }

    private static int barredFor(Response r) {
        assertProblem(r, 429, "TOO_MANY_ADMIN_FAILURES");
        return Integer.parseInt(r.header("Retry-After"));
    }

    @Test
    void wrongTokensFromOneAddressAreSlowedDownMoreAndMore() throws Exception {
        assertThat(importWith(Api.ADMIN_TOKEN).statusCode()).as("the right token").isEqualTo(422);
        assertProblem(importWith("guess-1"), 401, "INVALID_ADMIN_TOKEN");
        assertProblem(importWith("guess-2"), 401, "INVALID_ADMIN_TOKEN");
        assertProblem(rebuildWith("guess-3"), 401, "INVALID_ADMIN_TOKEN"); // past the free ones: barred 1 s

        // barred: every use of the token, the right one included, on every admin operation
        assertThat(barredFor(importWith(Api.ADMIN_TOKEN))).isEqualTo(1);
        assertThat(barredFor(rebuildWith("guess-4"))).isEqualTo(1);
        // … but not another address
        assertThat(fromOtherAddress(Api.ADMIN_TOKEN)).as("127.0.0.2 with the right token").isEqualTo(422);

        Thread.sleep(1_100);
        assertProblem(importWith("guess-5"), 401, "INVALID_ADMIN_TOKEN"); // barred 2 s now
        assertThat(barredFor(importWith("guess-6"))).isEqualTo(2);
        Thread.sleep(2_100);
        assertProblem(importWith("guess-7"), 401, "INVALID_ADMIN_TOKEN"); // 4 s: the cap
        assertThat(barredFor(importWith(Api.ADMIN_TOKEN))).isEqualTo(4);
        Thread.sleep(4_100);

        // the right token clears the address: the free guesses are free again
        assertThat(importWith(Api.ADMIN_TOKEN).statusCode()).isEqualTo(422);
        assertProblem(importWith("guess-8"), 401, "INVALID_ADMIN_TOKEN");
        assertProblem(importWith("guess-9"), 401, "INVALID_ADMIN_TOKEN");
        assertThat(importWith(Api.ADMIN_TOKEN).statusCode()).isEqualTo(422);
    }

    @Test
    void aRequestWithoutATokenGuessesNothing() {
        for (int i = 0; i < 5; i++) {
            assertProblem(given().contentType("application/x-ndjson").body("{}".getBytes(java.nio.charset.StandardCharsets.UTF_8)).post("/api/v1/games/import"), 401,
                    "INVALID_ADMIN_TOKEN");
        }
        assertThat(importWith(Api.ADMIN_TOKEN).statusCode()).isEqualTo(422);
    }

    @Test
    void aShortConfiguredTokenStopsTheServiceAndALongOneOrNoneDoesNot() {
        assertThatThrownBy(() -> AdminToken.requireStrong(Optional.of("x".repeat(31))))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("at least 32")
                .hasMessageNotContaining("xxxx");
        AdminToken.requireStrong(Optional.of("x".repeat(32)));
        AdminToken.requireStrong(Optional.empty());
        AdminToken.requireStrong(Optional.of(" "));
        assertThat(Api.ADMIN_TOKEN).as("the test profile's token").hasSizeGreaterThanOrEqualTo(32);
    }

    /** An import with the token sent from 127.0.0.2 (another address, to the service). */
    private static int fromOtherAddress(String token) throws Exception {
        try (HttpClient client = HttpClient.newBuilder().localAddress(InetAddress.getByName("127.0.0.2"))
                .connectTimeout(Duration.ofSeconds(5)).build()) {
            HttpRequest r = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + RestAssured.port
                    + "/api/v1/games/import")).header("Authorization", "Bearer " + token)
                    .header("Content-Type", "application/x-ndjson").POST(HttpRequest.BodyPublishers.ofString("{}"))
                    .timeout(Duration.ofSeconds(10)).build();
            return client.send(r, HttpResponse.BodyHandlers.ofString()).statusCode();
        }
    }
}
