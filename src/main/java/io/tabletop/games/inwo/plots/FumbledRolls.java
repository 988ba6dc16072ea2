package io.tabletop.games.inwo.plots;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import java.util.ArrayList;
import java.util.List;

/**
 * Resources lost when the attack of the group they are linked to rolls 11 or 12 (Necronomicon, Eliza): the
 * Resource is discarded and, for Eliza, its player's hidden Plots are exposed. Also Necronomicon's "only Servants
 * of Cthulhu may win" bound to its controller (a PLAYER-scoped CANNOT_WIN).
 */
public final class FumbledRolls {

    private FumbledRolls() {}

    /** Whether this effect of a Resource is one read here. */
    public static boolean interprets(CardDef card, Effect e) {
        if (card.kind() != CardKind.RESOURCE) return false;
        return switch (e) {
            case Effect.Destroy d -> d.whose() == Scope.SELF && d.when() == Trigger.ROLL_11_OR_12 && d.target().matchesEverything();
            case Effect.Cards c -> c.action() == Effect.Cards.Action.EXPOSE && c.whose() == Scope.PLAYER && c.count() == 0
                    && c.when() == Trigger.ROLL_11_OR_12 && c.subject() == null && c.perEach() == null;
            case Effect.Restriction r -> r.on() == Effect.Restriction.On.CANNOT_WIN && r.who() == Scope.PLAYER;
            default -> false;
        };
    }

    /** The Resources of {@code seat} linked to {@code group} that are lost on its roll of 11 or 12. */
    public static List<Placed> lost(Abilities a, InwoState s, int seat, String group) {
        List<Placed> out = new ArrayList<>();
        for (Placed c : s.player(seat).structure()) {
            if (!c.resource() || !group.equals(c.master())) continue;
            for (Effect e : a.def(c.card()).effects()) {
                if (e instanceof Effect.Destroy d && interprets(a.def(c.card()), d)) {
                    out.add(c);
                    break;
                }
            }
        }
        return out;
    }

    /** Whether losing the card exposes its player's hidden Plots (Eliza). */
    public static boolean exposes(CardDef card) {
        for (Effect e : card.effects()) if (e instanceof Effect.Cards c && interprets(card, c)) return true;
        return false;
    }

    /** A CANNOT_WIN bound to the card's controller only. */
    public static boolean controllerOnly(CardDef card) {
        for (Effect e : card.effects()) {
            if (e instanceof Effect.Restriction r && r.on() == Effect.Restriction.On.CANNOT_WIN && r.who() == Scope.PLAYER) return true;
        }
        return false;
    }
}
