package io.tabletop.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * One start of the service in a start-up comparison ({@code bench.variants}): how fast it answered, its ramp from the
 * start, when it was steady, and its window. {@link #table} sets several side by side, so that runs with and without
 * a setting (the AOT cache, JIT options) made in one invocation can be read in one place.
 */
record StartUp(String label, int round, double firstAnswerSeconds, double readySeconds, List<Ramp.Bucket> ramp,
               double steadyAtSeconds, Benchmark.Summary window) {

    /** The seconds after the start that the table has a row for (the issue's question is t = 10 s). */
    static final double[] MARKS = {10, 20, 30};

    /**
     * The share (%) of {@code steadyMovesPerSecond} that the bucket ending at {@code t} seconds (± 2.5 s) served; 0 when
     * no bucket ends there because the service was not serving moves yet, NaN without a steady figure.
     */
    static double shareAt(List<Ramp.Bucket> ramp, double t, double steadyMovesPerSecond) {
        if (!(steadyMovesPerSecond > 0)) return Double.NaN;
        Ramp.Bucket b = bucketAt(ramp, t);
        if (b != null) return 100.0 * b.movesPerSecond() / steadyMovesPerSecond;
        return ramp.isEmpty() || ramp.getFirst().endSeconds() > t ? 0 : Double.NaN;
    }

    /** The bucket ending at {@code t} seconds (± 2.5 s: the buckets end at multiples of 5 s), or null. */
    private static Ramp.Bucket bucketAt(List<Ramp.Bucket> ramp, double t) {
        for (Ramp.Bucket b : ramp) if (Math.abs(b.endSeconds() - t) <= 2.5) return b;
        return null;
    }

    /**
     * The share (%) of {@code steadyMovesPerSecond} served in the {@code n}-th whole bucket (1: the first) that began
     * at or after {@code readySeconds}: what the first clients of a start meet, whenever readiness came (a start that
     * warms up before it says ready is judged from then). NaN when there is no such bucket or no steady figure.
     */
    static double shareAfterReady(List<Ramp.Bucket> ramp, double readySeconds, int n, double steadyMovesPerSecond) {
        if (!(steadyMovesPerSecond > 0)) return Double.NaN;
        int seen = 0;
        for (Ramp.Bucket b : ramp) {
            if (b.endSeconds() - b.seconds() < readySeconds - 1e-9) continue;
            if (++seen == n) return 100.0 * b.movesPerSecond() / steadyMovesPerSecond;
        }
        return Double.NaN;
    }

    /** The moves a start served in its first {@code seconds} (the buckets ending by then): the area under its ramp. */
    static double movesBy(List<Ramp.Bucket> ramp, double seconds) {
        double moves = 0;
        for (Ramp.Bucket b : ramp) if (b.endSeconds() <= seconds + 0.5) moves += b.movesPerSecond() * b.seconds();
        return moves;
    }

    /** The runs side by side: a column each, a row per 5-s bucket from the start, then the summary rows. */
    static String table(List<StartUp> runs) {
        StringBuilder r = new StringBuilder("\nstart-up comparison (bench.variants; every start a fresh JVM on the same"
                + " database, the bots from its first 200 of /q/health/ready): accepted moves/s per 5 s from the"
                + " service's start, POST p99 in brackets\n");
        List<String> heads = new ArrayList<>();
        for (StartUp s : runs) heads.add(s.label() + (s.round() > 0 ? " #" + s.round() : ""));
        row(r, "", heads);
        row(r, "first answer", col(runs, s -> String.format("%.2f s", s.firstAnswerSeconds())));
        row(r, "ready (200)", col(runs, s -> String.format("%.2f s", s.readySeconds())));
        double last = 0;
        for (StartUp s : runs) last = Math.max(last, s.ramp().isEmpty() ? 0 : s.ramp().getLast().endSeconds());
        for (int t = 5; t <= Math.round(last); t += 5) {
            final int at = t;
            row(r, "t = " + t + " s", col(runs, s -> {
                Ramp.Bucket b = bucketAt(s.ramp(), at);
                return b == null ? "-" : String.format("%.0f (%.0f ms)%s", b.movesPerSecond(), b.postP99Millis(),
                        b.measured() ? " *" : "");
            }));
        }
        row(r, "steady from", col(runs, s -> Double.isNaN(s.steadyAtSeconds()) ? "never" : String.format("t = %.0f s",
                s.steadyAtSeconds())));
        row(r, "window moves/s", col(runs, s -> String.format("%.1f", s.window().movesPerSecond())));
        row(r, "window service CPU", col(runs, s -> String.format("%.3f ms a move", s.window().serviceCpuMs())));
        row(r, "window POST p99", col(runs, s -> String.format("%.1f ms", s.window().p99())));
        for (double m : MARKS) {
            row(r, String.format("at t = %.0f s", m), col(runs, s -> {
                double share = shareAt(s.ramp(), m, s.window().movesPerSecond());
                return Double.isNaN(share) ? "?" : String.format("%.0f %% of window", share);
            }));
        }
        for (int n = 1; n <= 2; n++) {
            final int k = n;
            row(r, (n == 1 ? "1st" : "2nd") + " 5 s after ready", col(runs, s -> {
                double share = shareAfterReady(s.ramp(), s.readySeconds(), k, s.window().movesPerSecond());
                return Double.isNaN(share) ? "?" : String.format("%.0f %% of window", share);
            }));
        }
        row(r, "moves in first 60 s", col(runs, s -> String.format("%.0f", movesBy(s.ramp(), 60))));
        row(r, "90 % of window at", col(runs, s -> {
            double t = Ramp.reached(s.ramp(), s.window().movesPerSecond(), 0.9);
            return Double.isNaN(t) ? "never" : String.format("t = %.0f s", t);
        }));
        r.append("  (* the bucket lies in the measured window; target: >= 90 % of window at t = 10 s)\n");
        return r.toString();
    }

    private static List<String> col(List<StartUp> runs, Function<StartUp, String> cell) {
        List<String> out = new ArrayList<>();
        for (StartUp s : runs) out.add(cell.apply(s));
        return out;
    }

    private static void row(StringBuilder r, String head, List<String> cells) {
        r.append(String.format("  %-20s", head));
        for (String c : cells) r.append(String.format(" | %-22s", c));
        r.append('\n');
    }
}
