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
 * Whether a command is legal now: {@link #check} throws {@link RuleViolation} with the rule it breaks, before any event
 * is decided. Kept apart from the events so that legal moves ({@link InwoLegalMoves}) are exactly the candidates that
 * pass it. Here: the phase and window a move needs, placement and play limits, attacks, joining an attack, abilities
 * and free moves; Plots are checked in {@link PlotChecks}.
 */
final class CommandChecks {

    private final InwoDecider decider;
    private final Abilities a;
    /** The rules version decided under (see {@link InwoVersion} for where versions differ). */
    private final InwoVersion version;

    CommandChecks(InwoDecider decider) {
        this.decider = decider;
        this.a = decider.abilities();
        this.version = a.version();
    }

    /** An ability's moment: its owner's main phase, or (I9, version 4 on) answering a knock, victory or Plot window. */
    void abilityStep(InwoState s, int seat) {
        if (!io.tabletop.games.inwo.turn.Answers.byAbility(version, s, seat)) ownStep(s, Phase.MAIN);
    }

    void check(InwoState s, int seat, InwoCommand c) {
        if (s.finished()) throw violation("GAME_FINISHED", "the game is over");
        if (seat < 0 || seat >= s.seats()) throw violation("NOT_A_SEAT", "no such seat");
        if (io.tabletop.games.inwo.trade.Trades.handles(c)) { io.tabletop.games.inwo.trade.Trades.check(a, s, seat, c); return; } // r4 trade: any-time moves
        if (c instanceof SetStops x) { StandingInstructions.check(a, s, seat, x); return; } // I6: any time
        if (!decider.awaiting(s).contains(seat)) throw violation("NOT_YOUR_TURN", "the game is not waiting for you");
        io.tabletop.games.inwo.choices.Choices.check(s, seat, c); // r4 choices: a pending choice first
        Player me = s.player(seat);
        Window w = s.window();
        if (io.tabletop.games.inwo.structure.Reorganizing.closing(s, seat) && !(c instanceof Reorganize || c instanceof EndTurn || c instanceof Discard)) throw violation("END_OF_TURN", "your turn is ending: only free moves or the end of the turn");
        io.tabletop.games.inwo.attack.Privileges.checkOutsider(a, s, seat, c); // privilege and dice
        io.tabletop.games.inwo.tokens.LastingPlots.checkRestricted(a, s, seat, c); // r4 tokens
        io.tabletop.games.inwo.cardrules.LiquorCompanies.checkDraw(s, seat, c); // last cards C
        io.tabletop.games.inwo.cardrules.SeizeTheTime.checkSeized(a, s, seat, c); // last cards I
        switch (c) {
            case ChooseLead x -> {
                phase(s, Phase.LEAD);
                CardDef d = a.def(x.card());
                if (d == null || d.kind() != CardKind.GROUP || !me.groupDeck().contains(x.card())) {
                    throw violation("INVALID_LEAD", "the lead must be a Group of your Group deck");
                }
            }
            case Draw x -> ownStep(s, Phase.DRAW);
            case Takeover x -> {
                ownStep(s, Phase.TAKEOVER);
                HandCard card = handCard(me, x.card());
                CardDef d = a.def(card.card());
                if (d.kind() != CardKind.GROUP && d.kind() != CardKind.RESOURCE) {
                    throw violation("NOT_A_GROUP", "only a Group or Resource enters play by takeover");
                }
                checkPlacement(s, me, d, x.master());
                if (x.arrow() != null && d.kind() != CardKind.GROUP) throw violation("INVALID_ARROW", "a Resource is linked, on no arrow");
                if (x.arrow() != null) io.tabletop.games.inwo.structure.ArrowChoice.arrow(me, x.master(), arrows(me.placed(x.master())), x.arrow());
            }
            case SkipTakeover x -> ownStep(s, Phase.TAKEOVER);
            case InwoCommand.Attack x -> checkAttack(s, me, x);
            case Move x -> {
                ownStep(s, Phase.MAIN);
                Placed g = ownGroup(me, x.group());
                Placed m = checkMoveTo(me, g, x.master(), x.arrow());
                Placed payer = ownGroup(me, x.payer());
                if (!java.util.Arrays.asList(g.uid(), m.uid(), me.root().uid(), g.master()).contains(payer.uid())) {
                    throw violation("INVALID_PAYER", "the token comes from the group, its old or new master, or your Illuminati");
                }
                if (payer.tokens() < 1) throw violation("NO_TOKEN", "the payer has no token");
            }
            case Relink x -> {
                ownStep(s, Phase.MAIN);
                Placed r = me.placed(x.resource());
                if (r == null || !r.resource()) throw violation("NOT_A_RESOURCE", "not a Resource of yours");
                if (r.moved()) throw violation("ALREADY_MOVED", "a link moves once per turn");
                if (io.tabletop.games.inwo.cardrules.ImmortalitySerum.bound(a, me, r)) throw violation("PERMANENT", "a used Immortality Serum stays with its Personality"); // last cards H
                Placed g = ownGroup(me, x.group());
                if (g.uid().equals(r.master())) throw violation("INVALID_LINK", "already linked there");
            }
            case PlayResource x -> {
                ownStep(s, Phase.MAIN);
                if (s.flags().illuminatiResource()) throw violation("ONCE_PER_TURN", "one Resource per turn this way");
                if (me.root().tokens() < 1) throw violation("NO_TOKEN", "your Illuminati has no token");
                HandCard card = handCard(me, x.card());
                CardDef d = a.def(card.card());
                if (d.kind() != CardKind.RESOURCE) throw violation("NOT_A_RESOURCE", "only a Resource");
                checkPlacement(s, me, d, x.group());
            }
            case IlluminatiDraw x -> {
                ownStep(s, Phase.MAIN);
                if (s.flags().illuminatiDraw()) throw violation("ONCE_PER_TURN", "one Group draw per turn this way");
                if (me.root().tokens() < 1) throw violation("NO_TOKEN", "your Illuminati has no token");
                if (me.groupDeck().isEmpty()) throw violation("DECK_EMPTY", "your Group deck is empty");
            }
            case BuyPlot x -> checkBuy(s, me, x);
            case PlayPlot x when io.tabletop.games.inwo.cardrules.Texas.holds(me, x.card()) -> { // last cards D: as from the hand, for Texas
                io.tabletop.games.inwo.cardrules.Texas.checkUse(s, seat, x);
                InwoState h = io.tabletop.games.inwo.cardrules.Texas.inHand(s, seat, x.card());
                decider.plotChecks.checkPlot(h, h.player(seat), x);
            }
            case PlayPlot x -> decider.plotChecks.checkPlot(s, me, x);
            case Aid x -> checkJoin(s, me, x.group(), x.global(), true);
            case Oppose x -> checkJoin(s, me, x.group(), x.global(), false);
            case PlayAgent x -> {
                var at = attackWindow(s);
                io.tabletop.games.inwo.attack.Barring.checkJoin(s, seat); // last cards: Multinational Oil Companies
                if (at.instant()) throw violation("INSTANT_ATTACK", "no agents in an Instant attack");
                if (at.fromHand() || at.owner() == seat) throw violation("INVALID_AGENT", "agents only against another's group");
                HandCard card = handCard(me, x.card());
                if (!card.card().equals(at.targetCard())) throw violation("INVALID_AGENT", "an agents card duplicates the target");
                if (at.contributions().stream().anyMatch(k -> k.kind() == Contribution.Kind.AGENT)) {
                    throw violation("ONE_AGENT", "one agents card per attack");
                }
                io.tabletop.games.inwo.cardrules.Purge.checkAgent(s, at); // last cards F
                // modifiers aimed at a target: Xanadu
                if (io.tabletop.games.inwo.effects.Immunities.agentsBlocked(a, s, at, seat, x.aid())) {
                    throw violation("IMMUNE", "agents cards give no bonus against that player");
                }
            }
            case UseAbility x when io.tabletop.games.inwo.cardrules.ImeldaMarcos.handles(s, seat, x.group()) -> io.tabletop.games.inwo.cardrules.ImeldaMarcos.check(a, s, seat, x.group()); // last cards
            case UseAbility x when io.tabletop.games.inwo.attack.Privileges.isInterferenceAbility(a, s, seat, x.group()) -> // privilege and dice
                    io.tabletop.games.inwo.attack.Privileges.checkAbility(a, s, seat, x.group());
            case UseAbility x when io.tabletop.games.inwo.tokens.SpentBonuses.handles(a, s, seat, x.group()) -> io.tabletop.games.inwo.tokens.SpentBonuses.check(a, s, seat, x.group()); // r4 tokens
            case UseAbility x when s.attack() == null && io.tabletop.games.inwo.cardrules.ExtraDraws.flatEarthers(a, s, seat, x.group()) -> abilityStep(s, seat); // r4 conv
            case UseAbility x when s.attack() == null -> { // an action on one's main phase: a DRAW ability
                abilityStep(s, seat);
                Placed g = ownGroup(me, x.group());
                if (g.tokens() < 1 || a.cannotAct(s, seat, g)) throw violation("NO_TOKEN", "that group cannot act");
                if (decider.attacks.drawAbility(g) == null) throw violation("NO_ABILITY", "that group has no ability to use now");
            }
            case UseAbility x when io.tabletop.games.inwo.attack.Hindrances.handles(a, s, seat, x.group()) -> // last cards: Weather Satellite
                    io.tabletop.games.inwo.attack.Hindrances.check(a, s, seat, x.group());
            // PLOTS, COSTS AND TAKEOVERS: the attacker spends a card's action on its attack bonus
            case UseAbility x when s.attack() != null && me.placed(x.group()) != null
                    && io.tabletop.games.inwo.abilities.ActionBonuses.bonusCard(a.def(me.placed(x.group()).card())) -> {
                var at = attackWindow(s);
                Placed g = me.placed(x.group());
                if (at.attacker() != seat) throw violation("NOT_YOURS", "its bonus is for its player's own attacks");
                if (g.tokens() < 1 || !g.resource() && a.cannotAct(s, seat, g)) throw violation("NO_TOKEN", "that card cannot act");
                if (decider.attacks.actionBonus(s, at, g) == 0) throw violation("NO_EFFECT", "its bonus does not fit this attack");
            }
            case UseAbility x -> {
                var at = attackWindow(s);
                if (at.instant() || at.by() == null) throw violation("INSTANT_ATTACK", "an Instant attack is no action to cancel");
                if (at.attacker() == seat) throw violation("CANNOT_CANCEL", "you do not cancel your own attack");
                Placed g = ownGroup(me, x.group());
                if (g.tokens() < 1 || a.cannotAct(s, seat, g)) throw violation("NO_TOKEN", "that group cannot act");
                Placed by = s.player(at.attacker()).placed(at.by());
                boolean fits = by != null && a.def(g.card()).effects(Effect.Cancel.class).stream()
                        .anyMatch(cn -> (cn.what() == Effect.Cancel.What.ACTION || cn.what() == Effect.Cancel.What.ATTACK)
                                && a.matches(s, cn.source(), by, a.power(s, at.attacker(), by), false));
                if (!fits) throw violation("CANNOT_CANCEL", "that group's ability cannot cancel this attack");
                if (a.immuneToAbilities(s, at.attacker(), by, g, seat)) throw violation("IMMUNE", "the attacker is immune to that ability");
            }
            case CallOff x -> {
                var at = attackWindow(s);
                if (at.attacker() != seat || at.instant()) throw violation("NOT_YOURS", "only the attacker calls off his attack");
                if (at.committed()) throw violation("COMMITTED", "something was committed: the attack goes on");
            }
            case Relieve x -> {
                ownStep(s, Phase.MAIN);
                Placed place = ownGroup(me, x.place());
                if (!place.devastated()) throw violation("NOT_DEVASTATED", "only a Devastated Place is relieved");
                if (hasOwn(place, Effect.Restriction.On.NO_RELIEF) || io.tabletop.games.inwo.effects.Restrictions.noRelief(s, place)) throw violation("NO_RELIEF", "no Relief for that Place");
                if (decider.attacks.reliefPayers(s, seat, place) == null) {
                    throw violation("NOT_ENOUGH_POWER", "Relief needs actions totalling 3x the Place's printed Power");
                }
            }
            case EndTurn x -> ownStep(s, Phase.MAIN);
            // modifiers aimed at a target
            case GiveToken x -> {
                abilityStep(s, seat);
                io.tabletop.games.inwo.effects.Targeted.check(a, s, seat, x);
            }
            case Pass x -> {
                if (w == null) throw violation("NO_WINDOW", "there is nothing to pass on");
            }
            case Discard x -> {
                if (s.phase() != Phase.DISCARD) throw violation("WRONG_PHASE", "nothing to discard now");
                HandCard card = handCard(me, x.card());
                if (!a.def(card.card()).inPlotDeck()) throw violation("NOT_A_PLOT", "the limit is on Plots");
            }
            // card flow
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.ImmortalitySerum.handles(me, x) -> io.tabletop.games.inwo.cardrules.ImmortalitySerum.check(a, s, seat, x); // last cards H
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.Warehouse23.handles(me, x) -> io.tabletop.games.inwo.cardrules.Warehouse23.check(s, seat, x); // last cards K
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.Texas.handles(me, x) -> io.tabletop.games.inwo.cardrules.Texas.check(a, s, seat, x); // last cards D
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.MindControlLasers.handles(me, x) -> io.tabletop.games.inwo.cardrules.MindControlLasers.check(a, s, seat, x, owner -> mayTouch(s, seat, owner)); // last cards C
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.LiquorCompanies.handles(me, x) -> io.tabletop.games.inwo.cardrules.LiquorCompanies.check(a, s, seat, x, owner -> mayTouch(s, seat, owner)); // last cards C
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.LasVegas.handles(a, me, x) -> io.tabletop.games.inwo.cardrules.LasVegas.check(a, s, seat, x, owner -> mayTouch(s, seat, owner)); // last cards
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.SuicideSquad.handles(a, me, x) -> io.tabletop.games.inwo.cardrules.SuicideSquad.check(a, s, seat, x, owner -> mayTouch(s, seat, owner)); // last cards
            case UseAbilityOn x when io.tabletop.games.inwo.choices.TradingCards.is(a, me, x) -> io.tabletop.games.inwo.choices.TradingCards.check(a, s, seat, x); // r4 choices
            case UseAbilityOn x when reversesAlignments(me, x) -> checkAbilityOn(s, me, x); // traits: Gay Activists
            case UseAbilityOn x when io.tabletop.games.inwo.tokens.RivalTokens.handles(a, s, seat, x) -> io.tabletop.games.inwo.tokens.RivalTokens.check(a, s, seat, x, owner -> mayTouch(s, seat, owner)); // r4 tokens
            case UseAbilityOn x when io.tabletop.games.inwo.replay.Replays.revives(a, s, seat, x) -> io.tabletop.games.inwo.replay.Replays.checkRevive(a, s, seat, x, mayAnnounce(s, seat)); // r4 replay
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.GeorgeBush.switchesAlignment(a, me, x) -> io.tabletop.games.inwo.cardrules.GeorgeBush.checkSwitch(a, s, me, x); // r4 misc
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.DiseaseControl.relieves(a, me, x) -> io.tabletop.games.inwo.cardrules.DiseaseControl.checkRelief(a, s, me, x); // r4 misc
            case UseAbilityOn x -> CardFlow.checkAbility(a, s, seat, x, owner -> mayTouch(s, seat, owner));
            case ExposePlot x -> CardFlow.checkOwnPlot(a, s, seat, x);
            case ShowPlot x -> CardFlow.checkOwnPlot(a, s, seat, x);
            case ReturnPlot x -> CardFlow.checkOwnPlot(a, s, seat, x);
            case DrawFromBottom x -> io.tabletop.games.inwo.cardflow.Draws.checkDrawFromBottom(a, s, seat);
            case PickPlotDraw x -> io.tabletop.games.inwo.cardflow.Draws.checkPickPlotDraw(a, s, seat, x);
            // traits, restrictions and structure
            case Reorganize x -> checkReorganize(s, me, x);
            // privilege and dice
            case PrivilegedAttack x -> {
                if (x.attack().kind() == AttackKind.ASSASSINATION) throw violation("INSTANT_ATTACK", "an Instant attack is never Privileged"); // last cards E
                checkAttack(s, me, x.attack());
                io.tabletop.games.inwo.attack.Privileges.checkDeclare(a, s, seat, x);
            }
            case BarredAttack x -> { // last cards: Multinational Oil Companies
                if (x.attack().kind() == AttackKind.ASSASSINATION) throw violation("INSTANT_ATTACK", "nobody joins an Instant attack to bar"); // last cards E
                checkAttack(s, me, x.attack());
                io.tabletop.games.inwo.attack.Barring.check(a, s, seat, x);
            }
            case ChangeRoll x -> io.tabletop.games.inwo.attack.Dice.check(a, s, seat, x);
            case CombinedAttack x -> io.tabletop.games.inwo.attack.Combined.check(a, s, seat, x,
                    plot -> decider.plotChecks.checkPlot(s, me, new PlayPlot(plot, x.target(), null)), (d, t) -> decider.attacks.instantOf(d, t) != null && decider.attacks.instantOf(d, t).instant());
            case OfferTrade x -> { } // r4 trade: checked above
            case AcceptTrade x -> { }
            case DeclineTrade x -> { }
            case WithdrawTrade x -> { }
            case SetStops x -> { } // I6: handled above
            case Choose x -> { } // r4 choices: checked above
            case InwoCommand.ExtraTakeover x -> { // r4 takeover
                io.tabletop.games.inwo.takeover.ExtraTakeovers.check(a, s, seat, x, r -> mayTouch(s, seat, r));
                checkPlacement(io.tabletop.games.inwo.takeover.ExtraTakeovers.placing(a, s, seat, x), me, a.def(me.inHand(x.card()).card()), x.master());
                if (x.arrow() != null) io.tabletop.games.inwo.structure.ArrowChoice.arrow(me, x.master(), arrows(me.placed(x.master())), x.arrow());
            }
        }
    }

    void phase(InwoState s, Phase p) {
        if (s.phase() != p) throw violation("WRONG_PHASE", "not now: the game is in " + s.phase());
    }

    /** The current player's own step, no window open. */
    void ownStep(InwoState s, Phase p) {
        if (s.window() != null) throw violation("WINDOW_OPEN", "answer the open window first");
        phase(s, p);
    }

    io.tabletop.games.inwo.model.Attack attackWindow(InwoState s) {
        if (s.window() == null || s.window().kind() != WindowKind.ATTACK || s.attack() == null) {
            throw violation("NO_ATTACK", "there is no attack to answer");
        }
        return s.attack();
    }

    HandCard handCard(Player me, String uid) {
        HandCard c = uid == null ? null : me.inHand(uid);
        if (c == null) throw violation("NOT_IN_HAND", "that card is not in your hand");
        return c;
    }

    Placed ownGroup(Player me, String uid) {
        Placed p = uid == null ? null : me.placed(uid);
        if (p == null || p.resource()) throw violation("NOT_YOUR_GROUP", "that is not a group of yours");
        return p;
    }

    int arrows(Placed p) {
        return p.illuminati() ? 4 : p.traits().arrows() >= 0 ? p.traits().arrows() : a.def(p.card()).arrowsOut(); // Let's Get Organized
    }

    void checkPlacement(InwoState s, Player me, CardDef d, String master) {
        if (io.tabletop.games.inwo.cardrules.Warehouse23.hides(me, master)) { // last cards K: face down inside Warehouse 23
            io.tabletop.games.inwo.cardrules.Warehouse23.checkHide(d);
            if (d.unique() && inPlay(s, d.id())) throw violation("UNIQUE_IN_PLAY", d.name() + " is unique and already in play");
            return;
        }
        Placed m = ownGroup(me, master);
        if (d.kind() == CardKind.GROUP && Structures.openArrow(me, m.uid(), arrows(m)) < 0) {
            throw violation("NO_OPEN_ARROW", "that group has no open arrow");
        }
        if (d.unique() && inPlay(s, d.id())) throw violation("UNIQUE_IN_PLAY", d.name() + " is unique and already in play");
        checkLimits(s, me, d, m.uid());
    }

    boolean inPlay(InwoState s, String card) {
        for (Player p : s.players()) for (Placed c : p.structure()) if (c.card().equals(card)) return true;
        return false;
    }

    /** Whether {@code seat} may do something to {@code owner}'s cards now (first-turn protection, two-player rule). */
    boolean mayTouch(InwoState s, int seat, int owner) {
        if (owner < 0 || owner == seat) return true;
        Player them = s.player(owner);
        if (them.out()) return false;
        if (s.seats() == 2 && s.active().size() == 2) {
            return them.turns() >= 1 && s.player(seat).turns() >= 1;
        }
        return them.turns() >= 1 || s.flags().provoked().contains(seat) && owner == s.current();
    }

    void checkAttack(InwoState s, Player me, InwoCommand.Attack x) {
        ownStep(s, Phase.MAIN);
        Placed by = ownGroup(me, x.attacker());
        if (by.tokens() < 1) throw violation("NO_TOKEN", "the attacking group has no token");
        if (a.cannotAct(s, me.seat(), by)) throw violation("CANNOT_ACT", "that group may not act");
        boolean cia = io.tabletop.games.inwo.cardrules.Cia.assassination(a, by, x); // last cards E: the C.I.A.'s Assassination
        if (x.kind() != AttackKind.CONTROL && x.kind() != AttackKind.DESTROY && !cia) {
            throw violation("INVALID_ATTACK", "an attack is to CONTROL or to DESTROY; Instant attacks are Plots");
        }
        if (cia) io.tabletop.games.inwo.cardrules.Cia.check(a, s, me, x);
        if (x.privileged()) {
            if (s.flags().privileged()) throw violation("ONCE_PER_TURN", "one Privileged attack per turn");
            boolean may = a.structureEffects(s, me.seat(), Effect.Privilege.class).stream()
                    .anyMatch(p -> p.mode() == Effect.Privilege.Mode.DECLARE_ONCE_PER_TURN);
            if (!may) throw violation("NOT_PRIVILEGED", "your Illuminati may not declare Privileged attacks");
        }
        if (x.target() != null && me.inHand(x.target()) != null) {
            if (x.kind() != AttackKind.CONTROL) throw violation("INVALID_TARGET", "a group in hand is never destroyed");
            CardDef d = a.def(me.inHand(x.target()).card());
            if (d.kind() != CardKind.GROUP) throw violation("INVALID_TARGET", "only a Group enters play by an attack");
            if (d.unique() && inPlay(s, d.id())) throw violation("UNIQUE_IN_PLAY", "unique and already in play");
            checkLimits(s, me, d, null);
            if (Structures.openArrow(me, by.uid(), arrows(by)) < 0) throw violation("NO_OPEN_ARROW", "the attacking group has no open arrow");
            return;
        }
        int owner = x.target() == null ? -1 : s.ownerOf(x.target());
        if (owner < 0) throw violation("INVALID_TARGET", "no such group in play or in your hand");
        Placed t = s.player(owner).placed(x.target());
        if (t.illuminati() || t.resource()) throw violation("INVALID_TARGET", "Illuminati and Resources cannot be attacked");
        if (t.uid().equals(by.uid())) throw violation("INVALID_TARGET", "no group attacks itself");
        if (!mayTouch(s, me.seat(), owner)) throw violation("PROTECTED", "that player has not completed his first turn");
        if (x.kind() == AttackKind.CONTROL) {
            if (owner == me.seat()) throw violation("INVALID_TARGET", "you already control it");
            if (Structures.openArrow(me, by.uid(), arrows(by)) < 0) throw violation("NO_OPEN_ARROW", "the attacking group has no open arrow");
            if (hasOwn(t, Effect.Restriction.On.UNCAPTURABLE)) throw violation("UNCAPTURABLE", "that group cannot be taken by an attack");
            for (Effect.Restriction r : a.structureEffects(s, me.seat(), Effect.Restriction.class)) {
                if (r.on() == Effect.Restriction.On.CANNOT_CONTROL && a.matches(s, r.filter(), t, a.basePower(t), false)) {
                    throw violation("MAY_NOT_CONTROL", "your structure may not control that group");
                }
            }
        } else {
            if (!cia && hasOwn(t, Effect.Restriction.On.INDESTRUCTIBLE)) throw violation("INDESTRUCTIBLE", "that group cannot be destroyed by attacks");
            if (io.tabletop.games.inwo.cardrules.HolyGrail.shown(s, t.card())) throw violation("IMMUNE", "the Holy Grail keeps that Place"); // last cards D
            for (Effect.Restriction r : a.structureEffects(s, me.seat(), Effect.Restriction.class)) {
                if (r.on() == Effect.Restriction.On.MAY_ONLY_DESTROY && !a.matches(s, r.filter(), t, a.basePower(t), false)) {
                    throw violation("MAY_NOT_DESTROY", "your Illuminati may not destroy that group");
                }
            }
        }
        if (a.immune(s, owner, t, by, me.seat(), x.kind())) throw violation("IMMUNE", "the target is immune to that group");
        if (x.privileged() && io.tabletop.games.inwo.effects.Immunities.privilegeImmune(a, s, owner, t)) { // modifiers aimed at a target
            throw violation("IMMUNE", "the target is immune to Privileged attacks");
        }
        if (secret(t) && !by.illuminati() && !secret(by)
                && a.mayJoin(s, me.seat(), by, Effect.MayJoin.Mode.ATTACK, by, me.seat(), t, owner).isEmpty()) {
            throw violation("SECRET", "only Illuminati and Secret groups reach a Secret group");
        }
    }

    /** A restriction the card carries on itself (who SELF). */
    boolean hasOwn(Placed c, Effect.Restriction.On on) {
        return a.def(c.card()).effects(Effect.Restriction.class).stream().anyMatch(r -> r.on() == on && r.who() == io.tabletop.games.inwo.cards.Scope.SELF);
    }

    /** Play limits of a card entering play: one in play, one per player, one per group (a Resource on {@code master}). */
    void checkLimits(InwoState s, Player me, CardDef d, String master) {
        for (Effect.Restriction r : d.effects(Effect.Restriction.class)) {
            switch (r.on()) {
                case ONE_IN_PLAY -> { if (inPlay(s, d.id())) throw violation("ONE_IN_PLAY", d.name() + ": one in play"); }
                case ONE_PER_PLAYER -> {
                    if (me.structure().stream().anyMatch(c -> c.card().equals(d.id()))) throw violation("ONE_PER_PLAYER", d.name() + ": one per player");
                }
                case ONE_PER_GROUP -> {
                    if (master != null && me.structure().stream().anyMatch(c -> master.equals(c.master()) && c.card().equals(d.id()))) {
                        throw violation("ONE_PER_GROUP", d.name() + ": one per group");
                    }
                }
                default -> { }
            }
        }
    }

    boolean secret(Placed p) {
        return !p.illuminati() && a.attributes(p).contains("SECRET");
    }

    void checkBuy(InwoState s, Player me, BuyPlot x) {
        if (s.phase() == Phase.LEAD) throw violation("WRONG_PHASE", "not during setup");
        if (s.window() == null && s.phase() != Phase.DRAW && s.phase() != Phase.TAKEOVER && s.phase() != Phase.MAIN) {
            throw violation("WRONG_PHASE", "not now");
        }
        if (me.plotDeck().isEmpty()) throw violation("DECK_EMPTY", "your Plot deck is empty");
        boolean offTurn = s.current() != me.seat() || s.phase() == Phase.KNOCK || s.phase() == Phase.VICTORY;
        if (offTurn && plots(me) >= a.handLimit(s, me.seat())) { // after the knock the turn's player is held to it too
            throw violation("HAND_LIMIT", "you hold as many Plots as you may off your turn");
        }
        Placed p1 = ownGroup(me, x.payer());
        if (p1.tokens() < 1) throw violation("NO_TOKEN", "the payer has no token");
        if (x.payer2() == null) {
            if (!p1.illuminati()) throw violation("INVALID_PAYER", "one token buys a Plot only from your Illuminati");
            return;
        }
        Placed p2 = ownGroup(me, x.payer2());
        if (p1.illuminati() || p2.illuminati()) throw violation("INVALID_PAYER", "the Illuminati's token alone buys a Plot");
        if (p2.tokens() < 1) throw violation("NO_TOKEN", "the payer has no token");
        if (me.structure().indexOf(p1) >= me.structure().indexOf(p2)) {
            throw violation("INVALID_PAYER", "name two different groups, in structure order");
        }
    }

    int plots(Player p) {
        int n = 0;
        for (HandCard c : p.hand()) if (a.def(c.card()).inPlotDeck()) n++;
        return n;
    }

    /** Whether the seat may start something new now: its main phase, or its priority in a knock/victory window. */
    boolean mayAnnounce(InwoState s, int seat) {
        if (s.attack() != null || s.plot() != null) return false;
        if (s.window() == null) return s.phase() == Phase.MAIN && s.current() == seat;
        return s.window().priority() == seat;
    }

    void checkJoin(InwoState s, Player me, String uid, boolean global, boolean aid) {
        // last cards C: a Death Mask's Magic Group joins in the roll window
        var at = io.tabletop.games.inwo.attack.AfterTheRoll.lateJoin(a, s, me.seat(), uid) ? s.attack() : attackWindow(s);
        io.tabletop.games.inwo.attack.Barring.checkJoin(s, me.seat()); // last cards: Multinational Oil Companies
        if (at.instant() && !decider.attacks.openPlotAttack(s, at) && (aid || !io.tabletop.games.inwo.effects.Joining.earthMagicLets(a, s, at, me.seat(), me.placed(uid)))) {
            throw violation("INSTANT_ATTACK", "no actions are spent on an Instant attack"); // modifiers aimed at a target: Earth Magic
        }
        Placed g = ownGroup(me, uid);
        boolean again = io.tabletop.games.inwo.cardrules.Germany.again(a, s, at, me.seat(), g, aid); // last cards E: Germany's tokens together
        boolean free = !aid && !global && decider.attacks.freeOppose(s, me.seat(), g, at);
        if (g.tokens() < 1 && !free) throw violation("NO_TOKEN", "that group has no token");
        if (a.cannotAct(s, me.seat(), g)) throw violation("CANNOT_ACT", "that group may not act");
        if (uid.equals(at.by()) && !again) throw violation("ALREADY_IN", "the attacking group leads the attack");
        Placed leader = s.player(at.attacker()).placed(at.by());
        if (leader != null) {
            for (Effect.Restriction r : a.def(leader.card()).effects(Effect.Restriction.class)) {
                boolean blocks = r.on() == Effect.Restriction.On.CANNOT_JOIN || r.on() == Effect.Restriction.On.CANNOT_OPPOSE && !aid;
                if (r.who() == io.tabletop.games.inwo.cards.Scope.RIVAL) continue; // last cards: the one rival barred (attack.Barring)
                if (blocks && a.matches(s, r.filter(), g, a.basePower(g), false)) {
                    throw violation("MAY_NOT_JOIN", "groups like that one may not " + (aid ? "aid" : "oppose") + " this attack");
                }
            }
        }
        Placed joinTarget = at.fromHand() ? null : target(s, at);
        boolean mayJoin = !a.mayJoin(s, me.seat(), g, aid ? Effect.MayJoin.Mode.AID : Effect.MayJoin.Mode.OPPOSE, leader,
                at.attacker(), joinTarget, at.owner()).isEmpty();
        mayJoin = mayJoin || !aid && io.tabletop.games.inwo.effects.Joining.mayOppose(a, s, at, me.seat(), g); // modifiers aimed at a target
        boolean self = !at.fromHand() && uid.equals(at.target()) && me.seat() == at.owner();
        if (self && aid) throw violation("INVALID_AID", "no group aids an attack on itself");
        if (!self && !again && at.contributions().stream().anyMatch(k -> uid.equals(k.uid()))) { // a roll (in the roll window) has no uid
            throw violation("ALREADY_IN", "one token per group in one attack");
        }
        if (self && global) throw violation("INVALID_OPPOSE", "self-defence uses Power");
        CardDef td = a.def(at.targetCard());
        Set<Alignment> targetAl = at.fromHand() ? td.alignments() : a.alignments(s, target(s, at));
        Set<Alignment> mine = a.alignments(s, g);
        if (global) {
            if (a.globalPower(s, me.seat(), g) < 1) throw violation("NO_GLOBAL_POWER", "that group has no Global Power");
        } else if (!self && !mayJoin && !free && !again) {
            boolean ok;
            // I1 (version 2 on): a shared Fanatic alignment is never identical, so it alone makes nobody eligible
            java.util.function.Predicate<Alignment> identical = x -> targetAl.contains(x)
                    && !(x == Alignment.FANATIC && version.fanaticNeverIdentical());
            if (aid) {
                ok = at.type() == AttackKind.CONTROL ? mine.stream().anyMatch(identical)
                        : mine.stream().anyMatch(x -> targetAl.stream().anyMatch(x::opposes));
            } else {
                ok = mine.stream().anyMatch(identical);
                if (!at.fromHand() && me.seat() == at.owner()) {
                    Placed t = target(s, at);
                    ok |= g.uid().equals(t.master()) || uid != null && me.placed(uid) != null && t.uid().equals(g.master());
                }
            }
            if (!ok) throw violation(aid ? "INVALID_AID" : "INVALID_OPPOSE",
                    aid ? "aiding needs an alignment shared with (control) or opposite to (destroy) the target, or Global Power"
                            : "opposing needs an alignment shared with the target, being its master or puppet, or Global Power");
        }
        if (!at.fromHand()) {
            Placed t = target(s, at);
            if (aid && a.immune(s, at.owner(), t, g, me.seat(), at.type())) throw violation("IMMUNE", "the target is immune to that group");
            if (secret(t) && !g.illuminati() && !secret(g) && !mayJoin && !again && !(me.seat() == at.owner()
                    && (g.uid().equals(t.master()) || t.uid().equals(g.master()) || self))) {
                throw violation("SECRET", "only Illuminati, Secret groups, its master and puppets reach a Secret group");
            }
            if (aid && !mayTouch(s, me.seat(), at.owner())) throw violation("PROTECTED", "that player is protected");
        }
    }

    Placed target(InwoState s, io.tabletop.games.inwo.model.Attack at) {
        return s.player(at.owner()).placed(at.target());
    }

    /** Whether the command names a group of the seat's whose ability reverses alignments (Gay Activists). */
    boolean reversesAlignments(Player me, UseAbilityOn x) {
        Placed g = x.group() == null ? null : me.placed(x.group());
        return g != null && io.tabletop.games.inwo.effects.TraitChanges.reverses(a.def(g.card()));
    }

    /** Gay Activists: an ability on a target, on one's main phase or in an (ordinary) attack's window. */
    void checkAbilityOn(InwoState s, Player me, UseAbilityOn x) {
        if (!x.action()) throw violation("NO_ABILITY", "that ability is used for the group's action");
        if (s.window() == null) ownStep(s, Phase.MAIN);
        else if ((s.window().kind() != WindowKind.ATTACK || s.attack() == null || s.attack().instant())
                && !io.tabletop.games.inwo.turn.Answers.byAbility(version, s, me.seat())) { // I9
            throw violation("NOT_NOW", "on your main phase or in an attack's window");
        }
        Placed g = ownGroup(me, x.group());
        if (g.tokens() < 1 || a.cannotAct(s, me.seat(), g)) throw violation("NO_TOKEN", "that group cannot act");
        if (!io.tabletop.games.inwo.effects.TraitChanges.reverses(a.def(g.card()))) throw violation("NO_ABILITY", "that group has no such ability");
        int owner = x.target() == null ? -1 : s.ownerOf(x.target());
        if (owner < 0) throw violation("INVALID_TARGET", "no such group in play");
        Placed t = s.player(owner).placed(x.target());
        if (t.illuminati() || t.resource()) throw violation("INVALID_TARGET", "the Illuminati and Resources have no alignments to reverse");
        if (!mayTouch(s, me.seat(), owner)) throw violation("PROTECTED", "that player has not completed his first turn");
        if (owner != me.seat() && secret(t) && !secret(g)) throw violation("SECRET", "only Secret groups reach a Secret group");
        if (a.immuneToAbilities(s, owner, t, g, me.seat())) throw violation("IMMUNE", "the target is immune to that ability");
        if (t.traits().reversedOnTurn() == s.turn()) throw violation("NO_EFFECT", "already reversed this turn");
        if (a.alignments(t).isEmpty()) throw violation("NO_EFFECT", "it has no alignment");
    }

    /**
     * Where {@code g} may move (a move, or a free move a card grants): a group of the seat's but the Illuminati, onto an
     * open arrow ({@code arrow}, or the lowest) of another of his groups not below it; the new master.
     */
    private Placed checkMoveTo(Player me, Placed g, String master, Integer arrow) {
        if (g.illuminati()) throw violation("INVALID_MOVE", "the Illuminati never moves");
        Placed m = ownGroup(me, master);
        if (Structures.within(me, g.uid(), m.uid())) throw violation("INVALID_MOVE", "a group cannot go below itself");
        if (m.uid().equals(g.master())) throw violation("INVALID_MOVE", "the group is already there");
        if (Structures.openArrow(me, m.uid(), arrows(m)) < 0) throw violation("NO_OPEN_ARROW", "no open arrow there");
        io.tabletop.games.inwo.structure.ArrowChoice.arrow(me, m.uid(), arrows(m), arrow); // the chosen arrow is open
        return m;
    }

    /** A free move granted by a card (see {@link io.tabletop.games.inwo.structure.Reorganizing}). */
    void checkReorganize(InwoState s, Player me, Reorganize x) {
        ownStep(s, Phase.MAIN);
        Placed g = ownGroup(me, x.group());
        checkMoveTo(me, g, x.master(), x.arrow());
        io.tabletop.games.inwo.structure.Reorganizing.grant(a, s, me.seat(), g, ownGroup(me, x.by()));
    }
}
