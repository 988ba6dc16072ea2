package io.tabletop.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The hand-written JSON text on the move path equals what Jackson's general writers made of the same values. */
class JsonTextTest {

    @Test
    void canonicalFormIsTheSortedTreeAsJacksonWritesIt() {
        String[] docs = {
            "{\"b\":[{\"z\":1,\"a\":2,\"é\":\"x\\\"y\\\\\\n\"}],\"a\":null,\"B\":true,\"c\":-9007199254740993,\"d\":1.5}",
            "[]", "{}", "\"\\u0001\"", "[1,[2,[3,{\"y\":false,\"x\":[]}]]]", "{\"long\":12345678901234,\"neg\":-1}",
        };
        for (String doc : docs) {
            JsonNode tree = Json.readTree(doc);
            assertEquals(treeMapCanonical(tree), Json.canonical(tree), doc);
        }
    }

    @Test
    void seatsTextIsWhatTheTreeWriterWrites() {
        List<String> names = new ArrayList<>(List.of("Ann", "Bo \"the\" \\ bot", "tab\there\u0001", "Zoë 🂡"));
        names.add(null);
        TableState<Object> state = new TableState<>(
                new TableEvent.GameCreated("COUP", names.size(), Map.of(), "c", false), names, null, 1);
        ArrayNode tree = Json.MAPPER.createArrayNode();
        for (int i = 0; i < names.size(); i++) {
            ObjectNode s = tree.addObject();
            s.put("seat", i);
            s.put("name", names.get(i));
        }
        assertEquals(tree.toString(), GameStreams.seatsJson(state));
    }

    @Test
    void timesAreWrittenAsTheJavaTimeModuleWritesThem() throws Exception {
        ObjectMapper plain = JsonMapper.builder().addModule(new JavaTimeModule())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS).build();
        ObjectMapper utc = plain.copy().setTimeZone(TimeZone.getTimeZone("UTC"));
        ObjectMapper ours = Json.configure(JsonMapper.builder().build());
        ObjectMapper oursUtc = Json.configure(JsonMapper.builder().build()).setTimeZone(TimeZone.getTimeZone("UTC"));
        ObjectMapper warsaw = plain.copy().setTimeZone(TimeZone.getTimeZone("Europe/Warsaw"));
        ObjectMapper oursWarsaw = Json.configure(JsonMapper.builder().build())
                .setTimeZone(TimeZone.getTimeZone("Europe/Warsaw"));
        OffsetDateTime[] times = {
            OffsetDateTime.of(2026, 11, 28, 6, 5, 30, 0, ZoneOffset.UTC),
            OffsetDateTime.of(2026, 11, 28, 6, 5, 30, 120_000_000, ZoneOffset.UTC),
            OffsetDateTime.of(2026, 11, 28, 6, 5, 30, 123_456_000, ZoneOffset.UTC),
            OffsetDateTime.of(2026, 11, 28, 6, 5, 30, 123_456_789, ZoneOffset.ofHours(2)),
            OffsetDateTime.of(2026, 1, 2, 3, 4, 5, 1, ZoneOffset.UTC),
            OffsetDateTime.of(1999, 12, 31, 23, 59, 59, 100_000_000, ZoneOffset.UTC),
            OffsetDateTime.of(2026, 6, 30, 0, 0, 0, 999_999_999, ZoneOffset.UTC),
            OffsetDateTime.of(999, 6, 30, 0, 0, 0, 0, ZoneOffset.UTC),
            OffsetDateTime.of(12026, 6, 30, 0, 0, 0, 0, ZoneOffset.UTC),
            OffsetDateTime.of(2026, 3, 29, 1, 30, 0, 5_000, ZoneOffset.ofHoursMinutes(-5, -30)),
            OffsetDateTime.now(ZoneOffset.UTC),
        };
        {
            for (OffsetDateTime t : times) {
                assertEquals(plain.writeValueAsString(t), ours.writeValueAsString(t), t.toString());
                assertEquals(utc.writeValueAsString(t), oursUtc.writeValueAsString(t), t.toString());
                assertEquals(warsaw.writeValueAsString(t), oursWarsaw.writeValueAsString(t), t.toString());
                assertEquals(plain.writeValueAsString(Map.of("at", t)), ours.writeValueAsString(Map.of("at", t)));
            }
        }
    }

    @Test
    void hashedRecordingTimesAreThePatternsText() {
        java.time.format.DateTimeFormatter pattern =
                java.time.format.DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSS'Z'");
        java.util.Random r = new java.util.Random(7);
        for (int i = 0; i < 2_000; i++) {
            OffsetDateTime t = OffsetDateTime.of(1000 + r.nextInt(9000), 1 + r.nextInt(12), 1 + r.nextInt(28),
                    r.nextInt(24), r.nextInt(60), r.nextInt(60), r.nextInt(1_000_000_000),
                    ZoneOffset.ofHoursMinutes(r.nextInt(13), r.nextInt(2) * 30));
            String want = t.withOffsetSameInstant(ZoneOffset.UTC).format(pattern);
            assertEquals(want, io.tabletop.store.EventStore.instant(t), t.toString());
        }
        OffsetDateTime early = OffsetDateTime.of(999, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC);
        assertEquals(early.format(pattern), io.tabletop.store.EventStore.instant(early));
    }

    /** The canonical writer this project had before: a TreeMap per object, every scalar through writeTree. */
    private static String treeMapCanonical(JsonNode node) {
        if (node.isObject()) {
            Map<String, JsonNode> sorted = new TreeMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                sorted.put(e.getKey(), e.getValue());
            }
            StringBuilder out = new StringBuilder("{");
            for (Map.Entry<String, JsonNode> e : sorted.entrySet()) {
                if (out.length() > 1) out.append(',');
                out.append(Json.write(e.getKey())).append(':').append(treeMapCanonical(e.getValue()));
            }
            return out.append('}').toString();
        }
        if (node.isArray()) {
            StringBuilder out = new StringBuilder("[");
            for (JsonNode item : node) {
                if (out.length() > 1) out.append(',');
                out.append(treeMapCanonical(item));
            }
            return out.append(']').toString();
        }
        return Json.write(node);
    }
}
