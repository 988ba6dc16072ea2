package io.tabletop.games.copycat;

import static io.tabletop.games.copycat.CopycatScenario.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.tabletop.engine.Options;
import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Setup;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import io.tabletop.games.copycat.CopycatCommand.*;
import io.tabletop.games.copycat.CopycatEvent.GameEnded;
import io.tabletop.games.copycat.CopycatEvent.TurnStarted;
import io.tabletop.games.copycat.Pending.Kind;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Issue 8 for Copycat: client numbers cannot overflow prices, a missing card is refused, every game is bounded. */
class CopycatHardeningTest {

    /** Seat 0 buying with slot 5 (surcharge 1) holding a doctorate: the free-doctorate position. */
    private static CopycatScenario buyingBeforeADoctorate() {
        CopycatScenario s = given(2).buying().worker(0, "B8").hand(0, "A9", "A10", "A11", "A12", "A13")
                .street(null, "1", null, null, "62").build();
        return s.when(0, new LayOut(), new StartBuying());
    }

    @Test
    void item3_buyDoctorateWithHugeVpIsRefused() {
        CopycatScenario s = buyingBeforeADoctorate();
        int coins = s.player(0).coins();
        for (int vp : new int[] {Integer.MAX_VALUE, Integer.MAX_VALUE - 1, Integer.MIN_VALUE, -1, 0}) {
            assertThat(s.rejected(0, new BuyDoctorate(5, vp))).as("vp %d", vp).isEqualTo("INVALID_VP");
        }
        assertThat(s.rejected(0, new BuyDoctorate(5, coins))).as("surcharge + X > purse").isEqualTo("CANNOT_AFFORD");
        assertThat(s.player(0).coins()).isEqualTo(coins);
        assertThat(s.player(0).trophies()).isEmpty();
    }

    @Test
    void item3_theTableRefusesOutOfRangeNumbersBeforeTheRules() {
        Table<CopycatState, CopycatCommand, CopycatEvent> table = new Table<>(CopycatPlay.RULES);
        TableState<CopycatState> state = new TableState<>(
                new TableEvent.GameCreated("COPYCAT", 2, Map.of(), "x", true), List.of("p0", "p1"),
                buyingBeforeADoctorate().state(), 9);
        assertThatThrownBy(() -> table.move(state, 0, new BuyDoctorate(5, Integer.MAX_VALUE), new SeededRng("s", 1)))
                .isInstanceOfSatisfying(RuleViolation.class, v -> assertThat(v.code()).isEqualTo("INVALID_VP"));
        assertThatThrownBy(() -> table.move(state, 0, new Buy(Integer.MIN_VALUE), new SeededRng("s", 1)))
                .isInstanceOfSatisfying(RuleViolation.class, v -> assertThat(v.code()).isEqualTo("INVALID_SLOT"));
        assertThatThrownBy(() -> table.move(state, 0, new Declare(-1), new SeededRng("s", 1)))
                .isInstanceOfSatisfying(RuleViolation.class, v -> assertThat(v.code()).isEqualTo("INVALID_COUNT"));
    }

