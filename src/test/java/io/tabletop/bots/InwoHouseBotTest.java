package io.tabletop.bots;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An INWO seat taken by the random house bot, which brings a starter deck like any seat, and plays its lead choice. */
@QuarkusTest
class InwoHouseBotTest {

    @Test
    void theRandomHouseBotTakesAnInwoSeatWithADeckAndPlays() throws Exception {
        String id = given().contentType(ContentType.JSON).body(Map.of("type", "INWO", "seats", 2))
                .post("/api/v1/games").then().statusCode(201).extract().path("id");
        given().contentType(ContentType.JSON).body("{\"bot\":\"INWO_RANDOM\"}").post("/api/v1/games/" + id + "/seats")
                .then().statusCode(422).body("code", org.hamcrest.Matchers.equalTo("DECK_REQUIRED"));
        given().contentType(ContentType.JSON)
                .body("{\"bot\":\"INWO_RANDOM\",\"deck\":{\"starter\":\"network-computers\"}}")
                .post("/api/v1/games/" + id + "/seats").then().statusCode(201)
                .body("bot", org.hamcrest.Matchers.equalTo("INWO_RANDOM"))
                .body("token", org.hamcrest.Matchers.nullValue());
        String token = given().contentType(ContentType.JSON)
                .body("{\"name\":\"ann\",\"deck\":{\"starter\":\"gnomes-money\"}}")
                .post("/api/v1/games/" + id + "/seats").then().statusCode(201).extract().path("token");
        assertThat(token).isNotBlank();
        // The game starts when both seats are taken; the bot's seat (0) chooses its lead by itself.
        long deadline = System.currentTimeMillis() + 15_000;
        boolean botMoved = false;
        while (!botMoved && System.currentTimeMillis() < deadline) {
            String events = given().get("/api/v1/games/" + id + "/events").then().statusCode(200).extract().asString();
            botMoved = events.contains("LEAD_CHOSEN") && !given().get("/api/v1/games/" + id).then().extract()
                    .jsonPath().getList("awaiting").contains(0);
            if (!botMoved) Thread.sleep(100);
        }
        assertThat(botMoved).as("the house bot chose its lead").isTrue();
    }

    /** Two house bots, the heuristic and the random one, with starter decks, play an INWO game to its end in the service. */
    @Test
    void theHeuristicAndRandomHouseBotsPlayAnInwoGameToTheEnd() throws Exception {
        String id = given().contentType(ContentType.JSON).body(Map.of("type", "INWO", "seats", 2,
                        "options", Map.of("seed", "inwo-house-heuristic")))
                .post("/api/v1/games").then().statusCode(201).extract().path("id");
        given().contentType(ContentType.JSON)
                .body("{\"bot\":\"INWO_HEURISTIC\",\"deck\":{\"starter\":\"bavarian-government\"}}")
                .post("/api/v1/games/" + id + "/seats").then().statusCode(201);
        given().contentType(ContentType.JSON)
                .body("{\"bot\":\"INWO_RANDOM\",\"deck\":{\"starter\":\"gnomes-money\"}}")
                .post("/api/v1/games/" + id + "/seats").then().statusCode(201);
        long deadline = System.currentTimeMillis() + 120_000;
        String status = "";
        while (!status.equals("FINISHED") && System.currentTimeMillis() < deadline) {
            Thread.sleep(250);
            status = given().get("/api/v1/games/" + id).then().statusCode(200).extract().path("status");
        }
        assertThat(status).isEqualTo("FINISHED");
        java.util.List<Integer> winners = given().get("/api/v1/games/" + id).then().extract().jsonPath().getList("winners");
        System.out.printf("INWO house bots: heuristic (seat 0) vs random (seat 1): winners %s%n", winners);
        assertThat(winners).isNotEmpty();
        assertThat(given().get("/api/v1/games/" + id + "/audit").then().statusCode(200).extract().<Boolean>path("verified"))
                .isTrue();
    }
}
