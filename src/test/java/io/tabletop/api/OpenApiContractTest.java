package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.app.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * openapi/openapi.yaml is the published contract: exactly the document the service serves (/q/openapi), which is
 * generated from the code (resources, records, {@link GameSchemas}) and the prose and error answers of
 * src/main/resources/META-INF/openapi.yaml. After an API change, write the served document into the file with
 * {@code ./mvnw -B test -Dtest=OpenApiContractTest -Dopenapi.write=true} and review the diff.
 */
@QuarkusTest
class OpenApiContractTest {

    private static final Set<String> PROSE = Set.of("description", "summary", "examples", "example", "title");
    private static final List<String> METHODS = List.of("get", "put", "post", "delete", "patch", "head", "options");

    private JsonNode published;
    private JsonNode served;

    @BeforeEach
    void load() throws Exception {
        published = new ObjectMapper(new YAMLFactory()).readTree(Files.readString(Path.of("openapi", "openapi.yaml")));
        served = Json.readTree(given().queryParam("format", "json").get("/q/openapi").then().statusCode(200)
                .extract().asString());
    }

    @Test
    void thePublishedContractIsTheServedDocument() throws Exception {
        if (Boolean.getBoolean("openapi.write")) {
            YAMLFactory yaml = YAMLFactory.builder().enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
                    .enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE).build();
            Files.writeString(Path.of("openapi", "openapi.yaml"), "# The published contract of the tabletop API"
                    + " (OpenAPI 3.1): the document the service serves at /q/openapi.\n# Written by"
                    + " OpenApiContractTest (-Dopenapi.write=true); edit the code or META-INF/openapi.yaml, not this.\n"
                    + new ObjectMapper(yaml).writeValueAsString(served));
            published = new ObjectMapper(new YAMLFactory()).readTree(Files.readString(Path.of("openapi", "openapi.yaml")));
        }
        assertThat(sorted(published)).as("openapi/openapi.yaml vs the served document (regenerate: see the class"
                + " comment)").isEqualTo(sorted(served));
    }

    private static JsonNode sorted(JsonNode node) {
        if (node.isObject()) {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            toMap(node).forEach((k, v) -> out.set(k, sorted(v)));
            return out;
        }
        if (node.isArray()) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            node.forEach(n -> out.add(sorted(n)));
            return out;
        }
        return node;
    }

    private static Map<String, JsonNode> toMap(JsonNode node) {
        Map<String, JsonNode> out = new TreeMap<>();
        node.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue()));
        return out;
    }

    @Test
    void pathsAndOperationsAgree() {
        assertThat(operations(served).keySet()).as("operations served vs published")
                .containsExactlyElementsOf(operations(published).keySet());
    }

    @Test
    void parametersRequestBodiesAndSecurityAgree() {
        Map<String, JsonNode> mine = operations(published);
        operations(served).forEach((op, node) -> assertThat(node).as(op).isEqualTo(mine.get(op)));
    }

    @Test
    void schemasAgree() {
        JsonNode a = normalize(served.path("components").path("schemas"), true);
        JsonNode b = normalize(published.path("components").path("schemas"), true);
        assertThat(names(a)).as("schema names served vs published").containsExactlyElementsOf(names(b));
        a.fieldNames().forEachRemaining(name -> assertThat(a.get(name)).as("schema " + name).isEqualTo(b.get(name)));
        assertThat(normalize(served.path("components").path("securitySchemes")))
                .isEqualTo(normalize(published.path("components").path("securitySchemes")));
    }

    @Test
    void everyPublishedErrorResponseIsAProblem() {
        published.path("paths").forEach(item -> METHODS.forEach(m -> {
            JsonNode responses = item.path(m).path("responses");
            responses.fieldNames().forEachRemaining(code -> {
                if (code.startsWith("4") || code.startsWith("5")) {
                    assertThat(responses.get(code).path("content").has("application/problem+json"))
                            .as(m + " " + code).isTrue();
                }
            });
        }));
    }

    /** "METHOD path" → what of the operation must agree. */
    private static Map<String, JsonNode> operations(JsonNode doc) {
        Map<String, JsonNode> out = new TreeMap<>();
        doc.path("paths").fields().forEachRemaining(p -> METHODS.forEach(m -> {
            JsonNode op = p.getValue().get(m);
            if (op == null) return;
            ObjectNode shape = JsonNodeFactory.instance.objectNode();
            shape.set("operationId", op.path("operationId"));
            List<JsonNode> params = new ArrayList<>();
            op.path("parameters").forEach(params::add);
            p.getValue().path("parameters").forEach(params::add);
            params.sort((x, y) -> (x.path("in").asText() + x.path("name").asText().toLowerCase())
                    .compareTo(y.path("in").asText() + y.path("name").asText().toLowerCase()));
            ArrayNode ps = shape.putArray("parameters");
            params.forEach(x -> ps.add(normalize(x)));
            shape.set("requestBody", normalize(op.path("requestBody")));
            shape.set("security", normalize(op.path("security")));
            out.put(m.toUpperCase() + " " + p.getKey(), shape);
        }));
        return out;
    }

    /** Drops prose, sorts object keys, and makes a header name case-insensitive. */
    private static JsonNode normalize(JsonNode node) {
        return normalize(node, false);
    }

    /** {@code names}: the object's keys are names (of properties, schemas…), not keywords, so none is prose. */
    private static JsonNode normalize(JsonNode node, boolean names) {
        if (node.isObject()) {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            TreeMap<String, JsonNode> sorted = new TreeMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (names || !PROSE.contains(e.getKey())) sorted.put(e.getKey(), e.getValue());
            }
            sorted.forEach((k, v) -> out.set(k, k.equals("name") && "header".equals(node.path("in").asText())
                    ? JsonNodeFactory.instance.textNode(v.asText().toLowerCase())
                    : normalize(v, !names && (k.equals("properties") || k.equals("mapping")))));
            if (out.has("required") && out.get("required").isBoolean() && !out.get("required").asBoolean()) {
                out.remove("required");
            }
            return out;
        }
        if (node.isArray()) {
            ArrayNode out = JsonNodeFactory.instance.arrayNode();
            node.forEach(n -> out.add(normalize(n)));
            return out;
        }
        return node;
    }

    private static Set<String> names(JsonNode node) {
        Set<String> out = new TreeSet<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
