package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import io.tabletop.app.play.GameLocks;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code tabletop.moves.passes-together=false}: passes that wait together are written one by one, as before. */
@QuarkusTest
@TestProfile(PassesWrittenTogetherOffTest.Off.class)
class PassesWrittenTogetherOffTest {

    public static class Off implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("tabletop.moves.passes-together", "false");
        }
    }

    @Inject
    GameLocks locks;

    @Test
    void passesThatWaitTogetherAreWrittenOneByOne() throws Exception {
        Api.Game game = Api.start(4, Map.of("firstSeat", 0));
        long opened = PassesWrittenTogetherTest.windowOpened(game);
        List<Response> answers = PassesWrittenTogetherTest.whileLocked(locks, game, List.of(
                () -> Api.move(game.id(), game.token(1), opened, PassesWrittenTogetherTest.PASS),
                () -> Api.move(game.id(), game.token(2), opened, PassesWrittenTogetherTest.PASS)));
        answers.forEach(r -> assertThat(r.statusCode()).as(r.asString()).isEqualTo(200));
        List<PassesWrittenTogetherTest.Row> log = PassesWrittenTogetherTest.log(game.id(), opened);
        assertThat(log).hasSize(2);
        assertThat(log.stream().map(PassesWrittenTogetherTest.Row::recordedAt).distinct())
                .as("two appends, one per pass").hasSize(2);
    }
}
