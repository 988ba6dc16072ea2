package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A view's board (the figures every viewer sees alike) is kept and also serves the next states that differ from its
 * own only in the priority window, the windows counter or the trade offers. Views made from a kept board must equal
 * the views made afresh, for every viewer, at every state of random games.
 */
class InwoBoardReuseTest {

    @Test
    void aBoardIgnoresOnlyTheWindowTheWindowsCounterAndTheTradesOfAState() {
        // a new part of the state must be weighed in InwoViews.sameBoard: this list makes its author look there
        assertThat(Arrays.stream(InwoState.class.getRecordComponents()).map(RecordComponent::getName))
                .containsExactly("players", "phase", "current", "turn", "first", "flags", "window", "attack", "plot",
                        "nwo", "basicGoal", "turnLimit", "windows", "winners", "reason", "linked", "trades", "choice",
                        "graves");
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5, 6})
    void everyViewMadeFromAKeptBoardEqualsTheViewMadeAfresh(int seats) {
        InwoRules rules = InwoFixture.RULES;
        int served = 0;
        int states = 0;
        for (int game = 0; game < 2; game++) {
            String seed = "board-" + seats + "-" + game;
            InwoPlay play = InwoPlay.start(rules, InwoRandomGamesTest.decks(seats), seed, Map.of("turnLimit", 12));
            Random r = new Random(seed.hashCode());
            InwoState before = null;
            while (!play.state.finished()) {
                InwoState s = play.state;
                if (before != null && before != s && InwoViews.sameBoard(before, s)) served++;
                states++;
                List<Viewer> viewers = new ArrayList<>(List.of(Viewer.SPECTATOR, Viewer.AUDITOR));
                for (int seat = 0; seat < seats; seat++) viewers.add(Viewer.seat(seat));
                List<InwoView> kept = viewers.stream().map(v -> rules.view(s, v)).toList();
                InwoViews.forgetBoards();
                List<InwoView> fresh = viewers.stream().map(v -> rules.view(s, v)).toList();
                assertThat(kept).as("views at version %d of %s", states, seed).isEqualTo(fresh);
                before = s;
                var awaiting = rules.awaiting(s);
                int seat = awaiting.get(r.nextInt(awaiting.size()));
                List<InwoCommand> legal = rules.legalMoves(s, seat);
                // half the games as the service's benchmark bots play (pass 2/3 of the time, else anything: trades
                // too), half as the random games test does (attacks and plays preferred)
                play.send(seat, game % 2 == 0 ? bench(legal, r) : InwoRandomGamesTest.pick(legal, r));
            }
        }
        // the shortcut is taken, not only checked: a pass or an offer leaves the board as it was
        assertThat(served).as("states served by an earlier state's board, of %d", states).isGreaterThan(states / 5);
    }

    private static InwoCommand bench(List<InwoCommand> legal, Random r) {
        if (r.nextDouble() < 2.0 / 3.0) {
            for (InwoCommand c : legal) if (c instanceof InwoCommand.Pass) return c;
        }
        return legal.get(r.nextInt(legal.size()));
    }
}
