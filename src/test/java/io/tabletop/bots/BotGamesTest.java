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
 * server, one thread per seat; the audit of every game verifies. One game loses a fifth of the move answers on the
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
    void referenceBotsRetryLostAnswersWithTheSameIdempotencyKey() throws Exception {
        List<ReferenceBot.Stats> stats = play("COUP", Map.of("variant", "UN", "seed", "bot-games-lossy"),
                List.of("COUP_HEURISTIC", "COUP_RANDOM", "COUP_RANDOM"), 0.2);
        assertThat(stats).allMatch(ReferenceBot.Stats::finished);
        assertThat(stats.stream().mapToLong(ReferenceBot.Stats::retries).sum()).isPositive();
    }

    /** Plays one game; {@code lossRate}: the share of move answers thrown away after the server sent them. */
    List<ReferenceBot.Stats> play(String type, Map<String, Object> options, List<String> bots, double lossRate)
            throws Exception {
        String base = server.toString();
        GamesApi games = new GamesApi(ReferenceBot.client(base, null));
        UUID id = games.createGame(new CreateGameRequest().type(type).seats(bots.size()).options(options)).getId();
        AtomicInteger lost = new AtomicInteger();
        List<ReferenceBot> players = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) {
            Random loss = new Random(i);
            players.add(ReferenceBot.join(base, id, i, "bot" + i, Bots.get(bots.get(i)), 100 + i, c -> {
                if (lossRate > 0) c.setResponseInterceptor(r -> {
                    if (r.request().method().equals("POST") && r.statusCode() == 200 && loss.nextDouble() < lossRate) {
                        lost.incrementAndGet();
                        throw new UncheckedIOException(new java.io.IOException("simulated: the answer was lost"));
                    }
                });
            }));
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
        assertThat(end.getStatus()).isEqualTo("FINISHED");
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
