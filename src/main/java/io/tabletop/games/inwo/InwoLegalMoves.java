package io.tabletop.games.inwo;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/**
 * legalMoves: every complete command the seat may send now — the candidates (every card, target and payer that
 * could make sense) kept when {@link InwoDecider#check} accepts them, so the two can never disagree. Bounded: the
 * candidates are products of cards in play and in hand, never free numbers.
 */
final class InwoLegalMoves {

    private InwoLegalMoves() {}

    static List<InwoCommand> of(InwoDecider d, InwoState s, int seat) {
        // r4 trade: gifts and trades are any-time moves, also of a seat the game is not waiting for (and only they)
        List<InwoCommand> all = d.awaiting(s).contains(seat) ? candidates(d, s, seat) : new ArrayList<>();
        if (seat >= 0 && seat < s.seats()) all.addAll(io.tabletop.games.inwo.trade.Trades.candidates(d.abilities(), s, seat));
        List<InwoCommand> out = new ArrayList<>();
        for (InwoCommand c : all) {
            try {
                d.check(s, seat, c);
                out.add(c);
            } catch (RuleViolation v) {
                // not legal now
            }
        }
        // last cards D: the Plot Texas holds, played as one of the hand for Texas's use
        if (d.awaiting(s).contains(seat) && s.choice() == null) {
            for (String uid : io.tabletop.games.inwo.cardrules.Texas.held(s.player(seat))) {
                for (InwoCommand m : of(d, io.tabletop.games.inwo.cardrules.Texas.inHand(s, seat, uid), seat)) {
                    if (!(m instanceof PlayPlot p) || !uid.equals(p.card()) || out.contains(m)) continue;
                    try {
                        d.check(s, seat, m);
                        out.add(m);
                    } catch (RuleViolation v) {
                        // not for Texas
                    }
                }
            }
        }
        return out;
    }

