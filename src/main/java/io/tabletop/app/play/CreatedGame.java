package io.tabletop.app.play;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * The answer to creating a game: its summary and, shown this once (the server keeps only their SHA-256), the
 * creator's token (to reissue lost seat tokens) and, for an invite-only game, the invite secret seats need.
 */
public record CreatedGame(
        @JsonUnwrapped GameSummary game,
        String creatorToken,
        @JsonInclude(JsonInclude.Include.NON_NULL) String inviteSecret) {}
