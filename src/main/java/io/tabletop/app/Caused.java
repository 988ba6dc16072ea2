package io.tabletop.app;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** The events one command produced and what caused them (seat, command, source), stored as the first event's meta. */
public record Caused(ObjectNode cause, List<Object> events) {

    /** A seat's command over HTTP. */
    public static final String SEAT = "SEAT";
    /** A house bot's command (its seat's TAKE_SEAT names the bot). */
    public static final String BOT = "BOT";

    /**
     * The command recorded when a seat's token is replaced ({@code by} HOLDER or CREATOR, which is also the cause's
     * source).
     */
    public static ObjectNode reissue(int seat, String by) {
        ObjectNode command = Json.object();
        command.put("type", "REISSUE_TOKEN");
        command.put("seat", seat);
        command.put("by", by);
        return command;
    }

    public static ObjectNode cause(Integer seat, ObjectNode command, String source) {
        ObjectNode meta = Json.object();
        if (seat != null) meta.put("seat", seat);
        meta.set("command", command);
        meta.put("source", source);
        return meta;
    }
}
