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
import io.restassured.config.EncoderConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import io.tabletop.app.Json;
import java.lang.management.ManagementFactory;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 8: a seeded fuzz test over every operation of the published contract (openapi/openapi.yaml). Each request
 * gets random, malformed and extreme values in its path, query and header parameters and in its body (wrong
 * types, huge and negative numbers, unknown enums, deep nesting, long and odd strings, chunked and oversized
 * bodies). Whatever comes: never a 5xx, every refusal is problem+json with a code and no internals, a refused move
 * leaves the game's version where it was, and the heap stays bounded.
 */
@QuarkusTest
class ContractFuzzTest {

    private static final long SEED = Long.getLong("fuzz.seed", 20261125L);
    private static final int ROUNDS = Integer.getInteger("fuzz.rounds", 40);
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private static final List<String> HOSTILE_STRINGS = List.of("", " ", "null", "-1", "0", "1e309", "NaN",
            "9223372036854775808", "-9223372036854775809", "2147483648", "\"7\"", "W/\"3\"", "*", "%00", "\u0000",
            "../../etc/passwd", "<script>", "' OR 1=1 --", "😀".repeat(50), "x".repeat(5_000), "Bearer ",
            "0190f3c2-7b1e-7c4a-9d2e-5f6a7b8c9d0e", "00000000-0000-0000-0000-000000000000", "ZZZZZZZZ-ZZZZ",
            "wait=999999999999", "wait=1", "A".repeat(200));

    private static final List<Object> HOSTILE_NUMBERS = List.of(Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE,
            Long.MIN_VALUE, -1, 0, 1, 2, 3, 99, 1e308, -0.5, 4.5, new java.math.BigInteger("1" + "0".repeat(38)));

    private JsonNode contract;
    private Random random;
    private Api.Game coup;
    private Api.Game copycat;
    /** The game this request aims at (one of the two). */
    private Api.Game game;
    private final Map<Integer, Integer> statuses = new java.util.TreeMap<>();

    @BeforeEach
    void setUp() throws Exception {
        contract = new ObjectMapper(new YAMLFactory()).readTree(Files.readString(Path.of("openapi", "openapi.yaml")));
        random = new Random(SEED);
        coup = Api.start(2, Map.of("seed", "fuzz"));
        copycat = Api.start("COPYCAT", 3, Map.of("seed", "fuzz"));
        game = coup;
    }

    private record Operation(String method, String path, JsonNode node) {}

    private List<Operation> operations() {
        List<Operation> out = new ArrayList<>();
        contract.get("paths").fields().forEachRemaining(p -> p.getValue().fields().forEachRemaining(m -> {
            if (List.of("get", "post", "put", "patch", "delete").contains(m.getKey())) {
                out.add(new Operation(m.getKey(), p.getKey(), m.getValue()));
            }
        }));
        return out;
    }

    @Test
    void everyOperationSurvivesHostileInput() {
        List<Operation> ops = operations();
        assertThat(ops).as("operations in the contract").hasSizeGreaterThanOrEqualTo(12);
        long heapBefore = usedHeapAfterGc();
        int requests = 0;
        for (Operation op : ops) {
            for (int round = 0; round < ROUNDS; round++) {
                fire(op, round);
                requests++;
            }
        }
        System.out.println("fuzz seed " + SEED + ", " + requests + " requests, statuses " + statuses);
        assertThat(statuses.keySet()).as("the fuzzer reaches past the first checks").contains(200, 400, 401, 404);
        long growth = usedHeapAfterGc() - heapBefore;
        assertThat(growth).as("heap growth over %d hostile requests", requests).isLessThan(96L << 20);
    }

    @Test
    void oversizedAndChunkedBodiesOnEveryBodyOperation() {
        for (Operation op : operations()) {
            if (!op.node().has("requestBody")) continue;
            String path = fillPath(op.path(), true);
            String media = op.node().at("/requestBody/content").fieldNames().next();
            byte[] huge = ("{\"type\":\"" + "x".repeat(20_000_000) + "\"}").getBytes(StandardCharsets.UTF_8);
            String token = path.endsWith("/import") ? Api.ADMIN_TOKEN : game.token(0);
            HttpResponse<String> r = RawHttp.postChunked(path, media, huge, "Authorization", "Bearer " + token,
                    "If-Match", "\"4\"");
            assertThat(r.statusCode()).as("%s %s chunked 20 MB", op.method(), path).isEqualTo(413);
            assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        }
        assertThat(Api.version(coup.id())).isEqualTo(4);
    }

