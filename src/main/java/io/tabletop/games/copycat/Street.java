package io.tabletop.games.copycat;

import java.util.ArrayList;
import java.util.List;

/** The street's prices and moves: slots 1-4 at the printed cost, 5-8 at +1, 9-11 at +2. */
final class Street {

    private Street() {}

    static int surcharge(int slot) {
        return slot <= 4 ? 0 : slot <= 8 ? 1 : 2;
    }

    /** Red cards in slots left of {@code slot}, taken along with a purchase there (D15). */
    static List<String> redsLeftOf(Catalogue cat, List<String> street, int slot) {
        List<String> reds = new ArrayList<>();
        for (int i = 0; i < slot - 1; i++) {
            String card = street.get(i);
            if (card != null && cat.card(card).red()) reds.add(card);
        }
        return reds;
    }

    /** The cards in order with the gaps closed. */
    static List<String> closed(List<String> street) {
        List<String> out = new ArrayList<>();
        for (String card : street) if (card != null) out.add(card);
        return out;
    }

    /** Fills a closed street up to 11 from the deck top; returns the cards drawn. */
    static List<String> refill(List<String> closed, List<String> deck) {
        List<String> drawn = new ArrayList<>();
        int i = 0;
        while (closed.size() < CopycatState.STREET && i < deck.size()) {
            drawn.add(deck.get(i));
            closed.add(deck.get(i++));
        }
        while (closed.size() < CopycatState.STREET) closed.add(null);
        return drawn;
    }
}
