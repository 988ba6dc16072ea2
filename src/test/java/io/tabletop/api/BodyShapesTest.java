package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.response.Response;
import io.tabletop.app.Json;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 31, item 4: every operation of the published contract (openapi/openapi.yaml) that takes a request body gets
 * bodies of every wrong shape — {@code null}, arrays, strings, numbers, booleans, {@code {}} — and, from a body that
 * would be accepted, each field its schema declares (the {@code $ref}s resolved) in turn set to every JSON type it
 * does not have (null, number, string, boolean, array, object), and so one level down: the fields of a nested object
 * ({@code deck.starter}), the options a game type lists ({@code options.seed}), a list's items ({@code deck.cards[0]}).
 * Whatever comes: never a 5xx, every refusal problem+json with a code and nothing internal, and a refused move or seat
 * leaves its game's version where it was. The values are drawn from a seeded generator ({@code -Dshapes.seed=…}):
 * a failure names its seed and its case, and the same seed makes the same requests. (A {@code null} body once bound
 * to no request at all, and four operations answered 500.)
 */
@QuarkusTest
class BodyShapesTest {

    private static final long SEED = Long.getLong("shapes.seed", 20261204L);
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final List<String> JSON_TYPES = List.of("null", "number", "string", "boolean", "array", "object");
    /** The operations with a body this test knows how to aim (a game to move in, a seat to take …). */
    private static final Set<String> AIMED = Set.of("createGame", "importGame", "makeMove", "takeSeat", "quickJoin",
            "quickJoinLive");
    /** turnTimeoutSeconds values no other test uses: quick joins meet only the games this test opens. */
    private static int unique = 400_000;

    private JsonNode contract;
    private JsonNode schemas;
    private Random random;
    private final Map<String, JsonNode> types = new TreeMap<>();
    private final Map<String, Api.Game> started = new HashMap<>();
    private final Map<String, String> openGames = new HashMap<>();
    private final Map<Integer, Integer> statuses = new TreeMap<>();
    /** The version of each game aimed at, as its last accepted request left it (nothing else moves them). */
    private final Map<String, Long> versions = new HashMap<>();
    private int requests;
    /** For the streamed answers REST Assured would read to their end (closing a stream's body leaves it). */
    private HttpClient sse;

    private record Op(String id, String method, String path, JsonNode node, String media, JsonNode schema) {}

    /** One request: the game type it aims at, the body's text and what the case is (for the failure message). */
    private record Case(String type, String body, String what) {}

    @BeforeEach
    void setUp() throws Exception {
        contract = new ObjectMapper(new YAMLFactory()).readTree(Files.readString(Path.of("openapi", "openapi.yaml")));
        schemas = contract.at("/components/schemas");
        random = new Random(SEED);
        sse = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();
        for (JsonNode t : Api.json(given().get("/api/v1/game-types")).get("types")) types.put(t.get("type").asText(), t);
        assertThat(types).as("game types").containsKeys("COUP", "COPYCAT", "INWO");
    }

    @org.junit.jupiter.api.AfterEach
    void tearDown() {
        sse.shutdownNow();
    }

    private List<Op> bodyOperations() {
        List<Op> out = new ArrayList<>();
        contract.get("paths").fields().forEachRemaining(p -> p.getValue().fields().forEachRemaining(m -> {
            JsonNode content = m.getValue().at("/requestBody/content");
            if (content.isMissingNode()) return;
            String media = content.fieldNames().next();
            out.add(new Op(m.getValue().path("operationId").asText(), m.getKey().toUpperCase(), p.getKey(),
                    m.getValue(), media, resolve(content.get(media).path("schema"))));
        }));
        return out;
    }

    @Test
    void everyOperationWithABodyIsAimedAt() {
        assertThat(bodyOperations()).extracting(Op::id).as("a new operation with a body needs its aim here")
                .containsExactlyInAnyOrderElementsOf(AIMED);
    }

