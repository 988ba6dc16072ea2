package io.tabletop.games.inwo.plots;

import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import java.util.List;

/**
 * An ordinary Plot paid by discarding a card of one's hand (Embezzlement: "discard a Plot"): the Cost
 * DISCARD_FROM_HAND (not an alternative), its filter the card discarded; the command names that card as its
 * {@code helper}. The discard is public (a {@link InwoEvent.CardDiscarded}, why {@value #WHY}) and is made when the
 * Plot is announced, like the Plot's other costs.
 */
public final class HandDiscards {

    private HandDiscards() {}

    /** The reason of the discard event. */
    public static final String WHY = "PLOT_COST";

    /** Whether the engine takes this cost of the card: a discard from hand of an ordinary Plot, no alternative. */
    public static boolean payable(CardDef card, Effect.Cost c) {
        return c.kind() == Effect.Cost.Kind.DISCARD_FROM_HAND && !c.alternative() && card.kind() == CardKind.PLOT
                && card.plotKind() == PlotKind.PLOT;
    }

    /** Whether {@code helper} names a card of the player's hand the cost may take (not the Plot played itself). */
    static boolean fits(Abilities a, Player p, CardDef card, Effect.Cost c, String helper) {
        HandCard h = helper == null ? null : p.inHand(helper);
        if (h == null) return false;
        CardDef d = a.def(h.card());
        return d != null && (c.actor().matchesEverything() || c.actor().matchesPrinted(d));
    }

    /** The Plot played is not its own cost (another copy of it may be). */
    public static void checkNotItself(CardDef card, InwoCommand.PlayPlot x) {
        if (discards(card) && x.card().equals(x.helper())) {
            throw new io.tabletop.engine.RuleViolation("CANNOT_PAY", "the Plot played is not its own cost: discard another card");
        }
    }

    /** Whether the card has such a cost (its candidates name hand cards as helpers). */
    public static boolean discards(CardDef card) {
        return card.effects(Effect.Cost.class).stream().anyMatch(c -> payable(card, c));
    }

    /** The discard of a payment, if any. */
    public static List<InwoEvent> discarded(InwoState s, int seat, Costs.Payment pay) {
        if (pay == null || pay.discard() == null) return List.of();
        HandCard h = s.player(seat).inHand(pay.discard());
        return List.of(new InwoEvent.CardDiscarded(seat, h.uid(), h.card(), WHY));
    }

    /** Candidates: the Plot aimed at each rival's Illuminati, each other card of the hand discarded for it. */
    public static void candidates(Abilities a, InwoState s, int seat, HandCard plot, List<String> targets, List<InwoCommand> out) {
        CardDef d = a.def(plot.card());
        if (!discards(d)) return;
        for (String t : targets) {
            for (HandCard h : s.player(seat).hand()) {
                if (!h.uid().equals(plot.uid())) out.add(new InwoCommand.PlayPlot(plot.uid(), t, h.uid()));
            }
        }
    }
}
