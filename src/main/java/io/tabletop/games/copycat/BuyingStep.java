package io.tabletop.games.copycat;

/**
 * Where a player's P3 turn stands (D25): before laying out the hand (trash offices, Brainstorming), hand laid out
 * (choices and grey effects), buying, done (scored).
 */
public enum BuyingStep { BEFORE_LAYOUT, LAID_OUT, BUYING, DONE }
