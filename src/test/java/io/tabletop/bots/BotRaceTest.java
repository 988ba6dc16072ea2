package io.tabletop.bots;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.client.api.GamesApi;
import io.tabletop.client.model.CreateGameRequest;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * Two reference bots racing for the same reaction window (3-seat Coup; seat 0 opens with LOCAL_BUSINESS, which anyone
 * may block): both read the window at the same version, meet at a barrier, and send at once. Blocking, one wins and
 * the other gets 412, re-reads, finds the window closed and plays on; passing, both land (reactions commute). Either
 * way the game then goes on to its end.
 */
@QuarkusTest
class BotRaceTest {

    @TestHTTPResource("/")
    URL server;

    @Test
    void twoBotsBlockingAtOnceOneWinsTheOtherRereadsAndBothPlayOn() throws Exception {
        List<ReferenceBot> bots = race("BLOCK", "bot-race-block");
        List<String> first = new ArrayList<>();
        for (ReferenceBot b : bots.subList(1, 3)) first.add(b.history().getFirst());
        assertThat(first).as("the first reactions of seats 1 and 2").anyMatch(h -> h.endsWith("BLOCK 200"))
                .anyMatch(h -> h.endsWith("BLOCK 412"));
        assertThat(first.get(0).substring(0, first.get(0).indexOf(' ')))
                .as("both sent at the same version").isEqualTo(first.get(1).substring(0, first.get(1).indexOf(' ')));
    }

    @Test
    void twoBotsPassingAtOnceBothLand() throws Exception {
        List<ReferenceBot> bots = race("PASS", "bot-race-pass");
        for (ReferenceBot b : bots.subList(1, 3)) assertThat(b.history().getFirst()).endsWith("PASS 200");
    }

    private List<ReferenceBot> race(String reaction, String seed) throws Exception {
        String base = server.toString();
        GamesApi games = new GamesApi(ReferenceBot.client(base, null));
        UUID id = games.createGame(new CreateGameRequest().type(CreateGameRequest.TypeEnum.COUP).seats(3)
                .options(Map.of("seed", seed, "firstSeat", 0, "variant", "MEDIA"))).getId();
        CyclicBarrier barrier = new CyclicBarrier(2);
        List<ReferenceBot> bots = new ArrayList<>();
        bots.add(ReferenceBot.join(base, id, 0, "opener", firstTurn("DECLARE", "LOCAL_BUSINESS"), 0));
        for (int seat = 1; seat <= 2; seat++) {
            boolean[] raced = {false};
            bots.add(ReferenceBot.join(base, id, seat, "racer" + seat, firstTurn(reaction, null), seat)
                    .beforeMove(s -> {
                        if (raced[0] || !"REACTIONS".equals(s.view().path("turn").path("step").asText())) return;
                        raced[0] = true;
                        try {
                            barrier.await(30, TimeUnit.SECONDS);
                        } catch (Exception e) {
                            throw new IllegalStateException("the other racer never came", e);
                        }
                    }));
        }
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            List<Future<ReferenceBot.Stats>> running = new ArrayList<>();
            for (ReferenceBot b : bots) running.add(pool.submit(b));
            for (Future<ReferenceBot.Stats> f : running) assertThat(f.get(3, TimeUnit.MINUTES).finished()).isTrue();
        } finally {
            pool.shutdownNow();
        }
        assertThat(games.getGame(id, null).getStatus().getValue()).isEqualTo("FINISHED");
        System.out.printf("race %s: %s / %s%n", reaction, bots.get(1).history(), bots.get(2).history());
        return bots;
    }

    /** In turn 1 the move of {@code type} (with {@code action}, if given); afterwards the heuristic. */
    private static Strategy firstTurn(String type, String action) {
        Strategy heuristic = Bots.get("COUP_HEURISTIC");
        return new Strategy() {
            public String id() {
                return "RACER";
            }

            public String game() {
                return "COUP";
            }

            public String description() {
                return "a scripted first turn";
            }

            public JsonNode choose(SeatState s, RandomGenerator rng) {
                if (s.view().path("turn").path("number").asInt() == 1) {
                    for (JsonNode m : s.movesOfType(type)) {
                        if (action == null || action.equals(m.path("action").asText())) return m;
                    }
                }
                return heuristic.choose(s, rng);
            }
        };
    }
}
