package io.tabletop.engine;

import java.util.List;

/**
 * The deck a player brings to a seat, for games played with decks (INWO): either the id of one of the game's
 * ready-made decks ({@code starter}) or a list of card ids ({@code cards}), exactly one of the two. Validated by the
 * game ({@link Rules#deck}); hidden from every other seat until the game is over.
 */
public record SeatDeck(String starter, List<String> cards) {
    public SeatDeck {
        cards = cards == null ? null : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(cards));
    }

    public static SeatDeck starter(String id) {
        return new SeatDeck(id, null);
    }

    public static SeatDeck of(List<String> cards) {
        return new SeatDeck(null, cards);
    }
}
