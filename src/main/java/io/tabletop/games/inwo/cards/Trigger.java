package io.tabletop.games.inwo.cards;

/** When an effect happens. */
public enum Trigger {
    /** Continuously while in play (or once, when a Plot is played). */
    ALWAYS,
    /** At the start of its controller's turn (the draw phase). */
    TURN_START,
    /** Whenever its controller chooses during his own turn. */
    YOUR_TURN,
    /** At the end of its controller's turn. */
    END_OF_TURN,
    /** By spending the card's own action token. */
    ACTION,
    /** By spending an Illuminati action token. */
    ILLUMINATI_ACTION,
    /** Whenever its controller destroys a Group. */
    ON_DESTROY,
    /** Whenever the card (or a Group of its structure) is attacked. */
    WHEN_ATTACKED,
    /** After a failed attack to control (or takeover). */
    ON_FAILED_CONTROL,
    /** After an attack on the card failed. */
    ATTACK_ON_IT_FAILED,
    /** When the card relieves a Devastated Place. */
    ON_RELIEF,
    /** When an attack the card takes part in rolls 11 or 12. */
    ROLL_11_OR_12,
    /** When a rival plays a card matching the effect's subject. */
    RIVAL_PLAYS,
    /** After an attack the card led failed (a Destroy's target then filters the group it attacked). */
    OWN_ATTACK_FAILED
}
