package io.tabletop.bots;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tabletop.client.api.AuditApi;
import io.tabletop.client.api.GamesApi;
import io.tabletop.client.model.CreateGameRequest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A house bot keeps playing across restarts of the packaged service, and the restart changes nothing: the same seeded
 * 2-seat Coup game (seat 0 a reference bot over HTTP, seat 1 the house bot COUP_HEURISTIC; both decide from the
 * position only, so the game is a function of its seed) is played once straight and once cut in three: up to move
 * 6 on a first service; one human move on a second service whose house bots are switched off
 * ({@code TABLETOP_BOTS_ENABLED=false}), leaving the bot awaited with no commit left to hear of; then a third service
 * must find the awaited bot seat by itself at start-up and play on to the end. Both logs are equal event for event
 * (type and data), and both audits verify.
 */
class HouseBotRestartIT {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Map<String, Object> OPTIONS = Map.of("seed", "house-bot-restart", "variant", "MEDIA", "firstSeat", 0);

    @TempDir
    Path dir;

    @Test
    void aHouseBotPlaysOnAfterARestartAndTheGameIsTheSameAsWithout() throws Exception {
        Path data = dir.resolve("pg");
        List<JsonNode> straight;
        UUID cut;
        String token;
        // 1: the game played straight; the second game up to its 6th version with the human to move
        try (PackagedService s = PackagedService.start(dir.resolve("first.log"), data, true)) {
            UUID id = newGame(s.url());
            ReferenceBot human = ReferenceBot.join(s.url(), id, 0, "human", Bots.get("COUP_HEURISTIC"), 1).dicePerVersion();
            assertThat(human.call().finished()).isTrue();
            straight = log(s.url(), id);
            cut = newGame(s.url());
            ReferenceBot first = ReferenceBot.join(s.url(), cut, 0, "human", Bots.get("COUP_HEURISTIC"), 1).dicePerVersion()
                    .until(st -> st.version() >= 6 && st.awaited());
            assertThat(first.call().finished()).isFalse();
            token = first.token();
        }
        // 2: bots off; the human moves once, so that the house bot is awaited and nobody plays it
        long awaitingBotAt;
        try (PackagedService s = PackagedService.start(dir.resolve("second.log"), data, false)) {
            ReferenceBot.Stats once = ReferenceBot.resume(s.url(), cut, 0, token, "human", Bots.get("COUP_HEURISTIC"), 1)
                    .dicePerVersion().until(st -> !st.awaited()).call();
            assertThat(once.moves()).isEqualTo(1);
            JsonNode game = JSON.readTree(get(s.url() + "/api/v1/games/" + cut));
            awaitingBotAt = game.path("version").asLong();
            assertThat(game.path("awaiting").toString()).isEqualTo("[1]");
            Thread.sleep(3000); // a sweep or two: still nobody plays the bot here
            assertThat(JSON.readTree(get(s.url() + "/api/v1/games/" + cut)).path("version").asLong()).isEqualTo(awaitingBotAt);
        }
        // 3: bots on again: the start-up sweep finds the awaited bot seat; the human plays on to the end
        try (PackagedService s = PackagedService.start(dir.resolve("third.log"), data, true)) {
            ReferenceBot.Stats rest = ReferenceBot.resume(s.url(), cut, 0, token, "human", Bots.get("COUP_HEURISTIC"), 1)
                    .dicePerVersion().call();
            assertThat(rest.finished()).isTrue();
            List<JsonNode> restarted = log(s.url(), cut);
            assertThat(restarted.size()).isGreaterThan((int) awaitingBotAt);
            assertThat(restarted).as("the same game with and without restarts").isEqualTo(straight);
        }
    }

    private static UUID newGame(String url) throws Exception {
        GamesApi games = new GamesApi(ReferenceBot.client(url, null));
        UUID id = games.createGame(new CreateGameRequest().type(CreateGameRequest.TypeEnum.COUP).seats(2).options(OPTIONS)).getId();
        assertThat(HouseBotHttp.seatBot(url, id, 1, "COUP_HEURISTIC").path("_status").asInt()).isEqualTo(201);
        return id;
    }

    /** The audited log as (type, data, meta) per event, after checking that it verifies. */
    private static List<JsonNode> log(String url, UUID id) throws Exception {
        var client = ReferenceBot.client(url, null);
        JsonNode audit = client.getObjectMapper().valueToTree(new AuditApi(client).auditGame(id, null));
        assertThat(audit.path("verified").asBoolean()).as(audit.path("checks").toString()).isTrue();
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode e : audit.path("events")) {
            var n = JSON.createObjectNode();
            n.set("type", e.path("type"));
            n.set("data", e.path("data"));
            n.set("meta", e.path("meta"));
            out.add(n);
        }
        return out;
    }

    private static String get(String url) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }
}
