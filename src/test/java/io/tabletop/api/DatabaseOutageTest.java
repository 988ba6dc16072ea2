package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static io.tabletop.api.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 8, item 11: with the database out of reach every operation answers 503 problem+json with Retry-After
 * (never 500), saying that nothing was changed. The service here is configured with a database nobody listens to.
 */
@QuarkusTest
@TestProfile(DatabaseOutageTest.Unreachable.class)
class DatabaseOutageTest {

    public static class Unreachable implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "quarkus.datasource.jdbc.url", "jdbc:postgresql://127.0.0.1:9/nobody?connectTimeout=1",
                    "quarkus.datasource.username", "nobody",
                    "quarkus.datasource.password", "",
                    "quarkus.datasource.jdbc.min-size", "0",
                    "quarkus.datasource.jdbc.initial-size", "0",
                    "quarkus.datasource.jdbc.acquisition-timeout", "1S",
                    "quarkus.flyway.migrate-at-start", "false",
                    "quarkus.hibernate-orm.database.version-check.enabled", "false");
        }

        @Override
        public boolean disableGlobalTestResources() {
            return true;
        }
    }

    private static void assertOutage(Response r) {
        var p = assertProblem(r, 503, "DATABASE_UNAVAILABLE");
        assertThat(r.header("Retry-After")).isEqualTo("2");
        assertThat(p.get("detail").asText()).contains("nothing was changed");
    }

    @Test
    void item11_creatingAGameWhileTheDatabaseIsDownAnswers503() {
        assertOutage(given().contentType(ContentType.JSON).body("{\"type\":\"COUP\",\"seats\":2}")
                .post("/api/v1/games"));
    }

    @Test
    void item11_readsWhileTheDatabaseIsDownAnswer503() {
        String id = "0190f3c2-7b1e-7c4a-9d2e-5f6a7b8c9d0e";
        assertOutage(given().get("/api/v1/games"));
        assertOutage(given().get("/api/v1/games/" + id));
        assertOutage(given().get("/api/v1/games/" + id + "/state"));
        assertOutage(given().get("/api/v1/games/" + id + "/events"));
    }

    @Test
    void item11_movesWhileTheDatabaseIsDownAnswer503() {
        assertOutage(given().contentType(ContentType.JSON).header("Authorization", "Bearer x")
                .header("If-Match", "\"3\"").body("{\"type\":\"PASS\"}")
                .post("/api/v1/games/0190f3c2-7b1e-7c4a-9d2e-5f6a7b8c9d0e/moves"));
    }

    /** Issue 14: liveness never depends on the database; readiness names what is down (the database, migrations). */
    @Test
    void item14_livenessStaysUpWhileReadinessIsDown() {
        given().get(io.tabletop.Management.url("/q/health/live")).then().statusCode(200);
        Response ready = given().get(io.tabletop.Management.url("/q/health/ready"));
        assertThat(ready.statusCode()).isEqualTo(503);
        String body = ready.asString();
        assertThat(body).contains("\"migrations\"");
        var checks = io.tabletop.app.Json.readTree(body).get("checks");
        java.util.List<String> down = new java.util.ArrayList<>();
        checks.forEach(c -> {
            if (c.get("status").asText().equals("DOWN")) down.add(c.get("name").asText());
        });
        assertThat(down).contains("migrations");
        assertThat(down).anySatisfy(n -> assertThat(n).containsIgnoringCase("database"));
    }
}
