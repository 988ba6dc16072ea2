package io.tabletop.games.inwo.model;

/**
 * The plays that took effect at once up to rules version 4 and are announced from version 5 on (ruling I7), so that a
 * cancel may answer them.
 */
public enum AnnouncedPlay {
    /** Botched Contact or Sabotage answering an automatic takeover. */
    TAKEOVER_CANCEL,
    /** An Offer You Can't Refuse or Crop Circles, played as the draw step. */
    DRAW_STEP,
    /** A +10 Plot played on one's own group outside an attack, to stand for its defence until the end of the turn. */
    STANDING_BOOST,
    /** Vultures, taking the Group card whose attack from hand failed. */
    VULTURES,
    /** I Lied, taking a deal without keeping one's own side (last cards F). */
    I_LIED,
    /** Purge, by the Illuminati or by the purged Group (last cards F). */
    PURGE,
    /** Rewriting History, on a destroyed Group (last cards F). */
    REWRITING_HISTORY,
    /** Celebrity Spokesman, linking a Personality of the player's to an Organization (last cards G). */
    CELEBRITY_SPOKESMAN,
    /** Seize The Time!, taking the next turn (last cards I). */
    SEIZE_THE_TIME
}
