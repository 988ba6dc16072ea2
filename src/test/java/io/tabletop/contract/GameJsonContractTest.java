package io.tabletop.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.tabletop.app.Codecs;
import io.tabletop.app.GameCodec;
import io.tabletop.app.Json;
import io.tabletop.app.RandomPlay;
import io.tabletop.engine.Options;
import io.tabletop.engine.SeatDeck;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the engine writes matches what the contract promises, without HTTP: in random games of every game and seat
 * count, every view (each seat and a spectator), every event as each viewer reads it, and every legal move validates
 * against its schema in openapi/openapi.yaml. So a field the contract calls non-null (or required) never comes as null
 * (or missing), whatever the rules reach. With {@code -Dnullability.probe=true} it also prints every record component
 * seen null, the list a nullable field must be annotated from.
 */
class GameJsonContractTest {

    private static final Codecs CODECS = new Codecs();
    private static final List<String> STARTERS =
            List.of("network-computers", "gnomes-money", "discordian-weirdness", "bavarian-government");
    private static final JsonNode DOC = read();
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private static final Map<String, Schema> SCHEMAS = new ConcurrentHashMap<>();
    private static final NullProbe PROBE = new NullProbe();

    @ParameterizedTest(name = "{0} with {1} seats, seed {2}")
    @CsvSource({"COUP, 2, 1", "COUP, 3, 2", "COUP, 4, 3", "COUP, 5, 4", "COUP, 6, 5",
            "COPYCAT, 2, 6", "COPYCAT, 3, 7", "COPYCAT, 4, 8",
            "INWO, 2, 9", "INWO, 3, 10", "INWO, 4, 11", "INWO, 5, 12", "INWO, 6, 13"})
    void everyViewEventAndLegalMoveMatchesItsSchema(String type, int seats, long seed) {
        GameCodec codec = CODECS.get(type);
        Table<Object, Object, Object> table = codec.table();
        String game = pascal(type);
        List<Viewer> viewers = new ArrayList<>();
        for (int s = 0; s < seats; s++) viewers.add(Viewer.seat(s));
        viewers.add(Viewer.SPECTATOR);
        List<String> mismatches = new ArrayList<>();
        Options options = Options.validate(table.rules().type().options(), Map.of());
        TableEvent.GameCreated created = table.create(seats, options, "c", false);
        TableState<Object> state = table.evolve(null, created);
        List<Object> appended = new ArrayList<>(List.of(created));
        for (int s = 0; s < seats; s++) {
            SeatDeck deck = type.equals("INWO") ? SeatDeck.starter(STARTERS.get((s + (int) seed) % STARTERS.size())) : null;
            for (Object e : table.takeSeat(state, s, "p" + s, deck, new SeededRng("x" + seed, state.version()))) {
                appended.add(e);
                state = table.evolve(state, e);
            }
        }
        Random random = new Random(seed);
        int checked = 0;
        for (int step = 0; step < 1_500; step++) {
            for (Object e : appended) {
                for (Viewer v : viewers) checked += check(codec, game, table.redact(e, v), mismatches);
            }
            appended.clear();
            if (step % 3 == 0 || table.status(state) != Status.ACTIVE) {
                for (Viewer v : viewers) {
                    Object view = table.view(state, v);
                    PROBE.walk(view);
                    checked += validate(game + ".View", codec.viewText(view), "view " + v, mismatches);
                }
            }
            if (table.status(state) != Status.ACTIVE) break;
            for (int seat : table.awaiting(state)) {
                for (Object move : table.legalMoves(state, seat)) {
                    PROBE.walk(move);
                    checked += validate(game + ".Command", codec.writeCommand(move).toString(), "legal move", mismatches);
                }
            }
            state = RandomPlay.step(table, state, random, "y" + seed, appended::add);
        }
        assertThat(mismatches).as("answers that break the contract").isEmpty();
        assertThat(checked).isGreaterThan(50);
    }

