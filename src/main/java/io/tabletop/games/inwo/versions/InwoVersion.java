package io.tabletop.games.inwo.versions;

import io.tabletop.engine.RulesVersion;
import java.util.List;

/**
 * INWO's rules versions and the switches the rules ask where versions differ: a game keeps the version it was created
 * under for life, so a fix to the rules is a new version here and one switch where the rule is, never an edit that
 * changes how a recorded game plays. A newcomer reads here what each version changed. The rules reach it through
 * {@code Abilities#version()}, which every rule is handed. (A package of its own, below every other: anything may
 * ask it.)
 */
public record InwoVersion(int number) {

    /** Every version this build plays, oldest first; new games get the last. */
    public static final List<RulesVersion> ALL = List.of(
            new RulesVersion(1, "The World Domination Handbook v1.2 as the service first played it."),
            new RulesVersion(2, "Ruling I1: a shared Fanatic alignment no longer lets a Group aid a control attack or"
                    + " oppose an attack (two Fanatic Groups are opposites, never identical)."),
            new RulesVersion(3, "Rulings I2, I3, I8: a Devastated Place and every Group below it get no Action tokens"
                    + " and count toward no goal; Instant attacks halve a Devastated Place's Power too; silence at lead"
                    + " choice takes the seat's first Group in its shuffled deck (never two silent seats the same),"
                    + " Mutual Betrayal's silence is STOP and over the hand limit silence discards an exposed Plot"
                    + " first."),
            new RulesVersion(4, "Rulings I4, I5, I6, I7 (cancels), I9, I10: standing Power changes count toward"
                    + " Power goals and bonuses of different cards add; roll, takeover, Vultures and Privileged windows"
                    + " open whatever anybody holds, with public standing instructions (SET_STOPS) that pass for a seat;"
                    + " a cancel is announced in a window of its own and can be answered; abilities answer knocks,"
                    + " victory declarations and Plots; an offer whose hidden hand card left the hand lapses for"
                    + " outsiders only at the end of the turn."),
            new RulesVersion(5, "Ruling I7 in full: a takeover cancel, a Vultures, a +10 Plot played outside an attack"
                    + " and a Plot played as the draw step are announced in a window of their own and can be cancelled"
                    + " before they take effect; a cancelled one gives back what it answered."),
            new RulesVersion(6, "The last cards' questions are asked whatever anybody holds (I6): Annual Convention's"
                    + " after one of a player's Places is destroyed or Devastated by an attack (CONVENTION, passed by the"
                    + " default standing instructions)."));

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

    /**
     * I2 (version 3 on): Devastation reaches down the line while it lasts — the Place and every Group below it, at any
     * depth (also Groups moved or placed there later), get no Action tokens (the refresh, a token given by an ability,
     * Reload, Blitzkrieg, Ninjas' token when an attack on them fails) and count toward no goal (the Basic Goal's
     * number, Power totals, special-goal counts); the Place's own Power counts toward no Power goal either. (Version 2
     * and before: only the Place itself was left out of the Basic Goal and the refresh.)
     */
    public boolean devastationReachesDown() {
        return number >= 3;
    }

    /**
     * I3 (version 3 on): a Devastated Place is halved against every attack to destroy, Instant attacks (Disasters,
     * Assassinations) included. (Version 2 and before: Instant attacks used its full Power.)
     */
    public boolean devastationHalvesInstantAttacks() {
        return number >= 3;
    }

    /**
     * I8 (version 3 on): silence plays the least revealing move that destroys nothing — a timed-out lead choice takes
     * the seat's first Group in its Group deck as shuffled from the game's seed (not in catalogue order), and no two
     * silent seats take the same Group; Mutual Betrayal's silence is STOP; over the hand limit silence discards an
     * exposed Plot before a hidden one. (Version 2 and before: the Group first in catalogue order, the first option,
     * the first Plot in hand.)
     */
    public boolean quietSilence() {
        return number >= 3;
    }

    /**
     * I4 (version 4 on): a Power change that lasts as long as its cause stays in play (a standing ability of a Group or
     * Resource, a linked Plot, a New World Order, a set value) counts toward Power goals; only effects limited to one
     * attack, one turn or another stated span do not: Power totals and "Power 3 or more" thresholds of goals read a
     * Group's Power now ({@code goals.GoalPower}). (Version 3 and before: the printed or set Power only, so standing
     * ability and New World Order bonuses did not count.)
     */
    public boolean standingPowerCountsForGoals() {
        return number >= 4;
    }

    /**
     * I5 (version 4 on): "not cumulative" applies only to the two bonuses of one card; a leader's direct bonus and
     * another Group's any-attempt bonus both count; Finland leading on a Computer Group still gets +6, not +8
     * ({@code abilities.AttackBonuses}). (Version 3 and before: all direct bonuses against all any-attempt ones, only the
     * larger sum added.)
     */
    public boolean bonusesOfDifferentCardsAdd() {
        return number >= 4;
    }

    /**
     * I6 (version 4 on): no window depends on a hidden card — a roll window, a takeover window, Vultures' question and
     * an outsider's place in a Privileged attack's window open for every seat that could hold an answering card,
     * whatever anybody holds; a seat's public standing instructions ({@code SET_STOPS}) pass for it at once.
     * (Version 3 and before: they opened only when somebody held such a card.)
     */
    public boolean windowsIgnoreHiddenCards() {
        return number >= 4;
    }

    /**
     * I7 in part (version 4 on): a cancelling Plot is announced and opens its own window, so it can be answered (by
     * another cancel) before it takes effect; a cancelled cancel gives back the window it answered. (Version 3 and
     * before: a cancel took effect at once.) For the other Plots that took effect at once see
     * {@link #everyPlayAnnounced()}.
     */
    public boolean everyPlotOpensWindow() {
        return number >= 4;
    }

    /**
     * I7 in full (version 5 on): the Plots that version 4 still played at once — a takeover cancel (Botched Contact,
     * Sabotage), a Vultures, a +10 Plot that stands on a group outside an attack, a Plot played as the draw step (An
     * Offer You Can't Refuse, Crop Circles) — are announced ({@code PLAY_ANNOUNCED}: costs paid, the card out of the
     * hand face up) in a PLOT window of every seat, where a cancel may answer them; when the window closes uncancelled
     * ({@code PLAY_STANDS}) whatever they answered comes back and they take effect as played; a cancelled one is
     * discarded and gives back what it answered (a takeover's window). ({@code plots.AnnouncedPlays}.)
     */
    public boolean everyPlayAnnounced() {
        return number >= 5;
    }

    /**
     * I6 for the last cards (version 6 on): a question a card added late opens for every seat that could hold the
     * card, whatever it holds — Annual Convention's after one of a player's Places is destroyed or Devastated by an
     * attack ({@code cardrules.AnnualConvention}). (Version 5 and before: only in a game the card is in; no game
     * recorded under them is, since the card did not play, so their logs re-decide unchanged.)
     */
    public boolean lastCardsAskEveryone() {
        return number >= 6;
    }

    /** I9 (version 4 on): abilities may answer knocks, victory declarations and Plots. */
    public boolean abilitiesAnswerEveryWindow() {
        return number >= 4;
    }

    /**
     * I10 (version 4 on): an offer with a hidden hand card that leaves its owner's hand lapses for outsiders only at the
     * end of the turn (or when withdrawn or declined). (Version 3 and before: it lapsed at once, in public.)
     */
    public boolean offersLapseQuietly() {
        return number >= 4;
    }
}
