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
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/**
 * decide: checks a command against the rules ({@link CommandChecks#check}, which throws {@link RuleViolation}) and then
 * turns it into events ({@link #apply}), settling what the events leave (traits, trades, card-specific rules) and
 * answering with standing instructions. Checking is separate so that legal moves are exactly the candidates that pass
 * it. The rules themselves live by concept in {@link CommandChecks}, {@link PlotChecks}, {@link PlotFlow},
 * {@link AttackFlow}, {@link TurnFlow} and {@link Leads}, which share this decider's abilities and rules version.
 */
final class InwoDecider {

    static final int PLOTS_AT_START = 3;
    static final int GROUPS_AT_START = 6;

    private final Abilities a;
    /** The rules version decided under: the abilities' (see {@link InwoVersion} for where versions differ). */
    private final InwoVersion version;

    final CommandChecks checks;
    final PlotChecks plotChecks;
    final PlotFlow plots;
    final AttackFlow attacks;
    final TurnFlow turns;
    final Leads leads;
    final AnnouncedPlays announced;

    InwoDecider(Abilities abilities) {
        this.a = abilities;
        this.version = abilities.version();
        this.checks = new CommandChecks(this);
        this.plotChecks = new PlotChecks(this);
        this.plots = new PlotFlow(this);
        this.attacks = new AttackFlow(this);
        this.turns = new TurnFlow(this);
        this.leads = new Leads(this);
        this.announced = new AnnouncedPlays(this);
    }

    Abilities abilities() {
        return a;
    }

    List<InwoEvent> start(InwoState s, Rng rng) {
        Emitter e = new Emitter(s);
        List<Deck> decks = new ArrayList<>();
        for (Player p : s.players()) {
            decks.add(new Deck(p.seat(), p.illuminati(), p.plotDeck().size(), p.groupDeck().size(),
                    rng.shuffle(p.plotDeck()), rng.shuffle(p.groupDeck())));
        }
        e.emit(new GameSetUp(s.basicGoal(), decks));
        for (Player p : e.state.players()) turns.draw(e, p.seat(), true, PLOTS_AT_START);
        return e.events;
    }

    List<InwoEvent> decide(InwoState s, int seat, InwoCommand c, Rng rng) {
        checks.check(s, seat, c);
        Emitter e = new Emitter(s);
        step(e, seat, c, rng);
        // I6: standing instructions answer at once, as the seat's own moves, in the same batch
        for (var auto = nextAuto(e.state); auto != null && !e.state.finished(); auto = nextAuto(e.state)) {
            step(e, auto.seat(), auto.command(), rng);
        }
        return e.events;
    }

    /**
     * The move the server plays now without waiting: the seat's standing instructions (I6), or (version 4 on) PASS for
     * a seat holding priority whose only answer is PASS and everybody can see it — no card in hand, so nothing hidden
     * could answer — rather than waiting for it (offers, any-time moves, do not count as answers).
     */
    private StandingInstructions.Auto nextAuto(InwoState s) {
        var auto = StandingInstructions.next(a, s);
        if (auto != null || !version.windowsIgnoreHiddenCards() || s.finished() || s.choice() != null || s.window() == null) {
            return auto;
        }
        int seat = s.window().priority();
        if (!s.player(seat).hand().isEmpty() || !io.tabletop.games.inwo.cardrules.Texas.held(s.player(seat)).isEmpty()) return null; // last cards D: Texas's Plot (public that it holds one)
        List<InwoCommand> answers = InwoLegalMoves.of(this, s, seat).stream()
                .filter(c -> !io.tabletop.games.inwo.trade.Trades.handles(c)).toList();
        return answers.equals(List.of(new Pass())) ? new StandingInstructions.Auto(seat, new Pass()) : null;
    }

