package io.tabletop.games.inwo.choices;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Deck;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.List;

/**
 * Trading Card Games: once on its player's turn (his main phase) it goes back to his hand and a Group card from his
 * hand takes its place in his Power Structure (same master, same arrow, with its Resources), fresh and without a
 * token ({@code UseAbilityOn(group, target: the Group card in hand, action: false)}). It has no out-arrow, so no
 * puppet moves; a Plot linked to it leaves play with it.
 */
public final class TradingCards {

    private TradingCards() {}

    /** A Group that swaps itself for a Group card of its player's hand, once on his turn. */
    public static boolean swaps(CardDef d) {
        return d != null && d.kind() == CardKind.GROUP && d.arrowsOut() == 0 && !d.effects().isEmpty()
                && d.effects().stream().allMatch(e -> shape(e));
    }

    public static boolean interprets(CardDef d, Effect e) {
        return swaps(d) && shape(e);
    }

    private static boolean shape(Effect e) {
        return switch (e) {
            case Effect.Cards c -> c.action() == Effect.Cards.Action.RETURN_TO_HAND && c.deck() == Deck.GROUP
                    && c.whose() == Scope.PLAYER && c.count() == 1 && c.when() == Trigger.YOUR_TURN && c.perEach() == null;
            case Effect.Takeover t -> t.filter().kinds().equals(List.of(CardKind.GROUP));
            default -> false;
        };
    }

    /** Whether the command is this ability's: the named group of the seat's swaps. */
    public static boolean is(Abilities a, Player me, InwoCommand.UseAbilityOn x) {
        Placed g = x.group() == null ? null : me.placed(x.group());
        return g != null && !g.resource() && swaps(a.def(g.card()));
    }

    public static void check(Abilities a, InwoState s, int seat, InwoCommand.UseAbilityOn x) {
        if (!io.tabletop.games.inwo.turn.Answers.abilityNow(a.version(), s, seat)) { // I9: or answering a window
            if (s.window() != null) throw violation("WINDOW_OPEN", "answer the open window first");
            throw violation("WRONG_PHASE", "only in your main phase");
        }
        if (x.action()) throw violation("NO_ABILITY", "it is used once on your turn, not for its action");
        Player me = s.player(seat);
        Placed g = me.placed(x.group());
        if (g.moved()) throw violation("ONCE_PER_TURN", "that ability was used this turn");
        HandCard h = x.target() == null ? null : me.inHand(x.target());
        if (h == null || a.def(h.card()).kind() != CardKind.GROUP) throw violation("INVALID_TARGET", "name a Group card in your hand");
        CardDef d = a.def(h.card());
        if (d.unique()) {
            for (Player p : s.players()) {
                for (Placed c : p.structure()) if (c.card().equals(d.id())) throw violation("UNIQUE_IN_PLAY", d.name() + " is unique and already in play");
            }
        }
    }

    public static void use(io.tabletop.games.inwo.model.Sink e, int seat, InwoCommand.UseAbilityOn x) {
        Player me = e.state().player(seat);
        Placed g = me.placed(x.group());
        HandCard h = me.inHand(x.target());
        e.emit(new GroupSwapped(seat, g.uid(), g.card(), h.uid(), h.card()));
    }

    /** Main-phase candidates: each such group of the seat's for each Group card in his hand. */
    public static void candidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        Player me = s.player(seat);
        for (Placed g : me.structure()) {
            if (g.resource() || !swaps(a.def(g.card()))) continue;
            for (HandCard h : me.hand()) if (a.def(h.card()).kind() == CardKind.GROUP) out.add(new InwoCommand.UseAbilityOn(g.uid(), h.uid(), false));
        }
    }

    /** evolve: the swap (the card back to hand keeps its uid, the one from hand too). */
    public static Player swapped(Player p, GroupSwapped e) {
        Placed out = p.placed(e.out());
        if (out == null || p.inHand(e.in()) == null) return p;
        List<Placed> structure = p.structure().stream().map(c -> {
            if (c.uid().equals(e.out())) return new Placed(e.in(), e.inCard(), out.master(), out.arrow(), 0, true, null, -1, false, true);
            if (e.out().equals(c.master())) return new Placed(c.uid(), c.card(), e.in(), c.arrow(), c.tokens(), c.fresh(),
                    c.alignments(), c.power(), c.devastated(), c.moved(), c.traits());
            return c;
        }).toList();
        List<HandCard> hand = new java.util.ArrayList<>(p.hand().stream().filter(c -> !c.uid().equals(e.in())).toList());
        hand.add(new HandCard(e.out(), e.outCard(), false));
        return p.withStructure(structure).withHand(hand);
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
