package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.tabletop.app.GameMetrics;
import io.tabletop.app.Json;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import org.jboss.logmanager.ExtLogRecord;
import org.jboss.logmanager.LogManager;
import org.junit.jupiter.api.Test;

/**
 * Issue 14, item 3: request ids (X-Request-Id in, out, and in the log lines of the request), the metrics at
 * /q/metrics, and the health checks (readiness: database, migrations, commit feed; liveness without the database).
 */
@QuarkusTest
class ObservabilityTest {

    @Inject
    GameMetrics gameMetrics;

    @Test
    void item14_aRequestIdIsTakenFromTheCallerOrMadeAndSentBack() {
        assertThat(given().header("X-Request-Id", "client-req.42:a_b").get("/api/v1/games").header("X-Request-Id"))
                .isEqualTo("client-req.42:a_b");
        String made = given().get("/api/v1/games").header("X-Request-Id");
        assertThat(made).matches("[0-9a-f]{24}");
        assertThat(given().get("/api/v1/games").header("X-Request-Id")).isNotEqualTo(made);
        // Not a sane token (spaces, too long): replaced, never echoed into logs or answers.
        assertThat(given().header("X-Request-Id", "evil id").get("/api/v1/games").header("X-Request-Id"))
                .matches("[0-9a-f]{24}");
        assertThat(given().header("X-Request-Id", "x".repeat(129)).get("/api/v1/games").header("X-Request-Id"))
                .matches("[0-9a-f]{24}");
        // On refusals (problem+json) and on the move path too.
        Response refused = given().header("X-Request-Id", "refused-1").contentType(ContentType.JSON)
                .header("If-Match", "\"1\"").body("{}").post("/api/v1/games/not-a-uuid/moves");
        assertThat(refused.statusCode()).isBetween(400, 499);
        assertThat(refused.header("X-Request-Id")).isEqualTo("refused-1");
    }

    @Test
    void item14_everyLogLineOfARequestCarriesItsRequestId() {
        List<ExtLogRecord> seen = new CopyOnWriteArrayList<>();
        Handler h = new Handler() {
            @Override
            public void publish(LogRecord r) {
                if (r instanceof ExtLogRecord e && e.getLoggerName() != null && e.getLoggerName().startsWith("io.tabletop")) {
                    e.copyMdc();
                    seen.add(e);
                }
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        java.util.logging.Logger root = LogManager.getLogManager().getLogger("");
        root.addHandler(h);
        try {
            JsonNode created = Json.readTree(given().contentType(ContentType.JSON)
                    .body("{\"type\":\"COUP\",\"seats\":2}").post("/api/v1/games").then().statusCode(201)
                    .extract().asString());
            String id = created.get("id").asText();
            String creator = created.get("creatorToken").asText();
            Api.takeSeat(id, "p0");
            given().header("Authorization", "Bearer " + creator).contentType(ContentType.JSON).body("{\"name\":\"p1\"}")
                    .post("/api/v1/games/" + id + "/seats").then().statusCode(201);
            // Recovering a seat logs a line (on the move path's worker thread: Offload).
            given().header("X-Request-Id", "reissue-77").header("Authorization", "Bearer " + creator)
                    .post("/api/v1/games/" + id + "/seats/1/token").then().statusCode(200);
            List<ExtLogRecord> lines = seen.stream().filter(r -> r.getFormattedMessage().contains("recovered")).toList();
            assertThat(lines).isNotEmpty();
            assertThat(lines).allSatisfy(r -> assertThat(r.getMdc("requestId")).isEqualTo("reissue-77"));
        } finally {
            root.removeHandler(h);
        }
    }

    @Test
    void item14_theMetricsListedInTheReadmeAreServed() {
        Api.Game g = Api.start(2, Map.of("seed", "metrics"));
        int seat = Api.summary(g.id()).get("awaiting").get(0).asInt();
        JsonNode state = Api.state(g.id(), g.token(seat));
        long v = state.get("version").asLong();
        JsonNode move = state.get("moves").get(0);
        Api.move(g.id(), g.token(seat), v, move).then().statusCode(200);
        Api.move(g.id(), g.token(seat), v, move).then().statusCode(412);
        // A long-poll that times out.
        long now = Api.version(g.id());
        given().header("If-None-Match", "\"" + now + "\"").header("Prefer", "wait=1")
                .get("/api/v1/games/" + g.id() + "/state").then().statusCode(304);
        gameMetrics.refreshNow();
        String metrics = given().get(io.tabletop.Management.url("/q/metrics")).then().statusCode(200).extract().asString();
        assertThat(metrics)
                .containsPattern("tabletop_moves_total\\{code=\"OK\",game=\"COUP\",outcome=\"accepted\"\\} [1-9]")
                .containsPattern("tabletop_moves_total\\{code=\"STALE_VERSION\",game=\"COUP\",outcome=\"stale\"\\} [1-9]")
                // the second move's 412: the first event since its version is the first move's, not another seat's pass
                .containsPattern("tabletop_moves_stale_total\\{after=\"[A-Za-z]+\",why=\"AFTER\"\\} [1-9]")
                .contains("tabletop_moves_append_seconds_bucket{outcome=\"committed\"")
                .contains("tabletop_moves_append_seconds_count{outcome=\"committed\"}")
                .containsPattern("tabletop_games\\{status=\"ACTIVE\"\\} [1-9]")
                .contains("tabletop_games{status=\"OPEN\"}")
                .contains("tabletop_games{status=\"FINISHED\"}")
                .contains("tabletop_sse_streams ")
                .contains("tabletop_long_polls ")
                .containsPattern("tabletop_long_polls_answered_total\\{result=\"timeout\"\\} [1-9]")
                .contains("http_server_requests_seconds_count{");
    }

    @Test
    void item14_readinessChecksDatabaseMigrationsAndCommitFeedLivenessNone() {
        JsonNode ready = Json.readTree(given().get(io.tabletop.Management.url("/q/health/ready")).then().statusCode(200).extract().asString());
        assertThat(ready.get("status").asText()).isEqualTo("UP");
        List<String> names = new java.util.ArrayList<>();
        ready.get("checks").forEach(c -> names.add(c.get("name").asText()));
        assertThat(names).contains("migrations", "commit-feed");
        assertThat(names).anySatisfy(n -> assertThat(n).containsIgnoringCase("database"));
        JsonNode live = Json.readTree(given().get(io.tabletop.Management.url("/q/health/live")).then().statusCode(200).extract().asString());
        assertThat(live.get("status").asText()).isEqualTo("UP");
        live.get("checks").forEach(c -> assertThat(c.get("name").asText().toLowerCase())
                .doesNotContain("database").doesNotContain("migration").doesNotContain("commit"));
    }

    /** Issue 31, item 10d: metrics and health are on the management port only; the public port knows nothing of them. */
    @Test
    void metricsAndHealthAreNotOnThePublicPort() {
        for (String path : new String[] {"/q/metrics", "/q/health", "/q/health/ready", "/q/health/live"}) {
            Problems.assertProblem(given().get(path), 404, "NOT_FOUND");
        }
        assertThat(io.tabletop.Management.url("/q/metrics")).doesNotContain(":" + io.restassured.RestAssured.port + "/");
        given().get(io.tabletop.Management.url("/q/health/started")).then().statusCode(200);
        given().get("/q/openapi").then().statusCode(200); // the contract stays public
        given().get("/q/swagger-ui/").then().statusCode(200);
    }
}
