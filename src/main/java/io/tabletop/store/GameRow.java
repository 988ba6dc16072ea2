package io.tabletop.store;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/**
 * The summary projection of one game, as written in the append transaction. {@code imported}: stored by an import
 * (then {@code createdAt} and {@code updatedAt} are the import time and {@code seeded} is true).
 */
public record GameRow(
        UUID id,
        String type,
        String status,
        long version,
        String seatsJson,
        List<Integer> awaiting,
        List<Integer> winners,
        String optionsJson,
        boolean seeded,
        String seedCommitment,
        byte[] headHash,
        OffsetDateTime deadline,
        String deadlineWindow,
        OffsetDateTime createdAt,
        OffsetDateTime updatedAt,
        boolean imported,
        int rulesVersion) {

    /** A game played here (not imported). */
    public GameRow(UUID id, String type, String status, long version, String seatsJson, List<Integer> awaiting,
                   List<Integer> winners, String optionsJson, boolean seeded, String seedCommitment, byte[] headHash,
                   OffsetDateTime deadline, String deadlineWindow, OffsetDateTime createdAt, OffsetDateTime updatedAt,
                   int rulesVersion) {
        this(id, type, status, version, seatsJson, awaiting, winners, optionsJson, seeded, seedCommitment, headHash,
                deadline, deadlineWindow, createdAt, updatedAt, false, rulesVersion);
    }

    /** This game as an import stores it: created and updated at {@code at}, and presented as seeded. */
    public GameRow asImported(OffsetDateTime at) {
        return new GameRow(id, type, status, version, seatsJson, awaiting, winners, optionsJson, true, seedCommitment,
                headHash, deadline, deadlineWindow, at, at, true, rulesVersion);
    }
}
