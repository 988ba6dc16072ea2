package io.tabletop.games.inwo.model;

import java.util.List;

/**
 * A seat's public standing instructions (ruling I6, rules version 4 on): the windows in which the server passes for
 * the seat at once, as a player at the table says "no response from me". Set with {@code SET_STOPS}; public, and the
 * seat's own choice, so they reveal nothing the seat did not choose to show. The names follow {@link WindowKind}, plus
 * two situations that are not windows of their own.
 */
public enum AutoPass {
    ATTACK, PLOT, KNOCK, VICTORY, ROLL, TAKEOVER,
    /** Held out of a Privileged attack's window (not the attacker or the defender, no interference yet). */
    PRIVILEGED,
    /** Asked whether to play Vultures on a failed attack on a Group from hand. */
    VULTURES,
    /** Asked whether to play Annual Convention after one of his Places was destroyed or Devastated (last cards G). */
    CONVENTION;

    /**
     * Every seat's instructions until it sets its own: pass in the windows that earlier versions opened only when somebody
     * held an answering card (a roll change, a takeover cancel, Vultures, an outsider's answer to a Privileged attack),
     * so games run as fast as before; a seat holding such a card sets {@code SET_STOPS} to be asked.
     */
    public static final List<AutoPass> DEFAULT = List.of(ROLL, TAKEOVER, PRIVILEGED, VULTURES, CONVENTION);

    /** The instruction covering a window of this kind. */
    public static AutoPass of(WindowKind kind) {
        return valueOf(kind.name());
    }
}
