package io.tabletop.games.copycat;

/** The phases of a round: P1 planning, P2 actions, P3 buying and scoring (P4 clean-up needs no one); then over. */
public enum Phase { PLANNING, ACTIONS, BUYING, FINISHED }
