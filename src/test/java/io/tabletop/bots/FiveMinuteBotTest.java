package io.tabletop.bots;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.client.api.GamesApi;
import io.tabletop.client.model.CreateGameRequest;
import java.net.URL;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The docs' Java loop ({@link FiveMinuteBot}) plays a whole game against a house bot. */
@QuarkusTest
class FiveMinuteBotTest {

    @TestHTTPResource("/")
    URL server;

    @Test
    void theReadmeJavaLoopPlaysAWholeGame() throws Exception {
        String base = server.toString().replaceAll("/$", "");
        GamesApi games = new GamesApi(ReferenceBot.client(base, null));
        UUID id = games.createGame(new CreateGameRequest().type(CreateGameRequest.TypeEnum.COUP).seats(2).options(Map.of("seed", "five-minutes")))
                .getId();
        assertThat(HouseBotHttp.seatBot(base, id, 1, "COUP_HEURISTIC").path("_status").asInt()).isEqualTo(201);
        FiveMinuteBot.main(new String[] {base, id.toString()});
        assertThat(games.getGame(id, null).getStatus().getValue()).isEqualTo("FINISHED");
    }
}
