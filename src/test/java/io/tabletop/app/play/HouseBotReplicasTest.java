package io.tabletop.app.play;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.bots.Bots;
import io.tabletop.bots.HouseBotHttp;
import io.tabletop.bots.ReferenceBot;
import io.tabletop.client.ApiClient;
import io.tabletop.client.api.AuditApi;
import io.tabletop.client.api.GamesApi;
import io.tabletop.client.model.CreateGameRequest;
import jakarta.inject.Inject;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * Several replicas driving the same house bots at once: besides this instance's own driver, three more threads keep
 * calling {@link HouseBots#drive} on the game for its whole length, as other replicas hearing the same commits would.
 * They decide the same positions with the same dice and send the same requests (same Idempotency-Key), so the losers
 * get the first answer or a 412: the game ends normally, every bot move is in the log once, and the audit verifies.
 */
@QuarkusTest
class HouseBotReplicasTest {

    @TestHTTPResource("/")
    URL server;

    @Inject
    HouseBots houseBots;

    @Test
    void botsDrivenFromSeveralPlacesAtOnceStillMoveOnceEach() throws Exception {
        String base = server.toString();
        GamesApi games = new GamesApi(ReferenceBot.client(base, null));
        UUID id = games.createGame(new CreateGameRequest().type(CreateGameRequest.TypeEnum.COPYCAT).seats(3)
                .options(Map.of("seed", "house-bot-replicas"))).getId();
        assertThat(HouseBotHttp.seatBot(base, id, 1, "COPYCAT_HEURISTIC").path("_status").asInt()).isEqualTo(201);
        assertThat(HouseBotHttp.seatBot(base, id, 2, "COPYCAT_RANDOM").path("_status").asInt()).isEqualTo(201);
        ReferenceBot human = ReferenceBot.join(base, id, 0, "human", Bots.get("COPYCAT_RANDOM"), 5);
        AtomicBoolean over = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> replicas = new ArrayList<>();
            for (int r = 0; r < 3; r++) {
                replicas.add(pool.submit(() -> {
                    while (!over.get()) {
                        houseBots.drive(id);
                        Thread.sleep(5);
                    }
                    return null;
                }));
            }
            assertThat(pool.submit(human).get(4, TimeUnit.MINUTES).finished()).isTrue();
            over.set(true);
            for (Future<?> f : replicas) f.get(1, TimeUnit.MINUTES); // none of them failed
        } finally {
            over.set(true);
            pool.shutdownNow();
        }
        ApiClient anonymous = ReferenceBot.client(base, null);
        JsonNode audit = anonymous.getObjectMapper().valueToTree(new AuditApi(anonymous).auditGame(id, null));
        assertThat(audit.path("verified").asBoolean()).as(audit.path("checks").toString()).isTrue();
        long botMoves = 0;
        for (JsonNode e : audit.path("events")) {
            if ("BOT".equals(e.path("meta").path("source").asText())) botMoves++;
        }
        assertThat(botMoves).isGreaterThan(10);
    }
}
