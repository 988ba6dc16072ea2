package io.tabletop.games.inwo.cardflow;

import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Deck;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Effect.Cards.Action;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import io.tabletop.games.inwo.model.Sink;

/**
 * Card flow [WDH p.5, p.16]: Plots hidden and exposed, cards seen, taken, discarded and returned to the deck, by
 * Groups' abilities (their action, or once on their player's turn) and by one-shot ordinary Plots. Hidden cards
 * picked "blind" are picked by the game's RNG (the picker cannot see them); a card seen or taken hidden goes only
 * to the seats allowed to see it (see the events' redaction); deck order is shown only to a deck's owner, and only
 * what a card lets him see.
 */
public final class CardFlow {

    private CardFlow() {}

    // ------------------------------------------------------------------ which effects are played

    /** What a Group's card-flow ability is aimed at. */
    enum Aim { RIVAL, RIVAL_EXPOSED, OWN_EXPOSED, NONE }

    /**
     * A Group's card-flow ability, used for its action (ACTION), once on its player's turn (YOUR_TURN), or once at
     * the start of his turn, before his draws (TURN_START: the I.R.S.'s tax).
     */
    public static boolean ability(Effect.Cards c) {
        if (c.perEach() != null) return false;
        if (c.when() == Trigger.TURN_START) return c.action() == Action.TAKE_TOP && aim(c) != null;
        if (c.when() != Trigger.ACTION && c.when() != Trigger.YOUR_TURN) return false;
        return aim(c) != null;
    }

    static Aim aim(Effect.Cards c) {
        boolean plot = c.deck() == Deck.PLOT;
        return switch (c.action()) {
            case EXPOSE -> plot && c.whose() == Scope.RIVAL ? Aim.RIVAL : null;
            case TAKE_TOP -> plot && c.whose() == Scope.RIVAL && c.count() > 0 ? Aim.RIVAL : null;
            case DISCARD_TOP -> c.whose() == Scope.RIVAL && c.count() > 0 ? Aim.RIVAL : null;
            case LOOK -> c.whose() == Scope.RIVAL ? Aim.RIVAL : null;
            case STEAL -> !plot && c.whose() == Scope.RIVAL && c.count() == 1 ? Aim.RIVAL : null;
            case DISCARD_CHOSEN -> plot && c.whose() == Scope.RIVAL && c.count() == 1 ? Aim.RIVAL_EXPOSED : null;
            case RETURN_TO_DECK -> plot && c.whose() == Scope.PLAYER && c.count() == 1 ? Aim.OWN_EXPOSED : null;
            case HIDE -> plot && c.whose() == Scope.PLAYER ? Aim.NONE : null;
            case SEE_TOP -> plot && c.whose() == Scope.PLAYER && c.count() > 0 ? Aim.NONE : null;
            default -> null;
        };
    }

    /**
     * A one-shot card-flow effect of an ordinary Plot, resolved by {@link #resolve}: a rival discards a hidden Plot
     * picked blind (or his exposed Plot matching the subject), a hidden Plot stolen (or his exposed one matching),
     * the last Plot of a rival's discard pile or of one's own taken into hand.
     */
    public static boolean oneShot(Effect.Cards c) {
        if (c.perEach() != null || c.deck() != Deck.PLOT || c.count() != 1) return false;
        if (c.when() != Trigger.ALWAYS && c.when() != Trigger.YOUR_TURN) return false;
        return switch (c.action()) {
            case DISCARD_CHOSEN, STEAL -> c.whose() == Scope.RIVAL;
            case TAKE_FROM_DISCARD -> c.whose() == Scope.RIVAL || c.whose() == Scope.PLAYER;
            default -> false;
        };
    }

    /**
     * Card-flow effects played besides one-shot Plots: Groups' abilities, draws when attacked, the draw step's
     * options of cards in play; the Plot a cancelling Plot takes.
     */
    public static boolean interprets(CardDef card, Effect.Cards c) {
        return switch (card.kind()) {
            case GROUP -> ability(c) || Draws.drawWhenAttacked(c) || Draws.drawStep(c) != null || Draws.watchesFirstDraw(c);
            case RESOURCE -> Draws.drawStep(c) != null;
            case PLOT -> c.action() == Action.TAKE_FROM_DISCARD && c.whose() == Scope.RIVAL && c.deck() == Deck.PLOT
                    && c.when() == Trigger.ALWAYS && takesCancelled(card);
            default -> false;
        };
    }

