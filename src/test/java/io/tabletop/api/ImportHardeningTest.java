package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.tabletop.store.EventStore;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 8 items 1, 5 and 11 (import): a log is checked line by line and never folded unless it verifies; what one
 * import may cost is capped; only the meta the service writes, storable text and sane times pass; imports need the
 * admin token (by default) and are stored marked as imported, created at the import time and shown as seeded.
 */
@QuarkusTest
class ImportHardeningTest {

    private static String finishedLog(long seed) {
        return ExportImportTest.export(AuditTest.finishedGame(2, Map.of(), seed).id());
    }

    private static void assertRefusedAt(Response r, String code, int line) {
        JsonNode p = Problems.assertProblem(r, 422, code);
        assertThat(p.get("line").asInt()).as(p.toString()).isEqualTo(line);
        assertThat(p.get("detail").asText()).startsWith("line " + line + ":");
    }

    @Test
    void item1_anImportClaimingMillionsOfSeatsIsRefusedAtItsFirstLineWithoutFoldingIt() {
        List<ObjectNode> lines = ImportLogs.lines(finishedLog(11));
        ObjectNode first = lines.get(0);
        ((ObjectNode) first.get("data")).put("seats", 20_000_000);
        StringBuilder log = new StringBuilder(ImportLogs.rechained(List.of(first))); // line 1 chains correctly
        for (int i = 0; i < 60; i++) { // then SEAT_TAKEN lines with bad hashes, as in the report
            log.append("{\"seq\":").append(i + 2).append(",\"type\":\"SEAT_TAKEN\",\"at\":\"")
                    .append(first.get("at").asText()).append("\",\"data\":{\"seat\":").append(i)
                    .append(",\"name\":\"p").append(i).append("\"},\"meta\":{},\"hash\":\"").append("00".repeat(32))
                    .append("\"}\n");
        }
        long start = System.nanoTime();
        Response r = ImportLogs.importAsAdmin(log.toString());
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        assertRefusedAt(r, "LOG_DOES_NOT_VERIFY", 1);
        assertThat(r.jsonPath().getString("detail")).contains("INVALID_SEAT_COUNT");
        // folding 20 million seats per line took seconds and gigabytes; refusing line 1 takes milliseconds
        assertThat(took).isLessThan(Duration.ofSeconds(3));
    }

    @Test
    void item1_aLineLongerThanTheCapIsRefusedBeforeItIsParsed() {
        String line = "{\"pad\":\"" + "x".repeat(70_000) + "\"}\n";
        assertRefusedAt(ImportLogs.importAsAdmin(line), "LINE_TOO_LONG", 1);
        String log = finishedLog(12);
        assertRefusedAt(ImportLogs.importAsAdmin(log.substring(0, log.indexOf('\n') + 1) + line), "LINE_TOO_LONG", 2);
    }

    @Test
    void item5_importNeedsTheAdminToken() {
        String log = finishedLog(13);
        byte[] body = log.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Problems.assertProblem(given().contentType("application/x-ndjson").body(body).post("/api/v1/games/import"),
                401, "INVALID_ADMIN_TOKEN");
        Problems.assertProblem(given().header("Authorization", "Bearer nope").contentType("application/x-ndjson")
                .body(body).post("/api/v1/games/import"), 401, "INVALID_ADMIN_TOKEN");
        assertThat(ImportLogs.importAsAdmin(log).statusCode()).isEqualTo(201);
    }

