package io.tabletop.games.inwo.effects;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Abilities;

/**
 * Relief beyond paying 3x a Place's printed Power [WDH p.12]: a group that counts as a given Power when it pays
 * (Boy Sprouts: Power 12), a group whose player draws a Plot when it pays (Boy Sprouts), and the automatic Relief
 * (Red Cross: its structure; Survivalists: its master and puppets; Volunteer Aid: the Place it was played on) — a
 * Place Devastated by a Disaster that some such card reaches is relieved at once, free (its tokens stay lost).
 */
public final class Reliefs {

    private Reliefs() {}

    /** Interpreted: Relief abilities of a Group, and its draw when it pays for a Relief. */
    public static boolean interprets(CardDef card, Effect e) {
        if (card.kind() != CardKind.GROUP) return false;
        return switch (e) {
            case Effect.Relief r when r.automatic() -> r.who() == Scope.STRUCTURE || r.who() == Scope.MASTER || r.who() == Scope.PUPPETS
                    || r.who() == Scope.SELF;
            case Effect.Relief r -> r.who() == Scope.SELF && r.factor() == 0 && r.power() > 0;
            case Effect.Cards c -> drawsOnRelief(c);
            default -> false;
        };
    }

    static boolean drawsOnRelief(Effect.Cards c) {
        return c.action() == Effect.Cards.Action.DRAW && c.when() == Trigger.ON_RELIEF && c.whose() == Scope.PLAYER
                && c.perEach() == null && c.subject() == null && c.count() > 0;
    }

    /** Plots (0: none) drawn, and from which deck, when the group pays for a Relief: its ON_RELIEF draws. */
    public static Effect.Cards drawWhenPaying(CardDef payer) {
        for (Effect.Cards c : payer.effects(Effect.Cards.class)) if (drawsOnRelief(c)) return c;
        return null;
    }

    /**
     * Whether the target of this Disaster, just Devastated, is relieved at once: an automatic Relief reaches it from
     * its structure or from a Plot played on it in this attack, and it has no NO_RELIEF restriction of its own.
     */
    public static boolean automatic(Abilities a, InwoState s, Attack at) {
        if (at.fromHand()) return false;
        Placed t = s.player(at.owner()).placed(at.target());
        if (t == null || !t.devastated()) return false;
        for (Effect.Restriction r : a.def(t.card()).effects(Effect.Restriction.class)) {
            if (r.on() == Effect.Restriction.On.NO_RELIEF && r.who() == Scope.SELF) return false;
        }
        for (Contribution k : at.contributions()) {
            CardDef d = a.def(k.card());
            if (d == null || d.kind() != CardKind.PLOT) continue;
            for (Effect.Relief r : d.effects(Effect.Relief.class)) if (r.who() == Scope.TARGET && r.automatic()) return true;
        }
        for (Placed c : s.player(at.owner()).structure()) {
            for (Effect.Relief r : a.def(c.card()).effects(Effect.Relief.class)) {
                if (!r.automatic()) continue;
                boolean reaches = switch (r.who()) {
                    case STRUCTURE -> true;
                    case SELF -> c.uid().equals(t.uid());
                    case MASTER -> !c.resource() && t.uid().equals(c.master()); // the card's master
                    case PUPPETS -> !t.resource() && c.uid().equals(t.master()); // the card's puppets
                    default -> false;
                };
                if (reaches) return true;
            }
        }
        return false;
    }
}
