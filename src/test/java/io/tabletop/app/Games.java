package io.tabletop.app;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** A few HTTP calls for the tests of this package (the api package's helpers are not visible here). */
public final class Games {

    private Games() {}

    public record Game(UUID id, List<String> tokens) {}

    /** A started two-seat Coup game (seat 0 plays first). */
    public static Game start() {
        String id = given().contentType(ContentType.JSON)
                .body("{\"type\":\"COUP\",\"seats\":2,\"options\":{\"firstSeat\":0}}")
                .post("/api/v1/games").then().statusCode(201).extract().path("id");
        List<String> tokens = new ArrayList<>(List.of("", ""));
        for (int i = 0; i < 2; i++) {
            Response r = given().contentType(ContentType.JSON).body("{\"name\":\"p" + i + "\"}")
                    .post("/api/v1/games/" + id + "/seats").then().statusCode(201).extract().response();
            tokens.set(r.path("seat"), r.path("token"));
        }
        return new Game(UUID.fromString(id), tokens);
    }

    public static RequestSpecification as(String token) {
        RequestSpecification spec = given();
        return token == null ? spec : spec.header("Authorization", "Bearer " + token);
    }

    public static long stateVersion(Game g, String token) {
        return as(token).get("/api/v1/games/" + g.id() + "/state").then().statusCode(200).extract().jsonPath()
                .getLong("version");
    }

    /** The first legal move of the first awaited seat, as the API lists it; [seat, move JSON]. */
    public static Object[] anyMove(Game g) {
        Response s = given().get("/api/v1/games/" + g.id()).then().statusCode(200).extract().response();
        int seat = s.jsonPath().getInt("awaiting[0]");
        String moves = as(g.tokens().get(seat)).get("/api/v1/games/" + g.id() + "/legal-moves").then().statusCode(200)
                .extract().asString();
        String move = Json.readTree(moves).get("moves").get(0).toString();
        return new Object[] {seat, move};
    }

    public static Response move(Game g, int seat, long ifMatch, String body) {
        return as(g.tokens().get(seat)).contentType(ContentType.JSON).header("If-Match", "\"" + ifMatch + "\"")
                .body(body).post("/api/v1/games/" + g.id() + "/moves");
    }
}
