package io.tabletop.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SeededRngTest {

    private static List<Integer> draws(String seed, long version, int n, int bound) {
        SeededRng rng = new SeededRng(seed, version);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(rng.nextInt(bound));
        return out;
    }

    @Test
    void theSameSeedAndVersionGiveTheSameDraws() {
        assertThat(draws("s", 7, 50, 15)).isEqualTo(draws("s", 7, 50, 15));
    }

    @Test
    void anotherVersionOrSeedGivesOtherDraws() {
        assertThat(draws("s", 7, 50, 1000)).isNotEqualTo(draws("s", 8, 50, 1000));
        assertThat(draws("s", 7, 50, 1000)).isNotEqualTo(draws("t", 7, 50, 1000));
    }

    @Test
    void drawsStayWithinTheBoundAndAreRoughlyUniform() {
        int bound = 6;
        int n = 60_000;
        int[] counts = new int[bound];
        SeededRng rng = new SeededRng("uniform", 1);
        for (int i = 0; i < n; i++) {
            int v = rng.nextInt(bound);
            assertThat(v).isBetween(0, bound - 1);
            counts[v]++;
        }
        double expected = (double) n / bound;
        double chi2 = 0;
        for (int c : counts) chi2 += (c - expected) * (c - expected) / expected;
        assertThat(chi2).as("chi-square with 5 degrees of freedom, p > 0.001").isLessThan(20.5);
    }

    @Test
    void aShuffleIsAPermutation() {
        List<Integer> items = List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        List<Integer> shuffled = new SeededRng("shuffle", 3).shuffle(items);
        assertThat(shuffled).containsExactlyInAnyOrderElementsOf(items).isNotEqualTo(items);
    }

    @Test
    void theCommitmentIsSha256OfTheSeed() {
        assertThat(SeededRng.commitment("abc"))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    @Test
    void aNonPositiveBoundIsRefused() {
        assertThatThrownBy(() -> new SeededRng("s", 1).nextInt(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
