package io.tabletop.app;

import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/** Random legal moves on a table, with no service around it (for tests that look at every state or event). */
public final class RandomPlay {

    private RandomPlay() {}

    /**
     * One random legal move of one random awaited seat, folded; {@code each} sees every event it appended before it is
     * folded. The dice are seeded by {@code rng} and the version.
     */
    public static TableState<Object> step(Table<Object, Object, Object> table, TableState<Object> state, Random random,
                                          String rng, Consumer<Object> each) {
        List<Integer> awaiting = table.awaiting(state);
        int seat = awaiting.get(random.nextInt(awaiting.size()));
        List<Object> moves = table.legalMoves(state, seat);
        Object move = moves.get(random.nextInt(moves.size()));
        for (Object e : table.move(state, seat, move, new SeededRng(rng, state.version()))) {
            each.accept(e);
            state = table.evolve(state, e);
        }
        return state;
    }
}
