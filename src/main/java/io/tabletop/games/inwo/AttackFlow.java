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
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/**
 * The attack flow: an attack announced, groups joining it (aid, oppose), the round of passes, the roll and its results
 * (control, destroy, fumbles), and the return to the phase or window it interrupted. Also what a card adds to an
 * attack: bonuses, cancels, Instant attacks, Relief.
 */
final class AttackFlow {

    private final InwoDecider decider;
    private final Abilities a;
    /** The rules version decided under (see {@link InwoVersion} for where versions differ). */
    private final InwoVersion version;

    AttackFlow(InwoDecider decider) {
        this.decider = decider;
        this.a = decider.abilities();
        this.version = a.version();
    }

    /** Whether a Cancel effect reaches the attack (its attacking action, or an Assassination). */
    boolean cancels(InwoState s, Effect.Cancel cn, io.tabletop.games.inwo.model.Attack at) {
        return switch (cn.what()) {
            case ATTACK, ACTION, ANY -> {
                if (cn.source().matchesEverything()) yield true;
                Placed by = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
                yield by != null && a.matches(s, cn.source(), by, a.power(s, at.attacker(), by), false);
            }
            case ASSASSINATION -> at.type() == AttackKind.ASSASSINATION;
            default -> false;
        };
    }

    /** A Disaster that is no Instant attack (Epidemic, Giant Kudzu): groups may aid and oppose it as usual. */
    boolean openPlotAttack(InwoState s, io.tabletop.games.inwo.model.Attack at) {
        if (at.plotCard() == null || at.fromHand()) return false;
        Placed t = s.player(at.owner()).placed(at.target());
        Effect.InstantAttack ia = t == null ? null : instantOf(a.def(at.plotCard()), t);
        return ia != null && !ia.instant();
    }

    Effect.InstantAttack instantOf(CardDef plot, Placed target) {
        for (Effect.InstantAttack ia : plot.effects(Effect.InstantAttack.class)) {
            if (a.matches(ia.target(), target, a.basePower(target), false)) return ia;
        }
        return null;
    }

    /** The bonus a card's action would add to the open attack (its AttackBonus effects that fit it), 0: none. */
    int actionBonus(InwoState s, io.tabletop.games.inwo.model.Attack at, Placed g) {
        Placed by = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
        Placed t = at.fromHand() ? null : s.player(at.owner()).placed(at.target());
        if (t == null) return 0;
        int n = 0;
        for (Effect.AttackBonus b : a.def(g.card()).effects(Effect.AttackBonus.class)) {
            if (!b.on().covers(at.type().type())) continue;
            if (by != null && !a.matches(s, b.attacker(), by, a.basePower(by), false)) continue;
            if (!a.matches(s, b.target(), t, a.power(s, at.owner(), t), false)) continue;
            n += b.amount();
        }
        return n;
    }

    /** A group's ability to draw cards for its action (Silicon Valley: "action: draw a Plot"), or null. */
    Effect.Cards drawAbility(Placed g) {
        for (Effect.Cards c : a.def(g.card()).effects(Effect.Cards.class)) {
            if (Interpreted.drawAction(c)) return c;
        }
        return null;
    }

    /** The groups whose tokens pay a Relief (greatest Power first), or null when they do not reach 3x. */
    List<String> reliefPayers(InwoState s, int seat, Placed place) {
        int need = 3 * a.def(place.card()).power();
        List<Placed> ready = new ArrayList<>();
        for (Placed c : s.player(seat).structure()) if (!c.resource() && c.tokens() > 0 && !c.uid().equals(place.uid())) ready.add(c);
        ready.sort(Comparator.comparingInt((Placed c) -> -reliefPower(s, seat, c)).thenComparing(Placed::uid));
        List<String> out = new ArrayList<>();
        int sum = 0;
        for (Placed c : ready) {
            if (sum >= need) break;
            out.add(c.uid());
            sum += reliefPower(s, seat, c);
        }
        return sum >= need ? out : null;
    }

