package io.tabletop.api;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.restassured.response.Response;
import io.tabletop.app.Json;
import io.tabletop.store.EventStore;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/** Exported logs as editable lines, re-chained after an edit (so only the edit itself can be refused). */
final class ImportLogs {

    private ImportLogs() {}

    static List<ObjectNode> lines(String ndjson) {
        List<ObjectNode> out = new ArrayList<>();
        for (String line : ndjson.split("\n")) out.add((ObjectNode) Json.readTree(line));
        return out;
    }

    /** The lines as NDJSON with every hash recomputed from the first. */
    static String rechained(List<ObjectNode> lines) {
        byte[] prev = EventStore.GENESIS;
        StringBuilder out = new StringBuilder();
        for (ObjectNode n : lines) {
            byte[] hash = EventStore.chain(prev, n.get("seq").asLong(), n.get("type").asText(),
                    Json.canonical(n.get("data")), Json.canonical(n.get("meta")), OffsetDateTime.parse(n.get("at").asText()));
            n.put("hash", HexFormat.of().formatHex(hash));
            prev = hash;
            out.append(n).append('\n');
        }
        return out.toString();
    }

    /** The index of a line that starts a seat's command (its meta names seat, command and source). */
    static int seatCommandLine(List<ObjectNode> lines, String commandType) {
        for (int i = lines.size() - 1; i > 0; i--) {
            JsonNode command = lines.get(i).get("meta").get("command");
            if (command != null && command.get("type").asText().equals(commandType)) return i;
        }
        throw new AssertionError("no " + commandType + " line");
    }

    static Response importAsAdmin(String ndjson) {
        return given().header("Authorization", "Bearer " + AuditTest.ADMIN_TOKEN).contentType("application/x-ndjson")
                .body(ndjson.getBytes(StandardCharsets.UTF_8)).post("/api/v1/games/import");
    }
}
