package io.tabletop.games.copycat;

import io.tabletop.engine.Nullable;
/**
 * A card in a play area and how many times it has resolved this round (0: laid out without acting yet; at most 2,
 * D4). {@code target} remembers the worker a Team Bonus reused, since its second use must pick another (D9).
 */
public record PlayedCard(String card, int uses, @Nullable String target) {

    public PlayedCard used() {
        return new PlayedCard(card, uses + 1, target);
    }

    public PlayedCard withUses(int n) {
        return new PlayedCard(card, n, target);
    }

    public PlayedCard withTarget(String office) {
        return new PlayedCard(card, uses, office);
    }
}