    /** A Plot that cancels a Plot and takes it into its player's hand (18 1/2-Minute Gap). */
    public static boolean takesCancelled(CardDef card) {
        return card.effects(Effect.Cancel.class).stream().anyMatch(x -> x.what() == Effect.Cancel.What.PLOT)
                && card.effects(Effect.Cards.class).stream().anyMatch(x -> x.action() == Action.TAKE_FROM_DISCARD
                && x.whose() == Scope.RIVAL);
    }

    /**
     * A Group's immunity of its player's Plots to exposure (MI-5), used with its action; of a hidden Plot linked to
     * it (Fidel Castro): the engine links no hidden Plot to a Group (linked Plots are played face up), so nothing can
     * ever expose one and the immunity always holds.
     */
    public static boolean interprets(CardDef card, Effect.Immunity i) {
        return card.kind() == CardKind.GROUP && i.to() == Effect.Immunity.To.EXPOSURE
                && (i.who() == Scope.PLAYER || i.who() == Scope.LINKED);
    }

    /** Whether a Group's Cost ACTION is what one of its card-flow abilities costs. */
    public static boolean paysAbility(CardDef card) {
        return card.kind() == CardKind.GROUP && card.effects(Effect.Cards.class).stream()
                .anyMatch(c -> ability(c) && c.when() == Trigger.ACTION || Draws.drawStep(c) == Draws.DrawStep.SEARCH);
    }

    /** A Plot allowed once per turn (March On Washington). */
    public static boolean oncePerTurn(Effect e) {
        return e instanceof Effect.Restriction r && r.on() == Effect.Restriction.On.ONCE_PER_TURN && r.who() == Scope.SELF;
    }

    public static void checkOncePerTurn(InwoState s, int seat, CardDef plot) {
        if (plot.effects().stream().anyMatch(CardFlow::oncePerTurn) && s.player(seat).root().moved()) {
            throw violation("ONCE_PER_TURN", plot.name() + " is played once per turn");
        }
    }

    /** A once-per-turn Plot resolved: its player's Illuminati carries the mark until the next turn starts. */
    public static void resolved(Sink e, int seat, CardDef plot) {
        if (plot.effects().stream().anyMatch(CardFlow::oncePerTurn)) {
            e.emit(new AbilityUsed(seat, e.state().player(seat).root().uid()));
        }
    }

    // ------------------------------------------------------------------ a Group's ability

    /** The group's ability of that kind: its action's, or its once-per-turn one. */
    static Effect.Cards abilityOf(Abilities a, Placed g, boolean action) {
        for (Effect.Cards c : a.def(g.card()).effects(Effect.Cards.class)) {
            if (ability(c) && (c.when() == Trigger.ACTION) == action) return c; // not its action: YOUR_TURN or TURN_START
        }
        return null;
    }

