package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 8 item 6 (audit and export): a finished game's audit is replayed once and then served from the cache; the
 * export of a long game is read and written page by page (tabletop.export.page-size, 25 in tests).
 */
@QuarkusTest
class AuditCacheTest {

    private static final int PAGE = 25;

    /** A counter's value in the Prometheus scrape (0 before its first increment). */
    private static double counter(String name) {
        Matcher m = Pattern.compile("(?m)^" + name + "(?:\\{[^}]*})? ([0-9.eE+]+)$")
                .matcher(given().get(io.tabletop.Management.url("/q/metrics")).then().statusCode(200).extract().asString());
        double sum = 0;
        while (m.find()) sum += Double.parseDouble(m.group(1));
        return sum;
    }

    @Test
    void item6_aFinishedGamesAuditIsReplayedOnceThenServedFromTheCache() {
        Api.Game game = AuditTest.finishedGame(3, Map.of(), 61);
        String audit = "/api/v1/games/" + game.id() + "/audit";
        double before = counter("tabletop_audit_replays_total");
        String first = given().get(audit).then().statusCode(200).extract().asString();
        String second = given().get(audit).then().statusCode(200).extract().asString();
        String third = given().header("Cache-Control", "no-cache").get(audit).then().statusCode(200).extract().asString();
        assertThat(second).isEqualTo(first).isEqualTo(third);
        assertThat(counter("tabletop_audit_replays_total") - before).as("replays for three audits").isEqualTo(1.0);
        assertThat(Api.json(given().get(audit).then().extract().response()).get("verified").asBoolean()).isTrue();

        // an operator may force a replay
        given().header("Cache-Control", "no-cache").header("Authorization", "Bearer " + AuditTest.ADMIN_TOKEN)
                .get(audit).then().statusCode(200);
        assertThat(counter("tabletop_audit_replays_total") - before).isEqualTo(2.0);
    }

    @Test
    void item6_theExportOfALongGameIsStreamedPageByPage() {
        Api.Game game = AuditTest.finishedGame(6, Map.of(), 62);
        long version = Api.version(game.id());
        assertThat(version).as("a game longer than a few pages").isGreaterThan(3L * PAGE);
        double before = counter("tabletop_export_pages_total");
        Response r = given().get("/api/v1/games/" + game.id() + "/export");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.header("Content-Length")).as("streamed, so its length is not known up front").isNull();
        String[] lines = r.asString().split("\n");
        assertThat(lines).hasSize((int) version);
        for (int i = 0; i < lines.length; i++) assertThat(lines[i]).contains("\"seq\":" + (i + 1) + ",");
        assertThat(counter("tabletop_export_pages_total") - before).as("database pages read")
                .isEqualTo(Math.ceil(version / (double) PAGE));
    }
}
