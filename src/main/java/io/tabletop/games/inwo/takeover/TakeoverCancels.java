package io.tabletop.games.inwo.takeover;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.plots.Costs;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Window;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * Cancelling an automatic takeover (Botched Contact: "a rival's takeover Group goes back to his hand", for an action;
 * Sabotage: the same, and he makes no takeover this turn, for an Illuminati action or a Power 6+ group's action).
 * <p>
 * The turn's automatic takeover needs no announcement in the handbook, but a cancellation needs a window [WDH p.15]:
 * after an automatic takeover the engine opens a {@link WindowKind#TAKEOVER} window to the taker's rivals (those
 * who may touch him: not during his protected first turn), in turn order after him, before his tokens are placed. The
 * window opens only while some seat still has such a card in hand or in its decks (its own included), the rule the
 * ROLL window follows, so the taker learns no more than that such a card is among somebody's cards; games without
 * them play as before. While it is open the taken card is the window's pending item ({@code state.plot()}), so no
 * other Plot is announced meanwhile. Closed with nobody cancelling: the takeover stands and tokens are placed.
 * Cancelled: the card goes back to its player's hand; after Botched Contact he is back at his takeover step (a
 * cancelled play never happened, so he may take over again), after Sabotage his tokens are placed and the step is over.
 * Simplification: the cards answer the turn's automatic takeover; the extra takeovers other cards give in the main
 * phase (Power Grab, Evil Geniuses, Flying Saucer) open no window, and Sabotage does not forbid them.
 */
public final class TakeoverCancels {

    private TakeoverCancels() {}

    /** A Plot cancelling an automatic takeover: Cancel TAKEOVER of anything, costs the engine takes, maybe NO_TAKEOVER. */
    public static boolean handles(CardDef d) {
        if (d == null || d.kind() != CardKind.PLOT || d.plotKind() != PlotKind.PLOT || !Costs.payable(d)) return false;
        boolean cancel = false;
        for (Effect e : d.effects()) {
            if (e instanceof Effect.Cancel c && c.what() == Effect.Cancel.What.TAKEOVER && c.target().matchesEverything()) cancel = true;
            else if (!(e instanceof Effect.Cost) && !noTakeover(e)) return false;
        }
        return cancel;
    }

    private static boolean noTakeover(Effect e) {
        return e instanceof Effect.Restriction r && r.on() == Effect.Restriction.On.NO_TAKEOVER
                && r.who() == io.tabletop.games.inwo.cards.Scope.RIVAL;
    }

    /** Whether the engine reads this effect of the card (its costs are read as any ordinary Plot's). */
    public static boolean interprets(CardDef card, Effect e) {
        return handles(card) && (e instanceof Effect.Cancel c && c.what() == Effect.Cancel.What.TAKEOVER || noTakeover(e));
    }

    /** Sabotage: after it the taker's takeover step is over. */
    public static boolean endsTakeovers(CardDef d) {
        return d.effects().stream().anyMatch(TakeoverCancels::noTakeover);
    }

    /**
     * After {@code seat}'s automatic takeover of {@code uid}: the TAKEOVER window, or null when none opens (no rival may
     * touch him, or no seat has a cancelling card left in hand or decks).
     */
    public static InwoEvent offer(Abilities a, InwoState s, int seat, String uid, String card, IntPredicate mayTouchTaker) {
        List<Integer> eligible = s.active().stream().filter(r -> r != seat && mayTouchTaker.test(r)).toList();
        if (eligible.isEmpty()) return null;
        if (a.version().windowsIgnoreHiddenCards()) { // I6: whatever anybody holds, unless every rival passes in it
            if (eligible.stream().allMatch(r -> s.player(r).autoPasses(io.tabletop.games.inwo.model.AutoPass.TAKEOVER))) return null;
        } else if (!anyCard(a, s)) return null;
        Window tmp = new Window(WindowKind.TAKEOVER, eligible, 0, 0, s.windows() + 1);
        return new InwoEvent.TakeoverOffered(seat, uid, card,
                new Window(WindowKind.TAKEOVER, eligible, tmp.after(seat), 0, s.windows() + 1));
    }

