package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.app.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 31, item 10a: a request line whose URI is malformed (bad percent-encoding, characters a URI may not hold) is
 * answered 400 MALFORMED_REQUEST as problem+json, with a request id, like every other refusal; before, the HTTP layer
 * answered a bare 400 with no body. Sent over a raw socket: no HTTP client sends such a line.
 */
@QuarkusTest
class MalformedRequestTest {

    private static RawHttp.Answer get(String target, String... headerLines) {
        StringBuilder r = new StringBuilder("GET ").append(target).append(" HTTP/1.1\r\nHost: localhost\r\n");
        for (String h : headerLines) r.append(h).append("\r\n");
        return RawHttp.exchange(r.append("Connection: close\r\n\r\n").toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/v1/games/%zz", "/api/v1/games/%", "/api/v1/games/%4", "/api/v1/games?type=%zz",
            "/api/v1/games?cursor=%g0", "/%zz", "/q/health/%zz", "/api/v1/games/a%2", "/api/v1/games/{id}",
            "/api/v1/games/a|b", "/api/v1/games/a\"b"})
    void aMalformedUriIsAProblem(String target) {
        RawHttp.Answer a = get(target);
        assertThat(a.status()).as(target).isEqualTo(400);
        assertThat(a.headers().get("content-type")).as(target).startsWith("application/problem+json");
        assertThat(a.headers().get("x-request-id")).as(target).isNotBlank();
        JsonNode p = Json.readTree(a.body());
        assertThat(p.get("code").asText()).isEqualTo("MALFORMED_REQUEST");
        assertThat(p.get("status").asInt()).isEqualTo(400);
        assertThat(p.get("detail").asText()).contains("malformed");
    }

    @Test
    void wellFormedEscapesStillWork() {
        RawHttp.Answer a = get("/api/v1/games?type=%43OUP&limit=%31");
        assertThat(a.status()).as(a.body()).isEqualTo(200);
        RawHttp.Answer b = get("/api/v1/games/%7A%7A");
        assertThat(b.status()).isEqualTo(400);
        assertThat(Json.readTree(b.body()).get("code").asText()).isEqualTo("INVALID_GAME_ID");
    }

    @Test
    void aHeaderTheHttpDecoderRefusesIsStillA400() {
        // Refused by the HTTP decoder before any route (Vert.x's own bare 400): Quarkus 3.37 has no hook for it
        // (see MalformedRequests). What holds: the request goes no further and the answer is a 400.
        assertThat(get("/api/v1/games", "X-Bad: a\u0001b").status()).isEqualTo(400);
        assertThat(get("/api/v1/games", "Bad Header: y").status()).isEqualTo(400);
    }
}
