package io.tabletop.games.copycat;

/** A worker standing in an office; {@code uses} counts the office action's resolutions (at most 2, D4). */
public record Worker(int seat, int uses, boolean elbows) {

    public Worker used() {
        return new Worker(seat, uses + 1, elbows);
    }
}
