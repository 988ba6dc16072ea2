package io.tabletop.games.inwo.goals;

import java.util.List;

/**
 * The Basic Goal of a seat now: the Groups that count ({@code groups}, the Illuminati included; none of a Devastated
 * line from rules version 3, ruling I2) and their number {@code count}, against the number {@code needed}.
 */
public record BasicGoal(int count, int needed, List<String> counted, boolean met) {

    public BasicGoal {
        counted = List.copyOf(counted);
    }
}
