package io.tabletop.app.play;

import jakarta.annotation.Nullable;
import java.util.UUID;

/**
 * A taken seat, its secret token and its recovery secret (both shown this once; the server keeps only their
 * hashes). The recovery secret replaces a lost token ({@code POST …/seats/{seat}/token}); keep it apart from the
 * token. A house-bot seat ({@code bot} names the bot) has neither: nobody but the bot plays it.
 */
public record SeatGrant(UUID gameId, int seat, @Nullable String token, @Nullable String recoverySecret, long version,
                        String status, @Nullable String bot) {}
