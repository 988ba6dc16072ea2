package io.tabletop.engine;

import java.util.List;

/**
 * One option a game's creator may set. {@code defaultValue} is null when the option is optional and absent
 * means "not set" (e.g. no reaction timeout, random first player).
 */
public record OptionSpec(
        String name,
        Kind kind,
        Object defaultValue,
        List<String> values,
        Long min,
        Long max,
        String description) {

    public enum Kind { STRING, INTEGER, BOOLEAN, ENUM }

    public OptionSpec {
        values = values == null ? List.of() : List.copyOf(values);
    }

    public static OptionSpec oneOf(String name, List<String> values, String defaultValue, String description) {
        return new OptionSpec(name, Kind.ENUM, defaultValue, values, null, null, description);
    }

    public static OptionSpec integer(String name, long min, long max, Long defaultValue, String description) {
        return new OptionSpec(name, Kind.INTEGER, defaultValue, List.of(), min, max, description);
    }

    public static OptionSpec flag(String name, String description) {
        return new OptionSpec(name, Kind.BOOLEAN, null, List.of(), null, null, description);
    }

    public static OptionSpec text(String name, long maxLength, String description) {
        return new OptionSpec(name, Kind.STRING, null, List.of(), 1L, maxLength, description);
    }
}
