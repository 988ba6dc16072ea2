package io.tabletop.games.inwo;

import io.tabletop.engine.RulesVersion;
import java.util.List;

/**
 * INWO's rules versions and the switches the rules ask where versions differ: a game keeps the version it was created
 * under for life, so a fix to the rules is a new version here and one switch where the rule is, never an edit that
 * changes how a recorded game plays. A newcomer reads here what each version changed.
 */
public record InwoVersion(int number) {

    /** Every version this build plays, oldest first; new games get the last. */
    public static final List<RulesVersion> ALL = List.of(
            new RulesVersion(1, "The World Domination Handbook v1.2 as the service first played it."),
            new RulesVersion(2, "Ruling I1: a shared Fanatic alignment no longer lets a Group aid a control attack or"
                    + " oppose an attack (two Fanatic Groups are opposites, never identical)."));

    public static final InwoVersion NEWEST = new InwoVersion(ALL.getLast().number());

    public InwoVersion {
        int n = number;
        if (ALL.stream().noneMatch(v -> v.number() == n)) {
            throw new IllegalArgumentException("INWO has no rules version " + number);
        }
    }

    /**
     * I1 (version 2 on): Fanatic is never "identical", so sharing it alone does not make a Group eligible to aid a
     * control attack or to oppose an attack. (Version 1 let it.)
     */
    public boolean fanaticNeverIdentical() {
        return number >= 2;
    }
}
