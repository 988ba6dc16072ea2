package io.tabletop.games.inwo.attack;

import io.tabletop.engine.Rng;
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
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Contribution;

/**
 * Die-roll effects [WDH p.9-11, p.17]: Plots and abilities that adjust, set or re-roll an attack's roll. The handbook
 * has them used on the roll itself ("Plots or special abilities that affect the die roll" after the attack, even a
 * Privileged one; none when strength is below 2, as then nothing is rolled), so the server rolls when the attack's
 * window closes (an event from the game's seeded Rng) and then opens a ROLL window to every seat; each die-roll
 * effect played restarts its round of passes (later ones modify earlier ones); when it closes the attack is settled
 * with the roll as it then stands (11 or 12 still fail, 2..12 always, "impossible die rolls cannot happen"). The
 * roll window opens only while some seat still has a die-roll card among its hand, decks or cards in play — others
 * learn no more than that such a card is among someone's — so games without them play as before.
 * <p>
 * Re-rolls say which rolls they reach (Time Warp: a rival's succeeding roll, and he draws a Group; Mothers' March: a
 * succeeding attack to destroy, re-rolled at -4 strength; Fnord Motor Company: your failing attack, for its action
 * and a card discarded from your hand — named as the command's helper; Angel's Feather: the linked Peaceful group's
 * failing attack to control, or a succeeding attack on your Peaceful group, once per attack). A re-roll is a new
 * event drawn from the game's seeded Rng.
 * <p>
 * The roll as it stands is kept in the attack as its last {@link Contribution.Kind#ROLL} contribution, whose value
 * packs the dice, the roll and a strength penalty: {@code penalty * 10000 + roll * 100 + die1 * 10 + die2}.
 */
public final class Dice {

    private Dice() {}

    // ------------------------------------------------------------------ which cards

    public static boolean interprets(CardDef card, Effect e) {
        if (e instanceof Effect.Roll r) return supported(r) && (card.kind() == CardKind.PLOT ? plays(card) : ability(card));
        if (e instanceof Effect.Cards c && card.kind() == CardKind.PLOT) return rivalDraws(c) && plays(card);
        return e instanceof Effect.Cost c && card.kind() == CardKind.GROUP && abilityCost(c) && ability(card);
    }

    private static boolean supported(Effect.Roll r) {
        return r.whose() == null || java.util.Set.of(io.tabletop.games.inwo.cards.Scope.PLAYER,
                io.tabletop.games.inwo.cards.Scope.RIVAL, io.tabletop.games.inwo.cards.Scope.LINKED,
                io.tabletop.games.inwo.cards.Scope.TARGET).contains(r.whose());
    }

    /** The rival whose roll is re-rolled draws (Time Warp: a Group card). */
    private static boolean rivalDraws(Effect.Cards c) {
        return c.action() == Effect.Cards.Action.DRAW && c.whose() == io.tabletop.games.inwo.cards.Scope.RIVAL
                && c.when() == io.tabletop.games.inwo.cards.Trigger.ALWAYS && c.count() > 0 && c.perEach() == null
                && c.subject() == null;
    }

    /** A group's ability costs its action, and maybe a card discarded from hand (Fnord Motor Company). */
    private static boolean abilityCost(Effect.Cost c) {
        return c.kind() == Effect.Cost.Kind.ACTION && c.minPower() == 0 && c.actor().matchesEverything()
                || c.kind() == Effect.Cost.Kind.DISCARD_FROM_HAND && !c.alternative();
    }

    private static boolean discards(CardDef d) {
        return d.effects(Effect.Cost.class).stream().anyMatch(c -> c.kind() == Effect.Cost.Kind.DISCARD_FROM_HAND);
    }

    /** A Plot this module plays: die-roll effects only, with a cost the engine takes. */
    public static boolean plays(CardDef card) {
        if (card.kind() != CardKind.PLOT || card.plotKind() != PlotKind.PLOT || !Costs.payable(card)) return false;
        boolean rolls = false;
        boolean rerollsRival = false;
        Effect.Cards draws = null;
        for (Effect e : card.effects()) {
            if (e instanceof Effect.Roll r && supported(r)) {
                rolls = true;
                rerollsRival |= r.mode() == Effect.Roll.Mode.REROLL && r.whose() == io.tabletop.games.inwo.cards.Scope.RIVAL;
            } else if (e instanceof Effect.Cards c && rivalDraws(c)) {
                draws = c;
            } else if (!(e instanceof Effect.Cost)) return false;
        }
        return rolls && (draws == null || rerollsRival);
    }

