package io.tabletop.games.inwo.plots;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Filter;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Traits;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;
import io.tabletop.games.inwo.model.LinkedPlot;

/**
 * Ordinary Plots that stay in play linked to a Group [WDH p.14: links to Plots are permanent]. Played on a group,
 * announced like any Plot (anyone may cancel them) and, unless cancelled, they stay on it; their LINKED effects reach
 * that group ({@link Abilities}' sources) until it leaves play. The one place that says which Plots link, where they
 * may go and how they are kept.
 *
 * <p>A linked Plot is kept in one of two ways ({@link #keeping}); the way is part of recorded games (the events
 * differ), so it is fixed per card:
 * <ul>
 * <li>{@link Keeping#LISTED}, in the state's {@link InwoState#linked() linked} list as a {@link LinkedPlot}
 * (Commitment, Never Surrender, Hidden Influence, Sweepstakes Prize): every effect is a continuous one on the linked
 * group. Played on any group in play (a rival's too, once he has had his first turn), announced, or during an attack
 * window on the attacking or attacked group, where it links at once (the handbook links Commitment to the defender
 * mid-attack); event {@code PlotLinked}. When its group leaves play (destroyed, back to hand, its player out) the
 * Plot goes to its player's discard pile ({@link #prune}).</li>
 * <li>{@link Keeping#ON_TRAITS}, on the group's own {@link Traits#linked()} (Dictatorship, Media Connections, Messiah):
 * Plots that also lend traits ({@link io.tabletop.games.inwo.effects.TraitChanges#settle} reads them there) or are
 * limited to one in play. Linked on the player's own main phase to a group of his; event {@code TraitsChanged}. It
 * moves with the group and leaves play with it.</li>
 * </ul>
 */
public final class LinkedPlots {

    private LinkedPlots() {}

    /** How a Plot is kept while linked: not a linked Plot, in the state's list, or on its group's traits. */
    public enum Keeping { NONE, LISTED, ON_TRAITS }

    /**
     * Plots encoded with LINKED effects that say less than their printed text: Celebrity Spokesman links a
     * Personality of yours to an unopposed Organization, which neither way models (its own rule,
     * {@code cardrules.CelebritySpokesman}, lists it on both cards: see {@link #partner}).
     */
    private static final Set<String> NOT_LINKED = Set.of("celebrity-spokesman");

    /** How the card is kept while linked ({@link Keeping#NONE} if it is no linked Plot the engine plays). */
    public static Keeping keeping(CardDef card) {
        if (card.kind() != CardKind.PLOT || card.plotKind() != PlotKind.PLOT || NOT_LINKED.contains(card.id())) return Keeping.NONE;
        if (!Costs.payable(card)) return Keeping.NONE;
        if (listedEffects(card)) return Keeping.LISTED;
        if (traitEffects(card)) return Keeping.ON_TRAITS;
        return Keeping.NONE;
    }

    /** Whether the card is a linked Plot kept in the state's list. */
    public static boolean listed(CardDef card) {
        return keeping(card) == Keeping.LISTED;
    }

    /** Whether the card is a linked Plot kept on its group's traits. */
    public static boolean onTraits(CardDef card) {
        return keeping(card) == Keeping.ON_TRAITS;
    }

    /** Every effect (its costs aside) a continuous one on the linked group, at least one. */
    private static boolean listedEffects(CardDef card) {
        int n = 0;
        for (Effect e : card.effects()) {
            if (e instanceof Effect.Cost) continue;
            if (io.tabletop.games.inwo.abilities.LinkedBonusPlots.linkedPlotEffect(card, e)) { n++; continue; } // r4 misc
            if (!Abilities.continuous(e) || Abilities.scopeOf(e) != Scope.LINKED) return false;
            n++;
        }
        return n > 0;
    }

    /** Stat changes and lent traits on the linked group (at least one), perhaps one in play. */
    private static boolean traitEffects(CardDef card) {
        int onLinked = 0;
        for (Effect e : card.effects()) {
            switch (e) {
                case Effect.Cost c -> { }
                case Effect.StatBonus b when b.who() == Scope.LINKED && !b.filter().chosenAlignment() -> onLinked++;
                case Effect.SetStat x when x.who() == Scope.LINKED -> onLinked++;
                case Effect.ChangeTraits c when c.who() == Scope.LINKED && !c.reverse() && c.remove().isEmpty()
                        && c.removeAttributes().isEmpty() -> onLinked++;
                case Effect.Restriction r when r.on() == Effect.Restriction.On.ONE_IN_PLAY && r.who() == Scope.SELF -> { }
                default -> {
                    return false;
                }
            }
        }
        return onLinked > 0;
    }

    /** The group an effect of a linked Plot asks for ({@code null}: none). */
    private static Filter filter(Effect e) {
        return switch (e) {
            case Effect.StatBonus b -> b.filter();
            case Effect.StatMultiplier m -> m.filter();
            case Effect.SetStat x -> x.filter();
            case Effect.DefenceBonus d -> d.filter();
            case Effect.Immunity i -> i.filter();
            case Effect.Tokens t -> t.filter();
            case Effect.ChangeTraits c -> c.filter();
            case Effect.AttackBonus b -> io.tabletop.games.inwo.abilities.LinkedBonusPlots.linkFilter(b); // r4 misc
            default -> null;
        };
    }

