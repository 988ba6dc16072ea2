package io.tabletop.store;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/** The summary projection of one game, as written in the append transaction. */
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
        OffsetDateTime updatedAt) {}
