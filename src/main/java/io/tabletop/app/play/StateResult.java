package io.tabletop.app.play;

import com.fasterxml.jackson.annotation.JsonRawValue;
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
        @JsonRawValue String moves) {}
