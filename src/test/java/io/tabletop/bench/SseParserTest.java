package io.tabletop.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bench runner's SSE splitting: fields, comments, line ends, and chunks cut anywhere. */
class SseParserTest {

    record Event(String id, String name, String data) {}

    private final List<Event> events = new ArrayList<>();
    private final SseParser parser = new SseParser((id, name, data, length) ->
            events.add(new Event(id, name, new String(data, 0, length, StandardCharsets.UTF_8))));

    private void feed(String text) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        parser.feed(b, 0, b.length);
    }

    @Test
    void readsIdNameAndData() {
        feed("id: 7\nevent: state\ndata: {\"version\":7}\n\n");
        assertThat(events).containsExactly(new Event("7", "state", "{\"version\":7}"));
    }

    @Test
    void joinsDataLinesAndNamesUnnamedEventsMessage() {
        feed("data: one\ndata:two\ndata: \n\n");
        assertThat(events).containsExactly(new Event(null, "message", "one\ntwo\n"));
    }

    @Test
    void ignoresCommentsRetryAndEventsWithoutData() {
        feed(":keep-alive\n\nretry: 1000\nid: 3\n\nevent: state\n: in between\ndata: x\n\n");
        assertThat(events).containsExactly(new Event(null, "state", "x"));
    }

    @Test
    void idAndNameDoNotCarryOverToTheNextEvent() {
        feed("id: 1\nevent: state\ndata: a\n\ndata: b\n\n");
        assertThat(events).containsExactly(new Event("1", "state", "a"), new Event(null, "message", "b"));
    }

    @Test
    void acceptsCrLfAndCrLineEnds() {
        feed("id: 1\r\nevent: state\r\ndata: a\r\n\r\nid: 2\revent: other\rdata: b\r\r");
        assertThat(events).containsExactly(new Event("1", "state", "a"), new Event("2", "other", "b"));
    }

    @Test
    void chunksCutAnywhereGiveTheSameEvents() {
        String stream = "id: 41\nevent: state\ndata: {\"view\":{\"é\":\"ü\"}}\r\n\r\n:ka\n\nid: 42\nevent: state\ndata: [1,\ndata: 2]\n\n";
        byte[] b = stream.getBytes(StandardCharsets.UTF_8);
        List<Event> expected = List.of(new Event("41", "state", "{\"view\":{\"é\":\"ü\"}}"),
                new Event("42", "state", "[1,\n2]"));
        for (int cut1 = 0; cut1 <= b.length; cut1++) {
            for (int cut2 = cut1; cut2 <= b.length; cut2 += 7) {
                events.clear();
                SseParser p = new SseParser((id, name, data, length) ->
                        events.add(new Event(id, name, new String(data, 0, length, StandardCharsets.UTF_8))));
                p.feed(b, 0, cut1);
                p.feed(b, cut1, cut2 - cut1);
                p.feed(b, cut2, b.length - cut2);
                assertThat(events).as("cut at %d and %d", cut1, cut2).isEqualTo(expected);
            }
        }
    }

    @Test
    void anUnfinishedEventIsNotDelivered() {
        feed("id: 1\nevent: state\ndata: a\n");
        assertThat(events).isEmpty();
        feed("\n");
        assertThat(events).hasSize(1);
    }
}
