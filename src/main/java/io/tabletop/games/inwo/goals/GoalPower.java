package io.tabletop.games.inwo.goals;

import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.Placed;

/**
 * The Power a Group has for goals (totals and "Power 3 or more" thresholds). Ruling I4 (rules version 4 on): a Power
 * change that lasts as long as its cause stays in play (a standing ability of a Group or Resource, a linked Plot, a New
 * World Order, a set value) counts, so the Group's Power now; +10 Plots and "this turn" effects are no part of it, as
 * they never were [WDH p.6, p.16]. Version 3 and before: the printed or set value only, standing bonuses left out.
 */
final class GoalPower {

    private GoalPower() {}

    static int of(Abilities a, InwoState s, int owner, Placed c) {
        return a.version().standingPowerCountsForGoals() ? a.power(s, owner, c) : a.basePower(c);
    }

    /** The same, {@code power} being the card's Power now. */
    static int of(Abilities a, Placed c, int power) {
        return a.version().standingPowerCountsForGoals() ? power : a.basePower(c);
    }
}
