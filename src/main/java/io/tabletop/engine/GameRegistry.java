package io.tabletop.engine;

import java.util.Collection;
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

    /** Each game's tables, one per rules version it still plays, by version (the newest last). */
    private final Map<String, Map<Integer, Table<Object, Object, Object>>> tables = new LinkedHashMap<>();

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
            Map<Integer, Table<Object, Object, Object>> versions = new LinkedHashMap<>();
            int previous = 0;
            for (RulesVersion v : rules.versions()) {
                if (v.number() <= previous) {
                    throw new IllegalStateException(name + " lists its rules versions out of order at " + v.number());
                }
                previous = v.number();
                Rules<?, ?, ?> at = rules.atVersion(v.number());
                if (at.version() != v.number() || !at.type().equals(rules.type())) {
                    throw new IllegalStateException(name + " rules version " + v.number() + " is not what atVersion gives");
                }
                versions.put(v.number(), new Table<>((Rules) at, settings));
            }
            if (versions.isEmpty() || previous != rules.version()) {
                throw new IllegalStateException(name + " plays version " + rules.version() + ", not its newest listed");
            }
            tables.put(name, versions);
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

    /** The game's table under its newest rules version (the one new games get). */
    public Optional<Table<Object, Object, Object>> table(String type) {
        Map<Integer, Table<Object, Object, Object>> versions = type == null ? null : tables.get(type);
        return versions == null ? Optional.empty() : Optional.of(versions.values().stream().reduce((a, b) -> b).orElseThrow());
    }

    /** The game's table under rules version {@code version}, if this build still plays it. */
    public Optional<Table<Object, Object, Object>> table(String type, int version) {
        Map<Integer, Table<Object, Object, Object>> versions = type == null ? null : tables.get(type);
        return Optional.ofNullable(versions == null ? null : versions.get(version));
    }

    /** Every game's table under its newest rules version. */
    public Collection<Table<Object, Object, Object>> all() {
        return tables.keySet().stream().map(t -> table(t).orElseThrow()).toList();
    }

    /** Every table: each game under every rules version it plays, oldest first. */
    public Collection<Table<Object, Object, Object>> allVersions() {
        return tables.values().stream().flatMap(v -> v.values().stream()).toList();
    }
}
