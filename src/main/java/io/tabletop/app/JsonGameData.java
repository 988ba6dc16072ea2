package io.tabletop.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.tabletop.engine.GameData;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Games' data files as JSON, read strictly (unknown fields are errors). A file in the directory named by
 * {@code TABLETOP_GAME_DATA_DIR} (or {@code -Dtabletop.game-data-dir}) replaces the one shipped on the class path,
 * so a catalogue can be swapped without rebuilding.
 */
public final class JsonGameData implements GameData {

    private final Optional<Path> overrides;

    public JsonGameData(Optional<Path> overrides) {
        this.overrides = overrides;
    }

    /** Overrides from the environment (or system property), else the class path. */
    public static JsonGameData standard() {
        String dir = System.getProperty("tabletop.game-data-dir", System.getenv("TABLETOP_GAME_DATA_DIR"));
        return new JsonGameData(dir == null || dir.isBlank() ? Optional.empty() : Optional.of(Path.of(dir)));
    }

    @Override
    public <T> T read(String name, Class<T> type) {
        try {
            Optional<Path> file = overrides.map(d -> d.resolve(name)).filter(Files::isRegularFile);
            if (file.isPresent()) {
                try (InputStream in = Files.newInputStream(file.get())) {
                    return Json.MAPPER.readValue(in, type);
                }
            }
            try (InputStream in = JsonGameData.class.getClassLoader().getResourceAsStream(name)) {
                if (in == null) throw new IllegalStateException("game data " + name + " not found");
                return Json.MAPPER.readValue(in, type);
            }
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("game data " + name + " is not valid: " + e.getOriginalMessage()
                    + " (line " + (e.getLocation() == null ? "?" : e.getLocation().getLineNr()) + ")", e);
        } catch (IOException e) {
            throw new IllegalStateException("game data " + name + " cannot be read", e);
        }
    }
}