    @Test
    void wrongShapesOfEveryBodyAreRefusedAsProblems() {
        long started = System.nanoTime();
        Map<String, Integer> perOperation = new TreeMap<>();
        for (Op op : bodyOperations()) {
            List<Case> cases = cases(op);
            perOperation.put(op.id(), cases.size());
            for (Case c : cases) fire(op, c);
        }
        System.out.printf("shapes seed %d: %d requests %s in %d s, statuses %s%n", SEED, requests, perOperation,
                (System.nanoTime() - started) / 1_000_000_000, statuses);
        assertThat(perOperation.get("makeMove")).as("moves of every command of every game").isGreaterThan(500);
        assertThat(statuses.keySet()).as("refusals, and bodies that were taken").contains(400, 422);
    }

    // ---- the cases ----

    private List<Case> cases(Op op) {
        List<Case> out = new ArrayList<>();
        String anyType = pick(List.copyOf(types.keySet()));
        for (JsonNode shape : wholeBodies()) out.add(new Case(anyType, shape.toString(), "body " + shape));
        switch (op.id()) {
            case "importGame" -> {
                // the body is NDJSON text: each wrong shape as its one line, and after a line that would be read
                for (JsonNode shape : wholeBodies()) out.add(new Case(anyType, "{}\n" + shape, "lines {} and " + shape));
            }
            case "makeMove" -> {
                for (Map.Entry<String, JsonNode> variant : variants(op.schema()).entrySet()) {
                    String type = gameOf(variant.getKey());
                    JsonNode schema = variant.getValue();
                    ObjectNode base = NODES.objectNode();
                    String commandType = schema.at("/properties/type/enum/0").asText(
                            schema.at("/properties/type/const").asText());
                    base.put("type", commandType);
                    for (JsonNode required : schema.path("required")) {
                        if (!required.asText().equals("type")) {
                            base.set(required.asText(), valid(resolve(schema.at("/properties/" + required.asText()))));
                        }
                    }
                    out.addAll(fieldCases(type, () -> base.deepCopy(), schema, Set.of("type")));
                }
            }
            default -> {
                // the top-level fields once (for a game type drawn per operation), what lies below for every type:
                // each type has options of its own
                for (String type : types.keySet()) {
                    for (Case c : fieldCases(type, () -> base(op, type), op.schema(), Set.of())) {
                        if (type.equals(anyType) || c.what().contains(".") || c.what().contains("[")) out.add(c);
                    }
                }
            }
        }
        return out;
    }

    /** Bodies of every shape but an object, and the empty object. */
    private List<JsonNode> wholeBodies() {
        return List.of(NODES.nullNode(), NODES.arrayNode(), NODES.arrayNode().add(NODES.objectNode()),
                NODES.textNode("x"), NODES.textNode(""), NODES.numberNode(0), NODES.numberNode(-1.5),
                NODES.booleanNode(true), NODES.booleanNode(false), NODES.objectNode());
    }

    /** A body the operation would take, for a game of {@code type}. */
    private ObjectNode base(Op op, String type) {
        ObjectNode b = NODES.objectNode();
        switch (op.id()) {
            case "createGame" -> {
                b.put("type", type).put("seats", types.get(type).get("minSeats").asInt());
                b.putObject("options").put("turnTimeoutSeconds", ++unique);
            }
            case "takeSeat" -> {
                b.put("name", "shape");
                if (type.equals("INWO")) b.putObject("deck").put("starter", starter());
            }
            case "quickJoin", "quickJoinLive" -> {
                b.put("type", type).put("name", "shape");
                b.putObject("options").put("turnTimeoutSeconds", ++unique);
                if (type.equals("INWO")) b.putObject("deck").put("starter", starter());
            }
            default -> { }
        }
        return b;
    }