    public static void checkAbility(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x, IntPredicate mayTouch) {
        boolean answer = io.tabletop.games.inwo.turn.Answers.byAbility(a.version(), s, seat); // I9
        if (s.window() != null && !answer) throw violation("WINDOW_OPEN", "answer the open window first");
        Placed g = x.group() == null ? null : s.player(seat).placed(x.group());
        if (g == null || g.resource()) throw violation("NOT_YOUR_GROUP", "that is not a group of yours");
        Effect.Cards c = abilityOf(a, g, x.action());
        if (c == null) throw violation("NO_ABILITY", "that group has no such ability");
        Phase when = c.when() == Trigger.TURN_START ? Phase.DRAW : Phase.MAIN;
        if (answer ? when != Phase.MAIN : s.phase() != when || s.current() != seat) {
            throw violation("WRONG_PHASE", when == Phase.DRAW ? "only at the start of your turn, before your draws" : "only in your main phase");
        }
        if (a.cannotAct(s, seat, g)) throw violation("CANNOT_ACT", "that group may not act");
        if (x.action() && g.tokens() < 1) throw violation("NO_TOKEN", "that group has no token");
        if (!x.action() && g.moved()) throw violation("ONCE_PER_TURN", "that ability was used this turn");
        Player me = s.player(seat);
        switch (aim(c)) {
            case RIVAL -> {
                int owner = rivalNamed(s, seat, x.target());
                if (!mayTouch.test(owner)) throw violation("PROTECTED", "that player has not completed his first turn");
                if (a.immuneToAbilities(s, owner, s.player(owner).root(), g, seat)) throw violation("IMMUNE", "that player is immune to its ability");
                if (!reaches(a, c, s.player(owner))) throw violation("NO_EFFECT", "nothing of that player's for it");
            }
            case RIVAL_EXPOSED -> {
                int owner = holder(s, x.target());
                if (owner < 0 || owner == seat) throw violation("INVALID_TARGET", "name an exposed Plot in a rival's hand");
                if (!mayTouch.test(owner)) throw violation("PROTECTED", "that player has not completed his first turn");
                if (a.immuneToAbilities(s, owner, s.player(owner).root(), g, seat)) throw violation("IMMUNE", "that player is immune to its ability");
                HandCard h = s.player(owner).inHand(x.target());
                if (!h.exposed() || !matches(a, c, h)) throw violation("INVALID_TARGET", "name an exposed Plot in a rival's hand");
            }
            case OWN_EXPOSED -> {
                HandCard h = x.target() == null ? null : me.inHand(x.target());
                if (h == null || !h.exposed() || !plot(a, h)) throw violation("INVALID_TARGET", "name an exposed Plot of yours");
            }
            case NONE -> {
                if (x.target() != null) throw violation("INVALID_TARGET", "that ability has no target");
                boolean any = c.action() == Action.HIDE ? !exposedPlots(a, me).isEmpty() : !me.plotDeck().isEmpty();
                if (!any) throw violation("NO_EFFECT", "nothing for it");
            }
        }
    }

    public static void useAbility(Sink e, Abilities a, int seat, InwoCommand.UseAbilityOn x, Rng rng) {
        Placed g = e.state().player(seat).placed(x.group());
        Effect.Cards c = abilityOf(a, g, x.action());
        e.emit(x.action() ? new TokensSpent(seat, List.of(g.uid()), "ABILITY") : new AbilityUsed(seat, g.uid()));
        int owner = switch (aim(c)) {
            case RIVAL -> e.state().ownerOf(x.target());
            case RIVAL_EXPOSED -> holder(e.state(), x.target());
            case OWN_EXPOSED, NONE -> seat;
        };
        play(e, a, seat, c, owner, x.target(), rng);
    }

    /** Whether an ability aimed at a rival finds something of his. */
    private static boolean reaches(Abilities a, Effect.Cards c, Player r) {
        boolean plot = c.deck() == Deck.PLOT;
        return switch (c.action()) {
            case EXPOSE -> !hiddenPlots(a, r).isEmpty();
            case TAKE_TOP -> !r.plotDeck().isEmpty();
            case DISCARD_TOP -> !(plot ? r.plotDeck() : r.groupDeck()).isEmpty();
            case LOOK -> !(plot ? hiddenPlots(a, r) : groupCards(a, r)).isEmpty();
            case STEAL -> !groupCards(a, r).isEmpty();
            default -> true;
        };
    }

    // ------------------------------------------------------------------ one-shot Plots

    /** Whether a one-shot Plot's card-flow effect, aimed at {@code owner} (a rival), fits now. */
    public static boolean fits(Abilities a, InwoState s, int seat, Effect.Cards c, int owner) {
        if (!oneShot(c)) return true;
        if (c.when() == Trigger.YOUR_TURN && (s.current() != seat || s.phase() != Phase.MAIN)) return false;
        Player r = s.player(owner);
        return switch (c.action()) {
            case DISCARD_CHOSEN, STEAL -> !plotCandidates(a, r, c).isEmpty();
            case TAKE_FROM_DISCARD -> lastPlot(a, r.discard()) != null;
            default -> true;
        };
    }

    /** A one-shot Plot's card-flow effect resolves ({@code owner}: the rival aimed at, or -1 for the player's own). */
    public static void resolve(Sink e, Abilities a, int seat, Effect.Cards c, int owner, Rng rng) {
        play(e, a, seat, c, owner < 0 ? seat : owner, null, rng);
    }

