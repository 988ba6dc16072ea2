package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import io.tabletop.app.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A thin client of the API for tests: everything goes over HTTP, nothing reaches into the service. */
final class Api {

    private Api() {}

    /** The admin token of the test profile ({@code %test.tabletop.admin-token}). */
    static final String ADMIN_TOKEN = "test-admin-token-0123456789abcdef";

    record Seat(int seat, String token) {}

    static RequestSpecification as(String token) {
        RequestSpecification spec = given();
        return token == null ? spec : spec.header("Authorization", "Bearer " + token);
    }

    static String createCoup(int seats, Map<String, Object> options) {
        return create("COUP", seats, options);
    }

    static String create(String type, int seats, Map<String, Object> options) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", type);
        body.put("seats", seats);
        body.put("options", options);
        return given().contentType(ContentType.JSON).body(Json.write(body))
                .post("/api/v1/games").then().statusCode(201).extract().path("id");
    }

    static Seat takeSeat(String id, String name) {
        Response r = given().contentType(ContentType.JSON).body("{\"name\":\"" + name + "\"}")
                .post("/api/v1/games/" + id + "/seats").then().statusCode(201).extract().response();
        return new Seat(r.path("seat"), r.path("token"));
    }

    /** Takes every seat; seat i is at index i. */
    static List<Seat> fill(String id, int seats) {
        List<Seat> out = new ArrayList<>();
        for (int i = 0; i < seats; i++) out.add(takeSeat(id, "p" + i));
        out.sort((a, b) -> Integer.compare(a.seat(), b.seat()));
        return out;
    }

    /** A started Coup game: created with the options and every seat taken. */
    static Game start(int seats, Map<String, Object> options) {
        return start("COUP", seats, options);
    }

    static Game start(String type, int seats, Map<String, Object> options) {
        String id = create(type, seats, options);
        if (!type.equals("INWO")) return new Game(id, fill(id, seats));
        List<Seat> out = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            String body = Json.write(Map.of("name", "p" + i,
                    "deck", Map.of("cards", io.tabletop.games.inwo.InwoTestDecks.deck(i))));
            Response r = given().contentType(ContentType.JSON).body(body)
                    .post("/api/v1/games/" + id + "/seats").then().statusCode(201).extract().response();
            out.add(new Seat(r.path("seat"), r.path("token")));
        }
        out.sort((a, b) -> Integer.compare(a.seat(), b.seat()));
        return new Game(id, out);
    }

    record Game(String id, List<Seat> seats) {
        String token(int seat) {
            return seats.get(seat).token();
        }
    }

    static JsonNode json(Response r) {
        return Json.readTree(r.asString());
    }

    /**
     * The tests' hot reads and moves go through the JDK's HTTP client: REST Assured cost the random-game tests more
     * CPU than the service they test. Every answer is still checked against the contract (and a 500 fails) by
     * {@link io.tabletop.contract.Conformance#checkPlain}, as REST Assured's filter checks the others.
     */
    private static final java.net.http.HttpClient PLAIN = java.net.http.HttpClient.newBuilder()
            .version(java.net.http.HttpClient.Version.HTTP_1_1).build();

    /** A plain answer: status, ETag, body. */
    record Plain(int status, String etag, String body) {
        JsonNode json() {
            return Json.readTree(body);
        }
    }

    static Plain plain(String method, String pathAndQuery, String token, String ifMatch, String body) {
        String base = "http://localhost:" + io.restassured.RestAssured.port;
        var req = java.net.http.HttpRequest.newBuilder(java.net.URI.create(base + pathAndQuery))
                .header("Accept", "*/*"); // as REST Assured asks
        if (token != null) req.header("Authorization", "Bearer " + token);
        if (ifMatch != null) req.header("If-Match", ifMatch);
        if (body != null) req.header("Content-Type", "application/json");
        req.method(method, body == null ? java.net.http.HttpRequest.BodyPublishers.noBody()
                : java.net.http.HttpRequest.BodyPublishers.ofString(body));
        long sent = System.currentTimeMillis();
        java.net.http.HttpResponse<String> r;
        try {
            r = PLAIN.send(req.build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        String path = java.net.URI.create(base + pathAndQuery).getPath();
        io.tabletop.contract.Conformance.checkPlain(method, path, r.statusCode(),
                r.headers().firstValue("Content-Type").orElse(null), r.body(), sent);
        return new Plain(r.statusCode(), r.headers().firstValue("ETag").orElse(null), r.body());
    }

    /** A read that must answer 200, as JSON. */
    static JsonNode read(String pathAndQuery, String token) {
        return Json.readTree(readText(pathAndQuery, token));
    }

    /** A read that must answer 200, as its text. */
    static String readText(String pathAndQuery, String token) {
        Plain p = plain("GET", pathAndQuery, token, null, null);
        assertThat(p.status()).as("GET %s answered %s", pathAndQuery, p.body()).isEqualTo(200);
        return p.body();
    }

    /** A move through the plain client (the random-game loops). */
    static Plain movePlain(String id, String token, long version, String body) {
        return plain("POST", "/api/v1/games/" + id + "/moves", token, "\"" + version + "\"", body);
    }

    static JsonNode summary(String id) {
        return read("/api/v1/games/" + id, null);
    }

    static long version(String id) {
        return summary(id).get("version").asLong();
    }

    static JsonNode state(String id, String token) {
        return read("/api/v1/games/" + id + "/state", token);
    }

    static JsonNode legalMoves(String id, String token) {
        return read("/api/v1/games/" + id + "/legal-moves", token);
    }

    static Response move(String id, String token, long version, String body) {
        return as(token).contentType(ContentType.JSON).header("If-Match", "\"" + version + "\"").body(body)
                .post("/api/v1/games/" + id + "/moves");
    }

    static Response move(String id, String token, long version, JsonNode body) {
        return move(id, token, version, body.toString());
    }

    /** Every event the caller may see, all pages. */
    static List<JsonNode> events(String id, String token) {
        List<JsonNode> out = new ArrayList<>();
        long after = 0;
        while (true) {
            JsonNode page = read("/api/v1/games/" + id + "/events?after=" + after + "&limit=50", token);
            page.get("events").forEach(out::add);
            if (page.get("next").isNull()) return out;
            after = page.get("next").asLong();
        }
    }

    /** Every field name anywhere in {@code node}, nested objects and arrays included (for leak checks). */
    static List<String> fieldNames(JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        if (node.isObject()) {
            node.fieldNames().forEachRemaining(names::add);
            node.elements().forEachRemaining(n -> names.addAll(fieldNames(n)));
        } else if (node.isArray()) {
            node.elements().forEachRemaining(n -> names.addAll(fieldNames(n)));
        }
        return names;
    }
}
