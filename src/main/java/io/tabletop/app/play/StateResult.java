package io.tabletop.app.play;

import com.fasterxml.jackson.annotation.JsonRawValue;
import io.tabletop.app.Json;
import jakarta.annotation.Nullable;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * The caller's view of a game: {@code game} is its type (e.g. COUP), which names the schema of {@code view} and
 * {@code moves}; {@code seat} is null for spectators; {@code view} is the game's own view object
 * (null until every seat is taken); {@code deadline} is when silence in the open reaction window becomes PASS;
 * {@code moves} are the seat's legal moves now (as legal-moves lists them; null for spectators and past views);
 * {@code imported}: the game was stored from an exported log (then {@code seeded} is true).
 */
public record StateResult(
        String game,
        long version,
        String status,
        List<Integer> awaiting,
        @Nullable Integer seat,
        boolean seeded,
        boolean imported,
        @Nullable OffsetDateTime deadline,
        @JsonRawValue String view,
        @JsonRawValue String moves) {

    /**
     * This state as {@link Json#write} writes it, written straight: a live stream sends one to every
     * awaited seat after each commit. {@code MoveAnswerTextTest} compares the two byte for byte.
     */
    public String json() {
        int size = 200 + (view == null ? 0 : view.length()) + (moves == null ? 0 : moves.length());
        StringBuilder out = new StringBuilder(size).append("{\"game\":");
        Json.appendQuotedOrNull(out, game).append(",\"version\":").append(version).append(",\"status\":");
        Json.appendNumbers(Json.appendQuotedOrNull(out, status).append(",\"awaiting\":"), awaiting);
        out.append(",\"seat\":").append(seat).append(",\"seeded\":").append(seeded)
                .append(",\"imported\":").append(imported).append(",\"deadline\":");
        if (deadline == null) out.append("null");
        else out.append('"').append(io.tabletop.app.TimeText.text(deadline)).append('"');
        // raw values, as @JsonRawValue writes them (null as null)
        out.append(",\"view\":").append(view).append(",\"moves\":").append(moves);
        return out.append('}').toString();
    }
}
