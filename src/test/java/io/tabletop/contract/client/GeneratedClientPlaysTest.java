package io.tabletop.contract.client;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.client.ApiClient;
import io.tabletop.client.api.GamesApi;
import io.tabletop.client.api.PlayApi;
import io.tabletop.client.model.Command;
import io.tabletop.client.model.CopycatCommand;
import io.tabletop.client.model.CopycatEventView;
import io.tabletop.client.model.CopycatEventViewGameEnded;
import io.tabletop.client.model.CopycatEventsPage;
import io.tabletop.client.model.CopycatLegalMoves;
import io.tabletop.client.model.CopycatMoveResult;
import io.tabletop.client.model.CopycatStateResult;
import io.tabletop.client.model.CoupCommand;
import io.tabletop.client.model.CoupEventView;
import io.tabletop.client.model.CoupEventViewGameWon;
import io.tabletop.client.model.CoupEventsPage;
import io.tabletop.client.model.CoupLegalMoves;
import io.tabletop.client.model.CoupMoveResult;
import io.tabletop.client.model.CoupStateResult;
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
import org.junit.jupiter.api.Test;

/**
 * Issue 10: the Java client generated from openapi/openapi.yaml (openapi-generator, at generate-test-sources) plays
 * complete games against the test server, through the client only: create, take seats, then the awaited seats send
 * one of their legal moves (passing often, so games end) at the version they read, until the game is over; then the
 * whole event log is read back, typed per event. Every answer names its game, so the client reads
 * {@code CoupLegalMoves}, {@code CopycatStateResult}… without guessing.
 */
@QuarkusTest
class GeneratedClientPlaysTest {

    @TestHTTPResource("/")
    URL server;

    @Test
    void theGeneratedClientPlaysACompleteCoupGame() throws Exception {
        Table t = open("COUP", 3, "client-coup");
        Random random = new Random(1);
        GameSummary game = t.games.getGame(t.id, null);
        int moves = 0;
        while (!"FINISHED".equals(game.getStatus().getValue())) {
            PlayApi player = t.awaited(game, random);
            CoupLegalMoves legal = (CoupLegalMoves) player.getLegalMoves(t.id, null).getActualInstance();
            assertThat(legal.getGame()).hasToString("COUP");
            CoupCommand move = pick(legal.getMoves(), random);
            CoupMoveResult done = (CoupMoveResult) player.makeMove(t.id, etag(game), new Command(move), null)
                    .getActualInstance();
            assertThat(done.getVersion()).isGreaterThan(game.getVersion());
            assertThat(done.getEvents()).isNotEmpty();
            assertThat(++moves).as("the game should end").isLessThan(20_000);
            game = t.games.getGame(t.id, null);
        }
        assertThat(game.getWinners()).isNotEmpty();
        CoupStateResult end = (CoupStateResult) new PlayApi(client(null)).getState(t.id, null, null, null, null)
                .getActualInstance();
        assertThat(end.getStatus().getValue()).isEqualTo("FINISHED");
        assertThat(end.getView()).isNotNull();
        List<CoupEventView> log = new ArrayList<>();
        Long after = 0L;
        while (after != null) {
            CoupEventsPage page = (CoupEventsPage) new PlayApi(client(null)).getEvents(t.id, after, null, null, 200, null)
                    .getActualInstance();
            log.addAll(page.getEvents());
            after = page.getNext();
        }
        assertThat(log).hasSize(Math.toIntExact(game.getVersion()));
        assertThat(log.getLast().getActualInstance()).isInstanceOf(CoupEventViewGameWon.class);
    }

    @Test
    void theGeneratedClientPlaysACompleteCopycatGame() throws Exception {
        Table t = open("COPYCAT", 3, "client-copycat");
        Random random = new Random(2);
        GameSummary game = t.games.getGame(t.id, null);
        int moves = 0;
        while (!"FINISHED".equals(game.getStatus().getValue())) {
            PlayApi player = t.awaited(game, random);
            CopycatStateResult state = (CopycatStateResult) player.getState(t.id, null, null, null, null)
                    .getActualInstance();
            assertThat(state.getView()).isNotNull();
            CopycatLegalMoves legal = (CopycatLegalMoves) player.getLegalMoves(t.id, null).getActualInstance();
            assertThat(legal.getMoves()).hasSameSizeAs(state.getMoves());
            CopycatCommand move = pick(legal.getMoves(), random);
            CopycatMoveResult done = (CopycatMoveResult) player.makeMove(t.id, etag(game), new Command(move), null)
                    .getActualInstance();
            assertThat(done.getVersion()).isGreaterThan(game.getVersion());
            assertThat(++moves).as("the game should end").isLessThan(20_000);
            game = t.games.getGame(t.id, null);
        }
        assertThat(game.getWinners()).isNotEmpty();
        CopycatEventsPage last = (CopycatEventsPage) new PlayApi(client(null))
                .getEvents(t.id, game.getVersion() - 1, null, null, 10, null).getActualInstance();
        CopycatEventView end = last.getEvents().getLast();
        assertThat(end.getActualInstance()).isInstanceOf(CopycatEventViewGameEnded.class);
    }

    private record Table(GamesApi games, UUID id, List<PlayApi> players) {
        PlayApi awaited(GameSummary game, Random random) {
            assertThat(game.getStatus().getValue()).isEqualTo("ACTIVE");
            List<Integer> awaiting = game.getAwaiting();
            return players.get(awaiting.get(random.nextInt(awaiting.size())));
        }
    }

    private Table open(String type, int seats, String seed) throws Exception {
        GamesApi games = new GamesApi(client(null));
        CreatedGame created = games.createGame(new CreateGameRequest().type(CreateGameRequest.TypeEnum.fromValue(type)).seats(seats)
                .options(Map.of("seed", seed)));
        List<PlayApi> players = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            String token = games.takeSeat(created.getId(), new TakeSeatRequest().name("bot" + s)).getToken();
            players.add(new PlayApi(client(token)));
        }
        return new Table(games, created.getId(), players);
    }

    private static String etag(GameSummary game) {
        return "\"" + game.getVersion() + "\"";
    }

    /** Random, passing more often than not, as the HTTP game tests do, so games are varied but end. */
    private static <C> C pick(List<C> legal, Random random) {
        assertThat(legal).isNotEmpty();
        for (C c : legal) {
            if ("PASS".equals(type(c)) && random.nextInt(3) > 0) return c;
        }
        return legal.get(random.nextInt(legal.size()));
    }

    /** The command's wire type, as the client would send it. */
    private static String type(Object c) {
        return new ApiClient().getObjectMapper().valueToTree(c).path("type").asText();
    }

    private ApiClient client(String token) {
        ApiClient c = new ApiClient();
        c.updateBaseUri(server.toString().replaceAll("/$", ""));
        if (token != null) c.setRequestInterceptor(b -> b.header("Authorization", "Bearer " + token));
        return c;
    }
}
