package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.app.Codecs;
import io.tabletop.app.GameCodec;
import io.tabletop.app.Snapshots;
import io.tabletop.engine.Options;
import io.tabletop.engine.SeatDeck;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;

/** An INWO table state (decks held before the start included) reads back from its snapshot exactly. */
class InwoSnapshotTest {

    @Test
    void everyFewVersionsOfARandomGameTheSnapshotRoundTrips() {
        GameCodec codec = new Codecs().get("INWO");
        Table<Object, Object, Object> table = codec.table();
        Options options = Options.validate(table.rules().type().options(), Map.of("turnLimit", 12));
        TableState<Object> state = table.evolve(null, table.create(3, options, "c", false));
        for (int s = 0; s < 3; s++) {
            for (Object e : table.takeSeat(state, s, "p" + s, SeatDeck.of(InwoTestDecks.deck(s)), new SeededRng("x", state.version()))) {
                state = table.evolve(state, e);
            }
            if (s < 2) assertThat(Snapshots.read(Snapshots.write(state), codec)).contains(state);
        }
        Random r = new Random(3);
        int checked = 0;
        while (table.status(state) == io.tabletop.engine.Status.ACTIVE) {
            if (state.version() % 7 == 0) {
                assertThat(Snapshots.read(Snapshots.write(state), codec)).contains(state);
                checked++;
            }
            List<Integer> awaiting = table.awaiting(state);
            int seat = awaiting.get(r.nextInt(awaiting.size()));
            List<Object> legal = table.legalMoves(state, seat);
            Object move = InwoRandomGamesTest.pick(legal.stream().map(InwoCommand.class::cast).toList(), r);
            for (Object e : table.move(state, seat, move, new SeededRng("x", state.version()))) state = table.evolve(state, e);
        }
        assertThat(checked).isPositive();
    }
}
