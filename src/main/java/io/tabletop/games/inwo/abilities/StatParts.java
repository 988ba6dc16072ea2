package io.tabletop.games.inwo.abilities;

import java.util.List;

/**
 * A stat with where each part comes from, in the calculation order [WDH p.17]: the printed value, the value it is set
 * to if one applies (a set value in play, or one changed for good by a Power-up or a roll), the single largest
 * multiplier that always applies (1: none), and the additions, each with the card in play it comes from (its uid; null
 * for a Plot linked by its traits, known by card id only). {@link #parts()} is what every rule computes with.
 */
public record StatParts(int printed, Integer set, int multiplier, List<Addition> additions) {

    public StatParts {
        additions = List.copyOf(additions);
    }

    /** One card's addition to the stat (a bonus, or a penalty when negative). */
    public record Addition(String uid, String card, int amount) {}

    /** The value multipliers apply to: the set value, else the printed one. */
    public int base() {
        return set != null ? set : printed;
    }

    public int add() {
        int n = 0;
        for (Addition a : additions) n += a.amount();
        return n;
    }

    public Abilities.Parts parts() {
        return new Abilities.Parts(base(), multiplier, add());
    }
}
