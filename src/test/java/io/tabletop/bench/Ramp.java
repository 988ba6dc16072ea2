package io.tabletop.bench;

import java.util.List;

/**
 * The ramp: moves/s, POST p99 and the 412 share per 5 s from the service's start, and when it became steady. The
 * measured window starts only once the last {@link #STEADY_BUCKETS} buckets of moves/s lie within ±{@link
 * #TOLERANCE} of their mean and are not still climbing, and the JIT compiler takes at most {@link #MAX_JIT_SHARE} % of
 * the service's CPU (or, after the warm-up cap, anyway: "never steady").
 */
final class Ramp {

    /** How many 5-s buckets in a row must agree. */
    static final int STEADY_BUCKETS = 3;
    /** How far (a fraction of their mean) each of those buckets may lie from the mean. */
    static final double TOLERANCE = 0.10;
    /** The most of the service's CPU its JIT compiler threads may take in the last bucket for it to be steady (%). */
    static final double MAX_JIT_SHARE = 10.0;

    private Ramp() {}

    /** One bucket: its end in seconds since the service's start, and what the bots saw in it. */
    record Bucket(double endSeconds, double seconds, double movesPerSecond, double postP99Millis, double staleShare,
                  double jitShare, boolean measured) {
        String line() {
            return String.format("  t=%5.1f s  %8.1f moves/s  POST p99 %8.2f ms  412 %5.1f %% of POSTs  JIT %3.0f %% of the"
                            + " service's CPU  %s", endSeconds, movesPerSecond, postP99Millis, staleShare, jitShare,
                    measured ? "measured" : "warm-up");
        }
    }

    /**
     * Steady enough to measure: moves/s {@link #steady(List)} and the JIT compiler quiet in the last bucket (at most
     * {@link #MAX_JIT_SHARE} % of the service's CPU; NaN, unknown, counts as quiet): a plateau while C2 still
     * compiles the hot paths is not the steady state.
     */
    static boolean settled(List<Double> movesPerSecond, double lastJitShare) {
        return steady(movesPerSecond) && !(lastJitShare > MAX_JIT_SHARE);
    }

    /**
     * Whether the last {@code n} values are steady: all positive, each within ±{@code tolerance} of their mean, and
     * not still climbing (each above the one before and the last more than {@code tolerance / 2} above the first: a
     * slow warm-up passes the band alone). Fewer than {@code n} values are never steady.
     */
    static boolean steady(List<Double> movesPerSecond, int n, double tolerance) {
        if (n < 1 || movesPerSecond.size() < n) return false;
        List<Double> last = movesPerSecond.subList(movesPerSecond.size() - n, movesPerSecond.size());
        double mean = 0;
        for (double v : last) {
            if (!(v > 0) || Double.isInfinite(v)) return false; // NaN, zero or negative: not moving
            mean += v;
        }
        mean /= n;
        for (double v : last) {
            if (Math.abs(v - mean) > tolerance * mean) return false;
        }
        // still climbing: every bucket above the one before, the last more than half the tolerance above the first
        boolean rising = true;
        for (int i = 1; i < n; i++) rising &= last.get(i) > last.get(i - 1);
        return !(n > 1 && rising && last.get(n - 1) > (1 + tolerance / 2) * last.getFirst());
    }

    static boolean steady(List<Double> movesPerSecond) {
        return steady(movesPerSecond, STEADY_BUCKETS, TOLERANCE);
    }

    /**
     * The index of the first bucket at which the series had been steady (the last of the {@code n} that agree), or
     * -1 if it never was.
     */
    static int steadyAt(List<Double> movesPerSecond, int n, double tolerance) {
        for (int i = n; i <= movesPerSecond.size(); i++) {
            if (steady(movesPerSecond.subList(0, i), n, tolerance)) return i - 1;
        }
        return -1;
    }

    /**
     * Seconds since the start at which a bucket first reached {@code share} of {@code steadyMovesPerSecond} (its end),
     * or NaN if none did.
     */
    static double reached(List<Bucket> buckets, double steadyMovesPerSecond, double share) {
        for (Bucket b : buckets) {
            if (b.movesPerSecond() >= share * steadyMovesPerSecond) return b.endSeconds();
        }
        return Double.NaN;
    }
}
