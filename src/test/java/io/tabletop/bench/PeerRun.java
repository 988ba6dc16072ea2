package io.tabletop.bench;

import io.tabletop.boot.EmbeddedDatabase;
import java.util.function.BooleanSupplier;

/** placeholder, replaced below */
final class PeerRun {
    record Outcome(String skipped) {}

    static Outcome run(BenchConfig cfg, EmbeddedDatabase db, BooleanSupplier running) {
        return new Outcome("not yet");
    }

    static String report(Outcome o, Benchmark.Summary ours) {
        return "\npeer: " + o.skipped() + "\n";
    }
}
