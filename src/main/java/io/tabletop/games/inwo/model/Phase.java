package io.tabletop.games.inwo.model;

/**
 * Where the game is. LEAD: every seat chooses its lead group. DRAW, TAKEOVER, MAIN: the current player's turn.
 * KNOCK: the turn is over and the others get a window. VICTORY: a victory is declared and may be thwarted.
 * DISCARD: the player whose turn ended is above the hand limit. FINISHED: over.
 */
public enum Phase { LEAD, DRAW, TAKEOVER, MAIN, KNOCK, VICTORY, DISCARD, FINISHED }
