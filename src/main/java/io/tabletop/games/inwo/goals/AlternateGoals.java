package io.tabletop.games.inwo.goals;

import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.PlotKind;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Player;

/**
 * Alternate Goals: held in hand, its player may hold two Goal cards and wins with either [WDH p.16; H20]. The
 * engine does not play it in front of its player (the errata's option), so it counts against the hand limit.
 */
public final class AlternateGoals {

    private AlternateGoals() {}

    /** Whether an effect of this card is interpreted here: the GOAL_CARDS of Alternate Goals. */
    public static boolean interprets(CardDef card, Effect e) {
        return card.kind() == CardKind.PLOT && alternateGoals(card) && e instanceof Effect.Goal;
    }

    /** A Plot the engine plays from here (for {@code Interpreted.implemented}). */
    public static boolean plays(CardDef card) {
        return alternateGoals(card);
    }

    /** Alternate Goals: an ordinary Plot whose only effect is GOAL_CARDS. */
    public static boolean alternateGoals(CardDef d) {
        return d != null && d.kind() == CardKind.PLOT && d.plotKind() == PlotKind.PLOT && !d.effects().isEmpty()
                && d.effects().stream().allMatch(e -> e instanceof Effect.Goal g && g.kind() == Effect.Goal.Kind.GOAL_CARDS);
    }

    /** How many Goal cards the seat may hold: Alternate Goals in his hand makes it its number (else 1). */
    public static int goalCards(Abilities a, Player p) {
        int n = 1;
        for (HandCard h : p.hand()) {
            CardDef d = a.def(h.card());
            if (!alternateGoals(d)) continue;
            for (Effect.Goal g : d.effects(Effect.Goal.class)) n = Math.max(n, g.amount());
        }
        return n;
    }
}
