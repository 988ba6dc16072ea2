package io.tabletop.games.coup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Reactions commute (issue 12): the service decides a reaction sent against an older version at the head when every
 * event since is another seat's pass. That is sound only if a pass event never closes a window by itself; these tests
 * hold Coup to it.
 */
class CoupReactionPassTest {

    @Test
    void aPassThatLeavesTheWindowOpenIsAPassAndTheClosingPassComesWithTheOutcome() {
        CoupPlay play = CoupPlay.start(3, "pass-window", Map.of("firstSeat", 0));
        play.send(0, CoupScenario.declare(Action.RUSSIA));
        List<CoupEvent> first = play.send(1, CoupCommand.PASS);
        assertThat(first).containsExactly(new CoupEvent.ReactionPassed(1));
        assertThat(CoupPlay.RULES.reactionPass(first.getFirst())).isEqualTo(OptionalInt.of(1));
        assertThat(CoupPlay.RULES.awaiting(play.state)).containsExactly(2);

        List<CoupEvent> closing = play.send(2, CoupCommand.PASS);
        assertThat(closing).hasSizeGreaterThan(1).startsWith(new CoupEvent.ReactionPassed(2));
        assertThat(closing.stream().skip(1).map(CoupPlay.RULES::reactionPass)).allMatch(OptionalInt::isEmpty);
    }

    @Test
    void inRandomGamesEveryDecisionOfOnlyPassesLeavesAWindowOpen() {
        for (int seats = 2; seats <= 6; seats++) {
            CoupPlay play = CoupPlay.start(seats, "passes-" + seats, Map.of());
            Random chooser = new Random(seats);
            int decisions = 0;
            while (!play.state.finished() && decisions++ < 5_000) {
                List<Integer> awaiting = CoupPlay.RULES.awaiting(play.state);
                int seat = awaiting.get(chooser.nextInt(awaiting.size()));
                List<CoupCommand> legal = CoupPlay.RULES.legalMoves(play.state, seat);
                CoupCommand move = legal.contains(CoupCommand.PASS) && chooser.nextBoolean() ? CoupCommand.PASS
                        : legal.get(chooser.nextInt(legal.size()));
                List<CoupEvent> events = play.send(seat, move);
                if (events.stream().allMatch(e -> CoupPlay.RULES.reactionPass(e).isPresent())) {
                    assertThat(CoupPlay.RULES.silence(play.state)).as("a window still open after " + events)
                            .hasValueSatisfying(s -> assertThat(s.reaction()).isTrue());
                }
            }
            assertThat(play.state.finished()).isTrue();
        }
    }
}
