package io.tabletop.games.inwo.plots;

import io.tabletop.games.inwo.turn.Window;

/**
 * A Plot announced and waiting for its window to close before it takes effect (a New World Order, a Reload, a
 * Power-up, a Realign): anyone may cancel it in the window [WDH p.15]. {@code target} as the command named it.
 * From rules version 4 on (ruling I7) a cancel is announced too and can itself be answered: then {@code answers} is
 * the window it was played in (a Plot's or an attack's) and {@code cancels} the Plot it cancels (null: the attacking
 * action), so that a cancelled cancel gives that window back.
 */
public record PendingPlot(int seat, String uid, String card, String target, Window answers, PendingPlot cancels) {

    public PendingPlot(int seat, String uid, String card, String target) {
        this(seat, uid, card, target, null, null);
    }

    /** Whether this is an announced cancel (version 4 on). */
    public boolean cancel() {
        return answers != null;
    }
}