    /** The policy is decided before the body is read: an anonymous upload is not taken in first. */
    @Test
    void item5_anAnonymousImportIsRefusedBeforeItsBodyIsRead() throws Exception {
        try (java.net.Socket socket = new java.net.Socket("localhost", io.restassured.RestAssured.port)) {
            socket.setSoTimeout(10_000);
            String chunk = "{\"format\":\"tabletop-log/1\",\"seq\":1,";
            String head = "POST /api/v1/games/import HTTP/1.1\r\nHost: localhost\r\n"
                    + "Content-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + Integer.toHexString(chunk.length()) + "\r\n" + chunk + "\r\n"; // and the rest never comes
            socket.getOutputStream().write(head.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            byte[] answer = new byte[12];
            int n = socket.getInputStream().readNBytes(answer, 0, answer.length);
            assertThat(new String(answer, 0, n, java.nio.charset.StandardCharsets.US_ASCII))
                    .isEqualTo("HTTP/1.1 401");
        }
    }

    @Test
    void item5_metaTheServiceDoesNotWriteIsRefusedNamingItsLine() {
        String log = finishedLog(14);
        List<ObjectNode> extraKey = ImportLogs.lines(log);
        int k = ImportLogs.seatCommandLine(extraKey, "TAKE_SEAT");
        ((ObjectNode) extraKey.get(k).get("meta")).put("note", "x".repeat(10_000));
        assertRefusedAt(ImportLogs.importAsAdmin(ImportLogs.rechained(extraKey)), "META_NOT_ALLOWED", k + 1);

        List<ObjectNode> emptyMeta = ImportLogs.lines(log); // storage in a continuation event's meta
        int c = 1;
        while (!emptyMeta.get(c).get("meta").isEmpty()) c++;
        ((ObjectNode) emptyMeta.get(c).get("meta")).put("note", "x");
        assertRefusedAt(ImportLogs.importAsAdmin(ImportLogs.rechained(emptyMeta)), "META_NOT_ALLOWED", c + 1);

        List<ObjectNode> extraField = ImportLogs.lines(log); // storage inside the recorded command
        int m = ImportLogs.seatCommandLine(extraField, "TAKE_SEAT");
        ((ObjectNode) extraField.get(m).get("meta").get("command")).put("note", "x".repeat(10_000));
        assertRefusedAt(ImportLogs.importAsAdmin(ImportLogs.rechained(extraField)), "LOG_DOES_NOT_VERIFY", m + 1);

        List<ObjectNode> forgedTimeout = ImportLogs.lines(log); // a seat's own move claimed as a timeout
        int t = forgedTimeout.size() - 1;
        while (forgedTimeout.get(t).get("meta").isEmpty()) t--;
        ((ObjectNode) forgedTimeout.get(t).get("meta")).put("source", "TIMEOUT");
        assertRefusedAt(ImportLogs.importAsAdmin(ImportLogs.rechained(forgedTimeout)), "LOG_DOES_NOT_VERIFY", t + 1);
    }

    @Test
    void item5_timeoutsTheServiceRecordedVerifyAndImportButForgedOnesDoNot() throws Exception {
        Api.Game game = Api.start(3, Map.of("firstSeat", 0, "reactionTimeoutSeconds", 1));
        long declared = Api.move(game.id(), game.token(0), Api.version(game.id()),
                "{\"type\":\"DECLARE\",\"action\":\"RUSSIA\"}").then().statusCode(200).extract().jsonPath()
                .getLong("version");
        long until = System.nanoTime() + 10_000_000_000L;
        while (Api.version(game.id()) == declared && System.nanoTime() < until) Thread.sleep(100);
        assertThat(Api.version(game.id())).as("silence became PASS").isGreaterThan(declared);
        playToTheEnd(game, new java.util.Random(19));
        String log = ExportImportTest.export(game.id());
        List<ObjectNode> lines = ImportLogs.lines(log);
        assertThat(lines.stream().filter(l -> l.get("meta").path("source").asText().equals("TIMEOUT")))
                .hasSizeGreaterThanOrEqualTo(2);
        assertThat(AuditTest.audit(game.id()).get("verified").asBoolean()).isTrue();
        Response copy = ImportLogs.importAsAdmin(log);
        assertThat(copy.statusCode()).as(copy.asString()).isEqualTo(201);

        int k = 0; // a seat's own move, recorded as if silence had made it
        while (!(lines.get(k).get("meta").path("source").asText().equals("SEAT")
                && !lines.get(k).get("meta").get("command").get("type").asText().equals("PASS"))) k++;
        ((ObjectNode) lines.get(k).get("meta")).put("source", "TIMEOUT");
        assertRefusedAt(ImportLogs.importAsAdmin(ImportLogs.rechained(lines)), "LOG_DOES_NOT_VERIFY", k + 1);
    }

    /** Random legal moves until the game ends, re-reading whenever a timeout moved the game first. */
    private static void playToTheEnd(Api.Game game, java.util.Random random) {
        for (int i = 0; i < 20_000; i++) {
            JsonNode summary = Api.summary(game.id());
            if (summary.get("status").asText().equals("FINISHED")) return;
            JsonNode awaiting = summary.get("awaiting");
            if (awaiting.isEmpty()) continue;
            int seat = awaiting.get(random.nextInt(awaiting.size())).asInt();
            JsonNode legal = Api.legalMoves(game.id(), game.token(seat));
            JsonNode moves = legal.get("moves");
            if (legal.get("version").asLong() != summary.get("version").asLong() || moves.isEmpty()) continue;
            JsonNode move = moves.get(random.nextInt(moves.size()));
            for (JsonNode m : moves) if (m.get("type").asText().equals("PASS") && random.nextInt(3) > 0) move = m;
            Api.move(game.id(), game.token(seat), legal.get("version").asLong(), move);
        }
        throw new AssertionError("the game did not end");
    }

    @Test
    void item5_importedGamesAreMarkedCreatedAtTheImportTimeAndNotPresentedAsFair() {
        Api.Game game = AuditTest.finishedGame(2, Map.of(), 15);
        JsonNode original = Api.summary(game.id());
        assertThat(original.get("seeded").asBoolean()).isFalse();
        assertThat(original.get("imported").asBoolean()).isFalse();
        String log = ExportImportTest.export(game.id());
        OffsetDateTime before = OffsetDateTime.now(ZoneOffset.UTC).minusSeconds(1);

        Response created = ImportLogs.importAsAdmin(log);
        assertThat(created.statusCode()).as(created.asString()).isEqualTo(201);
        String copy = created.jsonPath().getString("id");
        for (JsonNode s : List.of(Api.json(created), Api.summary(copy))) {
            assertThat(s.get("imported").asBoolean()).isTrue();
            assertThat(s.get("seeded").asBoolean()).as("the importer knew the seed").isTrue();
            assertThat(OffsetDateTime.parse(s.get("createdAt").asText())).isAfter(before)
                    .isAfter(OffsetDateTime.parse(original.get("createdAt").asText()));
        }
        JsonNode state = Api.json(given().get("/api/v1/games/" + copy + "/state").then().statusCode(200).extract()
                .response());
        assertThat(state.get("imported").asBoolean()).isTrue();
        assertThat(state.get("seeded").asBoolean()).isTrue();
        JsonNode past = Api.json(given().queryParam("at", 2).get("/api/v1/games/" + copy + "/state").then()
                .statusCode(200).extract().response());
        assertThat(past.get("imported").asBoolean()).isTrue();
        assertThat(Api.json(given().get("/api/v1/games/" + game.id() + "/state").then().statusCode(200).extract()
                .response()).get("imported").asBoolean()).isFalse();

        JsonNode audit = AuditTest.audit(copy);
        assertThat(audit.get("verified").asBoolean()).as(audit.get("checks").toString()).isTrue();
        assertThat(audit.get("imported").asBoolean()).isTrue();
        assertThat(AuditTest.audit(game.id()).get("imported").asBoolean()).isFalse();
        // the evidence is the log as exported: its own first event still says what it said
        assertThat(ExportImportTest.export(copy)).isEqualTo(log);

        // a rebuild of the projections keeps the import's marks
        given().header("Authorization", "Bearer " + AuditTest.ADMIN_TOKEN).post("/api/v1/admin/projections/rebuild")
                .then().statusCode(200);
        JsonNode rebuilt = Api.summary(copy);
        assertThat(rebuilt.get("imported").asBoolean()).isTrue();
        assertThat(rebuilt.get("seeded").asBoolean()).isTrue();
        assertThat(rebuilt.get("createdAt").asText()).isEqualTo(Api.summary(copy).get("createdAt").asText());
        assertThat(OffsetDateTime.parse(rebuilt.get("createdAt").asText())).isAfter(before);
        assertThat(AuditTest.audit(copy).get("verified").asBoolean()).isTrue();
    }

    @Test
    void item5_timesMustNotGoBackLieInTheFutureOrBeFinerThanMicroseconds() {
        String log = finishedLog(16);
        List<ObjectNode> back = ImportLogs.lines(log);
        int k = back.size() / 2;
        back.get(k).put("at", EventStore.instant(OffsetDateTime.parse(back.get(k - 1).get("at").asText()).minusSeconds(1)));
        assertRefusedAt(ImportLogs.importAsAdmin(ImportLogs.rechained(back)), "INVALID_TIME", k + 1);

        List<ObjectNode> future = ImportLogs.lines(log); // far-future times would pin it to the top of the list
        int last = future.size() - 1;
        future.get(last).put("at", EventStore.instant(OffsetDateTime.now(ZoneOffset.UTC).plusDays(1)));
        assertRefusedAt(ImportLogs.importAsAdmin(ImportLogs.rechained(future)), "INVALID_TIME", last + 1);

        List<ObjectNode> nanos = ImportLogs.lines(log);
        nanos.get(last).put("at", nanos.get(last).get("at").asText().replace("Z", "").concat("789Z"));
        assertRefusedAt(ImportLogs.importAsAdmin(ImportLogs.rechained(nanos)), "INVALID_TIME", last + 1);
    }

    @Test
    void item11_nulInMetaIsA422NamingTheLineNotA500() {
        String log = finishedLog(17);
        List<ObjectNode> inValue = ImportLogs.lines(log);
        int k = ImportLogs.seatCommandLine(inValue, "TAKE_SEAT");
        ((ObjectNode) inValue.get(k).get("meta")).put("source", "SEAT\u0000");
        assertRefusedAt(ImportLogs.importAsAdmin(ImportLogs.rechained(inValue)), "LOG_MALFORMED", k + 1);

        List<ObjectNode> inKey = ImportLogs.lines(log);
        ((ObjectNode) inKey.get(k).get("meta")).put("\u0000", 1);
        assertRefusedAt(ImportLogs.importAsAdmin(ImportLogs.rechained(inKey)), "LOG_MALFORMED", k + 1);
    }

    @Test
    void item11_aTimeOutsidePostgresRangeIsA422NamingTheLineNotA500() {
        String log = finishedLog(18);
        List<ObjectNode> late = ImportLogs.lines(log);
        int last = late.size() - 1;
        late.get(last).put("at", "+300000-01-01T00:00:00.000000Z");
        assertRefusedAt(ImportLogs.importAsAdmin(ImportLogs.rechained(late)), "INVALID_TIME", last + 1);

        List<ObjectNode> early = ImportLogs.lines(log);
        early.get(0).put("at", "-5000-01-01T00:00:00.000000Z");
        assertRefusedAt(ImportLogs.importAsAdmin(ImportLogs.rechained(early)), "INVALID_TIME", 1);
    }
}
