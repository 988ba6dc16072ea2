package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Options;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import io.tabletop.games.coup.CoupView;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Coup's views written straight ({@link CoupViewText}) equal what the general writer writes for them, byte for byte:
 * at every step of random games of every seat count and both variants, for every seat, a spectator and the
 * auditor (a finished game's view), with names that need escaping.
 */
class CoupViewTextTest {

    private static final GameCodec COUP = new Codecs().get("COUP");

    @ParameterizedTest
    @CsvSource({"2, MEDIA, 1", "3, UN, 2", "4, MEDIA, 3", "5, UN, 4", "6, MEDIA, 5", "6, UN, 6", "4, UN, 7"})
    void viewsAreWrittenAsTheGeneralWriterWritesThem(int seats, String variant, long seed) {
        Table<Object, Object, Object> table = COUP.table();
        Options options = Options.validate(table.rules().type().options(), Map.of("variant", variant));
        TableState<Object> state = table.evolve(null, table.create(seats, options, "c", false));
        String[] names = {"ada", "b\"o\\b", "c\u00e9\u65e5", "d \u2603", "e/</script>", "f\uD83D\uDE00"};
        int compared = 0;
        for (int s = 0; s < seats; s++) {
            for (Object e : table.takeSeat(state, s, names[s], null, new SeededRng("x", state.version()))) {
                state = table.evolve(state, e);
            }
        }
        Random r = new Random(seed);
        for (int step = 0; step < 2_000; step++) {
            for (int viewer = -2; viewer < seats; viewer++) {
                Viewer v = viewer == -2 ? Viewer.AUDITOR : viewer == -1 ? Viewer.SPECTATOR : Viewer.seat(viewer);
                Object view = table.view(state, v);
                assertThat(view).isInstanceOf(CoupView.class);
                assertThat(COUP.viewText(view)).as("step %d, viewer %s", step, v).isEqualTo(Json.write(view));
                compared++;
            }
            if (table.status(state) != Status.ACTIVE) break;
            state = RandomPlay.step(table, state, r, "y" + seed, e -> {});
        }
        assertThat(table.status(state)).as("a whole game").isEqualTo(Status.FINISHED);
        assertThat(compared).isGreaterThan(10 * (seats + 2));
    }
}
