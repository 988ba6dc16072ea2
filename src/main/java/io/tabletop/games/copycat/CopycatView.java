package io.tabletop.games.copycat;

import io.tabletop.engine.Nullable;
import java.util.List;

/**
 * What one viewer sees of a Copycat game. Other players' hands and kept cards only as counts; nobody's deck order;
 * turn-order cards only once revealed (one's own at once); discards, play areas, offices, the street and VP are
 * public. {@code pending}: the effects waiting for the current player's choices (top last). {@code turns}: turns
 * started so far; the game ends instead of starting one more past {@code turnLimit}.
 */
public record CopycatView(
        String catalogue,
        int round,
        Phase phase,
        List<Integer> bus,
        @Nullable Integer turn,
        List<Pending> pending,
        List<PlayerView> players,
        List<SlotView> street,
        int actionDeckSize,
        List<OfficeView> offices,
        int officeStackSize,
        List<String> removed,
        List<Integer> winners,
        int turns,
        int turnLimit) {

    public record PlayerView(int seat, String name, String set, int vp, int roundVp, int handCount, @Nullable List<String> hand,
                             int deckCount, List<String> discard, List<String> tempDiscard, List<PlayedCard> playArea,
                             int keptCount, @Nullable List<String> kept, List<String> trophies, boolean chosen, @Nullable String turnCard,
                             int workers, int placed, int temps, int tokens, boolean out, int coins, int coinBase,
                             int permits, int pendingVp, int doubleCoins, int doubleTokens, BuyingStep step) {}

    /** A street slot: its card (null when empty) and what buying it costs now (null for red cards; for a doctorate the surcharge, to which its buyer adds X). */
    public record SlotView(int slot, @Nullable String card, @Nullable Integer price) {}

    public record OfficeView(String id, Colour colour, String effect, int tokens, List<Worker> workers) {}
}
