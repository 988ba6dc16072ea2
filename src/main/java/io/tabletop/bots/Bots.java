package io.tabletop.bots;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/** The known strategies (from {@code META-INF/services/io.tabletop.bots.Strategy}), by id. */
public final class Bots {

    private static final Map<String, Strategy> ALL;

    static {
        Map<String, Strategy> all = new LinkedHashMap<>();
        for (Strategy s : ServiceLoader.load(Strategy.class, Bots.class.getClassLoader())) {
            if (all.putIfAbsent(s.id(), s) != null) throw new IllegalStateException("two bots named " + s.id());
        }
        ALL = Collections.unmodifiableMap(all);
    }

    private Bots() {}

    public static Optional<Strategy> find(String id) {
        return Optional.ofNullable(id == null ? null : ALL.get(id));
    }

    public static Strategy get(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException("no bot " + id + "; known: " + ALL.keySet()));
    }

    public static List<Strategy> forGame(String game) {
        List<Strategy> out = new ArrayList<>();
        for (Strategy s : ALL.values()) if (s.game().equals(game)) out.add(s);
        return out;
    }

    public static List<Strategy> all() {
        return List.copyOf(ALL.values());
    }

    /**
     * The dice of a house bot for one decision: a function of the game, seat and version only, so that any replica,
     * before or after a restart, decides the same.
     */
    public static RandomGenerator diceFor(String gameId, int seat, long version) {
        long h = 1125899906842597L;
        for (char c : gameId.toCharArray()) h = 31 * h + c;
        h = 31 * h + seat;
        h = 31 * h + version;
        return new SplittableRandom(h);
    }
}
