package io.tabletop.games.inwo.abilities;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.Placed;

/**
 * Sweepstakes Prize: an ordinary Plot linked to a Personality (a listed plots.LinkedPlots Plot: announced,
 * cancellable, or linked at once mid-attack); its group gets +4 on direct attacks to control (a "direct" bonus of a
 * card of its own: it adds to other cards' bonuses from rules version 4, ruling I5; before, not cumulative with "any
 * attempt" ones [WDH p.18]); one per player in play. {@link Abilities#attackBonus} reads the bonus, so it sits here.
 */
public final class LinkedBonusPlots {

    private LinkedBonusPlots() {}

    /** Whether an effect of this card is interpreted here. */
    public static boolean interprets(CardDef card, Effect e) {
        return linkedBonusPlot(card) && (e instanceof Effect.AttackBonus b && linkedBonus(b) || e instanceof Effect.Restriction r && onePerPlayer(r));
    }

    /** A direct attack bonus for the group the Plot is linked to. */
    private static boolean linkedBonus(Effect.AttackBonus b) {
        return b.by() == Scope.LINKED && !b.target().chosenAlignment() && b.amount() > 0;
    }

    private static boolean onePerPlayer(Effect.Restriction r) {
        return r.on() == Effect.Restriction.On.ONE_PER_PLAYER && r.who() == Scope.SELF && r.filter().matchesEverything();
    }

    /** An ordinary Plot whose effects are LINKED attack bonuses (and a one-per-player limit): Sweepstakes Prize. */
    public static boolean linkedBonusPlot(CardDef d) {
        if (d == null || d.kind() != CardKind.PLOT || d.plotKind() != PlotKind.PLOT) return false;
        boolean bonus = false;
        for (Effect e : d.effects()) {
            switch (e) {
                case Effect.AttackBonus b when linkedBonus(b) -> bonus = true;
                case Effect.Restriction r when onePerPlayer(r) -> { }
                case Effect.Cost c -> { }
                default -> {
                    return false;
                }
            }
        }
        return bonus;
    }

    /** For plots.LinkedPlots (listed Plots): an effect of a linked Plot that is no continuous stat (counted: whether it does something). */
    public static boolean linkedPlotEffect(CardDef card, Effect e) {
        return linkedBonusPlot(card) && (e instanceof Effect.AttackBonus || e instanceof Effect.Restriction);
    }

    /** The group filter an effect of a linked Plot puts on the group it links to (ANY: none). */
    public static io.tabletop.games.inwo.cards.Filter linkFilter(Effect e) {
        return e instanceof Effect.AttackBonus b && b.by() == Scope.LINKED ? b.attacker() : io.tabletop.games.inwo.cards.Filter.ANY;
    }

    /** One per player: the seat has no copy of the Plot linked in play already. */
    public static void checkLink(InwoState s, int seat, CardDef card) {
        if (!linkedBonusPlot(card) || card.effects(Effect.Restriction.class).stream().noneMatch(LinkedBonusPlots::onePerPlayer)) return;
        for (LinkedPlot lp : s.linked()) {
            if (lp.seat() == seat && lp.card().equals(card.id())) throw new RuleViolation("ONE_PER_PLAYER", card.name() + ": one per player");
        }
    }

    /** Direct attack bonuses of the Plots linked to the attacking group (Sweepstakes Prize: +4 to control). */
    public static int linkedPlotBonus(Abilities a, InwoState s, Placed attacker, Placed target, int targetOwner, AttackKind kind) {
        if (attacker == null || s.linked().isEmpty()) return 0;
        int n = 0;
        for (LinkedPlot lp : Abilities.linkedOn(s, attacker.uid())) {
            CardDef d = a.def(lp.card());
            if (!linkedBonusPlot(d)) continue;
            for (Effect.AttackBonus b : d.effects(Effect.AttackBonus.class)) {
                if (!linkedBonus(b) || !b.on().covers(kind.type())) continue;
                if (!a.matches(s, b.attacker(), attacker, a.basePower(attacker), false)) continue;
                if (target != null && !a.matches(s, b.target(), target, a.basePower(target), false)) continue;
                n += b.amount();
            }
        }
        return n;
    }
}
