package io.tabletop.games.inwo.choices;

import io.tabletop.engine.Rng;
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
import io.tabletop.games.inwo.model.Choice.Kind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Structures;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import io.tabletop.games.inwo.model.Choice;

/**
 * Plots that make a seat other than the acting one choose: the game waits for {@code choice.seat} alone, and only a
 * {@link InwoCommand.Choose} naming one of {@code choice.options} is accepted until the choice is made.
 * <ul>
 * <li>Upheaval! [H20: Illuminati action, not on your first turn; the Groups are discarded, not destroyed]: each
 * player, from the one who played it on in turn order, discards one of his Groups of his choice (its Resources
 * with it, its puppets back to his hand).</li>
 * <li>George the Janitor (an action): the rival named sets one of his hidden Plots aside; the player, without seeing
 * it, has either that card exposed (PICKED) or all his other hidden Plots (OTHERS).</li>
 * <li>Mutual Betrayal (an action): the player exposes one of his hidden Plots and the rival named must expose one of
 * his of his choice, one for one, until the player STOPs or either has no hidden Plot left.</li>
 * <li>Let's You and Him Fight (an Illuminati action): two Group cards picked at random from the rival's hand are
 * shown to the player alone (one if he holds only one), who picks which of them the rival discards.</li>
 * </ul>
 * Exposure goes through the card-flow rule (MI-5's action stops a rival's exposure).
 */
public final class Choices {

    private Choices() {}

    public static final String PICKED = "PICKED";
    public static final String OTHERS = "OTHERS";
    public static final String STOP = "STOP";

    private enum Card { UPHEAVAL, JANITOR, BETRAYAL, FIGHT }

    private static final Map<String, Card> PLOTS = Map.of("upheaval", Card.UPHEAVAL, "george-the-janitor", Card.JANITOR,
            "mutual-betrayal", Card.BETRAYAL, "lets-you-and-him-fight", Card.FIGHT);

    // ------------------------------------------------------------------ which cards

    /** A Plot played by this class. */
    public static boolean plot(CardDef d) {
        if (d != null && d.kind() == CardKind.PLOT && d.plotKind() == PlotKind.PLOT && Sellouts.sells(d.id())) { // Voodoo Economics, The Big Sellout
            return d.effects().stream().allMatch(e -> Sellouts.shape(d.id(), e));
        }
        if (d == null || d.kind() != CardKind.PLOT || d.plotKind() != PlotKind.PLOT || !PLOTS.containsKey(d.id())) return false;
        return d.effects().stream().allMatch(e -> shape(PLOTS.get(d.id()), e));
    }

    /** Whether this class plays that effect of the card. */
    public static boolean interprets(CardDef card, Effect e) {
        if (card.kind() == CardKind.PLOT && Sellouts.sells(card.id())) return Sellouts.shape(card.id(), e); // Voodoo Economics, The Big Sellout
        return card.kind() == CardKind.PLOT && PLOTS.containsKey(card.id()) && shape(PLOTS.get(card.id()), e);
    }

    private static boolean shape(Card card, Effect e) {
        return switch (e) {
            case Effect.Cost c -> switch (card) {
                case UPHEAVAL -> c.kind() == Effect.Cost.Kind.ILLUMINATI_ACTION || c.kind() == Effect.Cost.Kind.NOT_FIRST_TURN;
                case FIGHT -> c.kind() == Effect.Cost.Kind.ILLUMINATI_ACTION;
                case JANITOR, BETRAYAL -> c.kind() == Effect.Cost.Kind.ACTION && c.minPower() == 0;
            };
            case Effect.Cards c -> c.deck() == (card == Card.UPHEAVAL || card == Card.FIGHT ? Deck.GROUP : Deck.PLOT) && c.when() == Trigger.ALWAYS
                    && c.perEach() == null && switch (card) {
                        case UPHEAVAL -> c.action() == Effect.Cards.Action.DISCARD_FROM_PLAY && c.count() == 1
                                && (c.whose() == Scope.RIVALS || c.whose() == Scope.PLAYER);
                        case JANITOR -> c.action() == Effect.Cards.Action.EXPOSE && c.whose() == Scope.RIVAL;
                        case BETRAYAL -> c.action() == Effect.Cards.Action.EXPOSE
                                && (c.whose() == Scope.RIVAL || c.whose() == Scope.PLAYER);
                        case FIGHT -> c.action() == Effect.Cards.Action.DISCARD_CHOSEN && c.whose() == Scope.RIVAL && c.count() == 1;
                    };
            default -> false;
        };
    }

