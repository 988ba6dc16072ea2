package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabletop.engine.Options;
import io.tabletop.engine.SeatDeck;
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

    /**
     * Written straight from the state, a snapshot is the text the tree-built writer wrote before (stored snapshots and
     * new ones are one format), and reads back, at every step of random games of the three games.
     */
    @ParameterizedTest
    @CsvSource({"COUP, 4, 1", "COPYCAT, 3, 2", "INWO, 3, 3"})
    void aSnapshotIsTheTextTheTreeBuiltWriterWrote(String type, int seats, long seed) throws Exception {
        GameCodec codec = new Codecs().get(type);
        Table<Object, Object, Object> table = codec.table();
        Options options = Options.validate(table.rules().type().options(), Map.of());
        TableState<Object> state = table.evolve(null, table.create(seats, options, "c", false));
        List<String> starters = List.of("network-computers", "gnomes-money", "discordian-weirdness");
        for (int s = 0; s < seats; s++) {
            SeatDeck deck = type.equals("INWO") ? SeatDeck.starter(starters.get(s)) : null;
            for (Object e : table.takeSeat(state, s, "p\"" + s, deck, new SeededRng("x", state.version()))) {
                state = table.evolve(state, e);
            }
        }
        Random r = new Random(seed);
        int checked = 0;
        for (int step = 0; step < 300 && table.status(state) == io.tabletop.engine.Status.ACTIVE; step++) {
            String written = Snapshots.write(state);
            assertThat(written).isEqualTo(treeBuilt(state));
            assertThat(Snapshots.read(written, codec)).contains(state);
            checked++;
            state = RandomPlay.step(table, state, r, "y", e -> {});
        }
        assertThat(checked).isGreaterThan(20);
    }

    /** How snapshots were written until the sixth round of issue 12: a tree of the state's parts, then its text. */
    private static String treeBuilt(TableState<Object> state) throws Exception {
        var field = Snapshots.class.getDeclaredField("MAPPER");
        field.setAccessible(true);
        ObjectMapper mapper = (ObjectMapper) field.get(null);
        ObjectNode n = mapper.createObjectNode();
        n.set("created", mapper.valueToTree(state.created()));
        n.set("names", mapper.valueToTree(state.names()));
        n.put("version", state.version());
        n.set("decks", mapper.valueToTree(state.decks()));
        n.set("game", mapper.valueToTree(state.game()));
        return n.toString();
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