    @Test
    void item3_legalMovesEndWhateverThePurse() {
        CopycatScenario s = given(2).buying().step(0, BuyingStep.BUYING).street(null, null, null, null, "62")
                .player(0, p -> {
                    p.coins = Integer.MAX_VALUE;
                    p.permits = 1;
                }).build();
        List<CopycatCommand> legal = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> s.legal(0));
        assertThat(legal).filteredOn(c -> c instanceof BuyDoctorate)
                .hasSize(CopycatCommand.MAX_DOCTORATE_VP)
                .allMatch(c -> ((BuyDoctorate) c).vp() <= CopycatCommand.MAX_DOCTORATE_VP);
    }

    @Test
    void item11_chooseWithoutCardIsRefused() {
        // Press Secretary copied Wife's Charity Event (51): its choice waits on top of the stack
        CopycatScenario s = given(2).buying().step(0, BuyingStep.LAID_OUT).played(0, "51", 1)
                .pending(new Pending(Kind.CHOOSE, "51", null, 0, 0)).build();
        assertThat(s.rejected(0, new Choose(null, Option.VP))).isEqualTo("EXPECTED_OTHER_CHOICE");
        assertThat(s.rejected(0, new Choose("51", null))).isEqualTo("OPTION_REQUIRED");
        Table<CopycatState, CopycatCommand, CopycatEvent> table = new Table<>(CopycatPlay.RULES);
        TableState<CopycatState> state = new TableState<>(
                new TableEvent.GameCreated("COPYCAT", 2, Map.of(), "x", true), List.of("p0", "p1"), s.state(), 9);
        assertThatThrownBy(() -> table.move(state, 0, new Choose(null, Option.VP), new SeededRng("s", 1)))
                .isInstanceOfSatisfying(RuleViolation.class, v -> assertThat(v.code()).isEqualTo("FIELD_REQUIRED"));
        s.when(0, new Choose("51", Option.VP));
    }

    @Test
    void item6_aGameDrivenToItsTurnLimitEndsRankedAsAtItsEnd() {
        for (int limit : new int[] {1, 7, 40}) {
            for (int seats = 2; seats <= 4; seats++) {
                Map<String, Object> options = Map.of(CopycatRules.TURN_LIMIT, (long) limit);
                CopycatState s = CopycatPlay.RULES.setup(setup(seats, options));
                List<CopycatEvent> events = new ArrayList<>(CopycatPlay.RULES.start(s, new SeededRng("limit", 0)));
                for (CopycatEvent e : events) s = CopycatPlay.RULES.evolve(s, e);
                Random r = new Random(limit * 10L + seats);
                long version = 0;
                while (!s.finished()) {
                    List<Integer> awaiting = CopycatPlay.RULES.awaiting(s);
                    int seat = awaiting.get(r.nextInt(awaiting.size()));
                    List<CopycatCommand> legal = CopycatPlay.RULES.legalMoves(s, seat);
                    CopycatState before = s;
                    List<CopycatEvent> batch = CopycatPlay.RULES.decide(before, seat,
                            CopycatRandomGamesTest.pick(legal, r), new SeededRng("limit", ++version));
                    for (CopycatEvent e : batch) s = CopycatPlay.RULES.evolve(s, e);
                    events.addAll(batch);
                }
                assertThat(events.stream().filter(e -> e instanceof TurnStarted)).hasSize(limit);
                assertThat(s.turns()).isEqualTo(limit);
                GameEnded end = (GameEnded) events.getLast();
                assertThat(end.reason()).isEqualTo("TURN_LIMIT");
                assertThat(end.winners()).isEqualTo(CopycatDecider.winners(s)).isNotEmpty();
                assertThat(s.winners()).isEqualTo(end.winners());
                CopycatView view = CopycatPlay.RULES.view(s, Viewer.SPECTATOR);
                assertThat(view.turnLimit()).isEqualTo(limit);
                assertThat(view.turns()).isEqualTo(limit);
                for (int seat = 0; seat < seats; seat++) assertThat(CopycatPlay.RULES.legalMoves(s, seat)).isEmpty();
                CopycatState replayed = CopycatPlay.RULES.setup(setup(seats, options));
                for (CopycatEvent e : events) replayed = CopycatPlay.RULES.evolve(replayed, e);
                assertThat(replayed).isEqualTo(s);
            }
        }
    }

    @Test
    void item6_theDefaultTurnLimitIsFarBeyondWhatGamesUse() {
        int most = 0;
        for (int seats = 2; seats <= 4; seats++) {
            for (int n = 1; n <= 6; n++) {
                CopycatPlay play = CopycatPlay.start(seats, "copycat-" + seats + "-" + n);
                Random r = new Random(("copycat-" + seats + "-" + n).hashCode());
                while (!play.state.finished()) {
                    List<Integer> awaiting = CopycatPlay.RULES.awaiting(play.state);
                    int seat = awaiting.get(r.nextInt(awaiting.size()));
                    play.send(seat, CopycatRandomGamesTest.pick(CopycatPlay.RULES.legalMoves(play.state, seat), r));
                }
                assertThat(((GameEnded) play.events.getLast()).reason()).isNotEqualTo("TURN_LIMIT");
                most = Math.max(most, play.state.turns());
            }
        }
        assertThat(most * 4).as("most turns seen: %d", most).isLessThan(CopycatState.DEFAULT_TURN_LIMIT);
    }

    private static Setup setup(int seats, Map<String, Object> options) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) names.add("p" + i);
        return new Setup(names, Options.validate(CopycatPlay.RULES.type().options(), options));
    }
}
