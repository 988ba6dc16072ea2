package io.tabletop.docs;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

/** The docs are served as HTML next to the Swagger UI, with links between them pointing at the served pages. */
@QuarkusTest
class DocsPagesTest {

    @Test
    void theIndexListsTheTopics() {
        for (String path : new String[] {"/docs/", "/docs"}) {
            Response r = given().get(path);
            assertThat(r.statusCode()).as(path).isEqualTo(200);
            assertThat(r.contentType()).startsWith("text/html");
            assertThat(r.asString()).contains("<title>tabletop docs — tabletop docs</title>", "href=\"/docs/api\"",
                    "href=\"/docs/bots\"", "href=\"/docs/benchmarks\"", "href=\"/q/swagger-ui\"");
        }
    }

    @Test
    void aTopicIsRenderedWithItsLinksServed() {
        Response r = given().get("/docs/api");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.contentType()).startsWith("text/html");
        assertThat(r.asString())
                .contains("<h2 id=\"errors\">", "<table>", "href=\"/docs/operations#limits\"")
                .doesNotContain(".md\"", ".md#");
        assertThat(given().get("/docs/api.md").asString()).as("the file's own name").isEqualTo(r.asString());
        assertThat(given().get("/docs/web").asString()).contains("src=\"/img/table.png\"");
    }

    @Test
    void anUnknownTopicIsA404Problem() {
        for (String path : new String[] {"/docs/no-such-topic", "/docs/..%2Fapplication.properties", "/docs/API"}) {
            Response r = given().get(path);
            assertThat(r.statusCode()).as(path).isEqualTo(404);
            assertThat(r.contentType()).as(path).startsWith("application/problem+json");
            assertThat(r.jsonPath().getString("code")).as(path).isIn("NO_SUCH_TOPIC", "NOT_FOUND");
        }
    }
}