    private void fire(Operation op, int round) {
        game = random.nextBoolean() ? coup : copycat;
        boolean valid = random.nextInt(3) > 0; // mostly real ids, so requests get past the first check
        String path = fillPath(op.path(), valid);
        RequestSpecification spec = given().config(RestAssuredConfig.config().encoderConfig(
                EncoderConfig.encoderConfig().appendDefaultContentCharsetToContentTypeIfUndefined(false)))
                .urlEncodingEnabled(true);
        JsonNode params = op.node().path("parameters");
        for (JsonNode p : params) {
            String name = p.get("name").asText();
            String in = p.get("in").asText();
            if (in.equals("path") || random.nextInt(4) == 0) continue;
            String value = hostileValue(p.path("schema"));
            if (in.equals("query")) spec.queryParam(name, value);
            if (in.equals("header") && headerSafe(value)) spec.header(name, value);
        }
        if (random.nextBoolean()) spec.header("Authorization", authorization());
        String body = null;
        if (op.node().has("requestBody")) {
            String media = op.node().at("/requestBody/content").fieldNames().next();
            body = random.nextInt(5) == 0 ? randomText() : Json.write(randomJson(0));
            spec.contentType(random.nextInt(8) == 0 ? "text/plain" : media).body(body.getBytes(StandardCharsets.UTF_8));
        }
        long versionBefore = Api.version(game.id());
        Response r = op.method().equals("get") ? spec.get(path) : spec.request(op.method().toUpperCase(), path);
        statuses.merge(r.statusCode(), 1, Integer::sum);
        String label = op.method().toUpperCase() + " " + path + " body=" + abbreviate(body) + " → " + r.statusCode();
        assertThat(r.statusCode()).as(label).isLessThan(500);
        if (r.statusCode() >= 400) {
            assertThat(r.contentType()).as(label).startsWith("application/problem+json");
            JsonNode problem = Json.readTree(r.asString());
            assertThat(problem.path("code").asText()).as(label).matches("[A-Z][A-Z0-9_]*");
            assertThat(r.asString()).as(label).doesNotContain("Exception", "\tat ", "io.tabletop.", "SQL");
            if (op.path().endsWith("/moves") || op.path().endsWith("/seats")) {
                assertThat(Api.version(game.id())).as("version after " + label).isEqualTo(versionBefore);
            }
        }
    }

    private String fillPath(String template, boolean valid) {
        String id = valid ? game.id() : pick(HOSTILE_STRINGS);
        if (!valid && (id.isEmpty() || id.contains("/") || id.contains("\u0000") || id.equals(".."))) id = "not-a-uuid";
        template = template.replace("{seat}", valid ? String.valueOf(random.nextInt(3))
                : java.net.URLEncoder.encode(pick(HOSTILE_STRINGS).replace("/", ""), StandardCharsets.UTF_8));
        return template.replace("{id}", java.net.URLEncoder.encode(id, StandardCharsets.UTF_8).replace("+", "%20"));
    }

    private String authorization() {
        return switch (random.nextInt(5)) {
            case 0 -> "Bearer " + game.token(random.nextInt(2));
            case 1 -> "Bearer " + pick(HOSTILE_STRINGS).replaceAll("[\\r\\n\\u0000-\\u001f]", "");
            case 2 -> "Basic dXNlcjpwYXNz";
            case 3 -> "Bearer " + Api.ADMIN_TOKEN;
            default -> "Bearer";
        };
    }

    private String hostileValue(JsonNode schema) {
        if (random.nextBoolean() && schema.path("type").asText().equals("integer")) {
            return String.valueOf(pick(HOSTILE_NUMBERS));
        }
        if (schema.has("enum") && random.nextBoolean()) {
            ArrayNode values = (ArrayNode) schema.get("enum");
            return values.get(random.nextInt(values.size())).asText().toLowerCase();
        }
        return pick(HOSTILE_STRINGS);
    }

    private static boolean headerSafe(String value) {
        return value.chars().allMatch(c -> c >= 0x20 && c < 0x7f);
    }

    private String randomText() {
        return switch (random.nextInt(4)) {
            case 0 -> "[".repeat(5_000);
            case 1 -> "{\"type\":";
            case 2 -> "\uFEFF{}";
            default -> pick(HOSTILE_STRINGS);
        };
    }

    /** A JSON value shaped like the service's commands and requests, with hostile contents. */
    private JsonNode randomJson(int depth) {
        if (depth > 3) return leaf();
        return switch (random.nextInt(depth == 0 ? 3 : 6)) {
            case 0, 1 -> {
                ObjectNode o = NODES.objectNode();
                List<String> keys = List.of("type", "seats", "options", "name", "seat", "action", "target", "card",
                        "cards", "vp", "office", "count", "variant", "seed", "reactionTimeoutSeconds", "firstSeat",
                        "mode", "keep", "bot", "minSeats", "maxSeats", "deck", "x".repeat(300));
                int n = 1 + random.nextInt(5);
                for (int i = 0; i < n; i++) o.set(pick(keys), randomJson(depth + 1));
                if (random.nextBoolean()) o.put("type", pick(List.of("COUP", "COPYCAT", "PASS", "DECLARE", "CHALLENGE",
                        "BUY_DOCTORATE", "CHOOSE", "PLACE_WORKER", "INCOME", "coup", "", "UNKNOWN")));
                yield o;
            }
            case 2 -> {
                ArrayNode a = NODES.arrayNode();
                for (int i = random.nextInt(4); i > 0; i--) a.add(randomJson(depth + 1));
                yield a;
            }
            default -> leaf();
        };
    }

    private JsonNode leaf() {
        Object n = pick(HOSTILE_NUMBERS);
        return switch (random.nextInt(5)) {
            case 0 -> NODES.nullNode();
            case 1 -> NODES.booleanNode(random.nextBoolean());
            case 2 -> n instanceof Integer i ? NODES.numberNode(i) : n instanceof Long l ? NODES.numberNode(l)
                    : n instanceof Double d ? NODES.numberNode(d) : NODES.numberNode((java.math.BigInteger) n);
            default -> NODES.textNode(pick(HOSTILE_STRINGS));
        };
    }

    private <T> T pick(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }

    private static String abbreviate(String s) {
        return s == null ? null : s.length() > 200 ? s.substring(0, 200) + "…" : s;
    }

    private static long usedHeapAfterGc() {
        for (int i = 0; i < 3; i++) System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
