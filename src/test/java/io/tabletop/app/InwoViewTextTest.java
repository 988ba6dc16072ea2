package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Options;
import io.tabletop.engine.SeatDeck;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.InwoTestDecks;
import io.tabletop.games.inwo.InwoView;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * INWO's views written with each Power Structure's text kept per state ({@link InwoViewText}) equal what the general
 * writer writes for them, byte for byte: at every step of random games, for every seat, a spectator and the auditor,
 * each viewer's view written twice (the second from the kept texts), with names that need escaping.
 */
class InwoViewTextTest {

    private static final GameCodec INWO = new Codecs().get("INWO");

    @ParameterizedTest
    @CsvSource({"2, 1", "3, 2", "4, 3", "4, 4"})
    void viewsAreWrittenAsTheGeneralWriterWritesThem(int seats, int seed) {
        Table<Object, Object, Object> table = INWO.table();
        Options options = Options.validate(table.rules().type().options(), Map.of("turnLimit", 30L));
        TableState<Object> state = table.evolve(null, table.create(seats, options, "c", false));
        String[] names = {"ada", "b\"o\\b", "c\u00e9\u65e5", "f\uD83D\uDE00"};
        for (int s = 0; s < seats; s++) {
            SeatDeck deck = SeatDeck.of(InwoTestDecks.deck(seed + s));
            for (Object e : table.takeSeat(state, s, names[s], deck, new SeededRng("x", state.version()))) {
                state = table.evolve(state, e);
            }
        }
        Random r = new Random(seed);
        int compared = 0;
        for (int step = 0; step < 3_000; step++) {
            for (int viewer = -2; viewer < seats; viewer++) {
                Viewer v = viewer == -2 ? Viewer.AUDITOR : viewer == -1 ? Viewer.SPECTATOR : Viewer.seat(viewer);
                Object view = table.view(state, v);
                assertThat(view).isInstanceOf(InwoView.class);
                String expected = Json.write(view);
                assertThat(INWO.viewText(view)).as("step %d, viewer %s", step, v).isEqualTo(expected);
                assertThat(INWO.viewText(view)).as("again, step %d, viewer %s", step, v).isEqualTo(expected);
                compared++;
            }
            if (table.status(state) != Status.ACTIVE) break;
            state = RandomPlay.step(table, state, r, "y" + seed, e -> {});
        }
        assertThat(compared).isGreaterThan(10 * (seats + 2));
        assertThat(InwoViewText.kept()).as("structures' texts kept").isPositive();
    }

    /**
     * A new state's board makes new parts for every player, most of them equal to the last state's: a part equal to a
     * kept one gets that one's text without being written again (the same string), and a part that differs in
     * anything gets its own text, as the general writer writes it.
     */
    @org.junit.jupiter.api.Test
    void aPlayerEqualToAKeptOneGetsItsTextAndOneThatDiffersItsOwn() throws Exception {
        Table<Object, Object, Object> table = INWO.table();
        Options options = Options.validate(table.rules().type().options(), Map.of("turnLimit", 30L));
        TableState<Object> state = table.evolve(null, table.create(3, options, "c", false));
        for (int s = 0; s < 3; s++) {
            for (Object e : table.takeSeat(state, s, "p" + s, SeatDeck.of(InwoTestDecks.deck(7 + s)),
                    new SeededRng("x", state.version()))) {
                state = table.evolve(state, e);
            }
        }
        Random r = new Random(7);
        InwoView.PlayerView player = null;
        for (int step = 0; step < 3_000 && table.status(state) == Status.ACTIVE; step++) {
            state = RandomPlay.step(table, state, r, "z", e -> {});
            InwoView.PlayerView p = ((InwoView) table.view(state, Viewer.SPECTATOR)).players().get(1);
            if (p.structure() != null && p.structure().size() >= 3) {
                player = p;
                break;
            }
        }
        assertThat(player).as("a player with three cards in play").isNotNull();
        String text = InwoViewText.playerText(player);
        var structure = java.util.List.copyOf(new java.util.ArrayList<>(player.structure()));
        InwoView.PlayerView equal = copy(player, "structure", structure);
        assertThat(equal).isNotSameAs(player).isEqualTo(player);
        assertThat(equal.structure()).isNotSameAs(player.structure());
        assertThat(InwoViewText.playerText(equal)).isSameAs(text);
        InwoView.PlayerView renamed = copy(player, "name", "q\"1");
        assertThat(InwoViewText.playerText(renamed)).isNotEqualTo(text).isEqualTo(Json.write(renamed));
    }

    /** The record with one component replaced (canonical constructor). */
    private static InwoView.PlayerView copy(InwoView.PlayerView p, String component, Object value) throws Exception {
        var parts = InwoView.PlayerView.class.getRecordComponents();
        Object[] args = new Object[parts.length];
        Class<?>[] types = new Class<?>[parts.length];
        for (int i = 0; i < parts.length; i++) {
            types[i] = parts[i].getType();
            args[i] = parts[i].getName().equals(component) ? value : parts[i].getAccessor().invoke(p);
        }
        return InwoView.PlayerView.class.getDeclaredConstructor(types).newInstance(args);
    }
}
