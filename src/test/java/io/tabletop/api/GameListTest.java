package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Listing: newest first, cursor paging that neither skips nor repeats, filters by type and status. */
@QuarkusTest
class GameListTest {

    @Test
    void pagingThroughAllGamesSeesEachOnceNewestFirst() {
        List<String> mine = new ArrayList<>();
        for (int i = 0; i < 7; i++) mine.add(Api.createCoup(2 + i % 5, Map.of()));
        List<JsonNode> all = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            var req = given().queryParam("limit", 3);
            if (cursor != null) req = req.queryParam("cursor", cursor);
            JsonNode page = Api.json(req.get("/api/v1/games").then().statusCode(200).extract().response());
            assertThat(page.get("games").size()).isLessThanOrEqualTo(3);
            page.get("games").forEach(all::add);
            cursor = page.get("next").isNull() ? null : page.get("next").asText();
            pages++;
        } while (cursor != null && pages < 1000);
        Set<String> ids = new HashSet<>();
        all.forEach(g -> assertThat(ids.add(g.get("id").asText())).as("no repeats").isTrue());
        assertThat(ids).containsAll(mine);
        for (int i = 1; i < all.size(); i++) {
            OffsetDateTime newer = OffsetDateTime.parse(all.get(i - 1).get("createdAt").asText());
            OffsetDateTime older = OffsetDateTime.parse(all.get(i).get("createdAt").asText());
            assertThat(newer).isAfterOrEqualTo(older);
        }
        List<String> order = all.stream().map(g -> g.get("id").asText()).filter(mine::contains).toList();
        assertThat(order).containsExactlyElementsOf(mine.reversed());
    }

    @Test
    void filtersByStatusAndType() {
        String open = Api.createCoup(3, Map.of());
        Api.Game active = Api.start(2, Map.of());
        JsonNode openPage = Api.json(given().queryParam("status", "OPEN").queryParam("type", "COUP").queryParam("limit", 100)
                .get("/api/v1/games").then().statusCode(200).extract().response());
        List<String> openIds = new ArrayList<>();
        openPage.get("games").forEach(g -> {
            assertThat(g.get("status").asText()).isEqualTo("OPEN");
            openIds.add(g.get("id").asText());
        });
        assertThat(openIds).contains(open).doesNotContain(active.id());
        JsonNode activePage = Api.json(given().queryParam("status", "ACTIVE").queryParam("limit", 100)
                .get("/api/v1/games").then().statusCode(200).extract().response());
        List<String> activeIds = new ArrayList<>();
        activePage.get("games").forEach(g -> activeIds.add(g.get("id").asText()));
        assertThat(activeIds).contains(active.id()).doesNotContain(open);
    }

    @Test
    void aSummaryShowsSeatsOptionsAndCommitment() {
        String id = Api.createCoup(3, Map.of("variant", "UN", "seed", "visible-seed"));
        Api.takeSeat(id, "alice");
        JsonNode s = Api.summary(id);
        assertThat(s.get("type").asText()).isEqualTo("COUP");
        assertThat(s.get("status").asText()).isEqualTo("OPEN");
        assertThat(s.get("version").asLong()).isEqualTo(2);
        assertThat(s.get("seats").toString()).isEqualTo(
                "[{\"seat\":0,\"name\":\"alice\"},{\"seat\":1,\"name\":null},{\"seat\":2,\"name\":null}]");
        assertThat(s.get("options").toString())
                .isEqualTo("{\"variant\":\"UN\",\"turnLimit\":500,\"turnTimeoutSeconds\":86400}");
        assertThat(s.get("seeded").asBoolean()).isTrue();
        assertThat(s.get("seedCommitment").asText())
                .isEqualTo(io.tabletop.engine.SeededRng.commitment("visible-seed"));
        assertThat(s.toString()).doesNotContain("visible-seed");
        given().get("/api/v1/games/" + id).then().header("Location", org.hamcrest.Matchers.nullValue());
    }

    @Test
    void gameTypesListCoupWithItsOptions() {
        JsonNode types = Api.json(given().get("/api/v1/game-types").then().statusCode(200).extract().response());
        JsonNode coup = null;
        for (JsonNode t : types.get("types")) if (t.get("type").asText().equals("COUP")) coup = t;
        assertThat(coup).isNotNull();
        assertThat(coup.get("minSeats").asInt()).isEqualTo(2);
        assertThat(coup.get("maxSeats").asInt()).isEqualTo(6);
        List<String> options = new ArrayList<>();
        coup.get("options").forEach(o -> options.add(o.get("name").asText()));
        assertThat(options).contains("variant", "firstSeat", "reactionTimeoutSeconds", "seed");
        assertThat(coup.get("options").get(0).get("defaultValue").asText()).isEqualTo("MEDIA");
        assertThat(coup.get("commands").toString()).contains("DECLARE", "ACCEPT_BLOCK", "FORCE_EXCHANGE");
    }
}
