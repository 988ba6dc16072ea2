package io.tabletop.games.inwo.structure;

import io.tabletop.games.inwo.cards.Effect;

/**
 * Control arrows changed by a card (Let's Get Organized: one more, up to 3; Let's Get REALLY Organized: a Group with
 * 1 or 2 gets 3). The new count is kept in the Group's {@link Traits} until it is destroyed.
 */
public final class Arrows {

    private Arrows() {}

    /** Out-arrows after the effect on a Group that has {@code now} (-1: the effect does not fit it). */
    public static int after(Effect.Arrows r, int now) {
        if (r.setTo() > 0) return now >= 1 && now < r.setTo() ? r.setTo() : -1;
        if (r.add() > 0) return now < 3 ? Math.min(3, now + r.add()) : -1;
        return -1;
    }
}