    static List<InwoCommand> candidates(InwoDecider d, InwoState s, int seat) {
        if (s.choice() != null) return io.tabletop.games.inwo.choices.Choices.candidates(s, seat); // r4 choices
        Player me = s.player(seat);
        List<InwoCommand> c = new ArrayList<>();
        var a = d.abilities();
        List<Placed> mine = me.structure().stream().filter(p -> !p.resource()).toList();
        switch (s.phase()) {
            case LEAD -> {
                Set<String> ids = new java.util.TreeSet<>();
                for (String id : me.groupDeck()) if (a.def(id).kind() == CardKind.GROUP) ids.add(id);
                for (String id : ids) c.add(new ChooseLead(id));
                return c;
            }
            case DISCARD -> {
                for (HandCard h : me.hand()) c.add(new Discard(h.uid()));
                return c;
            }
            default -> { }
        }
        buys(me, mine, c);
        if (s.window() != null) {
            c.add(new Pass());
            if (s.window().kind() == WindowKind.ATTACK && s.attack() != null) {
                var at = s.attack();
                for (Placed g : mine) {
                    if (g.tokens() < 1) { // a free opposition (France) spends no token
                        c.add(new Oppose(g.uid(), false));
                        continue;
                    }
                    for (boolean global : new boolean[] {false, true}) {
                        c.add(new Aid(g.uid(), global));
                        c.add(new Oppose(g.uid(), global));
                    }
                }
                for (HandCard h : me.hand()) {
                    CardDef def = a.def(h.card());
                    if (h.card().equals(at.targetCard())) {
                        c.add(new PlayAgent(h.uid(), true));
                        c.add(new PlayAgent(h.uid(), false));
                    }
                    if (def.kind() == CardKind.PLOT) {
                        if (at.by() != null) c.add(new PlayPlot(h.uid(), at.by(), null));
                        c.add(new PlayPlot(h.uid(), at.target(), null));
                        c.add(new PlayPlot(h.uid(), null, null));
                        if (!def.effects(io.tabletop.games.inwo.cards.Effect.Cost.class).isEmpty()) {
                            for (Placed g : mine) {
                                if (g.tokens() < 1) continue;
                                c.add(new PlayPlot(h.uid(), null, g.uid()));
                                if (at.by() != null) c.add(new PlayPlot(h.uid(), at.by(), g.uid()));
                                c.add(new PlayPlot(h.uid(), at.target(), g.uid())); // aimed at a target; a linked Plot's helper
                            }
                        }
                    }
                }
                c.add(new CallOff());
                for (Placed g : mine) if (g.tokens() > 0 && !a.def(g.card()).effects(io.tabletop.games.inwo.cards.Effect.Cancel.class).isEmpty()) c.add(new UseAbility(g.uid()));
                // PLOTS, COSTS AND TAKEOVERS: attack bonuses bought with a card's action
                for (Placed g : me.structure()) if (g.tokens() > 0 && io.tabletop.games.inwo.abilities.ActionBonuses.bonusCard(a.def(g.card()))) c.add(new UseAbility(g.uid()));
                if (io.tabletop.games.inwo.cardrules.ImeldaMarcos.handles(s, seat, at.by())) c.add(new UseAbility(at.by())); // last cards
                io.tabletop.games.inwo.tokens.SpentBonuses.windowCandidates(a, s, seat, c); // r4 tokens
                io.tabletop.games.inwo.tokens.GoodPolls.windowCandidates(a, s, seat, c);
                c.addAll(io.tabletop.games.inwo.structure.StructureMoves.abilitiesOn(a, s, seat)); // traits, restrictions and structure
                io.tabletop.games.inwo.attack.Privileges.windowCandidates(a, s, seat, c); // privilege and dice
                io.tabletop.games.inwo.cardrules.UsedAgainstYou.windowCandidates(a, s, seat, c); // last cards: Counterspell
                io.tabletop.games.inwo.cardrules.MindControlLasers.candidates(s, seat, c); // last cards C
                io.tabletop.games.inwo.cardrules.ImmortalitySerum.candidates(s, seat, c); // last cards H: a Personality played from hand
                return c;
            }
            if (io.tabletop.games.inwo.turn.Answers.byAbility(a.version(), s, seat)) abilities(d, s, seat, c); // I9
            if (s.window().kind() == WindowKind.PLOT) {
                for (HandCard h : me.hand()) {
                    CardDef def = a.def(h.card());
                    if (def.kind() != CardKind.PLOT) continue;
                    c.add(new PlayPlot(h.uid(), null, null));
                    if (!def.effects(io.tabletop.games.inwo.cards.Effect.Cost.class).isEmpty()) {
                        for (Placed g : mine) if (g.tokens() > 0) c.add(new PlayPlot(h.uid(), null, g.uid()));
                    }
                }
                return c;
            }
            if (s.window().kind() == WindowKind.ROLL) { // privilege and dice
                io.tabletop.games.inwo.attack.Dice.candidates(a, s, seat, c);
                io.tabletop.games.inwo.attack.AfterTheRoll.candidates(a, s, seat, c); // last cards C: Death Mask, The Second Bullet
                return c;
            }
            io.tabletop.games.inwo.takeover.TakeoverCancels.candidates(a, s, seat, c); // r4 takeover
            io.tabletop.games.inwo.cardrules.ImmortalitySerum.candidates(s, seat, c); // last cards H
            plots(d, s, me, mine, c);
            io.tabletop.games.inwo.attack.Combined.candidates(a, s, seat, c); // privilege and dice
            return c;
        }
        switch (s.phase()) {
            case DRAW -> {
                for (boolean plot : new boolean[] {true, false}) {
                    for (boolean group : new boolean[] {true, false}) c.add(new Draw(plot, group));
                }
                io.tabletop.games.inwo.cardflow.Draws.drawCandidates(a, s, seat, c); // card flow
                io.tabletop.games.inwo.choices.DrawStepPlots.candidates(a, s, seat, c); // r4 choices
            }
            case TAKEOVER -> {
                c.add(new SkipTakeover());
                Placed w = io.tabletop.games.inwo.cardrules.Warehouse23.warehouse(me); // last cards K: hidden inside Warehouse 23
                for (HandCard h : me.hand()) {
                    CardKind k = a.def(h.card()).kind();
                    if (k != CardKind.GROUP && k != CardKind.RESOURCE) continue;
                    for (Placed m : mine) {
                        if (k == CardKind.RESOURCE) c.add(new Takeover(h.uid(), m.uid()));
                        else for (Integer arrow : io.tabletop.games.inwo.structure.ArrowChoice.choices(me, m.uid(), d.arrows(m))) c.add(new Takeover(h.uid(), m.uid(), arrow));
                    }
                    if (k == CardKind.RESOURCE && w != null) c.add(new Takeover(h.uid(), w.uid()));
                }
            }
            case MAIN -> {
                c.add(new EndTurn());
                // candidates are pruned only where check would refuse them anyway (no token, no open arrow,
                // a protected owner, privilege the Illuminati does not have)
                List<String> targets = new ArrayList<>();
                for (Player p : s.players()) {
                    if (!d.mayTouch(s, seat, p.seat())) continue;
                    for (Placed t : p.structure()) if (!t.resource() && !t.illuminati()) targets.add(t.uid());
                }
                List<String> inHand = new ArrayList<>();
                for (HandCard h : me.hand()) if (a.def(h.card()).kind() == CardKind.GROUP) inHand.add(h.uid());
                boolean mayPrivilege = !s.flags().privileged() && a.structureEffects(s, seat,
                        io.tabletop.games.inwo.cards.Effect.Privilege.class).stream().anyMatch(p -> p.mode()
                        == io.tabletop.games.inwo.cards.Effect.Privilege.Mode.DECLARE_ONCE_PER_TURN);
                for (Placed by : mine) {
                    if (by.tokens() < 1) continue;
                    boolean open = io.tabletop.games.inwo.abilities.Structures.openArrow(me, by.uid(), d.arrows(by)) >= 0;
                    for (boolean privileged : mayPrivilege ? new boolean[] {false, true} : new boolean[] {false}) {
                        for (String t : targets) {
                            if (open) c.add(new InwoCommand.Attack(by.uid(), t, AttackKind.CONTROL, privileged));
                            c.add(new InwoCommand.Attack(by.uid(), t, AttackKind.DESTROY, privileged));
                            if (!privileged && io.tabletop.games.inwo.cardrules.Cia.leads(a, by)) c.add(new InwoCommand.Attack(by.uid(), t, AttackKind.ASSASSINATION, false)); // last cards E
                        }
                        if (open) for (String t : inHand) c.add(new InwoCommand.Attack(by.uid(), t, AttackKind.CONTROL, privileged));
                    }
                }
                for (Placed m : mine) {
                    if (io.tabletop.games.inwo.abilities.Structures.openArrow(me, m.uid(), d.arrows(m)) < 0) continue;
                    for (Placed g : mine) {
                        if (g.illuminati() || g.uid().equals(m.uid())) continue;
                        Set<String> payers = new LinkedHashSet<>();
                        for (String u : java.util.Arrays.asList(g.uid(), g.master(), me.root().uid(), m.uid())) {
                            Placed payer = me.placed(u);
                            if (payer != null && payer.tokens() > 0) payers.add(u);
                        }
                        List<Integer> choices = io.tabletop.games.inwo.structure.ArrowChoice.choices(me, m.uid(), d.arrows(m));
                        for (String payer : payers) for (Integer arrow : choices) c.add(new Move(g.uid(), m.uid(), payer, arrow));
                    }
                }
                for (Placed r : me.structure()) {
                    if (!r.resource()) continue;
                    for (Placed g : mine) c.add(new Relink(r.uid(), g.uid()));
                }
                Placed w = io.tabletop.games.inwo.cardrules.Warehouse23.warehouse(me); // last cards K: hidden inside Warehouse 23
                for (HandCard h : me.hand()) {
                    if (a.def(h.card()).kind() != CardKind.RESOURCE) continue;
                    for (Placed g : mine) c.add(new PlayResource(h.uid(), g.uid()));
                    if (w != null) c.add(new PlayResource(h.uid(), w.uid()));
                }
                c.add(new IlluminatiDraw());
                for (Placed g : mine) if (g.devastated()) c.add(new Relieve(g.uid()));
                abilitiesOnGroups(d, s, seat, c);
                c.addAll(io.tabletop.games.inwo.structure.Reorganizing.candidates(a, s, seat));
                plots(d, s, me, mine, c);
                abilitiesOnCards(d, s, seat, c);
                io.tabletop.games.inwo.attack.Privileges.attackCandidates(a, s, seat, c); // privilege and dice
                io.tabletop.games.inwo.attack.Barring.candidates(a, s, seat, c); // last cards: Multinational Oil Companies
                io.tabletop.games.inwo.attack.Combined.candidates(a, s, seat, c);
                io.tabletop.games.inwo.takeover.ExtraTakeovers.candidates(a, s, seat, d::arrows, c); // r4 takeover
                io.tabletop.games.inwo.plots.StandingBoosts.candidates(a, s, seat, c); // +10 on defence until end of turn
            }
            default -> { }
        }
        return c;
    }