    /**
     * A Group whose action changes a roll (W.I.T.C.H., Fnord Motor Company), or a Resource that does without one
     * (Angel's Feather, once per attack): its die-roll effects and costs only.
     */
    private static boolean ability(CardDef card) {
        if (card.kind() != CardKind.GROUP && card.kind() != CardKind.RESOURCE) return false;
        boolean rolls = false;
        boolean action = false;
        for (Effect e : card.effects()) {
            if (e instanceof Effect.Roll r && supported(r)) rolls = true;
            else if (e instanceof Effect.Cost c && abilityCost(c)) action |= c.kind() == Effect.Cost.Kind.ACTION;
            else return false;
        }
        return rolls && (card.kind() == CardKind.GROUP ? action : card.effects(Effect.Cost.class).isEmpty());
    }

    private static boolean rollCard(CardDef d) {
        return d != null && (d.kind() == CardKind.PLOT ? plays(d) : ability(d)) || AfterTheRoll.card(d); // last cards C
    }

    // ------------------------------------------------------------------ the roll

    /**
     * Whether a roll window opens: from version 4 on unless every seat's standing instructions pass in it (I6); before,
     * when some seat still had a die-roll card in hand, decks or play.
     */
    public static boolean opens(Abilities a, InwoState s) {
        if (a.version().windowsIgnoreHiddenCards()) { // I6: whatever anybody holds, unless every seat passes in it
            return s.active().stream().anyMatch(seat -> !s.player(seat).autoPasses(io.tabletop.games.inwo.model.AutoPass.ROLL));
        }
        for (int seat : s.active()) {
            Player p = s.player(seat);
            for (HandCard h : p.hand()) if (rollCard(a.def(h.card()))) return true;
            for (String id : p.plotDeck()) if (rollCard(a.def(id))) return true;
            for (String id : p.groupDeck()) if (rollCard(a.def(id))) return true;
            for (Placed c : p.structure()) if (rollCard(a.def(c.card()))) return true;
        }
        return false;
    }

    /** The dice rolled when the attack's window closed: the roll window opens to every seat. */
    public static InwoEvent rolled(InwoState s, List<Integer> dice) {
        List<Integer> eligible = s.active();
        Window tmp = new Window(WindowKind.ROLL, eligible, 0, 0, s.windows() + 1);
        return new InwoEvent.DiceRolled(dice, new Window(WindowKind.ROLL, eligible, tmp.after(s.attack().attacker()), 0,
                s.windows() + 1));
    }

    /** The contribution keeping the roll as it stands ({@code penalty}: strength lost for this roll). */
    public static Contribution roll(int seat, String uid, String card, List<Integer> dice, int roll, int penalty) {
        return new Contribution(seat, uid, card, Contribution.Kind.ROLL,
                penalty * 10000 + roll * 100 + dice.get(0) * 10 + dice.get(1), false);
    }

    private static Contribution last(Attack at) {
        if (at == null) return null;
        Contribution out = null;
        for (Contribution c : at.contributions()) if (c.kind() == Contribution.Kind.ROLL) out = c;
        return out;
    }

    /** The dice of the roll as it stands, or null when the attack was not rolled yet. */
    public static List<Integer> dice(Attack at) {
        Contribution c = last(at);
        return c == null ? null : List.of(c.value() / 10 % 10, c.value() % 10);
    }

    /** The roll as it stands (the dice, adjusted or set). */
    public static int total(Attack at) {
        return last(at).value() / 100 % 100;
    }

    /** Strength lost for the roll as it stands (Mothers' March's re-roll at -4). */
    public static int penalty(Attack at) {
        Contribution c = last(at);
        return c == null ? 0 : c.value() / 10000;
    }

    /** Whether the roll as it stands makes the attack succeed (11 and 12 fail). */
    private static boolean succeeds(Abilities a, InwoState s) {
        Attack at = s.attack();
        int roll = total(at);
        return roll < 11 && roll + penalty(at) <= Strength.of(a, s, at);
    }

    // ------------------------------------------------------------------ checks

    /** The card a ChangeRoll names: a Plot in hand or a Group of the seat's. */
    private static CardDef card(Abilities a, InwoState s, int seat, String uid) {
        Player me = s.player(seat);
        HandCard h = uid == null ? null : me.inHand(uid);
        if (h != null) return a.def(h.card());
        Placed g = uid == null ? null : me.placed(uid);
        return g == null ? null : a.def(g.card());
    }