    /** A group's Power spent on Relief: its own Relief ability multiplies it (NATO x3, United Nations x5) or sets it. */
    int reliefPower(InwoState s, int seat, Placed c) {
        int p = a.power(s, seat, c);
        int best = p;
        for (Effect.Relief r : a.def(c.card()).effects(Effect.Relief.class)) {
            if (r.who() != io.tabletop.games.inwo.cards.Scope.SELF || r.automatic()) continue;
            if (r.factor() > 0) best = Math.max(best, p * r.factor());
            if (r.power() > 0) best = Math.max(best, r.power());
        }
        return best;
    }

    Window newWindow(InwoState s, WindowKind kind, int announcer, List<Integer> only) {
        List<Integer> eligible = only != null ? only.stream().sorted().distinct().toList() : s.active();
        Window w = new Window(kind, eligible, 0, 0, s.windows() + 1);
        return new Window(kind, eligible, w.after(announcer), 0, s.windows() + 1);
    }

    void announceAttack(Emitter e, int seat, InwoCommand.Attack x) {
        announceAttack(e, seat, x, x.privileged());
    }

    void announceAttack(Emitter e, int seat, InwoCommand.Attack x, boolean privileged) {
        InwoState s = e.state;
        if (x.kind() == AttackKind.ASSASSINATION) { // last cards E: the C.I.A.'s attack made an Instant Assassination
            e.emit(new AttackAnnounced(io.tabletop.games.inwo.cardrules.Cia.attack(a, s, seat, x), newWindow(s, WindowKind.ATTACK, seat, null)));
            io.tabletop.games.inwo.cardflow.Draws.whenAttacked(e, a); // card flow
            return;
        }
        Player me = s.player(seat);
        HandCard fromHand = me.inHand(x.target());
        int owner = fromHand != null ? -1 : s.ownerOf(x.target());
        String card = fromHand != null ? fromHand.card() : s.player(owner).placed(x.target()).card();
        var at = new io.tabletop.games.inwo.model.Attack(seat, x.attacker(), x.target(), card, owner, x.kind(),
                x.privileged(), null, null, 0, 0, List.of(), false);
        List<Integer> only = privileged ? io.tabletop.games.inwo.attack.Privileges.eligible(a, s, seat, owner) : null;
        e.emit(new AttackAnnounced(at, newWindow(s, WindowKind.ATTACK, seat, only)));
        io.tabletop.games.inwo.cardflow.Draws.whenAttacked(e, a); // card flow
        if (owner >= 0) decider.traitsChanged(e, x.target(), io.tabletop.games.inwo.effects.TraitChanges.unsecretedBy(a, // Tabloids
                me.placed(x.attacker()), s.player(owner).placed(x.target())));
    }

    /** Whether the group may oppose this attack free (its free OPPOSE ability fits; not in its own defence). */
    boolean freeOppose(InwoState s, int seat, Placed g, io.tabletop.games.inwo.model.Attack at) {
        if (at.fromHand() || g.uid().equals(at.target())) return false;
        Placed leader = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
        return !a.freeOppose(s, seat, g, leader, at.attacker(), decider.checks.target(s, at), at.owner()).isEmpty();
    }

