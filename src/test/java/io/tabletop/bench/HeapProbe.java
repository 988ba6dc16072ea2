package io.tabletop.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The service's live heap, honestly: {@code jcmd <pid> GC.class_histogram} (which runs a full GC first) gives the
 * bytes of all live objects and, per class, their number; the number of live {@code Loaded} objects (the service's
 * in-memory game: state, codec, head hash) after a full GC is the number of games in its cache, since nothing else
 * holds one once the streams are closed and no request is running.
 */
final class HeapProbe {

    /** Live bytes after a full GC, live {@code …Loaded} objects, and their own shallow bytes. */
    record Sample(long liveBytes, long loadedGames, long loadedShallowBytes) {}

    private HeapProbe() {}

    static Sample sample(long pid) throws Exception {
        jcmd(pid, "GC.run");
        Thread.sleep(300);
        String out = jcmd(pid, "GC.class_histogram");
        long total = -1, games = 0, gameBytes = 0;
        for (String line : out.split("\n")) {
            String t = line.trim();
            String[] f = t.split("\\s+");
            if (t.startsWith("Total") && f.length >= 3) total = Long.parseLong(f[2]);
            // " 123:  2000  64000  io.tabletop.app.Loaded (module)"
            if (f.length >= 4 && (f[3].endsWith(".Loaded"))) {
                games += Long.parseLong(f[1]);
                gameBytes += Long.parseLong(f[2]);
            }
        }
        return new Sample(total, games, gameBytes);
    }

    private static String jcmd(long pid, String command) throws Exception {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        Process p = new ProcessBuilder(jcmd.toString(), String.valueOf(pid), command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalStateException("jcmd " + command + " failed: " + out);
        }
        return out;
    }
}
