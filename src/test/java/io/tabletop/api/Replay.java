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

    private static final GameCodec COUP = new Codecs().get("COUP");

    private Replay() {}

    static TableState<Object> fold(List<JsonNode> events, long upTo) {
        Table<Object, Object, Object> table = COUP.table();
        TableState<Object> state = null;
        for (JsonNode e : events) {
            if (e.get("seq").asLong() > upTo) break;
            state = table.evolve(state, COUP.readEvent(e.get("type").asText(), e.get("data")));
        }
        return state;
    }

    static JsonNode view(TableState<Object> state, Viewer viewer) {
        return Json.tree(COUP.table().view(state, viewer));
    }
}