    /**
     * From {@code base}: each declared field (but {@code fixed}) in turn set to every JSON type its schema does not
     * allow, and each field one level down — a nested object's fields, a map's known keys (a game type's options),
     * a list's first item — likewise.
     */
    private List<Case> fieldCases(String type, Supplier<ObjectNode> base, JsonNode schema, Set<String> fixed) {
        List<Case> out = new ArrayList<>();
        for (Map.Entry<String, JsonNode> f : properties(schema).entrySet()) {
            String field = f.getKey();
            if (fixed.contains(field)) continue;
            JsonNode fieldSchema = resolve(f.getValue());
            for (String t : wrongTypes(fieldSchema)) {
                ObjectNode body = base.get();
                body.set(field, value(t));
                out.add(new Case(type, body.toString(), field + " as " + t));
            }
            // one level down
            Map<String, JsonNode> nested = new LinkedHashMap<>(properties(fieldSchema));
            if (field.equals("options") && fieldSchema.has("additionalProperties")) {
                for (JsonNode option : types.get(type).get("options")) {
                    nested.put(option.get("name").asText(), optionSchema(option));
                }
            }
            for (Map.Entry<String, JsonNode> n : nested.entrySet()) {
                for (String t : wrongTypes(resolve(n.getValue()))) {
                    ObjectNode body = base.get();
                    JsonNode inner = body.get(field);
                    ObjectNode holder = inner instanceof ObjectNode o ? o : body.putObject(field);
                    holder.set(n.getKey(), value(t));
                    out.add(new Case(type, body.toString(), field + "." + n.getKey() + " as " + t));
                }
            }
            JsonNode items = resolve(fieldSchema.path("items"));
            if (allows(fieldSchema, "array") && !items.isMissingNode()) {
                for (String t : wrongTypes(items)) {
                    ObjectNode body = base.get();
                    body.putArray(field).add(value(t));
                    out.add(new Case(type, body.toString(), field + "[0] as " + t));
                }
            }
        }
        return out;
    }

    private static JsonNode optionSchema(JsonNode option) {
        ObjectNode s = NODES.objectNode();
        switch (option.path("kind").asText()) {
            case "INTEGER" -> s.put("type", "integer");
            case "BOOLEAN" -> s.put("type", "boolean");
            default -> s.put("type", "string");
        }
        return s;
    }

    /** The JSON types {@code schema} does not allow; null always (it is what binds to nothing). */
    private static List<String> wrongTypes(JsonNode schema) {
        List<String> out = new ArrayList<>();
        for (String t : JSON_TYPES) {
            if (t.equals("null") || !allows(schema, t)) out.add(t);
        }
        return out;
    }

    private static boolean allows(JsonNode schema, String jsonType) {
        Set<String> declared = new TreeSet<>();
        JsonNode type = schema.path("type");
        if (type.isTextual()) declared.add(type.asText());
        type.forEach(t -> declared.add(t.asText()));
        if (declared.isEmpty()) return false; // a schema of any type: every type is worth a try
        if (jsonType.equals("number")) return declared.contains("number"); // an integer field gets a fraction
        return declared.contains(jsonType);
    }

    /** A value of the JSON type, drawn from the seeded generator: extremes and text no store keeps included. */
    private JsonNode value(String jsonType) {
        return switch (jsonType) {
            case "null" -> NODES.nullNode();
            case "number" -> pick(List.of(NODES.numberNode(1.5), NODES.numberNode(-1), NODES.numberNode(0),
                    NODES.numberNode(1e308), NODES.numberNode(Long.MAX_VALUE),
                    NODES.numberNode(new java.math.BigInteger("1" + "0".repeat(30)))));
            case "string" -> NODES.textNode(pick(List.of("", "x", "0", "null", "\u0000", "a\u0000b", "x\uD800",
                    "\uDC00", "COUP", "-1")));
            case "boolean" -> NODES.booleanNode(random.nextBoolean());
            case "array" -> pick(List.of(NODES.arrayNode(), NODES.arrayNode().add(1).add("x"),
                    NODES.arrayNode().addNull()));
            default -> pick(List.of(NODES.objectNode(), NODES.objectNode().put("x", 1),
                    NODES.objectNode().putNull("type")));
        };
    }

