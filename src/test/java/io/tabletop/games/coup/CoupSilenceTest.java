package io.tabletop.games.coup;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.SeatCommand;
import io.tabletop.engine.Silence;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Item 9: what silence plays at every awaited step is one of the silent seat's legal moves, and silence ends games. */
class CoupSilenceTest {

    @Test
    void item9_silenceIsALegalMoveAtEveryAwaitedStep() {
        for (int seats = 2; seats <= 6; seats++) {
            for (Variant v : Variant.values()) {
                for (int g = 0; g < 6; g++) {
                    String seed = "silence-" + seats + v + g;
                    CoupPlay play = CoupPlay.start(seats, seed, Map.of("variant", v.name()));
                    Random r = new Random(seed.hashCode());
                    int moves = 0;
                    while (!play.state.finished()) {
                        assertThat(moves++).as("game should end").isLessThan(5_000);
                        Silence<CoupCommand> silence = checkedSilence(play.state);
                        if (r.nextInt(3) == 0) {
                            SeatCommand<CoupCommand> pass = silence.passes().getFirst();
                            play.send(pass.seat(), pass.command());
                        } else {
                            List<Integer> awaiting = CoupPlay.RULES.awaiting(play.state);
                            int seat = awaiting.get(r.nextInt(awaiting.size()));
                            List<CoupCommand> legal = CoupPlay.RULES.legalMoves(play.state, seat);
                            play.send(seat, legal.get(r.nextInt(legal.size())));
                        }
                    }
                    assertThat(CoupPlay.RULES.silence(play.state)).isEmpty();
                }
            }
        }
    }

    @Test
    void item9_aGameNobodyPlaysEndsBySilenceAlone() {
        for (int seats = 2; seats <= 6; seats++) {
            CoupPlay play = CoupPlay.start(seats, "mute-" + seats, Map.of());
            int steps = 0;
            while (!play.state.finished()) {
                assertThat(steps++).as("silent game should end").isLessThan(2_000);
                for (SeatCommand<CoupCommand> pass : checkedSilence(play.state).passes()) {
                    if (play.state.finished() || !CoupPlay.RULES.awaiting(play.state).contains(pass.seat())) break;
                    play.send(pass.seat(), pass.command());
                }
            }
            assertThat(play.state.seatsInGame()).containsExactly(play.state.winner());
        }
    }

    @Test
    void item9_statedDefaults() {
        CoupPlay play = CoupPlay.start(3, "defaults", Map.of("firstSeat", 0));
        assertThat(checkedSilence(play.state).passes())
                .containsExactly(new SeatCommand<>(0, new CoupCommand.Declare(Action.USA, null, null)));
        play.send(0, new CoupCommand.Declare(Action.RUSSIA, null, null));
        Silence<CoupCommand> window = checkedSilence(play.state);
        assertThat(window.reaction()).isTrue();
        assertThat(window.window()).isEqualTo("turn-" + play.state.turn().number());
        assertThat(window.passes()).containsExactly(new SeatCommand<>(1, CoupCommand.PASS),
                new SeatCommand<>(2, CoupCommand.PASS));
    }

    /** The silence at an awaited step: one stated legal move per awaited seat it names, none when nothing waits. */
    private static Silence<CoupCommand> checkedSilence(CoupState s) {
        List<Integer> awaiting = CoupPlay.RULES.awaiting(s);
        Optional<Silence<CoupCommand>> silence = CoupPlay.RULES.silence(s);
        assertThat(silence).as("silence at every awaited step").isPresent();
        assertThat(silence.get().passes()).isNotEmpty();
        for (SeatCommand<CoupCommand> pass : silence.get().passes()) {
            assertThat(awaiting).contains(pass.seat());
            assertThat(CoupPlay.RULES.legalMoves(s, pass.seat())).as("step " + s.turn().step()).contains(pass.command());
        }
        assertThat(CoupPlay.RULES.silence(s)).as("deterministic").isEqualTo(silence);
        return silence.get();
    }
}
