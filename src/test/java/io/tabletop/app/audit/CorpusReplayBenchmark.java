package io.tabletop.app.audit;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.app.Codecs;
import io.tabletop.app.GameCodec;
import io.tabletop.app.Json;
import io.tabletop.app.LogFold;
import io.tabletop.app.JsonGameData;
import io.tabletop.engine.GameRegistry;
import io.tabletop.store.StoredEvent;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * Replay speed of the golden corpus (a benchmark, not a test), per game and rules version: (1) the audit's full
 * verification (hash chain, seed, every command decided again and compared, the fold with every projection) and (2)
 * the plain fold a load does (events read through their upcasters and evolved). Each set is replayed round after round
 * for {@code bench.foldSeconds}; the thread's CPU time is what is counted, so other work on the machine matters less.
 *
 * <p>{@code ./mvnw -B -Pbench verify -Dbench.main=io.tabletop.app.audit.CorpusReplayBenchmark [-Dbench.foldSeconds=10]}
 */
public final class CorpusReplayBenchmark {

    private record Log(String path, String seed, List<LogVerifier.Entry> entries, List<StoredEvent> stored) {}

    public static void main(String[] args) throws Exception {
        int seconds = Integer.getInteger("bench.foldSeconds", 10);
        Path root = Path.of(System.getProperty("bench.projectDir", ".")).resolve("src/test/resources/corpus");
        Codecs codecs = new Codecs(GameRegistry.discover(JsonGameData.standard()));
        Map<String, List<Log>> sets = new TreeMap<>();
        long bytes = 0;
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".ndjson") || p.toString().endsWith(".ndjson.gz")).sorted().toList()) {
                bytes += Files.size(f);
                Path rel = root.relativize(f);
                sets.computeIfAbsent(rel.getName(0) + " " + rel.getName(1), k -> new ArrayList<>()).add(read(f, rel.toString()));
            }
        }
        if (sets.isEmpty()) throw new IllegalStateException("no corpus under " + root);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        System.out.printf("corpus: %d sets, %d logs, %d events, %.1f MB on disk; %d s per measure, %s, %s%n", sets.size(),
                sets.values().stream().mapToInt(List::size).sum(),
                sets.values().stream().flatMap(List::stream).mapToInt(l -> l.entries().size()).sum(), bytes / 1e6,
                seconds, System.getProperty("java.vm.version"), cpuModel());
        System.out.println("| set | logs | events | verify (audit) events/s | fold events/s |");
        System.out.println("|---|---|---|---|---|");
        for (var set : sets.entrySet()) {
            List<Log> logs = set.getValue();
            int events = logs.stream().mapToInt(l -> l.entries().size()).sum();
            verifyAll(codecs, logs); // warm-up, and every log must verify
            long[] v = measure(cpu, seconds, () -> verifyAll(codecs, logs));
            long[] f = measure(cpu, seconds, () -> foldAll(codecs, logs));
            System.out.printf("| %s | %d | %d | %,.0f | %,.0f |%n", set.getKey(), logs.size(), events,
                    v[0] * (double) events / (v[1] / 1e9), f[0] * (double) events / (f[1] / 1e9));
        }
    }

    /** Rounds run and CPU nanoseconds they took, over about {@code seconds} of wall time (after a warm-up third). */
    private static long[] measure(ThreadMXBean cpu, int seconds, Runnable round) {
        long warm = System.nanoTime() + seconds * 1_000_000_000L / 3;
        while (System.nanoTime() < warm) round.run();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        long start = cpu.getCurrentThreadCpuTime();
        long rounds = 0;
        while (System.nanoTime() < end) {
            round.run();
            rounds++;
        }
        return new long[] {rounds, cpu.getCurrentThreadCpuTime() - start};
    }

    private static void verifyAll(Codecs codecs, List<Log> logs) {
        for (Log log : logs) {
            LogVerifier verifier = new LogVerifier(codecs, log.seed());
            for (LogVerifier.Entry e : log.entries()) verifier.accept(e);
            LogVerifier.Result r = verifier.finish();
            if (!r.ok()) throw new IllegalStateException(log.path() + " does not verify: " + r.firstFailure());
        }
    }

    private static void foldAll(Codecs codecs, List<Log> logs) {
        for (Log log : logs) {
            StoredEvent first = log.stored().getFirst();
            GameCodec codec = LogFold.of(codecs, GameCodec.readCreated(Json.readTree(first.data()))).codec();
            LogFold fold = LogFold.stateFrom(codec, null);
            for (StoredEvent e : log.stored()) fold.accept(e);
        }
    }

    private static Log read(Path file, String name) throws IOException {
        String text;
        try (InputStream in = file.toString().endsWith(".gz") ? new GZIPInputStream(Files.newInputStream(file))
                : Files.newInputStream(file)) {
            text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        List<LogVerifier.Entry> entries = new ArrayList<>();
        List<StoredEvent> stored = new ArrayList<>();
        String seed = null;
        int line = 0;
        for (String l : text.split("\n")) {
            if (l.isBlank()) continue;
            JsonNode n = Json.readTree(l);
            if (++line == 1) seed = n.get("seed").asText();
            OffsetDateTime at = OffsetDateTime.parse(n.get("at").asText());
            byte[] hash = HexFormat.of().parseHex(n.get("hash").asText());
            entries.add(new LogVerifier.Entry(line, n.get("seq").asLong(), n.get("type").asText(), n.get("data"),
                    n.get("meta"), at, hash));
            stored.add(new StoredEvent(n.get("seq").asLong(), n.get("type").asText(), Json.canonical(n.get("data")),
                    Json.canonical(n.get("meta")), at, hash));
        }
        return new Log(name, seed, entries, stored);
    }

    private static String cpuModel() {
        try (Stream<String> lines = Files.lines(Path.of("/proc/cpuinfo"))) {
            return lines.filter(l -> l.startsWith("model name")).findFirst().map(l -> l.substring(l.indexOf(':') + 2))
                    .orElse("unknown CPU");
        } catch (IOException e) {
            return "unknown CPU";
        }
    }
}
