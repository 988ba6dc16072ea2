package io.tabletop.bots;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.client.ApiClient;
import io.tabletop.client.api.AuditApi;
import io.tabletop.client.api.GamesApi;
import io.tabletop.client.model.CreateGameRequest;
import java.net.URL;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * House bots at the table: one seat played over HTTP (a reference bot through the generated client), the others by
 * bots inside the service, to the end; the audit verifies, every bot move's cause says BOT, every human move's SEAT.
 */
@QuarkusTest
class HouseBotTest {

    @TestHTTPResource("/")
    URL server;

    @Test
    void onePersonPlaysCoupAgainstThreeHouseBots() throws Exception {
        playAgainstHouseBots("COUP", Map.of("seed", "house-coup", "variant", "MEDIA"),
                List.of("COUP_HEURISTIC", "COUP_RANDOM", "COUP_HEURISTIC"));
    }

    @Test
    void onePersonPlaysCopycatAgainstTwoHouseBots() throws Exception {
        playAgainstHouseBots("COPYCAT", Map.of("seed", "house-copycat"), List.of("COPYCAT_HEURISTIC", "COPYCAT_RANDOM"));
    }

    @Test
    void botSeatsAreRefusedForAnotherGameTypeOrAnUnknownBot() throws Exception {
        GamesApi games = new GamesApi(ReferenceBot.client(server.toString(), null));
        UUID id = games.createGame(new CreateGameRequest().type(CreateGameRequest.TypeEnum.COUP).seats(2)).getId();
        assertThat(HouseBotHttp.seatBot(server.toString(), id, null, "COPYCAT_HEURISTIC").path("code").asText())
                .isEqualTo("UNKNOWN_BOT");
        assertThat(HouseBotHttp.seatBot(server.toString(), id, null, "NOBODY").path("_status").asInt()).isEqualTo(422);
        assertThat(games.getGame(id, null).getVersion()).as("nothing appended").isEqualTo(1);
    }

    @Test
    void gameTypesListTheBotsOfEachGame() throws Exception {
        ApiClient c = ReferenceBot.client(server.toString(), null);
        JsonNode types = c.getObjectMapper().valueToTree(new GamesApi(c).listGameTypes());
        // the generated model does not know "bots" yet: read it raw
        JsonNode raw = new com.fasterxml.jackson.databind.ObjectMapper().readTree(
                new URL(server, "/api/v1/game-types").openStream());
        for (JsonNode t : raw.path("types")) {
            List<String> ids = new java.util.ArrayList<>();
            t.path("bots").forEach(b -> ids.add(b.path("id").asText()));
            String type = t.path("type").asText();
            assertThat(ids).as(type).contains(type + "_RANDOM");
            assertThat(ids).as(type).contains(type + "_HEURISTIC");
            t.path("bots").forEach(b -> assertThat(b.path("description").asText()).isNotBlank());
        }
        assertThat(types.path("types").size()).isEqualTo(raw.path("types").size());
    }

    private void playAgainstHouseBots(String type, Map<String, Object> options, List<String> bots) throws Exception {
        String base = server.toString();
        GamesApi games = new GamesApi(ReferenceBot.client(base, null));
        UUID id = games.createGame(new CreateGameRequest().type(CreateGameRequest.TypeEnum.fromValue(type)).seats(bots.size() + 1).options(options)).getId();
        for (int i = 0; i < bots.size(); i++) {
            JsonNode grant = HouseBotHttp.seatBot(base, id, i + 1, bots.get(i));
            assertThat(grant.path("_status").asInt()).isEqualTo(201);
            assertThat(grant.path("bot").asText()).isEqualTo(bots.get(i));
            assertThat(grant.path("token").isNull()).as("a bot seat has no token").isTrue();
        }
        ReferenceBot human = ReferenceBot.join(base, id, 0, "human", Bots.get(type + "_HEURISTIC"), 7);
        var pool = Executors.newSingleThreadExecutor();
        ReferenceBot.Stats stats;
        try {
            stats = pool.submit(human).get(4, TimeUnit.MINUTES);
        } finally {
            pool.shutdownNow();
        }
        assertThat(stats.finished()).isTrue();
        assertThat(games.getGame(id, null).getStatus().getValue()).isEqualTo("FINISHED");
        ApiClient anonymous = ReferenceBot.client(base, null);
        JsonNode audit = anonymous.getObjectMapper().valueToTree(new AuditApi(anonymous).auditGame(id, null));
        assertThat(audit.path("verified").asBoolean()).as(audit.path("checks").toString()).isTrue();
        int botMoves = 0;
        for (JsonNode e : audit.path("events")) {
            JsonNode meta = e.path("meta");
            if (meta.isMissingNode() || meta.isNull() || !meta.has("seat")) continue;
            int seat = meta.path("seat").asInt();
            String source = meta.path("source").asText();
            if (source.equals("TIMEOUT")) continue;
            assertThat(source).as("event " + e.path("seq")).isEqualTo(seat == 0 ? "SEAT" : "BOT");
            if (seat != 0 && !meta.path("command").path("type").asText().equals("TAKE_SEAT")) botMoves++;
            if (seat != 0 && meta.path("command").path("type").asText().equals("TAKE_SEAT")) {
                assertThat(meta.path("command").path("bot").asText()).isEqualTo(bots.get(seat - 1));
            }
        }
        assertThat(botMoves).isPositive();
        System.out.printf("%s house-bot game %s: human %s, %d bot moves%n", type, id, stats, botMoves);
    }
}
