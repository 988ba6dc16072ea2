package io.tabletop.games.inwo.takeover;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.List;

/**
 * Extra automatic takeovers given by cards, made with {@link InwoCommand.ExtraTakeover} on their player's own main
 * phase with nothing open: a card of his hand enters play with no roll, like the turn's automatic takeover (a Group
 * on an open arrow of one of his groups, a Resource linked to one).
 * <ul>
 *   <li>A Plot whose effects are one takeover and the end of the turn (Power Grab: "after your takeover, another
 *   takeover of a Group or Resource; your turn ends"): played from hand and discarded; the turn then ends at once
 *   (no knock, no victory [WDH p.3]). As the turn ends at once, it is played only when the Plots the player keeps
 *   are within his hand limit (he would otherwise have no step to discard in).</li>
 *   <li>A Group whose action takes over a Resource, linked to itself (Evil Geniuses for a Better Tomorrow: a Gadget).</li>
 *   <li>A Resource with a takeover and no cost: one extra takeover of a Resource per turn (Flying Saucer), not while it
 *   is linked to a group its LINKED defence bonuses are for (the Saucer: "a linked Personality gets +10 ...;
 *   otherwise ..."). The use marks the Resource for the turn (so it is not relinked after giving its benefit).</li>
 *   <li>A Plot taking over a Unique Resource from hand whose copy a rival has in play (Forgery: "take over a copy of a
 *   Unique Resource in play; the other is discarded"): played from hand and discarded, the copy in play goes to its
 *   owner's discard pile (discarded, not destroyed) and the forged one enters play linked to a group of the player's.</li>
 * </ul>
 * Tokens: the taken card gets none this turn (the turn's tokens were placed before the main phase).
 */
public final class ExtraTakeovers {

    private ExtraTakeovers() {}

    private static Effect.Takeover takeover(CardDef d) {
        List<Effect.Takeover> t = d.effects(Effect.Takeover.class);
        return t.size() == 1 && t.getFirst().count() == 1 ? t.getFirst() : null;
    }

    private static boolean resourcesOnly(Effect.Takeover t) {
        return t != null && t.filter().kinds() != null && t.filter().kinds().equals(List.of(CardKind.RESOURCE));
    }

    /** Power Grab: an ordinary Plot with one takeover of Groups and/or Resources, ending the turn. */
    public static boolean plot(CardDef d) {
        if (d == null || d.kind() != CardKind.PLOT || d.plotKind() != PlotKind.PLOT || takeover(d) == null) return false;
        var kinds = takeover(d).filter().kinds();
        if (kinds == null || kinds.isEmpty() || !List.of(CardKind.GROUP, CardKind.RESOURCE).containsAll(kinds)) return false;
        boolean ends = false;
        for (Effect e : d.effects()) {
            if (e instanceof Effect.Takeover) continue;
            if (e instanceof Effect.Cost c && c.kind() == Effect.Cost.Kind.ENDS_TURN && !c.alternative()) ends = true;
            else return false;
        }
        return ends;
    }

    /** Evil Geniuses: a Group whose action takes over a Resource linked to itself. */
    public static boolean group(CardDef d) {
        if (d == null || d.kind() != CardKind.GROUP || !resourcesOnly(takeover(d))) return false;
        boolean action = false;
        for (Effect e : d.effects()) {
            if (e instanceof Effect.Takeover) continue;
            if (e instanceof Effect.Cost c && c.kind() == Effect.Cost.Kind.ACTION && c.minPower() == 0
                    && c.actor().matchesEverything() && !c.alternative()) action = true;
            else return false;
        }
        return action;
    }

    /** Flying Saucer: a Resource with a free takeover of a Resource once per turn; its other effects continuous. */
    public static boolean resource(CardDef d) {
        if (d == null || d.kind() != CardKind.RESOURCE || !resourcesOnly(takeover(d))) return false;
        for (Effect e : d.effects()) if (!(e instanceof Effect.Takeover) && !Abilities.continuous(e)) return false;
        return true;
    }

    private static boolean replacesCopy(Effect e) {
        return e instanceof Effect.Restriction r && r.on() == Effect.Restriction.On.REPLACES_COPY && r.who() == Scope.ALL_IN_PLAY;
    }

    /** Forgery: an ordinary Plot taking over a Unique Resource from hand whose copy in play it discards; no cost. */
    public static boolean forgery(CardDef d) {
        if (d == null || d.kind() != CardKind.PLOT || d.plotKind() != PlotKind.PLOT || !resourcesOnly(takeover(d))) return false;
        boolean replaces = false;
        for (Effect e : d.effects()) {
            if (e instanceof Effect.Takeover) continue;
            if (replacesCopy(e)) replaces = true;
            else return false;
        }
        return replaces;
    }

