package io.tabletop.engine;

import java.util.ArrayList;
import java.util.List;

/** The only source of chance the rules may use. Deterministic for a given seed and stream position. */
public interface Rng {

    /** A uniformly distributed int in [0, bound). */
    int nextInt(int bound);

    /** Picks one element uniformly. */
    default <T> T pick(List<T> items) {
        return items.get(nextInt(items.size()));
    }

    /** A uniformly shuffled copy (Fisher–Yates from the end). */
    default <T> List<T> shuffle(List<T> items) {
        List<T> out = new ArrayList<>(items);
        for (int i = out.size() - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            T t = out.get(i);
            out.set(i, out.get(j));
            out.set(j, t);
        }
        return out;
    }
}
