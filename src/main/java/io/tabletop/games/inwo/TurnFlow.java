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
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/**
 * The turn flow after setup: drawing, tokens placed, the end of a turn, knock and victory windows, who wins, and
 * elimination; also the free reorganizing moves cards grant.
 */
final class TurnFlow {

    private final InwoDecider decider;
    private final Abilities a;
    /** The rules version decided under (see {@link InwoVersion} for where versions differ). */
    private final InwoVersion version;

    TurnFlow(InwoDecider decider) {
        this.decider = decider;
        this.a = decider.abilities();
        this.version = a.version();
    }

    /** Draws up to {@code n} cards from the top of a deck (fewer when it runs out). */
    void draw(Emitter e, int seat, boolean plot, int n) {
        io.tabletop.games.inwo.cardflow.Draws.draw(e, a, seat, plot, n); // then at most one Goal card in hand
    }

    /**
     * Plots drawn in step 1: one, plus DRAW effects of the structure at turn decider.start (The Network: two; Pentagon: one
     * per Corporate Group it controls).
     */
    int plotDraws(InwoState s, int seat) {
        int n = 1;
        for (Placed card : s.player(seat).structure()) {
            for (Effect.Cards c : a.def(card.card()).effects(Effect.Cards.class)) {
                if (c.action() == Effect.Cards.Action.DRAW && c.deck() == io.tabletop.games.inwo.cards.Deck.PLOT
                        && c.when() == io.tabletop.games.inwo.cards.Trigger.TURN_START) {
                    n += c.count() * (c.perEach() == null ? 1 : a.countFor(s, seat, card, c.perEach()));
                }
            }
        }
        return n;
    }

    /** Step 4: a token for every group without one (Action Resources too), then the main phase. */
    void placeTokens(Emitter e, int seat, boolean takeoverTax) {
        InwoState s = e.state;
        Player p = s.player(seat);
        List<String> uids = new ArrayList<>();
        for (Placed c : p.structure()) {
            if (c.devastated() || c.fresh() && !c.illuminati()) continue;
            if (version.devastationReachesDown() && Structures.devastatedLine(p, c)) continue; // I2
            if (c.resource() && !a.def(c.card()).actionToken()) continue;
            if (!c.resource() && a.cannotAct(s, seat, c)) continue;
            if (!c.resource() && !c.illuminati() && a.basePower(c) > 0 && a.power(s, seat, c) == 0) continue; // reduced to 0
            int want = a.tokensPerTurn(s, seat, c);
            if (c.illuminati() && takeoverTax) want--; // two players: the takeover costs the Illuminati's token
            if (c.illuminati() && io.tabletop.games.inwo.cardrules.SeizeTheTime.seizing(s, seat)) continue; // last cards I: no Illuminati token
            int from = io.tabletop.games.inwo.cardrules.Germany.saves(a, c) ? 0 : c.tokens(); // last cards E: Germany saves its tokens
            for (int i = from; i < want; i++) uids.add(c.uid());
        }
        if (!uids.isEmpty()) e.emit(new TokensPlaced(seat, uids));
        e.emit(new PhaseChanged(Phase.MAIN));
    }

    /** Elimination: after his third complete turn, a player whose Illuminati has no puppets is out. */
    void eliminate(Emitter e) {
        for (Player p : e.state.players()) {
            if (p.out() || p.turns() < 3) continue;
            boolean puppets = p.structure().stream().anyMatch(c -> !c.illuminati() && !c.resource());
            if (!puppets && !io.tabletop.games.inwo.structure.LastPuppet.survives(a, e.state, p.seat())) e.emit(new PlayerEliminated(p.seat())); // Cthulhu's 8th kill
        }
        List<Integer> left = e.state.active();
        if (left.size() <= 1 && !e.state.finished()) e.emit(new GameEnded("ELIMINATION", left));
    }

    void endTurn(Emitter e, int seat) {
        for (String uid : e.state.flags().failedFromHand()) {
            HandCard c = e.state.player(seat).inHand(uid);
            if (c != null) e.emit(new CardDiscarded(seat, uid, c.card(), "FAILED_FROM_HAND"));
        }
        if (decider.checks.plots(e.state.player(seat)) > a.handLimit(e.state, seat)) {
            e.emit(new PhaseChanged(Phase.DISCARD));
            return;
        }
        knock(e, seat);
    }

    void knock(Emitter e, int seat) {
        e.emit(new Knocked(seat, decider.attacks.newWindow(e.state, WindowKind.KNOCK, seat, null)));
    }

    void afterKnock(Emitter e) {
        InwoState s = e.state;
        List<Integer> seats = new ArrayList<>();
        List<String> goals = new ArrayList<>();
        if (s.turn() > s.seats()) { // no win in the first round
            for (int seat : s.active()) {
                if (!mayWin(s, seat)) continue;
                String goal = Goals.met(a, s, seat);
                if (goal != null) {
                    seats.add(seat);
                    goals.add(goal);
                }
            }
        }
        if (seats.isEmpty()) {
            finishTurn(e);
            return;
        }
        e.emit(new VictoryDeclared(seats, goals, decider.attacks.newWindow(s, WindowKind.VICTORY, s.current(), null)));
    }

