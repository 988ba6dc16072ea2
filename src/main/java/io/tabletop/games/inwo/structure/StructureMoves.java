package io.tabletop.games.inwo.structure;

import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.effects.TraitChanges;
import java.util.ArrayList;
import java.util.List;
import io.tabletop.games.inwo.model.Placed;

/**
 * Candidate commands of the traits-and-structure family for legal moves (kept only when the decider's check accepts
 * them): bounded by the cards in play, never free numbers.
 */
public final class StructureMoves {

    private StructureMoves() {}

    /** Abilities used on a target: each ready group with one, on each group in play. */
    public static List<InwoCommand> abilitiesOn(Abilities a, InwoState s, int seat) {
        List<InwoCommand> out = new ArrayList<>();
        for (Placed g : s.player(seat).structure()) {
            if (g.resource() || g.tokens() < 1 || !TraitChanges.reverses(a.def(g.card()))) continue;
            for (Player p : s.players()) {
                for (Placed t : p.structure()) {
                    if (!t.resource() && !t.illuminati()) out.add(new InwoCommand.UseAbilityOn(g.uid(), t.uid(), true));
                }
            }
        }
        return out;
    }
}
