package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.engine.GameRegistry;
import io.tabletop.engine.TableEvent;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every upcaster of every game (and of the table's events) is tested by its own fixture,
 * {@code src/test/resources/upcasts/<EVENT_TYPE>.json}: each case's stored data (as an older build wrote it) reads as
 * the current data, data already current reads as itself, and the result fits the event's record. An upcaster without
 * a fixture fails the build.
 */
class UpcastersTest {

    private static final Codecs CODECS = new Codecs(GameRegistry.discover(JsonGameData.standard()));

    /** Every event type some codec reads through an upcaster. */
    private static Set<String> upcastTypes() {
        Set<String> types = new TreeSet<>();
        for (GameCodec codec : allVersions()) types.addAll(codec.upcastTypes());
        return types;
    }

    private static List<GameCodec> allVersions() {
        List<GameCodec> out = new ArrayList<>();
        for (GameCodec current : CODECS.all()) {
            String type = current.table().rules().type().name();
            for (int v : CODECS.versions(type)) out.add(CODECS.find(type, v).orElseThrow());
        }
        return out;
    }

    @Test
    void theTablesOwnUpcastersAreAmongThem() {
        assertThat(upcastTypes()).containsAll(TableEvent.UPCASTERS.keySet());
    }

    @TestFactory
    Stream<DynamicTest> everyUpcasterTurnsItsStoredShapesIntoTheCurrentOne() {
        return upcastTypes().stream().map(type -> DynamicTest.dynamicTest(type, () -> {
            JsonNode fixture;
            try (InputStream in = getClass().getResourceAsStream("/upcasts/" + type + ".json")) {
                assertThat(in).as("src/test/resources/upcasts/" + type + ".json: every upcaster has its fixture").isNotNull();
                fixture = Json.MAPPER.readTree(in);
            }
            assertThat(fixture.get("cases").size()).as("cases of " + type).isGreaterThan(0);
            for (JsonNode c : fixture.get("cases")) {
                GameCodec codec = CODECS.get(c.get("game").asText());
                JsonNode current = c.get("current");
                assertThat(Json.canonical(codec.upcast(type, c.get("stored")))).isEqualTo(Json.canonical(current));
                assertThat(Json.canonical(codec.upcast(type, current))).as("current data is left as it is")
                        .isEqualTo(Json.canonical(current));
                Object read = codec.readEvent(type, c.get("stored").toString());
                assertThat(Json.canonical(codec.eventData(read))).as("the record read from the stored text")
                        .isEqualTo(Json.canonical(current));
            }
        }));
    }

    @Test
    void aStoredGameCreatedWithoutARulesVersionIsAVersionOneGame() {
        TableEvent.GameCreated created = GameCodec.readCreated(Json.readTree(
                "{\"type\":\"INWO\",\"seats\":2,\"options\":{},\"seedCommitment\":\"ab\",\"seeded\":false}"));
        assertThat(created.rulesVersion()).isEqualTo(1);
    }
}
