package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.response.Response;
import io.tabletop.app.Json;

/** Assertions on problem+json answers. */
final class Problems {

    private Problems() {}

    /** The response is the given 4xx as problem+json with the given code and a safe, complete body. */
    static JsonNode assertProblem(Response r, int status, String code) {
        String text = r.asString();
        assertThat(r.statusCode()).as("status of %s", text).isEqualTo(status);
        assertThat(r.contentType()).startsWith("application/problem+json");
        JsonNode p = Json.readTree(text);
        assertThat(p.get("code").asText()).as(text).isEqualTo(code);
        assertThat(p.get("status").asInt()).isEqualTo(status);
        assertThat(p.get("type").asText()).isNotBlank();
        assertThat(p.get("title").asText()).isNotBlank();
        assertThat(p.get("detail").asText()).isNotBlank();
        assertThat(text).doesNotContain("Exception", "\tat ", "io.tabletop", "com.fasterxml", "SQL", "postgres");
        return p;
    }
}
