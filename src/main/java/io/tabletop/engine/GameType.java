package io.tabletop.engine;

import java.util.List;

/**
 * What a game is, for clients and for the platform: its name (UPPER_SNAKE), seat range, the options a creator
 * may set, the sealed interfaces of its commands and events, the record its views are, and the record its state
 * is (for snapshots).
 */
public record GameType<S, C, E>(
        String name,
        String title,
        int minSeats,
        int maxSeats,
        List<OptionSpec> options,
        Class<C> commandType,
        Class<E> eventType,
        Class<?> viewType,
        Class<S> stateType) {

    public GameType {
        if (minSeats < 1 || maxSeats < minSeats) {
            throw new IllegalArgumentException("bad seat range " + minSeats + ".." + maxSeats);
        }
        options = List.copyOf(options);
    }
}
