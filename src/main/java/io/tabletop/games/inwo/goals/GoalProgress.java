package io.tabletop.games.inwo.goals;

import io.tabletop.engine.Nullable;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.TurnFlags;
import java.util.ArrayList;
import java.util.List;

/**
 * A seat's goals as {@link Goals} computes them for victory. {@code basic} and {@code special} are public, the same in
 * every view: the Basic Goal, the Illuminati's own goal, the Goal cards its player has exposed, and a Goal card it
 * declared victory with this turn (the {@code VictoryDeclared} event names it for all; it stays shown until the next
 * turn starts, so for good when the game ends in that victory). {@code hidden} is the player's own: the Goal cards
 * still hidden in his hand, in hand order, in his view only (null in every other seat's and a spectator's view).
 * {@code met} of a goal is its condition only: winning also needs the end of a turn after the first round, and no
 * card in play that forbids it.
 */
public record GoalProgress(BasicGoal basic, List<GoalCheck> special, @Nullable List<GoalCheck> hidden) {

    public GoalProgress {
        special = List.copyOf(special);
        hidden = hidden == null ? null : List.copyOf(hidden);
    }

    /**
     * The seat's goal progress as everybody but its player sees it (no hidden Goal cards), or null for a seat out of
     * the game or without an Illuminati in play; {@link #own} adds what its player sees.
     */
    public static GoalProgress open(Abilities a, InwoState s, int seat) {
        Player p = s.player(seat);
        if (p.out() || p.root() == null) return null;
        List<GoalCheck> special = new ArrayList<>();
        GoalCheck mine = Goals.special(a, s, seat);
        if (mine != null) special.add(mine);
        for (HandCard c : p.hand()) {
            if (!c.exposed()) continue;
            GoalCheck card = Goals.goalCard(a, s, seat, c.card());
            if (card != null) special.add(card);
        }
        for (TurnFlags.Declared d : s.flags().declared()) {
            if (d.seat() != seat || listed(special, d.goal())) continue;
            GoalCheck card = Goals.goalCard(a, s, seat, d.goal()); // null for BASIC and SPECIAL
            if (card != null) special.add(card);
        }
        return new GoalProgress(Goals.basic(a, s, seat), special, null);
    }

    /**
     * The seat's goal progress as its player sees it, from {@code open}, the same state's progress as everybody else
     * sees it ({@link #open}, null or not): the same basic and special goals, with the hidden Goal
     * cards added.
     */
    public static GoalProgress own(Abilities a, InwoState s, int seat, GoalProgress open) {
        return open == null ? null : new GoalProgress(open.basic(), open.special(), hidden(a, s, seat, open.special()));
    }

    private static List<GoalCheck> hidden(Abilities a, InwoState s, int seat, List<GoalCheck> special) {
        List<GoalCheck> hidden = new ArrayList<>();
        for (HandCard c : s.player(seat).hand()) {
            if (c.exposed() || listed(special, c.card()) || listed(hidden, c.card())) continue;
            GoalCheck card = Goals.goalCard(a, s, seat, c.card());
            if (card != null) hidden.add(card);
        }
        return hidden;
    }

    private static boolean listed(List<GoalCheck> checks, String goal) {
        for (GoalCheck c : checks) if (c.goal().equals(goal)) return true;
        return false;
    }
}
