package io.tabletop.bench;

import java.util.Arrays;
import java.util.Collection;

/**
 * Latency samples in nanoseconds: one instance per bot and kind (no sharing, no locks while the run lasts),
 * merged and sorted once at the end. Every sample is kept, so percentiles are exact (nearest rank).
 */
final class Latencies {

    private long[] samples = new long[1024];
    private int size;

    void add(long nanos) {
        if (size == samples.length) samples = Arrays.copyOf(samples, size * 2);
        samples[size++] = nanos;
    }

    Latencies copy() {
        Latencies c = new Latencies();
        c.samples = Arrays.copyOf(samples, Math.max(1, size));
        c.size = size;
        return c;
    }

    int size() {
        return size;
    }

    /** All samples of {@code parts}, sorted. */
    static Sorted merge(Collection<Latencies> parts) {
        int n = 0;
        for (Latencies p : parts) n += p.size;
        long[] all = new long[n];
        int at = 0;
        for (Latencies p : parts) {
            System.arraycopy(p.samples, 0, all, at, p.size);
            at += p.size;
        }
        Arrays.sort(all);
        return new Sorted(all);
    }

    /** Sorted samples with nearest-rank percentiles, in milliseconds. */
    record Sorted(long[] nanos) {

        int count() {
            return nanos.length;
        }

        double percentileMillis(double p) {
            if (nanos.length == 0) return Double.NaN;
            int rank = (int) Math.ceil(p / 100.0 * nanos.length);
            return nanos[Math.min(nanos.length - 1, Math.max(0, rank - 1))] / 1e6;
        }

        double maxMillis() {
            return nanos.length == 0 ? Double.NaN : nanos[nanos.length - 1] / 1e6;
        }

        double meanMillis() {
            if (nanos.length == 0) return Double.NaN;
            double sum = 0;
            for (long v : nanos) sum += v;
            return sum / nanos.length / 1e6;
        }

        /** "n=…  mean … p50 … p95 … p99 … max … ms". */
        String line() {
            if (nanos.length == 0) return "n=0";
            return String.format("n=%-8d mean %7.2f  p50 %7.2f  p95 %7.2f  p99 %7.2f  p99.9 %7.2f  max %8.2f ms",
                    nanos.length, meanMillis(), percentileMillis(50), percentileMillis(95), percentileMillis(99),
                    percentileMillis(99.9), maxMillis());
        }
    }
}
