package io.tabletop.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.games.coup.CoupCommand;
import io.tabletop.games.coup.CoupEvent;
import io.tabletop.games.coup.CoupRules;
import io.tabletop.games.coup.CoupState;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 8 item 1: folding validates the table events themselves, so that no stream (an import, a rebuild, a replay)
 * makes the fold allocate per seat for a seat count the game does not allow, or seat someone off the table.
 */
class TableSeatBoundsTest {

    private static final Table<CoupState, CoupCommand, CoupEvent> TABLE = new Table<>(new CoupRules());

    private static TableEvent.GameCreated created(int seats) {
        return new TableEvent.GameCreated("COUP", seats, Map.of("variant", "UN"), "c", false);
    }

    @Test
    void item1_gameCreatedWithSeatsOutsideTheTypesBoundsIsRefusedByEvolve() {
        GameType<CoupState, CoupCommand, CoupEvent> type = TABLE.rules().type();
        for (int seats : new int[] {3_000_000, Integer.MAX_VALUE, type.maxSeats() + 1, type.minSeats() - 1, 0, -1}) {
            assertThatThrownBy(() -> TABLE.evolve(null, created(seats))).as("%d seats", seats)
                    .isInstanceOf(RuleViolation.class)
                    .satisfies(e -> assertThat(((RuleViolation) e).code()).isEqualTo("INVALID_SEAT_COUNT"));
            assertThatThrownBy(() -> TABLE.initial(created(seats))).isInstanceOf(RuleViolation.class);
        }
        assertThat(TABLE.evolve(null, created(type.maxSeats())).seats()).isEqualTo(type.maxSeats());
    }

    @Test
    void item1_aStreamOfAnotherGameTypeIsRefused() {
        assertThatThrownBy(() -> TABLE.evolve(null, new TableEvent.GameCreated("COPYCAT", 2, Map.of(), "c", false)))
                .isInstanceOf(RuleViolation.class);
    }

    @Test
    void item1_seatTakenOutsideTheTableOrTwiceIsRefusedByEvolve() {
        TableState<CoupState> open = TABLE.evolve(null, created(3));
        for (int seat : new int[] {-1, 3, 3_000_000, Integer.MIN_VALUE}) {
            assertThatThrownBy(() -> TABLE.evolve(open, new TableEvent.SeatTaken(seat, "x"))).as("seat %d", seat)
                    .isInstanceOf(RuleViolation.class);
        }
        TableState<CoupState> one = TABLE.evolve(open, new TableEvent.SeatTaken(1, "ann"));
        assertThat(one.names()).containsExactly(null, "ann", null);
        assertThatThrownBy(() -> TABLE.evolve(one, new TableEvent.SeatTaken(1, "bob"))).isInstanceOf(RuleViolation.class);
        assertThatThrownBy(() -> TABLE.evolve(one, new TableEvent.SeatTaken(0, null))).isInstanceOf(RuleViolation.class);
    }
}
