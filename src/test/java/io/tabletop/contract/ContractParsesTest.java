package io.tabletop.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** openapi/openapi.yaml as a generator sees it: a standard parser reads it cleanly and every $ref lands. */
class ContractParsesTest {

    private static final Path CONTRACT = Path.of("openapi", "openapi.yaml");

    @Test
    void item1_contractParsesWithSwaggerParserWithoutMessages() {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        SwaggerParseResult result = new OpenAPIParser().readLocation(CONTRACT.toUri().toString(), null, options);
        assertThat(result.getOpenAPI()).isNotNull();
        assertThat(result.getMessages()).as("parser messages").isEmpty();
        assertThat(result.getOpenAPI().getOpenapi()).startsWith("3.1");
    }

    @Test
    void item1_everyRefResolves() throws Exception {
        JsonNode doc = new ObjectMapper(new YAMLFactory()).readTree(CONTRACT.toFile());
        List<String> dangling = new ArrayList<>();
        refs(doc, doc, dangling);
        assertThat(dangling).as("$refs with no target").isEmpty();
    }

    @Test
    void item1_everyOperationStatesItsSecurityAndAnswersErrorsAsProblems() throws Exception {
        JsonNode doc = new ObjectMapper(new YAMLFactory()).readTree(CONTRACT.toFile());
        List<String> wrong = new ArrayList<>();
        doc.path("paths").properties().forEach(p -> p.getValue().properties().forEach(o -> {
            String op = o.getKey().toUpperCase() + " " + p.getKey();
            if (!o.getValue().has("security")) wrong.add(op + ": no security (public operations say security: [])");
            o.getValue().path("responses").properties().forEach(r -> {
                if (r.getKey().matches("[45]..") && !r.getValue().path("content").has("application/problem+json")) {
                    wrong.add(op + " " + r.getKey() + ": not application/problem+json");
                }
            });
            for (String status : List.of("500", "503")) {
                if (!o.getValue().path("responses").has(status)) wrong.add(op + ": no " + status);
            }
        }));
        assertThat(wrong).isEmpty();
    }

    private static void refs(JsonNode doc, JsonNode node, List<String> dangling) {
        if (node.isObject()) {
            JsonNode ref = node.get("$ref");
            if (ref != null && ref.isTextual()) {
                String target = ref.asText();
                if (!target.startsWith("#/") || doc.at(target.substring(1).replace("~1", "/")).isMissingNode()) {
                    dangling.add(target);
                }
            }
            node.forEach(child -> refs(doc, child, dangling));
        } else if (node.isArray()) {
            node.forEach(child -> refs(doc, child, dangling));
        }
    }
}
