package io.tabletop.games.inwo.tokens;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.plots.Costs;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.Placed;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Plots that restrict a rival's next turn (tokens, restrictions and unusual costs): announced on the player's main
 * phase or his priority (the end-of-turn window of the player before the rival is "the beginning of his turn"),
 * aimed at a rival named by his Illuminati who is not the player whose turn it is. Unless cancelled the Plot stays
 * in play linked to that Illuminati until the rival's next turn ends, then goes to its player's discard pile
 * ({@link InwoEvent.PlotExpired}).
 * <ul>
 * <li>Restriction CANNOT_ACT on a RIVAL (Senate Investigating Committee): that turn he only draws, places his tokens
 * and ends it (no takeover, attack, move, Plot, ability or token spent, no answer in a window); its filter names the
 * Illuminati it may be aimed at (not the Discordian Society);</li>
 * <li>Restriction CANNOT_DRAW on a RIVAL (Unlucky 13): that turn he draws no card matching its filter (Plots: no
 * Plot draw at the start of the turn, none bought).</li>
 * </ul>
 */
public final class LastingPlots {

    private LastingPlots() {}

    /** The restriction an ordinary Plot lays on a rival's next turn, or null. */
    public static Effect.Restriction restriction(CardDef card) {
        if (card.kind() != CardKind.PLOT || card.plotKind() != PlotKind.PLOT || !Costs.payable(card)) return null;
        Effect.Restriction found = null;
        for (Effect e : card.effects()) {
            if (e instanceof Effect.Cost) continue;
            if (e instanceof Effect.Restriction r && r.who() == Scope.RIVAL && found == null
                    && (r.on() == Effect.Restriction.On.CANNOT_ACT || r.on() == Effect.Restriction.On.CANNOT_DRAW)) {
                found = r;
                continue;
            }
            return null;
        }
        return found;
    }

    public static boolean lasting(CardDef card) {
        return restriction(card) != null;
    }

    public static boolean interprets(CardDef card, Effect e) {
        return e instanceof Effect.Restriction r && r == restriction(card);
    }

    /** Checks announcing the Plot on the rival whose Illuminati is {@code target}. */
    public static void check(Abilities a, InwoState s, int seat, CardDef card, String target, String helper, boolean announce,
                             IntPredicate mayTouch) {
        if (!announce) throw violation("NOT_NOW", "not during an attack or another Plot");
        int owner = target == null ? -1 : s.ownerOf(target);
        Placed root = owner < 0 ? null : s.player(owner).root();
        if (owner < 0 || owner == seat || root == null || !root.uid().equals(target)) {
            throw violation("INVALID_TARGET", "name a rival by his Illuminati");
        }
        if (owner == s.current()) throw violation("INVALID_TARGET", card.name() + " is for a rival's next turn, not his current one");
        Effect.Restriction r = restriction(card);
        if (r.on() == Effect.Restriction.On.CANNOT_ACT && !r.filter().matchesPrinted(a.def(root.card()))) {
            throw violation("IMMUNE", card.name() + " cannot be aimed at that Illuminati");
        }
        if (!mayTouch.test(owner)) throw violation("PROTECTED", "that player has not completed his first turn");
        if (Costs.pay(a, s, seat, card, helper) == null) {
            throw violation("CANNOT_PAY", "its cost cannot be paid" + (helper == null ? "" : " with that group"));
        }
    }

    /** The announced Plot resolved: it stays linked to the rival's Illuminati if he is still in. */
    public static boolean stays(InwoState s, String target) {
        int owner = target == null ? -1 : s.ownerOf(target);
        return owner >= 0 && !s.player(owner).out() && s.player(owner).root() != null && s.player(owner).root().uid().equals(target);
    }

    /** Candidate targets: the rivals' Illuminati. */
    public static List<String> targets(CardDef card, InwoState s, int seat) {
        if (!lasting(card)) return List.of();
        List<String> out = new ArrayList<>();
        for (Player p : s.players()) if (p.seat() != seat && p.root() != null) out.add(p.root().uid());
        return out;
    }

    /** The restrictions on {@code seat}'s turn now: those of the Plots linked to his Illuminati, while it is his turn. */
    static List<Effect.Restriction> on(Abilities a, InwoState s, int seat) {
        if (s.linked().isEmpty() || s.current() != seat) return List.of();
        Placed root = s.player(seat).root();
        if (root == null) return List.of();
        List<Effect.Restriction> out = new ArrayList<>();
        for (LinkedPlot lp : s.linked()) {
            if (!lp.group().equals(root.uid())) continue;
            Effect.Restriction r = restriction(a.def(lp.card()));
            if (r != null) out.add(r);
        }
        return out;
    }

    /** A command the restricted player may not give this turn. */
    public static void checkRestricted(Abilities a, InwoState s, int seat, InwoCommand c) {
        for (Effect.Restriction r : on(a, s, seat)) {
            if (r.on() == Effect.Restriction.On.CANNOT_ACT && !(c instanceof InwoCommand.Draw || c instanceof InwoCommand.DrawFromBottom
                    || c instanceof InwoCommand.PickPlotDraw || c instanceof InwoCommand.SkipTakeover || c instanceof InwoCommand.EndTurn
                    || c instanceof InwoCommand.Pass || c instanceof InwoCommand.Discard)) {
                throw violation("RESTRICTED", "this turn you may only draw, place your tokens and end it");
            }
            if (r.on() == Effect.Restriction.On.CANNOT_DRAW && (r.filter().matchesEverything() || r.filter().kinds().contains(CardKind.PLOT))
                    && (c instanceof InwoCommand.Draw d && d.plot() || c instanceof InwoCommand.DrawFromBottom
                    || c instanceof InwoCommand.PickPlotDraw || c instanceof InwoCommand.BuyPlot)) {
                throw violation("NO_PLOT_DRAW", "you draw no Plots this turn");
            }
            if (r.on() == Effect.Restriction.On.CANNOT_DRAW && (r.filter().matchesEverything() || r.filter().kinds().contains(CardKind.GROUP))
                    && (c instanceof InwoCommand.Draw d && d.group() || c instanceof InwoCommand.IlluminatiDraw)) {
                throw violation("NO_GROUP_DRAW", "you draw no Group cards this turn");
            }
        }
    }

    /** {@code seat}'s turn ends: the Plots restricting it leave play. */
    public static void expire(Sink e, Abilities a, int seat) {
        InwoState s = e.state();
        Placed root = s.player(seat).root();
        if (root == null) return;
        for (LinkedPlot lp : List.copyOf(s.linked())) {
            if (lp.group().equals(root.uid()) && restriction(a.def(lp.card())) != null) {
                e.emit(new InwoEvent.PlotExpired(lp.seat(), lp.uid(), lp.card(), lp.group()));
            }
        }
    }

    /** The Plot left play: off its Illuminati, into its player's discard pile. */
    public static InwoState expired(InwoState s, InwoEvent.PlotExpired e) {
        List<LinkedPlot> kept = new ArrayList<>();
        for (LinkedPlot lp : s.linked()) if (!lp.uid().equals(e.uid())) kept.add(lp);
        return s.withLinked(kept).with(e.seat(), p -> {
            List<String> discard = new ArrayList<>(p.discard());
            discard.add(e.card());
            return p.withDiscard(discard);
        });
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