    // ------------------------------------------------------------------ playing the Plot

    /**
     * Checks the Plot {@code uid} ({@code d}) announced by {@code seat} at {@code target}: Upheaval! has none and is
     * not played before its player's first turn is over; the others name a rival by his Illuminati, one with a hidden
     * Plot (for Mutual Betrayal the player needs one too). The cost is checked by the caller.
     */
    public static void checkPlot(Abilities a, InwoState s, int seat, CardDef d, String uid, String target,
                                 boolean mayAnnounce, IntPredicate mayTouch) {
        if (Sellouts.sells(d.id())) { Sellouts.check(s, seat, d, target, mayAnnounce); return; } // Voodoo Economics, The Big Sellout
        if (!mayAnnounce) throw violation("NOT_NOW", "not during an attack or another Plot");
        Player me = s.player(seat);
        switch (PLOTS.get(d.id())) {
            case UPHEAVAL -> {
                if (target != null) throw violation("INVALID_TARGET", d.name() + " has no target");
                if (me.turns() < 1) throw violation("FIRST_TURN", d.name() + " cannot be used on your first turn");
                boolean any = s.players().stream().anyMatch(p -> !p.out() && !groups(p).isEmpty());
                if (!any) throw violation("NO_EFFECT", "nobody has a Group to discard");
            }
            case JANITOR, BETRAYAL, FIGHT -> {
                int owner = target == null ? -1 : s.ownerOf(target);
                if (owner < 0 || owner == seat || !s.player(owner).root().uid().equals(target)) {
                    throw violation("INVALID_TARGET", "name a rival by his Illuminati");
                }
                if (!mayTouch.test(owner)) throw violation("PROTECTED", "that player has not completed his first turn");
                if (PLOTS.get(d.id()) == Card.FIGHT) {
                    if (groupCards(a, s.player(owner)).isEmpty()) throw violation("NO_EFFECT", "that player has no Group card in hand");
                    return;
                }
                if (hidden(a, s.player(owner)).isEmpty()) throw violation("NO_EFFECT", "that player has no hidden Plot");
                if (PLOTS.get(d.id()) == Card.BETRAYAL && hidden(a, me).stream().allMatch(h -> h.uid().equals(uid))) {
                    throw violation("NO_EFFECT", "you have no hidden Plot of your own to expose");
                }
            }
        }
    }

    /** The Plot resolved: the first choice opens (nothing when nobody has anything left to choose). */
    public static void resolve(Sink e, Abilities a, int seat, CardDef d, String target, Rng rng) {
        if (!plot(d)) return;
        if (Sellouts.sells(d.id())) { Sellouts.resolve(e, seat, d); return; } // Voodoo Economics, The Big Sellout
        InwoState s = e.state();
        switch (PLOTS.get(d.id())) {
            case UPHEAVAL -> {
                List<Integer> order = new ArrayList<>();
                for (int i = 0; i < s.seats(); i++) order.add((seat + i) % s.seats());
                next(e, seat, d.id(), order);
            }
            case JANITOR -> {
                int rival = s.ownerOf(target == null ? "" : target);
                if (rival < 0 || rival == seat) return;
                List<String> hidden = uids(hidden(a, s.player(rival)));
                if (hidden.isEmpty()) return;
                e.emit(new ChoiceOpened(new Choice(Kind.JANITOR_ASIDE, rival, seat, d.id(), rival, hidden, null, null)));
            }
            case BETRAYAL -> {
                int rival = s.ownerOf(target == null ? "" : target);
                if (rival < 0 || rival == seat) return;
                betray(e, a, seat, d.id(), rival);
            }
            case FIGHT -> {
                int rival = s.ownerOf(target == null ? "" : target);
                if (rival < 0 || rival == seat) return;
                List<HandCard> pool = new ArrayList<>(groupCards(a, s.player(rival)));
                List<HandCard> two = new ArrayList<>();
                while (two.size() < 2 && !pool.isEmpty()) two.add(pool.remove(pool.size() == 1 ? 0 : rng.nextInt(pool.size())));
                if (two.isEmpty()) return;
                e.emit(new CardsSeen(seat, rival, "HAND", uids(two), two.stream().map(HandCard::card).toList(), "LETS_YOU_AND_HIM_FIGHT"));
                e.emit(new ChoiceOpened(new Choice(Kind.FIGHT, seat, seat, d.id(), rival, uids(two), null, null)));
            }
        }
    }

