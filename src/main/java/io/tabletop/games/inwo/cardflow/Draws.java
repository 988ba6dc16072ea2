package io.tabletop.games.inwo.cardflow;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
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
import io.tabletop.games.inwo.model.Sink;

/**
 * Draws [WDH p.2, p.16]: the cards drawn from the top of a deck, and what cards in play change of them — a rival's
 * first Plot draw shown (The Great Pyramid), draws from the bottom, a draw picked from the top cards seen (Crystal
 * Skull) or from the whole deck (Rosicrucians), the top seen before the draws (Shroud), a draw when attacked (Gun
 * Lobby) — and the Goal-card limit every draw is checked against. The rest of card flow is in {@link CardFlow}.
 */
public final class Draws {

    private Draws() {}

    /** The Great Pyramid: each rival shows its player the first Plot he draws in his draw step. */
    static boolean watchesFirstDraw(Effect.Cards c) {
        return c.action() == Action.LOOK && c.deck() == Deck.PLOT && c.whose() == Scope.RIVALS && c.count() == 1
                && c.when() == Trigger.TURN_START && c.perEach() == null;
    }

    /**
     * The draw step's Plot draws from the top (as the decider's draw), the first of them shown to each rival whose
     * structure watches it (The Great Pyramid).
     */
    public static void drawPlots(Sink e, Abilities a, int seat, int n) {
        int before = e.state().player(seat).serial();
        draw(e, a, seat, true, n);
        Player p = e.state().player(seat);
        if (p.serial() > before) showFirstDraw(e, a, seat, p.inHand(p.uid(before)));
    }

    private static void showFirstDraw(Sink e, Abilities a, int seat, HandCard first) {
        if (first == null || !a.def(first.card()).inPlotDeck()) return;
        for (Player w : e.state().players()) {
            if (w.seat() == seat || w.out()) continue;
            boolean watches = a.structureEffects(e.state(), w.seat(), Effect.Cards.class).stream().anyMatch(Draws::watchesFirstDraw);
            if (watches) {
                e.emit(new CardsSeen(w.seat(), seat, "HAND", List.of(first.uid()), List.of(first.card()), "FIRST_DRAW_SHOWN"));
            }
        }
    }

    /** Gun Lobby: a Plot drawn whenever a Group of its structure matching the subject is attacked. */
    static boolean drawWhenAttacked(Effect.Cards c) {
        return c.action() == Action.DRAW && c.when() == Trigger.WHEN_ATTACKED && c.whose() == Scope.PLAYER
                && c.perEach() == null && c.count() > 0;
    }

    /** What a card in play changes in its player's draw step. */
    enum DrawStep { SEE_TOP, FROM_BOTTOM, PICK_FROM_TOP, SEARCH }

    static DrawStep drawStep(Effect.Cards c) {
        if (c.deck() != Deck.PLOT || c.whose() != Scope.PLAYER || c.perEach() != null) return null;
        return switch (c.action()) {
            case SEE_TOP -> c.when() == Trigger.TURN_START && c.count() > 0 ? DrawStep.SEE_TOP : null;
            case DRAW_BOTTOM -> c.when() == Trigger.TURN_START ? DrawStep.FROM_BOTTOM : null;
            case PICK_FROM_TOP -> c.when() == Trigger.TURN_START && c.count() > 0 ? DrawStep.PICK_FROM_TOP
                    : c.when() == Trigger.ACTION && c.count() == 0 ? DrawStep.SEARCH : null;
            default -> null;
        };
    }

    // ------------------------------------------------------------------ draws

    /** Draws up to {@code n} cards from the top of a deck (fewer when it runs out), then the Goal-card limit. */
    public static void draw(Sink e, Abilities a, int seat, boolean plot, int n) {
        Player p = e.state().player(seat);
        if (e.state().flags().seized() && e.state().current() == seat) return; // last cards I: Seize The Time!'s turn, no draws
        List<String> deck = plot ? p.plotDeck() : p.groupDeck();
        int k = Math.min(n, deck.size());
        if (k == 0) return;
        List<HandCard> cards = new ArrayList<>();
        for (int i = 0; i < k; i++) cards.add(new HandCard(p.uid(p.serial() + i), deck.get(i), false));
        e.emit(new CardsDrawn(seat, plot, k, cards));
        goalLimit(e, a, seat);
    }

