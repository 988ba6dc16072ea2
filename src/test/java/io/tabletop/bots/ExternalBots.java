package io.tabletop.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs an example bot of src/bots as a user would, and hands back what it printed. */
final class ExternalBots {

    private ExternalBots() {}

    /**
     * Fails (never skips) when a tool is missing: the examples are documentation, and a build that cannot run them
     * must say so.
     */
    static void need(String tool, String why) {
        try {
            Process p = new ProcessBuilder(tool, "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            if (p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0) return;
        } catch (IOException | InterruptedException e) {
            // not there
        }
        String debian = tool.equals("node") ? "nodejs" : tool; // Debian's package of node is nodejs
        fail(tool + " is needed to run " + why + " and is not on the PATH of this machine: install it (e.g. apt-get "
                + "install " + debian + ") — this test does not skip, so that the docs' example cannot rot unseen");
    }

    static String run(List<String> command, Map<String, String> env, int timeoutSeconds) throws Exception {
        return run(command, env, timeoutSeconds, Path.of("."));
    }

    /** As {@link #run(List, Map, int)}, in the directory {@code dir}. */
    static String run(List<String> command, Map<String, String> env, int timeoutSeconds, Path dir) throws Exception {
        Path out = Files.createTempFile("bot", ".log");
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(out.toFile());
        pb.environment().putAll(env);
        Process p = pb.start();
        if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail(command + " did not finish in " + timeoutSeconds + " s:\n" + Files.readString(out));
        }
        String printed = Files.readString(out, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(command + " printed:\n" + printed).isZero();
        return printed;
    }
}
