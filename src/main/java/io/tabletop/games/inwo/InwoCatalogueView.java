package io.tabletop.games.inwo;

import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.Catalogue;
import io.tabletop.games.inwo.cards.StarterDeck;
import io.tabletop.games.inwo.interpreter.Interpreted;
import java.util.List;

/**
 * The catalogue as front-ends draw it (served with the game types): every card with {@code implemented} (the
 * engine interprets all its effects; only implemented cards go in a deck), the starter decks, and the effect
 * primitives the engine interprets. {@code game} says whose catalogue it is (the game types list several).
 */
public record InwoCatalogueView(String game, String name, int cards, int implemented, List<String> interpretedEffects,
                                List<StarterDeck> starterDecks, List<Card> all) {

    public record Card(CardDef card, boolean implemented) {}

    static InwoCatalogueView of(Catalogue c) {
        List<Card> all = c.all().stream().map(d -> new Card(d, Interpreted.implemented(d))).toList();
        return new InwoCatalogueView("INWO", c.name(), all.size(), (int) all.stream().filter(Card::implemented).count(),
                Interpreted.PRIMITIVES, c.starterDecks(), all);
    }
}
