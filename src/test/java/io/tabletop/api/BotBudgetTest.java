package io.tabletop.api;

import static io.tabletop.api.FromAddress.created;
import static io.tabletop.api.FromAddress.refused;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Issue 31 items 6 and 7, with tight limits: games only house bots play are capped per creator address (429
 * TOO_MANY_BOT_GAMES) and for the whole service (503 BOT_GAMES_FULL); a game's house bots stop at the per-game move
 * budget (counted, and the sweep leaves the game alone); an open game nobody sits at closes after the short
 * unseated TTL, while one with a seat taken stays open.
 */
@QuarkusTest
@TestProfile(BotBudgetTest.Tight.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class BotBudgetTest {

    public static class Tight implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("tabletop.bots.all-bot-games", "4", "tabletop.bots.all-bot-games-per-address", "2",
                    "tabletop.bots.max-moves-per-game", "1", "tabletop.open-game-unseated-ttl", "3s");
        }
    }

    @Inject
    MeterRegistry metrics;

    /** A 2-seat Coup game created from {@code from}; its seats taken by house bots (the last one's answer). */
    private static java.net.http.HttpResponse<String> allBots(FromAddress from) {
        String id = created(from.post("/api/v1/games", "{\"type\":\"COUP\",\"seats\":2}")).get("id").asText();
        created(from.post("/api/v1/games/" + id + "/seats", "{\"bot\":\"COUP_HEURISTIC\"}"));
        return from.post("/api/v1/games/" + id + "/seats", "{\"bot\":\"COUP_HEURISTIC\"}");
    }

    /** After {@link #aGamesHouseBotsStopAtItsMoveBudget}, whose game of bots goes on running (the service's cap: 4). */
    @Test
    @Order(2)
    void gamesOnlyBotsPlayAreCappedPerAddressAndForTheService() throws Exception {
        assertThat(Db.one("SELECT count(*) FROM games WHERE all_bots AND status = 'ACTIVE'")).isEqualTo("1");
        FromAddress first = FromAddress.of("127.32.0.1");
        String a = created(allBots(first)).get("gameId").asText();
        created(allBots(first));
        JsonNode third = refused(allBots(first), 429, "TOO_MANY_BOT_GAMES");
        assertThat(third.get("detail").asText()).contains("house bots");
        // a game with a player at it is not such a game
        String mixed = created(first.post("/api/v1/games", "{\"type\":\"COUP\",\"seats\":2}")).get("id").asText();
        created(first.post("/api/v1/games/" + mixed + "/seats", "{\"bot\":\"COUP_HEURISTIC\"}"));
        created(first.post("/api/v1/games/" + mixed + "/seats", "{\"name\":\"human\"}"));

        FromAddress second = FromAddress.of("127.32.0.2");
        created(allBots(second));
        refused(allBots(second), 503, "BOT_GAMES_FULL");
        assertThat(Db.one("SELECT count(*) FROM games WHERE all_bots AND status = 'ACTIVE'")).isEqualTo("4");
        assertThat(Api.summary(a).get("status").asText()).as("kept running by the budget").isEqualTo("ACTIVE");
    }

    @Test
    @Order(1)
    void aGamesHouseBotsStopAtItsMoveBudget() throws Exception {
        double before = metrics.counter("tabletop.bots.budget-exhausted").count();
        FromAddress local = FromAddress.of("127.0.0.1"); // (no contract check on the way: these must be quick)
        String id = created(local.post("/api/v1/games", "{\"type\":\"COUP\",\"seats\":2,\"options\":{\"firstSeat\":0}}"))
                .get("id").asText();
        created(local.post("/api/v1/games/" + id + "/seats", "{\"bot\":\"COUP_HEURISTIC\"}"));
        created(local.post("/api/v1/games/" + id + "/seats", "{\"bot\":\"COUP_HEURISTIC\"}"));
        long deadline = System.currentTimeMillis() + 10_000;
        while (!"1".equals(Db.one("SELECT bot_moves FROM games WHERE id = ?::uuid", id))
                && System.currentTimeMillis() < deadline) {
            Thread.sleep(50);
        }
        assertThat(Db.one("SELECT bot_moves FROM games WHERE id = ?::uuid", id)).isEqualTo("1");
        long version = Api.version(id);
        Thread.sleep(1_500); // several sweeps
        assertThat(Api.version(id)).as("no bot moves past the budget").isEqualTo(version);
        assertThat(Db.one("SELECT bot_moves FROM games WHERE id = ?::uuid", id)).isEqualTo("1");
        assertThat(Api.summary(id).get("status").asText()).isEqualTo("ACTIVE");
        assertThat(metrics.counter("tabletop.bots.budget-exhausted").count()).isGreaterThan(before);
        List<JsonNode> moves = Api.events(id, null).stream()
                .filter(e -> e.get("type").asText().equals("ACTION_DECLARED")).toList();
        assertThat(moves).hasSize(1);
    }

    @Test
    @Order(3)
    void anOpenGameNobodySitsAtClosesSoon() throws Exception {
        FromAddress local = FromAddress.of("127.0.0.1");
        String empty = created(local.post("/api/v1/games", "{\"type\":\"COUP\",\"seats\":2}")).get("id").asText();
        String seated = created(local.post("/api/v1/games", "{\"type\":\"COUP\",\"seats\":2}")).get("id").asText();
        created(local.post("/api/v1/games/" + seated + "/seats", "{\"name\":\"waiting\"}"));
        long deadline = System.currentTimeMillis() + 20_000;
        while (!Api.summary(empty).get("status").asText().equals("FINISHED") && System.currentTimeMillis() < deadline) {
            Thread.sleep(100);
        }
        assertThat(Api.summary(empty).get("status").asText()).isEqualTo("FINISHED");
        JsonNode abandoned = Api.events(empty, null).getLast();
        assertThat(abandoned.get("type").asText()).isEqualTo("GAME_ABANDONED");
        assertThat(abandoned.get("data").get("openSeconds").asLong()).isEqualTo(3);
        assertThat(Api.summary(seated).get("status").asText()).as("somebody waits at it").isEqualTo("OPEN");
    }
}