    void join(Emitter e, int seat, String uid, boolean global, boolean aid) {
        InwoState s = e.state;
        var at = s.attack();
        Placed g = s.player(seat).placed(uid);
        boolean self = !aid && !at.fromHand() && uid.equals(at.target()) && seat == at.owner();
        boolean free = !aid && !global && freeOppose(s, seat, g, at);
        Contribution.Kind kind = self ? Contribution.Kind.SELF_DEFENCE : global ? Contribution.Kind.GLOBAL
                : free ? Contribution.Kind.HELPER : Contribution.Kind.ACTION;
        int value = global ? a.globalPower(s, seat, g) : a.power(s, seat, g);
        Placed leader = s.player(at.attacker()).placed(at.by());
        if (aid) value += a.aidingBonus(s, seat, g, at.fromHand() ? null : s.player(at.owner()).placed(at.target()), at.owner(), at.type());
        for (Effect.MayJoin m : a.mayJoin(s, seat, g, aid ? Effect.MayJoin.Mode.AID : Effect.MayJoin.Mode.OPPOSE, leader,
                at.attacker(), at.fromHand() ? null : s.player(at.owner()).placed(at.target()), at.owner())) {
            value += m.bonus();
        }
        e.emit(new AttackJoined(new Contribution(seat, uid, g.card(), kind, value, aid)));
        responded(e, seat);
    }

    /** A response restarts the round of passes with the next eligible seat. */
    void responded(Emitter e, int seat) {
        Window w = e.state.window();
        e.emit(new PriorityMoved(new Window(w.kind(), w.eligible(), w.after(seat), 0, e.state.windows() + 1)));
    }

    void pass(Emitter e, int seat, Rng rng) {
        Window w = e.state.window();
        Window next = new Window(w.kind(), w.eligible(), w.after(seat), w.passes() + 1, e.state.windows() + 1);
        e.emit(new Passed(seat, next));
        if (!next.closes()) return;
        switch (w.kind()) {
            case ATTACK -> resolve(e, rng);
            case PLOT -> decider.plots.resolvePlot(e, rng);
            case KNOCK -> decider.turns.afterKnock(e);
            case VICTORY -> decider.turns.afterVictory(e);
            case ROLL -> resolve(e, rng); // privilege and dice: settled with the roll as it stands
            case TAKEOVER -> { // r4 takeover: the takeover stands; tokens are placed
                e.emit(io.tabletop.games.inwo.takeover.TakeoverCancels.stood(e.state));
                decider.turns.placeTokens(e, e.state.current(), e.state.seats() == 2);
            }
        }
    }