    /** A value of the schema's own type (the rest of a command around the field that is wrong). */
    private static JsonNode valid(JsonNode schema) {
        if (schema.has("enum")) {
            for (JsonNode v : schema.get("enum")) if (!v.isNull()) return v;
        }
        if (allows(schema, "integer")) return NODES.numberNode(1);
        if (allows(schema, "number")) return NODES.numberNode(1);
        if (allows(schema, "string")) return NODES.textNode("x");
        if (allows(schema, "boolean")) return NODES.booleanNode(false);
        if (allows(schema, "array")) return NODES.arrayNode();
        return NODES.objectNode();
    }

    // ---- the contract's schemas ----

    private JsonNode resolve(JsonNode schema) {
        for (int i = 0; i < 16 && schema.has("$ref"); i++) schema = schemas.path(refName(schema));
        return schema;
    }

    private static String refName(JsonNode schema) {
        String ref = schema.get("$ref").asText();
        return ref.substring(ref.lastIndexOf('/') + 1);
    }

    /** The properties of an object schema (an allOf's parts merged); none for other schemas. */
    private Map<String, JsonNode> properties(JsonNode schema) {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        schema.path("properties").fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue()));
        for (JsonNode part : schema.path("allOf")) out.putAll(properties(resolve(part)));
        for (JsonNode part : schema.path("anyOf")) {
            JsonNode r = resolve(part);
            if (!r.path("type").asText().equals("null")) out.putAll(properties(r));
        }
        return out;
    }

    /** The object schemas a union (anyOf/oneOf, nested) stands for, by name. */
    private Map<String, JsonNode> variants(JsonNode schema) {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        for (String k : List.of("anyOf", "oneOf")) {
            for (JsonNode part : schema.path(k)) {
                JsonNode r = resolve(part);
                if (r.has("anyOf") || r.has("oneOf")) out.putAll(variants(r));
                else if (part.has("$ref")) out.put(refName(part), r);
            }
        }
        return out;
    }

    /** The game a schema belongs to, by its name ({@code Coup.Command.Declare} → COUP). */
    private String gameOf(String schemaName) {
        String prefix = schemaName.substring(0, schemaName.indexOf('.')).toUpperCase();
        assertThat(types).as("the game of schema %s", schemaName).containsKey(prefix);
        return prefix;
    }

    // ---- sending ----

    private void fire(Op op, Case c) {
        String label = "[shapes.seed=" + SEED + "] " + op.method() + " " + op.path() + " " + c.what() + ": "
                + abbreviate(c.body());
        Map<String, String> headers = new LinkedHashMap<>();
        String path = op.path();
        Api.Game game = null;
        String seatGame = null;
        switch (op.id()) {
            case "makeMove" -> {
                game = game(c.type());
                path = path.replace("{id}", game.id());
                headers.put("Authorization", "Bearer " + game.token(random.nextInt(game.seats().size())));
                headers.put("If-Match", "\"" + version(game.id()) + "\"");
            }
            case "takeSeat" -> {
                seatGame = openGame(c.type());
                path = path.replace("{id}", seatGame);
            }
            case "importGame" -> headers.put("Authorization", "Bearer " + Api.ADMIN_TOKEN);
            default -> { }
        }
        assertThat(path).as("every path parameter filled").doesNotContain("{");
        String aimed = game != null ? game.id() : seatGame;
        long before = aimed == null ? -1 : version(aimed);

        int status;
        String contentType;
        String text;
        if (streams(op)) {
            HttpResponse<InputStream> r = stream(op, path, c.body(), headers);
            status = r.statusCode();
            contentType = r.headers().firstValue("Content-Type").orElse("");
            try (InputStream in = r.body()) {
                // a refusal is read whole; of a stream that was opened only its first event (the seat's grant)
                text = status >= 400 ? new String(in.readAllBytes(), StandardCharsets.UTF_8) : firstData(in);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        } else {
            var spec = given().contentType(op.media()).body(c.body().getBytes(StandardCharsets.UTF_8));
            headers.forEach(spec::header);
            Response r = spec.request(op.method(), path);
            status = r.statusCode();
            contentType = r.contentType();
            text = r.asString();
        }
        requests++;
        statuses.merge(status, 1, Integer::sum);
        label += " → " + status + " " + abbreviate(text);
        assertThat(status).as(label).isLessThan(500);
        if (status >= 400) {
            assertThat(contentType).as(label).startsWith("application/problem+json");
            JsonNode problem = Json.readTree(text);
            assertThat(problem.path("code").asText()).as(label).matches("[A-Z][A-Z0-9_]*");
            assertThat(problem.path("status").asInt()).as(label).isEqualTo(status);
            assertThat(text).as(label).doesNotContain("Exception", "\tat ", "io.tabletop.", "com.fasterxml",
                    "java.", "SQL");
            if (aimed != null) assertThat(Api.version(aimed)).as("version after " + label).isEqualTo(before);
        } else {
            if (aimed != null) versions.put(aimed, Json.readTree(text).get("version").asLong());
            taken(op, status, text, seatGame);
        }
    }

    /** A body that was taken: a game it opened is filled up, so that no later quick join of any test meets it. */
    private void taken(Op op, int status, String text, String seatGame) {
        switch (op.id()) {
            case "createGame" -> fillUp(Json.readTree(text).get("id").asText());
            case "quickJoin", "quickJoinLive" -> fillUp(Json.readTree(text).get("gameId").asText());
            case "takeSeat" -> {
                if (Api.summary(seatGame).get("status").asText().equals("OPEN")) break;
                openGames.values().remove(seatGame);
            }
            case "makeMove" -> { }
            default -> assertThat(status).as("%s took a body", op.id()).isLessThan(300);
        }
    }

    /** The data of a stream's first event. */
    private static String firstData(InputStream in) throws java.io.IOException {
        var lines = new java.io.BufferedReader(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        for (String line; (line = lines.readLine()) != null; ) {
            if (line.startsWith("data:")) return line.substring(5).strip();
        }
        throw new AssertionError("a stream without an event");
    }

    private boolean streams(Op op) {
        return op.node().at("/responses/200/content").has("text/event-stream");
    }

    private HttpResponse<InputStream> stream(Op op, String path, String body, Map<String, String> headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + RestAssured.port + path))
                .timeout(Duration.ofSeconds(20)).header("Content-Type", op.media())
                .header("Accept", "text/event-stream, application/problem+json")
                .method(op.method(), HttpRequest.BodyPublishers.ofString(body));
        headers.forEach(b::header);
        try {
            return sse.send(b.build(), HttpResponse.BodyHandlers.ofInputStream());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    // ---- the games aimed at ----

    private long version(String id) {
        return versions.computeIfAbsent(id, Api::version);
    }

    private Api.Game game(String type) {
        return started.computeIfAbsent(type, t -> Api.start(t, types.get(t).get("minSeats").asInt(),
                Map.of("seed", "shapes", "turnTimeoutSeconds", ++unique)));
    }

    /** An open game of {@code type} with a free seat. */
    private String openGame(String type) {
        return openGames.computeIfAbsent(type, t -> Api.create(t, types.get(t).get("minSeats").asInt(),
                Map.of("seed", "shapes-open", "turnTimeoutSeconds", ++unique)));
    }

    /** Takes every free seat of an open game (so that it starts and is nobody's to join). */
    private void fillUp(String id) {
        JsonNode game = Api.summary(id);
        if (!game.get("status").asText().equals("OPEN")) return;
        for (JsonNode seat : game.get("seats")) {
            if (!seat.get("name").isNull()) continue;
            ObjectNode body = NODES.objectNode().put("name", "filler").put("seat", seat.get("seat").asInt());
            if (game.get("type").asText().equals("INWO")) body.putObject("deck").put("starter", starter());
            given().contentType("application/json").body(body.toString()).post("/api/v1/games/" + id + "/seats")
                    .then().statusCode(201);
        }
    }

    private String starter() {
        return types.get("INWO").at("/starterDecks/0/id").asText();
    }

    private <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    private static String abbreviate(String s) {
        return s.length() > 300 ? s.substring(0, 300) + "…" : s;
    }
}
