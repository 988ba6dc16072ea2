package io.tabletop.games.inwo.goals;

import java.util.List;

/**
 * The Groups a seat controls toward a count goal (the Basic Goal, or a special goal that counts Groups): {@code count}
 * is the number the goal compares, {@code groups} the uids that count (the Illuminati included, Resources only when
 * a goal says so) and {@code doubled} those among them counted twice (at most 3).
 */
public record Tally(int count, List<String> groups, List<String> doubled) {

    public Tally {
        groups = List.copyOf(groups);
        doubled = List.copyOf(doubled);
    }
}
