package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Filter;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;

/**
 * Bjorne, beloved by children: +4 for a direct attack to control a Media Group (an ordinary attack bonus); one more
 * Action token each turn for every other Media Group of his controller's Power Structure (himself not counted: "per
 * Media" is read as the Media Groups he works with); and whoever destroys or kills him (the seat whose attack,
 * Assassination or Disaster destroys him) at once draws one Plot card, plus one more for every point of his Power at
 * that moment (his current Power, bonuses included, never less than 0).
 */
public final class Bjorne {

    private Bjorne() {}

    public static final String BJORNE = "bjorne";

    /** His tokens per Media Group and his killer's draw. */
    public static boolean interprets(CardDef card, Effect e) {
        if (!BJORNE.equals(card.id())) return false;
        return e instanceof Effect.Special
                || e instanceof Effect.Tokens t && t.who() == Scope.SELF && t.perEach() != null && t.when() == Trigger.ALWAYS;
    }

    /** Extra tokens {@code c} gets each turn from its own per-Group Tokens (Bjorne: one per other Media Group). */
    public static int extraTokens(Abilities a, InwoState s, int owner, Placed c) {
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
    static int others(Abilities a, InwoState s, int owner, Placed self, Filter f) {
        int n = 0;
        for (Placed x : s.player(owner).structure()) {
            if (x.resource() || x.uid().equals(self.uid())) continue;
            if (f.matches(a.def(x.card()), a.alignments(x), a.attributes(x), a.basePower(x), null, false, false, java.util.Set.of())) n++;
        }
        return n;
    }

    /** The Plots his killer draws when {@code dying} (of {@code owner}'s) is destroyed now: 1 + his Power; 0 for another Group. */
    public static int thanks(Abilities a, InwoState s, int owner, Placed dying) {
        if (dying == null || !BJORNE.equals(dying.card()) || a.def(BJORNE) == null) return 0;
        return 1 + Math.max(0, a.power(s, owner, dying));
    }
}