    /** The abilities used on the owner's main phase (and, I9, in answer to a knock, victory or Plot window). */
    private static void abilities(InwoDecider d, InwoState s, int seat, List<InwoCommand> c) {
        abilitiesOnGroups(d, s, seat, c);
        abilitiesOnCards(d, s, seat, c);
    }

    private static void abilitiesOnGroups(InwoDecider d, InwoState s, int seat, List<InwoCommand> c) {
        var a = d.abilities();
        Player me = s.player(seat);
        List<Placed> mine = me.structure().stream().filter(p -> !p.resource()).toList();
        for (Placed g : mine) if (g.tokens() > 0 && d.drawAbility(g) != null) c.add(new UseAbility(g.uid()));
        for (Placed g : mine) if (io.tabletop.games.inwo.cardrules.ExtraDraws.flatEarthers(a, s, seat, g.uid())) c.add(new UseAbility(g.uid())); // r4 conv
        io.tabletop.games.inwo.effects.Targeted.candidates(a, me, c); // modifiers aimed at a target
        c.addAll(io.tabletop.games.inwo.structure.StructureMoves.abilitiesOn(a, s, seat)); // traits, restrictions and structure
    }

    private static void abilitiesOnCards(InwoDecider d, InwoState s, int seat, List<InwoCommand> c) {
        var a = d.abilities();
        io.tabletop.games.inwo.cardflow.CardFlow.candidates(a, s, seat, c); // card flow
        io.tabletop.games.inwo.tokens.RivalTokens.candidates(a, s, seat, c); // r4 tokens
        io.tabletop.games.inwo.choices.TradingCards.candidates(a, s, seat, c); // r4 choices
        io.tabletop.games.inwo.cardrules.GeorgeBush.candidates(a, s, seat, c); // r4 misc
        io.tabletop.games.inwo.cardrules.DiseaseControl.reliefCandidates(a, s, seat, c);
        io.tabletop.games.inwo.cardrules.SuicideSquad.candidates(s, seat, c); // last cards
        io.tabletop.games.inwo.cardrules.LasVegas.candidates(s, seat, c);
        io.tabletop.games.inwo.cardrules.LiquorCompanies.candidates(s, seat, c); // last cards C
        io.tabletop.games.inwo.cardrules.MindControlLasers.candidates(s, seat, c);
        io.tabletop.games.inwo.cardrules.Texas.candidates(s, seat, c); // last cards D
        io.tabletop.games.inwo.cardrules.Warehouse23.candidates(s, seat, c); // last cards K
    }

