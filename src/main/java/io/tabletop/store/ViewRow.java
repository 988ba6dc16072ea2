package io.tabletop.store;

/** One viewer's projection: its view and its legal moves, as JSON text served verbatim. */
public record ViewRow(int viewer, String view, String moves) {

    /** The viewer number of spectators. */
    public static final int SPECTATOR = -1;
}
