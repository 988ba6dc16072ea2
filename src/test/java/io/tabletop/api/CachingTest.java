package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every read of a game carries ETag "<version>" and answers 304 to a matching If-None-Match. */
@QuarkusTest
class CachingTest {

    @Test
    void readsCarryTheVersionAsETagAndHonourIfNoneMatch() {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        long v = Api.version(game.id());
        String tag = "\"" + v + "\"";
        String base = "/api/v1/games/" + game.id();
        for (String path : new String[] {base, base + "/state", base + "/legal-moves", base + "/events"}) {
            Response r = Api.as(game.token(0)).get(path);
            assertThat(r.statusCode()).as(path).isEqualTo(200);
            assertThat(r.header("ETag")).as(path).isEqualTo(tag);
            Response again = Api.as(game.token(0)).header("If-None-Match", tag).get(path);
            assertThat(again.statusCode()).as(path).isEqualTo(304);
            assertThat(again.header("ETag")).isEqualTo(tag);
            assertThat(again.asString()).isEmpty();
            assertThat(Api.as(game.token(0)).header("If-None-Match", "W/" + tag).get(path).statusCode()).isEqualTo(304);
            assertThat(Api.as(game.token(0)).header("If-None-Match", "\"0\"").get(path).statusCode()).isEqualTo(200);
        }
        Response moved = Api.move(game.id(), game.token(0), v, "{\"type\":\"DECLARE\",\"action\":\"USA\"}");
        String newTag = moved.header("ETag");
        assertThat(newTag).isNotEqualTo(tag);
        Response fresh = Api.as(game.token(0)).header("If-None-Match", tag).get(base + "/state");
        assertThat(fresh.statusCode()).isEqualTo(200);
        assertThat(fresh.header("ETag")).isEqualTo(newTag);
        assertThat(fresh.header("Vary")).contains("Authorization");
    }

    @Test
    void aPastViewIsTaggedWithItsVersion() {
        Api.Game game = Api.start(2, Map.of("firstSeat", 0));
        Response r = given().queryParam("at", 2).get("/api/v1/games/" + game.id() + "/state");
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.header("ETag")).isEqualTo("\"2\"");
        assertThat(r.jsonPath().getString("status")).isEqualTo("OPEN");
        assertThat(r.jsonPath().getString("view")).isNull();
    }
}
