package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static io.tabletop.api.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.tabletop.app.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 8: body limits counted on the bytes actually received (item 2), forged cursors (item 11) and long URIs
 * (item 12) answered with problem+json.
 */
@QuarkusTest
class RequestLimitsTest {

    /** A syntactically valid JSON body of about {@code bytes} bytes. */
    private static byte[] bigJson(int bytes) {
        return ("{\"type\":\"COUP\",\"seats\":2,\"pad\":\"" + "x".repeat(bytes) + "\"}").getBytes(StandardCharsets.UTF_8);
    }

    private static void assertTooLarge(HttpResponse<String> r) {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(413);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        assertThat(Json.readTree(r.body()).get("code").asText()).isEqualTo("BODY_TOO_LARGE");
    }

    @Test
    void item2_aChunkedBodyOverTheLimitIsRefusedWithoutBeingParsed() {
        // Before: the 1.2 MB body was read whole and parsed (400 UNKNOWN_FIELD); now it is cut off at 64 KiB.
        assertTooLarge(RawHttp.postChunked("/api/v1/games", "application/json", bigJson(1_200_000)));
    }

    @Test
    void item2_everyBodyEndpointCountsChunkedBytes() {
        Api.Game g = Api.start(2, Map.of("seed", "limits"));
        byte[] big = bigJson(200_000);
        assertTooLarge(RawHttp.postChunked("/api/v1/games/" + g.id() + "/moves", "application/json", big,
                "Authorization", "Bearer " + g.token(0), "If-Match", "\"4\""));
        String open = Api.createCoup(2, Map.of());
        assertTooLarge(RawHttp.postChunked("/api/v1/games/" + open + "/seats", "application/json", big));
        assertThat(Api.summary(open).get("version").asLong()).isEqualTo(1);
        assertThat(Api.version(g.id())).isEqualTo(4);
    }

    @Test
    void item2_aChunkedBodyWithinTheLimitIsServedAsUsual() {
        HttpResponse<String> r = RawHttp.postChunked("/api/v1/games", "application/json",
                "{\"type\":\"COUP\",\"seats\":2}".getBytes(StandardCharsets.UTF_8));
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        String id = Json.readTree(r.body()).get("id").asText();
        HttpResponse<String> seat = RawHttp.postChunked("/api/v1/games/" + id + "/seats", "application/json",
                "{\"name\":\"chunky\"}".getBytes(StandardCharsets.UTF_8));
        assertThat(seat.statusCode()).as(seat.body()).isEqualTo(201);
    }

    @Test
    void aBodyWithADeclaredLengthIsReadForAnEndpointThatRunsOnAWorker() throws Exception {
        // Creating a game and taking a seat run on worker threads: their bodies (with Content-Length) are read before
        // the endpoint runs, and a client that waits for "100 Continue" before sending one still gets its go-ahead.
        String body = "{\"type\":\"COUP\",\"seats\":2}";
        String id;
        try (java.net.Socket socket = new java.net.Socket("localhost", io.restassured.RestAssured.port)) {
            socket.setSoTimeout(5_000);
            var out = socket.getOutputStream();
            var in = new java.io.BufferedReader(
                    new java.io.InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            out.write(("POST /api/v1/games HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Expect: 100-continue\r\nContent-Length: " + body.length() + "\r\n\r\n")
                    .getBytes(StandardCharsets.UTF_8));
            out.flush();
            assertThat(in.readLine()).isEqualTo("HTTP/1.1 100 Continue"); // the go-ahead, before a byte of the body
            assertThat(in.readLine()).isEmpty();
            out.write(body.getBytes(StandardCharsets.UTF_8));
            out.flush();
            assertThat(in.readLine()).isEqualTo("HTTP/1.1 201 Created");
            String line;
            int length = 0;
            while (!(line = in.readLine()).isEmpty()) {
                if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring(15).strip());
                }
            }
            char[] answer = new char[length];
            for (int read = 0; read < length; ) read += in.read(answer, read, length - read);
            id = Json.readTree(new String(answer)).get("id").asText();
        }
        try (HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()) {
            String base = "http://localhost:" + io.restassured.RestAssured.port;
            URI seats = URI.create(base + "/api/v1/games/" + id + "/seats");
            HttpResponse<String> seat = client.send(HttpRequest.newBuilder(seats)
                    .timeout(Duration.ofSeconds(10)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"name\":\"lengthy\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(seat.statusCode()).as(seat.body()).isEqualTo(201);
            assertThat(Json.readTree(seat.body()).get("seat").asInt()).isZero();
            // a malformed body read that way is still the endpoint's 400, and changes nothing
            HttpResponse<String> bad = client.send(HttpRequest.newBuilder(seats)
                    .timeout(Duration.ofSeconds(10)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"name\":")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(bad.statusCode()).as(bad.body()).isEqualTo(400);
            assertThat(bad.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
            assertThat(Api.summary(id).get("version").asLong()).isEqualTo(2);
        }
    }

    @Test
    void item2_aDeclaredLengthOverTheLimitIsRefusedBeforeReading() {
        assertProblem(given().contentType(ContentType.JSON).body(new String(bigJson(70_000), StandardCharsets.UTF_8))
                .post("/api/v1/games"), 413, "BODY_TOO_LARGE");
    }

    @Test
    void item2_theImportEndpointHasItsOwnLargerLimit() {
        // 200 KB is over the 64 KiB limit of the other endpoints, far under the import's: it is read and judged
        byte[] log = ("{\"format\":\"nothing\"}\n" + "{}\n".repeat(70_000)).getBytes(StandardCharsets.UTF_8);
        HttpResponse<String> r = RawHttp.postChunked("/api/v1/games/import", "application/x-ndjson", log,
                "Authorization", "Bearer " + Api.ADMIN_TOKEN);
        assertThat(r.statusCode()).as(r.body()).isBetween(400, 499).isNotEqualTo(413);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
    }

    @Test
    void item11_aForgedCursorWithATimeOutOfRangeIsABadRequest() {
        for (String forged : new String[] {"9000000000000000000/0190f3c2-7b1e-7c4a-9d2e-5f6a7b8c9d0e",
                "-9000000000000000000/0190f3c2-7b1e-7c4a-9d2e-5f6a7b8c9d0e",
                "253402300800000001/0190f3c2-7b1e-7c4a-9d2e-5f6a7b8c9d0e", "1/2/3", "1"}) {
            String cursor = Base64.getUrlEncoder().withoutPadding().encodeToString(forged.getBytes(StandardCharsets.UTF_8));
            assertProblem(given().queryParam("cursor", cursor).get("/api/v1/games"), 400, "INVALID_CURSOR");
        }
    }

    @Test
    void item11_aCursorTheServiceGaveOutStillPages() {
        Api.createCoup(2, Map.of());
        Api.createCoup(2, Map.of());
        JsonNode first = Api.json(given().queryParam("limit", 1).get("/api/v1/games").then().statusCode(200)
                .extract().response());
        String next = first.get("next").asText();
        given().queryParam("cursor", next).queryParam("limit", 1).get("/api/v1/games").then().statusCode(200);
    }

    @Test
    void item12_aLongUriGetsProblemJsonNotABare414() {
        String longCursor = "A".repeat(20_000);
        assertProblem(given().queryParam("cursor", longCursor).get("/api/v1/games"), 400, "INVALID_CURSOR");
        assertProblem(given().get("/api/v1/games/" + "x".repeat(20_000)), 400, "INVALID_GAME_ID");
    }
}
