package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Options;
import io.tabletop.engine.SeatDeck;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every event of random games of each game, written straight as canonical text, equals the canonical form of its
 * tree (the form hashes are taken over, and the audit recomputes): the stored log is what it always was.
 */
class EventTextTest {

    private static final Codecs CODECS = new Codecs();
    private static final List<String> STARTERS =
            List.of("network-computers", "gnomes-money", "discordian-weirdness", "bavarian-government",
                    "cthulhu-destruction");

    /** The one shape where the two writers differ: a map keyed by anything but text. No event holds one. */
    @org.junit.jupiter.api.Test
    void noEventHoldsAMapKeyedByAnythingButText() {
        java.util.Set<java.lang.reflect.Type> seen = new java.util.HashSet<>();
        int classes = 0;
        for (GameCodec codec : CODECS.all()) {
            for (Class<?> c : codec.eventNames().types().values()) {
                walk(c, seen);
                classes++;
            }
        }
        walk(io.tabletop.engine.TableEvent.GameCreated.class, seen);
        assertThat(classes).isGreaterThan(30);
    }

    private static void walk(java.lang.reflect.Type t, java.util.Set<java.lang.reflect.Type> seen) {
        if (!seen.add(t)) return;
        if (t instanceof java.lang.reflect.ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            if (Map.class.isAssignableFrom(raw)) {
                assertThat(p.getActualTypeArguments()[0]).as("a map's key in %s", p).isEqualTo(String.class);
            }
            for (java.lang.reflect.Type a : p.getActualTypeArguments()) walk(a, seen);
            walk(raw, seen);
        } else if (t instanceof Class<?> c) {
            if (Map.class.isAssignableFrom(c) && c.getTypeParameters().length == 0) {
                throw new AssertionError("a raw map in an event: " + c);
            }
            if (c.isArray()) walk(c.getComponentType(), seen);
            if (c.isRecord()) {
                for (var rc : c.getRecordComponents()) walk(rc.getGenericType(), seen);
            }
            if (c.isSealed()) {
                for (Class<?> sub : c.getPermittedSubclasses()) walk(sub, seen);
            }
        } else if (t instanceof java.lang.reflect.WildcardType w) {
            for (java.lang.reflect.Type b : w.getUpperBounds()) walk(b, seen);
        }
    }

    @ParameterizedTest
    @CsvSource({"COUP, 2, 1", "COUP, 4, 2", "COUP, 6, 3", "COPYCAT, 2, 4", "COPYCAT, 3, 5", "COPYCAT, 4, 6",
            "INWO, 2, 7", "INWO, 3, 8", "INWO, 4, 9", "INWO, 5, 10"})
    void everyEventIsWrittenAsTheCanonicalFormOfItsTree(String type, int seats, long seed) {
        GameCodec codec = CODECS.get(type);
        Table<Object, Object, Object> table = codec.table();
        Options options = Options.validate(table.rules().type().options(), Map.of());
        Object created = table.create(seats, options, "c", false);
        assertThat(codec.eventText(created)).isEqualTo(Json.canonical(codec.eventData(created)));
        TableState<Object> state = table.evolve(null, created);
        int checked = 0;
        for (int s = 0; s < seats; s++) {
            SeatDeck deck = type.equals("INWO") ? SeatDeck.starter(STARTERS.get(s % STARTERS.size())) : null;
            for (Object e : table.takeSeat(state, s, "p\"" + s, deck, new SeededRng("x", state.version()))) {
                assertThat(codec.eventText(e)).isEqualTo(Json.canonical(codec.eventData(e)));
                checked++;
                state = table.evolve(state, e);
            }
        }
        Random r = new Random(seed);
        int[] played = {0};
        for (int step = 0; step < 3_000 && table.status(state) == Status.ACTIVE; step++) {
            state = RandomPlay.step(table, state, r, "y" + seed, e -> {
                assertThat(codec.eventText(e)).as("%s", e).isEqualTo(Json.canonical(codec.eventData(e)));
                played[0]++;
            });
        }
        assertThat(checked + played[0]).isGreaterThan(20);
    }
}