    /**
     * Whether the linked Plot may be linked to {@code g}: a group (no Illuminati, no Resource) every effect of it
     * fits; if it is one in play, none linked yet.
     */
    public static boolean fits(Abilities a, InwoState s, CardDef card, Placed g) {
        if (g == null || g.illuminati() || g.resource()) return false;
        for (Effect e : card.effects()) {
            Filter f = filter(e);
            if (f != null && !a.matches(s, f, g, a.basePower(g), false)) return false;
        }
        boolean oneInPlay = card.effects(Effect.Restriction.class).stream().anyMatch(r -> r.on() == Effect.Restriction.On.ONE_IN_PLAY);
        return !oneInPlay || !onTraitsInPlay(s, card.id());
    }

    // ---- kept in the state's list (LISTED)

    /**
     * Checks playing the listed Plot {@code card} on {@code target}: announced when the seat may start something
     * ({@code announce}), or during an attack window on the attacking or attacked group; {@code mayTouch} says
     * whether a rival's group may be aimed at.
     */
    public static void check(Abilities a, InwoState s, int seat, CardDef card, String target, String helper,
                             boolean announce, IntPredicate mayTouch) {
        boolean inAttack = s.attack() != null && s.plot() == null && s.window() != null
                && s.window().kind() == io.tabletop.games.inwo.model.WindowKind.ATTACK;
        if (!announce && !inAttack) throw new RuleViolation("NOT_NOW", "not during another Plot");
        if (inAttack && target != null && !target.equals(s.attack().target()) && !target.equals(s.attack().by())) {
            throw new RuleViolation("INVALID_TARGET", "during an attack it links to the attacking or the attacked group");
        }
        int owner = target == null ? -1 : s.ownerOf(target);
        if (owner < 0) throw new RuleViolation("INVALID_TARGET", card.name() + " is linked to a group in play");
        if (!fits(a, s, card, s.player(owner).placed(target))) throw new RuleViolation("INVALID_TARGET", card.name() + " does not fit that group");
        if (!mayTouch.test(owner)) throw new RuleViolation("PROTECTED", "that player has not completed his first turn");
        io.tabletop.games.inwo.abilities.LinkedBonusPlots.checkLink(s, seat, card); // r4 misc: one per player
        if (Costs.pay(a, s, seat, card, helper) == null) {
            throw new RuleViolation("CANNOT_PAY", "its cost cannot be paid" + (helper == null ? "" : " with that group"));
        }
    }

    /** The listed Plot linked to its group. */
    public static InwoState link(InwoState s, LinkedPlot lp) {
        List<LinkedPlot> out = new ArrayList<>(s.linked());
        out.add(lp);
        return s.withLinked(out);
    }

    /** Listed Plots whose group left play (destroyed, back to hand, its player out) go to their player's discard pile. */
    public static InwoState prune(InwoState s) {
        if (s.linked().isEmpty()) return s;
        List<LinkedPlot> kept = new ArrayList<>();
        List<LinkedPlot> gone = new ArrayList<>();
        for (LinkedPlot lp : s.linked()) (s.ownerOf(lp.group()) >= 0 ? kept : gone).add(lp);
        if (gone.isEmpty()) return s;
        // last cards G: a Plot linked to two cards (its second entry under its partner uid) leaves with either
        Set<String> goneUids = new java.util.HashSet<>();
        for (LinkedPlot lp : gone) if (lp.uid() != null) goneUids.add(lp.uid());
        for (LinkedPlot lp : List.copyOf(kept)) {
            String other = lp.uid() == null ? null : lp.uid().endsWith(PARTNER) ? lp.uid().substring(0, lp.uid().length() - PARTNER.length()) : lp.uid() + PARTNER;
            if (other != null && goneUids.contains(other)) {
                kept.remove(lp);
                gone.add(lp);
            }
        }
        InwoState out = s.withLinked(kept);
        for (LinkedPlot lp : gone) {
            if (lp.uid() != null && lp.uid().endsWith(PARTNER)) continue; // one card, discarded once
            out = out.with(lp.seat(), p -> p.withDiscard(plus(p.discard(), lp.card())));
        }
        return out;
    }

    /** The uid suffix of a linked Plot's second entry: a Plot linked to two cards at once (Celebrity Spokesman). */
    public static final String PARTNER = "#partner";

    /** The uid under which the Plot {@code uid} is listed on its second card. */
    public static String partner(String uid) {
        return uid + PARTNER;
    }

    /** Listed Plots linked to the group {@code uid} (the query is the ability queries', which read it too). */
    public static List<LinkedPlot> on(InwoState s, String uid) {
        return Abilities.linkedOn(s, uid);
    }

    // ---- kept on the group's traits (ON_TRAITS)

    /** Whether the Plot is linked, on its traits, to any group in play. */
    public static boolean onTraitsInPlay(InwoState s, String plot) {
        for (Player p : s.players()) for (Placed c : p.structure()) if (c.traits().linked().contains(plot)) return true;
        return false;
    }

    /** The group's traits with the Plot linked on them. */
    public static Traits linking(Placed t, String plot) {
        List<String> l = new ArrayList<>(t.traits().linked());
        l.add(plot);
        return t.traits().withLinked(l);
    }

    private static List<String> plus(List<String> list, String item) {
        List<String> out = new ArrayList<>(list);
        out.add(item);
        return out;
    }
}
