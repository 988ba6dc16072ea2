package io.tabletop.games.inwo.model;

import io.tabletop.games.inwo.cards.AttackType;

/**
 * What an attack is: to control (the target joins the attacker's structure), to destroy (into his destroyed pile),
 * or an Instant attack from a Plot (Assassination on a Personality, Disaster on a Place).
 */
public enum AttackKind {
    CONTROL, DESTROY, ASSASSINATION, DISASTER;

    /** The catalogue's name for it, for effect filters. */
    public AttackType type() {
        return AttackType.valueOf(name());
    }

    public boolean instant() {
        return this == ASSASSINATION || this == DISASTER;
    }
}
