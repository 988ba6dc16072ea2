package io.tabletop.app;

import io.tabletop.engine.GameRegistry;
import io.tabletop.engine.LimitSpec;
import io.tabletop.engine.Table;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
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
@ApplicationScoped
@io.quarkus.runtime.Startup
public class Codecs {

    private final Map<String, GameCodec> byType = new LinkedHashMap<>();

    /** The games with the service limits the configuration sets ({@link #configured}). */
    public Codecs() {
        this(Codecs::configured);
    }

    public Codecs(GameRegistry.LimitSettings limits) {
        for (Table<Object, Object, Object> table : GameRegistry.discover(JsonGameData.standard(), limits).all()) {
            byType.put(table.rules().type().name(), new GameCodec(table));
        }
    }

    /** A game's service limit as configured: {@code tabletop.<game in lower case>.<limit>}, or null (the default). */
    static Long configured(String game, LimitSpec limit) {
        return ConfigProvider.getConfig().getOptionalValue(setting(game, limit), Long.class).orElse(null);
    }

    /** The setting of a game's service limit, e.g. {@code tabletop.inwo.max-offers-per-turn}. */
    public static String setting(String game, LimitSpec limit) {
        return "tabletop." + game.toLowerCase(Locale.ROOT) + "." + limit.name();
    }

    public Optional<GameCodec> find(String type) {
        return Optional.ofNullable(type == null ? null : byType.get(type));
    }

    public GameCodec get(String type) {
        return find(type).orElseThrow(() -> new IllegalStateException("no game " + type));
    }

    public Collection<GameCodec> all() {
        return byType.values();
    }
}
