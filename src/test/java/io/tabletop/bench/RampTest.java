package io.tabletop.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The bench runner's steadiness rule: the last three 5-s buckets within ±10 % of their mean, not still climbing. */
class RampTest {

    @Test
    void aRampIsNotSteadyUntilThreeBucketsAgree() {
        List<Double> ramp = List.of(80.0, 400.0, 489.0, 900.0, 1100.0, 1140.0, 1150.0, 1120.0);
        assertThat(Ramp.steady(ramp.subList(0, 5))).isFalse(); // 489, 900, 1100
        assertThat(Ramp.steady(ramp.subList(0, 6))).isFalse(); // 900, 1100, 1140: 900 is 13 % under their mean
        assertThat(Ramp.steady(ramp.subList(0, 7))).isTrue(); // 1100, 1140, 1150
        assertThat(Ramp.steadyAt(ramp, 3, 0.10)).isEqualTo(6);
    }

    @Test
    void fewerBucketsThanTheRuleNeedsAreNeverSteady() {
        assertThat(Ramp.steady(List.of())).isFalse();
        assertThat(Ramp.steady(List.of(1000.0, 1000.0))).isFalse();
        assertThat(Ramp.steadyAt(List.of(1000.0, 1000.0), 3, 0.10)).isEqualTo(-1);
    }

    @Test
    void theToleranceIsAroundTheMeanAndInclusive() {
        // mean 100: 90 and 110 are exactly 10 % off
        assertThat(Ramp.steady(List.of(100.0, 90.0, 110.0))).isTrue();
        assertThat(Ramp.steady(List.of(100.0, 89.0, 111.0))).isFalse();
        assertThat(Ramp.steady(List.of(100.0, 89.0, 111.0), 3, 0.12)).isTrue();
    }

    @Test
    void noMovesIsNotSteady() {
        assertThat(Ramp.steady(List.of(0.0, 0.0, 0.0))).isFalse();
        assertThat(Ramp.steady(List.of(Double.NaN, 100.0, 100.0))).isFalse();
    }

    @Test
    void aSeriesThatKeepsClimbingIsNeverSteady() {
        List<Double> climbing = List.of(100.0, 130.0, 170.0, 220.0, 290.0, 380.0, 500.0);
        assertThat(Ramp.steadyAt(climbing, 3, 0.10)).isEqualTo(-1);
    }

    @Test
    void aSlowClimbInsideTheBandIsNotSteady() {
        // a JIT still warming up: each bucket a little above the last, 6 % in all
        assertThat(Ramp.steady(List.of(153.0, 157.0, 162.0))).isFalse();
        // up and down inside the band: steady
        assertThat(Ramp.steady(List.of(153.0, 162.0, 157.0))).isTrue();
        // rising by less than half the tolerance in all: steady
        assertThat(Ramp.steady(List.of(1000.0, 1010.0, 1030.0))).isTrue();
    }

    @Test
    void aPlateauWhileTheJitStillCompilesIsNotSettled() {
        List<Double> plateau = List.of(152.0, 141.0, 150.0);
        assertThat(Ramp.steady(plateau)).isTrue();
        assertThat(Ramp.settled(plateau, 27.0)).isFalse();
        assertThat(Ramp.settled(plateau, 10.0)).isTrue();
        assertThat(Ramp.settled(plateau, Double.NaN)).isTrue(); // unknown (not Linux): moves/s alone
        assertThat(Ramp.settled(List.of(80.0, 400.0, 900.0), 2.0)).isFalse();
    }

    @Test
    void onlyTheLastBucketsCount() {
        // steady early, then a step up: steady again only once the step's three buckets agree
        List<Double> stepped = List.of(500.0, 500.0, 500.0, 1000.0, 1000.0);
        assertThat(Ramp.steady(stepped)).isFalse();
        assertThat(Ramp.steadyAt(stepped, 3, 0.10)).isEqualTo(2);
    }

    @Test
    void reachedIsTheFirstBucketAtTheShare() {
        List<Ramp.Bucket> buckets = List.of(
                new Ramp.Bucket(5, 5, 80, 10, 1, 50, false),
                new Ramp.Bucket(10, 5, 950, 10, 1, 20, false),
                new Ramp.Bucket(15, 5, 1000, 10, 1, 5, true));
        assertThat(Ramp.reached(buckets, 1000, 0.9)).isEqualTo(10.0);
        assertThat(Double.isNaN(Ramp.reached(buckets, 2000, 0.9))).isTrue();
    }
}
