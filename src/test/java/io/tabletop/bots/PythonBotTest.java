package io.tabletop.bots;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The docs' Python example (src/bots/python/coup_bot.py, standard library only) plays complete games against the
 * test server, following them through the live stream: a 3-seat game against two house bots, and a seat of a game
 * somebody else created; and once with {@code --poll} (long-polling, what it falls back to when the stream is
 * refused). Without python3 the test fails saying so.
 */
@QuarkusTest
class PythonBotTest {

    private static final String BOT = "src/bots/python/coup_bot.py";

    @TestHTTPResource("/")
    URL server;

    @Test
    void thePythonBotPlaysACompleteGameAgainstHouseBots() throws Exception {
        ExternalBots.need("python3", BOT);
        String out = ExternalBots.run(List.of("python3", BOT, "--server", server.toString(), "--new", "3",
                "--seed", "python-bot"), Map.of(), 180);
        assertThat(out).contains("2 house bots (COUP_HEURISTIC) at the table").contains("game over after")
                .containsPattern("states: [1-9][0-9]* from the live stream");
    }

    @Test
    void thePythonBotLongPollsWithPoll() throws Exception {
        ExternalBots.need("python3", BOT);
        String out = ExternalBots.run(List.of("python3", BOT, "--server", server.toString(), "--new", "2",
                "--seed", "python-bot-poll", "--poll"), Map.of(), 180);
        assertThat(out).contains("game over after").contains("states: 0 from the live stream");
    }

    @Test
    void thePythonBotTakesASeatOfAnotherGameAndPlaysItToTheEnd() throws Exception {
        ExternalBots.need("python3", BOT);
        var games = new io.tabletop.client.api.GamesApi(ReferenceBot.client(server.toString(), null));
        var id = games.createGame(new io.tabletop.client.model.CreateGameRequest().type(io.tabletop.client.model.CreateGameRequest.TypeEnum.COUP).seats(2)
                .options(Map.of("seed", "python-bot-2"))).getId();
        var opponent = ReferenceBot.join(server.toString(), id, 1, "java", Bots.get("COUP_RANDOM"), 3);
        var pool = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            var java = pool.submit(opponent);
            String out = ExternalBots.run(List.of("python3", BOT, "--server", server.toString(), "--game", id.toString(),
                    "--name", "py"), Map.of(), 180);
            assertThat(out).contains("seat 0 of game " + id).contains("game over after")
                    .containsPattern("states: [1-9][0-9]* from the live stream");
            assertThat(java.get().finished()).isTrue();
        } finally {
            pool.shutdownNow();
        }
        assertThat(games.getGame(id, null).getStatus().getValue()).isEqualTo("FINISHED");
    }
}
