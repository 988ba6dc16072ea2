package io.tabletop.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.POJONode;
import com.fasterxml.jackson.databind.util.RawValue;
import java.time.OffsetDateTime;

/** An event as a client sees it: position, type, time and (redacted) data. */
public record EventView(long seq, String type, OffsetDateTime at, JsonNode data) {

    /**
     * Appends this event as {@link Json#write} writes it — stored text (a raw value) as it is, a tree through the
     * mapper — without the general writer: a move's answer is written for every move ({@code MoveAnswerTextTest}).
     */
    public StringBuilder appendJson(StringBuilder out) {
        Json.appendQuotedOrNull(out.append("{\"seq\":").append(seq).append(",\"type\":"), type).append(",\"at\":");
        if (at == null) out.append("null");
        else out.append('"').append(TimeText.text(at)).append('"');
        out.append(",\"data\":");
        if (data == null) {
            out.append("null");
        } else if (data instanceof POJONode p && p.getPojo() instanceof RawValue raw
                && raw.rawValue() instanceof String text) {
            out.append(text);
        } else {
            out.append(Json.write(data));
        }
        return out.append('}');
    }
}
