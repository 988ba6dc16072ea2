package io.tabletop.engine;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The games this service hosts, found with {@link ServiceLoader}: a game registers itself by listing its
 * {@link Rules} class in {@code META-INF/services/io.tabletop.engine.Rules}; nothing else changes.
 */
public final class GameRegistry {

    /** The operator's value of a game's service limit ({@link LimitSpec}), or null for the game's default. */
    @FunctionalInterface
    public interface LimitSettings {
        LimitSettings DEFAULTS = (game, limit) -> null;

        Long value(String game, LimitSpec limit);
    }

    private final Map<String, Table<Object, Object, Object>> tables = new LinkedHashMap<>();

    public GameRegistry(Iterable<? extends Rules<?, ?, ?>> games, GameData data) {
        this(games, data, LimitSettings.DEFAULTS);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public GameRegistry(Iterable<? extends Rules<?, ?, ?>> games, GameData data, LimitSettings limits) {
        for (Rules<?, ?, ?> rules : games) {
            rules.configure(data);
            String name = rules.type().name();
            if (tables.containsKey(name)) throw new IllegalStateException("two games named " + name);
            Map<String, Long> settings = new LinkedHashMap<>();
            for (LimitSpec spec : rules.limitSpecs()) {
                Long value = limits.value(name, spec);
                if (value != null) settings.put(spec.name(), value);
            }
            tables.put(name, new Table<>((Rules) rules, settings));
        }
    }

    /** Every game on the class path, each configured from {@code data}, with its default service limits. */
    public static GameRegistry discover(GameData data) {
        return discover(data, LimitSettings.DEFAULTS);
    }

    /** Every game on the class path, each configured from {@code data}, with the service limits {@code limits} sets. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static GameRegistry discover(GameData data, LimitSettings limits) {
        return new GameRegistry((Iterable) ServiceLoader.load(Rules.class), data, limits);
    }

    public Optional<Table<Object, Object, Object>> table(String type) {
        return Optional.ofNullable(type == null ? null : tables.get(type));
    }

    public Collection<Table<Object, Object, Object>> all() {
        return Collections.unmodifiableCollection(tables.values());
    }
}