    /** Upheaval!: the next seat of {@code order} still in with a Group chooses which to discard. */
    private static void next(Sink e, int player, String card, List<Integer> order) {
        InwoState s = e.state();
        for (int i = 0; i < order.size(); i++) {
            Player p = s.player(order.get(i));
            if (p.out() || groups(p).isEmpty()) continue;
            e.emit(new ChoiceOpened(new Choice(Kind.UPHEAVAL, p.seat(), player, card, -1, uids2(groups(p)), null,
                    order.subList(i + 1, order.size()))));
            return;
        }
    }

    /** Mutual Betrayal: the player's next exposure, while both still have hidden Plots. */
    private static void betray(Sink e, Abilities a, int seat, String card, int rival) {
        InwoState s = e.state();
        List<String> mine = uids(hidden(a, s.player(seat)));
        if (mine.isEmpty() || hidden(a, s.player(rival)).isEmpty()) return;
        List<String> options = new ArrayList<>(mine);
        options.add(STOP);
        e.emit(new ChoiceOpened(new Choice(Kind.BETRAYAL_OWN, seat, seat, card, rival, options, null, null)));
    }

    // ------------------------------------------------------------------ the choice

    /** The seats the game waits for while a choice is pending, else null. */
    public static List<Integer> awaiting(InwoState s) {
        return s.choice() == null ? null : List.of(s.choice().seat());
    }

    /** While a choice is pending only its Choose is accepted; without one, no Choose is. */
    public static void check(InwoState s, int seat, InwoCommand c) {
        Choice ch = s.choice();
        if (ch == null) {
            if (c instanceof InwoCommand.Choose) throw violation("NO_CHOICE", "there is nothing to choose");
            return;
        }
        if (!(c instanceof InwoCommand.Choose x)) throw violation("CHOICE_PENDING", "make the choice the game waits for first");
        if (ch.seat() != seat) throw violation("NOT_YOUR_TURN", "the game is waiting for another seat's choice");
        if (x.option() == null || !ch.options().contains(x.option())) {
            throw violation("INVALID_OPTION", "choose one of " + ch.options());
        }
    }

    /** The legal moves while a choice is pending: one Choose per option, for the choosing seat only. */
    public static List<InwoCommand> candidates(InwoState s, int seat) {
        Choice ch = s.choice();
        if (ch == null || ch.seat() != seat) return List.of();
        List<InwoCommand> out = new ArrayList<>();
        for (String o : ch.options()) out.add(new InwoCommand.Choose(o));
        return out;
    }

    /** What silence chooses: the first option. */
    public static InwoCommand.Choose silent(InwoState s) {
        return silent(s, false);
    }

    /**
     * What silence chooses: the first option; with {@code quiet} (ruling I8, rules version 3 on) STOP where the choice
     * has it (Mutual Betrayal: silence never exposes a hidden Plot the player could have kept).
     */
    public static InwoCommand.Choose silent(InwoState s, boolean quiet) {
        List<String> options = s.choice().options();
        return new InwoCommand.Choose(quiet && options.contains(STOP) ? STOP : options.getFirst());
    }

