package io.tabletop.games.inwo;

import io.tabletop.games.inwo.instructions.StandingInstructions;
import io.tabletop.games.inwo.versions.InwoVersion;
import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.cardflow.CardFlow;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.interpreter.Interpreted;
import io.tabletop.games.inwo.goals.Goals;
import io.tabletop.games.inwo.model.AnnouncedPlay;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Structures;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.Window;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static io.tabletop.games.inwo.InwoDecider.violation;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/**
 * Plots played: at once or announced (a window others may answer, cancels included), resolved when the window closes,
 * one-shot Plots on their target, and what an aimed Plot costs. Whether a Plot may be played is in {@link PlotChecks}.
 */
final class PlotFlow {

    private final InwoDecider decider;
    private final Abilities a;
    /** The rules version decided under (see {@link InwoVersion} for where versions differ). */
    private final InwoVersion version;

    PlotFlow(InwoDecider decider) {
        this.decider = decider;
        this.a = decider.abilities();
        this.version = a.version();
    }

    /** A one-shot Plot resolves: the aimed effect on its target if it still fits, then the effects on all in play. */
    void resolveOneShot(Emitter e, int seat, CardDef d, String target, Rng rng) {
        InwoState s = e.state;
        for (Effect x : d.effects()) {
            if (!Interpreted.oneShotEffect(x)) continue;
            if (Interpreted.targeted(x)) {
                int owner = target == null ? -1 : s.ownerOf(target);
                if (owner < 0) continue; // gone meanwhile
                Placed t = s.player(owner).placed(target);
                if (!decider.plotChecks.oneShotFits(s, seat, x, owner, t)) continue;
                switch (x) {
                    // modifiers aimed at a target: Blitzkrieg, Angst
                    case Effect.Tokens k when k.count() > 0 -> e.emit(new TokensGiven(owner, java.util.Collections.nCopies(k.count(), t.uid())));
                    case Effect.Tokens k when k.who() == io.tabletop.games.inwo.cards.Scope.RIVAL -> { // Reach Out: the rival's Groups
                        List<String> lost = io.tabletop.games.inwo.effects.Targeted.allTokens(s.player(owner));
                        if (!lost.isEmpty()) e.emit(new TokensSpent(owner, lost, "LOST"));
                    }
                    case Effect.SetStat st -> e.emit(new GroupChanged(t.uid(), st.value(), a.alignments(t).stream().sorted().toList()));
                    case Effect.Destroy dd -> e.emit(new CardDiscarded(owner, t.uid(), t.card(), "DESTROYED_BY_PLOT"));
                    case Effect.Tokens k -> {
                        if (t.tokens() > 0) e.emit(new TokensSpent(owner, java.util.Collections.nCopies(Math.min(t.tokens(), -k.count()), t.uid()), "LOST"));
                    }
                    case Effect.Cards c when io.tabletop.games.inwo.tokens.RivalTokens.returnsToHand(c) -> io.tabletop.games.inwo.tokens.RivalTokens.returnToHand(e, owner, t); // r4 tokens
                    case Effect.Cards c when CardFlow.oneShot(c) -> CardFlow.resolve(e, a, seat, c, owner, rng); // card flow
                    case Effect.Cards c -> { // DISCARD_TOP of the rival's deck
                        Player r = s.player(owner);
                        List<String> deck = c.deck() == io.tabletop.games.inwo.cards.Deck.PLOT ? r.plotDeck() : r.groupDeck();
                        int n = Math.min(c.count(), deck.size());
                        if (n > 0) e.emit(new TopCardsDiscarded(owner, c.deck() == io.tabletop.games.inwo.cards.Deck.PLOT, List.copyOf(deck.subList(0, n))));
                    }
                    // traits, restrictions and structure
                    case Effect.ChangeTraits c -> decider.traitsChanged(e, t.uid(), io.tabletop.games.inwo.effects.TraitChanges.changedForGood(t, c));
                    case Effect.Restriction r -> decider.traitsChanged(e, t.uid(), io.tabletop.games.inwo.effects.Restrictions.corrupted(s, seat, t));
                    case Effect.Arrows r -> decider.traitsChanged(e, t.uid(), t.traits().withArrows(io.tabletop.games.inwo.structure.Arrows.after(r, decider.checks.arrows(t))));
                    default -> { }
                }
            } else if (io.tabletop.games.inwo.tokens.RivalTokens.choosesAlignment(x)) { // r4 tokens: Scandal
                io.tabletop.games.inwo.tokens.RivalTokens.resolveChosen(e, a, seat, (Effect.Tokens) x, target);
            } else if (x instanceof Effect.Cards c && CardFlow.oneShot(c)) { // card flow
                CardFlow.resolve(e, a, seat, c, -1, rng);
            } else if (x instanceof Effect.Tokens k && k.who() == io.tabletop.games.inwo.cards.Scope.STRUCTURE) { // Reach Out: yours
                List<String> lost = io.tabletop.games.inwo.effects.Targeted.allTokens(s.player(seat));
                if (!lost.isEmpty()) e.emit(new TokensSpent(seat, lost, "LOST"));
            } else if (x instanceof Effect.Reorganize) { // traits, restrictions and structure: Reorganization
                decider.traitsChanged(e, s.player(seat).root().uid(), io.tabletop.games.inwo.structure.Reorganizing.opened(s, s.player(seat).root()));
            } else if (x instanceof Effect.Cards c) { // DRAW for the player
                decider.turns.draw(e, seat, c.deck() == io.tabletop.games.inwo.cards.Deck.PLOT, c.count());
            } else if (x instanceof Effect.Tokens k) {
                for (Player p : s.players()) {
                    List<String> lost = new ArrayList<>();
                    for (Placed g : p.structure()) {
                        if (g.resource() || g.illuminati() || g.tokens() < 1) continue;
                        if (!a.matches(s, k.filter(), g, a.basePower(g), false)) continue;
                        for (int i = 0; i < Math.min(g.tokens(), -k.count()); i++) lost.add(g.uid());
                    }
                    if (!lost.isEmpty()) e.emit(new TokensSpent(p.seat(), lost, "LOST"));
                }
            }
            s = e.state;
        }
    }

