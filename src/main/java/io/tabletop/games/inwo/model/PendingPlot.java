package io.tabletop.games.inwo.model;

import io.tabletop.engine.Nullable;
import io.tabletop.games.inwo.model.Window;

/**
 * A Plot announced and waiting for its window to close before it takes effect (a New World Order, a Reload, a
 * Power-up, a Realign): anyone may cancel it in the window [WDH p.15]. {@code target} as the command named it.
 * From rules version 4 on (ruling I7) a cancel is announced too and can itself be answered: then {@code answers} is
 * the window it was played in (a Plot's or an attack's) and {@code cancels} the Plot it cancels (null: the attacking
 * action), so that a cancelled cancel gives that window back. From version 5 on a play that earlier versions made at
 * once is announced as well ({@code play} says which, {@code helper} as the command named it): {@code answers} and
 * {@code cancels} then hold the window and the pending item it displaced (a takeover's), both null when it was played
 * outside any window.
 */
public record PendingPlot(int seat, String uid, String card, @Nullable String target, @Nullable Window answers, @Nullable PendingPlot cancels,
                          @Nullable AnnouncedPlay play, @Nullable String helper) {

    public PendingPlot(int seat, String uid, String card, String target) {
        this(seat, uid, card, target, null, null, null, null);
    }

    public PendingPlot(int seat, String uid, String card, String target, Window answers, PendingPlot cancels) {
        this(seat, uid, card, target, answers, cancels, null, null);
    }

    /** Whether this is an announced cancel (version 4 on). */
    public boolean cancel() {
        return answers != null && play == null;
    }

    /** Whether this is a play announced from version 5 on that earlier versions made at once. */
    public boolean announcedPlay() {
        return play != null;
    }
}
