package io.tabletop.contract.client;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.client.ApiClient;
import io.tabletop.client.api.GamesApi;
import io.tabletop.client.api.PlayApi;
import io.tabletop.client.model.Command;
import io.tabletop.client.model.CreateGameRequest;
import io.tabletop.client.model.CreatedGame;
import io.tabletop.client.model.GameSummary;
import io.tabletop.client.model.TakeSeatRequest;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 10: the Java client generated from openapi/openapi.yaml (openapi-generator, at generate-test-sources) plays
 * complete games against the test server, through the client only: create, take seats, then the awaited seats send
 * one of their legal moves (passing often, so games end) at the version they read, until the game is over.
 */
@QuarkusTest
class GeneratedClientPlaysTest {

    @TestHTTPResource("/")
    URL server;

    @ParameterizedTest
    @CsvSource({"COUP, 3, client-coup", "COPYCAT, 3, client-copycat"})
    void item5_theGeneratedClientPlaysACompleteGame(String type, int seats, String seed) throws Exception {
        GamesApi games = new GamesApi(client(null));
        CreatedGame created = games.createGame(new CreateGameRequest().type(type).seats(seats)
                .options(Map.of("seed", seed)));
        UUID id = created.getId();
        List<PlayApi> players = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            String token = games.takeSeat(id, new TakeSeatRequest().name("bot" + s)).getToken();
            players.add(new PlayApi(client(token)));
        }
        Random random = new Random(seed.hashCode());
        int moves = 0;
        GameSummary game = games.getGame(id, null);
        while (!"FINISHED".equals(game.getStatus())) {
            assertThat(game.getStatus()).isEqualTo("ACTIVE");
            List<Integer> awaiting = game.getAwaiting();
            PlayApi player = players.get(awaiting.get(random.nextInt(awaiting.size())));
            List<Command> legal = player.getLegalMoves(id, null).getMoves();
            assertThat(legal).isNotEmpty();
            Command move = pick(legal, random);
            long version = player.makeMove(id, "\"" + game.getVersion() + "\"", move, null).getVersion();
            assertThat(version).isGreaterThan(game.getVersion());
            assertThat(++moves).as("the game should end").isLessThan(20_000);
            game = games.getGame(id, null);
        }
        assertThat(game.getWinners()).isNotEmpty();
        assertThat(new PlayApi(client(null)).getState(id, null, null, null, null).getStatus()).isEqualTo("FINISHED");
    }

    /** Random, passing more often than not, as the HTTP game tests do, so games are varied but end. */
    private static Command pick(List<Command> legal, Random random) {
        for (Command c : legal) {
            if ("PASS".equals(type(c)) && random.nextInt(3) > 0) return c;
        }
        return legal.get(random.nextInt(legal.size()));
    }

    /** The command's wire type, as the client would send it. */
    private static String type(Command c) {
        try {
            return new ApiClient().getObjectMapper().valueToTree(c).path("type").asText();
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    private ApiClient client(String token) {
        ApiClient c = new ApiClient();
        c.updateBaseUri(server.toString().replaceAll("/$", ""));
        if (token != null) c.setRequestInterceptor(b -> b.header("Authorization", "Bearer " + token));
        return c;
    }
}
