package io.tabletop.games.inwo.plots;

/**
 * A Plot announced and waiting for its window to close before it takes effect (a New World Order, a Reload, a
 * Power-up, a Realign): anyone may cancel it in the window [WDH p.15]. {@code target} as the command named it.
 */
public record PendingPlot(int seat, String uid, String card, String target) {}
