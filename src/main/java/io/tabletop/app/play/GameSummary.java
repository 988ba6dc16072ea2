package io.tabletop.app.play;

import jakarta.annotation.Nullable;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A game at a glance: what, who, where it stands. {@code deadline}: when silence at the awaited step is played as the
 * game's stated default move (a reaction window's PASS, a turn's default; see the game's rules). {@code imported}:
 * stored from an exported log, not played here; {@code createdAt} is then the import time and {@code seeded} is true
 * (the importer knew the seed, so the deal is not vouched for). {@code rulesVersion}: the version of the game's rules it
 * is played and audited under, for life (see the game types).
 */
public record GameSummary(
        UUID id,
        String type,
        int rulesVersion,
        String status,
        long version,
        List<SeatInfo> seats,
        List<Integer> awaiting,
        List<Integer> winners,
        Map<String, Object> options,
        boolean seeded,
        boolean imported,
        String seedCommitment,
        @Nullable OffsetDateTime deadline,
        OffsetDateTime createdAt,
        OffsetDateTime updatedAt) {

    /** A seat and who sits there ({@code name} null while free). */
    public record SeatInfo(int seat, @Nullable String name) {}
}
