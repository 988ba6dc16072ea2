package io.tabletop.engine;

/**
 * One version of a game's rules: {@code number} (1, 2, …) and what it changed, in one line. A game keeps the version
 * it was created under for life (recorded in its {@link TableEvent.GameCreated}); a fix to the rules is a new version,
 * never an edit of a version games were recorded under, so that every recorded game replays and verifies forever.
 */
public record RulesVersion(int number, String note) {

    /** The first version of every game. */
    public static final RulesVersion FIRST = new RulesVersion(1, "the rules as first published");

    public RulesVersion {
        if (number < 1) throw new IllegalArgumentException("rules versions count from 1, not " + number);
        if (note == null || note.isBlank()) throw new IllegalArgumentException("a rules version says what it changed");
    }
}
