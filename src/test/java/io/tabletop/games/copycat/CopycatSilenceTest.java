package io.tabletop.games.copycat;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.SeatCommand;
import io.tabletop.engine.Silence;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Item 9: Copycat had no timeout at all; what silence plays is a legal move at every step, and it ends games. */
class CopycatSilenceTest {

    @Test
    void item9_silenceIsALegalMoveAtEveryAwaitedStep() {
        for (int seats = 2; seats <= 4; seats++) {
            for (int g = 0; g < 4; g++) {
                String seed = "silence-" + seats + "-" + g;
                CopycatPlay play = CopycatPlay.start(seats, seed);
                Random r = new Random(seed.hashCode());
                int moves = 0;
                while (!play.state.finished()) {
                    assertThat(moves++).as("game should end").isLessThan(20_000);
                    Silence<CopycatCommand> silence = checkedSilence(play.state);
                    if (r.nextInt(3) == 0) {
                        SeatCommand<CopycatCommand> pass = silence.passes().getFirst();
                        play.send(pass.seat(), pass.command());
                    } else {
                        List<Integer> awaiting = CopycatPlay.RULES.awaiting(play.state);
                        int seat = awaiting.get(r.nextInt(awaiting.size()));
                        List<CopycatCommand> legal = CopycatPlay.RULES.legalMoves(play.state, seat);
                        play.send(seat, CopycatRandomGamesTest.pick(legal, r));
                    }
                }
                assertThat(CopycatPlay.RULES.silence(play.state)).isEmpty();
            }
        }
    }

    @Test
    void item9_aGameNobodyPlaysEndsBySilenceAlone() {
        for (int seats = 2; seats <= 4; seats++) {
            CopycatPlay play = CopycatPlay.start(seats, "mute-" + seats);
            int steps = 0;
            while (!play.state.finished()) {
                assertThat(steps++).as("silent game should end").isLessThan(20_000);
                for (SeatCommand<CopycatCommand> pass : checkedSilence(play.state).passes()) {
                    if (play.state.finished() || !CopycatPlay.RULES.awaiting(play.state).contains(pass.seat())) break;
                    play.send(pass.seat(), pass.command());
                }
            }
            assertThat(play.state.winners()).isNotEmpty();
        }
    }

    @Test
    void item9_planningWaitsForEverySeatInOneWindow() {
        CopycatPlay play = CopycatPlay.start(3, "planning");
        Silence<CopycatCommand> silence = checkedSilence(play.state);
        assertThat(silence.window()).isEqualTo("round-" + play.state.round() + "-planning");
        assertThat(silence.passes()).extracting(SeatCommand::seat).containsExactly(0, 1, 2);
        assertThat(silence.passes().getFirst().command())
                .isEqualTo(new CopycatCommand.ChooseTurnCard(play.state.player(0).hand().getFirst()));
    }

    private static Silence<CopycatCommand> checkedSilence(CopycatState s) {
        List<Integer> awaiting = CopycatPlay.RULES.awaiting(s);
        Optional<Silence<CopycatCommand>> silence = CopycatPlay.RULES.silence(s);
        assertThat(silence).as("silence at every awaited step").isPresent();
        assertThat(silence.get().passes()).isNotEmpty();
        for (SeatCommand<CopycatCommand> pass : silence.get().passes()) {
            assertThat(awaiting).contains(pass.seat());
            assertThat(CopycatPlay.RULES.legalMoves(s, pass.seat()))
                    .as("phase " + s.phase() + ", pending " + s.top()).contains(pass.command());
        }
        return silence.get();
    }
}
