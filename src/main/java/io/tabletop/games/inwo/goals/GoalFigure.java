package io.tabletop.games.inwo.goals;

/**
 * One figure of a goal as the rules compute it: what is measured, its value now and the value the goal needs
 * ({@code value >= target} meets that figure; {@link GoalCheck#met()} says how the figures combine).
 */
public record GoalFigure(Measure measure, int value, int target) {

    /** What a figure counts. */
    public enum Measure {
        /** Groups controlled toward the goal (with its counting changes); the target is lowered by kills for some. */
        GROUPS,
        /** Groups destroyed with Goal credit. */
        DESTROYED,
        /** Total Power of the Groups the goal counts (their Power for goals). */
        POWER,
        /** Alignments among the seat's Groups (the target: every alignment). */
        ALIGNMENTS,
        /** Groups controlled that match the goal's second filter. */
        CONTROLLED
    }
}
