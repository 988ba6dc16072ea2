package io.tabletop.games.copycat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * P1's bus: the highest revealed card goes first; players who revealed equal cards reverse their order from the
 * previous bus (D3: 2 swap; 3: first and last swap; 4: full reversal), each tie group on its own.
 */
final class TurnOrder {

    private TurnOrder() {}

    /** {@code numbers} by seat (-1 for a player who could reveal nothing); {@code previous} bus, first at 0. */
    static List<Integer> decide(Map<Integer, Integer> numbers, List<Integer> previous) {
        TreeMap<Integer, List<Integer>> groups = new TreeMap<>(Comparator.reverseOrder());
        for (int seat : previous) groups.computeIfAbsent(numbers.get(seat), k -> new ArrayList<>()).add(seat);
        List<Integer> bus = new ArrayList<>();
        for (List<Integer> group : groups.values()) {
            // members are in previous-bus order; a tie reverses it
            List<Integer> ordered = new ArrayList<>(group);
            if (ordered.size() > 1) java.util.Collections.reverse(ordered);
            bus.addAll(ordered);
        }
        return bus;
    }
}
