package io.tabletop.app.play;

import jakarta.annotation.Nullable;
import java.util.UUID;

/**
 * A taken seat and its secret token (shown this once; the server keeps only its hash). A house-bot seat
 * ({@code bot} names the bot) has no token: nobody but the bot plays it.
 */
public record SeatGrant(UUID gameId, int seat, @Nullable String token, long version, String status,
                        @Nullable String bot) {

    public SeatGrant(UUID gameId, int seat, String token, long version, String status) {
        this(gameId, seat, token, version, status, null);
    }
}
