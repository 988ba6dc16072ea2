package io.tabletop.games.inwo.structure;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.goals.Goals;

/**
 * The exception to elimination [WDH p.15-16]: Servants of Cthulhu destroying its own last puppet as its eighth kill
 * wins. Such a player (an Illuminati winning by its count of kills, and meeting it now) is not eliminated for having
 * no puppet; his victory is then declared at the end of the turn as usual.
 */
public final class LastPuppet {

    private LastPuppet() {}

    public static boolean survives(Abilities a, InwoState s, int seat) {
        boolean byKills = a.illuminatiEffects(s, seat, Effect.Goal.class).stream()
                .anyMatch(g -> g.kind() == Effect.Goal.Kind.DESTROYED_COUNT && g.amount() > 0);
        return byKills && Goals.met(a, s, seat) != null;
    }
}
