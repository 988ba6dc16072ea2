package io.tabletop.app.play;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.util.RawValue;
import io.tabletop.app.Codecs;
import io.tabletop.app.EventView;
import io.tabletop.app.GameCodec;
import io.tabletop.app.Json;
import io.tabletop.app.RandomPlay;
import io.tabletop.engine.Options;
import io.tabletop.engine.SeatDeck;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A move's answer ({@link MoveResult#json}) and a pushed state ({@link StateResult#json}), written straight, equal what
 * the general writer writes for the same records, byte for byte: at every step of random games of the three games,
 * for every seat and a spectator, with event data both as stored text and as redacted trees.
 */
class MoveAnswerTextTest {

    private static final Codecs CODECS = new Codecs();
    private static final List<String> STARTERS =
            List.of("network-computers", "gnomes-money", "discordian-weirdness", "bavarian-government",
                    "cthulhu-destruction");
    /** UTC with and without a fraction, another offset, and a year the hand formatter leaves to the general one. */
    private static final List<OffsetDateTime> TIMES = List.of(
            OffsetDateTime.of(2026, 11, 28, 9, 5, 7, 120_000_000, ZoneOffset.UTC),
            OffsetDateTime.of(2026, 1, 2, 3, 4, 5, 0, ZoneOffset.UTC),
            OffsetDateTime.of(2026, 1, 2, 3, 4, 5, 123_456_789, ZoneOffset.ofHours(2)),
            OffsetDateTime.of(12026, 1, 2, 3, 4, 5, 7, ZoneOffset.UTC));

    @ParameterizedTest
    @CsvSource({"COUP, 2, 1", "COUP, 6, 2", "COPYCAT, 3, 3", "INWO, 3, 4"})
    void answersAndStatesAreWrittenAsTheGeneralWriterWritesThem(String type, int seats, long seed) {
        GameCodec codec = CODECS.get(type);
        Table<Object, Object, Object> table = codec.table();
        Options options = Options.validate(table.rules().type().options(), Map.of());
        TableState<Object> state = table.evolve(null, table.create(seats, options, "c", false));
        for (int s = 0; s < seats; s++) {
            SeatDeck deck = type.equals("INWO") ? SeatDeck.starter(STARTERS.get(s % STARTERS.size())) : null;
            for (Object e : table.takeSeat(state, s, "p\"\u00e9" + s, deck, new SeededRng("x", state.version()))) {
                state = table.evolve(state, e);
            }
        }
        Random r = new Random(seed);
        int answers = 0;
        for (int step = 0; step < 400 && table.status(state) == Status.ACTIVE; step++) {
            List<Object> events = new ArrayList<>();
            state = RandomPlay.step(table, state, r, "y" + seed, events::add);
            for (int viewer = -1; viewer < seats; viewer++) {
                Viewer v = viewer < 0 ? Viewer.SPECTATOR : Viewer.seat(viewer);
                List<EventView> views = new ArrayList<>();
                for (int i = 0; i < events.size(); i++) {
                    Object e = events.get(i);
                    Object redacted = table.redact(e, v);
                    var data = redacted == e && i % 2 == 0
                            ? JsonNodeFactory.instance.rawValueNode(new RawValue(codec.eventText(e)))
                            : codec.eventData(redacted);
                    views.add(new EventView(state.version() - events.size() + i + 1, codec.eventType(e),
                            TIMES.get((step + i) % TIMES.size()), data));
                }
                MoveResult answer = new MoveResult(type, state.version(), table.status(state).name(),
                        table.awaiting(state), views);
                assertThat(answer.json()).isEqualTo(Json.write(answer));
                answers++;

                String view = Json.write(table.view(state, v));
                String moves = viewer < 0 ? null : codec.writeCommandsText(table.legalMoves(state, viewer));
                StateResult pushed = new StateResult(type, state.version(), table.status(state).name(),
                        table.awaiting(state), viewer < 0 ? null : viewer, step % 2 == 0, step % 3 == 0,
                        step % 5 == 0 ? null : TIMES.get(step % TIMES.size()), view, moves);
                assertThat(pushed.json()).isEqualTo(Json.write(pushed));
            }
        }
        assertThat(answers).isGreaterThan(40);
    }

    @Test
    void nullsAndEmptiesAreWrittenAsTheGeneralWriterWritesThem() {
        MoveResult empty = new MoveResult("COUP", 3, "ACTIVE", List.of(), List.of());
        assertThat(empty.json()).isEqualTo(Json.write(empty)).isEqualTo(
                "{\"game\":\"COUP\",\"version\":3,\"status\":\"ACTIVE\",\"awaiting\":[],\"events\":[]}");
        MoveResult nulls = new MoveResult(null, 0, null, null, null);
        assertThat(nulls.json()).isEqualTo(Json.write(nulls));
        MoveResult odd = new MoveResult("C\u2028\"\\", 1, "X", Arrays.asList(1, null),
                List.of(new EventView(1, "T\n", null, null)));
        assertThat(odd.json()).isEqualTo(Json.write(odd));
        StateResult open = new StateResult("COUP", 1, "OPEN", List.of(), null, false, false, null, null, null);
        assertThat(open.json()).isEqualTo(Json.write(open));
    }
}