    void playPlot(Emitter e, int seat, PlayPlot x, Rng rng) {
        InwoState s = e.state;
        Player me = s.player(seat);
        HandCard card = me.inHand(x.card());
        CardDef d = a.def(card.card());
        boolean announced = version.everyPlayAnnounced(); // I7 in full: what version 4 played at once is announced
        if (io.tabletop.games.inwo.choices.DrawStepPlots.plays(d)) { // r4 choices
            if (announced) {
                io.tabletop.games.inwo.choices.DrawStepPlots.pay(e, seat, d, x);
                decider.announced.announce(e, seat, card, x, AnnouncedPlay.DRAW_STEP);
                return;
            }
            io.tabletop.games.inwo.choices.DrawStepPlots.play(e, a, seat, d, x, decider.turns.plotDraws(s, seat));
            return;
        }
        if (io.tabletop.games.inwo.takeover.TakeoverCancels.handles(d)) { // r4 takeover: the taken card back to hand
            if (announced) {
                io.tabletop.games.inwo.takeover.TakeoverCancels.pay(a, s, seat, x, d).forEach(e::emit);
                decider.announced.announce(e, seat, card, x, AnnouncedPlay.TAKEOVER_CANCEL);
                return;
            }
            io.tabletop.games.inwo.takeover.TakeoverCancels.play(a, s, seat, x, d).forEach(e::emit);
            if (io.tabletop.games.inwo.takeover.TakeoverCancels.endsTakeovers(d)) decider.turns.placeTokens(e, s.plot().seat(), false);
            return;
        }
        // modifiers aimed at a target: Earth Magic adds nothing, it lets its player's Magic groups oppose
        if (s.attack() != null && io.tabletop.games.inwo.effects.Joining.earthMagic(d)) {
            payAimed(e, seat, d, x.helper());
            e.emit(new AttackJoined(new Contribution(seat, card.uid(), card.card(), Contribution.Kind.PLUS_TEN, 0, false)));
            decider.attacks.responded(e, seat);
            return;
        }
        // modifiers aimed at a target
        if (s.attack() != null && io.tabletop.games.inwo.effects.Aimed.plot(d)) {
            var play = io.tabletop.games.inwo.effects.Aimed.check(a, s, seat, d, x.target(), x.helper());
            payAimed(e, seat, d, x.helper());
            io.tabletop.games.inwo.effects.Aimed.tokensLost(e.state, seat, d, play).forEach(e::emit); // last cards: Miracle Diet Plan
            e.emit(new AttackJoined(new Contribution(seat, card.uid(), card.card(), Contribution.Kind.PLUS_TEN, play.value(), play.aid())));
            decider.attacks.responded(e, seat);
            return;
        }
        if (io.tabletop.games.inwo.attack.AgentsPrivilege.plays(d)) { io.tabletop.games.inwo.attack.AgentsPrivilege.play(a, s, seat, x, d).forEach(e::emit); return; } // last cards: Faction Fight
        if (io.tabletop.games.inwo.cardrules.UsedAgainstYou.plays(d)) { io.tabletop.games.inwo.cardrules.UsedAgainstYou.play(a, s, seat, x, d).forEach(e::emit); return; } // last cards: Counterspell
        if (io.tabletop.games.inwo.cardrules.LastCardsG.plays(d)) { decider.announced.announce(e, seat, card, x, io.tabletop.games.inwo.cardrules.LastCardsG.pay(e, seat, x, d)); return; } // last cards G
        if (io.tabletop.games.inwo.cardrules.SeizeTheTime.plays(d)) { decider.announced.announce(e, seat, card, x, io.tabletop.games.inwo.cardrules.SeizeTheTime.pay(e, seat)); return; } // last cards I
        if (io.tabletop.games.inwo.cardrules.LastCardsF.plays(d)) { decider.announced.announce(e, seat, card, x, io.tabletop.games.inwo.cardrules.LastCardsF.pay(e, seat, x, d)); return; } // last cards F
        if (io.tabletop.games.inwo.attack.AfterTheRoll.bullet(d)) { io.tabletop.games.inwo.attack.AfterTheRoll.fire(a, s, seat, x).forEach(e::emit); return; } // last cards C: The Second Bullet
        if (io.tabletop.games.inwo.attack.Privileges.handles(d)) { // privilege and dice
            io.tabletop.games.inwo.attack.Privileges.play(a, s, seat, x, d).forEach(e::emit);
            return;
        }
        if (io.tabletop.games.inwo.attack.Agents.plays(d)) {
            io.tabletop.games.inwo.attack.Agents.play(a, s, seat, x, d).forEach(e::emit);
            return;
        }
        if (d.plotKind() != PlotKind.PLUS_TEN && s.attack() != null && !d.effects(Effect.AttackBonus.class).isEmpty()
                && d.effects(Effect.Cancel.class).isEmpty() && !io.tabletop.games.inwo.abilities.LinkedBonusPlots.linkedBonusPlot(d)) { // r4 misc
            var pay = io.tabletop.games.inwo.plots.Costs.pay(a, s, seat, d, x.helper());
            if (!pay.tokens().isEmpty()) e.emit(new TokensSpent(seat, pay.tokens(), "PLOT_COST"));
            Player p = e.state.player(seat);
            if (pay.topPlots() > 0) e.emit(new TopCardsDiscarded(seat, true, p.plotDeck().subList(0, pay.topPlots())));
            if (pay.topGroups() > 0) e.emit(new TopCardsDiscarded(seat, false, p.groupDeck().subList(0, pay.topGroups())));
            e.emit(new AttackJoined(new Contribution(seat, card.uid(), card.card(), Contribution.Kind.PLUS_TEN,
                    decider.plotChecks.plotBonus(e.state, e.state.attack(), d), true)));
            decider.attacks.responded(e, seat);
            return;
        }
        if (io.tabletop.games.inwo.plots.StandingBoosts.stands(d, s)) { // +10 on defence until end of turn
            if (announced) decider.announced.announce(e, seat, card, x, AnnouncedPlay.STANDING_BOOST);
            else io.tabletop.games.inwo.plots.StandingBoosts.play(e, seat, card, x.target());
            return;
        }
        switch (d.plotKind()) {
            case PLUS_TEN -> {
                int amount = d.effects(Effect.Boost.class).getFirst().amount();
                boolean attackSide = seat == s.attack().attacker() && x.target().equals(s.attack().by());
                e.emit(new AttackJoined(new Contribution(seat, card.uid(), card.card(), Contribution.Kind.PLUS_TEN,
                        amount, attackSide)));
                decider.attacks.responded(e, seat);
            }
            case ASSASSINATION, DISASTER -> {
                int owner = s.ownerOf(x.target());
                Placed t = s.player(owner).placed(x.target());
                boolean city = io.tabletop.games.inwo.cardrules.HiddenCity.is(t); // last cards G: the Hidden City defends as a Power 10 Place
                Effect.InstantAttack ia = city ? io.tabletop.games.inwo.cardrules.HiddenCity.instantOf(d) : decider.attacks.instantOf(d, t);
                AttackKind kind = d.plotKind() == PlotKind.ASSASSINATION ? AttackKind.ASSASSINATION : AttackKind.DISASTER;
                e.emit(new PlotPlayed(seat, card.uid(), card.card(), x.target(), false));
                var at = new io.tabletop.games.inwo.model.Attack(seat, null, t.uid(), t.card(), owner, kind, false,
                        card.uid(), card.card(), ia.power() + io.tabletop.games.inwo.abilities.SpecialModifiers.instantBonus(s, d, owner), // r4 conv
                        city ? io.tabletop.games.inwo.cardrules.HiddenCity.DEFENCE : a.power(s, owner, t), List.of(), true);
                if (x.helper() != null) {
                    Placed h = me.placed(x.helper());
                    at = at.with(new Contribution(seat, h.uid(), h.card(), Contribution.Kind.HELPER, a.power(s, seat, h), true));
                }
                e.emit(new AttackAnnounced(at, decider.attacks.newWindow(s, WindowKind.ATTACK, seat, null)));
                io.tabletop.games.inwo.cardflow.Draws.whenAttacked(e, a); // card flow
                if (kind == AttackKind.DISASTER && t.tokens() > 0) { // privilege and dice: the Place loses a token at once
                    e.emit(new AttackJoined(new Contribution(owner, t.uid(), t.card(), Contribution.Kind.TOKEN_LOST, 0, false)));
                }
            }
            case NWO_RED, NWO_BLUE, NWO_YELLOW -> announce(e, seat, card, null);
            case RELOAD -> {
                e.emit(new TokensSpent(seat, List.of(me.root().uid()), "RELOAD"));
                announce(e, seat, card, null);
            }
            case POWER_UP -> {
                e.emit(new TokensSpent(seat, List.of(x.target()), "POWER_UP"));
                announce(e, seat, card, x.target());
            }
            case REALIGN -> {
                e.emit(new TokensSpent(seat, List.of(me.root().uid()), "REALIGN"));
                announce(e, seat, card, x.target());
            }
            case PLOT -> {
                if (io.tabletop.games.inwo.replay.Replays.handles(d)) { io.tabletop.games.inwo.replay.Replays.pay(a, s, seat, d, x.helper()).forEach(e::emit); announce(e, seat, card, x.target()); return; } // r4 replay
                if (io.tabletop.games.inwo.tokens.GoodPolls.polls(d)) { if (s.attack() == null) announce(e, seat, card, x.target()); else { io.tabletop.games.inwo.tokens.GoodPolls.playNow(e, seat, card, x.target()); decider.attacks.responded(e, seat); } return; } // r4 tokens
                var pay = io.tabletop.games.inwo.plots.Costs.pay(a, s, seat, d, x.helper());
                // PLOTS, COSTS AND TAKEOVERS: a linked Plot, announced, or linked at once during an attack; a takeover
                if (io.tabletop.games.inwo.plots.LinkedPlots.listed(d) || io.tabletop.games.inwo.plots.Takeovers.plotTakeover(d)) {
                    if (!pay.tokens().isEmpty()) e.emit(new TokensSpent(seat, pay.tokens(), "PLOT_COST"));
                    Player p = e.state.player(seat);
                    if (pay.topPlots() > 0) e.emit(new TopCardsDiscarded(seat, true, p.plotDeck().subList(0, pay.topPlots())));
                    if (pay.topGroups() > 0) e.emit(new TopCardsDiscarded(seat, false, p.groupDeck().subList(0, pay.topGroups())));
                    if (s.attack() == null) {
                        announce(e, seat, card, x.target());
                    } else {
                        e.emit(new PlotPlayed(seat, card.uid(), card.card(), x.target(), true));
                        e.emit(new PlotLinked(seat, card.uid(), card.card(), x.target()));
                        decider.attacks.responded(e, seat);
                    }
                    return;
                }
                if (Interpreted.oneShot(d) && !io.tabletop.games.inwo.cardrules.DeasilEngine.cancelsPending(a, s, d) // r4 misc
                        || io.tabletop.games.inwo.plots.LinkedPlots.onTraits(d) || io.tabletop.games.inwo.choices.Choices.plot(d) // r4 choices
                        || io.tabletop.games.inwo.tokens.LastingPlots.lasting(d)) { // r4 tokens: lasting
                    if (!pay.tokens().isEmpty()) e.emit(new TokensSpent(seat, pay.tokens(), "PLOT_COST"));
                    io.tabletop.games.inwo.plots.HandDiscards.discarded(e.state, seat, pay).forEach(e::emit); // last cards: Embezzlement
                    Player p = e.state.player(seat);
                    if (pay.topPlots() > 0) e.emit(new TopCardsDiscarded(seat, true, p.plotDeck().subList(0, pay.topPlots())));
                    if (pay.topGroups() > 0) e.emit(new TopCardsDiscarded(seat, false, p.groupDeck().subList(0, pay.topGroups())));
                    announce(e, seat, card, x.target());
                    return;
                }
                if (!pay.tokens().isEmpty()) e.emit(new TokensSpent(seat, pay.tokens(), "PLOT_COST"));
                Player p = e.state.player(seat);
                if (pay.topPlots() > 0) e.emit(new TopCardsDiscarded(seat, true, p.plotDeck().subList(0, pay.topPlots())));
                if (pay.topGroups() > 0) e.emit(new TopCardsDiscarded(seat, false, p.groupDeck().subList(0, pay.topGroups())));
                if (version.everyPlotOpensWindow()) { // I7: the cancel is announced and can be answered in turn
                    Window w = e.state.window();
                    Window tmp = new Window(WindowKind.PLOT, w.eligible(), 0, 0, e.state.windows() + 1);
                    e.emit(new CancelAnnounced(seat, card.uid(), card.card(),
                            new Window(WindowKind.PLOT, w.eligible(), tmp.after(seat), 0, e.state.windows() + 1)));
                    return;
                }
                e.emit(new PlotPlayed(seat, card.uid(), card.card(), null, false));
                if (s.plot() != null) {
                    e.emit(new PlotCancelled(seat, card.card(), s.plot().seat(), s.plot().card()));
                    CardFlow.takeCancelled(e, a, seat, d, s.plot().seat(), s.plot().card()); // card flow
                } else {
                    // cancelling the attacking action [WDH p.15]: no attack; the attacker's token stays spent and his
                    // Plots are discarded; aiding and opposing groups get their tokens back, their Plots return exposed
                    e.emit(new AttackCancelled(seat, card.card()));
                }
                decider.attacks.resume(e, seat);
            }
            case GOAL -> throw new IllegalStateException("checked");
        }
    }

