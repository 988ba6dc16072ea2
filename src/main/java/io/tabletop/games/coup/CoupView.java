package io.tabletop.games.coup;

import io.tabletop.engine.Nullable;
import java.util.List;

/**
 * What one viewer sees of a Coup game. {@code hand} is filled only for the viewer's own seat (everybody's once
 * the game is over); {@code private_} (JSON {@code private}) only for the seat a drawn or shown card concerns.
 * {@code winner} is the sole winner; {@code winners} all of them (several only when the turn limit ended the game);
 * {@code turnLimit} the last turn the game may have.
 */
public record CoupView(
        Variant variant,
        int deckSize,
        Integer firstSeat,
        List<PlayerView> players,
        TurnView turn,
        @Nullable PrivateView private_,
        @Nullable Integer winner,
        List<Integer> winners,
        int turnLimit) {

    public record PlayerView(int seat, String name, int coins, int hiddenCount, List<Card> revealed,
                             boolean eliminated, @Nullable List<Card> hand) {}

    /** {@code seat} is the actor; {@code loser} the seat that must lose an influence in LOSE_INFLUENCE. */
    public record TurnView(int number, int seat,
                           @io.tabletop.engine.OneOf({"DECLARE", "REACTIONS", "BLOCK_RESPONSE", "LOSE_INFLUENCE", "EXCHANGE",
                                   "SHOW", "DECIDE", "CHALLENGED", "RESOLVING", "ENDING", "FINISHED"}) String step, @Nullable Action action, @Nullable Integer target, @Nullable UnMode mode,
                           @Nullable Integer reactor, @Nullable Card block, List<Integer> pending, @Nullable Card provenCard, @Nullable Integer provenBy,
                           @Nullable Integer loser) {}

    /** Cards drawn in an exchange (the actor only) and the card shown in an inspection (inspector and target). */
    public record PrivateView(@Nullable List<Card> drawn, @Nullable Card shown) {}
}
