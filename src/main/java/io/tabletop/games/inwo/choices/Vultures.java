package io.tabletop.games.inwo.choices;

import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Deck;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.model.Choice.Kind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.AnnouncedPlay;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Window;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.ArrayList;
import java.util.List;
import io.tabletop.games.inwo.model.Choice;

/**
 * Vultures, a reaction to another player's play: when a player's attack to control a Group card from his hand fails
 * (the card would be discarded at the end of his turn), each rival holding a Plot, in turn order from his left, is
 * asked in turn (PASS, or the uid of a Vultures of his): the first who plays one takes the Group card into his hand.
 * Every rival holding a Plot is asked, so being asked tells nothing; the options (which show whether he holds
 * Vultures) are his only. Nobody is asked when no Vultures is in the game at all (in no deck, hand or discard pile). Up to rules version 4 Vultures is played face up when chosen, not announced (nothing cancels it); from version 5 on (I7) it is announced in a PLOT window, a cancel may answer it, and nobody else is asked either way.
 */
public final class Vultures {

    private Vultures() {}

    public static final String PASS = "PASS";

    public static boolean plays(CardDef d) {
        return d != null && d.kind() == CardKind.PLOT && d.plotKind() == PlotKind.PLOT && !d.effects().isEmpty()
                && d.effects().stream().allMatch(Vultures::shape);
    }

    public static boolean interprets(CardDef d, Effect e) {
        return plays(d) && shape(e);
    }

    private static boolean shape(Effect e) {
        return e instanceof Effect.Cards c && c.action() == Effect.Cards.Action.STEAL && c.deck() == Deck.GROUP
                && c.whose() == Scope.RIVAL && c.count() == 1 && c.when() == Trigger.ON_FAILED_CONTROL
                && c.perEach() == null && c.subject() == null;
    }

    /** An attack by {@code attacker} on {@code card} (a Group card of his hand) failed: rivals are asked. */
    public static void failed(Sink e, Abilities a, int attacker, String card, java.util.function.Predicate<CardDef> implemented) {
        InwoState s = e.state();
        if (s.finished() || s.choice() != null || s.player(attacker).inHand(card) == null) return;
        // no Vultures anywhere: nobody is asked (games without it play as before); from version 4 on (I6) whatever
        // anybody holds, each rival is asked unless his standing instructions pass
        if (!a.version().windowsIgnoreHiddenCards() && !inGame(a, s)) return;
        List<Integer> order = new ArrayList<>();
        for (int i = 1; i < s.seats(); i++) order.add((attacker + i) % s.seats());
        ask(e, a, attacker, card, order, implemented);
    }

    /** Whether a Vultures is in the game at all (any deck, hand or discard pile): tells nothing of who holds one. */
    private static boolean inGame(Abilities a, InwoState s) {
        for (Player p : s.players()) {
            if (p.plotDeck().stream().anyMatch(id -> plays(a.def(id))) || p.discard().stream().anyMatch(id -> plays(a.def(id)))
                    || p.hand().stream().anyMatch(h -> plays(a.def(h.card())))) return true;
        }
        return false;
    }

    /** {@code implemented}: the interpreter's test, passed in (the interpreter sits above the choices it dispatches to). */
    private static void ask(Sink e, Abilities a, int attacker, String card, List<Integer> order, java.util.function.Predicate<CardDef> implemented) {
        InwoState s = e.state();
        if (s.player(attacker).inHand(card) == null) return;
        for (int i = 0; i < order.size(); i++) {
            Player p = s.player(order.get(i));
            if (p.out() || p.hand().stream().noneMatch(h -> a.def(h.card()).inPlotDeck())) continue; // Plots in hand: public
            if (a.version().windowsIgnoreHiddenCards() && p.autoPasses(io.tabletop.games.inwo.model.AutoPass.VULTURES)) continue;
            List<String> options = new ArrayList<>();
            options.add(PASS);
            for (HandCard h : p.hand()) if (plays(a.def(h.card())) && implemented.test(a.def(h.card()))) options.add(h.uid());
            e.emit(new ChoiceOpened(new Choice(Kind.VULTURES, p.seat(), attacker, s.player(attacker).inHand(card).card(), attacker,
                    options, card, order.subList(i + 1, order.size()))));
            return;
        }
    }

    /** The asked rival's answer: PASS (the next is asked) or his Vultures played (the Group card is his). */
    static void chosen(Sink e, Abilities a, int seat, Choice ch, String option, java.util.function.Predicate<CardDef> implemented) {
        if (PASS.equals(option)) {
            ask(e, a, ch.player(), ch.aside(), ch.queue(), implemented);
            return;
        }
        Player me = e.state().player(seat);
        HandCard v = me.inHand(option);
        if (a.version().everyPlayAnnounced()) { // I7: announced; a cancel may answer it; nobody else is asked
            InwoState s = e.state();
            e.emit(new PlayAnnounced(seat, v.uid(), v.card(), ch.aside(), null, AnnouncedPlay.VULTURES,
                    Window.opened(WindowKind.PLOT, s.active(), seat, s.windows() + 1)));
            return;
        }
        taken(e, seat, v, ch.aside());
    }

    /** The Vultures {@code v} takes effect: discarded, the Group card {@code aside} his if still in its player's hand. */
    public static void taken(Sink e, int seat, HandCard v, String aside) {
        e.emit(new PlotPlayed(seat, v.uid(), v.card(), aside, false));
        for (Player p : e.state().players()) {
            HandCard g = p.inHand(aside);
            if (g != null) {
                e.emit(new CardTaken(p.seat(), seat, g.uid(), g.card(), true, "VULTURES"));
                return;
            }
        }
    }

    /** What a viewer not seeing the choosing seat sees of a Vultures choice: PASS only. */
    public static Choice redacted(Choice c) {
        return c.kind() == Kind.VULTURES || c.kind() == Kind.CONVENTION ? new Choice(c.kind(), c.seat(), c.player(), c.card(), c.rival(), List.of(PASS),
                c.aside(), c.queue()) : c;
    }
}