    private static void buys(Player me, List<Placed> mine, List<InwoCommand> c) {
        if (me.root() == null) return;
        c.add(new BuyPlot(me.root().uid(), null));
        List<Placed> ready = mine.stream().filter(g -> !g.illuminati() && g.tokens() > 0).toList();
        for (int i = 0; i < ready.size(); i++) {
            for (int j = i + 1; j < ready.size(); j++) c.add(new BuyPlot(ready.get(i).uid(), ready.get(j).uid()));
        }
    }

    /** Plots announced on the seat's own (instants, NWO, Reload, Power-up, Realign). */
    private static void plots(InwoDecider d, InwoState s, Player me, List<Placed> mine, List<InwoCommand> c) {
        var a = d.abilities();
        io.tabletop.games.inwo.replay.Replays.reviveCandidates(a, s, me.seat(), c); // r4 replay: Clone Arrangers
        for (HandCard h : me.hand()) {
            CardDef def = a.def(h.card());
            if (def.kind() != CardKind.PLOT || def.plotKind() == null) continue;
            switch (def.plotKind()) {
                case ASSASSINATION, DISASTER -> {
                    for (Player p : s.players()) {
                        for (Placed t : p.structure()) {
                            boolean city = def.plotKind() == io.tabletop.games.inwo.cards.PlotKind.DISASTER && io.tabletop.games.inwo.cardrules.HiddenCity.is(t); // last cards G
                            if (!city && (t.resource() || t.illuminati())) continue;
                            c.add(new PlayPlot(h.uid(), t.uid(), null));
                            if (def.plotKind() == io.tabletop.games.inwo.cards.PlotKind.ASSASSINATION) {
                                for (Placed g : mine) c.add(new PlayPlot(h.uid(), t.uid(), g.uid()));
                            }
                        }
                    }
                }
                case NWO_RED, NWO_BLUE, NWO_YELLOW, RELOAD -> c.add(new PlayPlot(h.uid(), null, null));
                case POWER_UP, REALIGN -> {
                    for (Placed g : mine) c.add(new PlayPlot(h.uid(), g.uid(), null));
                }
                case PLOT -> {
                    if (io.tabletop.games.inwo.cardrules.LastCardsG.plays(def)) { io.tabletop.games.inwo.cardrules.LastCardsG.candidates(a, s, me, h, c); break; } // last cards G
                    if (io.tabletop.games.inwo.cardrules.SeizeTheTime.plays(def)) { io.tabletop.games.inwo.cardrules.SeizeTheTime.candidates(me, h, c); break; } // last cards I
                    if (io.tabletop.games.inwo.cardrules.LastCardsF.plays(def)) { io.tabletop.games.inwo.cardrules.LastCardsF.candidates(a, s, me, h, c); break; } // last cards F
                    if (io.tabletop.games.inwo.replay.Replays.handles(def)) { io.tabletop.games.inwo.replay.Replays.candidates(a, s, me, h, c); break; } // r4 replay
                    // PLOTS, COSTS AND TAKEOVERS: a linked Plot on any group in play
                    if (io.tabletop.games.inwo.plots.LinkedPlots.listed(def)) {
                        for (Player p : s.players()) {
                            for (Placed t : p.structure()) {
                                if (t.resource() || t.illuminati()) continue;
                                c.add(new PlayPlot(h.uid(), t.uid(), null));
                                if (def.effects(io.tabletop.games.inwo.cards.Effect.Cost.class).stream().anyMatch(k -> k.kind()
                                        == io.tabletop.games.inwo.cards.Effect.Cost.Kind.ACTION)) {
                                    for (Placed g : mine) if (g.tokens() > 0) c.add(new PlayPlot(h.uid(), t.uid(), g.uid()));
                                }
                            }
                        }
                        break;
                    }
                    if (io.tabletop.games.inwo.plots.Takeovers.plotTakeover(def)) { // a Resource of the hand taken over
                        for (HandCard r : me.hand()) {
                            if (a.def(r.card()).kind() != CardKind.RESOURCE) continue;
                            c.add(new PlayPlot(h.uid(), r.uid(), null));
                            for (Placed g : mine) if (g.tokens() > 0 && !g.illuminati()) c.add(new PlayPlot(h.uid(), r.uid(), g.uid()));
                        }
                        break;
                    }
                    if (!io.tabletop.games.inwo.interpreter.Interpreted.oneShot(def) && !io.tabletop.games.inwo.plots.LinkedPlots.onTraits(def)
                            && !io.tabletop.games.inwo.choices.Choices.plot(def) // r4 choices
                            && !io.tabletop.games.inwo.tokens.LastingPlots.lasting(def) && !io.tabletop.games.inwo.tokens.GoodPolls.polls(def)) break; // r4 tokens: lasting, Good Polls
                    List<String> targets = new ArrayList<>();
                    targets.add(null);
                    for (Player p : s.players()) for (Placed t : p.structure()) if (!t.illuminati()) targets.add(t.uid());
                    targets.addAll(io.tabletop.games.inwo.cardflow.CardFlow.rivalTargets(def, s)); // card flow
                    targets.addAll(io.tabletop.games.inwo.tokens.RivalTokens.alignmentTargets(def)); // r4 tokens: Scandal
                    targets.addAll(io.tabletop.games.inwo.tokens.LastingPlots.targets(def, s, me.seat())); // r4 tokens: Senate, Unlucky 13
                    targets.addAll(io.tabletop.games.inwo.tokens.GoodPolls.targets(def));
                    if (io.tabletop.games.inwo.effects.Targeted.endOfTurn(def)) for (Player p : s.players()) if (p.root() != null) targets.add(p.root().uid()); // modifiers aimed at a target
                    List<String> helpers = new ArrayList<>();
                    helpers.add(null);
                    for (Placed g : mine) if (g.tokens() > 0 && !g.illuminati()) helpers.add(g.uid());
                    for (String t : targets) for (String g : helpers) c.add(new PlayPlot(h.uid(), t, g));
                    io.tabletop.games.inwo.plots.HandDiscards.candidates(a, s, me.seat(), h, targets, c); // last cards: Embezzlement
                }
                default -> { }
            }
        }
    }
}