    /** The best die-roll effect of the card ({@code uid}, of {@code seat}) for the roll as it stands, or null. */
    private static Effect.Roll effect(Abilities a, InwoState s, int seat, String uid, CardDef d) {
        Attack at = s.attack();
        Effect.Roll best = null;
        for (Effect.Roll r : d.effects(Effect.Roll.class)) {
            if (!supported(r) || !reaches(a, s, seat, uid, r)) continue;
            if (best == null || r.amount() > best.amount() && r.mode() == Effect.Roll.Mode.ADJUST) best = r;
        }
        return best;
    }

    /** Whether the effect reaches this roll: its outcome, whose attack, its type, what it involves. */
    private static boolean reaches(Abilities a, InwoState s, int seat, String uid, Effect.Roll r) {
        Attack at = s.attack();
        if (!r.on().covers(at.type().type())) return false;
        if (r.when() != Effect.Roll.Outcome.ANY && succeeds(a, s) != (r.when() == Effect.Roll.Outcome.SUCCESS)) return false;
        if (r.whose() == null) return involves(a, s, at, r.involving());
        return switch (r.whose()) {
            case PLAYER -> at.attacker() == seat && involves(a, s, at, r.involving());
            case RIVAL -> at.attacker() != seat && involves(a, s, at, r.involving());
            case LINKED -> {
                Placed card = s.player(seat).placed(uid);
                Placed by = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
                yield card != null && by != null && at.attacker() == seat && by.uid().equals(card.master())
                        && a.matches(s, r.involving(), by, a.basePower(by), false);
            }
            case TARGET -> {
                Placed t = at.fromHand() || at.owner() != seat ? null : s.player(seat).placed(at.target());
                yield t != null && at.attacker() != seat && a.matches(s, r.involving(), t, a.basePower(t), false);
            }
            default -> false;
        };
    }

    /** Whether the attack involves a card matching the filter: its attacking group, its target or its Plot. */
    private static boolean involves(Abilities a, InwoState s, Attack at, io.tabletop.games.inwo.cards.Filter f) {
        if (f.matchesEverything()) return true;
        Placed by = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
        Placed t = at.fromHand() ? null : s.player(at.owner()).placed(at.target());
        return by != null && a.matches(s, f, by, a.basePower(by), false)
                || t != null && a.matches(s, f, t, a.basePower(t), false)
                || t == null && f.matchesPrinted(a.def(at.targetCard()))
                || at.plotCard() != null && f.matchesPrinted(a.def(at.plotCard()));
    }

    public static void check(Abilities a, InwoState s, int seat, InwoCommand.ChangeRoll x) {
        if (s.window() == null || s.window().kind() != WindowKind.ROLL || dice(s.attack()) == null) {
            throw violation("NO_ROLL", "there is no roll to change");
        }
        CardDef d = card(a, s, seat, x.card());
        if (d == null) throw violation("NOT_YOURS", "name a Plot in your hand or a group of yours");
        Player me = s.player(seat);
        if (me.inHand(x.card()) != null) {
            if (!plays(d)) throw violation("NO_EFFECT", d.name() + " does not change a roll");
            if (Costs.pay(a, s, seat, d, x.helper()) == null) throw violation("CANNOT_PAY", "its cost cannot be paid");
        } else {
            Placed g = me.placed(x.card());
            if (!ability(d)) throw violation("NO_ABILITY", d.name() + " does not change a roll");
            if (discards(d)) {
                if (x.helper() == null || me.inHand(x.helper()) == null) throw violation("CANNOT_PAY", "name the card you discard from your hand");
            } else if (x.helper() != null) {
                throw violation("INVALID_HELPER", "the card uses its own ability");
            }
            if (g.resource()) {
                if (s.attack().contributions().stream().anyMatch(c -> c.kind() == Contribution.Kind.ROLL && g.uid().equals(c.uid()))) {
                    throw violation("ONCE_PER_ATTACK", d.name() + " works once per attack");
                }
            } else if (g.tokens() < 1 || a.cannotAct(s, seat, g)) {
                throw violation("NO_TOKEN", "that group cannot act");
            }
        }
        Effect.Roll r = effect(a, s, seat, x.card(), d);
        if (r == null) throw violation("NO_EFFECT", d.name() + " does not reach this roll");
        if (r.mode() == Effect.Roll.Mode.ADJUST) {
            if (x.by() == 0 || Math.abs(x.by()) > r.amount()) throw violation("INVALID_CHANGE", "change the roll by 1 to " + r.amount() + ", up or down");
        } else if (x.by() != 0) {
            throw violation("INVALID_CHANGE", d.name() + " sets or re-rolls the roll: by is 0");
        }
    }

    // ------------------------------------------------------------------ events

