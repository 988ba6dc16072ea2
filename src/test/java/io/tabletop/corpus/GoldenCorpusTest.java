package io.tabletop.corpus;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The golden corpus: finished games exported by earlier builds ({@code src/test/resources/corpus/<game>/v<n>/…ndjson},
 * or {@code .ndjson.gz}; recorded by {@link CorpusRecorder}) must still import and verify with this build. One test
 * per file, named by its path: each log is imported ({@code POST /api/v1/games/import}, admin token), and the
 * imported game's audit must say {@code verified} with every check ok, and its type must be the folder's. A recorded
 * file is never edited: a rules change that breaks one is a new rules version of its game.
 */
@QuarkusTest
class GoldenCorpusTest {

    private static final String ROOT = "corpus";

    @ConfigProperty(name = "tabletop.admin-token")
    String adminToken;

    @TestFactory
    List<DynamicTest> everyRecordedGameStillImportsAndVerifies() throws Exception {
        Map<String, Path> logs = corpusFiles();
        assertThat(logs).as("corpus files on the test classpath under " + ROOT + "/ (none found: nothing is checked)")
                .isNotEmpty();
        List<DynamicTest> tests = new ArrayList<>();
        // (no test source URI: given a file: URI, surefire 3.5.3 counted none of the dynamic tests — "Tests run: 0")
        logs.forEach((name, file) -> tests.add(DynamicTest.dynamicTest(name, () -> check(name, file))));
        return tests;
    }

    /**
     * One set per rules version: every version of every game this build plays has recorded games (a new version needs
     * its set, recorded as src/docs/rules-versions.md says, so that it is held to its games from the day it ships).
     */
    @org.junit.jupiter.api.Test
    void everyRulesVersionOfEveryGameHasARecordedSet() throws Exception {
        java.util.Set<String> folders = new java.util.TreeSet<>();
        for (String name : corpusFiles().keySet()) {
            String[] parts = name.split("/");
            if (parts.length == 4) folders.add(parts[1] + "/" + parts[2]);
        }
        List<String> missing = new ArrayList<>();
        for (Map<String, Object> t : given().get("/api/v1/game-types").then().statusCode(200).extract().jsonPath()
                .<Map<String, Object>>getList("types")) {
            String game = ((String) t.get("type")).toLowerCase(Locale.ROOT);
            for (Object v : (List<?>) t.get("rulesVersions")) {
                String folder = game + "/v" + ((Map<?, ?>) v).get("version");
                if (!folders.contains(folder)) missing.add(ROOT + "/" + folder);
            }
        }
        assertThat(missing).as("rules versions without a corpus set: record one (src/docs/rules-versions.md,"
                + " \"Adding a rules version\")").isEmpty();
    }

    private void check(String name, Path file) throws IOException {
        String[] parts = name.split("/");
        assertThat(parts).as(name + ": corpus/<game>/v<n>/<file>").hasSize(4);
        assertThat(parts[2]).as(name + ": the version folder").matches("v[1-9][0-9]*");
        String type = parts[1].toUpperCase(Locale.ROOT);
        byte[] log = read(file);
        List<String> problems = new ArrayList<>();

        Response imported = given().header("Authorization", "Bearer " + adminToken).contentType("application/x-ndjson")
                .body(log).post("/api/v1/games/import");
        if (imported.statusCode() != 201) {
            noLongerVerifies(name, List.of("import answered " + imported.statusCode() + " " + imported.asString()));
        }
        String id = imported.jsonPath().getString("id");
        if (!type.equals(imported.jsonPath().getString("type"))) {
            problems.add("imported as " + imported.jsonPath().getString("type") + ", the folder says " + type);
        }
        Response auditResponse = given().get("/api/v1/games/" + id + "/audit");
        if (auditResponse.statusCode() != 200) {
            noLongerVerifies(name, List.of("audit of the imported game " + id + " answered " + auditResponse.statusCode() + " "
                    + auditResponse.asString()));
        }
        JsonPath audit = auditResponse.jsonPath();
        if (!type.equals(audit.getString("type"))) problems.add("audit type " + audit.getString("type"));
        if (!parts[2].equals("v" + audit.getInt("rulesVersion"))) {
            problems.add("replayed under rules version " + audit.getInt("rulesVersion") + ", the folder says " + parts[2]);
        }
        if (!audit.getBoolean("verified")) problems.add("verified: false");
        List<Map<String, Object>> checks = audit.getList("checks");
        if (checks == null || checks.isEmpty()) problems.add("the audit ran no checks");
        else for (Map<String, Object> c : checks) {
            if (!Boolean.TRUE.equals(c.get("ok"))) problems.add("check failed: " + c);
        }
        if (!problems.isEmpty()) noLongerVerifies(name, problems);
    }

    private static void noLongerVerifies(String name, List<String> problems) {
        org.junit.jupiter.api.Assertions.fail(name + " no longer verifies: a rules change must be a new rules version of"
                + " its game, never an edit of a recorded one (src/docs/rules-versions.md)\n  " + String.join("\n  ", problems));
    }

    private static byte[] read(Path file) throws IOException {
        if (!file.getFileName().toString().endsWith(".gz")) return Files.readAllBytes(file);
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return in.readAllBytes();
        }
    }

    /** Every {@code .ndjson} and {@code .ndjson.gz} under {@code corpus/} on the test classpath, by its path there. */
    private static Map<String, Path> corpusFiles() throws Exception {
        Map<String, Path> out = new TreeMap<>();
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        Enumeration<URL> roots = loader.getResources(ROOT);
        for (URL url : Collections.list(roots)) {
            Path root = path(url.toURI());
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    String relative = root.relativize(f).toString().replace('\\', '/');
                    assertThat(relative).as("only game logs under " + ROOT + "/").matches(".+\\.ndjson(\\.gz)?");
                    Path previous = out.put(ROOT + "/" + relative, f);
                    assertThat(previous).as(ROOT + "/" + relative + " twice on the classpath").isNull();
                }
            }
        }
        return out;
    }

    private static Path path(URI uri) throws IOException {
        if (!uri.getScheme().equals("jar")) return Path.of(uri);
        FileSystem fs;
        try {
            fs = FileSystems.getFileSystem(uri);
        } catch (FileSystemNotFoundException e) {
            fs = FileSystems.newFileSystem(uri, Map.of());
        }
        return fs.provider().getPath(uri);
    }
}
