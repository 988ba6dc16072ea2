package io.tabletop.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The benchmark's settings, read from system properties ({@code -Dbench.*}); the {@code bench} Maven profile
 * passes its properties through, so {@code ./mvnw -Pbench verify -Dbench.duration=10} works.
 */
record BenchConfig(
        Path projectDir,
        Path jar,
        Path pgDir,
        Path reportFile,
        int bots,
        int warmupSeconds,
        int durationSeconds,
        int minSeats,
        int maxSeats,
        String variant,
        String game,
        int reactionTimeoutSeconds,
        int pollMinMillis,
        int pollMaxMillis,
        int longPollSeconds,
        double passBias,
        String pgbench,
        int ceilingClients,
        int ceilingSeconds,
        List<String> serviceJvmArgs,
        int readyTimeoutSeconds,
        double ceilingShareTarget,
        double p99TargetMillis,
        boolean failOnMiss,
        long seed,
        String mode,
        int clientThreads,
        int activeGames,
        int scaleBaseline,
        String peer,
        String node,
        String npm,
        int turnLimit,
        String lobby,
        int rounds,
        boolean steady,
        List<Variant> variants,
        int runnerWarmupSeconds) {

    /**
     * One way to start the service in a start-up comparison: its label and the JVM options added after
     * bench.serviceJvm and bench.serviceJvmArgs (none for the plain start).
     */
    /** A start of the service: its extra JVM options and, when given ({@code jar=PATH}), another build to run. */
    record Variant(String label, List<String> jvmArgs, Path jar) {
        Variant(String label, List<String> jvmArgs) {
            this(label, jvmArgs, null);
        }

        /** This variant's build, or the configured one. */
        Path jarOr(Path configured) {
            return jar == null ? configured : jar;
        }
    }

    /**
     * {@code bench.variants}: {@code label=options;label=options…} (a label alone: no extra options); every round
     * starts the service once per variant, in this order. Unset: one plain start. An option {@code jar=PATH} runs
     * that build instead of {@code bench.jar} (two commits side by side in one run).
     */
    static List<Variant> variants(String spec) {
        if (spec == null || spec.isBlank()) return List.of(new Variant("", List.of()));
        List<Variant> out = new ArrayList<>();
        for (String entry : spec.split(";")) {
            if (entry.isBlank()) continue;
            int eq = entry.indexOf('=');
            String label = (eq < 0 ? entry : entry.substring(0, eq)).trim();
            if (label.isEmpty()) throw new IllegalArgumentException("bench.variants: every entry needs a label (label=options)");
            List<String> args = new ArrayList<>();
            Path jar = null;
            if (eq >= 0) {
                for (String a : entry.substring(eq + 1).trim().split("\\s+")) {
                    if (a.startsWith("jar=")) jar = Path.of(a.substring(4));
                    else if (!a.isBlank()) args.add(a);
                }
            }
            out.add(new Variant(label, List.copyOf(args), jar));
        }
        if (out.isEmpty()) throw new IllegalArgumentException("bench.variants names no variant");
        return List.copyOf(out);
    }

    /** INWO: seats bring starter decks, games have the turnLimit house rule. */
    boolean inwo() {
        return game.equals("INWO");
    }

    /** The bots join with one quick join each ({@code POST /api/v1/seats}, or its live form), not list, create and take a seat. */
    boolean quickLobby() {
        return lobby.equals("quick") || lobby.equals("live");
    }

    /** The SSE bots join and open their stream in one request ({@code POST /api/v1/seats/live}). */
    boolean liveLobby() {
        return lobby.equals("live");
    }

    /** The SSE-driven bots (one non-blocking client), or the long-polling bots (a thread each). */
    boolean sse() {
        return mode.equals("sse");
    }

    static BenchConfig fromSystemProperties() {
        Path dir = Path.of(str("bench.projectDir", System.getProperty("user.dir"))).toAbsolutePath();
        String game = str("bench.game", "COUP").trim().toUpperCase();
        if (!List.of("COUP", "COPYCAT", "INWO").contains(game)) {
            throw new IllegalArgumentException("bench.game must be COUP, COPYCAT or INWO");
        }
        int most = game.equals("COPYCAT") ? 4 : 6;
        int minSeats = integer("bench.minSeats", 2);
        int maxSeats = Math.min(most, integer("bench.maxSeats", most));
        if (minSeats < 2 || maxSeats > most || minSeats > maxSeats) {
            throw new IllegalArgumentException("bench.minSeats/maxSeats must satisfy 2 <= min <= max <= " + most);
        }
        int bots = positive("bench.bots", 64);
        if (bots < maxSeats) {
            // With fewer bots than the largest game, every bot could end up waiting in one open game forever.
            throw new IllegalArgumentException("bench.bots must be at least bench.maxSeats (" + maxSeats + ")");
        }
        int pollMin = Math.max(1, integer("bench.pollMinMs", 5));
        int pollMax = Math.max(pollMin, integer("bench.pollMaxMs", 50));
        List<String> jvm = new ArrayList<>();
        // the deployment's options (bench.serviceJvm), then any extra ones (bench.serviceJvmArgs)
        for (String a : (str("bench.serviceJvm", "") + " " + str("bench.serviceJvmArgs", "")).trim().split("\\s+")) {
            if (!a.isBlank()) jvm.add(a);
        }
        String variant = str("bench.variant", "mixed").trim().toUpperCase();
        if (!List.of("MIXED", "MEDIA", "UN").contains(variant)) {
            throw new IllegalArgumentException("bench.variant must be mixed, MEDIA or UN");
        }
        String mode = str("bench.mode", "sse").trim().toLowerCase();
        if (!List.of("sse", "poll").contains(mode)) throw new IllegalArgumentException("bench.mode must be sse or poll");
        int activeGames = Math.max(0, integer("bench.activeGames", 0));
        if (activeGames > 0 && !mode.equals("sse")) {
            throw new IllegalArgumentException("bench.activeGames (the scale run) needs bench.mode=sse");
        }
        String lobby = str("bench.lobby", "auto").trim().toLowerCase();
        if (lobby.equals("auto") || lobby.isEmpty()) lobby = mode.equals("sse") ? "live" : "quick";
        if (!List.of("live", "quick", "list").contains(lobby)) {
            throw new IllegalArgumentException("bench.lobby must be live, quick or list");
        }
        if (lobby.equals("live") && !mode.equals("sse")) {
            throw new IllegalArgumentException("bench.lobby=live (join and stream in one request) needs bench.mode=sse");
        }
        String peer = str("bench.peer", "auto").trim().toLowerCase();
        if (!List.of("auto", "off", "only").contains(peer)) throw new IllegalArgumentException("bench.peer must be auto, off or only");
        List<Variant> variants = variants(System.getProperty("bench.variants"));
        if (activeGames > 0 && variants.size() > 1) {
            throw new IllegalArgumentException("bench.variants (a start-up comparison) does not go with bench.activeGames");
        }
        return new BenchConfig(
                dir,
                dir.resolve(str("bench.jar", "target/quarkus-app/quarkus-run.jar")),
                dir.resolve(str("bench.pgDir", "target/bench-pg")),
                dir.resolve(str("bench.report", "target/bench-report.txt")),
                bots,
                Math.max(0, integer("bench.warmup", 90)),
                positive("bench.duration", 60),
                minSeats,
                maxSeats,
                variant,
                game,
                Math.max(0, integer("bench.reactionTimeout", 0)),
                pollMin,
                pollMax,
                Math.max(0, Math.min(60, integer("bench.longPoll", 20))),
                Math.min(1.0, Math.max(0.0, dbl("bench.passBias", 2.0 / 3.0))),
                str("bench.pgbench", "").trim(),
                positive("bench.ceilingClients", 64),
                positive("bench.ceilingDuration", 20),
                List.copyOf(jvm),
                positive("bench.readyTimeout", 180),
                dbl("bench.target.ceilingShare", 0.25),
                dbl("bench.target.p99Ms", 50.0),
                Boolean.parseBoolean(str("bench.failOnMiss", "false").trim()),
                Long.parseLong(str("bench.seed", String.valueOf(System.nanoTime())).trim()),
                mode,
                positive("bench.clientThreads", Runtime.getRuntime().availableProcessors()),
                activeGames,
                positive("bench.scaleBaseline", 16),
                peer,
                str("bench.node", "node").trim(),
                str("bench.npm", "npm").trim(),
                // INWO's turnLimit house rule (turns of all players together); 0 = none (a random game may then last)
                Math.max(0, integer("bench.turnLimit", 30)),
                lobby,
                // ours then the peer, this many times (not for the scale run): the medians of the ratios are reported
                activeGames > 0 ? 1 : positive("bench.rounds", 1),
                // the window starts once moves/s is steady (bench.warmup is then the cap), or after bench.warmup
                !"false".equalsIgnoreCase(str("bench.steady", "true").trim()),
                variants,
                // a start-up comparison's first start would otherwise meet bots not yet compiled themselves
                Math.max(0, integer("bench.runnerWarmup", variants.size() > 1 ? 30 : 0)));
    }

    private static String str(String name, String dflt) {
        String v = System.getProperty(name);
        return v == null || v.isBlank() ? dflt : v;
    }

    private static int integer(String name, int dflt) {
        return Integer.parseInt(str(name, String.valueOf(dflt)).trim());
    }

    private static int positive(String name, int dflt) {
        int v = integer(name, dflt);
        if (v < 1) throw new IllegalArgumentException(name + " must be at least 1");
        return v;
    }

    private static double dbl(String name, double dflt) {
        return Double.parseDouble(str(name, String.valueOf(dflt)).trim());
    }
}
