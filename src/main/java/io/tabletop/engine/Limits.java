package io.tabletop.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The values of a game's service limits ({@link LimitSpec}): the operator's where set, else the declared defaults. */
public final class Limits {

    private final Map<String, Long> values;

    private Limits(Map<String, Long> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /**
     * The limits {@code specs} declare, {@code settings} (by name) replacing their defaults. Throws
     * IllegalArgumentException on a setting no spec declares or one out of its range, so that a service with a
     * mistyped or absurd limit does not start.
     */
    public static Limits of(List<LimitSpec> specs, Map<String, Long> settings) {
        Map<String, LimitSpec> byName = new LinkedHashMap<>();
        specs.forEach(s -> byName.put(s.name(), s));
        for (String name : settings.keySet()) {
            if (!byName.containsKey(name)) {
                throw new IllegalArgumentException("unknown limit " + name + "; known: " + byName.keySet());
            }
        }
        Map<String, Long> out = new LinkedHashMap<>();
        for (LimitSpec spec : specs) {
            Long set = settings.get(spec.name());
            if (set != null && (set < spec.min() || set > spec.max())) {
                throw new IllegalArgumentException("limit " + spec.name() + " must be from " + spec.min() + " to "
                        + spec.max() + ", not " + set);
            }
            out.put(spec.name(), set != null ? set : spec.defaultValue());
        }
        return new Limits(out);
    }

    /** The defaults of {@code specs}. */
    public static Limits defaults(List<LimitSpec> specs) {
        return of(specs, Map.of());
    }

    /** A declared limit's value; throws IllegalArgumentException for a name the game did not declare. */
    public long get(String name) {
        Long v = values.get(name);
        if (v == null) throw new IllegalArgumentException("no limit " + name + " declared; known: " + values.keySet());
        return v;
    }

    public Map<String, Long> asMap() {
        return values;
    }

    @Override
    public String toString() {
        return "Limits" + values;
    }
}
