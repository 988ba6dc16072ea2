package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Item 10: the timeout sweep always began with the oldest deadline and let any failure but a conflict end the
 * sweep, so one broken game stopped every other game's timeouts. Failures are now isolated per game and backed off.
 */
@QuarkusTest
class TimeoutIsolationTest {

    @Test
    void item10_aGameWhoseExpiryFailsDoesNotStopAnotherGamesTimeout() throws Exception {
        // The poison: a game with the oldest deadline of all whose stored head is ahead of its events, so that
        // loading it throws (as a corrupted stream would).
        Api.Game poison = Api.start(2, Map.of("firstSeat", 0, "reactionTimeoutSeconds", 3600));
        UUID p = UUID.fromString(poison.id());
        List<String> saved = Db.rows("SELECT version, deadline::text, deadline_window FROM games WHERE id = '" + p + "'");
        String[] row = saved.getFirst().split(" \\| ");
        Db.tamper("UPDATE games SET version = version + 3, deadline = now() - interval '1 hour',"
                + " deadline_window = 'poison' WHERE id = ?", p);
        try {
            double failedBefore = metric("tabletop_timeouts_failed_total{game=\"COUP\"");
            Api.Game game = Api.start(3, Map.of("firstSeat", 0, "reactionTimeoutSeconds", 1));
            long declared = Api.move(game.id(), game.token(0), Api.version(game.id()),
                    "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}").then().statusCode(200).extract().jsonPath()
                    .getLong("version");

            JsonNode after = SeatSquattingTest.waitFor(game.id(), s -> s.get("version").asLong() > declared);
            assertThat(Api.events(game.id(), null).stream().filter(e -> e.get("type").asText().equals("REACTION_PASSED"))
                    .map(e -> e.get("data").get("seat").asInt()).toList()).containsExactly(1, 2);
            assertThat(after.get("awaiting").toString()).isEqualTo("[1]");

            assertThat(metric("tabletop_timeouts_failed_total{game=\"COUP\"")).isGreaterThan(failedBefore);
            assertThat(metric("tabletop_timeouts_backoff")).isGreaterThanOrEqualTo(1);
            // backed off: the poison is not retried on every sweep (1 s apart at first, then doubling)
            double failed = metric("tabletop_timeouts_failed_total{game=\"COUP\"");
            Thread.sleep(2_500);
            assertThat(metric("tabletop_timeouts_failed_total{game=\"COUP\"") - failed).isLessThanOrEqualTo(2);
        } finally {
            Db.tamper("UPDATE games SET version = ?, deadline = ?::timestamptz, deadline_window = ? WHERE id = ?",
                    Long.parseLong(row[0]), "null".equals(row[1]) ? null : row[1], "null".equals(row[2]) ? null : row[2], p);
        }
        assertThat(Api.version(poison.id())).isEqualTo(Long.parseLong(row[0]));
    }

    /** A sample of the Prometheus scrape whose line starts with {@code prefix} (0 when absent). */
    private static double metric(String prefix) {
        String scrape = given().get(io.tabletop.Management.url("/q/metrics")).then().statusCode(200).extract().asString();
        return scrape.lines().filter(l -> l.startsWith(prefix))
                .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1))).sum();
    }
}
