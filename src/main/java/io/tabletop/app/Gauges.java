package io.tabletop.app;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * Gauges that read this start of the service. Micrometer keeps the first gauge registered under a name and tags and
 * hands it back to later registrations, bound to the first object it watched; a service restarted in the same JVM
 * (dev-mode reload, a test profile switch) would go on reporting the stopped instance's figures. Registering
 * through here replaces such a gauge.
 */
public final class Gauges {

    private Gauges() {}

    public static <T> T watch(MeterRegistry registry, String name, List<Tag> tags, T watched, ToDoubleFunction<T> value) {
        registry.find(name).tags(tags).gauges().forEach(registry::remove);
        Gauge.builder(name, watched, value).tags(tags).register(registry);
        return watched;
    }
}