    /** An attack was announced: Gun Lobby's player draws when a Group of his matching is attacked. */
    public static void whenAttacked(Sink e, Abilities a) {
        var at = e.state().attack();
        if (at == null || at.fromHand() || at.owner() < 0) return;
        Player p = e.state().player(at.owner());
        Placed t = p.placed(at.target());
        if (t == null) return;
        for (Placed c : p.structure()) {
            for (Effect.Cards x : a.def(c.card()).effects(Effect.Cards.class)) {
                if (drawWhenAttacked(x) && (x.subject() == null || a.matches(e.state(), x.subject(), t, a.basePower(t), false))) {
                    draw(e, a, at.owner(), x.deck() == Deck.PLOT, x.count());
                }
            }
        }
    }

    /** A turn started: cards in play show their player the top of his Plot deck before his draws (Shroud, Crystal Skull). */
    public static void turnStarted(Sink e, Abilities a) {
        InwoState s = e.state();
        int seat = s.current();
        int see = 0;
        for (Effect.Cards c : a.structureEffects(s, seat, Effect.Cards.class)) {
            DrawStep d = drawStep(c);
            if (d == DrawStep.SEE_TOP || d == DrawStep.PICK_FROM_TOP) see = Math.max(see, c.count());
        }
        List<String> deck = s.player(seat).plotDeck();
        if (see > 0 && !deck.isEmpty()) {
            e.emit(new CardsSeen(seat, seat, "PLOT_DECK", null, List.copyOf(deck.subList(0, Math.min(see, deck.size()))),
                    "BEFORE_DRAWS"));
        }
    }

    private static boolean has(Abilities a, InwoState s, int seat, DrawStep step) {
        return a.structureEffects(s, seat, Effect.Cards.class).stream().anyMatch(c -> drawStep(c) == step);
    }

    private static void drawStep(InwoState s, int seat) {
        if (s.window() != null) throw violation("WINDOW_OPEN", "answer the open window first");
        if (s.phase() != Phase.DRAW || s.current() != seat) throw violation("WRONG_PHASE", "only in your draw step");
    }

    public static void checkDrawFromBottom(Abilities a, InwoState s, int seat) {
        drawStep(s, seat);
        if (!has(a, s, seat, DrawStep.FROM_BOTTOM)) throw violation("NO_ABILITY", "nothing lets you draw from the bottom");
        if (s.player(seat).plotDeck().isEmpty()) throw violation("DECK_EMPTY", "your Plot deck is empty");
    }

    public static void drawFromBottom(Sink e, Abilities a, int seat, int n) {
        Player p = e.state().player(seat);
        List<String> deck = p.plotDeck();
        int k = Math.min(n, deck.size());
        List<HandCard> cards = new ArrayList<>();
        for (int i = 0; i < k; i++) cards.add(new HandCard(p.uid(p.serial() + i), deck.get(deck.size() - 1 - i), false));
        e.emit(new BottomCardsDrawn(seat, k, cards));
        if (!cards.isEmpty()) showFirstDraw(e, a, seat, e.state().player(seat).inHand(cards.getFirst().uid()));
        goalLimit(e, a, seat);
    }

    /** Rosicrucians with a token: a search of the whole deck, for their action; else null. */
    private static Placed searcher(Abilities a, InwoState s, int seat) {
        for (Placed g : s.player(seat).structure()) {
            if (g.resource() || g.tokens() < 1 || a.cannotAct(s, seat, g)) continue;
            if (a.def(g.card()).effects(Effect.Cards.class).stream().anyMatch(c -> drawStep(c) == DrawStep.SEARCH)) return g;
        }
        return null;
    }

