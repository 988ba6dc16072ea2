package io.tabletop.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.builder.ResponseBuilder;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

/** The conformance filter itself: it accepts what the contract declares and names what it does not. */
class ConformanceTest {

    private static final String GAME = "/api/v1/games/0192f3a0-0000-7000-8000-000000000001";

    private static Response answer(int status, String type, String body) {
        ResponseBuilder b = new ResponseBuilder().setStatusCode(status).setBody(body);
        if (type != null) b.setContentType(type);
        return b.build();
    }

    @Test
    void item3_aLegalMovesListOfEitherGameConforms() {
        assertThat(Conformance.mismatches("GET", GAME + "/legal-moves",
                answer(200, "application/json;charset=UTF-8", "{\"game\":\"COUP\",\"version\":4,\"seat\":0,"
                        + "\"moves\":[{\"type\":\"PASS\"},"
                        + "{\"type\":\"DECLARE\",\"action\":\"USA\"}]}"))).isEmpty(); // fields left out are absent
        assertThat(Conformance.mismatches("GET", GAME + "/legal-moves", answer(200, "application/json",
                "{\"game\":\"COPYCAT\",\"version\":4,\"seat\":0,\"moves\":[{\"type\":\"PASS\"}]}"))).isEmpty();
    }

    @Test
    void item3_theGameFieldDecidesWhichGamesCommandsApply() {
        assertThat(Conformance.mismatches("GET", GAME + "/legal-moves", answer(200, "application/json",
                "{\"game\":\"COUP\",\"version\":4,\"seat\":0,\"moves\":[{\"type\":\"USE_OFFICE\"}]}"))).isNotEmpty();
        assertThat(Conformance.mismatches("GET", GAME + "/legal-moves", answer(200, "application/json",
                "{\"version\":4,\"seat\":0,\"moves\":[{\"type\":\"PASS\"}]}"))).isNotEmpty();
    }

    @Test
    void item3_anUnknownCommandIsNamed() {
        assertThat(Conformance.mismatches("GET", GAME + "/legal-moves",
                answer(200, "application/json", "{\"game\":\"COUP\",\"version\":4,\"seat\":0,\"moves\":[{\"type\":\"FLY\"}]}"))).isNotEmpty();
    }

    @Test
    void item3_nullsWhereTheContractAllowsThemConform() {
        assertThat(Conformance.mismatches("GET", "/api/v1/games",
                answer(200, "application/json", "{\"games\":[],\"next\":null}"))).isEmpty();
        assertThat(Conformance.mismatches("GET", GAME + "/state", answer(200, "application/json",
                "{\"game\":\"COUP\",\"version\":1,\"status\":\"OPEN\",\"awaiting\":[],\"seat\":null,\"seeded\":false,\"imported\":false,"
                        + "\"deadline\":null,\"view\":null,\"moves\":null}"))).isEmpty();
    }

    @Test
    void item3_aWrongTypeAnUndeclaredStatusAndAnUndeclaredMediaTypeAreNamed() {
        assertThat(Conformance.mismatches("GET", "/api/v1/games", answer(200, "application/json", "{\"games\":3}")))
                .anyMatch(m -> m.contains("/games"));
        assertThat(Conformance.mismatches("GET", "/api/v1/game-types", answer(418, "application/json", "{}")))
                .containsExactly("status 418 not declared");
        assertThat(Conformance.mismatches("GET", GAME, answer(404, "text/html", "<h1>no</h1>")))
                .singleElement().asString().contains("media type text/html not declared");
        assertThat(Conformance.mismatches("GET", GAME, answer(404, "application/problem+json", "{\"status\":\"x\"}")))
                .isNotEmpty();
    }

    @Test
    void item3_streamsAreHeldToStatusAndMediaTypeOnly() {
        assertThat(Conformance.mismatches("GET", GAME + "/export",
                answer(200, "application/x-ndjson", "{\"seq\":1}\n{\"seq\":2}\n"))).isEmpty();
    }

    @Test
    void item3_requestsOutsideTheContractAreNotJudged() {
        assertThat(Conformance.mismatches("GET", "/q/health", answer(200, "application/json", "{}"))).isEmpty();
        assertThat(Conformance.mismatches("DELETE", GAME, answer(405, null, ""))).isEmpty();
    }
}
