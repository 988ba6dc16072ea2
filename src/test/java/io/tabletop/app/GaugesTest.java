package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A gauge registered again (the service restarted in the same JVM) reads the new start, not the stopped one. */
class GaugesTest {

    @Test
    void aSecondStartsGaugeReplacesTheFirstOnesUnderTheSameNameAndTags() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        List<Tag> active = List.of(Tag.of("status", "ACTIVE"));
        AtomicLong first = Gauges.watch(registry, "tabletop.games", active, new AtomicLong(7), AtomicLong::doubleValue);
        AtomicLong other = Gauges.watch(registry, "tabletop.games", List.of(Tag.of("status", "OPEN")), new AtomicLong(3),
                AtomicLong::doubleValue);
        assertThat(registry.get("tabletop.games").tags(active).gauge().value()).isEqualTo(7);

        AtomicLong second = Gauges.watch(registry, "tabletop.games", active, new AtomicLong(2), AtomicLong::doubleValue);
        first.set(100);
        assertThat(registry.get("tabletop.games").tags(active).gauge().value()).isEqualTo(2);
        second.set(5);
        assertThat(registry.get("tabletop.games").tags(active).gauge().value()).isEqualTo(5);
        // a gauge under other tags is left alone
        assertThat(registry.get("tabletop.games").tags("status", "OPEN").gauge().value()).isEqualTo(other.get());
        assertThat(registry.find("tabletop.games").gauges()).hasSize(2);
    }

    @Test
    void plainMicrometerKeepsTheFirstObjectWhichIsWhyThisExists() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        registry.gauge("tabletop.long-polls", List.of(), new AtomicLong(1), AtomicLong::doubleValue);
        AtomicLong later = registry.gauge("tabletop.long-polls", List.of(), new AtomicLong(9), AtomicLong::doubleValue);
        assertThat(later.get()).isEqualTo(9);
        assertThat(registry.get("tabletop.long-polls").gauge().value()).isNotEqualTo(9);
    }
}