    /**
     * I7: an announced cancel's window closed with nobody cancelling it: it takes effect. A cancelled cancel gives back
     * the window it answered (a Plot's, or an attack's), the round of passes starting afresh.
     */
    void resolveCancel(Emitter e, io.tabletop.games.inwo.model.PendingPlot pp) {
        int seat = pp.seat();
        e.emit(new PlotPlayed(seat, pp.uid(), pp.card(), null, false));
        var target = pp.cancels();
        if (target == null) {
            e.emit(new AttackCancelled(seat, pp.card()));
            decider.attacks.resume(e, seat);
            return;
        }
        e.emit(new PlotCancelled(seat, pp.card(), target.seat(), target.card()));
        CardFlow.takeCancelled(e, a, seat, a.def(pp.card()), target.seat(), target.card()); // card flow
        if (target.announcedPlay() && target.answers() != null) { // a takeover cancel cancelled: the takeover's window is back
            Window w = target.answers();
            e.emit(new WindowRestored(target.cancels(), Window.opened(w.kind(), w.eligible(), seat, e.state.windows() + 1)));
            return;
        }
        if (target.cancel()) {
            Window w = target.answers();
            Window tmp = new Window(w.kind(), w.eligible(), 0, 0, e.state.windows() + 1);
            e.emit(new WindowRestored(target.cancels(), new Window(w.kind(), w.eligible(), tmp.after(seat), 0,
                    e.state.windows() + 1)));
            return;
        }
        decider.attacks.resume(e, seat);
    }

