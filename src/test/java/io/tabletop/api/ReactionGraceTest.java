package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The reaction grace (tabletop.moves.reaction-grace): a challenge or block sent right after a window opened waits
 * until the window's other seats have answered or the grace is over, so that passes sent with it are written first
 * and every one of them stands. Here the grace is 3 s, long enough to send those passes by hand.
 */
@QuarkusTest
@TestProfile(ReactionGraceTest.LongGrace.class)
class ReactionGraceTest {

    private static final long GRACE_MILLIS = 3_000;

    public static class LongGrace implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("tabletop.moves.reaction-grace", GRACE_MILLIS + "ms");
        }
    }

    private static final String PASS = "{\"type\":\"PASS\"}";
    private static final String CHALLENGE = "{\"type\":\"CHALLENGE\"}";

    @Test
    void aChallengeSentWithTheOtherSeatsPassesWaitsForThemAndEveryOneStands() throws Exception {
        Api.Game game = Api.start(4, Map.of("firstSeat", 0));
        long opened = windowOpened(game);
        long start = System.nanoTime();
        CompletableFuture<Response> challenge = CompletableFuture.supplyAsync(
                () -> Api.move(game.id(), game.token(1), opened, CHALLENGE));
        Thread.sleep(300);
        assertThat(challenge).as("waiting for seats 2 and 3").isNotDone();
        Api.move(game.id(), game.token(2), opened, PASS).then().statusCode(200);
        Api.move(game.id(), game.token(3), opened, PASS).then().statusCode(200);
        Response challenged = challenge.get(10, TimeUnit.SECONDS);
        assertThat(challenged.statusCode()).as(challenged.asString()).isEqualTo(200);
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start))
                .as("went on once the others had answered, before the grace was over").isLessThan(GRACE_MILLIS);
        List<String> types = Api.events(game.id(), null).stream().skip(opened).map(e -> e.get("type").asText()).toList();
        assertThat(types).startsWith("REACTION_PASSED", "REACTION_PASSED", "ACTION_CHALLENGED");
        ConcurrencyTest.assertStreamIsGapFree(game.id(), Api.version(game.id()));
    }

    @Test
    void theFirstChallengeWrittenStillWinsThePassStandsAndChallengersDoNotWaitForEachOther() throws Exception {
        Api.Game game = Api.start(4, Map.of("firstSeat", 0));
        long opened = windowOpened(game);
        long start = System.nanoTime();
        List<Response> answers = ConcurrencyTest.race(List.of(
                () -> Api.move(game.id(), game.token(1), opened, CHALLENGE),
                () -> Api.move(game.id(), game.token(2), opened, CHALLENGE),
                () -> Api.move(game.id(), game.token(3), opened, PASS)));
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start))
                .as("the two challengers did not wait for each other until the grace was over").isLessThan(GRACE_MILLIS);
        assertThat(answers.get(2).statusCode()).as(answers.get(2).asString()).isEqualTo(200);
        List<Integer> challenges = List.of(answers.get(0).statusCode(), answers.get(1).statusCode());
        assertThat(challenges).as("one challenge wins, the other finds the window closed").containsExactlyInAnyOrder(200, 412);
        Response lost = answers.get(challenges.indexOf(412));
        Problems.assertProblem(lost, 412, "STALE_VERSION");
        List<String> types = Api.events(game.id(), null).stream().skip(opened).map(e -> e.get("type").asText()).toList();
        assertThat(types).startsWith("REACTION_PASSED", "ACTION_CHALLENGED");
        assertThat(types.stream().filter("ACTION_CHALLENGED"::equals)).hasSize(1);
        ConcurrencyTest.assertStreamIsGapFree(game.id(), Api.version(game.id()));
    }

    @Test
    void aChallengeWaitsForNobodyWhenTheOthersHaveAnswered() throws Exception {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0));
        long opened = windowOpened(game);
        Api.move(game.id(), game.token(2), opened, PASS).then().statusCode(200);
        long start = System.nanoTime();
        Api.move(game.id(), game.token(1), opened, CHALLENGE).then().statusCode(200);
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(GRACE_MILLIS);
    }

    @Test
    void passesAndMovesOutsideAWindowWaitForNothing() throws Exception {
        Api.Game game = Api.start(4, Map.of("firstSeat", 0));
        long start = System.nanoTime();
        long opened = windowOpened(game);
        Api.move(game.id(), game.token(1), opened, PASS).then().statusCode(200);
        Api.move(game.id(), game.token(2), opened, PASS).then().statusCode(200);
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start))
                .as("a declaration and two passes, none held back").isLessThan(GRACE_MILLIS);
    }

    /** Seat 0 declares RUSSIA (claims a card), which opens a window for every other seat; returns that version. */
    private static long windowOpened(Api.Game game) {
        return Api.move(game.id(), game.token(0), Api.version(game.id()), "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}")
                .then().statusCode(200).extract().jsonPath().getLong("version");
    }
}
