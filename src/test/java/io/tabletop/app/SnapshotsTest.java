package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Options;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A snapshot reads back as exactly the state it was written from, at every version of random games. */
class SnapshotsTest {

    private static final GameCodec COUP = new Codecs().get("COUP");

    @ParameterizedTest
    @CsvSource({"2, MEDIA, 1", "3, UN, 2", "4, MEDIA, 3", "5, UN, 4", "6, MEDIA, 5"})
    void everyStateOfARandomGameRoundTrips(int seats, String variant, long seed) {
        Table<Object, Object, Object> table = COUP.table();
        Options options = Options.validate(table.rules().type().options(), Map.of("variant", variant));
        TableState<Object> state = table.evolve(null, table.create(seats, options, "c", false));
        for (int s = 0; s < seats; s++) {
            for (Object e : table.takeSeat(state, s, "p" + s, new SeededRng("x", state.version()))) {
                state = table.evolve(state, e);
            }
        }
        Random r = new Random(seed);
        int checked = 0;
        while (table.status(state) == io.tabletop.engine.Status.ACTIVE) {
            assertThat(Snapshots.read(Snapshots.write(state), COUP)).contains(state);
            checked++;
            state = RandomPlay.step(table, state, r, "y", e -> {});
        }
        assertThat(Snapshots.read(Snapshots.write(state), COUP)).contains(state);
        assertThat(checked).isGreaterThan(5);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"{}", "{\"created\":1}", "not json"})
    void anUnreadableSnapshotIsIgnored(String json) {
        assertThat(Snapshots.read(json, COUP)).isEmpty();
    }

    @org.junit.jupiter.api.Test
    void snapshotsAreDueWhenAnAppendCrossesAMultipleOf64() {
        assertThat(Snapshots.due(60, 63)).isFalse();
        assertThat(Snapshots.due(60, 64)).isTrue();
        assertThat(Snapshots.due(63, 70)).isTrue();
        assertThat(Snapshots.due(64, 127)).isFalse();
    }
}
