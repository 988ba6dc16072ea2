package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import io.tabletop.engine.Options;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The legal-move lists written straight from the command records equal the lists of {@code writeCommand} bodies
 * (the form a client sends back), for every seat at every state of random games of each game.
 */
class CommandsTextTest {

    private static final Codecs CODECS = new Codecs();
    private static final List<String> STARTERS =
            List.of("network-computers", "gnomes-money", "discordian-weirdness", "bavarian-government");

    @ParameterizedTest
    @CsvSource({"COUP, 2, 1", "COUP, 6, 2", "COPYCAT, 2, 3", "COPYCAT, 4, 4", "INWO, 2, 5", "INWO, 4, 6"})
    void legalMovesAreWrittenAsTheirCommandBodies(String type, int seats, long seed) {
        GameCodec codec = CODECS.get(type);
        Table<Object, Object, Object> table = codec.table();
        Options options = Options.validate(table.rules().type().options(), Map.of());
        TableState<Object> state = table.evolve(null, table.create(seats, options, "c", false));
        for (int s = 0; s < seats; s++) {
            io.tabletop.engine.SeatDeck deck = type.equals("INWO")
                    ? io.tabletop.engine.SeatDeck.starter(STARTERS.get(s % STARTERS.size())) : null;
            for (Object e : table.takeSeat(state, s, "p" + s, deck, new SeededRng("x", state.version()))) {
                state = table.evolve(state, e);
            }
        }
        Random r = new Random(seed);
        int compared = 0;
        for (int step = 0; step < 400 && table.status(state) == Status.ACTIVE; step++) {
            for (int seat = 0; seat < seats; seat++) {
                List<Object> moves = table.legalMoves(state, seat);
                ArrayNode bodies = Json.MAPPER.createArrayNode();
                for (Object m : moves) bodies.add(codec.writeCommand(m));
                assertThat(codec.writeCommandsText(moves)).isEqualTo(bodies.toString());
                compared += moves.size();
            }
            state = RandomPlay.step(table, state, r, "y", e -> {});
        }
        assertThat(compared).isGreaterThan(50);
    }

    @Test
    void anEqualListGetsTheKeptTextAndAChangedOneItsOwn() {
        GameCodec codec = CODECS.get("COUP");
        List<Object> moves = new java.util.ArrayList<>(List.of(new io.tabletop.games.coup.CoupCommand.Pass(),
                new io.tabletop.games.coup.CoupCommand.Block(io.tabletop.games.coup.Card.RUSSIA)));
        String first = codec.writeCommandsText(moves);
        assertThat(codec.writeCommandsText(new java.util.ArrayList<>(moves))).isSameAs(first);
        moves.removeLast(); // the caller's list changes after: the kept text is of the list as written
        String changed = codec.writeCommandsText(moves);
        assertThat(changed).isEqualTo("[" + codec.writeCommand(moves.getFirst()) + "]");
        assertThat(codec.writeCommandsText(List.of(new io.tabletop.games.coup.CoupCommand.Pass(),
                new io.tabletop.games.coup.CoupCommand.Block(io.tabletop.games.coup.Card.RUSSIA)))).isEqualTo(first);
        assertThat(codec.writeCommandsText(List.of())).isEqualTo("[]");
    }
}
