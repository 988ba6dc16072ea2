package io.tabletop.app;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** The events one command produced and what caused them (seat, command, source), stored as the first event's meta. */
public record Caused(ObjectNode cause, List<Object> events) {

    /** A seat's command over HTTP. */
    public static final String SEAT = "SEAT";
    /** A house bot's command (its seat's TAKE_SEAT names the bot). */
    public static final String BOT = "BOT";

    public static ObjectNode cause(Integer seat, ObjectNode command, String source) {
        ObjectNode meta = Json.object();
        if (seat != null) meta.put("seat", seat);
        meta.set("command", command);
        meta.put("source", source);
        return meta;
    }
}
