package io.tabletop.app.audit;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/**
 * A finished game laid open: every event unredacted with its cause and hash, the revealed seed, and whether the
 * log verifies: {@code verified} is true only when every check passed; a failed check names the first event where
 * it fails. {@code imported}: the game was stored from an exported log; then {@code verified} vouches that the log is
 * consistent with its seed and the rules, not that this service dealt it (the importer knew the seed).
 * {@code rulesVersion}: the version of the game's rules the log was played and is replayed under.
 */
public record AuditReport(
        UUID gameId,
        String type,
        int rulesVersion,
        long version,
        boolean imported,
        boolean verified,
        List<CheckResult> checks,
        String seed,
        String seedCommitment,
        List<AuditedEvent> events) {

    /** HASH_CHAIN, SEED, REPLAY, FINAL_STATE (and SEQUENCE): passed, or the first seq where it fails and why. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record CheckResult(String name, boolean ok, Long seq, String detail) {}

    /** One event as stored: data and meta unredacted, and its chain hash (hex). */
    public record AuditedEvent(long seq, String type, OffsetDateTime at, JsonNode data, JsonNode meta, String hash) {}
}
