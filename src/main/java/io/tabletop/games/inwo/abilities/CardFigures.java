package io.tabletop.games.inwo.abilities;

import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Filter;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Placed;

/**
 * Figures of single cards that the ability queries read (a multiplier, tokens per turn), kept here below the card
 * rules that play the rest of those cards ({@code cardrules.Libertarians}, {@code cardrules.Bjorne}).
 */
public final class CardFigures {

    private CardFigures() {}

    public static final String LIBERTARIANS = "libertarians";
    public static final String BJORNE = "bjorne";
    /** Hidden City (last cards G): a Resource that Disasters may strike, defending as a Power 10 Place. */
    public static final String HIDDEN_CITY = "hidden-city";

    /** Whether {@code c} is the Hidden City in play (a Resource that defends against Disasters as a Place). */
    public static boolean hiddenCity(Placed c) {
        return c != null && c.resource() && HIDDEN_CITY.equals(c.card());
    }

    /** The Libertarians leading an attack to control a Group whose master is a Government Group: Power x2; else 1. */
    static int libertariansMultiplier(Abilities a, InwoState s, Placed attacker, AttackKind kind, Placed target) {
        if (kind != AttackKind.CONTROL || target == null || target.master() == null) return 1;
        if (attacker == null || !LIBERTARIANS.equals(attacker.card()) || a.def(LIBERTARIANS) == null) return 1;
        int owner = s.ownerOf(target.uid());
        Placed master = owner < 0 ? null : s.player(owner).placed(target.master());
        if (master == null || master.illuminati() || master.resource()) return 1;
        return a.alignments(s, master).contains(Alignment.GOVERNMENT) ? 2 : 1;
    }

    /** Extra tokens {@code c} gets each turn from its own per-Group Tokens (Bjorne: one per other Media Group). */
    static int extraTokens(Abilities a, InwoState s, int owner, Placed c) {
        CardDef d = a.def(c.card());
        if (d == null || !BJORNE.equals(d.id())) return 0;
        int n = 0;
        for (Effect.Tokens t : d.effects(Effect.Tokens.class)) {
            if (t.who() != Scope.SELF || t.perEach() == null || t.when() != Trigger.ALWAYS) continue;
            n += t.count() * others(a, s, owner, c, t.perEach());
        }
        return n;
    }

    /** The Groups of {@code owner}'s Power Structure matching {@code f}, {@code self} not counted. */
    private static int others(Abilities a, InwoState s, int owner, Placed self, Filter f) {
        int n = 0;
        for (Placed x : s.player(owner).structure()) {
            if (x.resource() || x.uid().equals(self.uid())) continue;
            if (f.matches(a.def(x.card()), a.alignments(s, x), a.attributes(x), a.basePower(x), null, false, false, java.util.Set.of())) n++;
        }
        return n;
    }
}