    /** Rivals' Illuminati, the targets naming a rival, for a Plot with a card-flow effect aimed at a rival. */
    public static List<String> rivalTargets(CardDef plot, InwoState s) {
        boolean aimed = plot.effects(Effect.Cards.class).stream().anyMatch(c -> c.whose() == Scope.RIVAL);
        if (!aimed) return List.of();
        List<String> out = new ArrayList<>();
        for (Player p : s.players()) if (p.root() != null) out.add(p.root().uid());
        return out;
    }

    /** 18 1/2-Minute Gap: the Plot it cancelled goes from its player's discard pile into the canceller's hand. */
    public static void takeCancelled(Sink e, Abilities a, int seat, CardDef canceller, int owner, String cancelled) {
        if (!takesCancelled(canceller)) return;
        Player me = e.state().player(seat);
        if (!e.state().player(owner).discard().contains(cancelled)) return;
        e.emit(new TakenFromDiscard(seat, owner, me.uid(me.serial()), cancelled, "CANCELLED_AND_TAKEN"));
        Draws.goalLimit(e, a, seat);
    }

    // ------------------------------------------------------------------ the effects

    private static void play(Sink e, Abilities a, int seat, Effect.Cards c, int owner, String target, Rng rng) {
        Player r = e.state().player(owner);
        boolean plotDeck = c.deck() == Deck.PLOT;
        switch (c.action()) {
            case EXPOSE -> expose(e, a, seat, owner, blind(rng, hiddenPlots(a, r), c.count()), "EXPOSED_BY_RIVAL");
            case TAKE_TOP -> { // the I.R.S.'s tax: only the taxer sees what he took
                Player me = e.state().player(seat);
                int n = Math.min(c.count(), r.plotDeck().size());
                List<String> uids = new ArrayList<>();
                for (int i = 0; i < n; i++) uids.add(me.uid(me.serial() + i));
                e.emit(new TopCardsTaken(owner, seat, uids, List.copyOf(r.plotDeck().subList(0, n))));
                Draws.goalLimit(e, a, seat);
            }
            case DISCARD_TOP -> {
                List<String> deck = plotDeck ? r.plotDeck() : r.groupDeck();
                int n = Math.min(c.count(), deck.size());
                if (n > 0) e.emit(new TopCardsDiscarded(owner, plotDeck, List.copyOf(deck.subList(0, n))));
            }
            case DISCARD_CHOSEN -> {
                HandCard h = target != null ? r.inHand(target) : pickOne(rng, plotCandidates(a, r, c));
                if (h != null) e.emit(new CardDiscarded(owner, h.uid(), h.card(), "DISCARDED_BY_RIVAL"));
            }
            case RETURN_TO_DECK -> {
                HandCard h = r.inHand(target);
                e.emit(new ReturnedToDeck(owner, h.uid(), h.card(), "BOTTOM", h.exposed()));
            }
            case HIDE -> {
                List<String> uids = exposedPlots(a, r).stream().map(HandCard::uid).toList();
                if (c.count() > 0 && uids.size() > c.count()) uids = uids.subList(0, c.count()); // the longest exposed first
                e.emit(new PlotsHidden(owner, uids, "HIDDEN"));
            }
            case LOOK -> {
                List<HandCard> seen = blind(rng, plotDeck ? hiddenPlots(a, r) : groupCards(a, r), c.count());
                e.emit(new CardsSeen(seat, owner, "HAND", seen.stream().map(HandCard::uid).toList(),
                        seen.stream().map(HandCard::card).toList(), "LOOKED_AT"));
            }
            case SEE_TOP -> {
                List<String> deck = r.plotDeck();
                e.emit(new CardsSeen(seat, owner, "PLOT_DECK", null, List.copyOf(deck.subList(0, Math.min(c.count(), deck.size()))),
                        "TOP_OF_DECK"));
            }
            case STEAL -> {
                if (!plotDeck) { // Feminists: a random card of his Group deck's from his hand, kept if it matches
                    HandCard h = pickOne(rng, groupCards(a, r));
                    if (h == null) return;
                    if (c.subject() != null && !c.subject().matchesPrinted(a.def(h.card()))) {
                        e.emit(new CardsSeen(seat, owner, "HAND", List.of(h.uid()), List.of(h.card()), "DRAWN_AND_RETURNED"));
                        return;
                    }
                    e.emit(new CardTaken(owner, seat, h.uid(), h.card(), h.exposed(), "STOLEN"));
                    return;
                }
                HandCard h = pickOne(rng, plotCandidates(a, r, c));
                if (h == null) return;
                e.emit(new CardTaken(owner, seat, h.uid(), h.card(), h.exposed(), "STOLEN"));
                Draws.goalLimit(e, a, seat);
            }
            case TAKE_FROM_DISCARD -> {
                String card = lastPlot(a, r.discard());
                if (card == null) return;
                Player me = e.state().player(seat);
                e.emit(new TakenFromDiscard(seat, owner, me.uid(me.serial()), card, "TAKEN_FROM_DISCARD"));
                Draws.goalLimit(e, a, seat);
            }
            default -> throw new IllegalStateException("not a card-flow effect the engine plays: " + c);
        }
    }

