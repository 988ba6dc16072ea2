package io.tabletop.engine;

import java.util.List;

/** Whether a started game is still being played, and its winners once it is over. */
public record Outcome(boolean finished, List<Integer> winners) {
    public static final Outcome PLAYING = new Outcome(false, List.of());

    public Outcome {
        winners = List.copyOf(winners);
    }

    public static Outcome won(int... seats) {
        return new Outcome(true, java.util.Arrays.stream(seats).boxed().toList());
    }
}
