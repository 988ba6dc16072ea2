package io.tabletop.docs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The docs cannot rot unseen: every relative link of README.md and src/docs/*.md resolves (the file exists, the
 * #anchor is a heading of it), every curl command they show is an operation of the contract, and every topic is
 * listed on the docs' index page.
 */
class DocsLinksTest {

    private static final Path DOCS = Path.of("src", "docs");

    private static List<Path> docs() throws IOException {
        try (Stream<Path> files = Files.list(DOCS)) {
            return Stream.concat(Stream.of(Path.of("README.md")), files.filter(f -> f.toString().endsWith(".md")).sorted())
                    .toList();
        }
    }

    private static JsonNode contract() throws IOException {
        return new ObjectMapper(new YAMLFactory()).readTree(Path.of("openapi", "openapi.yaml").toFile());
    }

    @Test
    void everyRelativeLinkResolves() throws IOException {
        DocsChecks checks = new DocsChecks(DOCS);
        docs().forEach(checks::links);
        assertThat(checks.problems).isEmpty();
        assertThat(checks.linksChecked).as("links checked").isGreaterThan(40);
    }

    @Test
    void everyCurlCommandIsAnOperationOfTheContract() throws IOException {
        DocsChecks checks = new DocsChecks(DOCS);
        JsonNode contract = contract();
        docs().forEach(f -> checks.curls(f, contract));
        assertThat(checks.problems).isEmpty();
        assertThat(checks.curlsChecked).as("curl commands checked").isGreaterThan(15);
    }

    @Test
    void everyTopicIsOnTheIndexPage() throws IOException {
        String index = Files.readString(DOCS.resolve("index.md"));
        for (Path doc : docs()) {
            String name = doc.getFileName().toString();
            if (doc.startsWith(DOCS) && !name.equals("index.md")) assertThat(index).as(name).contains("](" + name + ")");
        }
    }

    @Test
    void aServedDocLinksOnlyToDocsAndWebPages(@TempDir Path dir) throws IOException {
        Path docs = Files.createDirectories(dir.resolve("docs"));
        Files.writeString(dir.resolve("README.md"), "# Front page\n");
        Files.writeString(docs.resolve("b.md"), "# B\n\n## Errors\n");
        Files.writeString(docs.resolve("a.md"), "# A\n\n[front page](../README.md) [b](b.md#errors) [here](#a) "
                + "![table](" + docs.relativize(Path.of("src/main/resources/META-INF/resources/img/table.png")
                        .toAbsolutePath()) + ")\n");
        DocsChecks checks = new DocsChecks(docs);
        checks.links(docs.resolve("a.md"));
        assertThat(checks.linksChecked).isEqualTo(4);
        assertThat(checks.problems).singleElement().asString().contains("../README.md", "dead on /docs/");
    }

    /** The checks find what is broken: a missing file, a missing heading, an unknown path or method. */
    @Test
    void aBrokenSampleIsCaught(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.md"), """
                # A page

                ## Errors and codes

                [fine](#errors-and-codes) [fine too](b.md#the-b-side) [gone](missing.md) [no such heading](b.md#nope)
                [no such heading here](#nope)

                ```sh
                curl -s -X POST localhost:8080/api/v1/games/$GAME/moves -H 'If-Match: "4"' \\
                     -d '{"type":"PASS"}'
                curl -s -X DELETE localhost:8080/api/v1/games/$GAME
                curl -s localhost:8080/api/v1/no-such-thing
                ```
                """);
        Files.writeString(dir.resolve("b.md"), "# B\n\n## The `B` side\n");
        DocsChecks checks = new DocsChecks(DOCS);
        checks.links(dir.resolve("a.md"));
        checks.curls(dir.resolve("a.md"), contract());
        assertThat(checks.linksChecked).isEqualTo(5);
        assertThat(checks.curlsChecked).isEqualTo(3);
        assertThat(checks.problems).hasSize(5);
        assertThat(String.join("\n", checks.problems)).contains("missing.md", "b.md#nope", "has no heading #nope",
                "DELETE /api/v1/games/$GAME", "GET /api/v1/no-such-thing");
    }
}
