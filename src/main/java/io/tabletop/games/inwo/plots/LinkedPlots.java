package io.tabletop.games.inwo.plots;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.InwoState;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Filter;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.effects.Abilities;
import io.tabletop.games.inwo.effects.Interpreted;
import io.tabletop.games.inwo.structure.Placed;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * Ordinary Plots that stay in play linked to a group (Commitment, Never Surrender, Hidden Influence): played on a
 * group, they are announced like any Plot (anyone may cancel them) and, unless cancelled, stay on it; their LINKED
 * continuous effects are read by {@link Abilities} like a linked Resource's. During an attack window they may be
 * played on the attacking or attacked group and link at once (the handbook's example links Commitment to the
 * defender mid-attack). A linked Plot leaves play with its group, to its player's discard pile.
 */
public final class LinkedPlots {

    private LinkedPlots() {}

    /**
     * Plots encoded with LINKED effects that say less than their printed text: Celebrity Spokesman links a
     * Personality of yours to an Organization, which this family does not model.
     */
    private static final Set<String> NOT_LINKED = Set.of("celebrity-spokesman");

    /** Whether the card is an ordinary Plot whose every effect (its costs aside) holds on the group it is linked to. */
    public static boolean linkedPlot(CardDef card) {
        if (card.kind() != CardKind.PLOT || card.plotKind() != PlotKind.PLOT || NOT_LINKED.contains(card.id())) return false;
        if (!Costs.payable(card)) return false;
        int n = 0;
        for (Effect e : card.effects()) {
            if (e instanceof Effect.Cost) continue;
            if (io.tabletop.games.inwo.assortedcards.MiscCards.linkedPlotEffect(card, e)) { n++; continue; } // r4 misc
            if (!Interpreted.continuous(e) || io.tabletop.games.inwo.effects.Abilities.scopeOf(e) != Scope.LINKED) return false;
            n++;
        }
        return n > 0;
    }

    private static Filter filter(Effect e) {
        return switch (e) {
            case Effect.StatBonus b -> b.filter();
            case Effect.StatMultiplier m -> m.filter();
            case Effect.SetStat x -> x.filter();
            case Effect.DefenceBonus d -> d.filter();
            case Effect.Immunity i -> i.filter();
            case Effect.Tokens t -> t.filter();
            case Effect.AttackBonus b -> io.tabletop.games.inwo.assortedcards.MiscCards.linkFilter(b); // r4 misc
            default -> Filter.ANY;
        };
    }

    /** Whether the Plot may be linked to {@code g}: a group (no Illuminati, no Resource) every effect of it fits. */
    public static boolean fits(Abilities a, CardDef card, Placed g) {
        if (g == null || g.illuminati() || g.resource()) return false;
        for (Effect e : card.effects()) {
            if (e instanceof Effect.Cost) continue;
            if (!a.matches(filter(e), g, a.basePower(g), false)) return false;
        }
        return true;
    }

    /**
     * Checks playing the linked Plot {@code card} on {@code target}: announced when the seat may start something
     * ({@code announce}), or during an attack window on the attacking or attacked group; {@code mayTouch} says
     * whether a rival's group may be aimed at.
     */
    public static void check(Abilities a, InwoState s, int seat, CardDef card, String target, String helper,
                             boolean announce, IntPredicate mayTouch) {
        boolean inAttack = s.attack() != null && s.plot() == null && s.window() != null
                && s.window().kind() == io.tabletop.games.inwo.turn.WindowKind.ATTACK;
        if (!announce && !inAttack) throw new RuleViolation("NOT_NOW", "not during another Plot");
        if (inAttack && target != null && !target.equals(s.attack().target()) && !target.equals(s.attack().by())) {
            throw new RuleViolation("INVALID_TARGET", "during an attack it links to the attacking or the attacked group");
        }
        int owner = target == null ? -1 : s.ownerOf(target);
        if (owner < 0) throw new RuleViolation("INVALID_TARGET", card.name() + " is linked to a group in play");
        if (!fits(a, card, s.player(owner).placed(target))) throw new RuleViolation("INVALID_TARGET", card.name() + " does not fit that group");
        if (!mayTouch.test(owner)) throw new RuleViolation("PROTECTED", "that player has not completed his first turn");
        io.tabletop.games.inwo.assortedcards.MiscCards.checkLink(s, seat, card); // r4 misc: one per player
        if (Costs.pay(a, s, seat, card, helper) == null) {
            throw new RuleViolation("CANNOT_PAY", "its cost cannot be paid" + (helper == null ? "" : " with that group"));
        }
    }

    /** The Plot linked to its group. */
    public static InwoState link(InwoState s, LinkedPlot lp) {
        List<LinkedPlot> out = new ArrayList<>(s.linked());
        out.add(lp);
        return s.withLinked(out);
    }

    /** Plots whose group left play (destroyed, back to hand, its player out) go to their player's discard pile. */
    public static InwoState prune(InwoState s) {
        if (s.linked().isEmpty()) return s;
        List<LinkedPlot> kept = new ArrayList<>();
        List<LinkedPlot> gone = new ArrayList<>();
        for (LinkedPlot lp : s.linked()) (s.ownerOf(lp.group()) >= 0 ? kept : gone).add(lp);
        if (gone.isEmpty()) return s;
        InwoState out = s.withLinked(kept);
        for (LinkedPlot lp : gone) {
            out = out.with(lp.seat(), p -> p.withDiscard(plus(p.discard(), lp.card())));
        }
        return out;
    }

    /** Plots linked to the group {@code uid}. */
    public static List<LinkedPlot> on(InwoState s, String uid) {
        if (s.linked().isEmpty()) return List.of();
        List<LinkedPlot> out = new ArrayList<>();
        for (LinkedPlot lp : s.linked()) if (lp.group().equals(uid)) out.add(lp);
        return out;
    }

    private static List<String> plus(List<String> list, String item) {
        List<String> out = new ArrayList<>(list);
        out.add(item);
        return out;
    }
}