    void resolve(Emitter e, Rng rng) {
        InwoState s = e.state;
        var at = s.attack();
        int seat = at.attacker();
        Player me = s.player(seat);
        boolean targetHere = at.fromHand() ? me.inHand(at.target()) != null
                : at.owner() == s.ownerOf(at.target()) && !s.player(at.owner()).out();
        boolean attackerHere = at.by() == null || me.placed(at.by()) != null;
        int strength = Strength.of(a, s, at);
        String why;
        List<Integer> dice = List.of();
        boolean success = false;
        List<Integer> rolled = io.tabletop.games.inwo.attack.Dice.dice(at); // privilege and dice: a roll window closed
        int roll = 0;
        if (!targetHere) {
            why = "TARGET_GONE";
        } else if (!attackerHere) {
            why = "ATTACKER_GONE";
        } else if (strength < 2) {
            why = "STRENGTH_BELOW_2";
        } else {
            int d1 = rolled != null ? rolled.get(0) : 1 + rng.nextInt(6);
            int d2 = rolled != null ? rolled.get(1) : 1 + rng.nextInt(6);
            dice = List.of(d1, d2);
            if (rolled == null && io.tabletop.games.inwo.attack.Dice.opens(a, s)) {
                e.emit(io.tabletop.games.inwo.attack.Dice.rolled(s, dice));
                return;
            }
            roll = rolled != null ? io.tabletop.games.inwo.attack.Dice.total(at) : d1 + d2;
            roll += rolled != null ? io.tabletop.games.inwo.attack.Dice.penalty(at) : 0; // a re-roll at -4: 4 more needed
            if (roll - io.tabletop.games.inwo.attack.Dice.penalty(at) >= 11) why = "ELEVEN_OR_TWELVE";
            else if (roll <= strength) {
                success = true;
                why = "ROLL";
            } else why = "ROLL";
        }
        boolean adepts = a.illuminatiEffects(s, seat, Effect.Cards.class).stream()
                .anyMatch(c -> c.action() == Effect.Cards.Action.RETURN_TO_HAND);
        boolean failedFromHand = at.fromHand() && !success && targetHere && !adepts;
        boolean war = io.tabletop.games.inwo.cardrules.WorldWar3.war(a, s, at, targetHere && attackerHere); // last cards F
        Placed hit = success && targetHere && !at.fromHand() && at.type() != AttackKind.CONTROL
                ? s.player(at.owner()).placed(at.target()) : null; // last cards G: a Place destroyed or Devastated
        e.emit(new AttackResolved(strength, dice, success, why, failedFromHand));
        if ("ELEVEN_OR_TWELVE".equals(why) && at.by() != null) fumbled(e, seat, at.by()); // PLOTS, COSTS AND TAKEOVERS
        if (success) {
            int margin = strength - roll;
            results(e, at, margin);
        } else if (targetHere && attackerHere && !at.fromHand()) {
            failedOn(e, at.owner(), at.target());
        }
        if (war && success) { // last cards F: World War 3 won: a Plot and a token
            decider.turns.draw(e, seat, true, 1);
            io.tabletop.games.inwo.cardrules.WorldWar3.token(e.state, at).forEach(e::emit);
        } else if (war) {
            destroy(e, at.owner(), seat, at.by()); // last cards F: World War 3 lost: the attacker dies, the defender's kill
        }
        // modifiers aimed at a target: a group sucked dry dies once the attack is over
        for (var dying : io.tabletop.games.inwo.effects.Aimed.dying(a, at)) decider.plots.sacrifice(e, dying.getKey(), dying.getValue());
        var dies = io.tabletop.games.inwo.cardrules.DiseaseControl.dying(a, e.state, at, success); // r4 misc: CDC's failed attack
        if (dies != null && targetHere) decider.plots.sacrifice(e, dies.getKey(), dies.getValue());
        io.tabletop.games.inwo.plots.StandingBoosts.stay(e, a, at); // +10 on defence until end of turn
        decider.turns.eliminate(e);
        if (e.state.finished()) return;
        resume(e, seat);
        if (failedFromHand) io.tabletop.games.inwo.choices.Vultures.failed(e, a, seat, at.target(), io.tabletop.games.inwo.interpreter.Interpreted::implemented); // r4 choices: rivals may react
        if (hit != null) convention(e, at.owner(), hit); // last cards G
    }

    /** Last cards G: the Place {@code hit} (as it was) of {@code owner} destroyed or Devastated: Annual Convention's moment. */
    private void convention(Emitter e, int owner, Placed hit) {
        InwoState s = e.state;
        if (s.finished() || a.def(hit.card()).groupClass() != io.tabletop.games.inwo.cards.GroupClass.PLACE || hit.resource()) return;
        Placed now = s.ownerOf(hit.uid()) == owner ? s.player(owner).placed(hit.uid()) : null;
        boolean destroyed = s.ownerOf(hit.uid()) < 0 && io.tabletop.games.inwo.replay.Replays.grave(s, hit.uid()) != null;
        boolean devastated = now != null && now.devastated() && !hit.devastated();
        if (!destroyed && !devastated) return;
        var asked = io.tabletop.games.inwo.cardrules.AnnualConvention.ask(a, s, owner, hit,
                other -> decider.checks.mayTouch(s, owner, other), io.tabletop.games.inwo.interpreter.Interpreted::implemented);
        if (asked != null) e.emit(asked);
    }

