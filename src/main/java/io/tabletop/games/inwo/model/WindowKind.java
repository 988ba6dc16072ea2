package io.tabletop.games.inwo.model;

/**
 * What a window follows: an attack (or Instant attack), a Plot, a knock (end of turn), a victory declaration, an
 * attack's roll (die-roll effects, before the attack is settled).
 */
public enum WindowKind { ATTACK, PLOT, KNOCK, VICTORY, ROLL,
    /** r4 takeover: after an automatic takeover, for its cancellation (see {@code takeover.TakeoverCancels}). */
    TAKEOVER }
