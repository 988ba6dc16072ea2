package io.tabletop.app;

import io.tabletop.engine.GameRegistry;
import io.tabletop.engine.LimitSpec;
import io.tabletop.engine.Table;
import jakarta.inject.Singleton;
import java.util.Collection;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.ConfigProvider;

/**
 * The hosted games (discovered from the engine's registry) with their JSON codecs. Built at start-up, so that a game
 * whose data files do not validate, or a service limit set to a value it does not take, stops the service with the
 * reason.
 */
@Singleton
@io.quarkus.runtime.Startup
public class Codecs {

    /** What a replica that does not play a game's rules version answers: a newer build is on its way (rolling deploy). */
    public static final String RULES_VERSION_UNKNOWN = "RULES_VERSION_UNKNOWN";
    static final int RULES_VERSION_RETRY_SECONDS = 30;

    /** Each game's codecs, one per rules version this build plays, the newest last. */
    private final Map<String, Map<Integer, GameCodec>> byType = new LinkedHashMap<>();
    /** The codec new games of each type get: the newest, unless the operator holds new games at an older version. */
    private final Map<String, GameCodec> current = new LinkedHashMap<>();

    /**
     * The games with the service limits the configuration sets ({@link #configured}), new games under the rules
     * version {@code tabletop.<game>.rules-version} names (the newest when not set).
     */
    public Codecs() {
        this(GameRegistry.discover(JsonGameData.standard(), Codecs::configured), Codecs::configuredVersion);
    }

    public Codecs(GameRegistry.LimitSettings limits) {
        this(GameRegistry.discover(JsonGameData.standard(), limits));
    }

    /** The games of {@code registry}, each under every rules version it plays, new games under the newest. */
    public Codecs(GameRegistry registry) {
        this(registry, type -> null);
    }

    /**
     * The games of {@code registry}, each under every rules version it plays; new games of a type under the version
     * {@code newGames} gives for it (null: the newest). Throws on a version the game does not have.
     */
    public Codecs(GameRegistry registry, java.util.function.Function<String, Integer> newGames) {
        for (Table<Object, Object, Object> table : registry.allVersions()) {
            byType.computeIfAbsent(table.rules().type().name(), t -> new LinkedHashMap<>())
                    .put(table.rules().version(), new GameCodec(table));
        }
        byType.forEach((type, versions) -> {
            Integer held = newGames.apply(type);
            GameCodec codec = held == null ? versions.values().stream().reduce((a, b) -> b).orElseThrow()
                    : versions.get(held);
            if (codec == null) {
                throw new IllegalArgumentException(setting(type, "rules-version") + "=" + held + ": " + type
                        + " has rules versions " + versions.keySet());
            }
            current.put(type, codec);
        });
    }

    /** The rules version new games of {@code game} get, as configured, or null (the newest). */
    static Integer configuredVersion(String game) {
        return ConfigProvider.getConfig().getOptionalValue(setting(game, "rules-version"), Integer.class).orElse(null);
    }

    /** A game's service limit as configured: {@code tabletop.<game in lower case>.<limit>}, or null (the default). */
    static Long configured(String game, LimitSpec limit) {
        return ConfigProvider.getConfig().getOptionalValue(setting(game, limit), Long.class).orElse(null);
    }

    /** The setting of a game's service limit, e.g. {@code tabletop.inwo.max-offers-per-turn}. */
    public static String setting(String game, LimitSpec limit) {
        return setting(game, limit.name());
    }

    private static String setting(String game, String name) {
        return "tabletop." + game.toLowerCase(Locale.ROOT) + "." + name;
    }

    /**
     * A game's current codec: under the rules version new games get (the newest, unless
     * {@code tabletop.<game>.rules-version} holds them at an older one, e.g. until every replica of a rolling deploy
     * plays the new version).
     */
    public Optional<GameCodec> find(String type) {
        return Optional.ofNullable(type == null ? null : current.get(type));
    }

    /** A game's current codec ({@link #find(String)}); throws when the game is not hosted here. */
    public GameCodec get(String type) {
        return find(type).orElseThrow(() -> new IllegalStateException("no game " + type));
    }

    /** A game's codec under rules version {@code version}, if this build plays it. */
    public Optional<GameCodec> find(String type, int version) {
        Map<Integer, GameCodec> versions = type == null ? null : byType.get(type);
        return Optional.ofNullable(versions == null ? null : versions.get(version));
    }

    /**
     * The codec of a recorded game: its type under the rules version it was created with. A build that does not play
     * that version (an older replica during a rolling deploy) refuses to act on the game rather than play it under
     * other rules: 503 RULES_VERSION_UNKNOWN with Retry-After.
     */
    public GameCodec get(String type, int version) {
        return find(type, version).orElseThrow(() -> {
            if (!byType.containsKey(type)) return new IllegalStateException("no game " + type);
            return ApiProblem.unavailable(RULES_VERSION_UNKNOWN, "this game is played under " + type + " rules version "
                    + version + ", which this instance does not play (it plays " + byType.get(type).keySet()
                    + "); another instance does, or will after the deploy in progress", RULES_VERSION_RETRY_SECONDS);
        });
    }

    /** The rules versions this build plays of a game, oldest first (empty for a game it does not host). */
    public List<Integer> versions(String type) {
        Map<Integer, GameCodec> versions = type == null ? null : byType.get(type);
        return versions == null ? List.of() : List.copyOf(versions.keySet());
    }

    /** Every game's current codec ({@link #find(String)}). */
    public Collection<GameCodec> all() {
        return current.values();
    }
}
