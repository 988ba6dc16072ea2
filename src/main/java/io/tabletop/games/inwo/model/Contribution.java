package io.tabletop.games.inwo.model;

import io.tabletop.engine.Nullable;
/**
 * One thing added to an attack after its announcement. {@code seat}: who added it; {@code uid}: the group whose
 * token was spent or the card played; {@code kind}: what it is; {@code value}: what it adds (Power, Global Power,
 * +10, +10/-6 for agents), before any multiplier; {@code aid}: on the attacker's side.
 */
public record Contribution(int seat, @Nullable String uid, @Nullable String card, Kind kind, int value, boolean aid) {

    public enum Kind {
        /** A group's token spent with its Power. */
        ACTION,
        /** A group's token spent with its Global Power. */
        GLOBAL,
        /** The target's own token: its Power multiplied (self-defence). */
        SELF_DEFENCE,
        /** A +10 Plot. */
        PLUS_TEN,
        /** A hidden agents card. */
        AGENT,
        /** A group adding its Power without a token: to an Assassination, or opposing free (France, Italy). */
        HELPER,
        // privilege and dice
        /** A Plot declaring the attack Privileged, played with it ({@code value}: its attack bonus). */
        PRIVILEGE,
        /** A card negating the attack's privilege (Deep Agent): a free-for-all from then on. */
        NEGATE,
        /** A card or ability letting its player interfere in the Privileged attack (Interference, Moonies). */
        INTERFERE,
        /** The attack's roll as it stands (see {@link Dice}): no strength. */
        ROLL,
        /** A rival's agents card paid off (Payoff): takes back what the agents card added. */
        PAID_OFF,
        /** The token a Disaster's target loses at once [WDH p.12]: given back if the Disaster is cancelled. */
        TOKEN_LOST,
        /**
         * A rival barred from the attack (Multinational Oil Companies): {@code uid} his Illuminati, {@code card} the
         * barring group's; no strength, and the attack may still be called off.
         */
        BARRED
    }
}
