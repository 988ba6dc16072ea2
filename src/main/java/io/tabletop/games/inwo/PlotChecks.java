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
 * Whether a Plot may be played now and on what: bought, cancelling an attack, an attack bonus, a one-shot Plot aimed at a
 * card, a Plot linked to a Group. Part of {@link CommandChecks#check}; what a played Plot does is in {@link PlotFlow}.
 */
final class PlotChecks {

    private final InwoDecider decider;
    private final Abilities a;
    /** The rules version decided under (see {@link InwoVersion} for where versions differ). */
    private final InwoVersion version;

    /**
     * Whether each Plot asked about is implemented, by id (the card's text is all it reads): legal moves ask it for
     * every Plot in hand at every listing.
     */
    private final java.util.Map<String, Boolean> implemented = new java.util.concurrent.ConcurrentHashMap<>();

    PlotChecks(InwoDecider decider) {
        this.decider = decider;
        this.a = decider.abilities();
        this.version = a.version();
    }

    void checkPlot(InwoState s, Player me, PlayPlot x) {
        HandCard card = decider.checks.handCard(me, x.card());
        CardDef d = a.def(card.card());
        if (d.kind() != CardKind.PLOT) throw violation("NOT_A_PLOT", "that is not a Plot");
        if (!implemented.computeIfAbsent(d.id(), id -> Interpreted.implemented(d))) {
            throw violation("NOT_IMPLEMENTED", d.name() + " is not implemented");
        }
        if (io.tabletop.games.inwo.choices.DrawStepPlots.plays(d)) { io.tabletop.games.inwo.choices.DrawStepPlots.check(a, s, me.seat(), d, x, owner -> decider.checks.mayTouch(s, me.seat(), owner)); return; } // r4 choices
        if (io.tabletop.games.inwo.takeover.TakeoverCancels.handles(d)) { // r4 takeover
            io.tabletop.games.inwo.takeover.TakeoverCancels.check(a, s, me.seat(), x, d);
            return;
        }
        if (io.tabletop.games.inwo.attack.AgentsPrivilege.plays(d)) { io.tabletop.games.inwo.attack.AgentsPrivilege.check(a, s, me.seat(), x, d); return; } // last cards: Faction Fight
        if (io.tabletop.games.inwo.cardrules.UsedAgainstYou.plays(d)) { io.tabletop.games.inwo.cardrules.UsedAgainstYou.check(a, s, me.seat(), x, d); return; } // last cards: Counterspell
        if (io.tabletop.games.inwo.cardrules.LastCardsG.plays(d)) { io.tabletop.games.inwo.cardrules.LastCardsG.check(a, s, me.seat(), x, d, decider.checks.mayAnnounce(s, me.seat()), owner -> decider.checks.mayTouch(s, me.seat(), owner)); return; } // last cards G
        if (io.tabletop.games.inwo.cardrules.SeizeTheTime.plays(d)) { io.tabletop.games.inwo.cardrules.SeizeTheTime.check(a, s, me.seat(), x); return; } // last cards I
        if (io.tabletop.games.inwo.cardrules.LastCardsF.plays(d)) { io.tabletop.games.inwo.cardrules.LastCardsF.check(a, s, me.seat(), x, d, decider.checks.mayAnnounce(s, me.seat()), owner -> decider.checks.mayTouch(s, me.seat(), owner)); return; } // last cards F
        if (io.tabletop.games.inwo.attack.AfterTheRoll.bullet(d)) { io.tabletop.games.inwo.attack.AfterTheRoll.checkBullet(a, s, me.seat(), x, d); return; } // last cards C: The Second Bullet
        if (io.tabletop.games.inwo.attack.Privileges.handles(d)) { // privilege and dice
            io.tabletop.games.inwo.attack.Privileges.checkPlot(a, s, me.seat(), x, d);
            return;
        }
        if (io.tabletop.games.inwo.attack.Agents.plays(d)) {
            io.tabletop.games.inwo.attack.Agents.check(a, s, me.seat(), x, d);
            return;
        }
        PlotKind kind = d.plotKind();
        // modifiers aimed at a target: Earth Magic
        if (s.attack() != null && io.tabletop.games.inwo.effects.Joining.earthMagic(d)) {
            var at = decider.checks.attackWindow(s);
            if (!at.target().equals(x.target()) || !io.tabletop.games.inwo.effects.Joining.earthMagicFits(a, s, at, d)) {
                throw violation("INVALID_TARGET", d.name() + " is played on a Disaster's target it names");
            }
            if (at.contributions().stream().anyMatch(k -> k.seat() == me.seat() && d.id().equals(k.card()))) {
                throw violation("DUPLICATE_PLOT", "no duplicate Plots in one attack");
            }
            if (io.tabletop.games.inwo.plots.Costs.pay(a, s, me.seat(), d, x.helper()) == null) throw violation("CANNOT_PAY", "its cost cannot be paid");
            return;
        }
        // modifiers aimed at a target
        if (s.attack() != null && io.tabletop.games.inwo.effects.Aimed.plot(d)) {
            io.tabletop.games.inwo.effects.Aimed.check(a, s, me.seat(), d, decider.checks.attackWindow(s).target() == null ? null : x.target(), x.helper());
            return;
        }
        if (kind != PlotKind.PLUS_TEN && s.attack() != null && !d.effects(Effect.AttackBonus.class).isEmpty()
                && d.effects(Effect.Cancel.class).isEmpty() && !io.tabletop.games.inwo.abilities.LinkedBonusPlots.linkedBonusPlot(d)) { // r4 misc
            checkAttackBonusPlot(s, me, x, d);
            return;
        }
        if (io.tabletop.games.inwo.plots.StandingBoosts.stands(d, s)) { io.tabletop.games.inwo.plots.StandingBoosts.check(a, s, me.seat(), d, x); return; } // +10 on defence until end of turn
        switch (kind) {
            case PLUS_TEN -> {
                var at = decider.checks.attackWindow(s);
                if (at.instant()) throw violation("INSTANT_ATTACK", "+10 Plots do not reach Instant attacks");
                String side;
                if (me.seat() == at.attacker() && at.by() != null && at.by().equals(x.target())) side = "attack";
                else if (!at.fromHand() && me.seat() == at.owner() && at.target().equals(x.target())) side = "defence";
                else throw violation("INVALID_TARGET", "a +10 Plot boosts your attacking group or your attacked group");
                Placed g = me.placed(x.target());
                Effect.Boost b = d.effects(Effect.Boost.class).getFirst();
                if (!a.matches(s, b.group(), g, a.basePower(g), false)) throw violation("INVALID_TARGET", "the Plot does not fit that group");
                for (Contribution k : at.contributions()) {
                    if (k.seat() == me.seat() && card.card().equals(k.card())) throw violation("DUPLICATE_PLOT", "no duplicate Plots in one attack");
                }
                if (side.isEmpty()) throw violation("INVALID_TARGET", "no side");
            }
            case ASSASSINATION, DISASTER -> {
                if (!decider.checks.mayAnnounce(s, me.seat())) throw violation("NOT_NOW", "an Instant attack is announced on your main phase or your priority");
                int owner = x.target() == null ? -1 : s.ownerOf(x.target());
                if (owner < 0) throw violation("INVALID_TARGET", "no such group in play");
                Placed t = s.player(owner).placed(x.target());
                boolean city = kind == PlotKind.DISASTER && io.tabletop.games.inwo.cardrules.HiddenCity.is(t); // last cards G: a Disaster on the Hidden City
                if (!city && (t.illuminati() || t.resource())) throw violation("INVALID_TARGET", "Illuminati and Resources are no targets");
                GroupClass cls = kind == PlotKind.ASSASSINATION ? GroupClass.PERSONALITY : GroupClass.PLACE;
                if (!city && a.def(t.card()).groupClass() != cls) {
                    throw violation("INVALID_TARGET", kind == PlotKind.ASSASSINATION ? "Assassinations hit Personalities" : "Disasters hit Places");
                }
                Effect.InstantAttack struck = city ? io.tabletop.games.inwo.cardrules.HiddenCity.instantOf(d) : decider.attacks.instantOf(d, t);
                if (struck == null) throw violation("INVALID_TARGET", d.name() + " cannot hit that " + (city ? "Resource" : "group"));
                if (kind == PlotKind.ASSASSINATION && io.tabletop.games.inwo.cardrules.ImmortalitySerum.protects(a, s.player(owner), t)) throw violation("IMMUNE", "the Immortality Serum: nothing can kill him"); // last cards H
                if (kind == PlotKind.DISASTER && io.tabletop.games.inwo.cardrules.HolyGrail.shown(s, t.card())) throw violation("IMMUNE", "the Holy Grail keeps that Place"); // last cards D
                if (!struck.instant() && (s.window() != null || s.current() != me.seat())) {
                    throw violation("NOT_NOW", d.name() + " is no Instant attack: it is announced in your main phase");
                }
                if (!decider.checks.mayTouch(s, me.seat(), owner)) throw violation("PROTECTED", "that player has not completed his first turn");
                if (x.helper() != null) {
                    if (kind != PlotKind.ASSASSINATION) throw violation("INVALID_HELPER", "only an Assassination takes a helper");
                    Placed h = decider.checks.ownGroup(me, x.helper());
                    Effect.InstantAttack ia = decider.attacks.instantOf(d, t);
                    if (ia.helper().matchesEverything() || !a.matches(s, ia.helper(), h, a.basePower(h), false) || h.uid().equals(t.uid())) {
                        throw violation("INVALID_HELPER", "that group may not add its Power");
                    }
                }
            }
            case NWO_RED, NWO_BLUE, NWO_YELLOW -> {
                if (!decider.checks.mayAnnounce(s, me.seat())) throw violation("NOT_NOW", "not during an attack");
                if (x.target() != null || x.helper() != null) throw violation("INVALID_TARGET", "a New World Order has no target");
            }
            case RELOAD -> {
                if (!decider.checks.mayAnnounce(s, me.seat())) throw violation("NOT_NOW", "not during an attack");
                if (x.target() != null || x.helper() != null) throw violation("INVALID_TARGET", "a Reload has no target");
                if (me.root().tokens() < 1) throw violation("NO_TOKEN", "a Reload costs an Illuminati action");
            }
            case POWER_UP -> {
                if (!decider.checks.mayAnnounce(s, me.seat())) throw violation("NOT_NOW", "not during an attack");
                Placed g = decider.checks.ownGroup(me, x.target());
                Effect.PowerUp pu = d.effects(Effect.PowerUp.class).getFirst();
                if (g.illuminati() || !a.matches(s, pu.group(), g, a.basePower(g), false)) throw violation("INVALID_TARGET", "the Plot does not fit that group");
                if (g.tokens() < 1) throw violation("NO_TOKEN", "the group's action powers it");
                if (a.basePower(g) >= pu.to()) throw violation("NO_EFFECT", "its Power is already that high");
            }
            case REALIGN -> {
                if (!decider.checks.mayAnnounce(s, me.seat())) throw violation("NOT_NOW", "not during an attack");
                Placed g = decider.checks.ownGroup(me, x.target());
                if (g.illuminati()) throw violation("INVALID_TARGET", "the Illuminati has no alignments");
                if (me.root().tokens() < 1) throw violation("NO_TOKEN", "a Realign costs an Illuminati action");
                Alignment to = d.effects(Effect.Realign.class).getFirst().to();
                if (a.alignments(g).contains(to)) throw violation("NO_EFFECT", "it already has that alignment");
            }
            case GOAL -> throw violation("GOAL_CARD", "a Goal is shown when you win, not played");
            case PLOT -> checkOrdinaryPlot(s, me, x, d);
        }
    }

    /** A Plot with an attack bonus, played on the attack its player leads (e.g. Atomic Monster's +10 to destroy). */
    void checkAttackBonusPlot(InwoState s, Player me, PlayPlot x, CardDef d) {
        var at = decider.checks.attackWindow(s);
        if (at.instant()) throw violation("INSTANT_ATTACK", "attack bonuses do not reach Instant attacks");
        if (at.attacker() != me.seat() || at.by() == null || !at.by().equals(x.target())) {
            throw violation("INVALID_TARGET", "the Plot boosts the group leading your attack");
        }
        if (plotBonus(s, at, d) == 0) throw violation("INVALID_TARGET", d.name() + " does not fit this attack");
        if (io.tabletop.games.inwo.plots.Costs.pay(a, s, me.seat(), d, x.helper()) == null) {
            throw violation("CANNOT_PAY", "its cost cannot be paid");
        }
        for (Contribution k : at.contributions()) {
            if (k.seat() == me.seat() && d.id().equals(k.card())) throw violation("DUPLICATE_PLOT", "no duplicate Plots in one attack");
        }
    }

    /** The bonus of a Plot's TARGET attack bonuses for this attack (0: none fits). */
    int plotBonus(InwoState s, io.tabletop.games.inwo.model.Attack at, CardDef d) {
        Placed by = s.player(at.attacker()).placed(at.by());
        Placed t = at.fromHand() ? null : s.player(at.owner()).placed(at.target());
        int n = 0;
        for (Effect.AttackBonus b : d.effects(Effect.AttackBonus.class)) {
            if (b.by() != io.tabletop.games.inwo.cards.Scope.TARGET && !(b.by() == io.tabletop.games.inwo.cards.Scope.ILLUMINATI
                    && by != null && by.illuminati()) || !b.on().covers(at.type().type())) continue; // modifiers aimed at a target: ILLUMINATI
            if (t == null ? !b.target().matchesEverything() && !b.target().matchesPrinted(a.def(at.targetCard()))
                    : !a.matches(s, b.target(), t, a.basePower(t), false)) continue;
            if (by != null && !a.matches(s, b.attacker(), by, a.basePower(by), false)) continue;
            n += b.amount();
        }
        return n;
    }

    /** The ordinary Plots the engine plays: cancelling an attack, or an announced Plot. */
    void checkOrdinaryPlot(InwoState s, Player me, PlayPlot x, CardDef d) {
        if (io.tabletop.games.inwo.tokens.GoodPolls.polls(d)) { io.tabletop.games.inwo.tokens.GoodPolls.check(s, me.seat(), x.target(), x.helper(), decider.checks.mayAnnounce(s, me.seat())); return; } // r4 tokens
        if (io.tabletop.games.inwo.tokens.LastingPlots.lasting(d)) { io.tabletop.games.inwo.tokens.LastingPlots.check(a, s, me.seat(), d, x.target(), x.helper(), decider.checks.mayAnnounce(s, me.seat()), owner -> decider.checks.mayTouch(s, me.seat(), owner)); return; } // r4 tokens
        if (io.tabletop.games.inwo.replay.Replays.handles(d)) { io.tabletop.games.inwo.replay.Replays.check(a, s, me.seat(), d, x.target(), x.helper(), decider.checks.mayAnnounce(s, me.seat())); return; } // r4 replay
        // PLOTS, COSTS AND TAKEOVERS
        if (io.tabletop.games.inwo.plots.LinkedPlots.listed(d)) {
            io.tabletop.games.inwo.plots.LinkedPlots.check(a, s, me.seat(), d, x.target(), x.helper(),
                    decider.checks.mayAnnounce(s, me.seat()), owner -> decider.checks.mayTouch(s, me.seat(), owner));
            return;
        }
        if (io.tabletop.games.inwo.plots.Takeovers.plotTakeover(d)) {
            io.tabletop.games.inwo.plots.Takeovers.check(a, s, me.seat(), d, x.target(), x.helper());
            decider.checks.checkPlacement(s, me, a.def(me.inHand(x.target()).card()), me.root().uid());
            return;
        }
        if (io.tabletop.games.inwo.plots.LinkedPlots.onTraits(d)) { // traits, restrictions and structure
            checkLinkedPlot(s, me, x, d);
            return;
        }
        if (Interpreted.oneShot(d) && !io.tabletop.games.inwo.cardrules.DeasilEngine.cancelsPending(a, s, d)) { // r4 misc
            checkOneShotPlot(s, me, x, d);
            return;
        }
        if (io.tabletop.games.inwo.choices.Choices.plot(d)) { // r4 choices
            io.tabletop.games.inwo.choices.Choices.checkPlot(a, s, me.seat(), d, x.card(), x.target(), decider.checks.mayAnnounce(s, me.seat()), owner -> decider.checks.mayTouch(s, me.seat(), owner));
            if (io.tabletop.games.inwo.plots.Costs.pay(a, s, me.seat(), d, x.helper()) == null) throw violation("CANNOT_PAY", "its cost cannot be paid" + (x.helper() == null ? "" : " with that group"));
            io.tabletop.games.inwo.structure.Reorganizing.checkPlot(s, me.seat(), d);
            return;
        }
        if (d.effects(Effect.Cancel.class).isEmpty()) throw violation("NOT_IMPLEMENTED", d.name() + " is not implemented");
        if (io.tabletop.games.inwo.plots.Costs.pay(a, s, me.seat(), d, x.helper()) == null) {
            throw violation("CANNOT_PAY", "its cost cannot be paid" + (x.helper() == null ? "" : " with that group"));
        }
        if (s.window() != null && s.window().kind() == WindowKind.PLOT && s.plot() != null) {
            if (x.target() != null) throw violation("INVALID_TARGET", "it cancels the Plot; no target");
            if (s.plot().seat() == me.seat()) throw violation("CANNOT_CANCEL", "you do not cancel your own Plot");
            CardDef pending = a.def(s.plot().card());
            boolean nwo = pending.plotKind().newWorldOrder();
            boolean fits = d.effects(Effect.Cancel.class).stream().anyMatch(cn -> (cn.what() == Effect.Cancel.What.PLOT
                    || cn.what() == Effect.Cancel.What.ANY || cn.what() == Effect.Cancel.What.NWO && nwo)
                    && (cn.target().matchesEverything() || cn.target().matchesPrinted(pending)));
            if (!fits) throw violation("CANNOT_CANCEL", d.name() + " cannot cancel that Plot");
            return;
        }
        var at = decider.checks.attackWindow(s);
        if (x.target() != null) throw violation("INVALID_TARGET", "it cancels the attack; no target");
        boolean fits = d.effects(Effect.Cancel.class).stream().anyMatch(cn -> decider.attacks.cancels(s, cn, at));
        if (!fits) throw violation("CANNOT_CANCEL", d.name() + " cannot cancel this attack");
        if (at.attacker() == me.seat()) throw violation("CANNOT_CANCEL", "you do not cancel your own attack");
    }

    /** A one-shot Plot: announced on the main phase or one's priority, aimed at a card its targeted effect fits. */
    void checkOneShotPlot(InwoState s, Player me, PlayPlot x, CardDef d) {
        if (!decider.checks.mayAnnounce(s, me.seat())) throw violation("NOT_NOW", "not during an attack or another Plot");
        io.tabletop.games.inwo.plots.HandDiscards.checkNotItself(d, x); // last cards: Embezzlement
        CardFlow.checkOncePerTurn(s, me.seat(), d); // card flow
        if (io.tabletop.games.inwo.effects.Targeted.endOfTurn(d) && (s.window() != null || s.current() != me.seat())) { // modifiers aimed at a target
            throw violation("NOT_NOW", d.name() + " is played at the end of your turn, on your main phase");
        }
        Effect aimed = d.effects().stream().filter(Interpreted::targeted).findFirst().orElse(null);
        if (io.tabletop.games.inwo.tokens.RivalTokens.choosesAlignment(d)) io.tabletop.games.inwo.tokens.RivalTokens.checkChoice(x.target()); // r4 tokens: Scandal names an alignment
        else if (aimed == null) {
            if (x.target() != null) throw violation("INVALID_TARGET", d.name() + " has no target");
        } else {
            int owner = x.target() == null ? -1 : s.ownerOf(x.target());
            if (owner < 0) throw violation("INVALID_TARGET", "no such card in play");
            Placed t = s.player(owner).placed(x.target());
            if (!decider.checks.mayTouch(s, me.seat(), owner)) throw violation("PROTECTED", "that player has not completed his first turn");
            if (d.effects().stream().filter(Interpreted::targeted).noneMatch(y -> oneShotFits(s, me.seat(), y, owner, t))) throw violation("INVALID_TARGET", d.name() + " does not fit that card"); // r4 tokens: any aimed effect
        }
        if (io.tabletop.games.inwo.plots.Costs.pay(a, s, me.seat(), d, x.helper()) == null) {
            throw violation("CANNOT_PAY", "its cost cannot be paid" + (x.helper() == null ? "" : " with that group"));
        }
        io.tabletop.games.inwo.structure.Reorganizing.checkPlot(s, me.seat(), d); // traits, restrictions and structure
    }

    /** Whether a one-shot Plot's aimed effect fits the card {@code t} of {@code owner}. */
    boolean oneShotFits(InwoState s, int seat, Effect aimed, int owner, Placed t) {
        // modifiers aimed at a target
        if (io.tabletop.games.inwo.effects.Targeted.oneShotEffect(aimed)) return io.tabletop.games.inwo.effects.Targeted.fits(a, s, seat, aimed, owner, t)
                && !(aimed instanceof Effect.Tokens tk && tk.count() > 0 // I2: Blitzkrieg's token, not below a Devastated Place
                        && version.devastationReachesDown() && Structures.devastatedLine(s.player(owner), t));
        return switch (aimed) {
            case Effect.Destroy dd -> owner != seat && t.resource() && a.matches(s, dd.target(), t, a.basePower(t), false);
            case Effect.Tokens k -> !t.resource() && !t.illuminati() && a.matches(s, k.filter(), t, a.basePower(t), false);
            case Effect.Cards c when io.tabletop.games.inwo.tokens.RivalTokens.returnsToHand(c) -> io.tabletop.games.inwo.tokens.RivalTokens.fits(a, seat, c, owner, t); // r4 tokens
            case Effect.Cards c -> owner != seat && t.illuminati() // a rival, named by his Illuminati
                    && CardFlow.fits(a, s, seat, c, owner);
            // traits, restrictions and structure
            case Effect.ChangeTraits c -> !t.resource() && !t.illuminati() && a.matches(s, c.filter(), t, a.basePower(t), false);
            case Effect.Restriction r -> io.tabletop.games.inwo.effects.Restrictions.fits(a, r, t); // Corruption
            case Effect.Arrows r -> owner == seat && s.current() == seat && !t.resource() && !t.illuminati() // on your turn
                    && io.tabletop.games.inwo.structure.Arrows.after(r, decider.checks.arrows(t)) >= 0;
            default -> false;
        };
    }

    /** A Plot linked to a Group of the player's, on his own main decider.checks.phase (Dictatorship, Media Connections, Messiah). */
    void checkLinkedPlot(InwoState s, Player me, PlayPlot x, CardDef d) {
        if (s.window() != null || s.current() != me.seat() || s.phase() != Phase.MAIN) {
            throw violation("NOT_NOW", d.name() + " is linked on your own main phase");
        }
        Placed t = decider.checks.ownGroup(me, x.target());
        if (!io.tabletop.games.inwo.plots.LinkedPlots.fits(a, s, d, t)) throw violation("INVALID_TARGET", d.name() + " cannot be linked to that group");
        if (io.tabletop.games.inwo.plots.Costs.pay(a, s, me.seat(), d, x.helper()) == null) {
            throw violation("CANNOT_PAY", "its cost cannot be paid" + (x.helper() == null ? "" : " with that group"));
        }
    }
}
