package io.tabletop.bench;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Splits a {@code text/event-stream} body into events straight from the bytes as they arrive (a chunk may end
 * anywhere, even inside a line): no decoding to text, so a state event's JSON reaches the parser as bytes. Lines
 * end with LF, CR or CRLF; a blank line ends an event; {@code data:} lines are joined with LF; {@code id:} and
 * {@code event:} set the event's id and name (one leading space of a value is dropped); comments ({@code :…}),
 * {@code retry:} and unknown fields are ignored. An event without data is not delivered (as before: the JDK line
 * reader version of SseStream behaved the same).
 */
final class SseParser {

    /** Receives complete events; {@code data} is only valid during the call (the parser reuses it). */
    interface Sink {
        void onEvent(String id, String name, byte[] data, int length);
    }

    private static final byte[] DATA = "data:".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ID = "id:".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] EVENT = "event:".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] STATE = "state".getBytes(StandardCharsets.US_ASCII);

    private final Sink sink;
    /** The start of a line whose end has not arrived yet. */
    private byte[] partial = new byte[256];
    private int partialLength;
    /** After a CR: an LF right after it ends the same line. */
    private boolean skipLf;
    private byte[] data = new byte[1024];
    private int dataLength = -1; // -1: no data line in this event yet
    private String id, name;

    SseParser(Sink sink) {
        this.sink = sink;
    }

    void feed(byte[] bytes, int offset, int length) {
        int end = offset + length, from = offset;
        for (int i = offset; i < end; i++) {
            byte c = bytes[i];
            if (c == '\n' && skipLf) {
                skipLf = false;
                from = i + 1;
                continue;
            }
            skipLf = false;
            if (c != '\n' && c != '\r') continue;
            skipLf = c == '\r';
            if (partialLength == 0) {
                line(bytes, from, i - from);
            } else {
                keep(bytes, from, i - from);
                int n = partialLength;
                partialLength = 0;
                line(partial, 0, n);
            }
            from = i + 1;
        }
        if (from < end) keep(bytes, from, end - from);
    }

    private void keep(byte[] bytes, int from, int n) {
        if (partialLength + n > partial.length) partial = Arrays.copyOf(partial, Math.max(partial.length * 2, partialLength + n));
        System.arraycopy(bytes, from, partial, partialLength, n);
        partialLength += n;
    }

    private void line(byte[] b, int from, int n) {
        if (n == 0) {
            if (dataLength >= 0) sink.onEvent(id, name == null ? "message" : name, data, dataLength);
            id = null;
            name = null;
            dataLength = -1;
        } else if (startsWith(b, from, n, DATA)) {
            int v = valueStart(b, from, n, DATA.length);
            appendData(b, v, from + n - v);
        } else if (startsWith(b, from, n, ID)) {
            int v = valueStart(b, from, n, ID.length);
            id = new String(b, v, from + n - v, StandardCharsets.UTF_8);
        } else if (startsWith(b, from, n, EVENT)) {
            int v = valueStart(b, from, n, EVENT.length);
            int len = from + n - v;
            // the bots' streams name (almost) every event "state": no new String for it
            name = Arrays.equals(b, v, v + len, STATE, 0, STATE.length) ? "state" : new String(b, v, len, StandardCharsets.UTF_8);
        } // comments (":keep-alive"), retry: and anything else are ignored
    }

    private void appendData(byte[] b, int from, int n) {
        int at = dataLength < 0 ? 0 : dataLength + 1;
        if (at + n > data.length) data = Arrays.copyOf(data, Math.max(data.length * 2, at + n));
        if (dataLength >= 0) data[dataLength] = '\n';
        System.arraycopy(b, from, data, at, n);
        dataLength = at + n;
    }

    private static boolean startsWith(byte[] b, int from, int n, byte[] prefix) {
        return n >= prefix.length && Arrays.equals(b, from, from + prefix.length, prefix, 0, prefix.length);
    }

    /** The value's first byte: after the field name and colon, and one space if there is one. */
    private static int valueStart(byte[] b, int from, int n, int prefix) {
        int v = from + prefix;
        return v < from + n && b[v] == ' ' ? v + 1 : v;
    }
}
