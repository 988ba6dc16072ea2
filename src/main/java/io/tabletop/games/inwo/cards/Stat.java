package io.tabletop.games.inwo.cards;

/** A number on a Group card. */
public enum Stat {
    POWER, GLOBAL_POWER, RESISTANCE,
    /** Either Power or Resistance, the player's choice when used (+10 plots, Currency Speculation). */
    POWER_OR_RESISTANCE
}
