package io.tabletop.games.inwo.model;

import io.tabletop.engine.Nullable;
import io.tabletop.games.inwo.cards.Alignment;
import java.util.List;

/**
 * A card's traits changed from its printed ones (besides the permanent alignments of {@link Placed#alignments}).
 * {@code borrowed}/{@code borrowedAttributes}: alignments and attributes a card in play lends it for as long as it
 * stays so (Ross Perot's puppets are Straight and Conservative); settled by the decider after each command.
 * {@code gained}/{@code lost}: attributes changed for good (Exposed! takes Secret away; a Vampires victim turns
 * Vampire). {@code reversedOnTurn}: the turn its alignments are reversed in (Gay Activists; 0: none).
 * {@code arrows}: its out-arrows when changed (-1: as printed). On an Illuminati: {@code reorganizingOnTurn} the turn
 * its structure may be reorganized freely in (Elders of Zion, Reorganization); {@code closingOnTurn} the turn its end-of-
 * turn reorganization began in (Bermuda Triangle: nothing else but more moves and the end of the turn then). On a
 * Group: {@code movedFreeOnTurn} the turn it used its free move in (Offshore Banks). {@code linked}: the Plots linked
 * to it (Dictatorship, Media Connections, Messiah), whose LINKED effects reach it. {@code noReliefSeat}/{@code
 * noReliefUntil}: no Relief for it until that seat has completed that many turns (Corruption). On an Illuminati:
 * {@code noDrawsUntil} its player draws nothing in his draw step while he has completed fewer turns than that (Liquor
 * Companies; null: no such block, and absent from events recorded before it existed). {@code turnAlignments}: the
 * alignment changes made to it in turn {@code alignedOnTurn} ("ADD_X", "REMOVE_X", "REVERSE_X", in order; Orbital Mind
 * Control Lasers), gone when that turn ends (null: none). Destruction wipes all.
 */
public record Traits(List<Alignment> borrowed, List<String> borrowedAttributes, List<String> gained, List<String> lost,
                     int reversedOnTurn, int arrows, int reorganizingOnTurn, int closingOnTurn, int movedFreeOnTurn,
                     List<String> linked, int noReliefSeat, int noReliefUntil, @Nullable Integer noDrawsUntil,
                     @Nullable Integer alignedOnTurn, @Nullable List<String> turnAlignments) {

    public static final Traits PRINTED = new Traits(List.of(), List.of(), List.of(), List.of(), 0, -1, 0, 0, 0, List.of(), -1, 0);

    /** The traits without a draw block (as before Liquor Companies). */
    public Traits(List<Alignment> borrowed, List<String> borrowedAttributes, List<String> gained, List<String> lost,
                  int reversedOnTurn, int arrows, int reorganizingOnTurn, int closingOnTurn, int movedFreeOnTurn,
                  List<String> linked, int noReliefSeat, int noReliefUntil) {
        this(borrowed, borrowedAttributes, gained, lost, reversedOnTurn, arrows, reorganizingOnTurn, closingOnTurn,
                movedFreeOnTurn, linked, noReliefSeat, noReliefUntil, null, null, null);
    }

    public Traits {
        borrowed = borrowed == null ? List.of() : List.copyOf(borrowed);
        borrowedAttributes = borrowedAttributes == null ? List.of() : List.copyOf(borrowedAttributes);
        gained = gained == null ? List.of() : List.copyOf(gained);
        lost = lost == null ? List.of() : List.copyOf(lost);
        linked = linked == null ? List.of() : List.copyOf(linked);
        turnAlignments = turnAlignments == null ? null : List.copyOf(turnAlignments);
    }

    public Traits withBorrowed(List<Alignment> a, List<String> attributes) {
        return new Traits(a, attributes, gained, lost, reversedOnTurn, arrows, reorganizingOnTurn, closingOnTurn, movedFreeOnTurn, linked, noReliefSeat, noReliefUntil, noDrawsUntil, alignedOnTurn, turnAlignments);
    }

    public Traits withAttributes(List<String> g, List<String> l) {
        return new Traits(borrowed, borrowedAttributes, g, l, reversedOnTurn, arrows, reorganizingOnTurn, closingOnTurn, movedFreeOnTurn, linked, noReliefSeat, noReliefUntil, noDrawsUntil, alignedOnTurn, turnAlignments);
    }

    public Traits withReversedOnTurn(int turn) {
        return new Traits(borrowed, borrowedAttributes, gained, lost, turn, arrows, reorganizingOnTurn, closingOnTurn, movedFreeOnTurn, linked, noReliefSeat, noReliefUntil, noDrawsUntil, alignedOnTurn, turnAlignments);
    }

    public Traits withArrows(int n) {
        return new Traits(borrowed, borrowedAttributes, gained, lost, reversedOnTurn, n, reorganizingOnTurn, closingOnTurn, movedFreeOnTurn, linked, noReliefSeat, noReliefUntil, noDrawsUntil, alignedOnTurn, turnAlignments);
    }

    public Traits withReorganizingOnTurn(int turn) {
        return new Traits(borrowed, borrowedAttributes, gained, lost, reversedOnTurn, arrows, turn, closingOnTurn, movedFreeOnTurn, linked, noReliefSeat, noReliefUntil, noDrawsUntil, alignedOnTurn, turnAlignments);
    }

    public Traits withClosingOnTurn(int turn) {
        return new Traits(borrowed, borrowedAttributes, gained, lost, reversedOnTurn, arrows, reorganizingOnTurn, turn, movedFreeOnTurn, linked, noReliefSeat, noReliefUntil, noDrawsUntil, alignedOnTurn, turnAlignments);
    }

    public Traits withMovedFreeOnTurn(int turn) {
        return new Traits(borrowed, borrowedAttributes, gained, lost, reversedOnTurn, arrows, reorganizingOnTurn, closingOnTurn, turn, linked, noReliefSeat, noReliefUntil, noDrawsUntil, alignedOnTurn, turnAlignments);
    }

    public Traits withLinked(List<String> plots) {
        return new Traits(borrowed, borrowedAttributes, gained, lost, reversedOnTurn, arrows, reorganizingOnTurn, closingOnTurn,
                movedFreeOnTurn, plots, noReliefSeat, noReliefUntil, noDrawsUntil, alignedOnTurn, turnAlignments);
    }

    public Traits withNoRelief(int seat, int untilTurns) {
        return new Traits(borrowed, borrowedAttributes, gained, lost, reversedOnTurn, arrows, reorganizingOnTurn, closingOnTurn,
                movedFreeOnTurn, linked, seat, untilTurns, noDrawsUntil, alignedOnTurn, turnAlignments);
    }

    public Traits withNoDrawsUntil(Integer turns) {
        return new Traits(borrowed, borrowedAttributes, gained, lost, reversedOnTurn, arrows, reorganizingOnTurn, closingOnTurn,
                movedFreeOnTurn, linked, noReliefSeat, noReliefUntil, turns, alignedOnTurn, turnAlignments);
    }

    /** With these alignment changes for turn {@code turn} (null, null: none). */
    public Traits withTurnAlignments(Integer turn, List<String> changes) {
        return new Traits(borrowed, borrowedAttributes, gained, lost, reversedOnTurn, arrows, reorganizingOnTurn, closingOnTurn,
                movedFreeOnTurn, linked, noReliefSeat, noReliefUntil, noDrawsUntil, turn, changes);
    }
}
