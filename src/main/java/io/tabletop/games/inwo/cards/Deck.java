package io.tabletop.games.inwo.cards;

/** The two decks of a player: Plots (and extra Illuminati), Groups (and Resources). */
public enum Deck {
    PLOT, GROUP
}
