package io.tabletop.engine;

/**
 * A service limit a game declares: a bound on what a seat may send that is no rule of the game (e.g. offers of trades
 * in one turn, against spam), set by the operator ({@code tabletop.<game in lower case>.<name>}), {@code min} to
 * {@code max}. It binds live moves only ({@link Rules#limit}): a game's rules, its audit and its imports never see it.
 */
public record LimitSpec(String name, long defaultValue, long min, long max, String description) {

    public LimitSpec {
        if (min > max || defaultValue < min || defaultValue > max) {
            throw new IllegalArgumentException("limit " + name + ": default " + defaultValue + " not in " + min + ".." + max);
        }
    }
}