    /** A Plot announced: its window opens; it takes effect when the window closes (see {@link #resolvePlot}). */
    void announce(Emitter e, int seat, HandCard card, String target) {
        e.emit(new PlotAnnounced(seat, card.uid(), card.card(), target, decider.attacks.newWindow(e.state, WindowKind.PLOT, seat, null)));
    }

    /** The window of an announced Plot closed with nobody cancelling it: its effect. */
    void resolvePlot(Emitter e, Rng rng) {
        InwoState s = e.state;
        var pp = s.plot();
        if (pp.announcedPlay()) {
            decider.announced.resolve(e, pp, rng);
            return;
        }
        if (pp.cancel()) {
            resolveCancel(e, pp);
            return;
        }
        int seat = pp.seat();
        CardDef d = a.def(pp.card());
        boolean stays = false;
        switch (d.plotKind()) {
            case NWO_RED, NWO_BLUE, NWO_YELLOW -> {
                String colour = d.plotKind().name().substring(4);
                String replaced = null;
                for (String n : s.nwo()) if (n.startsWith(colour + ":")) replaced = n.split(":")[2];
                e.emit(new NwoInPlay(colour, pp.uid(), pp.card(), seat, replaced));
                stays = true;
            }
            case RELOAD -> {
                Effect.Reload r = d.effects(Effect.Reload.class).getFirst();
                List<String> given = new ArrayList<>();
                int power = 0;
                for (Placed g : s.player(seat).structure()) {
                    if (g.illuminati() || g.resource() || g.fresh() || g.devastated()) continue;
                    if (version.devastationReachesDown() && Structures.devastatedLine(s.player(seat), g)) continue; // I2
                    if (g.tokens() > 0 && !r.evenWithToken()) continue;
                    if (!a.matches(s, r.groups(), g, a.basePower(g), false)) continue;
                    int p = a.power(s, seat, g);
                    // up to the Power limit, or any one group [WDH p.20]
                    if (r.powerLimit() > 0 && !given.isEmpty() && power + p > r.powerLimit()) continue;
                    given.add(g.uid());
                    power += p;
                }
                if (!given.isEmpty()) e.emit(new TokensGiven(seat, given));
            }
            case POWER_UP -> {
                Placed g = s.player(seat).placed(pp.target());
                int to = d.effects(Effect.PowerUp.class).getFirst().to();
                if (g != null && a.basePower(g) < to) e.emit(new GroupChanged(g.uid(), to, List.copyOf(a.alignments(g))));
            }
            case REALIGN -> {
                Placed g = s.player(seat).placed(pp.target());
                Alignment to = d.effects(Effect.Realign.class).getFirst().to();
                if (g != null) {
                    List<Alignment> al = new ArrayList<>();
                    for (Alignment y : a.alignments(g)) if (!y.opposes(to) || to == Alignment.FANATIC) al.add(y);
                    if (!al.contains(to)) al.add(to);
                    e.emit(new GroupChanged(g.uid(), g.power(), al.stream().sorted().toList()));
                }
            }
            case PLOT -> {
                if (Interpreted.oneShot(d)) resolveOneShot(e, seat, d, pp.target(), rng);
                if (io.tabletop.games.inwo.replay.Replays.returnsResource(a, s, seat, d, pp.target())
                        && io.tabletop.games.inwo.cardrules.Warehouse23.shows(a, e, pp.target())) {} // last cards K: its hidden copy shown, no return
                else if (io.tabletop.games.inwo.replay.Replays.handles(d)) for (InwoEvent x : io.tabletop.games.inwo.replay.Replays.resolve(a, s, seat, d, pp.target())) { e.emit(x); stays |= x instanceof PlotLinked; } // r4 replay
                CardFlow.resolved(e, seat, d); // card flow: a once-per-turn Plot marked
                io.tabletop.games.inwo.choices.Choices.resolve(e, a, seat, d, pp.target(), rng); // r4 choices: its first choice opens
                if (io.tabletop.games.inwo.tokens.GoodPolls.polls(d)) stays = io.tabletop.games.inwo.tokens.GoodPolls.link(e, seat, pp.uid(), pp.card(), pp.target()); // r4 tokens
                if (io.tabletop.games.inwo.tokens.LastingPlots.lasting(d) && io.tabletop.games.inwo.tokens.LastingPlots.stays(s, pp.target())) { e.emit(new PlotLinked(seat, pp.uid(), pp.card(), pp.target())); stays = true; } // r4 tokens
                // PLOTS, COSTS AND TAKEOVERS: linked if its group is still in play and fits
                if (io.tabletop.games.inwo.plots.LinkedPlots.listed(d)) {
                    int owner = s.ownerOf(pp.target());
                    if (owner >= 0 && io.tabletop.games.inwo.plots.LinkedPlots.fits(a, s, d, s.player(owner).placed(pp.target()))) {
                        e.emit(new PlotLinked(seat, pp.uid(), pp.card(), pp.target()));
                        stays = true;
                    }
                }
                // the Resource taken over, still in hand and placeable, enters play linked to the Illuminati
                if (io.tabletop.games.inwo.plots.Takeovers.plotTakeover(d)) {
                    Player me = s.player(seat);
                    HandCard h = me.inHand(pp.target());
                    boolean placeable = h != null && me.root() != null && io.tabletop.games.inwo.plots.Takeovers.fits(a, d, h);
                    if (placeable) {
                        try {
                            decider.checks.checkPlacement(s, me, a.def(h.card()), me.root().uid());
                        } catch (io.tabletop.engine.RuleViolation v) {
                            placeable = false; // e.g. a unique Resource came into play meanwhile
                        }
                    }
                    if (placeable && io.tabletop.games.inwo.cardrules.Warehouse23.shows(a, e, h.card())) placeable = false; // last cards K: its hidden copy shown
                    if (placeable) e.emit(new CardPlaced(new Placement(seat, h.uid(), h.card(), me.root().uid(), -1), false));
                }
                Placed linkTo = s.player(seat).placed(pp.target() == null ? "" : pp.target()); // a linked Plot stays in play
                if (io.tabletop.games.inwo.plots.LinkedPlots.onTraits(d) && io.tabletop.games.inwo.plots.LinkedPlots.fits(a, s, d, linkTo)) {
                    decider.traitsChanged(e, linkTo.uid(), io.tabletop.games.inwo.plots.LinkedPlots.linking(linkTo, d.id()));
                    stays = true;
                }
            }
            default -> { }
        }
        e.emit(new PlotResolved(seat, pp.uid(), pp.card(), stays));
        decider.attacks.resume(e, seat);
    }

    // modifiers aimed at a target
    /** A group dies by its own player's Plot: to his discard pile (no Goal credit), Resources too, puppets to hand. */
    void sacrifice(Emitter e, int owner, String uid) {
        var gone = Structures.sacrificed(e.state.player(owner), uid);
        if (gone != null) e.emit(gone); // else gone meanwhile (captured away or destroyed)
    }

    /** Pays an aimed Plot's cost: tokens, top cards discarded. */
    void payAimed(Emitter e, int seat, CardDef d, String helper) {
        var pay = io.tabletop.games.inwo.plots.Costs.pay(a, e.state, seat, d, helper);
        if (!pay.tokens().isEmpty()) e.emit(new TokensSpent(seat, pay.tokens(), "PLOT_COST"));
        Player p = e.state.player(seat);
        if (pay.topPlots() > 0) e.emit(new TopCardsDiscarded(seat, true, p.plotDeck().subList(0, pay.topPlots())));
        if (pay.topGroups() > 0) e.emit(new TopCardsDiscarded(seat, false, p.groupDeck().subList(0, pay.topGroups())));
    }
}
