package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.WindowKind;

/**
 * Deasil Engine: a one-shot Plot destroying a rival's Gadget, free, announced when Plots may be (not in an attack's
 * window: the engine's "any time"); a second Deasil Engine played in its Plot window cancels it (a Cancel PLOT aimed
 * at that card only).
 */
public final class DeasilEngine {

    private DeasilEngine() {}

    /** A one-shot Plot's Cancel of another copy of itself (Deasil Engine: "a second one cancels it"). */
    public static boolean selfCancel(CardDef card, Effect e) {
        return e instanceof Effect.Cancel c && c.what() == Effect.Cancel.What.PLOT && c.source().matchesEverything()
                && !c.target().cards().isEmpty() && c.target().matchesPrinted(card);
    }

    /** Whether {@code d}, played now, cancels the announced Plot of its Plot window (rather than being announced). */
    public static boolean cancelsPending(Abilities a, InwoState s, CardDef d) {
        if (s.plot() == null || s.window() == null || s.window().kind() != WindowKind.PLOT) return false;
        CardDef pending = a.def(s.plot().card());
        for (Effect e : d.effects()) if (selfCancel(d, e) && ((Effect.Cancel) e).target().matchesPrinted(pending)) return true;
        return false;
    }
}
