package io.tabletop.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The start-up comparison: its variants' syntax, the share of steady speed at a time, the side-by-side table. */
class StartUpTest {

    private static Ramp.Bucket bucket(double end, double movesPerSecond, boolean measured) {
        return new Ramp.Bucket(end, 5, movesPerSecond, 40, 1, 10, measured);
    }

    private static Benchmark.Summary window(double movesPerSecond) {
        return new Benchmark.Summary(movesPerSecond, 5, 30, 1.5, 1.1, 0.6, 0.6, 0.1);
    }

    @Test
    void variantsAreLabelledOptionListsInOrder() {
        assertThat(BenchConfig.variants(null)).containsExactly(new BenchConfig.Variant("", List.of()));
        assertThat(BenchConfig.variants("cache=-XX:AOTMode=on  -XX:AOTCache=app.aot; none=;tiered"))
                .containsExactly(new BenchConfig.Variant("cache", List.of("-XX:AOTMode=on", "-XX:AOTCache=app.aot")),
                        new BenchConfig.Variant("none", List.of()), new BenchConfig.Variant("tiered", List.of()));
        assertThat(BenchConfig.variants("base=jar=/tmp/base/quarkus-run.jar -Xmx1g;head="))
                .containsExactly(new BenchConfig.Variant("base", List.of("-Xmx1g"), Path.of("/tmp/base/quarkus-run.jar")),
                        new BenchConfig.Variant("head", List.of()));
        assertThat(BenchConfig.variants("base=jar=/tmp/b.jar").get(0).jarOr(Path.of("target/x.jar")))
                .isEqualTo(Path.of("/tmp/b.jar"));
        assertThat(BenchConfig.variants("head=").get(0).jarOr(Path.of("target/x.jar"))).isEqualTo(Path.of("target/x.jar"));
        assertThatThrownBy(() -> BenchConfig.variants("=-XX:+UseSerialGC")).hasMessageContaining("label");
        assertThatThrownBy(() -> BenchConfig.variants(" ; ")).hasMessageContaining("no variant");
    }

    @Test
    void theShareAtATimeIsThatBucketsMovesAgainstTheWindow() {
        List<Ramp.Bucket> ramp = List.of(bucket(10, 450, false), bucket(15, 900, false), bucket(20, 1000, true));
        assertThat(StartUp.shareAt(ramp, 10, 1000)).isEqualTo(45.0);
        assertThat(StartUp.shareAt(ramp, 20, 1000)).isEqualTo(100.0);
        // before the first bucket the service served no move at all
        assertThat(StartUp.shareAt(ramp, 5, 1000)).isZero();
        assertThat(StartUp.shareAt(ramp, 10, 0)).isNaN();
    }

    @Test
    void theShareAfterReadyCountsWholeBucketsFromReadinessOn() {
        List<Ramp.Bucket> ramp = List.of(bucket(35, 0, false), bucket(40, 300, false), bucket(45, 950, false),
                bucket(50, 1000, true));
        // ready at 36.2 s: the bucket 35-40 s began before it; 40-45 s is the first whole one after it
        assertThat(StartUp.shareAfterReady(ramp, 36.2, 1, 1000)).isEqualTo(95.0);
        assertThat(StartUp.shareAfterReady(ramp, 36.2, 2, 1000)).isEqualTo(100.0);
        assertThat(StartUp.shareAfterReady(ramp, 35.0, 1, 1000)).as("ready as 35-40 s begins").isEqualTo(30.0);
        assertThat(StartUp.shareAfterReady(ramp, 36.2, 3, 1000)).isNaN();
        assertThat(StartUp.shareAfterReady(ramp, 36.2, 1, 0)).isNaN();
    }

    @Test
    void theMovesByATimeAreTheAreaUnderTheRampUpToIt() {
        List<Ramp.Bucket> ramp = List.of(bucket(10, 100, false), bucket(15, 200, false), bucket(65, 1000, true));
        assertThat(StartUp.movesBy(ramp, 60)).isEqualTo(5 * 100 + 5 * 200);
        assertThat(StartUp.movesBy(ramp, 5)).isZero();
    }

    @Test
    void theTableSetsTheStartsSideBySide() {
        StartUp cached = new StartUp("cache", 1, 5.4, 5.5,
                List.of(bucket(10, 950, false), bucket(15, 1000, false), bucket(20, 1000, true)), 15, window(1000));
        StartUp plain = new StartUp("none", 1, 7.1, 7.2,
                List.of(bucket(10, 57, false), bucket(15, 239, false)), Double.NaN, window(1053));
        String table = StartUp.table(List.of(cached, plain));
        assertThat(table).contains("cache #1").contains("none #1")
                .contains("5.40 s").contains("7.10 s")
                .contains("950 (40 ms)").contains("1000 (40 ms) *")
                .contains("95 % of window").contains("5 % of window")
                .contains("t = 15 s").contains("never")
                .contains("moves in first 60 s").contains("14750").contains("1480")
                .contains("1st 5 s after ready").contains("2nd 5 s after ready");
        // a start without a bucket at a time shows a dash there, not another start's figure
        String t20 = table.lines().filter(l -> l.trim().startsWith("t = 20 s")).findFirst().orElseThrow();
        assertThat(t20).contains("1000 (40 ms) *").contains("| -");
    }
}
