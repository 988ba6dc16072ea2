package io.tabletop.boot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The database object of every overlay against the CloudNativePG operator's own schema: its Cluster CRD (a copy in
 * src/test/resources/k8s/cnpg, version in its first line). Types, enums, ranges and required fields are checked by a
 * JSON Schema validator; a field the CRD does not declare, which the API server would silently prune, is refused
 * here as a mistake.
 */
class CloudNativePgClusterSchemaTest {

    private static final Path CRD = Path.of("src/test/resources/k8s/cnpg/postgresql.cnpg.io_clusters.yaml");

    @ParameterizedTest
    @ValueSource(strings = {"dev", "prod"})
    void theClusterIsValidForTheOperatorsSchema(String overlay) throws IOException {
        JsonNode schema = v1Schema();
        ObjectNode cluster = KubernetesManifestsTest.render(overlay).one("Cluster");

        Schema validator = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4)
                .getSchema(schema.toString(), InputFormat.JSON);
        assertThat(validator.validate(cluster.toString(), InputFormat.JSON)).as("schema errors").isEmpty();

        List<String> unknown = new ArrayList<>();
        undeclared(cluster.path("spec"), schema.at("/properties/spec"), "spec", unknown);
        assertThat(unknown).as("fields the CRD does not declare").isEmpty();
        assertThat(cluster.at("/spec/instances").asInt()).isEqualTo(overlay.equals("prod") ? 3 : 1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dev"})
    void aMisspelledFieldIsCaught(String overlay) throws IOException {
        ObjectNode cluster = KubernetesManifestsTest.render(overlay).one("Cluster").deepCopy();
        ((ObjectNode) cluster.path("spec")).put("instance", 3);
        ((ObjectNode) cluster.path("spec")).put("primaryUpdateStrategy", "whenever");

        List<String> unknown = new ArrayList<>();
        undeclared(cluster.path("spec"), v1Schema().at("/properties/spec"), "spec", unknown);
        assertThat(unknown).containsExactly("spec.instance");
        Schema validator = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4)
                .getSchema(v1Schema().toString(), InputFormat.JSON);
        assertThat(validator.validate(cluster.toString(), InputFormat.JSON)).isNotEmpty();
    }

    private static JsonNode v1Schema() throws IOException {
        JsonNode crd = new YAMLMapper().readTree(CRD.toFile());
        for (JsonNode v : crd.at("/spec/versions")) {
            if (v.path("name").asText().equals("v1")) return v.at("/schema/openAPIV3Schema");
        }
        throw new AssertionError("no v1 in " + CRD);
    }

    /** Collects the paths of fields the schema neither declares nor leaves open. */
    private static void undeclared(JsonNode value, JsonNode schema, String path, List<String> out) {
        if (schema.path("x-kubernetes-preserve-unknown-fields").asBoolean(false)) return;
        if (value.isObject()) {
            JsonNode props = schema.path("properties");
            JsonNode additional = schema.path("additionalProperties");
            value.properties().forEach(f -> {
                if (props.has(f.getKey())) undeclared(f.getValue(), props.get(f.getKey()), path + "." + f.getKey(), out);
                else if (additional.isObject()) undeclared(f.getValue(), additional, path + "." + f.getKey(), out);
                else if (!additional.asBoolean(false)) out.add(path + "." + f.getKey());
            });
        } else if (value.isArray()) {
            for (int i = 0; i < value.size(); i++) undeclared(value.get(i), schema.path("items"), path + "[" + i + "]", out);
        }
    }
}
