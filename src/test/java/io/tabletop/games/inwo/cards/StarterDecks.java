package io.tabletop.games.inwo.cards;

import java.util.List;

/** The starter decks shipped in the catalogue file. */
final class StarterDecks {

    private StarterDecks() {}

    static List<StarterDeck> all() {
        return List.of();
    }
}
