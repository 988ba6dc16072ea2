package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;

/**
 * Germany saves its actions: at each refresh of its player's tokens it gets its token(s) even if some are already on
 * it, so unspent tokens pile up (no limit is printed, none is set); and it may use its tokens together in one attack:
 * once in an attack (leading it, or aiding or opposing it), it may join that same attack again on the same side
 * ({@code AID} when it leads or aids, {@code OPPOSE} when it opposes), spending one more token each time and adding
 * its Power (or Global Power) again; the alignment and Secret rules that let it in the first time are not asked again.
 * Its +2 to any attempt to control a Science Group is an ordinary attack bonus.
 */
public final class Germany {

    private Germany() {}

    public static final String GERMANY = "germany";

    public static boolean interprets(CardDef card, Effect e) {
        return GERMANY.equals(card.id()) && e instanceof Effect.Special;
    }

    /** Whether {@code c} keeps its tokens at the refresh and gets its new ones on top (Germany). */
    public static boolean saves(Abilities a, Placed c) {
        return GERMANY.equals(c.card()) && a.def(GERMANY) != null;
    }

    /**
     * Whether {@code g} (of {@code seat}'s) joins {@code at} again on the same side: it is Germany, and it leads the
     * attack (to aid it) or has joined it already on the side it names.
     */
    public static boolean again(Abilities a, InwoState s, Attack at, int seat, Placed g, boolean aid) {
        if (at == null || g == null || !saves(a, g)) return false;
        if (g.uid().equals(at.by())) return aid && seat == at.attacker();
        for (Contribution c : at.contributions()) {
            if (g.uid().equals(c.uid()) && c.seat() == seat && c.aid() == aid
                    && (c.kind() == Contribution.Kind.ACTION || c.kind() == Contribution.Kind.GLOBAL)) return true;
        }
        return false;
    }
}
