package io.tabletop.games.inwo.model;

import io.tabletop.games.inwo.cards.Alignment;
import java.util.List;

/**
 * A card in play in somebody's Power Structure. {@code master}: the uid of the group controlling it (null for the
 * Illuminati); for a group {@code arrow} is the out-arrow of the master it sits on (0-3), for a Resource -1 (it is
 * linked to {@code master}). {@code tokens}: Action tokens on it. {@code fresh}: captured this turn (gets no token).
 * {@code alignments}: current alignments when changed (null: as printed; changes persist). {@code power}: its
 * Power when raised by a Power-up (-1: as printed). {@code moved}: a Resource relinked this turn. {@code devastated}: a Place hit by a Disaster.
 */
public record Placed(String uid, String card, String master, int arrow, int tokens, boolean fresh,
                     List<Alignment> alignments, int power, boolean devastated, boolean moved, Traits traits) {

    public Placed {
        alignments = alignments == null ? null : List.copyOf(alignments);
        traits = traits == null ? Traits.PRINTED : traits;
    }

    /** A card with its printed traits. */
    public Placed(String uid, String card, String master, int arrow, int tokens, boolean fresh,
                  List<Alignment> alignments, int power, boolean devastated, boolean moved) {
        this(uid, card, master, arrow, tokens, fresh, alignments, power, devastated, moved, Traits.PRINTED);
    }

    public boolean resource() {
        return arrow < 0 && master != null;
    }

    public boolean illuminati() {
        return master == null;
    }

    public Placed withTokens(int n) {
        return new Placed(uid, card, master, arrow, n, fresh, alignments, power, devastated, moved, traits);
    }

    public Placed at(String newMaster, int newArrow) {
        return new Placed(uid, card, newMaster, newArrow, tokens, fresh, alignments, power, devastated, moved, traits);
    }

    public Placed captured(String newMaster, int newArrow) {
        return new Placed(uid, card, newMaster, newArrow, 0, true, alignments, power, devastated, moved, traits);
    }

    public Placed withFresh(boolean f) {
        return new Placed(uid, card, master, arrow, tokens, f, alignments, power, devastated, moved, traits);
    }

    public Placed withMoved(boolean m) {
        return new Placed(uid, card, master, arrow, tokens, fresh, alignments, power, devastated, m, traits);
    }

    public Placed withPower(int p) {
        return new Placed(uid, card, master, arrow, tokens, fresh, alignments, p, devastated, moved, traits);
    }

    public Placed withAlignments(List<Alignment> a) {
        return new Placed(uid, card, master, arrow, tokens, fresh, a, power, devastated, moved, traits);
    }

    public Placed withDevastated(boolean d) {
        return new Placed(uid, card, master, arrow, d ? 0 : tokens, fresh, alignments, power, d, moved, traits);
    }

    // traits, restrictions and structure
    public Placed withTraits(Traits t) {
        return new Placed(uid, card, master, arrow, tokens, fresh, alignments, power, devastated, moved, t);
    }
}
