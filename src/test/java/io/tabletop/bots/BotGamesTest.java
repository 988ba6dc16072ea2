package io.tabletop.bots;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.client.ApiClient;
import io.tabletop.client.api.AuditApi;
import io.tabletop.client.api.GamesApi;
import io.tabletop.client.model.CreateGameRequest;
import io.tabletop.client.model.GameSummary;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The reference bots, through the generated client only, finish complete games of each game type against the test
 * server, one thread per seat, following each game through its live stream ({@code …/events?include=state}); the
 * audit of every game verifies. When the stream is refused, a bot falls back to long-polling. One game loses a fifth of the move answers on the
 * way back (the move landed, the bot never heard): the bots retry with the same Idempotency-Key and no move lands
 * twice.
 */
@QuarkusTest
class BotGamesTest {

    @TestHTTPResource("/")
    URL server;

    @Test
    void referenceBotsFinishACoupGame() throws Exception {
        List<ReferenceBot.Stats> stats = play("COUP", Map.of("variant", "MEDIA", "seed", "bot-games-coup"),
                List.of("COUP_HEURISTIC", "COUP_RANDOM", "COUP_HEURISTIC", "COUP_RANDOM"), 0);
        assertThat(stats).allMatch(ReferenceBot.Stats::finished);
    }

    @Test
    void referenceBotsFinishACopycatGame() throws Exception {
        List<ReferenceBot.Stats> stats = play("COPYCAT", Map.of("seed", "bot-games-copycat"),
                List.of("COPYCAT_HEURISTIC", "COPYCAT_RANDOM", "COPYCAT_HEURISTIC"), 0);
        assertThat(stats).allMatch(ReferenceBot.Stats::finished);
    }

    @Test
    void referenceBotsFinishAnInwoGameWithStarterDecks() throws Exception {
        List<ReferenceBot.Stats> stats = play("INWO", Map.of("seed", "bot-games-inwo"),
                List.of("INWO_HEURISTIC", "INWO_RANDOM"), List.of("bavarian-government", "gnomes-money"), 0, b -> {});
        assertThat(stats).allMatch(ReferenceBot.Stats::finished);
    }

    /**
     * One bot's stream is refused (its stream request asks for text/html: the server answers 406): that bot
     * long-polls the state instead, the other follows the stream, and the game ends all the same.
     */
    @Test
    void aBotWhoseStreamIsRefusedFallsBackToLongPolling() throws Exception {
        List<ReferenceBot.Stats> stats = play("COUP", Map.of("variant", "MEDIA", "seed", "bot-games-fallback"),
                List.of("COUP_HEURISTIC", "COUP_RANDOM"), null, 0, b -> {
                    if (b.seat() == 0) b.streamClient(c -> {
                        var token = c.getRequestInterceptor();
                        c.setRequestInterceptor(r -> {
                            token.accept(r);
                            r.setHeader("Accept", "text/html");
                        });
                    });
                });
        assertThat(stats).allMatch(ReferenceBot.Stats::finished);
        ReferenceBot.Stats refused = stats.get(0);
        assertThat(refused.streamRefusals()).isEqualTo(1);
        assertThat(refused.streamed()).isZero();
        assertThat(refused.polled()).isGreaterThan(refused.moves());
        ReferenceBot.Stats streaming = stats.get(1);
        assertThat(streaming.streamRefusals()).isZero();
        assertThat(streaming.streamed()).isPositive();
    }

    @Test
    void referenceBotsRetryLostAnswersWithTheSameIdempotencyKey() throws Exception {
        List<ReferenceBot.Stats> stats = play("COUP", Map.of("variant", "UN", "seed", "bot-games-lossy"),
                List.of("COUP_HEURISTIC", "COUP_RANDOM", "COUP_RANDOM"), 0.2);
        assertThat(stats).allMatch(ReferenceBot.Stats::finished);
        assertThat(stats.stream().mapToLong(ReferenceBot.Stats::retries).sum()).isPositive();
    }

    List<ReferenceBot.Stats> play(String type, Map<String, Object> options, List<String> bots, double lossRate)
            throws Exception {
        List<ReferenceBot.Stats> stats = play(type, options, bots, null, lossRate, b -> {});
        // every bot followed the game through the live stream; GETs of the state only after a 412 or a refusal
        for (ReferenceBot.Stats s : stats) {
            assertThat(s.streamRefusals()).as(s.name()).isZero();
            assertThat(s.streamed()).as(s.name()).isPositive();
        }
        return stats;
    }

    /**
     * Plays one game; {@code decks}: each seat's starter deck (null: no decks); {@code lossRate}: the share of move
     * answers thrown away after the server sent them; {@code tweak}: adjusts each bot before it plays.
     */
    List<ReferenceBot.Stats> play(String type, Map<String, Object> options, List<String> bots, List<String> decks,
                                  double lossRate, java.util.function.Consumer<ReferenceBot> tweak) throws Exception {
        String base = server.toString();
        GamesApi games = new GamesApi(ReferenceBot.client(base, null));
        UUID id = games.createGame(new CreateGameRequest().type(CreateGameRequest.TypeEnum.fromValue(type)).seats(bots.size()).options(options)).getId();
        AtomicInteger lost = new AtomicInteger();
        List<ReferenceBot> players = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) {
            Random loss = new Random(i);
            players.add(ReferenceBot.join(base, id, i, "bot" + i, Bots.get(bots.get(i)), 100 + i,
                    decks == null ? null : decks.get(i), c -> {
                if (lossRate > 0) c.setResponseInterceptor(r -> {
                    if (r.request().method().equals("POST") && r.statusCode() == 200 && loss.nextDouble() < lossRate) {
                        lost.incrementAndGet();
                        throw new UncheckedIOException(new java.io.IOException("simulated: the answer was lost"));
                    }
                });
            }));
            tweak.accept(players.getLast());
        }
        ExecutorService pool = Executors.newFixedThreadPool(players.size());
        List<ReferenceBot.Stats> stats = new ArrayList<>();
        try {
            List<Future<ReferenceBot.Stats>> running = new ArrayList<>();
            for (ReferenceBot b : players) running.add(pool.submit(b));
            for (Future<ReferenceBot.Stats> f : running) stats.add(f.get(5, TimeUnit.MINUTES));
        } finally {
            pool.shutdownNow();
        }
        GameSummary end = games.getGame(id, null);
        assertThat(end.getStatus().getValue()).isEqualTo("FINISHED");
        assertThat(end.getWinners()).isNotEmpty();
        long accepted = stats.stream().mapToLong(ReferenceBot.Stats::moves).sum();
        ApiClient anonymous = ReferenceBot.client(base, null);
        var audit = new AuditApi(anonymous).auditGame(id, null);
        assertThat(audit.getVerified()).isTrue();
        // every accepted move (a lost answer's move included, once) is one SEAT-caused batch in the log
        long seatMoves = audit.getEvents().stream()
                .map(e -> anonymous.getObjectMapper().valueToTree(e))
                .filter(e -> ((com.fasterxml.jackson.databind.JsonNode) e).path("meta").path("source").asText().equals("SEAT")
                        && !((com.fasterxml.jackson.databind.JsonNode) e).path("meta").path("command").path("type").asText().equals("TAKE_SEAT"))
                .count();
        assertThat(seatMoves).isEqualTo(accepted);
        System.out.printf("%s game %s: %d moves, %d answers lost, %s%n", type, id, accepted, lost.get(), stats);
        return stats;
    }
}
