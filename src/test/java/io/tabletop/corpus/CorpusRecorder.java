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
 *
 * <p>Older rules versions and chosen games: {@code -Dcorpus.inwo-rules-version=1} creates INWO games under that
 * version (it sets {@code tabletop.inwo.rules-version}). {@code -Dcorpus.game=INWO} replaces the standard list by
 * games of that type only: {@code corpus.seats} (2), {@code corpus.bots} (house bots, one per seat, cycled;
 * {@code <GAME>_RANDOM}), {@code corpus.decks} (INWO starter decks, cycled; the standard ones), {@code corpus.options}
 * ({@code name=integer,…}, e.g. {@code turnLimit=200}) and the seeds {@code corpus.seeds} ({@code a,b,c}) or
 * {@code corpus.seed-prefix} with {@code corpus.seed-from} (1) and {@code corpus.seed-count} (1). A house bot's dice
 * depend on the game's id as well as its seed, so a seed does not replay the same game twice: keep what a run records.
 *
 * <p>{@code -Dcorpus.search=I1} (with version 1 and {@code corpus.game=INWO}) keeps only a game that verifies under
 * INWO version 1 but not under version 2's rules posing as version 1 (a Group sharing only the Fanatic alignment with
 * the target aided or opposed), writes it as {@code <seats>p-fanatic-<aid|oppose>-<seed>.ndjson}, and stops after
 * {@code corpus.search-found} (1) of them; the other games are reported and not written, and the run fails when none
 * was found. {@code CorpusSensitivityTest} requires at least one such game in the INWO v1 set. The run that found
 * {@code inwo/v1/2p-fanatic-aid-i1h-29.ndjson} (written to a scratch directory, 50 games, the file then copied):
 *
 * <pre>
 * ./mvnw -B test -Dtest=CorpusRecorder -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dcorpus.out=/tmp/corpus-search -Dcorpus.inwo-rules-version=1 -Dcorpus.search=I1 -Dcorpus.search-found=100 \
 *     -Dcorpus.game=INWO -Dcorpus.seats=2 -Dcorpus.bots=INWO_HEURISTIC,INWO_RANDOM -Dcorpus.decks=discordian-weirdness \
 *     -Dcorpus.seed-prefix=i1h- -Dcorpus.seed-from=26 -Dcorpus.seed-count=50 -Dcorpus.timeout-seconds=60
 * </pre>
 *
 * A game is checked here in this JVM only: before keeping one, replay it in fresh JVMs too ({@code CorpusSensitivityTest},
 * {@code GoldenCorpusTest}). A Power-up's GROUP_CHANGED lists the group's alignments in the iteration order of an
 * immutable {@code Set}, which changes from JVM to JVM: a log holding one for a group of two or more alignments may
 * verify where it was recorded and not elsewhere.
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
            Map<String, String> out = new LinkedHashMap<>(Map.of("tabletop.bots.all-bot-games", "0",
                    "tabletop.bots.all-bot-games-per-address", "0", "tabletop.bots.max-moves-per-game", "0",
                    "tabletop.limits.trusted-addresses", "127.0.0.1,::1"));
            String inwoVersion = System.getProperty("corpus.inwo-rules-version", "");
            if (!inwoVersion.isBlank()) out.put("tabletop.inwo.rules-version", inwoVersion); // new INWO games' version
            return out;
        }
    }

    /**
     * One game of the corpus: its type, seat count, the house bot of each seat, the INWO starter deck of each seat
     * (cycled), its seed and its options besides the seed.
     */
    record Game(String type, int seats, List<String> bots, List<String> decks, String seed, Map<String, Object> options) {
        Game(String type, int seats, List<String> bots) {
            this(type, seats, bots, INWO_STARTERS, "corpus-" + type.toLowerCase(Locale.ROOT) + "-" + seats, Map.of());
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
        String game = System.getProperty("corpus.game", "");
        if (!game.isBlank()) return chosenGames(game.toUpperCase(Locale.ROOT));
        List<Game> out = new ArrayList<>();
        for (int n : new int[] {2, 3, 4, 6}) out.add(new Game("COUP", n, bots("COUP", n)));
        for (int n : new int[] {2, 3, 4}) out.add(new Game("COPYCAT", n, bots("COPYCAT", n)));
        for (int n : new int[] {2, 3, 4}) out.add(new Game("INWO", n, bots("INWO", n)));
        return out;
    }

    /** The games {@code corpus.game} and the properties with it choose (see the class comment). */
    static List<Game> chosenGames(String type) {
        int seats = Integer.getInteger("corpus.seats", 2);
        List<String> bots = cycle(list(System.getProperty("corpus.bots", type + "_RANDOM")), seats);
        List<String> decks = list(System.getProperty("corpus.decks", String.join(",", INWO_STARTERS)));
        Map<String, Object> options = new LinkedHashMap<>();
        for (String o : list(System.getProperty("corpus.options", ""))) {
            String[] kv = o.split("=", 2);
            assertThat(kv).as("corpus.options: name=integer,…").hasSize(2);
            options.put(kv[0].trim(), Long.parseLong(kv[1].trim()));
        }
        List<String> seeds = list(System.getProperty("corpus.seeds", ""));
        if (seeds.isEmpty()) {
            String prefix = System.getProperty("corpus.seed-prefix", "corpus-" + type.toLowerCase(Locale.ROOT) + "-" + seats + "-");
            int from = Integer.getInteger("corpus.seed-from", 1);
            seeds = new ArrayList<>();
            for (int i = 0; i < Integer.getInteger("corpus.seed-count", 1); i++) seeds.add(prefix + (from + i));
        }
        List<Game> out = new ArrayList<>();
        for (String seed : seeds) out.add(new Game(type, seats, bots, decks, seed, options));
        return out;
    }

    private static List<String> list(String commaSeparated) {
        return java.util.Arrays.stream(commaSeparated.split(",")).map(String::trim).filter(x -> !x.isEmpty()).toList();
    }

    private static List<String> cycle(List<String> values, int n) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(values.get(i % values.size()));
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

        String search = System.getProperty("corpus.search", "");
        assertThat(search).as("corpus.search: only I1 is known").isIn("", "I1");
        int wanted = Integer.getInteger("corpus.search-found", 1);
        io.tabletop.app.Codecs forged = search.isEmpty() ? null : io.tabletop.app.audit.CorpusSensitivityTest.forgedInwoV1Codecs();
        io.tabletop.app.Codecs real = search.isEmpty() ? null : io.tabletop.app.audit.CorpusSensitivityTest.realCodecs();
        int tried = 0;
        List<String> passedOver = new ArrayList<>();

        List<Game> games = games();
        checkSeatRanges(games);
        List<String> unfinished = new ArrayList<>();
        List<String> report = new ArrayList<>();
        long totalBytes = 0;
        long totalEvents = 0;
        long started = System.nanoTime();
        for (Game g : games) {
            if (!only.isEmpty() && !(g.type() + "-" + g.seats()).startsWith(only)) continue;
            if (!search.isEmpty() && report.size() >= wanted) break;
            tried++;
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
            JsonPath audit = given().get("/api/v1/games/" + id + "/audit").then().statusCode(200).extract().jsonPath();
            assertThat(audit.getBoolean("verified")).as(g + ": " + audit.getList("checks")).isTrue();

            Response export = given().get("/api/v1/games/" + id + "/export");
            assertThat(export.statusCode()).isEqualTo(200);
            byte[] log = export.asByteArray();
            String text = new String(log, StandardCharsets.UTF_8);
            String label = "";
            if (!search.isEmpty()) { // I1: keep the game only when version 2's rules refuse one of its moves
                assertThat(g.type()).as("corpus.search=I1 searches INWO games").isEqualTo("INWO");
                assertThat(summary.getInt("rulesVersion")).as("corpus.search=I1 needs -Dcorpus.inwo-rules-version=1")
                        .isEqualTo(1);
                var underV1 = io.tabletop.app.audit.CorpusSensitivityTest.verify(real, text);
                assertThat(underV1.ok()).as(g.seed() + " under INWO version 1: " + underV1).isTrue();
                var underV2 = io.tabletop.app.audit.CorpusSensitivityTest.verify(forged, text);
                String candidate = String.format(Locale.ROOT, "%s (game %s, %d events, %.1f s): under v2's rules %s",
                        g.seed(), id, summary.getLong("version"), seconds, underV2);
                System.out.println("CORPUS SEARCH " + candidate);
                if (underV2.ok()) {
                    passedOver.add(candidate);
                    continue;
                }
                assertThat(underV2.check()).as(candidate).isEqualTo("REPLAY");
                label = underV2.detail().contains("INVALID_OPPOSE") ? "fanatic-oppose-"
                        : underV2.detail().contains("INVALID_AID") ? "fanatic-aid-" : "i1-";
            }
            Path file = out.resolve(g.type().toLowerCase(Locale.ROOT)).resolve("v" + summary.getInt("rulesVersion"))
                    .resolve(g.seats() + "p-" + label + g.seed() + (gzip ? ".ndjson.gz" : ".ndjson"));
            assertThat(file).as("a recorded corpus file is never overwritten").doesNotExist();
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
        if (!search.isEmpty()) {
            System.out.printf(Locale.ROOT, "CORPUS SEARCH %s: %d games tried, %d found, %d verified under v2's rules too,"
                    + " %d unfinished%n", search, tried, report.size(), passedOver.size(), unfinished.size());
            assertThat(report).as("no game of the " + tried + " tried tells INWO version 1 from version 2's rules").isNotEmpty();
            return;
        }
        assertThat(unfinished).as("games that did not finish").isEmpty();
    }

    /** Every seat count asked for is within the game type's range, and Copycat's are its minimum, a middle, its maximum. */
    private static void checkSeatRanges(List<Game> games) {
        JsonPath types = given().get("/api/v1/game-types").then().statusCode(200).extract().jsonPath();
        for (Game g : games) {
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
        Map<String, Object> options = new LinkedHashMap<>(g.options());
        options.put("seed", g.seed());
        body.put("options", options);
        String id = given().contentType(ContentType.JSON).body(Json.write(body)).post("/api/v1/games")
                .then().statusCode(201).extract().path("id");
        for (int seat = 0; seat < g.seats(); seat++) {
            Map<String, Object> take = new LinkedHashMap<>();
            take.put("bot", g.bots().get(seat));
            take.put("seat", seat);
            if (g.type().equals("INWO")) take.put("deck", Map.of("starter", g.decks().get(seat % g.decks().size())));
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
