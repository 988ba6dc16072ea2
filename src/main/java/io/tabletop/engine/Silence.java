package io.tabletop.engine;

import java.util.List;

/**
 * What silence means at the step a game awaits: {@code passes} are the commands the server applies, one per awaited
 * seat that has not answered, when the step's timeout expires. They are the game's stated default moves, computed
 * from the state alone (deterministic, and never telling anyone more than the move itself would).
 *
 * <p>{@code window} identifies the step: while it stays the same the deadline stays the same (a reaction window, or
 * planning where every seat chooses at once). Null means "this step only": the next event, whatever it is, starts a
 * new step with a full timeout.
 *
 * <p>{@code reaction}: a reaction window (timed by the game's {@code reactionTimeoutSeconds} when set), as opposed to
 * a step of somebody's turn (timed by {@code turnTimeoutSeconds}).
 */
public record Silence<C>(String window, List<SeatCommand<C>> passes, boolean reaction) {

    public Silence {
        passes = List.copyOf(passes);
    }

    /** A reaction window: silence counts as the given answers (e.g. PASS). */
    public static <C> Silence<C> reaction(String window, List<SeatCommand<C>> passes) {
        return new Silence<>(window, passes, true);
    }

    /** One seat's step of a turn: silence counts as {@code command}. */
    public static <C> Silence<C> turn(int seat, C command) {
        return new Silence<>(null, List.of(new SeatCommand<>(seat, command)), false);
    }

    /** A step several seats answer at once (e.g. planning); the deadline holds while {@code window} does. */
    public static <C> Silence<C> together(String window, List<SeatCommand<C>> passes) {
        return new Silence<>(window, passes, false);
    }
}
