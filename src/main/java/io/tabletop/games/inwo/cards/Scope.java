package io.tabletop.games.inwo.cards;

/** Whom an effect touches, seen from the card that carries it. */
public enum Scope {
    /** The card itself (for attack bonuses: only when it leads the attack — "direct"). */
    SELF,
    /** The Group a Resource or Plot is linked to. */
    LINKED,
    /** The card's master (the Group or Illuminati it is a puppet of). */
    MASTER,
    /** The card's puppets (and their puppets). */
    PUPPETS,
    /** The card itself when it aids an attack. */
    AIDING,
    /** A Group its controller names in secret (revealed when it matters). */
    NAMED_SECRETLY,
    /** Every Group of its controller's Power Structure (for attack bonuses: "any attempt" by them). */
    STRUCTURE,
    /** Its controller's Illuminati card. */
    ILLUMINATI,
    /** Every Group in play, whoever controls it (NWO cards, Shangri-La's goal). */
    ALL_IN_PLAY,
    /** The Group (or action, or attack) a Plot is played on, chosen when played. */
    TARGET,
    /** A rival player (his hand, decks, structure), chosen when played. */
    RIVAL,
    /** Every rival player. */
    RIVALS,
    /** Its controller as a player (hand, decks, turn). */
    PLAYER
}