    /** Last cards G: the answer to Annual Convention's question: PASS, or the card played on an Organization. */
    void conventionChosen(Emitter e, int seat, io.tabletop.games.inwo.model.InwoCommand.Choose x) {
        var ch = e.state.choice();
        int power = io.tabletop.games.inwo.cardrules.AnnualConvention.power(e.state, ch);
        e.emit(new ChoiceMade(seat, ch.kind(), x.option()));
        if (io.tabletop.games.inwo.cardrules.AnnualConvention.PASS.equals(x.option())) return;
        InwoState s = e.state;
        HandCard card = io.tabletop.games.inwo.cardrules.AnnualConvention.held(a, s.player(seat), io.tabletop.games.inwo.interpreter.Interpreted::implemented);
        e.emit(new PlotPlayed(seat, card.uid(), card.card(), x.option(), false));
        e.emit(new AttackAnnounced(io.tabletop.games.inwo.cardrules.AnnualConvention.attack(a, s, seat, card, x.option(), power),
                newWindow(s, WindowKind.ATTACK, seat, null)));
    }

    /** The attacking group's Resources lost on its roll of 11 or 12; Eliza exposes its player's hidden Plots. */
    void fumbled(Emitter e, int seat, String by) {
        for (Placed r : io.tabletop.games.inwo.plots.FumbledRolls.lost(a, e.state, seat, by)) {
            e.emit(new CardDiscarded(seat, r.uid(), r.card(), "ELEVEN_OR_TWELVE"));
            if (!io.tabletop.games.inwo.plots.FumbledRolls.exposes(a.def(r.card()))) continue;
            List<HandCard> hidden = e.state.player(seat).hand().stream()
                    .filter(h -> !h.exposed() && a.def(h.card()).inPlotDeck()).toList();
            if (!hidden.isEmpty()) e.emit(new PlotsExposed(seat, hidden, "ELEVEN_OR_TWELVE"));
        }
    }

    void results(Emitter e, io.tabletop.games.inwo.model.Attack at, int margin) {
        InwoState s = e.state;
        int seat = at.attacker();
        var ark = at.type() == AttackKind.CONTROL ? null : io.tabletop.games.inwo.cardrules.ArkOfTheCovenant.watching(s, at); // last cards D
        switch (at.type()) {
            case CONTROL -> {
                Player me = s.player(seat);
                Placed by = me.placed(at.by());
                int arrow = Structures.openArrow(me, by.uid(), decider.checks.arrows(by));
                if (arrow < 0) return; // filled meanwhile: nowhere to go, it stays
                List<String> moved = at.fromHand() ? List.of(at.target())
                        : Structures.subtree(s.player(at.owner()), at.target()).stream().map(Placed::uid).toList();
                e.emit(new GroupCaptured(seat, at.target(), by.uid(), arrow, at.owner(), moved));
                var taken = io.tabletop.games.inwo.cardrules.Libertarians.took(a, e.state, seat, by.uid(), at.target()); // last cards E
                if (taken != null) e.emit(taken);
                decider.traitsChanged(e, at.target(), io.tabletop.games.inwo.effects.TraitChanges.markedBy(a, by, // Vampires
                        e.state.player(seat).placed(at.target())));
            }
            case DESTROY, ASSASSINATION -> destroy(e, seat, at.owner(), at.target());
            case DISASTER -> {
                CardDef plot = a.def(at.plotCard());
                Placed t = s.player(at.owner()).placed(at.target());
                Effect.InstantAttack ia = instantOf(plot, t);
                if (io.tabletop.games.inwo.cardrules.HiddenCity.is(t)) { // last cards G: never Devastated, destroyed by the margin
                    io.tabletop.games.inwo.cardrules.HiddenCity.struck(a, at.owner(), t, at.plotCard(), margin).forEach(e::emit);
                } else if (ia != null && ia.destroyMargin() > 0 && margin >= ia.destroyMargin()) {
                    destroy(e, seat, at.owner(), at.target());
                } else if (!t.devastated() && !io.tabletop.games.inwo.cardrules.HolyGrail.saves(e, a, at.owner(), t.uid())) { // last cards D
                    List<String> below = Structures.subtree(s.player(at.owner()), t.uid()).stream()
                            .map(Placed::uid).filter(u -> !u.equals(t.uid())).toList();
                    e.emit(new Devastated(t.uid(), below));
                    // modifiers aimed at a target: automatic Relief
                    if (io.tabletop.games.inwo.effects.Reliefs.automatic(a, e.state, at)) e.emit(new Relieved(at.owner(), t.uid(), List.of()));
                }
            }
        }
        io.tabletop.games.inwo.replay.Replays.marks(a, e.state, at).forEach(e::emit); // r4 replay
        io.tabletop.games.inwo.cardrules.ArkOfTheCovenant.avenge(e, ark, at, (by, owner, uid) -> destroy(e, by, owner, uid)); // last cards D
    }

