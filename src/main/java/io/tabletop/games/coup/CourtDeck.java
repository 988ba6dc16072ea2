package io.tabletop.games.coup;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The face-down court deck. Every time cards go back into it the rules shuffle it, so its order carries no
 * information: it is kept as a sorted multiset and every draw picks uniformly from it with the game's Rng.
 * Nothing about it but its size ever leaves the server.
 */
public record CourtDeck(List<Card> cards) {

    public CourtDeck {
        cards = Player.sorted(cards);
    }

    /** Three of each kind in the variant. */
    public static CourtDeck full(Variant variant) {
        List<Card> cards = new ArrayList<>();
        for (Card c : Card.values()) {
            if (variant.uses(c)) for (int i = 0; i < 3; i++) cards.add(c);
        }
        return new CourtDeck(cards);
    }

    public int size() {
        return cards.size();
    }

    public Card at(int index) {
        return cards.get(index);
    }

    public CourtDeck without(List<Card> taken) {
        List<Card> rest = new ArrayList<>(cards);
        for (Card c : taken) {
            if (!rest.remove(c)) throw new IllegalStateException("the deck holds no " + c);
        }
        return new CourtDeck(rest);
    }

    public CourtDeck with(List<Card> returned) {
        List<Card> more = new ArrayList<>(cards);
        more.addAll(returned);
        return new CourtDeck(more);
    }

    public Map<Card, Integer> counts() {
        Map<Card, Integer> m = new EnumMap<>(Card.class);
        cards.forEach(c -> m.merge(c, 1, Integer::sum));
        return m;
    }
}
