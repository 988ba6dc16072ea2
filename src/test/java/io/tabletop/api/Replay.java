package io.tabletop.api;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.app.Codecs;
import io.tabletop.app.GameCodec;
import io.tabletop.app.Json;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import java.util.List;

/** Folds events fetched from the API with the engine, as an outside auditor would. */
final class Replay {

    private static final Codecs CODECS = new Codecs();
    private static final GameCodec COUP = CODECS.get("COUP");

    private Replay() {}

    static TableState<Object> fold(List<JsonNode> events, long upTo) {
        return fold(COUP, events, upTo);
    }

    /** Folds with the codec of the game the first event names. */
    static TableState<Object> foldAny(List<JsonNode> events, long upTo) {
        return fold(CODECS.get(events.getFirst().get("data").get("type").asText()), events, upTo);
    }

    static JsonNode viewAny(TableState<Object> state, Viewer viewer) {
        return Json.tree(CODECS.get(state.created().type()).table().view(state, viewer));
    }

    private static TableState<Object> fold(GameCodec codec, List<JsonNode> events, long upTo) {
        Table<Object, Object, Object> table = codec.table();
        TableState<Object> state = null;
        for (JsonNode e : events) {
            if (e.get("seq").asLong() > upTo) break;
            state = table.evolve(state, codec.readEvent(e.get("type").asText(), e.get("data")));
        }
        return state;
    }

    static JsonNode view(TableState<Object> state, Viewer viewer) {
        return Json.tree(COUP.table().view(state, viewer));
    }
}