    void afterVictory(Emitter e) {
        InwoState s = e.state;
        List<Integer> winners = new ArrayList<>();
        for (int seat : s.active()) if (mayWin(s, seat) && Goals.met(a, s, seat) != null) winners.add(seat);
        // factions of the same Illuminati never share a victory
        Map<String, Long> same = new HashMap<>();
        for (int w : winners) same.merge(s.player(w).illuminati(), 1L, Long::sum);
        winners.removeIf(w -> same.get(s.player(w).illuminati()) > 1 && !sharesVictory(s, w));
        if (winners.isEmpty()) {
            finishTurn(e);
            return;
        }
        e.emit(new GameEnded("VICTORY", winners));
    }

    /** CANNOT_WIN: a card in play lets only players whose Illuminati matches its filter win. */
    boolean mayWin(InwoState s, int seat) {
        CardDef illuminati = a.def(s.player(seat).illuminati());
        List<String> inPlay = new ArrayList<>();
        for (Player p : s.players()) {
            for (Placed c : p.structure()) {
                // PLOTS, COSTS AND TAKEOVERS: a PLAYER-scoped restriction binds its controller only (Necronomicon)
                if (p.seat() != seat && io.tabletop.games.inwo.plots.FumbledRolls.controllerOnly(a.def(c.card()))) continue;
                inPlay.add(c.card());
            }
        }
        for (String n : s.nwo()) inPlay.add(n.split(":")[2]);
        for (String card : inPlay) {
            for (Effect.Restriction r : a.def(card).effects(Effect.Restriction.class)) {
                if (r.on() == Effect.Restriction.On.CANNOT_WIN && !r.filter().matchesPrinted(illuminati)) return false;
            }
        }
        return true;
    }

    boolean sharesVictory(InwoState s, int seat) {
        return a.illuminatiEffects(s, seat, Effect.Goal.class).stream().anyMatch(g -> g.kind() == Effect.Goal.Kind.SHARED);
    }

    void finishTurn(Emitter e) {
        int seat = e.state.current();
        io.tabletop.games.inwo.tokens.LastingPlots.expire(e, a, seat); // r4 tokens
        io.tabletop.games.inwo.tokens.GoodPolls.expire(e, a, seat);
        io.tabletop.games.inwo.plots.StandingBoosts.expire(e, a); // +10 on defence until end of turn
        io.tabletop.games.inwo.cardrules.SeizeTheTime.expire(e, seat); // last cards I: a seized turn's Plot
        e.emit(new TurnEnded(seat));
        eliminate(e);
        if (e.state.finished()) return;
        if (e.state.active().isEmpty()) return;
        InwoState s = e.state;
        if (s.turnLimit() > 0 && s.turn() >= s.turnLimit()) {
            e.emit(new GameEnded("TURN_LIMIT", leaders(s)));
            return;
        }
        if (io.tabletop.games.inwo.cardrules.SeizeTheTime.startNext(e, seat)) return; // last cards I: TURN_STARTED, or a seized turn (no draws)
        io.tabletop.games.inwo.cardflow.Draws.turnStarted(e, a); // card flow
    }

    /** The house rule's result: the most groups toward the Basic Goal, then the most total Power, share the win. */
    List<Integer> leaders(InwoState s) {
        int best = -1;
        int bestPower = -1;
        List<Integer> out = new ArrayList<>();
        for (int seat : s.active()) {
            int n = Goals.count(a, s, seat, List.of());
            int power = 0;
            for (Placed c : s.player(seat).structure()) {
                if (c.resource() || version.devastationReachesDown() && Structures.devastatedLine(s.player(seat), c)) continue;
                power += a.power(s, seat, c);
            }
            if (n > best || n == best && power > bestPower) {
                best = n;
                bestPower = power;
                out.clear();
            }
            if (n == best && power == bestPower) out.add(seat);
        }
        return out;
    }

    void reorganize(Emitter e, int seat, Reorganize x) {
        InwoState s = e.state;
        Player me = s.player(seat);
        Placed by = me.placed(x.by());
        Placed root = me.root();
        switch (io.tabletop.games.inwo.structure.Reorganizing.grant(a, s, seat, me.placed(x.group()), by)) {
            case REORGANIZING -> { }
            case END_OF_TURN -> decider.traitsChanged(e, root.uid(), root.traits().withClosingOnTurn(s.turn()));
            case OPENS -> {
                e.emit(new TokensSpent(seat, List.of(by.uid(), root.uid()), "REORGANIZE"));
                decider.traitsChanged(e, root.uid(), root.traits().withReorganizingOnTurn(s.turn()));
            }
            case ACTION -> e.emit(new TokensSpent(seat, List.of(by.uid()), "REORGANIZE"));
            case SELF -> decider.traitsChanged(e, by.uid(), by.traits().withMovedFreeOnTurn(s.turn()));
        }
        Placed m = e.state.player(seat).placed(x.master());
        e.emit(new GroupMoved(seat, x.group(), m.uid(), io.tabletop.games.inwo.structure.ArrowChoice.arrow(e.state.player(seat), m.uid(), decider.checks.arrows(m), x.arrow())));
    }
}
