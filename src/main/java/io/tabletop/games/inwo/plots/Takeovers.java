package io.tabletop.games.inwo.plots;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Phase;
import java.util.List;

/**
 * Extra takeovers from a Plot (The Stars Are Right: "on your turn, Illuminati or a Magic group of Power 4+: an
 * automatic takeover of a Resource"): announced on its player's main phase, aimed at a Resource in his hand; when
 * its window closes uncancelled the Resource enters play with no roll, linked to his Illuminati (the default link
 * [WDH p.7]; it may be relinked as usual).
 */
public final class Takeovers {

    private Takeovers() {}

    /** An ordinary Plot whose only effect is the takeover of Resources from hand, with a cost the engine takes. */
    public static boolean plotTakeover(CardDef card) {
        if (card.kind() != CardKind.PLOT || card.plotKind() != PlotKind.PLOT || !Costs.payable(card)) return false;
        List<Effect> effects = card.effects().stream().filter(e -> !(e instanceof Effect.Cost)).toList();
        return effects.size() == 1 && effects.getFirst() instanceof Effect.Takeover t && t.count() == 1
                && t.filter().kinds().equals(List.of(CardKind.RESOURCE));
    }

    /** Whether {@code h} is a card the Plot takes over. */
    public static boolean fits(Abilities a, CardDef card, HandCard h) {
        if (h == null) return false;
        CardDef d = a.def(h.card());
        Effect.Takeover t = card.effects(Effect.Takeover.class).getFirst();
        return d.kind() == CardKind.RESOURCE && t.filter().matchesPrinted(d);
    }

    /** Checks the Plot: its player's own main phase, nothing open, a fitting Resource of his hand, its cost. */
    public static void check(Abilities a, InwoState s, int seat, CardDef card, String target, String helper) {
        if (s.phase() != Phase.MAIN || s.current() != seat || s.window() != null || s.attack() != null || s.plot() != null) {
            throw new RuleViolation("NOT_NOW", card.name() + " is played on your own main phase");
        }
        HandCard h = target == null ? null : s.player(seat).inHand(target);
        if (!fits(a, card, h)) throw new RuleViolation("INVALID_TARGET", card.name() + " takes over a Resource from your hand");
        if (Costs.pay(a, s, seat, card, helper) == null) {
            throw new RuleViolation("CANNOT_PAY", "its cost cannot be paid" + (helper == null ? "" : " with that group"));
        }
    }
}
