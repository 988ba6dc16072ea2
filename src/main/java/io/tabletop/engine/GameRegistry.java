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

    private final Map<String, Table<Object, Object, Object>> tables = new LinkedHashMap<>();

    @SuppressWarnings({"unchecked", "rawtypes"})
    public GameRegistry(Iterable<? extends Rules<?, ?, ?>> games, GameData data) {
        for (Rules<?, ?, ?> rules : games) {
            rules.configure(data);
            String name = rules.type().name();
            if (tables.containsKey(name)) throw new IllegalStateException("two games named " + name);
            tables.put(name, new Table<>((Rules) rules));
        }
    }

    /** Every game on the class path, each configured from {@code data}. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static GameRegistry discover(GameData data) {
        return new GameRegistry((Iterable) ServiceLoader.load(Rules.class), data);
    }

    public Optional<Table<Object, Object, Object>> table(String type) {
        return Optional.ofNullable(type == null ? null : tables.get(type));
    }

    public Collection<Table<Object, Object, Object>> all() {
        return Collections.unmodifiableCollection(tables.values());
    }
}
