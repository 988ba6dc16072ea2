package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonRawValue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Text;
import io.tabletop.games.coup.CoupView;
import io.tabletop.games.coup.Variant;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 31, item 3: a lone UTF-16 surrogate in a stored or computed string never makes a JSON writer of the service
 * fail or write invalid JSON: every writer (the mapper, its trees, raw values, the hand-written view, seat and event
 * writers) writes it as U+FFFD, and the bytes are strict UTF-8 that a strict reader takes.
 */
class WellFormedJsonTest {

    private static final String LONE = "x\uD800y";
    private static final String LONE_LOW = "\uDC00z";
    private static final String PAIR = "f\uD83D\uDE00";

    record Named(String name, Map<String, String> tags, List<String> list) {}

    record Raw(@JsonRawValue String view) {}

    /** Decodes strictly (a lone surrogate written as CESU bytes fails) and parses as strict JSON. */
    private static JsonNode strict(byte[] bytes) throws CharacterCodingException {
        String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        assertThat(text).as("no escaped lone surrogate").doesNotContainIgnoringCase("\\ud800")
                .doesNotContainIgnoringCase("\\udc00");
        assertThat(Text.storable(text.replace("\u0000", ""))).as("well-formed text: %s", text).isTrue();
        return Json.readTree(text);
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void theMapperWritesALoneSurrogateAsTheReplacementCharacter() throws Exception {
        Named value = new Named(LONE, Map.of(LONE_LOW, PAIR), List.of(LONE_LOW, PAIR));
        for (byte[] written : List.of(Json.MAPPER.writeValueAsBytes(value), utf8(Json.write(value)),
                utf8(Json.canonicalOf(value)), utf8(Json.canonical(Json.tree(value))),
                Json.MAPPER.writeValueAsBytes(Json.tree(value)))) {
            JsonNode read = strict(written);
            assertThat(read.get("name").asText()).isEqualTo("x\uFFFDy");
            assertThat(read.get("tags").fieldNames().next()).isEqualTo("\uFFFDz");
            assertThat(read.get("tags").elements().next().asText()).isEqualTo(PAIR);
            assertThat(read.get("list").get(0).asText()).isEqualTo("\uFFFDz");
            assertThat(read.get("list").get(1).asText()).isEqualTo(PAIR);
        }
    }

    @Test
    void rawValuesWrittenByHandAreCleanedToo() throws Exception {
        // a raw value (a view written by hand) with a lone surrogate was what made GET …/state answer 500
        Raw raw = new Raw("{\"name\":\"" + LONE + "\"}");
        assertThat(strict(Json.MAPPER.writeValueAsBytes(raw)).at("/view/name").asText()).isEqualTo("x\uFFFDy");
    }

    @Test
    void aMapperOnTheServiceFactoryWithOtherSettingsCleansToo() throws Exception {
        // the factory REST's own ObjectMapper is built on (io.tabletop.api.JsonConfig)
        ObjectMapper rest = Json.configure(new ObjectMapper(Json.factory()));
        assertThat(strict(rest.writeValueAsBytes(new Raw("[\"" + LONE + "\"]"))).at("/view/0").asText())
                .isEqualTo("x\uFFFDy");
        assertThat(strict(rest.writeValueAsBytes(Map.of("k", LONE))).get("k").asText()).isEqualTo("x\uFFFDy");
        // and a plain mapper does fail on it: the reason the factory is needed
        ObjectMapper plain = JsonMapper.builder().build();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> plain.writeValueAsBytes(new Raw("\"" + LONE + "\"")))
                .hasMessageContaining("surrogate");
    }

    @Test
    void theHandWrittenWritersCleanToo() throws Exception {
        assertThat(strict(utf8(Json.appendQuoted(new StringBuilder(), LONE).toString())).asText()).isEqualTo("x\uFFFDy");
        assertThat(strict(utf8(Json.appendQuotedOrNull(new StringBuilder(), PAIR).toString())).asText()).isEqualTo(PAIR);

        List<String> names = new ArrayList<>(List.of(LONE, LONE_LOW, PAIR));
        TableState<Object> state = new TableState<>(
                new TableEvent.GameCreated("COUP", names.size(), Map.of(), "c", false), names, null, 1);
        JsonNode seats = strict(utf8(GameStreams.seatsJson(state)));
        assertThat(seats.get(0).get("name").asText()).isEqualTo("x\uFFFDy");
        assertThat(seats.get(1).get("name").asText()).isEqualTo("\uFFFDz");
        assertThat(seats.get(2).get("name").asText()).isEqualTo(PAIR);

        CoupView view = new CoupView(Variant.MEDIA, 11, 0,
                List.of(new CoupView.PlayerView(0, LONE, 2, 2, List.of(), false, null)), null, null, null, List.of(), 500);
        String text = CoupViewText.write(view);
        assertThat(strict(utf8(text)).at("/players/0/name").asText()).isEqualTo("x\uFFFDy");
        assertThat(text).as("as the general writer writes it").isEqualTo(Json.write(view));

        EventView event = new EventView(3, LONE, null, Json.tree(Map.of("name", LONE)));
        JsonNode e = strict(utf8(event.appendJson(new StringBuilder()).toString()));
        assertThat(e.get("type").asText()).isEqualTo("x\uFFFDy");
        assertThat(e.at("/data/name").asText()).isEqualTo("x\uFFFDy");
    }

    @Test
    void textWithoutLoneSurrogatesIsLeftAsItIs() {
        String plain = "plain " + PAIR;
        assertThat(Text.wellFormed(plain)).isSameAs(plain);
        assertThat(Text.wellFormed("\uD800")).isEqualTo("\uFFFD");
        assertThat(Text.wellFormed("\uDE00\uD83D")).isEqualTo("\uFFFD\uFFFD");
        assertThat(Text.storable("a\u0000b")).isFalse();
        assertThat(Text.storable(LONE)).isFalse();
        assertThat(Text.storable(PAIR)).isTrue();
    }
}
