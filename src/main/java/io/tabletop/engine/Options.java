package io.tabletop.engine;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game's options after validation against its {@link OptionSpec}s: every value has the declared kind and
 * range, unknown names are refused, and defaults are filled in. Values are String, Long or Boolean.
 */
public final class Options {

    private final Map<String, Object> values;

    private Options(Map<String, Object> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /** Validates raw values (String, Number, Boolean as parsed from JSON); throws {@link RuleViolation}. */
    public static Options validate(List<OptionSpec> specs, Map<String, ?> raw) {
        Map<String, ?> given = raw == null ? Map.of() : raw;
        Map<String, OptionSpec> byName = new LinkedHashMap<>();
        specs.forEach(s -> byName.put(s.name(), s));
        for (String name : given.keySet()) {
            if (!byName.containsKey(name)) {
                throw new RuleViolation("UNKNOWN_OPTION", "unknown option '" + name + "'; known: " + byName.keySet());
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        for (OptionSpec spec : specs) {
            Object v = given.get(spec.name());
            if (v == null) {
                if (spec.defaultValue() != null) out.put(spec.name(), spec.defaultValue());
                continue;
            }
            out.put(spec.name(), check(spec, v));
        }
        return new Options(out);
    }

    /** Rebuilds options recorded in an event (already valid). */
    public static Options of(Map<String, ?> recorded) {
        Map<String, Object> out = new LinkedHashMap<>();
        recorded.forEach((k, v) -> out.put(k, v instanceof Number n && !(v instanceof Long) ? n.longValue() : v));
        return new Options(out);
    }

    private static Object check(OptionSpec spec, Object v) {
        String name = spec.name();
        switch (spec.kind()) {
            case STRING -> {
                if (!(v instanceof String s)) throw invalid(name, "must be a string");
                if (s.isEmpty() || s.length() > spec.max()) {
                    throw invalid(name, "must be 1 to " + spec.max() + " characters long");
                }
                return s;
            }
            case ENUM -> {
                if (!(v instanceof String s) || !spec.values().contains(s)) {
                    throw invalid(name, "must be one of " + spec.values());
                }
                return s;
            }
            case BOOLEAN -> {
                if (!(v instanceof Boolean b)) throw invalid(name, "must be true or false");
                return b;
            }
            case INTEGER -> {
                if (!(v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte)) {
                    throw invalid(name, "must be a whole number from " + spec.min() + " to " + spec.max());
                }
                long n = ((Number) v).longValue();
                if (n < spec.min() || n > spec.max()) {
                    throw invalid(name, "must be a whole number from " + spec.min() + " to " + spec.max());
                }
                return n;
            }
        }
        throw new IllegalStateException();
    }

    private static RuleViolation invalid(String name, String why) {
        return new RuleViolation("INVALID_OPTION", "option '" + name + "' " + why);
    }

    public Map<String, Object> asMap() {
        return values;
    }

    public boolean has(String name) {
        return values.containsKey(name);
    }

    public String string(String name) {
        return (String) values.get(name);
    }

    /** The integer value, or null when unset. */
    public Long integer(String name) {
        Object v = values.get(name);
        return v == null ? null : ((Number) v).longValue();
    }

    /** A copy without the named options (e.g. the secret seed before the options are published). */
    public Options without(String name) {
        Map<String, Object> copy = new LinkedHashMap<>(values);
        copy.remove(name);
        return new Options(copy);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Options other && values.equals(other.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
