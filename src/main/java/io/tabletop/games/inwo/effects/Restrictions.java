package io.tabletop.games.inwo.effects;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Effect;
import io.tabletop.games.inwo.cards.GroupClass;
import io.tabletop.games.inwo.cards.Scope;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Traits;
import io.tabletop.games.inwo.abilities.Abilities;

/**
 * Restrictions a Plot lays on a target: Corruption — no Relief for the Place until after its player's next turn
 * (kept in the Place's {@link Traits}: the seat and the count of his completed turns it lasts until).
 */
public final class Restrictions {

    private Restrictions() {}

    /** A one-shot Plot's restriction on its target the engine plays. */
    public static boolean oneShot(Effect.Restriction r) {
        return r.on() == Effect.Restriction.On.NO_RELIEF && r.who() == Scope.TARGET;
    }

    /** Whether the restriction fits the card: a Place in play. */
    public static boolean fits(Abilities a, Effect.Restriction r, Placed t) {
        CardDef d = a.def(t.card());
        return !t.resource() && !t.illuminati() && d.groupClass() == GroupClass.PLACE && a.matches(r.filter(), t, a.basePower(t), false);
    }

    /**
     * The Place's traits once {@code seat}'s Corruption resolves: through his next turn — the one after this if it is
     * his turn now, else his coming one.
     */
    public static Traits corrupted(InwoState s, int seat, Placed t) {
        int until = s.player(seat).turns() + (s.current() == seat ? 2 : 1);
        return t.traits().withNoRelief(seat, until);
    }

    /** Whether a Relief of the Place is forbidden now. */
    public static boolean noRelief(InwoState s, Placed place) {
        Traits t = place.traits();
        return t.noReliefSeat() >= 0 && t.noReliefSeat() < s.seats() && s.player(t.noReliefSeat()).turns() < t.noReliefUntil();
    }
}
