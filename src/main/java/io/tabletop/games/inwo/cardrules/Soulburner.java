package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cardflow.CardFlow;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import java.util.ArrayList;
import java.util.List;

/**
 * Soulburner (Unique Magic Gadget): "Whenever a rival captures one of your groups, you may immediately draw a Plot card
 * from his deck, or expose all his hidden Plots. If a rival destroys one of your groups, you may take two Plot cards
 * from his deck, or expose all his hidden Plots and force him to discard a Plot of your choice."
 * <p>
 * Read: when a move captures (takes control of, by attack) a Group of the Soulburner's player's Power Structure for a
 * rival, or destroys one of them for a rival (the seat credited with the destruction: an attack to destroy, an
 * Assassination, a Disaster, a card crediting him), and the Soulburner is still that player's after the move (a
 * Soulburner linked to the very Group lost goes or dies with it and burns nothing), a public {@code SOULBURNER} choice
 * opens for him: {@link #NONE} ("you may"; silence chooses it, ruling I8), and on a capture {@link #DRAW} (the top
 * Plot of the rival's deck, seen by him alone) or {@link #EXPOSE} (every hidden Plot of the rival's hand exposed), on
 * a destruction {@link #TAKE_TWO} (the two top Plots of his deck) or {@link #EXPOSE_DISCARD} (all exposed, then a
 * {@code SOULBURNER_DISCARD} choice names one of the rival's exposed Plots, discarded face up). The options follow
 * from public facts only (the rival's deck and hidden Plot counts). One Soulburner choice per move: the first capture
 * or destruction of the move that burns.
 */
public final class Soulburner {

    private Soulburner() {}

    public static final String SOULBURNER = "soulburner";
    public static final String NONE = "NONE";
    public static final String DRAW = "DRAW";
    public static final String EXPOSE = "EXPOSE";
    public static final String TAKE_TWO = "TAKE_TWO";
    public static final String EXPOSE_DISCARD = "EXPOSE_DISCARD";

    public static boolean interprets(CardDef card, Effect e) {
        return SOULBURNER.equals(card.id()) && e instanceof Effect.Special;
    }

    /** After a move: a capture or destruction of a Group of a Soulburner's player by a rival opens his choice. */
    public static void settle(Sink e, Abilities a, List<InwoEvent> batch) {
        if (e.state().finished() || e.state().choice() != null || a.def(SOULBURNER) == null) return;
        for (InwoEvent x : batch) {
            int victim;
            int rival;
            boolean destroyed;
            String lost;
            switch (x) {
                case InwoEvent.GroupCaptured c -> { victim = c.from(); rival = c.seat(); destroyed = false; lost = c.uid(); }
                case InwoEvent.GroupDestroyed d -> { victim = d.owner(); rival = d.seat(); destroyed = true; lost = d.uid(); }
                default -> { continue; }
            }
            InwoState s = e.state();
            if (victim < 0 || rival < 0 || victim == rival || victim >= s.seats() || rival >= s.seats()) continue;
            Player v = s.player(victim);
            Player r = s.player(rival);
            if (v.out() || r.out() || burner(v) == null) continue;
            List<String> options = new ArrayList<>();
            options.add(NONE);
            if (!r.plotDeck().isEmpty()) options.add(destroyed ? TAKE_TWO : DRAW);
            if (!hidden(a, r).isEmpty() || destroyed && !exposed(a, r).isEmpty()) options.add(destroyed ? EXPOSE_DISCARD : EXPOSE);
            if (options.size() == 1) continue;
            e.emit(new InwoEvent.ChoiceOpened(new Choice(Choice.Kind.SOULBURNER, victim, victim, SOULBURNER, rival, options, lost, null)));
            return;
        }
    }

    /** Whether the pending choice is a Soulburner's. */
    public static boolean choosing(InwoState s) {
        return s.choice() != null && (s.choice().kind() == Choice.Kind.SOULBURNER || s.choice().kind() == Choice.Kind.SOULBURNER_DISCARD);
    }

    /** The choice made (checked against its options by the choice rule). */
    public static void chosen(Sink e, Abilities a, int seat, InwoCommand.Choose x) {
        Choice ch = e.state().choice();
        e.emit(new InwoEvent.ChoiceMade(seat, ch.kind(), x.option()));
        InwoState s = e.state();
        Player r = s.player(ch.rival());
        if (ch.kind() == Choice.Kind.SOULBURNER_DISCARD) {
            HandCard h = r.inHand(x.option());
            if (h != null) e.emit(new InwoEvent.CardDiscarded(ch.rival(), h.uid(), h.card(), "SOULBURNER"));
            return;
        }
        switch (x.option()) {
            case DRAW, TAKE_TWO -> {
                int k = Math.min(DRAW.equals(x.option()) ? 1 : 2, r.plotDeck().size());
                if (k == 0) return;
                Player me = s.player(seat);
                List<String> uids = new ArrayList<>();
                for (int i = 0; i < k; i++) uids.add(me.uid(me.serial() + i));
                e.emit(new InwoEvent.TopCardsTaken(ch.rival(), seat, uids, List.copyOf(r.plotDeck().subList(0, k))));
            }
            case EXPOSE -> CardFlow.expose(e, a, seat, ch.rival(), hidden(a, r), "SOULBURNER");
            case EXPOSE_DISCARD -> {
                CardFlow.expose(e, a, seat, ch.rival(), hidden(a, r), "SOULBURNER");
                List<String> shown = exposed(a, e.state().player(ch.rival())).stream().map(HandCard::uid).toList();
                if (shown.isEmpty()) return;
                e.emit(new InwoEvent.ChoiceOpened(new Choice(Choice.Kind.SOULBURNER_DISCARD, seat, seat, SOULBURNER,
                        ch.rival(), shown, ch.aside(), null)));
            }
            default -> { } // NONE
        }
    }

    /** The player's Soulburner in play, or null. */
    static Placed burner(Player p) {
        return p.structure().stream().filter(c -> SOULBURNER.equals(c.card())).findFirst().orElse(null);
    }

    private static List<HandCard> hidden(Abilities a, Player p) {
        return p.hand().stream().filter(h -> !h.exposed() && a.def(h.card()).inPlotDeck()).toList();
    }

    private static List<HandCard> exposed(Abilities a, Player p) {
        return p.hand().stream().filter(h -> h.exposed() && a.def(h.card()).inPlotDeck()).toList();
    }
}
