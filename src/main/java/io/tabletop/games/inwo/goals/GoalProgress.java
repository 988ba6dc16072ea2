package io.tabletop.games.inwo.goals;

import io.tabletop.games.inwo.InwoState;
import io.tabletop.games.inwo.Player;
import io.tabletop.games.inwo.effects.Abilities;
import io.tabletop.games.inwo.structure.HandCard;
import java.util.ArrayList;
import java.util.List;

/**
 * What anybody may see of a seat's goals, as {@link Goals} computes them for victory: the Basic Goal and the special
 * goals that are public, the Illuminati's own and those of the Goal cards its player has exposed (a Goal card hidden
 * in hand shows nowhere until its player shows it). {@code met} of a goal is its condition only: winning also needs
 * the end of a turn after the first round, and no card in play that forbids it.
 */
public record GoalProgress(BasicGoal basic, List<GoalCheck> special) {

    public GoalProgress {
        special = List.copyOf(special);
    }

    /** The seat's public goal progress, or null for a seat out of the game or without an Illuminati in play. */
    public static GoalProgress of(Abilities a, InwoState s, int seat) {
        Player p = s.player(seat);
        if (p.out() || p.root() == null) return null;
        List<GoalCheck> special = new ArrayList<>();
        GoalCheck own = Goals.special(a, s, seat);
        if (own != null) special.add(own);
        for (HandCard c : p.hand()) {
            if (!c.exposed()) continue;
            GoalCheck card = Goals.goalCard(a, s, seat, c.card());
            if (card != null) special.add(card);
        }
        return new GoalProgress(Goals.basic(a, s, seat), special);
    }
}