    /**
     * Exposing a rival's Plots: MI-5 (an exposure immunity of his structure) stops it with its action when it has
     * a token -- always to its player's advantage, so the engine uses it for him.
     */
    public static void expose(Sink e, Abilities a, int seat, int owner, List<HandCard> cards, String why) { // public: r4 choices
        if (cards.isEmpty()) return;
        InwoState s = e.state();
        if (owner != seat) {
            for (Placed g : s.player(owner).structure()) {
                boolean guard = a.def(g.card()).effects(Effect.Immunity.class).stream()
                        .anyMatch(i -> i.to() == Effect.Immunity.To.EXPOSURE && i.who() == Scope.PLAYER);
                if (guard && !g.resource() && g.tokens() > 0 && !a.cannotAct(s, owner, g)) {
                    e.emit(new TokensSpent(owner, List.of(g.uid()), "STOP_EXPOSURE"));
                    return;
                }
            }
        }
        e.emit(new PlotsExposed(owner, cards, why));
    }

    /** The Plots a one-shot discard or steal may hit: hidden ones picked blind, or exposed ones matching its subject. */
    private static List<HandCard> plotCandidates(Abilities a, Player r, Effect.Cards c) {
        if (c.subject() == null) return hiddenPlots(a, r);
        return exposedPlots(a, r).stream().filter(h -> c.subject().matchesPrinted(a.def(h.card()))).toList();
    }

    private static boolean matches(Abilities a, Effect.Cards c, HandCard h) {
        return plot(a, h) && (c.subject() == null || c.subject().matchesPrinted(a.def(h.card())));
    }

    // ------------------------------------------------------------------ showing, exposing, returning Plots [WDH p.5]

    public static void checkOwnPlot(Abilities a, InwoState s, int seat, InwoCommand c) {
        ownMainPhase(s, seat);
        Player me = s.player(seat);
        String uid = switch (c) {
            case InwoCommand.ExposePlot x -> x.card();
            case InwoCommand.ShowPlot x -> x.card();
            case InwoCommand.ReturnPlot x -> x.card();
            default -> throw new IllegalArgumentException();
        };
        HandCard h = uid == null ? null : me.inHand(uid);
        if (h == null) throw violation("NOT_IN_HAND", "that card is not in your hand");
        if (!plot(a, h)) throw violation("NOT_A_PLOT", "only Plots are shown, exposed or returned");
        switch (c) {
            case InwoCommand.ExposePlot x -> {
                if (h.exposed()) throw violation("ALREADY_EXPOSED", "that Plot is exposed already");
            }
            case InwoCommand.ShowPlot x -> {
                if (h.exposed()) throw violation("ALREADY_EXPOSED", "everybody sees that Plot already");
                if (x.to() == seat || x.to() < 0 || x.to() >= s.seats() || s.player(x.to()).out()) {
                    throw violation("INVALID_SEAT", "show it to another player still in the game");
                }
            }
            case InwoCommand.ReturnPlot x -> {
                if (x.where() == null || !List.of("TOP", "MIDDLE", "BOTTOM").contains(x.where())) {
                    throw violation("INVALID_PLACE", "a Plot returns to the TOP, MIDDLE or BOTTOM of your deck");
                }
            }
            default -> { }
        }
    }

