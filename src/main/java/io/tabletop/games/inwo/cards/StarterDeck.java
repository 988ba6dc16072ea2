package io.tabletop.games.inwo.cards;

import java.util.List;

/**
 * A ready-made deck. {@code cards} is the whole deck as a player would send it (45 ids, the Illuminati
 * included, a card id repeated once per copy); {@code illuminati} repeats the Illuminati's id for display.
 */
public record StarterDeck(String id, String name, String illuminati, List<String> cards) {

    public StarterDeck {
        cards = cards == null ? List.of() : List.copyOf(cards);
    }

    public int size() {
        return cards.size();
    }
}
