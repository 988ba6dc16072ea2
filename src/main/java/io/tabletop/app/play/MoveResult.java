package io.tabletop.app.play;

import io.tabletop.app.EventView;
import io.tabletop.app.Json;
import java.util.List;

/**
 * The body answering a move: the game's new version, status and awaited seats, and the events the move appended,
 * as the mover may see them; {@code game} (the game's type) names which game's events they are.
 */
public record MoveResult(String game, long version, String status, List<Integer> awaiting, List<EventView> events) {

    /**
     * This answer as {@link Json#write} writes it, written straight (every move is answered with one; the general
     * writer cost more than deciding the move). {@code MoveAnswerTextTest} compares the two byte for byte.
     */
    public String json() {
        StringBuilder out = new StringBuilder(160 + 200 * (events == null ? 0 : events.size())).append("{\"game\":");
        Json.appendQuotedOrNull(out, game).append(",\"version\":").append(version).append(",\"status\":");
        Json.appendNumbers(Json.appendQuotedOrNull(out, status).append(",\"awaiting\":"), awaiting);
        out.append(",\"events\":");
        if (events == null) return out.append("null}").toString();
        out.append('[');
        for (int i = 0; i < events.size(); i++) {
            if (i > 0) out.append(',');
            events.get(i).appendJson(out);
        }
        return out.append("]}").toString();
    }
}