    /** One move applied and settled. */
    void step(Emitter e, int seat, InwoCommand c, Rng rng) {
        int from = e.events.size();
        boolean answer = ability(c) && io.tabletop.games.inwo.turn.Answers.byAbility(version, e.state, seat);
        Window before = e.state.window();
        apply(e, seat, c, rng);
        if (e.state.finished()) return; // GAME_ENDED is the last event: open offers end with the game
        if (answer && e.state.window() != null && e.state.window().id() == before.id()) attacks.responded(e, seat); // I9: a response
        settleTraits(e); // traits, restrictions and structure
        List<InwoEvent> batch = e.events.subList(from, e.events.size());
        io.tabletop.games.inwo.trade.Trades.settle(a, e, List.copyOf(batch)); // r4 trade: offers lapse
        io.tabletop.games.inwo.cardrules.RolledCards.settle(e, List.copyOf(e.events.subList(from, e.events.size())), a, rng); // r4 conv
        io.tabletop.games.inwo.cardrules.SecretNames.settle(e, a, List.copyOf(e.events.subList(from, e.events.size()))); // last cards D
        io.tabletop.games.inwo.cardrules.Texas.settle(e);
        io.tabletop.games.inwo.cardrules.Warehouse23.settle(e); // last cards K
        io.tabletop.games.inwo.cardrules.Soulburner.settle(e, a, List.copyOf(e.events.subList(from, e.events.size()))); // last cards H
    }

    /** Seats the game waits for now, ascending. */
    List<Integer> awaiting(InwoState s) {
        if (s.finished()) return List.of();
        if (s.choice() != null) return io.tabletop.games.inwo.choices.Choices.awaiting(s); // r4 choices
        if (s.window() != null) return List.of(s.window().priority());
        return switch (s.phase()) {
            case LEAD -> s.players().stream().filter(p -> !p.out() && leads.needsLead(p)).map(Player::seat).toList();
            case DRAW, TAKEOVER, MAIN, DISCARD -> List.of(s.current());
            case KNOCK, VICTORY, FINISHED -> List.of();
        };
    }

    static boolean ability(InwoCommand c) {
        return c instanceof UseAbility || c instanceof UseAbilityOn || c instanceof GiveToken;
    }

