package io.tabletop.bots;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The TypeScript bot (src/bots/typescript, src/docs/typescript-bot.md) is built as a user would build it, in a copy
 * under target/bots/typescript (so that node_modules, the generated types and dist stay out of the source tree): npm ci
 * from the committed lock file, openapi-typescript on openapi/openapi.yaml, tsc --strict (noEmitOnError). Its source
 * holds no cast and no {@code any}. Then it plays a Coup game and an INWO game to the end against house bots of the test
 * server. Node and npm come from the machine (.ci/run installs Debian's nodejs and npm when missing); without them the
 * test fails saying so, it does not skip.
 */
@QuarkusTest
class TypeScriptBotTest {

    private static final Path SRC = Path.of("src/bots/typescript");
    /** As deep as SRC, so that the package's scripts find ../../../openapi/openapi.yaml from it too. */
    private static final Path WORK = Path.of("target/bots/typescript");
    private static final List<String> FILES = List.of("package.json", "package-lock.json", "tsconfig.json", "bot.ts");

    @TestHTTPResource("/")
    URL server;

    @BeforeAll
    static void build() throws Exception {
        ExternalBots.need("node", "src/bots/typescript/bot.ts");
        ExternalBots.need("npm", "src/bots/typescript/bot.ts");
        Files.createDirectories(WORK);
        for (String file : FILES) Files.copy(SRC.resolve(file), WORK.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        Files.deleteIfExists(WORK.resolve("dist/bot.js"));
        long t0 = System.nanoTime();
        ExternalBots.run(List.of("npm", "ci", "--no-audit", "--no-fund", "--prefer-offline"), Map.of(), 600, WORK);
        long t1 = System.nanoTime();
        ExternalBots.run(List.of("npm", "run", "generate"), Map.of(), 180, WORK);
        assertThat(WORK.resolve("generated/api.d.ts")).exists();
        long t2 = System.nanoTime();
        String tsc = ExternalBots.run(List.of("npm", "run", "build"), Map.of(), 300, WORK); // exits non-zero on any error
        assertThat(WORK.resolve("dist/bot.js")).as(tsc).exists();
        System.out.printf("TypeScript bot: npm ci %d ms, openapi-typescript %d ms, tsc %d ms%n", (t1 - t0) / 1_000_000,
                (t2 - t1) / 1_000_000, (System.nanoTime() - t2) / 1_000_000);
    }

    @Test
    void theBotCompilesUnderStrictWithNoCastAndNoAny() throws Exception {
        String tsconfig = Files.readString(SRC.resolve("tsconfig.json"));
        assertThat(tsconfig).containsPattern("\"strict\":\\s*true").containsPattern("\"noImplicitAny\":\\s*true")
                .containsPattern("\"noEmitOnError\":\\s*true");
        String pkg = Files.readString(SRC.resolve("package.json"));
        for (String dependency : List.of("openapi-typescript", "openapi-fetch", "typescript", "@types/node")) {
            assertThat(pkg).as("exactly pinned").containsPattern("\"" + dependency + "\":\\s*\"\\d+\\.\\d+\\.\\d+\"");
        }
        assertThat(unchecked(Files.readString(SRC.resolve("bot.ts")))).isEmpty();
        assertThat(unchecked("const n = x as number;\nlet y: any = 1;\nz!.f();\n// @ts-ignore\nconst k = [1] as const;\n"
                + "if (a !== b && !c) d(\"as any\"); // any cast as T")).hasSize(4);
    }

    @Test
    void theBotPlaysACoupGameToTheEnd() throws Exception {
        play("COUP", List.of(), 240);
    }

    @Test
    void theBotPlaysAnInwoGameToTheEnd() throws Exception {
        play("INWO", List.of("--option", "turnLimit=12"), 300);
    }

    private void play(String type, List<String> extra, int timeoutSeconds) throws Exception {
        List<String> command = new ArrayList<>(List.of("node", "dist/bot.js", "--server", server.toString(), "--new", type));
        command.addAll(extra);
        long t0 = System.nanoTime();
        String out = ExternalBots.run(command, Map.of(), timeoutSeconds, WORK);
        System.out.printf("TypeScript bot, %s: %d ms%n%s", type, (System.nanoTime() - t0) / 1_000_000, out);
        Matcher game = Pattern.compile("game ([0-9a-f-]{36}) \\(" + type + "\\)").matcher(out);
        assertThat(game.find()).as(out).isTrue();
        assertThat(out).contains("seat 0 of game " + game.group(1)).contains("game over at version");
        var summary = new io.tabletop.client.api.GamesApi(ReferenceBot.client(server.toString(), null))
                .getGame(UUID.fromString(game.group(1)), null);
        assertThat(summary.getType().getValue()).isEqualTo(type);
        assertThat(summary.getStatus().getValue()).isEqualTo("FINISHED");
    }

    /**
     * The lines of TypeScript source that escape the type checker: a cast ({@code x as T}; {@code as const} is fine),
     * {@code any}, a non-null assertion ({@code x!}) or a {@code @ts-} directive. Comments and string literals are left
     * out (a {@code @ts-} directive is looked for in them too).
     */
    static List<String> unchecked(String source) {
        List<String> found = new ArrayList<>();
        Pattern escape = Pattern.compile("\\bas\\s+(?!const\\b)\\w|\\bany\\b|[\\w)\\]]!(?!=)");
        String[] code = code(source).split("\n", -1);
        String[] raw = source.split("\n", -1);
        for (int i = 0; i < raw.length; i++) {
            if (escape.matcher(code[i]).find() || raw[i].contains("@ts-")) found.add((i + 1) + ": " + raw[i].strip());
        }
        return found;
    }

    /** The source with comments and string literals blanked (newlines kept, so that lines still line up). */
    private static String code(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            int end;
            if (source.startsWith("//", i)) {
                end = source.indexOf('\n', i);
                end = end < 0 ? source.length() : end;
            } else if (source.startsWith("/*", i)) {
                end = source.indexOf("*/", i + 2);
                end = end < 0 ? source.length() : end + 2;
            } else if (c == '"' || c == '\'' || c == '`') {
                end = i + 1;
                while (end < source.length() && source.charAt(end) != c) end += source.charAt(end) == '\\' ? 2 : 1;
                end = Math.min(end + 1, source.length());
            } else {
                out.append(c);
                i++;
                continue;
            }
            for (int k = i; k < end; k++) out.append(source.charAt(k) == '\n' ? '\n' : ' ');
            i = end;
        }
        return out.toString();
    }
}