    /** How many of the top cards Crystal Skull lets one pick from (0: none). */
    private static int pickable(Abilities a, InwoState s, int seat) {
        int n = 0;
        for (Effect.Cards c : a.structureEffects(s, seat, Effect.Cards.class)) {
            if (drawStep(c) == DrawStep.PICK_FROM_TOP) n = Math.max(n, c.count());
        }
        return n;
    }

    public static void checkPickPlotDraw(Abilities a, InwoState s, int seat, InwoCommand.PickPlotDraw x) {
        drawStep(s, seat);
        List<String> deck = s.player(seat).plotDeck();
        int top = Math.min(pickable(a, s, seat), deck.size());
        if (top == 0 && searcher(a, s, seat) == null) throw violation("NO_ABILITY", "nothing lets you pick your draw");
        if (x.card() == null || !deck.contains(x.card())) throw violation("NOT_IN_DECK", "that card is not in your Plot deck");
        if (!deck.subList(0, top).contains(x.card()) && searcher(a, s, seat) == null) {
            throw violation("NOT_ON_TOP", "pick one of the top " + top + " cards you saw");
        }
    }

    /** The picked draw: from the top cards seen when it is there (no cost), else by Rosicrucians' search (their action). */
    public static void pickPlotDraw(Sink e, Abilities a, int seat, InwoCommand.PickPlotDraw x) {
        InwoState s = e.state();
        Player p = s.player(seat);
        int top = Math.min(pickable(a, s, seat), p.plotDeck().size());
        int index = p.plotDeck().subList(0, top).indexOf(x.card());
        if (index < 0) {
            e.emit(new TokensSpent(seat, List.of(searcher(a, s, seat).uid()), "ABILITY"));
            index = p.plotDeck().indexOf(x.card());
        }
        String uid = p.uid(e.state().player(seat).serial());
        e.emit(new PlotPicked(seat, uid, x.card(), index));
        showFirstDraw(e, a, seat, e.state().player(seat).inHand(uid));
        goalLimit(e, a, seat);
    }

    /** Draw-step candidates: drawing from the bottom, and each card that could be picked. */
    public static void drawCandidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        if (has(a, s, seat, DrawStep.FROM_BOTTOM)) {
            out.add(new InwoCommand.DrawFromBottom(true));
            out.add(new InwoCommand.DrawFromBottom(false));
        }
        List<String> deck = s.player(seat).plotDeck();
        List<String> pool = searcher(a, s, seat) != null ? deck : deck.subList(0, Math.min(pickable(a, s, seat), deck.size()));
        for (String id : new java.util.TreeSet<>(pool)) {
            out.add(new InwoCommand.PickPlotDraw(id, true));
            out.add(new InwoCommand.PickPlotDraw(id, false));
        }
        CardFlow.candidates(a, s, seat, out); // the I.R.S.'s tax
    }

    // ------------------------------------------------------------------ the Goal-card limit [WDH p.16]

    /**
     * At most one Goal card in hand (UFOs: their GOAL_CARDS number). An excess one is discarded at once: the newest
     * (the rule's "immediately discard one"; the engine chooses so that no prompt interrupts whatever is going on).
     */
    public static void goalLimit(Sink e, Abilities a, int seat) {
        Player p = e.state().player(seat);
        int limit = 1;
        for (Effect.Goal g : a.illuminatiEffects(e.state(), seat, Effect.Goal.class)) {
            if (g.kind() == Effect.Goal.Kind.GOAL_CARDS) limit = Math.max(limit, g.amount());
        }
        limit = Math.max(limit, io.tabletop.games.inwo.goals.AlternateGoals.goalCards(a, p)); // r4 misc: Alternate Goals
        List<HandCard> goals = p.hand().stream().filter(h -> {
            var d = a.def(h.card());
            return d != null && d.plotKind() == PlotKind.GOAL;
        }).toList();
        for (int i = goals.size() - 1; i >= limit; i--) {
            e.emit(new CardDiscarded(seat, goals.get(i).uid(), goals.get(i).card(), "GOAL_LIMIT"));
        }
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