    void apply(Emitter e, int seat, InwoCommand c, Rng rng) {
        InwoState s = e.state;
        Player me = s.player(seat);
        if (io.tabletop.games.inwo.trade.Trades.handles(c)) { io.tabletop.games.inwo.trade.Trades.apply(a, e, seat, c); return; } // r4 trade
        if (c instanceof SetStops x) { e.emit(new StopsSet(seat, x.autoPass())); return; } // I6
        switch (c) {
            case ChooseLead x -> {
                e.emit(new LeadChosen(seat, x.card()));
                if (awaiting(e.state).isEmpty()) leads.revealLeads(e, rng);
            }
            case Draw x -> {
                if (x.plot()) io.tabletop.games.inwo.cardflow.Draws.drawPlots(e, a, seat, turns.plotDraws(s, seat)); // card flow: the first may be shown
                if (x.group()) turns.draw(e, seat, false, 1);
                io.tabletop.games.inwo.cardrules.ExtraDraws.drawn(e, a, seat, rng, () -> turns.draw(e, seat, x.plot() || !x.group(), 1)); // r4 conv
                e.emit(new PhaseChanged(Phase.TAKEOVER));
            }
            case Takeover x when io.tabletop.games.inwo.cardrules.Warehouse23.copyHidden(a, s, me.inHand(x.card()).card()) -> // last cards K: its hidden copy shown, no takeover
                    io.tabletop.games.inwo.cardrules.Warehouse23.showing(a, s, me.inHand(x.card()).card()).forEach(e::emit);
            case Takeover x when io.tabletop.games.inwo.cardrules.Warehouse23.hides(me, x.master()) -> { // last cards K: into Warehouse 23, face down
                e.emit(io.tabletop.games.inwo.cardrules.Warehouse23.hide(me, x.master(), me.inHand(x.card())));
                turns.placeTokens(e, seat, s.seats() == 2);
            }
            case Takeover x -> {
                HandCard card = me.inHand(x.card());
                Placed m = me.placed(x.master());
                CardDef d = a.def(card.card());
                int arrow = d.kind() == CardKind.GROUP ? io.tabletop.games.inwo.structure.ArrowChoice.arrow(me, m.uid(), checks.arrows(m), x.arrow()) : -1;
                e.emit(new CardPlaced(new Placement(seat, card.uid(), card.card(), m.uid(), arrow), true));
                InwoEvent offer = io.tabletop.games.inwo.takeover.TakeoverCancels.offer(a, e.state, seat, card.uid(), card.card(), r -> checks.mayTouch(e.state, r, seat)); // r4 takeover
                if (offer != null) e.emit(offer);
                else turns.placeTokens(e, seat, s.seats() == 2);
            }
            case SkipTakeover x -> turns.placeTokens(e, seat, false);
            case InwoCommand.Attack x -> attacks.announceAttack(e, seat, x);
            case Move x -> {
                Placed m = me.placed(x.master());
                e.emit(new TokensSpent(seat, List.of(x.payer()), "MOVE"));
                e.emit(new GroupMoved(seat, x.group(), m.uid(), io.tabletop.games.inwo.structure.ArrowChoice.arrow(e.state.player(seat), m.uid(), checks.arrows(m), x.arrow())));
            }
            case Relink x -> e.emit(new ResourceRelinked(seat, x.resource(), x.group()));
            case PlayResource x when io.tabletop.games.inwo.cardrules.Warehouse23.copyHidden(a, s, me.inHand(x.card()).card()) -> // last cards K: its hidden copy shown, nothing spent
                    io.tabletop.games.inwo.cardrules.Warehouse23.showing(a, s, me.inHand(x.card()).card()).forEach(e::emit);
            case PlayResource x -> {
                HandCard card = me.inHand(x.card());
                e.emit(new TokensSpent(seat, List.of(me.root().uid()), "PLAY_RESOURCE"));
                if (io.tabletop.games.inwo.cardrules.Warehouse23.hides(me, x.group())) e.emit(io.tabletop.games.inwo.cardrules.Warehouse23.hide(me, x.group(), card)); // last cards K
                else e.emit(new CardPlaced(new Placement(seat, card.uid(), card.card(), x.group(), -1), false));
            }
            case IlluminatiDraw x -> {
                e.emit(new TokensSpent(seat, List.of(me.root().uid()), "ILLUMINATI_DRAW"));
                turns.draw(e, seat, false, 1);
            }
            case BuyPlot x -> {
                List<String> payers = x.payer2() == null ? List.of(x.payer()) : List.of(x.payer(), x.payer2());
                e.emit(new PlotBought(seat, payers));
                turns.draw(e, seat, true, 1);
            }
            case PlayPlot x -> {
                io.tabletop.games.inwo.cardrules.Texas.release(e, seat, x.card()); // last cards D: a Plot Texas held
                plots.playPlot(e, seat, x, rng);
            }
            case Aid x -> attacks.join(e, seat, x.group(), x.global(), true);
            case Oppose x -> attacks.join(e, seat, x.group(), x.global(), false);
            case PlayAgent x -> {
                HandCard card = me.inHand(x.card());
                e.emit(new AttackJoined(new Contribution(seat, card.uid(), card.card(), Contribution.Kind.AGENT,
                        x.aid() ? 10 : 6, x.aid())));
                attacks.responded(e, seat);
            }
            case CallOff x -> e.emit(new AttackCalledOff(seat, s.attack().by()));
            case UseAbility x when io.tabletop.games.inwo.cardrules.ImeldaMarcos.handles(s, seat, x.group()) -> { // last cards: she dies, or her Power is 5
                if (io.tabletop.games.inwo.cardrules.ImeldaMarcos.roll(e, a, seat, x.group(), rng)) {
                    attacks.destroy(e, s.attack().owner(), seat, x.group()); // counts as destroyed for the target's owner
                    e.emit(new AttackCancelled(seat, me.placed(x.group()).card()));
                    attacks.resume(e, seat);
                } else {
                    attacks.responded(e, seat);
                }
            }
            case UseAbility x when io.tabletop.games.inwo.attack.Privileges.isInterferenceAbility(a, s, seat, x.group()) -> // privilege and dice
                    io.tabletop.games.inwo.attack.Privileges.use(a, s, seat, x.group()).forEach(e::emit);
            case UseAbility x when io.tabletop.games.inwo.tokens.SpentBonuses.handles(a, s, seat, x.group()) -> { io.tabletop.games.inwo.tokens.SpentBonuses.use(a, e, seat, x.group()); attacks.responded(e, seat); } // r4 tokens
            case UseAbility x when s.attack() == null && io.tabletop.games.inwo.cardrules.ExtraDraws.flatEarthers(a, s, seat, x.group()) -> { // r4 conv
                int n = io.tabletop.games.inwo.cardrules.ExtraDraws.useFlatEarthers(e, a, seat, x.group(), rng);
                if (n > 0) turns.draw(e, seat, true, n);
            }
            case UseAbility x when s.attack() == null -> {
                Effect.Cards ability = attacks.drawAbility(me.placed(x.group()));
                e.emit(new TokensSpent(seat, List.of(x.group()), "ABILITY"));
                turns.draw(e, seat, ability.deck() == io.tabletop.games.inwo.cards.Deck.PLOT, ability.count());
            }
            case UseAbility x when io.tabletop.games.inwo.attack.Hindrances.handles(a, s, seat, x.group()) -> { // last cards: Weather Satellite
                io.tabletop.games.inwo.attack.Hindrances.use(a, e, seat, x.group());
                attacks.responded(e, seat);
            }
            // PLOTS, COSTS AND TAKEOVERS: an attack bonus bought with the card's action
            case UseAbility x when s.attack() != null
                    && io.tabletop.games.inwo.abilities.ActionBonuses.bonusCard(a.def(me.placed(x.group()).card())) -> {
                Placed g = me.placed(x.group());
                e.emit(new TokensSpent(seat, List.of(g.uid()), "ABILITY"));
                e.emit(new AttackJoined(new Contribution(seat, g.uid(), g.card(), Contribution.Kind.HELPER, 0, true)));
                attacks.responded(e, seat);
            }
            case UseAbility x -> {
                e.emit(new TokensSpent(seat, List.of(x.group()), "ABILITY"));
                e.emit(new AttackCancelled(seat, me.placed(x.group()).card()));
                attacks.resume(e, seat);
            }
            case Relieve x -> {
                Placed place = me.placed(x.place());
                e.emit(new Relieved(seat, place.uid(), attacks.reliefPayers(s, seat, place)));
                // modifiers aimed at a target: a payer that draws when it pays for a Relief (Boy Sprouts)
                for (String u : attacks.reliefPayers(s, seat, place)) {
                    Effect.Cards drawn = io.tabletop.games.inwo.effects.Reliefs.drawWhenPaying(a.def(me.placed(u).card()));
                    if (drawn != null) turns.draw(e, seat, drawn.deck() == io.tabletop.games.inwo.cards.Deck.PLOT, drawn.count());
                }
            }
            case EndTurn x -> turns.endTurn(e, seat);
            // modifiers aimed at a target
            case GiveToken x -> {
                if (x.discard() != null) e.emit(new CardDiscarded(seat, x.discard(), me.inHand(x.discard()).card(), "ABILITY_COST"));
                else e.emit(new TokensSpent(seat, List.of(x.card()), "ABILITY"));
                e.emit(new TokensGiven(seat, List.of(x.to())));
            }
            case Pass x -> attacks.pass(e, seat, rng);
            case Discard x -> {
                HandCard card = me.inHand(x.card());
                e.emit(new CardDiscarded(seat, card.uid(), card.card(), "HAND_LIMIT"));
                if (checks.plots(e.state.player(seat)) <= a.handLimit(e.state, seat)) turns.knock(e, seat);
            }
            // card flow
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.ImmortalitySerum.handles(s.player(seat), x) -> { // last cards H: the Personality seized
                if (io.tabletop.games.inwo.cardrules.ImmortalitySerum.seize(e, a, seat, x)) turns.placeTokens(e, e.state.current(), e.state.seats() == 2);
                else attacks.resume(e, seat); // an attack from hand called off
            }
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.Warehouse23.handles(s.player(seat), x) -> io.tabletop.games.inwo.cardrules.Warehouse23.bringOut(e, seat, x); // last cards K
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.Texas.handles(s.player(seat), x) -> io.tabletop.games.inwo.cardrules.Texas.hold(e, seat, x); // last cards D
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.MindControlLasers.handles(s.player(seat), x) -> io.tabletop.games.inwo.cardrules.MindControlLasers.aim(a, e, seat, x); // last cards C
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.LiquorCompanies.handles(s.player(seat), x) -> io.tabletop.games.inwo.cardrules.LiquorCompanies.use(e, seat, x); // last cards C
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.LasVegas.handles(a, s.player(seat), x) -> io.tabletop.games.inwo.cardrules.LasVegas.offer(e, seat, x); // last cards
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.SuicideSquad.handles(a, s.player(seat), x) -> io.tabletop.games.inwo.cardrules.SuicideSquad.strike(e, seat, x, rng); // last cards
            case UseAbilityOn x when io.tabletop.games.inwo.choices.TradingCards.is(a, s.player(seat), x) -> io.tabletop.games.inwo.choices.TradingCards.use(e, seat, x); // r4 choices
            case UseAbilityOn x when checks.reversesAlignments(s.player(seat), x) -> { // traits: Gay Activists
                int owner = s.ownerOf(x.target());
                e.emit(new TokensSpent(seat, List.of(x.group()), "ABILITY"));
                traitsChanged(e, x.target(), io.tabletop.games.inwo.effects.TraitChanges.reversed(s, s.player(owner).placed(x.target())));
                if (s.window() != null) attacks.responded(e, seat);
            }
            case UseAbilityOn x when io.tabletop.games.inwo.tokens.RivalTokens.handles(a, s, seat, x) -> io.tabletop.games.inwo.tokens.RivalTokens.use(e, a, seat, x); // r4 tokens
            case UseAbilityOn x when io.tabletop.games.inwo.replay.Replays.revives(a, s, seat, x) -> { // r4 replay
                io.tabletop.games.inwo.replay.Replays.revive(a, s, seat, x).forEach(e::emit);
                if (s.window() != null) attacks.responded(e, seat);
            }
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.GeorgeBush.switchesAlignment(a, s.player(seat), x) -> e.emit(io.tabletop.games.inwo.cardrules.GeorgeBush.switched(a, s.player(seat), x.group())); // r4 misc
            case UseAbilityOn x when io.tabletop.games.inwo.cardrules.DiseaseControl.relieves(a, s.player(seat), x) -> e.emit(io.tabletop.games.inwo.cardrules.DiseaseControl.relief(seat, x)); // r4 misc
            case UseAbilityOn x -> {
                CardFlow.useAbility(e, a, seat, x, rng);
                io.tabletop.games.inwo.cardrules.TaxReform.taxAll(e, a, seat, x); // last cards F: Tax Reform
            }
            case ExposePlot x -> CardFlow.playOwnPlot(e, seat, x);
            case ShowPlot x -> CardFlow.playOwnPlot(e, seat, x);
            case ReturnPlot x -> CardFlow.playOwnPlot(e, seat, x);
            case DrawFromBottom x -> {
                io.tabletop.games.inwo.cardflow.Draws.drawFromBottom(e, a, seat, turns.plotDraws(s, seat));
                if (x.group()) turns.draw(e, seat, false, 1);
                io.tabletop.games.inwo.cardrules.ExtraDraws.drawn(e, a, seat, rng, () -> turns.draw(e, seat, true, 1)); // r4 conv
                e.emit(new PhaseChanged(Phase.TAKEOVER));
            }
            case PickPlotDraw x -> {
                io.tabletop.games.inwo.cardflow.Draws.pickPlotDraw(e, a, seat, x);
                if (turns.plotDraws(s, seat) > 1) turns.draw(e, seat, true, turns.plotDraws(s, seat) - 1);
                if (x.group()) turns.draw(e, seat, false, 1);
                io.tabletop.games.inwo.cardrules.ExtraDraws.drawn(e, a, seat, rng, () -> turns.draw(e, seat, true, 1)); // r4 conv
                e.emit(new PhaseChanged(Phase.TAKEOVER));
            }
            // traits, restrictions and structure
            case Reorganize x -> turns.reorganize(e, seat, x);
            // privilege and dice
            case PrivilegedAttack x -> {
                attacks.announceAttack(e, seat, x.attack(), true);
                io.tabletop.games.inwo.attack.Privileges.declare(a, e.state, seat, x).forEach(e::emit);
            }
            case BarredAttack x -> { // last cards: Multinational Oil Companies
                attacks.announceAttack(e, seat, x.attack());
                e.emit(io.tabletop.games.inwo.attack.Barring.bar(a, e.state, seat, x));
            }
            case ChangeRoll x -> io.tabletop.games.inwo.attack.Dice.change(a, s, seat, x, rng).forEach(e::emit);
            case CombinedAttack x -> { // the main Instant attack as usual, the other adding its Power
                HandCard combine = me.inHand(x.plot());
                HandCard other = me.inHand(x.other());
                Placed t = s.player(s.ownerOf(x.target())).placed(x.target());
                e.emit(new PlotPlayed(seat, combine.uid(), combine.card(), x.target(), false));
                plots.playPlot(e, seat, new PlayPlot(x.main(), x.target(), null), rng);
                e.emit(new PlotPlayed(seat, other.uid(), other.card(), x.target(), false));
                e.emit(new AttackJoined(new Contribution(seat, other.uid(), other.card(), Contribution.Kind.HELPER,
                        attacks.instantOf(a.def(other.card()), t).power() // r4 conv: Rain of Frogs
                        + io.tabletop.games.inwo.abilities.SpecialModifiers.instantBonus(s, a.def(other.card()), s.ownerOf(x.target())), true)));
            }
            case OfferTrade x -> { } // r4 trade: applied above
            case AcceptTrade x -> { }
            case DeclineTrade x -> { }
            case WithdrawTrade x -> { }
            case SetStops x -> { } // I6: handled above
            case Choose x when io.tabletop.games.inwo.cardrules.MindControlLasers.choosing(s) -> { // last cards C: the change named
                io.tabletop.games.inwo.cardrules.MindControlLasers.change(e, seat, x);
                if (e.state.window() != null) attacks.responded(e, seat);
            }
            case Choose x when io.tabletop.games.inwo.cardrules.SecretNames.naming(s) -> io.tabletop.games.inwo.cardrules.SecretNames.name(e, seat, x); // last cards D
            case Choose x when io.tabletop.games.inwo.cardrules.AnnualConvention.asking(s) -> attacks.conventionChosen(e, seat, x); // last cards G
            case Choose x when io.tabletop.games.inwo.cardrules.LasVegas.betting(s) -> io.tabletop.games.inwo.cardrules.LasVegas.bet(e, seat, x, rng); // last cards: the dice
            case Choose x when io.tabletop.games.inwo.cardrules.Soulburner.choosing(s) -> io.tabletop.games.inwo.cardrules.Soulburner.chosen(e, a, seat, x); // last cards H
            case Choose x -> io.tabletop.games.inwo.choices.Choices.choose(e, a, seat, x, io.tabletop.games.inwo.interpreter.Interpreted::implemented); // r4 choices
            case InwoCommand.ExtraTakeover x when io.tabletop.games.inwo.cardrules.Warehouse23.copyHidden(a, s, me.inHand(x.card()).card()) -> // last cards K
                    io.tabletop.games.inwo.cardrules.Warehouse23.showing(a, s, me.inHand(x.card()).card()).forEach(e::emit);
            case InwoCommand.ExtraTakeover x -> { // r4 takeover: the card placed; Power Grab then ends the turn at once
                Placed m = me.placed(x.master());
                int arrow = a.def(me.inHand(x.card()).card()).kind() == CardKind.GROUP ? io.tabletop.games.inwo.structure.ArrowChoice.arrow(me, m.uid(), checks.arrows(m), x.arrow()) : -1;
                io.tabletop.games.inwo.takeover.ExtraTakeovers.apply(a, s, seat, x, arrow).forEach(e::emit);
                if (io.tabletop.games.inwo.takeover.ExtraTakeovers.endsTurn(a, s, seat, x)) turns.finishTurn(e);
            }
        }
    }

    static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }

    /** Records the traits the cards in play now lend (and reversals of a past turn ended). */
    void settleTraits(Emitter e) {
        if (e.state.finished()) return;
        for (var ch : io.tabletop.games.inwo.effects.TraitChanges.settle(a, e.state)) e.emit(new TraitsChanged(ch.uid(), ch.traits()));
    }

    /** Records a card's changed traits (null: unchanged). */
    void traitsChanged(Emitter e, String uid, io.tabletop.games.inwo.model.Traits t) {
        if (t == null || e.state.ownerOf(uid) < 0) return;
        if (t.equals(e.state.player(e.state.ownerOf(uid)).placed(uid).traits())) return;
        e.emit(new TraitsChanged(uid, t));
    }

    // ------------------------------------------------------------------ for legal moves and views

    void check(InwoState s, int seat, InwoCommand c) {
        checks.check(s, seat, c);
    }

    int arrows(Placed p) {
        return checks.arrows(p);
    }

    boolean mayTouch(InwoState s, int seat, int owner) {
        return checks.mayTouch(s, seat, owner);
    }

    int plots(Player p) {
        return checks.plots(p);
    }

    Effect.Cards drawAbility(Placed g) {
        return attacks.drawAbility(g);
    }
}