    public static List<InwoEvent> change(Abilities a, InwoState s, int seat, InwoCommand.ChangeRoll x, Rng rng) {
        CardDef d = card(a, s, seat, x.card());
        Player me = s.player(seat);
        List<InwoEvent> out = new ArrayList<>();
        if (me.inHand(x.card()) != null) {
            Costs.Payment pay = Costs.pay(a, s, seat, d, x.helper());
            if (!pay.tokens().isEmpty()) out.add(new InwoEvent.TokensSpent(seat, pay.tokens(), "PLOT_COST"));
            if (pay.topPlots() > 0) out.add(new InwoEvent.TopCardsDiscarded(seat, true, List.copyOf(me.plotDeck().subList(0, pay.topPlots()))));
            if (pay.topGroups() > 0) out.add(new InwoEvent.TopCardsDiscarded(seat, false, List.copyOf(me.groupDeck().subList(0, pay.topGroups()))));
        }
        else if (discards(d)) { // the ability's card discarded from hand
            HandCard h = me.inHand(x.helper());
            out.add(new InwoEvent.CardDiscarded(seat, h.uid(), h.card(), "ABILITY_COST"));
        }
        Effect.Roll r = effect(a, s, seat, x.card(), d);
        List<Integer> dice = dice(s.attack());
        int penalty = penalty(s.attack());
        int roll = switch (r.mode()) {
            case ADJUST -> total(s.attack()) + x.by();
            case SET -> r.amount();
            case REROLL -> {
                dice = List.of(1 + rng.nextInt(6), 1 + rng.nextInt(6));
                penalty = Math.max(0, -r.amount());
                yield dice.get(0) + dice.get(1);
            }
        };
        roll = Math.max(2, Math.min(12, roll)); // impossible die rolls cannot happen [WDH p.17]
        out.add(new InwoEvent.RollChanged(seat, x.card(), d.id(), dice, roll, penalty));
        if (r.mode() == Effect.Roll.Mode.REROLL) { // Time Warp: the rival whose roll it was draws
            for (Effect.Cards c : d.effects(Effect.Cards.class)) {
                if (!rivalDraws(c)) continue;
                Player rival = s.player(s.attack().attacker());
                List<String> deck = c.deck() == io.tabletop.games.inwo.cards.Deck.PLOT ? rival.plotDeck() : rival.groupDeck();
                int n = Math.min(c.count(), deck.size());
                List<HandCard> drawn = new ArrayList<>();
                for (int i = 0; i < n; i++) drawn.add(new HandCard(rival.uid(rival.serial() + i), deck.get(i), false));
                if (n > 0) out.add(new InwoEvent.CardsDrawn(rival.seat(), c.deck() == io.tabletop.games.inwo.cards.Deck.PLOT, n, drawn));
            }
        }
        Window w = s.window();
        out.add(new InwoEvent.PriorityMoved(new Window(w.kind(), w.eligible(), w.after(seat), 0, s.windows() + 1)));
        return out;
    }

    // ------------------------------------------------------------------ legal moves

    public static void candidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        Player me = s.player(seat);
        for (HandCard h : me.hand()) {
            CardDef d = a.def(h.card());
            if (!plays(d)) continue;
            List<String> helpers = new ArrayList<>();
            helpers.add(null);
            if (d.effects(Effect.Cost.class).stream().anyMatch(c -> c.kind() == Effect.Cost.Kind.ACTION)) {
                for (Placed g : me.structure()) if (!g.resource() && g.tokens() > 0) helpers.add(g.uid());
            }
            for (String helper : helpers) for (int by : changes(d)) out.add(new InwoCommand.ChangeRoll(h.uid(), by, helper));
        }
        for (Placed g : me.structure()) {
            CardDef d = a.def(g.card());
            if (!ability(d) || !g.resource() && g.tokens() < 1) continue;
            List<String> helpers = new ArrayList<>();
            if (discards(d)) for (HandCard h : me.hand()) helpers.add(h.uid());
            else helpers.add(null);
            for (String helper : helpers) for (int by : changes(d)) out.add(new InwoCommand.ChangeRoll(g.uid(), by, helper));
        }
    }

    private static List<Integer> changes(CardDef d) {
        int most = 0;
        boolean set = false;
        for (Effect.Roll r : d.effects(Effect.Roll.class)) {
            if (r.mode() == Effect.Roll.Mode.ADJUST) most = Math.max(most, r.amount());
            else set = true;
        }
        List<Integer> out = new ArrayList<>();
        if (set) out.add(0); // SET and REROLL
        for (int i = 1; i <= most; i++) {
            out.add(i);
            out.add(-i);
        }
        return out;
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
