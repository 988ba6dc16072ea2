package io.tabletop.games.inwo.goals;

import java.util.List;

/**
 * A special goal checked now: {@code goal} is what a victory with it declares ("SPECIAL" for the Illuminati's own
 * goal, else the Goal card's id), {@code card} the card whose goal it is, {@code met} the rules' verdict and
 * {@code figures} what it was computed from. Figures combine as the card says: Cthulhu's goal is met by either of its
 * two (enough kills, or the Basic Goal lowered by the kills), the others need all of theirs.
 */
public record GoalCheck(String goal, String card, boolean met, List<GoalFigure> figures) {

    public GoalCheck {
        figures = List.copyOf(figures);
    }
}
