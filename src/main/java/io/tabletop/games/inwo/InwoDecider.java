package io.tabletop.games.inwo;

import io.tabletop.games.inwo.instructions.StandingInstructions;
import io.tabletop.games.inwo.versions.InwoVersion;

import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.InwoCommand.*;
import io.tabletop.games.inwo.InwoEvent.*;
import io.tabletop.games.inwo.attack.AttackKind;
import io.tabletop.games.inwo.attack.Contribution;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.cardflow.CardFlow;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.effects.Abilities;
import io.tabletop.games.inwo.effects.Interpreted;
import io.tabletop.games.inwo.goals.Goals;
import io.tabletop.games.inwo.structure.HandCard;
import io.tabletop.games.inwo.structure.Placed;
import io.tabletop.games.inwo.structure.Structures;
import io.tabletop.games.inwo.turn.Phase;
import io.tabletop.games.inwo.turn.Window;
import io.tabletop.games.inwo.turn.WindowKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * decide: checks a command against the rules ({@link #check}, which throws {@link RuleViolation}) and then turns it
 * into events ({@link #apply}). Checking is separate so that legal moves are exactly the candidates that pass it.
 */
final class InwoDecider {

    static final int PLOTS_AT_START = 3;
    static final int GROUPS_AT_START = 6;

    private final Abilities a;
    /** The rules version decided under: the abilities' (see {@link InwoVersion} for where versions differ). */
    private final InwoVersion version;

    InwoDecider(Abilities abilities) {
        this.a = abilities;
        this.version = abilities.version();
    }

    Abilities abilities() {
        return a;
    }

    // ------------------------------------------------------------------ start

    List<InwoEvent> start(InwoState s, Rng rng) {
        Emitter e = new Emitter(s);
        List<Deck> decks = new ArrayList<>();
        for (Player p : s.players()) {
            decks.add(new Deck(p.seat(), p.illuminati(), p.plotDeck().size(), p.groupDeck().size(),
                    rng.shuffle(p.plotDeck()), rng.shuffle(p.groupDeck())));
        }
        e.emit(new GameSetUp(s.basicGoal(), decks));
        for (Player p : e.state.players()) draw(e, p.seat(), true, PLOTS_AT_START);
        return e.events;
    }

    // ------------------------------------------------------------------ decide

    List<InwoEvent> decide(InwoState s, int seat, InwoCommand c, Rng rng) {
        check(s, seat, c);
        Emitter e = new Emitter(s);
        step(e, seat, c, rng);
        // I6: standing instructions answer at once, as the seat's own moves, in the same batch
        for (var auto = StandingInstructions.next(a, e.state); auto != null && !e.state.finished();
             auto = StandingInstructions.next(a, e.state)) {
            step(e, auto.seat(), auto.command(), rng);
        }
        return e.events;
    }

    /** One move applied and settled. */
    private void step(Emitter e, int seat, InwoCommand c, Rng rng) {
        int from = e.events.size();
        boolean answer = ability(c) && io.tabletop.games.inwo.turn.Answers.byAbility(version, e.state, seat);
        Window before = e.state.window();
        apply(e, seat, c, rng);
        if (e.state.finished()) return; // GAME_ENDED is the last event: open offers end with the game
        if (answer && e.state.window() != null && e.state.window().id() == before.id()) responded(e, seat); // I9: a response
        settleTraits(e); // traits, restrictions and structure
        List<InwoEvent> batch = e.events.subList(from, e.events.size());
        io.tabletop.games.inwo.trade.Trades.settle(a, e, List.copyOf(batch)); // r4 trade: offers lapse
        io.tabletop.games.inwo.special.Specials.settle(e, List.copyOf(e.events.subList(from, e.events.size())), a, rng); // r4 conv
    }

    /** Seats the game waits for now, ascending. */
    List<Integer> awaiting(InwoState s) {
        if (s.finished()) return List.of();
        if (s.choice() != null) return io.tabletop.games.inwo.choices.Choices.awaiting(s); // r4 choices
        if (s.window() != null) return List.of(s.window().priority());
        return switch (s.phase()) {
            case LEAD -> s.players().stream().filter(p -> !p.out() && needsLead(p)).map(Player::seat).toList();
            case DRAW, TAKEOVER, MAIN, DISCARD -> List.of(s.current());
            case KNOCK, VICTORY, FINISHED -> List.of();
        };
    }

    private static boolean ability(InwoCommand c) {
        return c instanceof UseAbility || c instanceof UseAbilityOn || c instanceof GiveToken;
    }

    /** An ability's moment: its owner's main phase, or (I9, version 4 on) answering a knock, victory or Plot window. */
    private void abilityStep(InwoState s, int seat) {
        if (!io.tabletop.games.inwo.turn.Answers.byAbility(version, s, seat)) ownStep(s, Phase.MAIN);
    }

    /** Setup: the seat has not chosen (or must choose again) and has a Group to choose. */
    boolean needsLead(Player p) {
        return p.lead() == null && p.structure().size() == 1 && hasLeadChoice(p);
    }

    boolean hasLeadChoice(Player p) {
        return p.groupDeck().stream().anyMatch(id -> a.def(id).kind() == CardKind.GROUP);
    }

    // ------------------------------------------------------------------ check

    void check(InwoState s, int seat, InwoCommand c) {
        if (s.finished()) throw violation("GAME_FINISHED", "the game is over");
        if (seat < 0 || seat >= s.seats()) throw violation("NOT_A_SEAT", "no such seat");
        if (io.tabletop.games.inwo.trade.Trades.handles(c)) { io.tabletop.games.inwo.trade.Trades.check(a, s, seat, c); return; } // r4 trade: any-time moves
        if (c instanceof SetStops x) { StandingInstructions.check(a, s, seat, x); return; } // I6: any time
        if (!awaiting(s).contains(seat)) throw violation("NOT_YOUR_TURN", "the game is not waiting for you");
        io.tabletop.games.inwo.choices.Choices.check(s, seat, c); // r4 choices: a pending choice first
        Player me = s.player(seat);
        Window w = s.window();
        if (io.tabletop.games.inwo.structure.Reorganizing.closing(s, seat) && !(c instanceof Reorganize || c instanceof EndTurn || c instanceof Discard)) throw violation("END_OF_TURN", "your turn is ending: only free moves or the end of the turn");
        io.tabletop.games.inwo.attack.Privileges.checkOutsider(a, s, seat, c); // privilege and dice
        io.tabletop.games.inwo.tokens.LastingPlots.checkRestricted(a, s, seat, c); // r4 tokens
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
                if (g.illuminati()) throw violation("INVALID_MOVE", "the Illuminati never moves");
                Placed m = ownGroup(me, x.master());
                if (Structures.within(me, g.uid(), m.uid())) throw violation("INVALID_MOVE", "a group cannot go below itself");
                if (m.uid().equals(g.master())) throw violation("INVALID_MOVE", "the group is already there");
                if (Structures.openArrow(me, m.uid(), arrows(m)) < 0) throw violation("NO_OPEN_ARROW", "no open arrow there");
                io.tabletop.games.inwo.structure.ArrowChoice.arrow(me, m.uid(), arrows(m), x.arrow()); // the chosen arrow is open
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
            case PlayPlot x -> checkPlot(s, me, x);
            case Aid x -> checkJoin(s, me, x.group(), x.global(), true);
            case Oppose x -> checkJoin(s, me, x.group(), x.global(), false);
            case PlayAgent x -> {
                var at = attackWindow(s);
                if (at.instant()) throw violation("INSTANT_ATTACK", "no agents in an Instant attack");
                if (at.fromHand() || at.owner() == seat) throw violation("INVALID_AGENT", "agents only against another's group");
                HandCard card = handCard(me, x.card());
                if (!card.card().equals(at.targetCard())) throw violation("INVALID_AGENT", "an agents card duplicates the target");
                if (at.contributions().stream().anyMatch(k -> k.kind() == Contribution.Kind.AGENT)) {
                    throw violation("ONE_AGENT", "one agents card per attack");
                }
                // modifiers aimed at a target: Xanadu
                if (io.tabletop.games.inwo.effects.Immunities.agentsBlocked(a, s, at, seat, x.aid())) {
                    throw violation("IMMUNE", "agents cards give no bonus against that player");
                }
            }
            case UseAbility x when io.tabletop.games.inwo.attack.Privileges.isInterferenceAbility(a, s, seat, x.group()) -> // privilege and dice
                    io.tabletop.games.inwo.attack.Privileges.checkAbility(a, s, seat, x.group());
            case UseAbility x when io.tabletop.games.inwo.tokens.SpentBonuses.handles(a, s, seat, x.group()) -> io.tabletop.games.inwo.tokens.SpentBonuses.check(a, s, seat, x.group()); // r4 tokens
            case UseAbility x when s.attack() == null && io.tabletop.games.inwo.special.Specials.flatEarthers(a, s, seat, x.group()) -> abilityStep(s, seat); // r4 conv
            case UseAbility x when s.attack() == null -> { // an action on one's main phase: a DRAW ability
                abilityStep(s, seat);
                Placed g = ownGroup(me, x.group());
                if (g.tokens() < 1 || a.cannotAct(s, seat, g)) throw violation("NO_TOKEN", "that group cannot act");
                if (drawAbility(g) == null) throw violation("NO_ABILITY", "that group has no ability to use now");
            }
            // PLOTS, COSTS AND TAKEOVERS: the attacker spends a card's action on its attack bonus
            case UseAbility x when s.attack() != null && me.placed(x.group()) != null
                    && io.tabletop.games.inwo.plots.ActionBonuses.bonusCard(a.def(me.placed(x.group()).card())) -> {
                var at = attackWindow(s);
                Placed g = me.placed(x.group());
                if (at.attacker() != seat) throw violation("NOT_YOURS", "its bonus is for its player's own attacks");
                if (g.tokens() < 1 || !g.resource() && a.cannotAct(s, seat, g)) throw violation("NO_TOKEN", "that card cannot act");
                if (actionBonus(s, at, g) == 0) throw violation("NO_EFFECT", "its bonus does not fit this attack");
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
                                && a.matches(cn.source(), by, a.power(s, at.attacker(), by), false));
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
                if (reliefPayers(s, seat, place) == null) {
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
            case UseAbilityOn x when io.tabletop.games.inwo.choices.TradingCards.is(a, me, x) -> io.tabletop.games.inwo.choices.TradingCards.check(a, s, seat, x); // r4 choices
            case UseAbilityOn x when reversesAlignments(me, x) -> checkAbilityOn(s, me, x); // traits: Gay Activists
            case UseAbilityOn x when io.tabletop.games.inwo.tokens.RivalTokens.handles(a, s, seat, x) -> io.tabletop.games.inwo.tokens.RivalTokens.check(a, s, seat, x, owner -> mayTouch(s, seat, owner)); // r4 tokens
            case UseAbilityOn x when io.tabletop.games.inwo.replay.Replays.revives(a, s, seat, x) -> io.tabletop.games.inwo.replay.Replays.checkRevive(a, s, seat, x, mayAnnounce(s, seat)); // r4 replay
            case UseAbilityOn x when io.tabletop.games.inwo.misc.MiscCards.switchesAlignment(a, me, x) -> io.tabletop.games.inwo.misc.MiscCards.checkSwitch(a, s, me, x); // r4 misc
            case UseAbilityOn x when io.tabletop.games.inwo.misc.MiscCards.relieves(a, me, x) -> io.tabletop.games.inwo.misc.MiscCards.checkRelief(a, s, me, x); // r4 misc
            case UseAbilityOn x -> CardFlow.checkAbility(a, s, seat, x, owner -> mayTouch(s, seat, owner));
            case ExposePlot x -> CardFlow.checkOwnPlot(a, s, seat, x);
            case ShowPlot x -> CardFlow.checkOwnPlot(a, s, seat, x);
            case ReturnPlot x -> CardFlow.checkOwnPlot(a, s, seat, x);
            case DrawFromBottom x -> CardFlow.checkDrawFromBottom(a, s, seat);
            case PickPlotDraw x -> CardFlow.checkPickPlotDraw(a, s, seat, x);
            // traits, restrictions and structure
            case Reorganize x -> checkReorganize(s, me, x);
            // privilege and dice
            case PrivilegedAttack x -> {
                checkAttack(s, me, x.attack());
                io.tabletop.games.inwo.attack.Privileges.checkDeclare(a, s, seat, x);
            }
            case ChangeRoll x -> io.tabletop.games.inwo.attack.Dice.check(a, s, seat, x);
            case CombinedAttack x -> io.tabletop.games.inwo.attack.Combined.check(a, s, seat, x,
                    plot -> checkPlot(s, me, new PlayPlot(plot, x.target(), null)), (d, t) -> instantOf(d, t) != null && instantOf(d, t).instant());
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

    private void phase(InwoState s, Phase p) {
        if (s.phase() != p) throw violation("WRONG_PHASE", "not now: the game is in " + s.phase());
    }

    /** The current player's own step, no window open. */
    private void ownStep(InwoState s, Phase p) {
        if (s.window() != null) throw violation("WINDOW_OPEN", "answer the open window first");
        phase(s, p);
    }

    private io.tabletop.games.inwo.attack.Attack attackWindow(InwoState s) {
        if (s.window() == null || s.window().kind() != WindowKind.ATTACK || s.attack() == null) {
            throw violation("NO_ATTACK", "there is no attack to answer");
        }
        return s.attack();
    }

    private HandCard handCard(Player me, String uid) {
        HandCard c = uid == null ? null : me.inHand(uid);
        if (c == null) throw violation("NOT_IN_HAND", "that card is not in your hand");
        return c;
    }

    private Placed ownGroup(Player me, String uid) {
        Placed p = uid == null ? null : me.placed(uid);
        if (p == null || p.resource()) throw violation("NOT_YOUR_GROUP", "that is not a group of yours");
        return p;
    }

    int arrows(Placed p) {
        return p.illuminati() ? 4 : p.traits().arrows() >= 0 ? p.traits().arrows() : a.def(p.card()).arrowsOut(); // Let's Get Organized
    }

    private void checkPlacement(InwoState s, Player me, CardDef d, String master) {
        Placed m = ownGroup(me, master);
        if (d.kind() == CardKind.GROUP && Structures.openArrow(me, m.uid(), arrows(m)) < 0) {
            throw violation("NO_OPEN_ARROW", "that group has no open arrow");
        }
        if (d.unique() && inPlay(s, d.id())) throw violation("UNIQUE_IN_PLAY", d.name() + " is unique and already in play");
        checkLimits(s, me, d, m.uid());
    }

    private boolean inPlay(InwoState s, String card) {
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

    private void checkAttack(InwoState s, Player me, InwoCommand.Attack x) {
        ownStep(s, Phase.MAIN);
        Placed by = ownGroup(me, x.attacker());
        if (by.tokens() < 1) throw violation("NO_TOKEN", "the attacking group has no token");
        if (a.cannotAct(s, me.seat(), by)) throw violation("CANNOT_ACT", "that group may not act");
        if (x.kind() != AttackKind.CONTROL && x.kind() != AttackKind.DESTROY) {
            throw violation("INVALID_ATTACK", "an attack is to CONTROL or to DESTROY; Instant attacks are Plots");
        }
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
                if (r.on() == Effect.Restriction.On.CANNOT_CONTROL && a.matches(r.filter(), t, a.basePower(t), false)) {
                    throw violation("MAY_NOT_CONTROL", "your structure may not control that group");
                }
            }
        } else {
            if (hasOwn(t, Effect.Restriction.On.INDESTRUCTIBLE)) throw violation("INDESTRUCTIBLE", "that group cannot be destroyed by attacks");
            for (Effect.Restriction r : a.structureEffects(s, me.seat(), Effect.Restriction.class)) {
                if (r.on() == Effect.Restriction.On.MAY_ONLY_DESTROY && !a.matches(r.filter(), t, a.basePower(t), false)) {
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
    private boolean hasOwn(Placed c, Effect.Restriction.On on) {
        return a.def(c.card()).effects(Effect.Restriction.class).stream().anyMatch(r -> r.on() == on && r.who() == io.tabletop.games.inwo.cards.Scope.SELF);
    }

    /** Play limits of a card entering play: one in play, one per player, one per group (a Resource on {@code master}). */
    private void checkLimits(InwoState s, Player me, CardDef d, String master) {
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

    private void checkBuy(InwoState s, Player me, BuyPlot x) {
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
    private boolean mayAnnounce(InwoState s, int seat) {
        if (s.attack() != null || s.plot() != null) return false;
        if (s.window() == null) return s.phase() == Phase.MAIN && s.current() == seat;
        return s.window().priority() == seat;
    }

    private void checkPlot(InwoState s, Player me, PlayPlot x) {
        HandCard card = handCard(me, x.card());
        CardDef d = a.def(card.card());
        if (d.kind() != CardKind.PLOT) throw violation("NOT_A_PLOT", "that is not a Plot");
        if (!Interpreted.implemented(d)) throw violation("NOT_IMPLEMENTED", d.name() + " is not implemented");
        if (io.tabletop.games.inwo.choices.DrawStepPlots.plays(d)) { io.tabletop.games.inwo.choices.DrawStepPlots.check(a, s, me.seat(), d, x, owner -> mayTouch(s, me.seat(), owner)); return; } // r4 choices
        if (io.tabletop.games.inwo.takeover.TakeoverCancels.handles(d)) { // r4 takeover
            io.tabletop.games.inwo.takeover.TakeoverCancels.check(a, s, me.seat(), x, d);
            return;
        }
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
            var at = attackWindow(s);
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
            io.tabletop.games.inwo.effects.Aimed.check(a, s, me.seat(), d, attackWindow(s).target() == null ? null : x.target(), x.helper());
            return;
        }
        if (kind != PlotKind.PLUS_TEN && s.attack() != null && !d.effects(Effect.AttackBonus.class).isEmpty()
                && d.effects(Effect.Cancel.class).isEmpty() && !io.tabletop.games.inwo.misc.MiscCards.linkedBonusPlot(d)) { // r4 misc
            checkAttackBonusPlot(s, me, x, d);
            return;
        }
        if (io.tabletop.games.inwo.plots.StandingBoosts.stands(d, s)) { io.tabletop.games.inwo.plots.StandingBoosts.check(a, s, me.seat(), d, x); return; } // +10 on defence until end of turn
        switch (kind) {
            case PLUS_TEN -> {
                var at = attackWindow(s);
                if (at.instant()) throw violation("INSTANT_ATTACK", "+10 Plots do not reach Instant attacks");
                String side;
                if (me.seat() == at.attacker() && at.by() != null && at.by().equals(x.target())) side = "attack";
                else if (!at.fromHand() && me.seat() == at.owner() && at.target().equals(x.target())) side = "defence";
                else throw violation("INVALID_TARGET", "a +10 Plot boosts your attacking group or your attacked group");
                Placed g = me.placed(x.target());
                Effect.Boost b = d.effects(Effect.Boost.class).getFirst();
                if (!a.matches(b.group(), g, a.basePower(g), false)) throw violation("INVALID_TARGET", "the Plot does not fit that group");
                for (Contribution k : at.contributions()) {
                    if (k.seat() == me.seat() && card.card().equals(k.card())) throw violation("DUPLICATE_PLOT", "no duplicate Plots in one attack");
                }
                if (side.isEmpty()) throw violation("INVALID_TARGET", "no side");
            }
            case ASSASSINATION, DISASTER -> {
                if (!mayAnnounce(s, me.seat())) throw violation("NOT_NOW", "an Instant attack is announced on your main phase or your priority");
                int owner = x.target() == null ? -1 : s.ownerOf(x.target());
                if (owner < 0) throw violation("INVALID_TARGET", "no such group in play");
                Placed t = s.player(owner).placed(x.target());
                if (t.illuminati() || t.resource()) throw violation("INVALID_TARGET", "Illuminati and Resources are no targets");
                GroupClass cls = kind == PlotKind.ASSASSINATION ? GroupClass.PERSONALITY : GroupClass.PLACE;
                if (a.def(t.card()).groupClass() != cls) {
                    throw violation("INVALID_TARGET", kind == PlotKind.ASSASSINATION ? "Assassinations hit Personalities" : "Disasters hit Places");
                }
                if (instantOf(d, t) == null) throw violation("INVALID_TARGET", d.name() + " cannot hit that group");
                if (!instantOf(d, t).instant() && (s.window() != null || s.current() != me.seat())) {
                    throw violation("NOT_NOW", d.name() + " is no Instant attack: it is announced in your main phase");
                }
                if (!mayTouch(s, me.seat(), owner)) throw violation("PROTECTED", "that player has not completed his first turn");
                if (x.helper() != null) {
                    if (kind != PlotKind.ASSASSINATION) throw violation("INVALID_HELPER", "only an Assassination takes a helper");
                    Placed h = ownGroup(me, x.helper());
                    Effect.InstantAttack ia = instantOf(d, t);
                    if (ia.helper().matchesEverything() || !a.matches(ia.helper(), h, a.basePower(h), false) || h.uid().equals(t.uid())) {
                        throw violation("INVALID_HELPER", "that group may not add its Power");
                    }
                }
            }
            case NWO_RED, NWO_BLUE, NWO_YELLOW -> {
                if (!mayAnnounce(s, me.seat())) throw violation("NOT_NOW", "not during an attack");
                if (x.target() != null || x.helper() != null) throw violation("INVALID_TARGET", "a New World Order has no target");
            }
            case RELOAD -> {
                if (!mayAnnounce(s, me.seat())) throw violation("NOT_NOW", "not during an attack");
                if (x.target() != null || x.helper() != null) throw violation("INVALID_TARGET", "a Reload has no target");
                if (me.root().tokens() < 1) throw violation("NO_TOKEN", "a Reload costs an Illuminati action");
            }
            case POWER_UP -> {
                if (!mayAnnounce(s, me.seat())) throw violation("NOT_NOW", "not during an attack");
                Placed g = ownGroup(me, x.target());
                Effect.PowerUp pu = d.effects(Effect.PowerUp.class).getFirst();
                if (g.illuminati() || !a.matches(pu.group(), g, a.basePower(g), false)) throw violation("INVALID_TARGET", "the Plot does not fit that group");
                if (g.tokens() < 1) throw violation("NO_TOKEN", "the group's action powers it");
                if (a.basePower(g) >= pu.to()) throw violation("NO_EFFECT", "its Power is already that high");
            }
            case REALIGN -> {
                if (!mayAnnounce(s, me.seat())) throw violation("NOT_NOW", "not during an attack");
                Placed g = ownGroup(me, x.target());
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
    private void checkAttackBonusPlot(InwoState s, Player me, PlayPlot x, CardDef d) {
        var at = attackWindow(s);
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
    int plotBonus(InwoState s, io.tabletop.games.inwo.attack.Attack at, CardDef d) {
        Placed by = s.player(at.attacker()).placed(at.by());
        Placed t = at.fromHand() ? null : s.player(at.owner()).placed(at.target());
        int n = 0;
        for (Effect.AttackBonus b : d.effects(Effect.AttackBonus.class)) {
            if (b.by() != io.tabletop.games.inwo.cards.Scope.TARGET && !(b.by() == io.tabletop.games.inwo.cards.Scope.ILLUMINATI
                    && by != null && by.illuminati()) || !b.on().covers(at.type().type())) continue; // modifiers aimed at a target: ILLUMINATI
            if (t == null ? !b.target().matchesEverything() && !b.target().matchesPrinted(a.def(at.targetCard()))
                    : !a.matches(b.target(), t, a.basePower(t), false)) continue;
            if (by != null && !a.matches(b.attacker(), by, a.basePower(by), false)) continue;
            n += b.amount();
        }
        return n;
    }

    /** The ordinary Plots the engine plays: cancelling an attack, or an announced Plot. */
    private void checkOrdinaryPlot(InwoState s, Player me, PlayPlot x, CardDef d) {
        if (io.tabletop.games.inwo.tokens.GoodPolls.polls(d)) { io.tabletop.games.inwo.tokens.GoodPolls.check(s, me.seat(), x.target(), x.helper(), mayAnnounce(s, me.seat())); return; } // r4 tokens
        if (io.tabletop.games.inwo.tokens.LastingPlots.lasting(d)) { io.tabletop.games.inwo.tokens.LastingPlots.check(a, s, me.seat(), d, x.target(), x.helper(), mayAnnounce(s, me.seat()), owner -> mayTouch(s, me.seat(), owner)); return; } // r4 tokens
        if (io.tabletop.games.inwo.replay.Replays.handles(d)) { io.tabletop.games.inwo.replay.Replays.check(a, s, me.seat(), d, x.target(), x.helper(), mayAnnounce(s, me.seat())); return; } // r4 replay
        // PLOTS, COSTS AND TAKEOVERS
        if (io.tabletop.games.inwo.plots.LinkedPlots.linkedPlot(d)) {
            io.tabletop.games.inwo.plots.LinkedPlots.check(a, s, me.seat(), d, x.target(), x.helper(),
                    mayAnnounce(s, me.seat()), owner -> mayTouch(s, me.seat(), owner));
            return;
        }
        if (io.tabletop.games.inwo.plots.Takeovers.plotTakeover(d)) {
            io.tabletop.games.inwo.plots.Takeovers.check(a, s, me.seat(), d, x.target(), x.helper());
            checkPlacement(s, me, a.def(me.inHand(x.target()).card()), me.root().uid());
            return;
        }
        if (io.tabletop.games.inwo.effects.LinkedPlots.linked(d)) { // traits, restrictions and structure
            checkLinkedPlot(s, me, x, d);
            return;
        }
        if (Interpreted.oneShot(d) && !io.tabletop.games.inwo.misc.MiscCards.cancelsPending(a, s, d)) { // r4 misc
            checkOneShotPlot(s, me, x, d);
            return;
        }
        if (io.tabletop.games.inwo.choices.Choices.plot(d)) { // r4 choices
            io.tabletop.games.inwo.choices.Choices.checkPlot(a, s, me.seat(), d, x.card(), x.target(), mayAnnounce(s, me.seat()), owner -> mayTouch(s, me.seat(), owner));
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
        var at = attackWindow(s);
        if (x.target() != null) throw violation("INVALID_TARGET", "it cancels the attack; no target");
        boolean fits = d.effects(Effect.Cancel.class).stream().anyMatch(cn -> cancels(s, cn, at));
        if (!fits) throw violation("CANNOT_CANCEL", d.name() + " cannot cancel this attack");
        if (at.attacker() == me.seat()) throw violation("CANNOT_CANCEL", "you do not cancel your own attack");
    }

    /** A one-shot Plot: announced on the main phase or one's priority, aimed at a card its targeted effect fits. */
    private void checkOneShotPlot(InwoState s, Player me, PlayPlot x, CardDef d) {
        if (!mayAnnounce(s, me.seat())) throw violation("NOT_NOW", "not during an attack or another Plot");
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
            if (!mayTouch(s, me.seat(), owner)) throw violation("PROTECTED", "that player has not completed his first turn");
            if (d.effects().stream().filter(Interpreted::targeted).noneMatch(y -> oneShotFits(s, me.seat(), y, owner, t))) throw violation("INVALID_TARGET", d.name() + " does not fit that card"); // r4 tokens: any aimed effect
        }
        if (io.tabletop.games.inwo.plots.Costs.pay(a, s, me.seat(), d, x.helper()) == null) {
            throw violation("CANNOT_PAY", "its cost cannot be paid" + (x.helper() == null ? "" : " with that group"));
        }
        io.tabletop.games.inwo.structure.Reorganizing.checkPlot(s, me.seat(), d); // traits, restrictions and structure
    }

    /** Whether a one-shot Plot's aimed effect fits the card {@code t} of {@code owner}. */
    private boolean oneShotFits(InwoState s, int seat, Effect aimed, int owner, Placed t) {
        // modifiers aimed at a target
        if (io.tabletop.games.inwo.effects.Targeted.oneShotEffect(aimed)) return io.tabletop.games.inwo.effects.Targeted.fits(a, seat, aimed, owner, t)
                && !(aimed instanceof Effect.Tokens tk && tk.count() > 0 // I2: Blitzkrieg's token, not below a Devastated Place
                        && version.devastationReachesDown() && Structures.devastatedLine(s.player(owner), t));
        return switch (aimed) {
            case Effect.Destroy dd -> owner != seat && t.resource() && a.matches(dd.target(), t, a.basePower(t), false);
            case Effect.Tokens k -> !t.resource() && !t.illuminati() && a.matches(k.filter(), t, a.basePower(t), false);
            case Effect.Cards c when io.tabletop.games.inwo.tokens.RivalTokens.returnsToHand(c) -> io.tabletop.games.inwo.tokens.RivalTokens.fits(a, seat, c, owner, t); // r4 tokens
            case Effect.Cards c -> owner != seat && t.illuminati() // a rival, named by his Illuminati
                    && CardFlow.fits(a, s, seat, c, owner);
            // traits, restrictions and structure
            case Effect.ChangeTraits c -> !t.resource() && !t.illuminati() && a.matches(c.filter(), t, a.basePower(t), false);
            case Effect.Restriction r -> io.tabletop.games.inwo.effects.Restrictions.fits(a, r, t); // Corruption
            case Effect.Arrows r -> owner == seat && s.current() == seat && !t.resource() && !t.illuminati() // on your turn
                    && io.tabletop.games.inwo.structure.Arrows.after(r, arrows(t)) >= 0;
            default -> false;
        };
    }

    /** A one-shot Plot resolves: the aimed effect on its target if it still fits, then the effects on all in play. */
    private void resolveOneShot(Emitter e, int seat, CardDef d, String target, Rng rng) {
        InwoState s = e.state;
        for (Effect x : d.effects()) {
            if (!Interpreted.oneShotEffect(x)) continue;
            if (Interpreted.targeted(x)) {
                int owner = target == null ? -1 : s.ownerOf(target);
                if (owner < 0) continue; // gone meanwhile
                Placed t = s.player(owner).placed(target);
                if (!oneShotFits(s, seat, x, owner, t)) continue;
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
                    case Effect.ChangeTraits c -> traitsChanged(e, t.uid(), io.tabletop.games.inwo.effects.TraitChanges.changedForGood(t, c));
                    case Effect.Restriction r -> traitsChanged(e, t.uid(), io.tabletop.games.inwo.effects.Restrictions.corrupted(s, seat, t));
                    case Effect.Arrows r -> traitsChanged(e, t.uid(), t.traits().withArrows(io.tabletop.games.inwo.structure.Arrows.after(r, arrows(t))));
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
                traitsChanged(e, s.player(seat).root().uid(), io.tabletop.games.inwo.structure.Reorganizing.opened(s, s.player(seat).root()));
            } else if (x instanceof Effect.Cards c) { // DRAW for the player
                draw(e, seat, c.deck() == io.tabletop.games.inwo.cards.Deck.PLOT, c.count());
            } else if (x instanceof Effect.Tokens k) {
                for (Player p : s.players()) {
                    List<String> lost = new ArrayList<>();
                    for (Placed g : p.structure()) {
                        if (g.resource() || g.illuminati() || g.tokens() < 1) continue;
                        if (!a.matches(k.filter(), g, a.basePower(g), false)) continue;
                        for (int i = 0; i < Math.min(g.tokens(), -k.count()); i++) lost.add(g.uid());
                    }
                    if (!lost.isEmpty()) e.emit(new TokensSpent(p.seat(), lost, "LOST"));
                }
            }
            s = e.state;
        }
    }

    /** Whether a Cancel effect reaches the attack (its attacking action, or an Assassination). */
    boolean cancels(InwoState s, Effect.Cancel cn, io.tabletop.games.inwo.attack.Attack at) {
        return switch (cn.what()) {
            case ATTACK, ACTION, ANY -> {
                if (cn.source().matchesEverything()) yield true;
                Placed by = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
                yield by != null && a.matches(cn.source(), by, a.power(s, at.attacker(), by), false);
            }
            case ASSASSINATION -> at.type() == AttackKind.ASSASSINATION;
            default -> false;
        };
    }

    /** A Disaster that is no Instant attack (Epidemic, Giant Kudzu): groups may aid and oppose it as usual. */
    boolean openPlotAttack(InwoState s, io.tabletop.games.inwo.attack.Attack at) {
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

    private void checkJoin(InwoState s, Player me, String uid, boolean global, boolean aid) {
        var at = attackWindow(s);
        if (at.instant() && !openPlotAttack(s, at) && (aid || !io.tabletop.games.inwo.effects.Joining.earthMagicLets(a, s, at, me.seat(), me.placed(uid)))) {
            throw violation("INSTANT_ATTACK", "no actions are spent on an Instant attack"); // modifiers aimed at a target: Earth Magic
        }
        Placed g = ownGroup(me, uid);
        boolean free = !aid && !global && freeOppose(s, me.seat(), g, at);
        if (g.tokens() < 1 && !free) throw violation("NO_TOKEN", "that group has no token");
        if (a.cannotAct(s, me.seat(), g)) throw violation("CANNOT_ACT", "that group may not act");
        if (uid.equals(at.by())) throw violation("ALREADY_IN", "the attacking group leads the attack");
        Placed leader = s.player(at.attacker()).placed(at.by());
        if (leader != null) {
            for (Effect.Restriction r : a.def(leader.card()).effects(Effect.Restriction.class)) {
                boolean blocks = r.on() == Effect.Restriction.On.CANNOT_JOIN || r.on() == Effect.Restriction.On.CANNOT_OPPOSE && !aid;
                if (blocks && a.matches(r.filter(), g, a.basePower(g), false)) {
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
        if (!self && at.contributions().stream().anyMatch(k -> k.uid().equals(uid))) {
            throw violation("ALREADY_IN", "one token per group in one attack");
        }
        if (self && global) throw violation("INVALID_OPPOSE", "self-defence uses Power");
        CardDef td = a.def(at.targetCard());
        Set<Alignment> targetAl = at.fromHand() ? td.alignments() : a.alignments(target(s, at));
        Set<Alignment> mine = a.alignments(g);
        if (global) {
            if (a.globalPower(s, me.seat(), g) < 1) throw violation("NO_GLOBAL_POWER", "that group has no Global Power");
        } else if (!self && !mayJoin && !free) {
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
            if (secret(t) && !g.illuminati() && !secret(g) && !mayJoin && !(me.seat() == at.owner()
                    && (g.uid().equals(t.master()) || t.uid().equals(g.master()) || self))) {
                throw violation("SECRET", "only Illuminati, Secret groups, its master and puppets reach a Secret group");
            }
            if (aid && !mayTouch(s, me.seat(), at.owner())) throw violation("PROTECTED", "that player is protected");
        }
    }

    private Placed target(InwoState s, io.tabletop.games.inwo.attack.Attack at) {
        return s.player(at.owner()).placed(at.target());
    }

    /** A group's ability to draw cards for its action (Silicon Valley: "action: draw a Plot"), or null. */
    /** The bonus a card's action would add to the open attack (its AttackBonus effects that fit it), 0: none. */
    int actionBonus(InwoState s, io.tabletop.games.inwo.attack.Attack at, Placed g) {
        Placed by = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
        Placed t = at.fromHand() ? null : s.player(at.owner()).placed(at.target());
        if (t == null) return 0;
        int n = 0;
        for (Effect.AttackBonus b : a.def(g.card()).effects(Effect.AttackBonus.class)) {
            if (!b.on().covers(at.type().type())) continue;
            if (by != null && !a.matches(b.attacker(), by, a.basePower(by), false)) continue;
            if (!a.matches(b.target(), t, a.power(s, at.owner(), t), false)) continue;
            n += b.amount();
        }
        return n;
    }

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

    // ------------------------------------------------------------------ apply

    private void apply(Emitter e, int seat, InwoCommand c, Rng rng) {
        InwoState s = e.state;
        Player me = s.player(seat);
        if (io.tabletop.games.inwo.trade.Trades.handles(c)) { io.tabletop.games.inwo.trade.Trades.apply(a, e, seat, c); return; } // r4 trade
        if (c instanceof SetStops x) { e.emit(new StopsSet(seat, x.autoPass())); return; } // I6
        switch (c) {
            case ChooseLead x -> {
                e.emit(new LeadChosen(seat, x.card()));
                if (awaiting(e.state).isEmpty()) revealLeads(e, rng);
            }
            case Draw x -> {
                if (x.plot()) CardFlow.drawPlots(e, a, seat, plotDraws(s, seat)); // card flow: the first may be shown
                if (x.group()) draw(e, seat, false, 1);
                io.tabletop.games.inwo.special.Specials.drawn(e, a, seat, rng, () -> draw(e, seat, x.plot() || !x.group(), 1)); // r4 conv
                e.emit(new PhaseChanged(Phase.TAKEOVER));
            }
            case Takeover x -> {
                HandCard card = me.inHand(x.card());
                Placed m = me.placed(x.master());
                CardDef d = a.def(card.card());
                int arrow = d.kind() == CardKind.GROUP ? io.tabletop.games.inwo.structure.ArrowChoice.arrow(me, m.uid(), arrows(m), x.arrow()) : -1;
                e.emit(new CardPlaced(new Placement(seat, card.uid(), card.card(), m.uid(), arrow), true));
                InwoEvent offer = io.tabletop.games.inwo.takeover.TakeoverCancels.offer(a, e.state, seat, card.uid(), card.card(), r -> mayTouch(e.state, r, seat)); // r4 takeover
                if (offer != null) e.emit(offer);
                else placeTokens(e, seat, s.seats() == 2);
            }
            case SkipTakeover x -> placeTokens(e, seat, false);
            case InwoCommand.Attack x -> announceAttack(e, seat, x);
            case Move x -> {
                Placed m = me.placed(x.master());
                e.emit(new TokensSpent(seat, List.of(x.payer()), "MOVE"));
                e.emit(new GroupMoved(seat, x.group(), m.uid(), io.tabletop.games.inwo.structure.ArrowChoice.arrow(e.state.player(seat), m.uid(), arrows(m), x.arrow())));
            }
            case Relink x -> e.emit(new ResourceRelinked(seat, x.resource(), x.group()));
            case PlayResource x -> {
                HandCard card = me.inHand(x.card());
                e.emit(new TokensSpent(seat, List.of(me.root().uid()), "PLAY_RESOURCE"));
                e.emit(new CardPlaced(new Placement(seat, card.uid(), card.card(), x.group(), -1), false));
            }
            case IlluminatiDraw x -> {
                e.emit(new TokensSpent(seat, List.of(me.root().uid()), "ILLUMINATI_DRAW"));
                draw(e, seat, false, 1);
            }
            case BuyPlot x -> {
                List<String> payers = x.payer2() == null ? List.of(x.payer()) : List.of(x.payer(), x.payer2());
                e.emit(new PlotBought(seat, payers));
                draw(e, seat, true, 1);
            }
            case PlayPlot x -> playPlot(e, seat, x, rng);
            case Aid x -> join(e, seat, x.group(), x.global(), true);
            case Oppose x -> join(e, seat, x.group(), x.global(), false);
            case PlayAgent x -> {
                HandCard card = me.inHand(x.card());
                e.emit(new AttackJoined(new Contribution(seat, card.uid(), card.card(), Contribution.Kind.AGENT,
                        x.aid() ? 10 : 6, x.aid())));
                responded(e, seat);
            }
            case CallOff x -> e.emit(new AttackCalledOff(seat, s.attack().by()));
            case UseAbility x when io.tabletop.games.inwo.attack.Privileges.isInterferenceAbility(a, s, seat, x.group()) -> // privilege and dice
                    io.tabletop.games.inwo.attack.Privileges.use(a, s, seat, x.group()).forEach(e::emit);
            case UseAbility x when io.tabletop.games.inwo.tokens.SpentBonuses.handles(a, s, seat, x.group()) -> { io.tabletop.games.inwo.tokens.SpentBonuses.use(a, e, seat, x.group()); responded(e, seat); } // r4 tokens
            case UseAbility x when s.attack() == null && io.tabletop.games.inwo.special.Specials.flatEarthers(a, s, seat, x.group()) -> { // r4 conv
                int n = io.tabletop.games.inwo.special.Specials.useFlatEarthers(e, a, seat, x.group(), rng);
                if (n > 0) draw(e, seat, true, n);
            }
            case UseAbility x when s.attack() == null -> {
                Effect.Cards ability = drawAbility(me.placed(x.group()));
                e.emit(new TokensSpent(seat, List.of(x.group()), "ABILITY"));
                draw(e, seat, ability.deck() == io.tabletop.games.inwo.cards.Deck.PLOT, ability.count());
            }
            // PLOTS, COSTS AND TAKEOVERS: an attack bonus bought with the card's action
            case UseAbility x when s.attack() != null
                    && io.tabletop.games.inwo.plots.ActionBonuses.bonusCard(a.def(me.placed(x.group()).card())) -> {
                Placed g = me.placed(x.group());
                e.emit(new TokensSpent(seat, List.of(g.uid()), "ABILITY"));
                e.emit(new AttackJoined(new Contribution(seat, g.uid(), g.card(), Contribution.Kind.HELPER, 0, true)));
                responded(e, seat);
            }
            case UseAbility x -> {
                e.emit(new TokensSpent(seat, List.of(x.group()), "ABILITY"));
                e.emit(new AttackCancelled(seat, me.placed(x.group()).card()));
                resume(e, seat);
            }
            case Relieve x -> {
                Placed place = me.placed(x.place());
                e.emit(new Relieved(seat, place.uid(), reliefPayers(s, seat, place)));
                // modifiers aimed at a target: a payer that draws when it pays for a Relief (Boy Sprouts)
                for (String u : reliefPayers(s, seat, place)) {
                    Effect.Cards drawn = io.tabletop.games.inwo.effects.Reliefs.drawWhenPaying(a.def(me.placed(u).card()));
                    if (drawn != null) draw(e, seat, drawn.deck() == io.tabletop.games.inwo.cards.Deck.PLOT, drawn.count());
                }
            }
            case EndTurn x -> endTurn(e, seat);
            // modifiers aimed at a target
            case GiveToken x -> {
                if (x.discard() != null) e.emit(new CardDiscarded(seat, x.discard(), me.inHand(x.discard()).card(), "ABILITY_COST"));
                else e.emit(new TokensSpent(seat, List.of(x.card()), "ABILITY"));
                e.emit(new TokensGiven(seat, List.of(x.to())));
            }
            case Pass x -> pass(e, seat, rng);
            case Discard x -> {
                HandCard card = me.inHand(x.card());
                e.emit(new CardDiscarded(seat, card.uid(), card.card(), "HAND_LIMIT"));
                if (plots(e.state.player(seat)) <= a.handLimit(e.state, seat)) knock(e, seat);
            }
            // card flow
            case UseAbilityOn x when io.tabletop.games.inwo.choices.TradingCards.is(a, s.player(seat), x) -> io.tabletop.games.inwo.choices.TradingCards.use(e, seat, x); // r4 choices
            case UseAbilityOn x when reversesAlignments(s.player(seat), x) -> { // traits: Gay Activists
                int owner = s.ownerOf(x.target());
                e.emit(new TokensSpent(seat, List.of(x.group()), "ABILITY"));
                traitsChanged(e, x.target(), io.tabletop.games.inwo.effects.TraitChanges.reversed(s, s.player(owner).placed(x.target())));
                if (s.window() != null) responded(e, seat);
            }
            case UseAbilityOn x when io.tabletop.games.inwo.tokens.RivalTokens.handles(a, s, seat, x) -> io.tabletop.games.inwo.tokens.RivalTokens.use(e, a, seat, x); // r4 tokens
            case UseAbilityOn x when io.tabletop.games.inwo.replay.Replays.revives(a, s, seat, x) -> { // r4 replay
                io.tabletop.games.inwo.replay.Replays.revive(a, s, seat, x).forEach(e::emit);
                if (s.window() != null) responded(e, seat);
            }
            case UseAbilityOn x when io.tabletop.games.inwo.misc.MiscCards.switchesAlignment(a, s.player(seat), x) -> e.emit(io.tabletop.games.inwo.misc.MiscCards.switched(a, s.player(seat), x.group())); // r4 misc
            case UseAbilityOn x when io.tabletop.games.inwo.misc.MiscCards.relieves(a, s.player(seat), x) -> e.emit(io.tabletop.games.inwo.misc.MiscCards.relief(seat, x)); // r4 misc
            case UseAbilityOn x -> CardFlow.useAbility(e, a, seat, x, rng);
            case ExposePlot x -> CardFlow.playOwnPlot(e, seat, x);
            case ShowPlot x -> CardFlow.playOwnPlot(e, seat, x);
            case ReturnPlot x -> CardFlow.playOwnPlot(e, seat, x);
            case DrawFromBottom x -> {
                CardFlow.drawFromBottom(e, a, seat, plotDraws(s, seat));
                if (x.group()) draw(e, seat, false, 1);
                io.tabletop.games.inwo.special.Specials.drawn(e, a, seat, rng, () -> draw(e, seat, true, 1)); // r4 conv
                e.emit(new PhaseChanged(Phase.TAKEOVER));
            }
            case PickPlotDraw x -> {
                CardFlow.pickPlotDraw(e, a, seat, x);
                if (plotDraws(s, seat) > 1) draw(e, seat, true, plotDraws(s, seat) - 1);
                if (x.group()) draw(e, seat, false, 1);
                io.tabletop.games.inwo.special.Specials.drawn(e, a, seat, rng, () -> draw(e, seat, true, 1)); // r4 conv
                e.emit(new PhaseChanged(Phase.TAKEOVER));
            }
            // traits, restrictions and structure
            case Reorganize x -> reorganize(e, seat, x);
            // privilege and dice
            case PrivilegedAttack x -> {
                announceAttack(e, seat, x.attack(), true);
                io.tabletop.games.inwo.attack.Privileges.declare(a, e.state, seat, x).forEach(e::emit);
            }
            case ChangeRoll x -> io.tabletop.games.inwo.attack.Dice.change(a, s, seat, x, rng).forEach(e::emit);
            case CombinedAttack x -> { // the main Instant attack as usual, the other adding its Power
                HandCard combine = me.inHand(x.plot());
                HandCard other = me.inHand(x.other());
                Placed t = s.player(s.ownerOf(x.target())).placed(x.target());
                e.emit(new PlotPlayed(seat, combine.uid(), combine.card(), x.target(), false));
                playPlot(e, seat, new PlayPlot(x.main(), x.target(), null), rng);
                e.emit(new PlotPlayed(seat, other.uid(), other.card(), x.target(), false));
                e.emit(new AttackJoined(new Contribution(seat, other.uid(), other.card(), Contribution.Kind.HELPER,
                        instantOf(a.def(other.card()), t).power() // r4 conv: Rain of Frogs
                        + io.tabletop.games.inwo.special.Specials.instantBonus(s, a.def(other.card()), s.ownerOf(x.target())), true)));
            }
            case OfferTrade x -> { } // r4 trade: applied above
            case AcceptTrade x -> { }
            case DeclineTrade x -> { }
            case WithdrawTrade x -> { }
            case SetStops x -> { } // I6: handled above
            case Choose x -> io.tabletop.games.inwo.choices.Choices.choose(e, a, seat, x); // r4 choices
            case InwoCommand.ExtraTakeover x -> { // r4 takeover: the card placed; Power Grab then ends the turn at once
                Placed m = me.placed(x.master());
                int arrow = a.def(me.inHand(x.card()).card()).kind() == CardKind.GROUP ? io.tabletop.games.inwo.structure.ArrowChoice.arrow(me, m.uid(), arrows(m), x.arrow()) : -1;
                io.tabletop.games.inwo.takeover.ExtraTakeovers.apply(a, s, seat, x, arrow).forEach(e::emit);
                if (io.tabletop.games.inwo.takeover.ExtraTakeovers.endsTurn(a, s, seat, x)) finishTurn(e);
            }
        }
    }

    // ------------------------------------------------------------------ setup steps

    private void revealLeads(Emitter e, Rng rng) {
        InwoState s = e.state;
        Map<String, Integer> counts = new HashMap<>();
        for (Player p : s.players()) if (p.lead() != null && !p.lead().equals("-")) counts.merge(p.lead(), 1, Integer::sum);
        List<Placement> placed = new ArrayList<>();
        List<Placement> again = new ArrayList<>();
        for (Player p : s.players()) {
            if (p.lead() == null || p.out()) continue;
            Placement pl = new Placement(p.seat(), p.uid(p.serial()), p.lead(), p.root().uid(), 0);
            (counts.get(p.lead()) > 1 ? again : placed).add(pl);
        }
        e.emit(new LeadsRevealed(placed, again));
        if (!awaiting(e.state).isEmpty()) return; // duplicates choose again
        for (Player p : e.state.players()) draw(e, p.seat(), false, GROUPS_AT_START);
        List<Integer> contenders = new ArrayList<>(e.state.active());
        List<List<Integer>> rolls = new ArrayList<>();
        while (contenders.size() > 1) {
            List<Integer> round = new ArrayList<>();
            int best = -1;
            for (int i = 0; i < s.seats(); i++) {
                int roll = contenders.contains(i) ? 2 + rng.nextInt(6) + rng.nextInt(6) : 0;
                round.add(roll);
                best = Math.max(best, roll);
            }
            rolls.add(round);
            int top = best;
            contenders = contenders.stream().filter(i -> round.get(i) == top).toList();
        }
        int first = contenders.getFirst();
        e.emit(new FirstPlayerRolled(rolls, first));
        e.emit(new TurnStarted(first, 1));
        CardFlow.turnStarted(e, a); // card flow
    }

    /** Draws up to {@code n} cards from the top of a deck (fewer when it runs out). */
    void draw(Emitter e, int seat, boolean plot, int n) {
        Player p = e.state.player(seat);
        List<String> deck = plot ? p.plotDeck() : p.groupDeck();
        int k = Math.min(n, deck.size());
        if (k == 0) return;
        List<HandCard> cards = new ArrayList<>();
        for (int i = 0; i < k; i++) cards.add(new HandCard(p.uid(p.serial() + i), deck.get(i), false));
        e.emit(new CardsDrawn(seat, plot, k, cards));
        CardFlow.goalLimit(e, a, seat); // card flow: at most one Goal card in hand
    }

    /**
     * Plots drawn in step 1: one, plus DRAW effects of the structure at turn start (The Network: two; Pentagon: one
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
    private void placeTokens(Emitter e, int seat, boolean takeoverTax) {
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
            for (int i = c.tokens(); i < want; i++) uids.add(c.uid());
        }
        if (!uids.isEmpty()) e.emit(new TokensPlaced(seat, uids));
        e.emit(new PhaseChanged(Phase.MAIN));
    }

    // ------------------------------------------------------------------ attacks

    private Window newWindow(InwoState s, WindowKind kind, int announcer, List<Integer> only) {
        List<Integer> eligible = only != null ? only.stream().sorted().distinct().toList() : s.active();
        Window w = new Window(kind, eligible, 0, 0, s.windows() + 1);
        return new Window(kind, eligible, w.after(announcer), 0, s.windows() + 1);
    }

    private void announceAttack(Emitter e, int seat, InwoCommand.Attack x) {
        announceAttack(e, seat, x, x.privileged());
    }

    private void announceAttack(Emitter e, int seat, InwoCommand.Attack x, boolean privileged) {
        InwoState s = e.state;
        Player me = s.player(seat);
        HandCard fromHand = me.inHand(x.target());
        int owner = fromHand != null ? -1 : s.ownerOf(x.target());
        String card = fromHand != null ? fromHand.card() : s.player(owner).placed(x.target()).card();
        var at = new io.tabletop.games.inwo.attack.Attack(seat, x.attacker(), x.target(), card, owner, x.kind(),
                x.privileged(), null, null, 0, 0, List.of(), false);
        List<Integer> only = privileged ? io.tabletop.games.inwo.attack.Privileges.eligible(a, s, seat, owner) : null;
        e.emit(new AttackAnnounced(at, newWindow(s, WindowKind.ATTACK, seat, only)));
        CardFlow.whenAttacked(e, a); // card flow
        if (owner >= 0) traitsChanged(e, x.target(), io.tabletop.games.inwo.effects.TraitChanges.unsecretedBy(a, // Tabloids
                me.placed(x.attacker()), s.player(owner).placed(x.target())));
    }

    /** Whether the group may oppose this attack free (its free OPPOSE ability fits; not in its own defence). */
    private boolean freeOppose(InwoState s, int seat, Placed g, io.tabletop.games.inwo.attack.Attack at) {
        if (at.fromHand() || g.uid().equals(at.target())) return false;
        Placed leader = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
        return !a.freeOppose(s, seat, g, leader, at.attacker(), target(s, at), at.owner()).isEmpty();
    }

    private void join(Emitter e, int seat, String uid, boolean global, boolean aid) {
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
    private void responded(Emitter e, int seat) {
        Window w = e.state.window();
        e.emit(new PriorityMoved(new Window(w.kind(), w.eligible(), w.after(seat), 0, e.state.windows() + 1)));
    }

    private void pass(Emitter e, int seat, Rng rng) {
        Window w = e.state.window();
        Window next = new Window(w.kind(), w.eligible(), w.after(seat), w.passes() + 1, e.state.windows() + 1);
        e.emit(new Passed(seat, next));
        if (!next.closes()) return;
        switch (w.kind()) {
            case ATTACK -> resolve(e, rng);
            case PLOT -> resolvePlot(e, rng);
            case KNOCK -> afterKnock(e);
            case VICTORY -> afterVictory(e);
            case ROLL -> resolve(e, rng); // privilege and dice: settled with the roll as it stands
            case TAKEOVER -> { // r4 takeover: the takeover stands; tokens are placed
                e.emit(io.tabletop.games.inwo.takeover.TakeoverCancels.stood(e.state));
                placeTokens(e, e.state.current(), e.state.seats() == 2);
            }
        }
    }

    private void resolve(Emitter e, Rng rng) {
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
        e.emit(new AttackResolved(strength, dice, success, why, failedFromHand));
        if ("ELEVEN_OR_TWELVE".equals(why) && at.by() != null) fumbled(e, seat, at.by()); // PLOTS, COSTS AND TAKEOVERS
        if (success) {
            int margin = strength - roll;
            results(e, at, margin);
        } else if (targetHere && attackerHere && !at.fromHand()) {
            failedOn(e, at.owner(), at.target());
        }
        // modifiers aimed at a target: a group sucked dry dies once the attack is over
        for (var dying : io.tabletop.games.inwo.effects.Aimed.dying(a, at)) sacrifice(e, dying.getKey(), dying.getValue());
        var dies = io.tabletop.games.inwo.misc.MiscCards.dying(a, e.state, at, success); // r4 misc: CDC's failed attack
        if (dies != null && targetHere) sacrifice(e, dies.getKey(), dies.getValue());
        io.tabletop.games.inwo.plots.StandingBoosts.stay(e, a, at); // +10 on defence until end of turn
        eliminate(e);
        if (e.state.finished()) return;
        resume(e, seat);
        if (failedFromHand) io.tabletop.games.inwo.choices.Vultures.failed(e, a, seat, at.target()); // r4 choices: rivals may react
    }

    /** The attacking group's Resources lost on its roll of 11 or 12; Eliza exposes its player's hidden Plots. */
    private void fumbled(Emitter e, int seat, String by) {
        for (Placed r : io.tabletop.games.inwo.plots.FumbledRolls.lost(a, e.state, seat, by)) {
            e.emit(new CardDiscarded(seat, r.uid(), r.card(), "ELEVEN_OR_TWELVE"));
            if (!io.tabletop.games.inwo.plots.FumbledRolls.exposes(a.def(r.card()))) continue;
            List<HandCard> hidden = e.state.player(seat).hand().stream()
                    .filter(h -> !h.exposed() && a.def(h.card()).inPlotDeck()).toList();
            if (!hidden.isEmpty()) e.emit(new PlotsExposed(seat, hidden, "ELEVEN_OR_TWELVE"));
        }
    }

    private void results(Emitter e, io.tabletop.games.inwo.attack.Attack at, int margin) {
        InwoState s = e.state;
        int seat = at.attacker();
        switch (at.type()) {
            case CONTROL -> {
                Player me = s.player(seat);
                Placed by = me.placed(at.by());
                int arrow = Structures.openArrow(me, by.uid(), arrows(by));
                if (arrow < 0) return; // filled meanwhile: nowhere to go, it stays
                List<String> moved = at.fromHand() ? List.of(at.target())
                        : Structures.subtree(s.player(at.owner()), at.target()).stream().map(Placed::uid).toList();
                e.emit(new GroupCaptured(seat, at.target(), by.uid(), arrow, at.owner(), moved));
                traitsChanged(e, at.target(), io.tabletop.games.inwo.effects.TraitChanges.markedBy(a, by, // Vampires
                        e.state.player(seat).placed(at.target())));
            }
            case DESTROY, ASSASSINATION -> destroy(e, seat, at.owner(), at.target());
            case DISASTER -> {
                CardDef plot = a.def(at.plotCard());
                Placed t = s.player(at.owner()).placed(at.target());
                Effect.InstantAttack ia = instantOf(plot, t);
                if (ia != null && ia.destroyMargin() > 0 && margin >= ia.destroyMargin()) {
                    destroy(e, seat, at.owner(), at.target());
                } else if (!t.devastated()) {
                    List<String> below = Structures.subtree(s.player(at.owner()), t.uid()).stream()
                            .map(Placed::uid).filter(u -> !u.equals(t.uid())).toList();
                    e.emit(new Devastated(t.uid(), below));
                    // modifiers aimed at a target: automatic Relief
                    if (io.tabletop.games.inwo.effects.Reliefs.automatic(a, e.state, at)) e.emit(new Relieved(at.owner(), t.uid(), List.of()));
                }
            }
        }
        io.tabletop.games.inwo.replay.Replays.marks(a, e.state, at).forEach(e::emit); // r4 replay
    }

    /** An attack on a Group in play failed: its Tokens ATTACK_ON_IT_FAILED give it tokens at once (Ninjas). */
    private void failedOn(Emitter e, int owner, String uid) {
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
    private void destroy(Emitter e, int seat, int owner, String uid) {
        Player p = e.state.player(owner);
        Placed t = p.placed(uid);
        if (t == null) return;
        List<String> resources = new ArrayList<>();
        List<HandCard> toHand = new ArrayList<>();
        for (Placed c : Structures.subtree(p, uid)) {
            if (c.uid().equals(uid)) continue;
            if (c.resource() && c.master().equals(uid)) resources.add(c.uid());
            else toHand.add(new HandCard(c.uid(), c.card(), false));
        }
        e.emit(new GroupDestroyed(seat, uid, t.card(), owner, resources, toHand));
        for (Effect.Cards c : a.structureEffects(e.state, seat, Effect.Cards.class)) {
            if (c.action() == Effect.Cards.Action.DRAW && c.when() == io.tabletop.games.inwo.cards.Trigger.ON_DESTROY) {
                draw(e, seat, c.deck() == io.tabletop.games.inwo.cards.Deck.PLOT, Math.max(1, c.count()));
            }
        }
    }

    /** After an attack: back to the main phase, or the knock/victory window it interrupted starts its round again. */
    private void resume(Emitter e, int seat) {
        InwoState s = e.state;
        if (s.finished()) return;
        if (s.player(s.current()).out()) { // the player whose turn it is was eliminated: his turn ends at once
            finishTurn(e);
            return;
        }
        if (s.phase() == Phase.KNOCK || s.phase() == Phase.VICTORY) {
            WindowKind kind = s.phase() == Phase.KNOCK ? WindowKind.KNOCK : WindowKind.VICTORY;
            e.emit(new PriorityMoved(newWindow(s, kind, seat, null)));
        }
    }

    /** Elimination: after his third complete turn, a player whose Illuminati has no puppets is out. */
    private void eliminate(Emitter e) {
        for (Player p : e.state.players()) {
            if (p.out() || p.turns() < 3) continue;
            boolean puppets = p.structure().stream().anyMatch(c -> !c.illuminati() && !c.resource());
            if (!puppets && !io.tabletop.games.inwo.structure.LastPuppet.survives(a, e.state, p.seat())) e.emit(new PlayerEliminated(p.seat())); // Cthulhu's 8th kill
        }
        List<Integer> left = e.state.active();
        if (left.size() <= 1 && !e.state.finished()) e.emit(new GameEnded("ELIMINATION", left));
    }

    // ------------------------------------------------------------------ plots

    private void playPlot(Emitter e, int seat, PlayPlot x, Rng rng) {
        InwoState s = e.state;
        Player me = s.player(seat);
        HandCard card = me.inHand(x.card());
        CardDef d = a.def(card.card());
        if (io.tabletop.games.inwo.choices.DrawStepPlots.plays(d)) { io.tabletop.games.inwo.choices.DrawStepPlots.play(e, a, seat, d, x, plotDraws(s, seat)); return; } // r4 choices
        if (io.tabletop.games.inwo.takeover.TakeoverCancels.handles(d)) { // r4 takeover: the taken card back to hand
            io.tabletop.games.inwo.takeover.TakeoverCancels.play(a, s, seat, x, d).forEach(e::emit);
            if (io.tabletop.games.inwo.takeover.TakeoverCancels.endsTakeovers(d)) placeTokens(e, s.plot().seat(), false);
            return;
        }
        // modifiers aimed at a target: Earth Magic adds nothing, it lets its player's Magic groups oppose
        if (s.attack() != null && io.tabletop.games.inwo.effects.Joining.earthMagic(d)) {
            payAimed(e, seat, d, x.helper());
            e.emit(new AttackJoined(new Contribution(seat, card.uid(), card.card(), Contribution.Kind.PLUS_TEN, 0, false)));
            responded(e, seat);
            return;
        }
        // modifiers aimed at a target
        if (s.attack() != null && io.tabletop.games.inwo.effects.Aimed.plot(d)) {
            var play = io.tabletop.games.inwo.effects.Aimed.check(a, s, seat, d, x.target(), x.helper());
            payAimed(e, seat, d, x.helper());
            e.emit(new AttackJoined(new Contribution(seat, card.uid(), card.card(), Contribution.Kind.PLUS_TEN, play.value(), play.aid())));
            responded(e, seat);
            return;
        }
        if (io.tabletop.games.inwo.attack.Privileges.handles(d)) { // privilege and dice
            io.tabletop.games.inwo.attack.Privileges.play(a, s, seat, x, d).forEach(e::emit);
            return;
        }
        if (io.tabletop.games.inwo.attack.Agents.plays(d)) {
            io.tabletop.games.inwo.attack.Agents.play(a, s, seat, x, d).forEach(e::emit);
            return;
        }
        if (d.plotKind() != PlotKind.PLUS_TEN && s.attack() != null && !d.effects(Effect.AttackBonus.class).isEmpty()
                && d.effects(Effect.Cancel.class).isEmpty() && !io.tabletop.games.inwo.misc.MiscCards.linkedBonusPlot(d)) { // r4 misc
            var pay = io.tabletop.games.inwo.plots.Costs.pay(a, s, seat, d, x.helper());
            if (!pay.tokens().isEmpty()) e.emit(new TokensSpent(seat, pay.tokens(), "PLOT_COST"));
            Player p = e.state.player(seat);
            if (pay.topPlots() > 0) e.emit(new TopCardsDiscarded(seat, true, p.plotDeck().subList(0, pay.topPlots())));
            if (pay.topGroups() > 0) e.emit(new TopCardsDiscarded(seat, false, p.groupDeck().subList(0, pay.topGroups())));
            e.emit(new AttackJoined(new Contribution(seat, card.uid(), card.card(), Contribution.Kind.PLUS_TEN,
                    plotBonus(e.state, e.state.attack(), d), true)));
            responded(e, seat);
            return;
        }
        if (io.tabletop.games.inwo.plots.StandingBoosts.stands(d, s)) { io.tabletop.games.inwo.plots.StandingBoosts.play(e, seat, card, x.target()); return; } // +10 on defence until end of turn
        switch (d.plotKind()) {
            case PLUS_TEN -> {
                int amount = d.effects(Effect.Boost.class).getFirst().amount();
                boolean attackSide = seat == s.attack().attacker() && x.target().equals(s.attack().by());
                e.emit(new AttackJoined(new Contribution(seat, card.uid(), card.card(), Contribution.Kind.PLUS_TEN,
                        amount, attackSide)));
                responded(e, seat);
            }
            case ASSASSINATION, DISASTER -> {
                int owner = s.ownerOf(x.target());
                Placed t = s.player(owner).placed(x.target());
                Effect.InstantAttack ia = instantOf(d, t);
                AttackKind kind = d.plotKind() == PlotKind.ASSASSINATION ? AttackKind.ASSASSINATION : AttackKind.DISASTER;
                e.emit(new PlotPlayed(seat, card.uid(), card.card(), x.target(), false));
                var at = new io.tabletop.games.inwo.attack.Attack(seat, null, t.uid(), t.card(), owner, kind, false,
                        card.uid(), card.card(), ia.power() + io.tabletop.games.inwo.special.Specials.instantBonus(s, d, owner), // r4 conv
                        a.power(s, owner, t), List.of(), true);
                if (x.helper() != null) {
                    Placed h = me.placed(x.helper());
                    at = at.with(new Contribution(seat, h.uid(), h.card(), Contribution.Kind.HELPER, a.power(s, seat, h), true));
                }
                e.emit(new AttackAnnounced(at, newWindow(s, WindowKind.ATTACK, seat, null)));
                CardFlow.whenAttacked(e, a); // card flow
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
                if (io.tabletop.games.inwo.tokens.GoodPolls.polls(d)) { if (s.attack() == null) announce(e, seat, card, x.target()); else { io.tabletop.games.inwo.tokens.GoodPolls.playNow(e, seat, card, x.target()); responded(e, seat); } return; } // r4 tokens
                var pay = io.tabletop.games.inwo.plots.Costs.pay(a, s, seat, d, x.helper());
                // PLOTS, COSTS AND TAKEOVERS: a linked Plot, announced, or linked at once during an attack; a takeover
                if (io.tabletop.games.inwo.plots.LinkedPlots.linkedPlot(d) || io.tabletop.games.inwo.plots.Takeovers.plotTakeover(d)) {
                    if (!pay.tokens().isEmpty()) e.emit(new TokensSpent(seat, pay.tokens(), "PLOT_COST"));
                    Player p = e.state.player(seat);
                    if (pay.topPlots() > 0) e.emit(new TopCardsDiscarded(seat, true, p.plotDeck().subList(0, pay.topPlots())));
                    if (pay.topGroups() > 0) e.emit(new TopCardsDiscarded(seat, false, p.groupDeck().subList(0, pay.topGroups())));
                    if (s.attack() == null) {
                        announce(e, seat, card, x.target());
                    } else {
                        e.emit(new PlotPlayed(seat, card.uid(), card.card(), x.target(), true));
                        e.emit(new PlotLinked(seat, card.uid(), card.card(), x.target()));
                        responded(e, seat);
                    }
                    return;
                }
                if (Interpreted.oneShot(d) && !io.tabletop.games.inwo.misc.MiscCards.cancelsPending(a, s, d) // r4 misc
                        || io.tabletop.games.inwo.effects.LinkedPlots.linked(d) || io.tabletop.games.inwo.choices.Choices.plot(d) // r4 choices
                        || io.tabletop.games.inwo.tokens.LastingPlots.lasting(d)) { // r4 tokens: lasting
                    if (!pay.tokens().isEmpty()) e.emit(new TokensSpent(seat, pay.tokens(), "PLOT_COST"));
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
                resume(e, seat);
            }
            case GOAL -> throw new IllegalStateException("checked");
        }
    }

    /**
     * I7: an announced cancel's window closed with nobody cancelling it: it takes effect. A cancelled cancel gives back
     * the window it answered (a Plot's, or an attack's), the round of passes starting afresh.
     */
    private void resolveCancel(Emitter e, io.tabletop.games.inwo.plots.PendingPlot pp) {
        int seat = pp.seat();
        e.emit(new PlotPlayed(seat, pp.uid(), pp.card(), null, false));
        var target = pp.cancels();
        if (target == null) {
            e.emit(new AttackCancelled(seat, pp.card()));
            resume(e, seat);
            return;
        }
        e.emit(new PlotCancelled(seat, pp.card(), target.seat(), target.card()));
        CardFlow.takeCancelled(e, a, seat, a.def(pp.card()), target.seat(), target.card()); // card flow
        if (target.cancel()) {
            Window w = target.answers();
            Window tmp = new Window(w.kind(), w.eligible(), 0, 0, e.state.windows() + 1);
            e.emit(new WindowRestored(target.cancels(), new Window(w.kind(), w.eligible(), tmp.after(seat), 0,
                    e.state.windows() + 1)));
            return;
        }
        resume(e, seat);
    }

    /** A Plot announced: its window opens; it takes effect when the window closes (see {@link #resolvePlot}). */
    private void announce(Emitter e, int seat, HandCard card, String target) {
        e.emit(new PlotAnnounced(seat, card.uid(), card.card(), target, newWindow(e.state, WindowKind.PLOT, seat, null)));
    }

    /** The window of an announced Plot closed with nobody cancelling it: its effect. */
    private void resolvePlot(Emitter e, Rng rng) {
        InwoState s = e.state;
        var pp = s.plot();
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
                    if (!a.matches(r.groups(), g, a.basePower(g), false)) continue;
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
                if (io.tabletop.games.inwo.replay.Replays.handles(d)) for (InwoEvent x : io.tabletop.games.inwo.replay.Replays.resolve(a, s, seat, d, pp.target())) { e.emit(x); stays |= x instanceof PlotLinked; } // r4 replay
                CardFlow.resolved(e, seat, d); // card flow: a once-per-turn Plot marked
                io.tabletop.games.inwo.choices.Choices.resolve(e, a, seat, d, pp.target(), rng); // r4 choices: its first choice opens
                if (io.tabletop.games.inwo.tokens.GoodPolls.polls(d)) stays = io.tabletop.games.inwo.tokens.GoodPolls.link(e, seat, pp.uid(), pp.card(), pp.target()); // r4 tokens
                if (io.tabletop.games.inwo.tokens.LastingPlots.lasting(d) && io.tabletop.games.inwo.tokens.LastingPlots.stays(s, pp.target())) { e.emit(new PlotLinked(seat, pp.uid(), pp.card(), pp.target())); stays = true; } // r4 tokens
                // PLOTS, COSTS AND TAKEOVERS: linked if its group is still in play and fits
                if (io.tabletop.games.inwo.plots.LinkedPlots.linkedPlot(d)) {
                    int owner = s.ownerOf(pp.target());
                    if (owner >= 0 && io.tabletop.games.inwo.plots.LinkedPlots.fits(a, d, s.player(owner).placed(pp.target()))) {
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
                            checkPlacement(s, me, a.def(h.card()), me.root().uid());
                        } catch (io.tabletop.engine.RuleViolation v) {
                            placeable = false; // e.g. a unique Resource came into play meanwhile
                        }
                    }
                    if (placeable) e.emit(new CardPlaced(new Placement(seat, h.uid(), h.card(), me.root().uid(), -1), false));
                }
                Placed linkTo = s.player(seat).placed(pp.target() == null ? "" : pp.target()); // a linked Plot stays in play
                if (io.tabletop.games.inwo.effects.LinkedPlots.linked(d) && io.tabletop.games.inwo.effects.LinkedPlots.fits(a, s, d, linkTo)) {
                    traitsChanged(e, linkTo.uid(), io.tabletop.games.inwo.effects.LinkedPlots.linking(linkTo, d.id()));
                    stays = true;
                }
            }
            default -> { }
        }
        e.emit(new PlotResolved(seat, pp.uid(), pp.card(), stays));
        resume(e, seat);
    }

    // ------------------------------------------------------------------ end of turn

    private void endTurn(Emitter e, int seat) {
        for (String uid : e.state.flags().failedFromHand()) {
            HandCard c = e.state.player(seat).inHand(uid);
            if (c != null) e.emit(new CardDiscarded(seat, uid, c.card(), "FAILED_FROM_HAND"));
        }
        if (plots(e.state.player(seat)) > a.handLimit(e.state, seat)) {
            e.emit(new PhaseChanged(Phase.DISCARD));
            return;
        }
        knock(e, seat);
    }

    private void knock(Emitter e, int seat) {
        e.emit(new Knocked(seat, newWindow(e.state, WindowKind.KNOCK, seat, null)));
    }

    private void afterKnock(Emitter e) {
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
        e.emit(new VictoryDeclared(seats, goals, newWindow(s, WindowKind.VICTORY, s.current(), null)));
    }

    private void afterVictory(Emitter e) {
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
    private boolean mayWin(InwoState s, int seat) {
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

    private boolean sharesVictory(InwoState s, int seat) {
        return a.illuminatiEffects(s, seat, Effect.Goal.class).stream().anyMatch(g -> g.kind() == Effect.Goal.Kind.SHARED);
    }

    private void finishTurn(Emitter e) {
        int seat = e.state.current();
        io.tabletop.games.inwo.tokens.LastingPlots.expire(e, a, seat); // r4 tokens
        io.tabletop.games.inwo.tokens.GoodPolls.expire(e, a, seat);
        io.tabletop.games.inwo.plots.StandingBoosts.expire(e, a); // +10 on defence until end of turn
        e.emit(new TurnEnded(seat));
        eliminate(e);
        if (e.state.finished()) return;
        if (e.state.active().isEmpty()) return;
        InwoState s = e.state;
        if (s.turnLimit() > 0 && s.turn() >= s.turnLimit()) {
            e.emit(new GameEnded("TURN_LIMIT", leaders(s)));
            return;
        }
        e.emit(new TurnStarted(s.next(seat), s.turn() + 1));
        CardFlow.turnStarted(e, a); // card flow
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

    // modifiers aimed at a target
    /** A group dies by its own player's Plot: to his discard pile (no Goal credit), Resources too, puppets to hand. */
    private void sacrifice(Emitter e, int owner, String uid) {
        var gone = Structures.sacrificed(e.state.player(owner), uid);
        if (gone != null) e.emit(gone); // else gone meanwhile (captured away or destroyed)
    }

    /** Pays an aimed Plot's cost: tokens, top cards discarded. */
    private void payAimed(Emitter e, int seat, CardDef d, String helper) {
        var pay = io.tabletop.games.inwo.plots.Costs.pay(a, e.state, seat, d, helper);
        if (!pay.tokens().isEmpty()) e.emit(new TokensSpent(seat, pay.tokens(), "PLOT_COST"));
        Player p = e.state.player(seat);
        if (pay.topPlots() > 0) e.emit(new TopCardsDiscarded(seat, true, p.plotDeck().subList(0, pay.topPlots())));
        if (pay.topGroups() > 0) e.emit(new TopCardsDiscarded(seat, false, p.groupDeck().subList(0, pay.topGroups())));
    }

    static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }

    // ------------------------------------------------------------------ traits, restrictions and structure

    /** Records the traits the cards in play now lend (and reversals of a past turn ended). */
    private void settleTraits(Emitter e) {
        if (e.state.finished()) return;
        for (var ch : io.tabletop.games.inwo.effects.TraitChanges.settle(a, e.state)) e.emit(new TraitsChanged(ch.uid(), ch.traits()));
    }

    /** Records a card's changed traits (null: unchanged). */
    private void traitsChanged(Emitter e, String uid, io.tabletop.games.inwo.structure.Traits t) {
        if (t == null || e.state.ownerOf(uid) < 0) return;
        if (t.equals(e.state.player(e.state.ownerOf(uid)).placed(uid).traits())) return;
        e.emit(new TraitsChanged(uid, t));
    }

    /** Gay Activists: an ability on a target, on one's main phase or in an (ordinary) attack's window. */
    /** Whether the command names a group of the seat's whose ability reverses alignments (Gay Activists). */
    private boolean reversesAlignments(Player me, UseAbilityOn x) {
        Placed g = x.group() == null ? null : me.placed(x.group());
        return g != null && io.tabletop.games.inwo.effects.TraitChanges.reverses(a.def(g.card()));
    }

    private void checkAbilityOn(InwoState s, Player me, UseAbilityOn x) {
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

    /** A free move granted by a card (see {@link io.tabletop.games.inwo.structure.Reorganizing}). */
    private void checkReorganize(InwoState s, Player me, Reorganize x) {
        ownStep(s, Phase.MAIN);
        Placed g = ownGroup(me, x.group());
        if (g.illuminati()) throw violation("INVALID_MOVE", "the Illuminati never moves");
        Placed m = ownGroup(me, x.master());
        if (Structures.within(me, g.uid(), m.uid())) throw violation("INVALID_MOVE", "a group cannot go below itself");
        if (m.uid().equals(g.master())) throw violation("INVALID_MOVE", "the group is already there");
        if (Structures.openArrow(me, m.uid(), arrows(m)) < 0) throw violation("NO_OPEN_ARROW", "no open arrow there");
        io.tabletop.games.inwo.structure.ArrowChoice.arrow(me, m.uid(), arrows(m), x.arrow());
        io.tabletop.games.inwo.structure.Reorganizing.grant(a, s, me.seat(), g, ownGroup(me, x.by()));
    }

    private void reorganize(Emitter e, int seat, Reorganize x) {
        InwoState s = e.state;
        Player me = s.player(seat);
        Placed by = me.placed(x.by());
        Placed root = me.root();
        switch (io.tabletop.games.inwo.structure.Reorganizing.grant(a, s, seat, me.placed(x.group()), by)) {
            case REORGANIZING -> { }
            case END_OF_TURN -> traitsChanged(e, root.uid(), root.traits().withClosingOnTurn(s.turn()));
            case OPENS -> {
                e.emit(new TokensSpent(seat, List.of(by.uid(), root.uid()), "REORGANIZE"));
                traitsChanged(e, root.uid(), root.traits().withReorganizingOnTurn(s.turn()));
            }
            case ACTION -> e.emit(new TokensSpent(seat, List.of(by.uid()), "REORGANIZE"));
            case SELF -> traitsChanged(e, by.uid(), by.traits().withMovedFreeOnTurn(s.turn()));
        }
        Placed m = e.state.player(seat).placed(x.master());
        e.emit(new GroupMoved(seat, x.group(), m.uid(), io.tabletop.games.inwo.structure.ArrowChoice.arrow(e.state.player(seat), m.uid(), arrows(m), x.arrow())));
    }

    /** A Plot linked to a Group of the player's, on his own main phase (Dictatorship, Media Connections, Messiah). */
    private void checkLinkedPlot(InwoState s, Player me, PlayPlot x, CardDef d) {
        if (s.window() != null || s.current() != me.seat() || s.phase() != Phase.MAIN) {
            throw violation("NOT_NOW", d.name() + " is linked on your own main phase");
        }
        Placed t = ownGroup(me, x.target());
        if (!io.tabletop.games.inwo.effects.LinkedPlots.fits(a, s, d, t)) throw violation("INVALID_TARGET", d.name() + " cannot be linked to that group");
        if (io.tabletop.games.inwo.plots.Costs.pay(a, s, me.seat(), d, x.helper()) == null) {
            throw violation("CANNOT_PAY", "its cost cannot be paid" + (x.helper() == null ? "" : " with that group"));
        }
    }
}
