package io.tabletop.games.coup;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Outcome;
import io.tabletop.engine.Viewer;
import io.tabletop.games.coup.CoupCommand.Declare;
import io.tabletop.games.coup.CoupEvent.TurnLimitReached;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Issue 8 item 6: a Coup game lasts at most turnLimit turns; then the leaders share the win. */
class CoupTurnLimitTest {

    /** Every actor takes USA (+1 coin) and everybody else lets it happen. */
    private static CoupPlay incomeOnly(int seats, int limit) {
        CoupPlay play = CoupPlay.start(seats, "limit", Map.of("turnLimit", limit, "firstSeat", 0));
        while (!play.state.finished()) {
            int seat = CoupPlay.RULES.awaiting(play.state).getFirst();
            List<CoupCommand> legal = CoupPlay.RULES.legalMoves(play.state, seat);
            Declare usa = new Declare(Action.USA, null, null);
            play.send(seat, legal.contains(usa) ? usa : CoupCommand.PASS);
        }
        return play;
    }

    @Test
    void item6_afterTheLastTurnTheMostCoinsWinWhenInfluenceTies() {
        CoupPlay play = incomeOnly(3, 2);
        assertThat(play.events.getLast()).isEqualTo(new TurnLimitReached(2, List.of(0, 1)));
        assertThat(play.state.turn().number()).isEqualTo(2);
        assertThat(CoupPlay.RULES.outcome(play.state)).isEqualTo(new Outcome(true, List.of(0, 1)));
        assertThat(play.state.winner()).as("no sole winner").isNull();
        CoupView view = CoupPlay.RULES.view(play.state, Viewer.SPECTATOR);
        assertThat(view.turnLimit()).isEqualTo(2);
        assertThat(view.winners()).containsExactly(0, 1);
        assertThat(play.replay(3, Map.of("turnLimit", 2, "firstSeat", 0))).isEqualTo(play.state);
        for (int seat = 0; seat < 3; seat++) assertThat(CoupPlay.RULES.legalMoves(play.state, seat)).isEmpty();
        assertThat(CoupPlay.RULES.awaiting(play.state)).isEmpty();
    }

    @Test
    void item6_fullyTiedLeadersShareTheWin() {
        CoupPlay play = incomeOnly(3, 3);
        assertThat(play.events.getLast()).isEqualTo(new TurnLimitReached(3, List.of(0, 1, 2)));
        assertThat(play.state.winners()).containsExactly(0, 1, 2);
    }

    @Test
    void item6_randomGamesEndByTheLimitOrEarlierAndLegalMovesStillMatchDecide() {
        for (int seats = 2; seats <= 6; seats++) {
            for (int limit : new int[] {1, 5, 20}) {
                Map<String, Object> options = Map.of("turnLimit", limit);
                CoupPlay play = CoupPlay.start(seats, "limit-" + seats + "-" + limit, options);
                Random r = new Random(seats * 100L + limit);
                while (!play.state.finished()) {
                    List<Integer> awaiting = CoupPlay.RULES.awaiting(play.state);
                    for (int seat = 0; seat < seats; seat++) {
                        CoupRandomGamesTest.checkLegalMovesMatchDecide(play, seat, awaiting.contains(seat));
                    }
                    int seat = awaiting.get(r.nextInt(awaiting.size()));
                    List<CoupCommand> legal = CoupPlay.RULES.legalMoves(play.state, seat);
                    play.send(seat, legal.get(r.nextInt(legal.size())));
                }
                assertThat(play.state.turn().number()).isLessThanOrEqualTo(limit);
                if (play.events.getLast() instanceof TurnLimitReached end) {
                    assertThat(end.turn()).isEqualTo(limit);
                    assertThat(end.winners()).isEqualTo(play.state.leaders()).isNotEmpty();
                    int influence = play.state.player(end.winners().getFirst()).hidden().size();
                    for (int s : play.state.seatsInGame()) {
                        assertThat(play.state.player(s).hidden().size()).isLessThanOrEqualTo(influence);
                    }
                } else {
                    assertThat(play.state.winners()).containsExactlyElementsOf(play.state.seatsInGame());
                }
                assertThat(play.replay(seats, options)).isEqualTo(play.state);
            }
        }
    }

    @Test
    void item6_theLimitIsAnOptionWithAStatedDefault() {
        var spec = CoupPlay.RULES.type().options().stream().filter(o -> o.name().equals("turnLimit")).findFirst();
        assertThat(spec).hasValueSatisfying(o -> assertThat(o.defaultValue()).isEqualTo(500L));
        CoupPlay play = CoupPlay.start(2, "default", Map.of());
        assertThat(play.state.turnLimit()).isEqualTo(CoupRules.DEFAULT_TURN_LIMIT).isEqualTo(500);
        assertThat(CoupPlay.RULES.view(play.state, Viewer.seat(0)).turnLimit()).isEqualTo(500);
    }
}
