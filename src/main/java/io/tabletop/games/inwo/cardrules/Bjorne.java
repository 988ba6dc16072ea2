package io.tabletop.games.inwo.cardrules;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.cards.Trigger;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;

/**
 * Bjorne, beloved by children: +4 for a direct attack to control a Media Group (an ordinary attack bonus); one more
 * Action token each turn for every other Media Group of his controller's Power Structure (himself not counted: "per
 * Media" is read as the Media Groups he works with); and whoever destroys or kills him (the seat whose attack,
 * Assassination or Disaster destroys him) at once draws one Plot card, plus one more for every point of his Power at
 * that moment (his current Power, bonuses included, never less than 0). His tokens are counted by the ability
 * queries ({@code abilities.CardFigures}).
 */
public final class Bjorne {

    private Bjorne() {}

    public static final String BJORNE = io.tabletop.games.inwo.abilities.CardFigures.BJORNE;

    /** His tokens per Media Group and his killer's draw. */
    public static boolean interprets(CardDef card, Effect e) {
        if (!BJORNE.equals(card.id())) return false;
        return e instanceof Effect.Special
                || e instanceof Effect.Tokens t && t.who() == Scope.SELF && t.perEach() != null && t.when() == Trigger.ALWAYS;
    }

    /** The Plots his killer draws when {@code dying} (of {@code owner}'s) is destroyed now: 1 + his Power; 0 for another Group. */
    public static int thanks(Abilities a, InwoState s, int owner, Placed dying) {
        if (dying == null || !BJORNE.equals(dying.card()) || a.def(BJORNE) == null) return 0;
        return 1 + Math.max(0, a.power(s, owner, dying));
    }
}