    /** The choice made: its effect, then the next choice if any. */
    /** {@code implemented}: the interpreter's test, for the Vultures a rival may play (passed in from above). */
    public static void choose(Sink e, Abilities a, int seat, InwoCommand.Choose x, java.util.function.Predicate<CardDef> implemented) {
        Choice ch = e.state().choice();
        e.emit(new ChoiceMade(seat, ch.kind(), x.option()));
        InwoState s = e.state();
        switch (ch.kind()) {
            case UPHEAVAL -> {
                discard(e, seat, x.option());
                next(e, ch.player(), ch.card(), ch.queue());
            }
            case JANITOR_ASIDE -> e.emit(new ChoiceOpened(new Choice(Kind.JANITOR_PICK, ch.player(), ch.player(), ch.card(),
                    ch.rival(), List.of(PICKED, OTHERS), x.option(), null)));
            case JANITOR_PICK -> {
                Player r = s.player(ch.rival());
                List<HandCard> shown = hidden(a, r).stream()
                        .filter(h -> h.uid().equals(ch.aside()) == PICKED.equals(x.option())).toList();
                CardFlow.expose(e, a, ch.player(), ch.rival(), shown, "EXPOSED_BY_RIVAL");
            }
            case BETRAYAL_OWN -> {
                if (STOP.equals(x.option())) return;
                e.emit(new PlotsExposed(seat, List.of(s.player(seat).inHand(x.option())), "MUTUAL_BETRAYAL"));
                List<String> theirs = uids(hidden(a, e.state().player(ch.rival())));
                if (theirs.isEmpty()) return;
                e.emit(new ChoiceOpened(new Choice(Kind.BETRAYAL_RIVAL, ch.rival(), ch.player(), ch.card(), ch.rival(),
                        theirs, null, null)));
            }
            case VULTURES -> Vultures.chosen(e, a, seat, ch, x.option(), implemented);
            case VOODOO, SELLOUT, SELLOUT_TOKEN -> Sellouts.chosen(e, seat, ch, x.option());
            case FIGHT -> {
                HandCard h = s.player(ch.rival()).inHand(x.option());
                if (h != null) e.emit(new CardDiscarded(ch.rival(), h.uid(), h.card(), "DISCARDED_BY_RIVAL"));
            }
            case BETRAYAL_RIVAL -> {
                CardFlow.expose(e, a, ch.player(), seat, List.of(s.player(seat).inHand(x.option())), "EXPOSED_BY_RIVAL");
                HandCard h = e.state().player(seat).inHand(x.option());
                if (h != null && h.exposed()) betray(e, a, ch.player(), ch.card(), seat); // else stopped (MI-5): it ends
            }
        }
    }

    /** Upheaval!: the Group leaves play discarded (not destroyed): its Resources discarded, its puppets to hand. */
    private static void discard(Sink e, int owner, String uid) {
        var gone = Structures.sacrificed(e.state().player(owner), uid);
        if (gone != null) e.emit(gone);
    }

    // ------------------------------------------------------------------ helpers

    private static List<Placed> groups(Player p) {
        return p.structure().stream().filter(c -> !c.illuminati() && !c.resource()).toList();
    }

    private static List<HandCard> hidden(Abilities a, Player p) {
        return p.hand().stream().filter(h -> !h.exposed() && a.def(h.card()).inPlotDeck()).toList();
    }

    /** The Group cards (not Resources) in a hand. */
    private static List<HandCard> groupCards(Abilities a, Player p) {
        return p.hand().stream().filter(h -> a.def(h.card()).kind() == CardKind.GROUP).toList();
    }

    private static List<String> uids(List<HandCard> cards) {
        return cards.stream().map(HandCard::uid).toList();
    }

    private static List<String> uids2(List<Placed> cards) {
        return cards.stream().map(Placed::uid).toList();
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
