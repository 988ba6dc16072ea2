package io.tabletop.app;

import io.tabletop.engine.GameRegistry;
import io.tabletop.engine.Table;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The hosted games (discovered from the engine's registry) with their JSON codecs. Built at start-up, so that a game
 * whose data files do not validate stops the service with the reason.
 */
@ApplicationScoped
@io.quarkus.runtime.Startup
public class Codecs {

    private final Map<String, GameCodec> byType = new LinkedHashMap<>();

    public Codecs() {
        for (Table<Object, Object, Object> table : GameRegistry.discover(JsonGameData.standard()).all()) {
            byType.put(table.rules().type().name(), new GameCodec(table));
        }
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