    /** An attack on a Group in play failed: its Tokens ATTACK_ON_IT_FAILED give it tokens at once (Ninjas). */
    void failedOn(Emitter e, int owner, String uid) {
        Placed t = e.state.player(owner).placed(uid);
        if (t == null || t.devastated() || a.cannotAct(e.state, owner, t)) return;
        if (version.devastationReachesDown() && Structures.devastatedLine(e.state.player(owner), t)) return; // I2
        if (a.basePower(t) > 0 && a.power(e.state, owner, t) == 0) return; // reduced to 0: no tokens
        List<String> uids = new ArrayList<>();
        for (Effect.Tokens k : a.def(t.card()).effects(Effect.Tokens.class)) {
            if (k.who() == io.tabletop.games.inwo.cards.Scope.SELF && k.perEach() == null && k.count() > 0
                    && k.when() == io.tabletop.games.inwo.cards.Trigger.ATTACK_ON_IT_FAILED) {
                for (int i = 0; i < k.count(); i++) uids.add(uid);
            }
        }
        if (!uids.isEmpty()) e.emit(new TokensPlaced(owner, uids));
    }

    /** Destroys a group: into the destroyer's pile, its Resources with it, its puppets back to their owner's hand. */
    void destroy(Emitter e, int seat, int owner, String uid) {
        Player p = e.state.player(owner);
        Placed t = p.placed(uid);
        if (t == null) return;
        if (io.tabletop.games.inwo.cardrules.HolyGrail.saves(e, a, owner, uid)) return; // last cards D
        List<String> resources = new ArrayList<>();
        List<HandCard> toHand = new ArrayList<>();
        for (Placed c : Structures.subtree(p, uid)) {
            if (c.uid().equals(uid)) continue;
            if (c.resource() && c.master().equals(uid)) resources.add(c.uid());
            else toHand.add(new HandCard(c.uid(), c.card(), false));
        }
        int thanks = io.tabletop.games.inwo.cardrules.Bjorne.thanks(a, e.state, owner, t); // last cards E: his killer's Plots
        e.emit(new GroupDestroyed(seat, uid, t.card(), owner, resources, toHand));
        if (thanks > 0) decider.turns.draw(e, seat, true, thanks);
        for (Effect.Cards c : a.structureEffects(e.state, seat, Effect.Cards.class)) {
            if (c.action() == Effect.Cards.Action.DRAW && c.when() == io.tabletop.games.inwo.cards.Trigger.ON_DESTROY) {
                decider.turns.draw(e, seat, c.deck() == io.tabletop.games.inwo.cards.Deck.PLOT, Math.max(1, c.count()));
            }
        }
    }

    /** After an attack: back to the main phase, or the knock/victory window it interrupted starts its round again. */
    void resume(Emitter e, int seat) {
        InwoState s = e.state;
        if (s.finished()) return;
        if (s.player(s.current()).out()) { // the player whose turn it is was eliminated: his turn ends at once
            decider.turns.finishTurn(e);
            return;
        }
        if (s.phase() == Phase.KNOCK || s.phase() == Phase.VICTORY) {
            WindowKind kind = s.phase() == Phase.KNOCK ? WindowKind.KNOCK : WindowKind.VICTORY;
            e.emit(new PriorityMoved(newWindow(s, kind, seat, null)));
        }
    }
}
