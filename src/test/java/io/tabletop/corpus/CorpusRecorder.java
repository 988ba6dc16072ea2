package io.tabletop.corpus;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.tabletop.app.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * Records the golden corpus that {@link GoldenCorpusTest} imports: seeded games whose every seat is a house bot,
 * played to their end by this build, exported as NDJSON to
 * {@code <corpus.out>/<game>/v<rules version>/<seats>p-<seed>.ndjson} — the version each game was played under, the
 * current one — (with {@code -Dcorpus.gzip=true}:
 * {@code .ndjson.gz}). A tool, not a test: its name does not end in Test, so {@code ./mvnw verify} never runs it.
 *
 * <pre>
 * ./mvnw -B test -Dtest=CorpusRecorder -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dcorpus.out=$PWD/src/test/resources/corpus [-Dcorpus.only=INWO]
 * </pre>
 *
 * Every game is created with only its seed (default options, the server's turn timeout), its seats taken by house
 * bots, and polled until FINISHED (at most {@code corpus.timeout-seconds}, 180 by default); its audit must verify
 * before it is written. A game that does not finish in time is named and not written, and the run fails once the
 * others are done. An existing file is never overwritten: a recorded version is frozen (record only the games of a
 * new version, with {@code corpus.only}).
 */
@QuarkusTest
@TestProfile(CorpusRecorder.AllBotGames.class)
class CorpusRecorder {

    /**
     * The recorder's own limits, pinned rather than inherited from %test: no cap on games only house bots play, for
     * the service or per address (0: none), and no house-bot move budget (a game that reached it would go on by
     * turn timeouts, 24 h away).
     */
    public static class AllBotGames implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("tabletop.bots.all-bot-games", "0", "tabletop.bots.all-bot-games-per-address", "0",
                    "tabletop.bots.max-moves-per-game", "0",
                    "tabletop.limits.trusted-addresses", "127.0.0.1,::1");
        }
    }

    /** One game of the corpus: its type, seat count and the house bot of each seat. */
    record Game(String type, int seats, List<String> bots) {
        String seed() {
            return "corpus-" + type.toLowerCase(Locale.ROOT) + "-" + seats;
        }
    }

    private static final List<String> INWO_STARTERS = List.of("bavarian-government", "gnomes-money",
            "network-computers", "discordian-weirdness", "cthulhu-destruction");

    /** Heuristic bots, a random one on every odd seat (so the logs also hold the moves a heuristic never makes). */
    static List<String> bots(String type, int seats) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < seats; i++) out.add(type + (i % 2 == 1 ? "_RANDOM" : "_HEURISTIC"));
        return out;
    }

    static List<Game> games() {
        List<Game> out = new ArrayList<>();
        for (int n : new int[] {2, 3, 4, 6}) out.add(new Game("COUP", n, bots("COUP", n)));
        for (int n : new int[] {2, 3, 4}) out.add(new Game("COPYCAT", n, bots("COPYCAT", n)));
        for (int n : new int[] {2, 3, 4}) out.add(new Game("INWO", n, bots("INWO", n)));
        return out;
    }

    @Test
    void record() throws Exception {
        String outProperty = System.getProperty("corpus.out");
        assertThat(outProperty).as("-Dcorpus.out=<directory>").isNotBlank();
        Path out = Path.of(outProperty);
        boolean gzip = Boolean.getBoolean("corpus.gzip");
        long timeoutMillis = Long.getLong("corpus.timeout-seconds", 180) * 1000;
        String only = System.getProperty("corpus.only", ""); // e.g. "INWO" or "COUP-6": record only those

        checkSeatRanges();
        List<String> unfinished = new ArrayList<>();
        List<String> report = new ArrayList<>();
        long totalBytes = 0;
        long totalEvents = 0;
        long started = System.nanoTime();
        for (Game g : games()) {
            if (!only.isEmpty() && !(g.type() + "-" + g.seats()).startsWith(only)) continue;
            long t0 = System.nanoTime();
            String id = play(g);
            String status = waitUntilFinished(id, timeoutMillis);
            double seconds = (System.nanoTime() - t0) / 1e9;
            JsonPath summary = given().get("/api/v1/games/" + id).then().statusCode(200).extract().jsonPath();
            if (!status.equals("FINISHED")) {
                String what = String.format(Locale.ROOT, "%s %d seats (seed %s, game %s): still %s after %.0f s, version %d",
                        g.type(), g.seats(), g.seed(), id, status, seconds, summary.getLong("version"));
                System.out.println("CORPUS NOT FINISHED: " + what);
                unfinished.add(what);
                continue;
            }
            Path file = out.resolve(g.type().toLowerCase(Locale.ROOT)).resolve("v" + summary.getInt("rulesVersion"))
                    .resolve(g.seats() + "p-" + g.seed() + (gzip ? ".ndjson.gz" : ".ndjson"));
            assertThat(file).as("a recorded corpus file is never overwritten").doesNotExist();
            JsonPath audit = given().get("/api/v1/games/" + id + "/audit").then().statusCode(200).extract().jsonPath();
            assertThat(audit.getBoolean("verified")).as(g + ": " + audit.getList("checks")).isTrue();

            Response export = given().get("/api/v1/games/" + id + "/export");
            assertThat(export.statusCode()).isEqualTo(200);
            byte[] log = export.asByteArray();
            String text = new String(log, StandardCharsets.UTF_8);
            long events = text.lines().filter(l -> !l.isBlank()).count();
            assertThat(events).isEqualTo(summary.getLong("version"));
            assertThat(Json.readTree(text.lines().findFirst().orElseThrow()).path("seed").asText()).isEqualTo(g.seed());

            byte[] stored = gzip ? gzip(log) : log;
            Files.createDirectories(file.getParent());
            Files.write(file, stored);
            totalBytes += stored.length;
            totalEvents += events;
            String line = String.format(Locale.ROOT, "%-40s %6d events %9d bytes%s  %6.1f s  winners %s  %s",
                    out.relativize(file), events, stored.length,
                    gzip ? " (" + log.length + " uncompressed)" : "", seconds, summary.getList("winners"),
                    String.join(",", g.bots()));
            System.out.println("CORPUS " + line);
            report.add(line);
        }
        System.out.printf(Locale.ROOT, "CORPUS TOTAL %d files, %d events, %d bytes, recorded in %.1f s%n",
                report.size(), totalEvents, totalBytes, (System.nanoTime() - started) / 1e9);
        report.forEach(l -> System.out.println("CORPUS   " + l));
        unfinished.forEach(l -> System.out.println("CORPUS NOT FINISHED " + l));
        assertThat(unfinished).as("games that did not finish").isEmpty();
    }

    /** Every seat count asked for is within the game type's range, and Copycat's are its minimum, a middle, its maximum. */
    private static void checkSeatRanges() {
        JsonPath types = given().get("/api/v1/game-types").then().statusCode(200).extract().jsonPath();
        for (Game g : games()) {
            Map<String, Object> t = types.getMap("types.find { it.type == '" + g.type() + "' }");
            assertThat(t).as(g.type()).isNotNull();
            int min = ((Number) t.get("minSeats")).intValue();
            int max = ((Number) t.get("maxSeats")).intValue();
            assertThat(g.seats()).as(g.type()).isBetween(min, max);
            if (g.type().equals("COPYCAT")) assertThat(List.of(min, max)).as("Copycat's range").isEqualTo(List.of(2, 4));
        }
    }

    /** Creates the seeded game and seats a house bot at every seat (INWO bots bring starter decks); its id. */
    private static String play(Game g) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", g.type());
        body.put("seats", g.seats());
        body.put("options", Map.of("seed", g.seed()));
        String id = given().contentType(ContentType.JSON).body(Json.write(body)).post("/api/v1/games")
                .then().statusCode(201).extract().path("id");
        for (int seat = 0; seat < g.seats(); seat++) {
            Map<String, Object> take = new LinkedHashMap<>();
            take.put("bot", g.bots().get(seat));
            take.put("seat", seat);
            if (g.type().equals("INWO")) take.put("deck", Map.of("starter", INWO_STARTERS.get(seat % INWO_STARTERS.size())));
            given().contentType(ContentType.JSON).body(Json.write(take)).post("/api/v1/games/" + id + "/seats")
                    .then().statusCode(201);
        }
        return id;
    }

    private static String waitUntilFinished(String id, long timeoutMillis) throws InterruptedException {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        String status = "";
        while (System.currentTimeMillis() < deadline) {
            status = given().get("/api/v1/games/" + id).then().statusCode(200).extract().path("status");
            if (status.equals("FINISHED")) return status;
            Thread.sleep(250);
        }
        return status;
    }

    private static byte[] gzip(byte[] raw) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (OutputStream z = new GZIPOutputStream(buffer)) {
            z.write(raw);
        }
        return buffer.toByteArray();
    }
}
