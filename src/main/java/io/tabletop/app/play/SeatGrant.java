package io.tabletop.app.play;

import java.util.UUID;

/** A taken seat and its secret token (shown this once; the server keeps only its hash). */
public record SeatGrant(UUID gameId, int seat, String token, long version, String status) {}