    public static void playOwnPlot(Sink e, int seat, InwoCommand c) {
        Player me = e.state().player(seat);
        switch (c) {
            case InwoCommand.ExposePlot x -> e.emit(new PlotsExposed(seat, List.of(me.inHand(x.card())), "BY_CHOICE"));
            case InwoCommand.ShowPlot x -> {
                HandCard h = me.inHand(x.card());
                e.emit(new CardsSeen(x.to(), seat, "HAND", List.of(h.uid()), List.of(h.card()), "SHOWN"));
            }
            case InwoCommand.ReturnPlot x -> {
                HandCard h = me.inHand(x.card());
                e.emit(new ReturnedToDeck(seat, h.uid(), h.card(), x.where(), h.exposed()));
            }
            default -> throw new IllegalArgumentException();
        }
    }

    /** Main-phase candidates: the groups' abilities on every target that could make sense, and one's own Plots. */
    public static void candidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        Player me = s.player(seat);
        List<String> targets = new ArrayList<>();
        targets.add(null);
        for (Player p : s.players()) {
            if (p.root() != null && p.seat() != seat) targets.add(p.root().uid());
            for (HandCard h : p.hand()) if (h.exposed()) targets.add(h.uid());
        }
        for (Placed g : me.structure()) {
            if (g.resource()) continue;
            for (boolean action : new boolean[] {true, false}) {
                if (abilityOf(a, g, action) == null) continue;
                for (String t : targets) out.add(new InwoCommand.UseAbilityOn(g.uid(), t, action));
            }
        }
        for (HandCard h : me.hand()) {
            if (!plot(a, h)) continue;
            out.add(new InwoCommand.ExposePlot(h.uid()));
            for (Player p : s.players()) if (p.seat() != seat) out.add(new InwoCommand.ShowPlot(h.uid(), p.seat()));
            for (String where : List.of("TOP", "MIDDLE", "BOTTOM")) out.add(new InwoCommand.ReturnPlot(h.uid(), where));
        }
    }

    // ------------------------------------------------------------------ helpers

    private static void ownMainPhase(InwoState s, int seat) {
        if (s.window() != null) throw violation("WINDOW_OPEN", "answer the open window first");
        if (s.phase() != Phase.MAIN || s.current() != seat) throw violation("WRONG_PHASE", "only in your main phase");
    }

    /** The rival named by his Illuminati's uid. */
    private static int rivalNamed(InwoState s, int seat, String target) {
        int owner = target == null ? -1 : s.ownerOf(target);
        if (owner < 0 || owner == seat || !s.player(owner).root().uid().equals(target)) {
            throw violation("INVALID_TARGET", "name a rival by his Illuminati");
        }
        return owner;
    }

    /** The seat holding a card in hand, or -1. */
    private static int holder(InwoState s, String uid) {
        if (uid == null) return -1;
        for (Player p : s.players()) if (p.inHand(uid) != null) return p.seat();
        return -1;
    }

    private static boolean plot(Abilities a, HandCard h) {
        return a.def(h.card()).inPlotDeck();
    }

    static List<HandCard> hiddenPlots(Abilities a, Player p) {
        return p.hand().stream().filter(h -> !h.exposed() && plot(a, h)).toList();
    }

    static List<HandCard> exposedPlots(Abilities a, Player p) {
        return p.hand().stream().filter(h -> h.exposed() && plot(a, h)).toList();
    }

    /** Cards of the Group deck (Groups, Resources) in a hand. */
    static List<HandCard> groupCards(Abilities a, Player p) {
        return p.hand().stream().filter(h -> !plot(a, h)).toList();
    }

    /** The last Plot put on a discard pile, or null. */
    static String lastPlot(Abilities a, List<String> discard) {
        for (int i = discard.size() - 1; i >= 0; i--) if (a.def(discard.get(i)).inPlotDeck()) return discard.get(i);
        return null;
    }

    /** {@code n} cards (0: all) picked blind: at random, kept in hand order. */
    static List<HandCard> blind(Rng rng, List<HandCard> from, int n) {
        if (n <= 0 || n >= from.size()) return from;
        List<HandCard> pool = new ArrayList<>(from);
        List<HandCard> picked = new ArrayList<>();
        for (int i = 0; i < n; i++) picked.add(pool.remove(rng.nextInt(pool.size())));
        return from.stream().filter(picked::contains).toList();
    }

    private static HandCard pickOne(Rng rng, List<HandCard> from) {
        if (from.isEmpty()) return null;
        return from.size() == 1 ? from.getFirst() : from.get(rng.nextInt(from.size()));
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
