package io.tabletop.games.inwo.trade;

import java.util.ArrayList;
import java.util.List;

/** The open offers of gifts and trades ({@code open}, at most one per offering seat) and the last offer id given. */
public record TradeBook(int serial, List<TradeOffer> open) {

    public static final TradeBook EMPTY = new TradeBook(0, List.of());

    public TradeBook {
        open = List.copyOf(open);
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

    public TradeBook plus(TradeOffer o) {
        List<TradeOffer> all = new ArrayList<>(open);
        all.add(o);
        return new TradeBook(Math.max(serial, o.id()), all);
    }

    public TradeBook without(int id) {
        return new TradeBook(serial, open.stream().filter(o -> o.id() != id).toList());
    }
}
