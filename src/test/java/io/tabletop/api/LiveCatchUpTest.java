package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Issue 8 item 6 (live stream part): the catch-up of a long game is read from the store a page at a time
 * ({@code tabletop.sse.catch-up-page}, 20 in tests) and arrives whole and in order over HTTP. The back-pressure
 * between pages is shown with a sink that holds its sends in {@code io.tabletop.app.LiveLoopsTest}.
 */
@QuarkusTest
class LiveCatchUpTest {

    private static final Pattern PAGES =
            Pattern.compile("(?m)^tabletop_sse_catch_up_pages_total(?:\\{[^}]*})? ([0-9.eE+]+)$");

    private static double pages() {
        Matcher m = PAGES.matcher(given().get(io.tabletop.Management.url("/q/metrics")).then().statusCode(200).extract().asString());
        assertThat(m.find()).as("the tabletop_sse_catch_up_pages counter").isTrue();
        return Double.parseDouble(m.group(1));
    }

    @Test
    void item6_aLongGamesCatchUpIsReadInPagesAndArrivesWholeAndInOrder() throws Exception {
        Api.Game game = Api.start(6, Map.of("variant", "MEDIA", "seed", "catch-up-pages"));
        RandomPlayer.play(game, new Random(6), v -> {});
        long version = Api.version(game.id());
        assertThat(version).as("a long game").isGreaterThan(60);
        List<JsonNode> expected = Api.events(game.id(), game.token(3));
        double before = pages();
        URI uri = URI.create("http://localhost:" + RestAssured.port + "/api/v1/games/" + game.id() + "/events");
        try (SseClient s = SseClient.open(SseClient.newHttpClient(), uri,
                Map.of("Authorization", "Bearer " + game.token(3)), Duration.ofSeconds(10))) {
            assertThat(s.status()).isEqualTo(200);
            List<JsonNode> got = s.untilEnd(Duration.ofSeconds(20)).stream().map(SseClient.Event::json).toList();
            assertThat(got).isEqualTo(expected);
        }
        // the last events this instance appended (at most 16, RecentEvents.KEEP) may come from memory, not a page read
        assertThat(pages() - before).as("pages of at most 20 events").isGreaterThanOrEqualTo(Math.ceil((version - 16) / 20.0));
    }
}
