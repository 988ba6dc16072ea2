package io.tabletop.games.inwo.model;

/**
 * A Plot in play linked to a group [WDH p.14-15]: played by {@code seat}, it stays on the group {@code group} (a uid in
 * play, whoever controls it now) and its LINKED effects reach that group until the group leaves play; then the Plot
 * goes to its player's discard pile. Links to Plots are permanent: it never moves.
 */
public record LinkedPlot(int seat, String uid, String card, String group) {}