    private static boolean anyCard(Abilities a, InwoState s) {
        for (int seat : s.active()) {
            Player p = s.player(seat);
            for (HandCard h : p.hand()) if (handles(a.def(h.card()))) return true;
            for (String id : p.plotDeck()) if (handles(a.def(id))) return true;
            for (String id : p.groupDeck()) if (handles(a.def(id))) return true;
        }
        return false;
    }

    /** Whether the TAKEOVER window is open. */
    public static boolean open(InwoState s) {
        return s.window() != null && s.window().kind() == WindowKind.TAKEOVER && s.plot() != null;
    }

    /** The window closed with nobody cancelling: the takeover stands. */
    public static InwoEvent stood(InwoState s) {
        return new InwoEvent.TakeoverStood(s.plot().seat(), s.plot().uid());
    }

    /** Checks a cancelling Plot: the open TAKEOVER window, a rival's takeover, no target, its cost. */
    public static void check(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d) {
        if (!open(s)) throw new RuleViolation("NO_TAKEOVER", d.name() + " answers an automatic takeover, in its window");
        if (s.plot().seat() == seat) throw new RuleViolation("CANNOT_CANCEL", "you do not cancel your own takeover");
        if (x.target() != null) throw new RuleViolation("INVALID_TARGET", "it cancels the takeover; no target");
        if (Costs.pay(a, s, seat, d, x.helper()) == null) {
            throw new RuleViolation("CANNOT_PAY", "its cost cannot be paid" + (x.helper() == null ? "" : " with that group"));
        }
    }

    /** The Plot played: its cost, the Plot discarded, the taken card back to its player's hand. */
    public static List<InwoEvent> play(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d) {
        List<InwoEvent> out = new ArrayList<>(pay(a, s, seat, x, d));
        out.addAll(cancelled(s, seat, s.player(seat).inHand(x.card()), d));
        return out;
    }

    /** The Plot's cost: tokens, top cards discarded. */
    public static List<InwoEvent> pay(Abilities a, InwoState s, int seat, InwoCommand.PlayPlot x, CardDef d) {
        List<InwoEvent> out = new ArrayList<>();
        var pay = Costs.pay(a, s, seat, d, x.helper());
        Player p = s.player(seat);
        if (!pay.tokens().isEmpty()) out.add(new InwoEvent.TokensSpent(seat, pay.tokens(), "PLOT_COST"));
        if (pay.topPlots() > 0) out.add(new InwoEvent.TopCardsDiscarded(seat, true, p.plotDeck().subList(0, pay.topPlots())));
        if (pay.topGroups() > 0) out.add(new InwoEvent.TopCardsDiscarded(seat, false, p.groupDeck().subList(0, pay.topGroups())));
        return out;
    }

    /** The Plot {@code h} takes effect on the TAKEOVER window's pending takeover: discarded, the taken card to hand. */
    public static List<InwoEvent> cancelled(InwoState s, int seat, HandCard h, CardDef d) {
        List<InwoEvent> out = new ArrayList<>();
        out.add(new InwoEvent.PlotPlayed(seat, h.uid(), h.card(), s.plot().uid(), false));
        out.add(new InwoEvent.TakeoverCancelled(seat, h.card(), s.plot().seat(), s.plot().uid(), s.plot().card(), endsTakeovers(d)));
        return out;
    }

    /** In the TAKEOVER window: each cancelling Plot of the hand, paid without a helper or by one of the seat's groups. */
    public static void candidates(Abilities a, InwoState s, int seat, List<InwoCommand> c) {
        if (!open(s)) return;
        Player me = s.player(seat);
        for (HandCard h : me.hand()) {
            if (!handles(a.def(h.card()))) continue;
            c.add(new InwoCommand.PlayPlot(h.uid(), null, null));
            for (Placed g : me.structure()) {
                if (!g.resource() && g.tokens() > 0) c.add(new InwoCommand.PlayPlot(h.uid(), null, g.uid()));
            }
        }
    }
}
