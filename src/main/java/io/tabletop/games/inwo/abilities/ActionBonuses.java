package io.tabletop.games.inwo.abilities;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.model.Placed;

/**
 * "Any attempt" attack bonuses bought with the card's own action (Mercenaries: "act: +4 to destroy or +1 to
 * control"; Earthquake Projector; Dinosaur Park): the bonus counts for an attack only when the attacker spends the
 * card's token on it during the attack's window (a {@link Contribution.Kind#HELPER} contribution of value 0 marks
 * it), and then like any "any attempt" bonus (added up as {@code abilities.AttackBonuses} says [WDH p.18]).
 */
public final class ActionBonuses {

    private ActionBonuses() {}

    /**
     * Whether the card's action buys its structure-wide attack bonuses: a Group or Resource whose effects are those
     * bonuses, the action Cost, and (a Group) the right to join attacks; nothing else its action could pay for.
     */
    public static boolean bonusCard(CardDef card) {
        if (defenceBonusCard(card)) return true; // r4 tokens: Hammer of Thor
        if (hindranceCard(card)) return true; // last cards: Weather Satellite
        if (card.kind() != CardKind.GROUP && card.kind() != CardKind.RESOURCE) return false;
        boolean cost = false;
        boolean bonus = false;
        for (Effect e : card.effects()) {
            switch (e) {
                case Effect.Cost c when c.kind() == Effect.Cost.Kind.ACTION && c.minPower() == 0 && !c.alternative()
                        && c.actor().matchesEverything() -> cost = true;
                case Effect.AttackBonus b when b.by() == Scope.STRUCTURE && !b.target().chosenAlignment() -> bonus = true;
                case Effect.MayJoin m when card.kind() == CardKind.GROUP -> { }
                default -> {
                    return false;
                }
            }
        }
        return cost && bonus;
    }

    /** Whether the card's attack bonuses count now: always, or, on a bonus card, once its action was spent on the attack. */
    public static boolean counts(InwoState s, CardDef card, Placed c) {
        if (!bonusCard(card)) return true;
        Attack at = s.attack();
        if (at == null) return false;
        for (Contribution k : at.contributions()) {
            if (k.kind() == Contribution.Kind.HELPER && k.uid().equals(c.uid())) return true;
        }
        return false;
    }

    /**
     * A card whose action buys both its structure's attack bonuses and its structure's defence bonuses (Hammer of
     * Thor): read as a bonus card by {@link io.tabletop.games.inwo.abilities.ActionBonuses}.
     */
    public static boolean defenceBonusCard(CardDef card) {
        if (card.kind() != CardKind.GROUP && card.kind() != CardKind.RESOURCE) return false;
        boolean cost = false;
        boolean defence = false;
        for (Effect e : card.effects()) {
            switch (e) {
                case Effect.Cost c when c.kind() == Effect.Cost.Kind.ACTION && c.minPower() == 0 && !c.alternative()
                        && c.actor().matchesEverything() -> cost = true;
                case Effect.AttackBonus b when b.by() == Scope.STRUCTURE && !b.target().chosenAlignment() -> { }
                case Effect.DefenceBonus d when d.who() == Scope.STRUCTURE -> defence = true;
                default -> {
                    return false;
                }
            }
        }
        return cost && defence;
    }

    /** A penalty its action puts on rivals' attacks (an AttackBonus by RIVALS, negative). */
    public static boolean penalty(Effect e) {
        return e instanceof Effect.AttackBonus b && b.by() == Scope.RIVALS && b.amount() < 0 && !b.target().chosenAlignment();
    }

    /** Extra actions of the card itself (Tokens SELF, always). */
    public static boolean extraActions(Effect e) {
        return e instanceof Effect.Tokens t && t.who() == Scope.SELF && t.count() > 0 && t.perEach() == null
                && t.when() == Trigger.ALWAYS && t.filter().matchesEverything();
    }

    /** A Group or Resource whose action buys its structure's attack bonuses or a penalty on a rival's attack (Weather Satellite: attack.Hindrances plays it). */
    public static boolean hindranceCard(CardDef d) {
        if (d == null || d.kind() != CardKind.GROUP && d.kind() != CardKind.RESOURCE) return false;
        boolean cost = false;
        boolean hinders = false;
        for (Effect e : d.effects()) {
            switch (e) {
                case Effect.Cost c when c.kind() == Effect.Cost.Kind.ACTION && c.minPower() == 0 && !c.alternative()
                        && c.actor().matchesEverything() -> cost = true;
                case Effect.AttackBonus b when b.by() == Scope.STRUCTURE && !b.target().chosenAlignment() -> { }
                case Effect e2 when penalty(e2) -> hinders = true;
                case Effect e2 when extraActions(e2) -> { }
                default -> {
                    return false;
                }
            }
        }
        return cost && hinders;
    }

    /** Whether {@code Abilities.attackBonus} leaves this bonus to {@code Hindrances.instantBonus} (attacker unknown there). */
    public static boolean leftToInstant(CardDef d, Effect.AttackBonus b, boolean instant) {
        return instant && hindranceCard(d) && !b.attacker().matchesEverything();
    }
}