    /** Every recorded game of the golden corpus (every rules version), replayed: its events and views as each viewer reads them. */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.MethodSource("corpus")
    void everyRecordedGameMatchesTheContract(String name) throws IOException {
        List<String> lines = lines(Path.of("src/test/resources/corpus").resolve(name));
        List<String> mismatches = new ArrayList<>();
        TableState<Object> state = null;
        GameCodec codec = null;
        List<Viewer> viewers = new ArrayList<>();
        int checked = 0;
        for (int i = 0; i < lines.size(); i++) {
            JsonNode line = Json.readTree(lines.get(i));
            Object event;
            if (codec == null) {
                TableEvent.GameCreated created = GameCodec.readCreated(line.get("data"));
                codec = CODECS.get(created.type(), created.rulesVersion());
                for (int s = 0; s < created.seats(); s++) viewers.add(Viewer.seat(s));
                viewers.add(Viewer.SPECTATOR);
                event = created;
            } else {
                event = codec.readEvent(line.get("type").asText(), line.get("data"));
            }
            Table<Object, Object, Object> table = codec.table();
            String game = pascal(table.rules().type().name());
            state = table.evolve(state, event);
            for (Viewer v : viewers) checked += check(codec, game, table.redact(event, v), mismatches);
            boolean started = table.status(state) != Status.OPEN; // before the start the state answers no view
            if (started && (i % 7 == 0 || i == lines.size() - 1)) {
                for (Viewer v : viewers) {
                    Object view = table.view(state, v);
                    PROBE.walk(view);
                    checked += validate(game + ".View", codec.viewText(view), "view " + v + " at " + (i + 1), mismatches);
                }
            }
        }
        assertThat(mismatches).as("answers that break the contract").isEmpty();
        assertThat(checked).isGreaterThan(50);
    }

    static List<String> corpus() throws IOException {
        Path root = Path.of("src/test/resources/corpus");
        try (var files = java.nio.file.Files.walk(root)) {
            return files.filter(f -> f.toString().matches(".+\\.ndjson(\\.gz)?")).map(f -> root.relativize(f).toString())
                    .sorted().toList();
        }
    }

    private static List<String> lines(Path file) throws IOException {
        java.io.InputStream in = java.nio.file.Files.newInputStream(file);
        if (file.toString().endsWith(".gz")) in = new java.util.zip.GZIPInputStream(in);
        try (var reader = new java.io.BufferedReader(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8))) {
            return reader.lines().filter(l -> !l.isBlank()).toList();
        }
    }

    /** What the game types list hands out: each game's catalogue and starter decks, as their schemas promise. */
    @org.junit.jupiter.api.Test
    void everyCatalogueAndStarterDeckMatchesTheContract() {
        List<String> mismatches = new ArrayList<>();
        int checked = 0;
        for (GameCodec codec : CODECS.all()) {
            String game = pascal(codec.table().rules().type().name());
            Object catalogue = codec.table().rules().catalogue();
            if (catalogue != null) {
                PROBE.walk(catalogue);
                if (!Boolean.getBoolean("nullability.probe")) DeclaredNulls.check(catalogue);
                checked += validate(game + ".Catalogue", Json.write(catalogue), "catalogue", mismatches);
            }
            if (codec.table().rules().starterDecks() instanceof List<?> decks) {
                for (Object deck : decks) {
                    PROBE.walk(deck);
                    if (!Boolean.getBoolean("nullability.probe")) DeclaredNulls.check(deck);
                    checked += validate(game + ".StarterDeck", Json.write(deck), "starter deck", mismatches);
                }
            }
        }
        assertThat(mismatches).as("catalogues that break the contract").isEmpty();
        assertThat(checked).as("Copycat's and INWO's catalogues, INWO's starter decks").isGreaterThan(3);
    }

    private static int check(GameCodec codec, String game, Object event, List<String> mismatches) {
        PROBE.walk(event);
        String schema = event instanceof TableEvent ? "Table.Event." + event.getClass().getSimpleName()
                : game + ".Event." + event.getClass().getSimpleName();
        return validate(schema, codec.eventData(event).toString(), "event " + codec.eventType(event), mismatches);
    }

    private static int validate(String component, String json, String what, List<String> mismatches) {
        assertThat(DOC.at("/components/schemas").has(component)).as("schema %s", component).isTrue();
        List<Error> errors = SCHEMAS.computeIfAbsent(component, GameJsonContractTest::schema).validate(json, InputFormat.JSON);
        if (!errors.isEmpty() && mismatches.size() < 20) mismatches.add(what + " (" + component + "): " + errors + "\n  " + json);
        return 1;
    }

    private static Schema schema(String component) {
        ObjectNode root = new ObjectMapper().createObjectNode();
        root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        root.set("components", DOC.get("components"));
        root.put("$ref", "#/components/schemas/" + component);
        return REGISTRY.getSchema(root.toString(), InputFormat.JSON);
    }

    private static JsonNode read() {
        try {
            return new ObjectMapper(new YAMLFactory()).readTree(Path.of("openapi", "openapi.yaml").toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String pascal(String upperSnake) {
        String lower = upperSnake.toLowerCase();
        return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
    }

    @AfterAll
    static void printProbe() {
        if (Boolean.getBoolean("nullability.probe")) {
            System.out.println("[nullability] seen null:\n" + String.join("\n", new TreeSet<>(PROBE.seenNull())));
        }
        assertThat(Json.MAPPER).isNotNull();
    }
}
