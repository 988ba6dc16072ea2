package io.tabletop.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Request schemas say what the server requires, nothing more: the bodies the docs show validate against the
 * contract, so a client generated from it (TypeScript under {@code --strict}, Java) can send them without a cast.
 */
class RequestSchemasTest {

    private static final JsonNode DOC = read();
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);

    private static JsonNode read() {
        try {
            return new ObjectMapper(new YAMLFactory()).readTree(Path.of("openapi", "openapi.yaml").toFile());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<?> errors(String component, String body) {
        ObjectNode root = new ObjectMapper().createObjectNode();
        root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        root.set("components", DOC.get("components"));
        root.put("$ref", "#/components/schemas/" + component);
        Schema schema = REGISTRY.getSchema(root.toString(), InputFormat.JSON);
        return schema.validate(body, InputFormat.JSON);
    }

    @Test
    void theReadmesSeatBodiesAreValidTakeSeatRequests() {
        for (String body : List.of("{\"name\":\"alice\"}", "{\"name\":\"ann\",\"deck\":{\"starter\":\"bavarian-government\"}}",
                "{\"bot\":\"COUP_HEURISTIC\"}", "{\"name\":\"bo\",\"seat\":1,\"inviteSecret\":\"s\"}",
                "{\"name\":\"cy\",\"deck\":{\"cards\":[\"the-network\",\"hoax\"]}}")) {
            assertThat(errors("TakeSeatRequest", body)).as(body).isEmpty();
        }
    }

    @Test
    void aDeckIsOneOfTwoShapes() {
        assertThat(errors("Deck", "{\"starter\":\"x\",\"cards\":[\"y\"]}")).as("both").isNotEmpty();
        assertThat(errors("Deck", "{}")).as("neither").isNotEmpty();
        assertThat(errors("Deck", "{\"cards\":[\"y\"]}")).isEmpty();
    }

    @Test
    void aGameIsCreatedWithTypeAndSeatsOnly() {
        assertThat(errors("CreateGameRequest", "{\"type\":\"COUP\",\"seats\":4}")).isEmpty();
        assertThat(errors("CreateGameRequest", "{\"type\":\"COUP\",\"seats\":4,\"options\":{\"variant\":\"UN\"}}")).isEmpty();
        assertThat(errors("CreateGameRequest", "{\"type\":\"COUP\"}")).as("seats is required").isNotEmpty();
        assertThat(errors("QuickSeatRequest", "{\"type\":\"COUP\",\"name\":\"bot-7\"}")).isEmpty();
    }

    @Test
    void aProblemAlwaysCarriesItsCodeAndAGameTypeItsFields() {
        assertThat(DOC.at("/components/schemas/Problem/required").toString()).contains("\"code\"", "\"detail\"");
        assertThat(DOC.at("/components/schemas/GameTypeInfo/required").toString()).contains("\"type\"", "\"title\"",
                "\"commands\"", "\"bots\"", "\"rulesVersions\"");
    }
}
