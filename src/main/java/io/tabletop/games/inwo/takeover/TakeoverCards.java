package io.tabletop.games.inwo.takeover;

import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;

/** The takeover family's entry for {@code interpreter.Interpreted}: which effects it reads and which Plots it plays. */
public final class TakeoverCards {

    private TakeoverCards() {}

    public static boolean interprets(CardDef card, Effect e) {
        return TakeoverCancels.interprets(card, e) || ExtraTakeovers.interprets(card, e);
    }

    /** Ordinary Plots this family plays: takeover cancellations, Power Grab, Forgery. */
    public static boolean plays(CardDef card) {
        return TakeoverCancels.handles(card) || ExtraTakeovers.plot(card) || ExtraTakeovers.forgery(card);
    }
}