    /** The copy in play (a rival's, one its player may touch) the Forgery's card replaces, or null. */
    private static Placed copy(InwoState s, int seat, String card, java.util.function.IntPredicate mayTouch) {
        for (Player p : s.players()) {
            if (p.seat() == seat || !mayTouch.test(p.seat())) continue;
            for (Placed c : p.structure()) if (c.resource() && c.card().equals(card)) return c;
        }
        return null;
    }

    /** The state the placement is checked on: for Forgery, without the copy it discards (else unchanged). */
    public static InwoState placing(Abilities a, InwoState s, int seat, InwoCommand.ExtraTakeover x) {
        HandCard src = x.source() == null ? null : s.player(seat).inHand(x.source());
        HandCard h = x.card() == null ? null : s.player(seat).inHand(x.card());
        if (src == null || h == null || !forgery(a.def(src.card()))) return s;
        Placed c = copy(s, seat, h.card(), r -> true);
        if (c == null) return s;
        int owner = s.ownerOf(c.uid());
        return s.with(owner, p -> p.withStructure(p.structure().stream().filter(k -> !k.uid().equals(c.uid())).toList()));
    }

    public static boolean interprets(CardDef card, Effect e) {
        if (forgery(card)) return e instanceof Effect.Takeover || replacesCopy(e);
        if (plot(card)) return e instanceof Effect.Takeover || e instanceof Effect.Cost;
        if (group(card)) return e instanceof Effect.Takeover || e instanceof Effect.Cost;
        return resource(card) && e instanceof Effect.Takeover;
    }

    /** Whether the Plot's play ends the turn (checked on the state before it). */
    public static boolean endsTurn(Abilities a, InwoState s, int seat, InwoCommand.ExtraTakeover x) {
        HandCard h = s.player(seat).inHand(x.source());
        return h != null && plot(a.def(h.card()));
    }

    /** A Resource's takeover is off while it is linked to a group its LINKED defence bonuses name (Flying Saucer). */
    private static boolean offForLink(Abilities a, Player me, Placed src, CardDef d) {
        Placed m = me.placed(src.master());
        if (m == null || m.illuminati()) return false;
        for (Effect.DefenceBonus b : d.effects(Effect.DefenceBonus.class)) {
            if (b.who() == Scope.LINKED && b.filter().matchesPrinted(a.def(m.card()))) return true;
        }
        return false;
    }

    private static int plots(Abilities a, Player p) {
        int n = 0;
        for (HandCard c : p.hand()) if (a.def(c.card()).inPlotDeck()) n++;
        return n;
    }

    /** Checks the source and the card taken; the placement (master, arrow, limits) is checked by the decider. */
    public static void check(Abilities a, InwoState s, int seat, InwoCommand.ExtraTakeover x, java.util.function.IntPredicate mayTouch) {
        if (s.phase() != Phase.MAIN || s.current() != seat || s.window() != null || s.attack() != null || s.plot() != null) {
            throw new RuleViolation("NOT_NOW", "an extra takeover is made on your own main phase");
        }
        Player me = s.player(seat);
        HandCard h = x.card() == null ? null : me.inHand(x.card());
        if (h == null) throw new RuleViolation("INVALID_TARGET", "no such card in your hand");
        CardDef d = a.def(h.card());
        HandCard fromHand = x.source() == null ? null : me.inHand(x.source());
        Placed src = x.source() == null ? null : me.placed(x.source());
        CardDef sd;
        if (fromHand != null && forgery(a.def(fromHand.card()))) {
            sd = a.def(fromHand.card());
            if (!d.unique() || copy(s, seat, h.card(), mayTouch) == null) {
                throw new RuleViolation("INVALID_TARGET", sd.name() + " takes over a Unique Resource whose copy a rival has in play");
            }
        } else if (fromHand != null && plot(a.def(fromHand.card()))) {
            sd = a.def(fromHand.card());
            if (plots(a, me) - 1 > a.handLimit(s, seat)) {
                throw new RuleViolation("HAND_LIMIT", sd.name() + " ends your turn: first hold no more Plots than your hand limit");
            }
        } else if (src != null && group(a.def(src.card()))) {
            sd = a.def(src.card());
            if (src.tokens() < 1) throw new RuleViolation("NO_TOKEN", "the group's action takes the card over");
            if (a.cannotAct(s, seat, src)) throw new RuleViolation("CANNOT_ACT", "that group may not act");
            if (!src.uid().equals(x.master())) throw new RuleViolation("INVALID_MASTER", "the Resource is linked to " + sd.name());
        } else if (src != null && io.tabletop.games.inwo.cardrules.Warehouse23.is(a.def(src.card()))) { // last cards K: once a game
            sd = a.def(src.card());
            if (!io.tabletop.games.inwo.cardrules.Warehouse23.takeoverLeft(me, src)) throw new RuleViolation("ONCE_PER_GAME", sd.name() + " gives one takeover a game");
        } else if (src != null && resource(a.def(src.card()))) {
            sd = a.def(src.card());
            if (src.moved()) throw new RuleViolation("ONCE_PER_TURN", sd.name() + " gives one takeover per turn");
            if (offForLink(a, me, src, sd)) throw new RuleViolation("NO_EFFECT", sd.name() + " gives no takeover while linked there");
        } else {
            throw new RuleViolation("INVALID_SOURCE", "that card gives no extra takeover");
        }
        if (h.uid().equals(x.source())) throw new RuleViolation("INVALID_TARGET", "a card does not take itself over");
        if (d.kind() != CardKind.GROUP && d.kind() != CardKind.RESOURCE || !takeover(sd).filter().matchesPrinted(d)) {
            throw new RuleViolation("INVALID_TARGET", sd.name() + " does not take that card over");
        }
        if (d.kind() != CardKind.GROUP && x.arrow() != null) throw new RuleViolation("INVALID_ARROW", "a Resource is linked, on no arrow");
    }

