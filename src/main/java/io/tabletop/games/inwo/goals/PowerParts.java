package io.tabletop.games.inwo.goals;

import io.tabletop.engine.Nullable;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.cards.Stat;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.abilities.StatParts;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.plots.StandingBoosts;
import io.tabletop.games.inwo.model.Placed;
import java.util.ArrayList;
import java.util.List;

/**
 * A card's Power in play in its parts, as the rules compute it, and the totals they use. {@code printed}: the card's
 * printed Power; {@code set}: the value it is set to, if one applies (a set value in play, or one changed for good by
 * a Power-up or a roll); {@code base}: the set value, else the printed one — the only part a multiplier touches;
 * {@code multiplier}: the single largest multiplier that always applies (1: none); {@code additions}: each card's
 * bonus or penalty. Calculation order [WDH p.17]: {@code power = max(0, base × multiplier + standing additions)}.
 * <p>
 * An addition is {@code standing} when it lasts while its source stays in play (a Group's or Resource's ability, a
 * linked Plot, a New World Order): it is part of {@code power}. A temporary one is a +10 Plot standing on the Group's
 * defence until the end of the turn: it adds to the Group's defence against attacks (not Instant ones), never to
 * {@code power}. Self-defence multiplies {@code base} only, one step beyond the largest multiplier: the action's Power is
 * {@code base × (max(multiplier, the defence multiplier) + 1)} plus the standing additions, and a standing +10 adds to
 * the defence once.
 * <p>
 * {@code globalPower}: Global Power now (never above Power). {@code powerForGoals}: what the card adds to its player's
 * Power goals' totals (the Groups a goal's filter takes): 0 for a Resource and for a card that counts toward no goal
 * (a Devastated line from rules version 3, ruling I2); which changes count is the goal rules' (ruling I4).
 */
public record PowerParts(int printed, @Nullable Integer set, int base, int multiplier, List<PowerAddition> additions, int power,
                         int globalPower, int powerForGoals) {

    public PowerParts {
        additions = List.copyOf(additions);
    }

    /** One card's addition to the Power: {@code source} its uid in play (null if known by card only), {@code card} its id. */
    public record PowerAddition(String source, String card, int amount, boolean standing) {}

    /** The parts of {@code c}, a card in play of {@code seat}'s. */
    public static PowerParts of(Abilities a, InwoState s, int seat, Placed c) {
        StatParts p = a.statParts(s, seat, c, Stat.POWER);
        List<PowerAddition> additions = new ArrayList<>();
        for (StatParts.Addition x : p.additions()) additions.add(new PowerAddition(x.uid(), x.card(), x.amount(), true));
        for (LinkedPlot lp : StandingBoosts.on(a, s, seat, c)) {
            additions.add(new PowerAddition(lp.uid(), lp.card(), StandingBoosts.amount(a, lp), false));
        }
        int power = p.parts().value();
        return new PowerParts(p.printed(), p.set(), p.base(), p.multiplier(), additions, power,
                a.globalPower(s, seat, c, power), Goals.powerForGoals(a, s, seat, c, power));
    }
}
