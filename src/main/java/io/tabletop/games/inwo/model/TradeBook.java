package io.tabletop.games.inwo.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The open offers of gifts and trades ({@code open}, at most one per offering seat), the last offer id given, and how
 * many offers each seat made in turn {@code turn} ({@code offered}, by seat; for {@link OfferLimits}).
 */
public record TradeBook(int serial, List<TradeOffer> open, int turn, List<Integer> offered) {

    public static final TradeBook EMPTY = new TradeBook(0, List.of());

    public TradeBook {
        open = List.copyOf(open);
        offered = offered == null ? List.of() : List.copyOf(offered); // null: a snapshot written before it was counted
    }

    public TradeBook(int serial, List<TradeOffer> open) {
        this(serial, open, 0, List.of());
    }

    public TradeOffer offer(int id) {
        for (TradeOffer o : open) if (o.id() == id) return o;
        return null;
    }

    /** The open offer made by {@code seat}, or null. */
    public TradeOffer by(int seat) {
        for (TradeOffer o : open) if (o.from() == seat) return o;
        return null;
    }

    /** How many offers {@code seat} has made in turn {@code turn}. */
    public int offeredIn(int turn, int seat) {
        return turn != this.turn || seat < 0 || seat >= offered.size() ? 0 : offered.get(seat);
    }

    /** The offer {@code o}, made in turn {@code turn}, opened and counted. */
    public TradeBook plus(TradeOffer o, int turn) {
        List<TradeOffer> all = new ArrayList<>(open);
        all.add(o);
        List<Integer> counts = new ArrayList<>(turn == this.turn ? offered : List.of());
        while (counts.size() <= o.from()) counts.add(0);
        counts.set(o.from(), counts.get(o.from()) + 1);
        return new TradeBook(Math.max(serial, o.id()), all, turn, counts);
    }

    public TradeBook without(int id) {
        return new TradeBook(serial, open.stream().filter(o -> o.id() != id).toList(), turn, offered);
    }
}
