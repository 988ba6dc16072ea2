package io.tabletop.engine;

import java.util.List;

/**
 * An open reaction window: {@code window} identifies it (a new value means a new window and a new deadline),
 * {@code passes} are the commands that silence stands for, one per seat that has not answered.
 */
public record Silence<C>(String window, List<SeatCommand<C>> passes) {
    public Silence {
        passes = List.copyOf(passes);
    }
}
