package io.tabletop.games.inwo.model;

/**
 * A Group in a destroyed pile, remembered by the uid it had in play: {@code pile} the seat whose destroyed pile holds
 * it (its destroyer), {@code owner} the seat that had it in play, {@code turn} the game turn it was destroyed, {@code killed} destroyed by an Assassination (only
 * cards that restore killed Personalities bring it back [WDH p.12]), {@code never} it may never return (And STAY
 * Dead!, The Men In Black, Bimbo at Eleven).
 */
public record Grave(String uid, String card, int pile, int owner, int turn, boolean killed, boolean never,
                    @io.tabletop.engine.Nullable java.util.List<String> rewrites) {

    /** {@code rewrites}: the changes of its alignments by Rewriting History, in order (last cards F); null: as printed. */
    public Grave {
        rewrites = rewrites == null ? null : java.util.List.copyOf(rewrites);
    }

    public Grave(String uid, String card, int pile, int owner, int turn, boolean killed, boolean never) {
        this(uid, card, pile, owner, turn, killed, never, null);
    }

    public Grave marked(boolean k, boolean n) {
        return new Grave(uid, card, pile, owner, turn, killed || k, never || n, rewrites);
    }

    /** Its history rewritten once more: {@code change} (ADD_X, REMOVE_X or REVERSE_X; last cards F). */
    public Grave rewritten(String change) {
        java.util.List<String> all = new java.util.ArrayList<>(rewrites == null ? java.util.List.of() : rewrites);
        all.add(change);
        return new Grave(uid, card, pile, owner, turn, killed, never, all);
    }
}