    /** The source used (Plot discarded, group's token, Resource marked) and the card placed ({@code arrow}: -1 for a Resource). */
    public static List<InwoEvent> apply(Abilities a, InwoState s, int seat, InwoCommand.ExtraTakeover x, int arrow) {
        Player me = s.player(seat);
        List<InwoEvent> out = new ArrayList<>();
        HandCard h = me.inHand(x.card());
        HandCard fromHand = me.inHand(x.source());
        if (fromHand != null) {
            out.add(new InwoEvent.PlotPlayed(seat, fromHand.uid(), fromHand.card(), h.uid(), false));
            if (forgery(a.def(fromHand.card()))) { // the copy in play is discarded
                Placed c = copy(s, seat, h.card(), r -> true);
                out.add(new InwoEvent.CardDiscarded(s.ownerOf(c.uid()), c.uid(), c.card(), "FORGERY"));
            }
        } else if (group(a.def(me.placed(x.source()).card()))) out.add(new InwoEvent.TokensSpent(seat, List.of(x.source()), "ABILITY"));
        else out.add(new InwoEvent.AbilityUsed(seat, x.source()));
        if (io.tabletop.games.inwo.cardrules.Warehouse23.hides(me, x.master())) out.add(io.tabletop.games.inwo.cardrules.Warehouse23.hide(me, x.master(), h)); // last cards K
        else out.add(new InwoEvent.CardPlaced(new InwoEvent.Placement(seat, h.uid(), h.card(), x.master(), arrow), true));
        if (fromHand != null && plot(a.def(fromHand.card()))) { // the turn ends at once: cards that failed to enter play from hand are discarded
            for (String uid : s.flags().failedFromHand()) {
                HandCard c = me.inHand(uid);
                if (c != null && !uid.equals(h.uid())) out.add(new InwoEvent.CardDiscarded(seat, uid, c.card(), "FAILED_FROM_HAND"));
            }
        }
        return out;
    }

    /** Main phase: every source, card of the hand it fits, master and arrow. */
    public static void candidates(Abilities a, InwoState s, int seat, java.util.function.ToIntFunction<Placed> arrows,
                                  List<InwoCommand> c) {
        if (s.phase() != Phase.MAIN || s.window() != null || s.current() != seat) return;
        Player me = s.player(seat);
        List<String> sources = new ArrayList<>();
        for (HandCard h : me.hand()) if (plot(a.def(h.card())) || forgery(a.def(h.card()))) sources.add(h.uid());
        for (Placed p : me.structure()) {
            if (group(a.def(p.card())) && p.tokens() > 0 || resource(a.def(p.card())) && !p.moved()
                    || io.tabletop.games.inwo.cardrules.Warehouse23.takeoverLeft(me, p)) sources.add(p.uid());
        }
        Placed warehouse = io.tabletop.games.inwo.cardrules.Warehouse23.warehouse(me); // last cards K: a Resource may go in hidden
        for (String source : sources) {
            HandCard sh = me.inHand(source);
            CardDef sd = a.def(sh != null ? sh.card() : me.placed(source).card());
            Effect.Takeover t = takeover(sd);
            for (HandCard h : me.hand()) {
                CardDef d = a.def(h.card());
                if (d.kind() != CardKind.GROUP && d.kind() != CardKind.RESOURCE || !t.filter().matchesPrinted(d)) continue;
                for (Placed m : me.structure()) {
                    boolean hide = m == warehouse && d.kind() == CardKind.RESOURCE && !group(sd);
                    if (m.resource() && !hide || group(sd) && !m.uid().equals(source)) continue;
                    if (d.kind() == CardKind.RESOURCE) c.add(new InwoCommand.ExtraTakeover(source, h.uid(), m.uid(), null));
                    else for (Integer arrow : io.tabletop.games.inwo.structure.ArrowChoice.choices(me, m.uid(), arrows.applyAsInt(m))) {
                        c.add(new InwoCommand.ExtraTakeover(source, h.uid(), m.uid(), arrow));
                    }
                }
            }
        }
    }
}
