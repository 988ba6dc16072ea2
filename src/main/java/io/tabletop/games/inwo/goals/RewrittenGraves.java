package io.tabletop.games.inwo.goals;

import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.abilities.CurrentTraits;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Filter;
import io.tabletop.games.inwo.model.Grave;
import io.tabletop.games.inwo.model.InwoState;
import java.util.Set;

/**
 * Destroyed Groups whose history Rewriting History altered, as the goals count them (the Plot itself is played by
 * {@code cardrules.RewritingHistory}).
 */
public final class RewrittenGraves {

    private RewrittenGraves() {}

    /** A destroyed Group's alignments: printed, with the changes written on its grave. */
    public static Set<Alignment> alignments(Abilities a, Grave g) {
        Set<Alignment> printed = a.def(g.card()).alignments();
        return g.rewrites() == null ? printed : CurrentTraits.applied(printed, g.rewrites());
    }

    /**
     * How many more (or fewer) of {@code seat}'s destroyed Groups match {@code filter} because their history was
     * rewritten ({@code credited}: whether a card counts for goals at all).
     */
    static int goalAdjustment(Abilities a, InwoState s, int seat, Filter filter, java.util.function.Predicate<String> credited) {
        if (filter.matchesEverything()) return 0;
        int n = 0;
        for (Grave g : s.graves()) {
            if (g.pile() != seat || g.rewrites() == null || !credited.test(g.card())) continue;
            CardDef d = a.def(g.card());
            boolean printed = filter.matchesPrinted(d);
            boolean now = filter.matches(d, alignments(a, g), d.attributes(), d.power(), null, false, false, Set.of());
            n += (now ? 1 : 0) - (printed ? 1 : 0);
        }
        return n;
    }
}
