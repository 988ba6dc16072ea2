package io.tabletop.games.inwo.tokens;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.model.Sink;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.List;

/**
 * Bonuses a card in play gives only to the one attack it is spent on (tokens, restrictions and unusual costs):
 * <ul>
 * <li>Hammer of Thor: its action buys +2 for a Government or Violent group's attack (like Mercenaries) or, spent by
 * the defender, +2 to such a group defending against an attack to destroy;</li>
 * <li>Rogue Boomer: discarded (Cost DISCARD_THIS) by the attacker for its TARGET bonuses (+10 to destroy a Place, or to
 * a Disaster); its "any attempt" +5 to control Nations holds while it is in play.</li>
 * </ul>
 */
public final class SpentBonuses {

    private SpentBonuses() {}

    /** Hammer of Thor and its like: abilities.ActionBonuses' test (read by the ability queries). */
    public static boolean defenceBonusCard(CardDef card) {
        return io.tabletop.games.inwo.abilities.ActionBonuses.defenceBonusCard(card);
    }

    /** A Resource discarded for the bonuses it gives the one attack it is spent on (Rogue Boomer). */
    public static boolean discardCard(CardDef card) {
        if (card.kind() != CardKind.RESOURCE) return false;
        boolean cost = false;
        boolean bonus = false;
        for (Effect e : card.effects()) {
            switch (e) {
                case Effect.Cost c when c.kind() == Effect.Cost.Kind.DISCARD_THIS && !c.alternative() -> cost = true;
                case Effect.AttackBonus b when b.by() == Scope.TARGET && !b.target().chosenAlignment() -> bonus = true;
                case Effect.AttackBonus b when b.by() == Scope.STRUCTURE && !b.target().chosenAlignment() -> { }
                default -> {
                    return false;
                }
            }
        }
        return cost && bonus;
    }

    /** The effects of a discard card this class plays: its cost and its TARGET bonuses. */
    public static boolean interprets(CardDef card, Effect e) {
        if (!discardCard(card)) return false;
        return e instanceof Effect.Cost c && c.kind() == Effect.Cost.Kind.DISCARD_THIS
                || e instanceof Effect.AttackBonus b && b.by() == Scope.TARGET;
    }

    /** The defence bonus the card gives the target of this attack (0: none fits). */
    public static int defence(Abilities a, InwoState s, Attack at, Placed card) {
        if (at.fromHand()) return 0;
        Placed t = s.player(at.owner()).placed(at.target());
        Placed by = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
        if (t == null || t.illuminati() || t.resource()) return 0;
        int n = 0;
        for (Effect.DefenceBonus d : a.def(card.card()).effects(Effect.DefenceBonus.class)) {
            if (!d.against().covers(at.type().type()) || !a.matches(s, d.filter(), t, a.basePower(t), false)) continue;
            if (!d.attacker().matchesEverything() && (by == null || !a.matches(s, d.attacker(), by, a.basePower(by), false))) continue;
            n += d.amount();
        }
        return n;
    }

    /** The bonus the discard card gives this attack (0: none fits). */
    public static int discardBonus(Abilities a, InwoState s, Attack at, Placed card) {
        if (at.fromHand()) return 0;
        Placed t = s.player(at.owner()).placed(at.target());
        Placed by = at.by() == null ? null : s.player(at.attacker()).placed(at.by());
        if (t == null) return 0;
        int n = 0;
        for (Effect.AttackBonus b : a.def(card.card()).effects(Effect.AttackBonus.class)) {
            if (b.by() != Scope.TARGET || !b.on().covers(at.type().type())) continue;
            if (!a.matches(s, b.target(), t, a.power(s, at.owner(), t), false)) continue;
            if (by != null && !a.matches(s, b.attacker(), by, a.basePower(by), false)) continue;
            n += b.amount();
        }
        return n;
    }

    /** Whether {@code uid} names a card of {@code seat}'s this class plays in the open attack's window. */
    public static boolean handles(Abilities a, InwoState s, int seat, String uid) {
        Attack at = s.attack();
        if (at == null || uid == null) return false;
        Placed c = s.player(seat).placed(uid);
        if (c == null) return false;
        CardDef d = a.def(c.card());
        return discardCard(d) || defenceBonusCard(d) && at.attacker() != seat;
    }

    public static void check(Abilities a, InwoState s, int seat, String uid) {
        if (s.window() == null || s.window().kind() != WindowKind.ATTACK) throw violation("NO_ATTACK", "there is no attack to answer");
        Attack at = s.attack();
        Placed c = s.player(seat).placed(uid);
        CardDef d = a.def(c.card());
        if (discardCard(d)) {
            if (at.attacker() != seat) throw violation("NOT_YOURS", "its bonus is for its player's own attacks");
            if (discardBonus(a, s, at, c) == 0) throw violation("NO_EFFECT", "its bonus does not fit this attack");
            return;
        }
        if (at.defender() != seat) throw violation("NOT_YOURS", "its defence is for its player's own groups");
        if (c.tokens() < 1 || !c.resource() && a.cannotAct(s, seat, c)) throw violation("NO_TOKEN", "that card cannot act");
        if (defence(a, s, at, c) == 0) throw violation("NO_EFFECT", "its bonus does not fit this defence");
    }

    /** The card spent on the attack: its token (its defence then counts) or the card itself, discarded for its bonus. */
    public static void use(Abilities a, Sink e, int seat, String uid) {
        InwoState s = e.state();
        Placed c = s.player(seat).placed(uid);
        CardDef d = a.def(c.card());
        if (discardCard(d)) {
            int bonus = discardBonus(a, s, s.attack(), c);
            e.emit(new InwoEvent.CardDiscarded(seat, c.uid(), c.card(), "SPENT_ON_ATTACK"));
            e.emit(new InwoEvent.AttackJoined(new Contribution(seat, c.uid(), c.card(), Contribution.Kind.HELPER, bonus, true)));
            return;
        }
        e.emit(new InwoEvent.TokensSpent(seat, List.of(c.uid()), "ABILITY"));
        e.emit(new InwoEvent.AttackJoined(new Contribution(seat, c.uid(), c.card(), Contribution.Kind.HELPER, 0, false)));
    }

    /** Attack window: the discard cards of the seat's structure (the action cards are listed as bonus cards). */
    public static void windowCandidates(Abilities a, InwoState s, int seat, List<InwoCommand> out) {
        for (Placed c : s.player(seat).structure()) if (discardCard(a.def(c.card()))) out.add(new InwoCommand.UseAbility(c.uid()));
    }

    /** Are We Having Fun Yet?'s cost: plots.Costs' (a cost, read where costs are paid). */
    public static boolean abovePower(Abilities a, InwoState s, Placed helper) {
        return io.tabletop.games.inwo.plots.Costs.abovePower(a, s, helper);
    }

    private static RuleViolation violation(String code, String message) {
        return new RuleViolation(code, message);
    }
}
