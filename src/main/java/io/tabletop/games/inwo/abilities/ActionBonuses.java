package io.tabletop.games.inwo.abilities;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.model.Placed;

/**
 * "Any attempt" attack bonuses bought with the card's own action (Mercenaries: "act: +4 to destroy or +1 to
 * control"; Earthquake Projector; Dinosaur Park): the bonus counts for an attack only when the attacker spends the
 * card's token on it during the attack's window (a {@link Contribution.Kind#HELPER} contribution of value 0 marks
 * it), and then like any "any attempt" bonus (added up as {@code effects.AttackBonuses} says [WDH p.18]).
 */
public final class ActionBonuses {

    private ActionBonuses() {}

    /**
     * Whether the card's action buys its structure-wide attack bonuses: a Group or Resource whose effects are those
     * bonuses, the action Cost, and (a Group) the right to join attacks; nothing else its action could pay for.
     */
    public static boolean bonusCard(CardDef card) {
        if (io.tabletop.games.inwo.tokens.SpentBonuses.defenceBonusCard(card)) return true; // r4 tokens: Hammer of Thor
        if (io.tabletop.games.inwo.attack.Hindrances.card(card)) return true; // last cards: Weather Satellite
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
}
