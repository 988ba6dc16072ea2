package io.tabletop.games.inwo.choices;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cardflow.CardFlow;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Deck;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.function.IntPredicate;

/**
 * Plots played "at the beginning of your turn": in one's draw step, instead of the Draw command, they are the draw
 * (played face up, no window: nothing answers them before the draws).
 * <ul>
 * <li>An Offer You Can't Refuse: the top two Plots of the named rival's deck into the player's hand (only he sees
 * them), besides his own Plot draws; no Group card is drawn this turn. (The printed alternative, one card from each
 * of two rivals, is not offered.)</li>
 * <li>Crop Circles (a Magic group's action): the first Plot draw is the card the player picks from his whole deck
 * ({@code target}: its catalogue id), the others from the top; his Group card is drawn as usual.</li>
 * </ul>
 */
public final class DrawStepPlots {

    private DrawStepPlots() {}

    static final String OFFER = "an-offer-you-cant-refuse";
    static final String CROP = "crop-circles";

    public static boolean plays(CardDef d) {
        if (d == null || d.kind() != CardKind.PLOT || d.plotKind() != PlotKind.PLOT) return false;
        if (!OFFER.equals(d.id()) && !CROP.equals(d.id())) return false;
        return d.effects().stream().allMatch(e -> shape(d, e));
    }

    public static boolean interprets(CardDef d, Effect e) {
        return d.kind() == CardKind.PLOT && (OFFER.equals(d.id()) || CROP.equals(d.id())) && shape(d, e);
    }

    private static boolean shape(CardDef d, Effect e) {
        boolean offer = OFFER.equals(d.id());
        return switch (e) {
            case Effect.Cards c -> c.deck() == Deck.PLOT && c.when() == Trigger.TURN_START && c.perEach() == null
                    && (offer ? c.action() == Effect.Cards.Action.TAKE_TOP && c.count() == 2
                        && (c.whose() == Scope.RIVALS || c.whose() == Scope.RIVAL)
                        : c.action() == Effect.Cards.Action.PICK_FROM_TOP && c.whose() == Scope.PLAYER);
            case Effect.Restriction r -> offer && r.on() == Effect.Restriction.On.CANNOT_DRAW && r.who() == Scope.PLAYER;
            case Effect.Cost c -> !offer && c.kind() == Effect.Cost.Kind.ACTION;
            default -> false;
        };
    }

    public static void check(Abilities a, InwoState s, int seat, CardDef d, InwoCommand.PlayPlot x, IntPredicate mayTouch) {
        if (s.window() != null) throw violation("WINDOW_OPEN", "answer the open window first");
        if (s.phase() != Phase.DRAW || s.current() != seat) throw violation("WRONG_PHASE", d.name() + " is played in your draw step");
        Player me = s.player(seat);
        if (OFFER.equals(d.id())) {
            if (x.helper() != null) throw violation("CANNOT_PAY", "it needs no action");
            int owner = x.target() == null ? -1 : s.ownerOf(x.target());
            if (owner < 0 || owner == seat || !s.player(owner).root().uid().equals(x.target())) {
                throw violation("INVALID_TARGET", "name a rival by his Illuminati");
            }
            if (!mayTouch.test(owner)) throw violation("PROTECTED", "that player has not completed his first turn");
            if (s.player(owner).plotDeck().isEmpty()) throw violation("NO_EFFECT", "that player's Plot deck is empty");
            return;
        }
        if (x.target() == null || !me.plotDeck().contains(x.target())) throw violation("NOT_IN_DECK", "name a card of your Plot deck");
        if (x.helper() == null || io.tabletop.games.inwo.plots.Costs.pay(a, s, seat, d, x.helper()) == null) {
            throw violation("CANNOT_PAY", "it needs a Magic group's action");
        }
    }

    /** The draw step with the Plot: {@code draws} the player's usual number of Plot draws. */
    public static void play(Sink e, Abilities a, int seat, CardDef d, InwoCommand.PlayPlot x, int draws) {
        pay(e, seat, d, x);
        draw(e, a, seat, d, e.state().player(seat).inHand(x.card()), x.target(), draws);
    }

    /** Crop Circles' cost: its Magic group's action (An Offer costs nothing). */
    public static void pay(Sink e, int seat, CardDef d, InwoCommand.PlayPlot x) {
        if (CROP.equals(d.id())) e.emit(new TokensSpent(seat, List.of(x.helper()), "PLOT_COST"));
    }

    /**
     * Whether the Plot's target names a card of its player's own deck, hidden from the others (Crop Circles' pick).
     */
    public static boolean targetHidden(String card) {
        return CROP.equals(card);
    }

    /**
     * The Plot {@code card} (paid) takes effect as the draw step. From version 5 on it waited for its window, so the
     * named rival's deck may be empty by now (no card taken) and the picked card gone (then the top card is picked).
     */
    public static void draw(Sink e, Abilities a, int seat, CardDef d, HandCard card, String target, int draws) {
        InwoState s = e.state();
        if (OFFER.equals(d.id())) {
            e.emit(new PlotPlayed(seat, card.uid(), card.card(), target, false));
            int owner = s.ownerOf(target);
            Player r = owner < 0 ? null : e.state().player(owner);
            Player me = e.state().player(seat);
            int n = r == null ? 0 : Math.min(2, r.plotDeck().size());
            List<String> uids = new ArrayList<>();
            for (int i = 0; i < n; i++) uids.add(me.uid(me.serial() + i));
            if (n > 0) e.emit(new TopCardsTaken(owner, seat, uids, List.copyOf(r.plotDeck().subList(0, n))));
            io.tabletop.games.inwo.cardflow.Draws.drawPlots(e, a, seat, draws);
        } else {
            e.emit(new PlotPlayed(seat, card.uid(), card.card(), null, false));
            Player me = e.state().player(seat);
            if (me.plotDeck().isEmpty()) io.tabletop.games.inwo.cardflow.Draws.drawPlots(e, a, seat, draws);
            else {
                // the named card gone meanwhile (discarded from the top): the top card is the pick, alike for others' eyes
                String pick = me.plotDeck().contains(target) ? target : me.plotDeck().getFirst();
                e.emit(new PlotPicked(seat, me.uid(me.serial()), pick, me.plotDeck().indexOf(pick)));
                if (draws > 1) io.tabletop.games.inwo.cardflow.Draws.drawPlots(e, a, seat, draws - 1);
            }
            Player p = e.state().player(seat);
            if (!p.groupDeck().isEmpty()) {
                e.emit(new CardsDrawn(seat, false, 1, List.of(new HandCard(p.uid(p.serial()), p.groupDeck().getFirst(), false))));
            }
        }
        io.tabletop.games.inwo.cardflow.Draws.goalLimit(e, a, seat);
        e.emit(new PhaseChanged(Phase.TAKEOVER));
    }

    /** Draw-step candidates: the Offer on each rival, Crop Circles on each card of the deck with each group paying. */
    public static void candidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        Player me = s.player(seat);
        for (HandCard h : me.hand()) {
            CardDef d = a.def(h.card());
            if (!plays(d)) continue;
            if (OFFER.equals(d.id())) {
                for (Player p : s.players()) if (p.seat() != seat && p.root() != null) out.add(new InwoCommand.PlayPlot(h.uid(), p.root().uid(), null));
            } else {
                for (String id : new TreeSet<>(me.plotDeck())) {
                    for (Placed g : me.structure()) {
                        if (!g.resource() && !g.illuminati() && g.tokens() > 0) out.add(new InwoCommand.PlayPlot(h.uid(), id, g.uid()));
                    }
                }
            }
        }
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
