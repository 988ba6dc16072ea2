package io.tabletop.bots;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.tabletop.client.api.GamesApi;
import io.tabletop.client.model.CreateGameRequest;
import io.tabletop.client.model.TakeSeatRequest;
import java.net.URL;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * House bots are woken by commits, not only by the sweep: with the sweep an hour apart, a bot moves because the
 * commit that started its game woke it. Commits of a game still being filled wake none (nothing can be awaited yet),
 * so this also shows that skipping them never skips the commit that starts the game.
 */
@QuarkusTest
@TestProfile(HouseBotWakeTest.NoSweep.class)
class HouseBotWakeTest {

    public static class NoSweep implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("tabletop.bots.sweep", "1h");
        }
    }

    @TestHTTPResource("/")
    URL server;

    @Test
    void aBotTakingTheLastSeatFirstToPlayMovesAtOnce() throws Exception {
        String base = server.toString();
        GamesApi games = new GamesApi(ReferenceBot.client(base, null));
        UUID id = coup(games, 3, 2);
        games.takeSeat(id, new TakeSeatRequest().seat(0).name("human"));
        assertThat(HouseBotHttp.seatBot(base, id, 1, "COUP_RANDOM").path("_status").asInt()).isEqualTo(201);
        assertThat(games.getGame(id, null).getStatus().getValue()).as("two of three seats taken").isEqualTo("OPEN");
        long dealt = games.getGame(id, null).getVersion() + 2; // the last seat: SeatTaken, then the deal
        assertThat(HouseBotHttp.seatBot(base, id, 2, "COUP_RANDOM").path("_status").asInt()).isEqualTo(201);
        long version = versionPast(games, id, dealt);
        assertThat(games.getGame(id, null).getStatus().getValue()).isEqualTo("ACTIVE");
        assertThat(version).as("the bot on seat 2, first to play, has declared its action").isGreaterThan(dealt);
    }

    @Test
    void aBotSeatedFirstMovesWhenAPersonTakesTheLastSeat() throws Exception {
        String base = server.toString();
        GamesApi games = new GamesApi(ReferenceBot.client(base, null));
        UUID id = coup(games, 2, 1);
        assertThat(HouseBotHttp.seatBot(base, id, 1, "COUP_RANDOM").path("_status").asInt()).isEqualTo(201);
        long dealt = games.getGame(id, null).getVersion() + 2;
        games.takeSeat(id, new TakeSeatRequest().seat(0).name("human"));
        long version = versionPast(games, id, dealt);
        assertThat(version).as("the bot on seat 1, first to play, has declared its action").isGreaterThan(dealt);
    }

    /** A new Coup game of {@code seats} seats whose first player is {@code firstSeat}. */
    private static UUID coup(GamesApi games, int seats, int firstSeat) throws Exception {
        return games.createGame(new CreateGameRequest().type(CreateGameRequest.TypeEnum.COUP).seats(seats)
                .options(Map.of("firstSeat", firstSeat))).getId();
    }

    /** The game's version once it passes {@code version}, or after 20 s whatever it is then. */
    private static long versionPast(GamesApi games, UUID id, long version) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        long now = games.getGame(id, null).getVersion();
        while (now <= version && System.nanoTime() < deadline) {
            Thread.sleep(50);
            now = games.getGame(id, null).getVersion();
        }
        return now;
    }
}
