package io.tabletop.games.inwo.deck;

import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.SeatDeck;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Catalogue;
import io.tabletop.games.inwo.cards.StarterDeck;
import io.tabletop.games.inwo.interpreter.Interpreted;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A seat's deck [rules/inwo.md, Decks]: a starter deck's id or a list of card ids. Every deck of a game has the
 * game's {@code deckSize} cards (45 unless the creator chose otherwise), exactly one Illuminati, at least one Group
 * (for the lead), only known and implemented cards, each Unique card at most once. One refusal names every problem.
 */
public final class DeckRules {

    public static final String REQUIRED = "DECK_REQUIRED";
    public static final String INVALID = "INVALID_DECK";
    public static final String UNKNOWN_STARTER = "UNKNOWN_STARTER_DECK";
    public static final int MAX_CARDS = 200;

    private DeckRules() {}

    public static List<String> resolve(Catalogue catalogue, SeatDeck deck, int size) {
        if (deck == null || deck.starter() == null && deck.cards() == null) {
            throw new RuleViolation(REQUIRED, "INWO needs a deck: {\"starter\": id} (one of "
                    + catalogue.starterDecks().stream().map(StarterDeck::id).toList() + ") or {\"cards\": [card ids]}");
        }
        if (deck.starter() != null && deck.cards() != null) {
            throw new RuleViolation(INVALID, "a deck is either a starter deck or a list of cards, not both");
        }
        List<String> cards;
        if (deck.starter() != null) {
            Optional<StarterDeck> starter = catalogue.starterDecks().stream().filter(d -> d.id().equals(deck.starter())).findFirst();
            if (starter.isEmpty()) {
                throw new RuleViolation(UNKNOWN_STARTER, "no starter deck '" + clip(deck.starter()) + "'; there are "
                        + catalogue.starterDecks().stream().map(StarterDeck::id).toList());
            }
            cards = starter.get().cards();
        } else {
            cards = deck.cards();
        }
        List<String> problems = problems(catalogue, cards, size);
        if (!problems.isEmpty()) throw new RuleViolation(INVALID, String.join("; ", problems));
        return List.copyOf(cards);
    }

    /** Every problem of a list of card ids as a deck of {@code size} cards (empty: valid). */
    public static List<String> problems(Catalogue catalogue, List<String> cards, int size) {
        List<String> problems = new ArrayList<>();
        if (cards.size() > MAX_CARDS) {
            problems.add("a deck has at most " + MAX_CARDS + " cards, not " + cards.size());
            return problems;
        }
        if (cards.size() != size) problems.add("the deck has " + cards.size() + " cards; every deck of this game has " + size);
        int illuminati = 0;
        int groups = 0;
        Map<String, Integer> copies = new HashMap<>();
        List<String> unknown = new ArrayList<>();
        List<String> unimplemented = new ArrayList<>();
        for (String id : cards) {
            Optional<CardDef> d = id == null ? Optional.empty() : catalogue.card(id);
            if (d.isEmpty()) {
                if (!unknown.contains(clip(id))) unknown.add(clip(id));
                continue;
            }
            CardDef c = d.get();
            if (c.kind() == CardKind.ILLUMINATI) illuminati++;
            if (c.kind() == CardKind.GROUP) groups++;
            if (!Interpreted.implemented(c) && !unimplemented.contains(c.id())) unimplemented.add(c.id());
            copies.merge(c.id(), 1, Integer::sum);
        }
        if (!unknown.isEmpty()) problems.add("unknown cards: " + unknown);
        if (illuminati != 1) problems.add("a deck has exactly one Illuminati, this one " + illuminati);
        if (groups < 1) problems.add("a deck needs at least one Group (the lead)");
        if (!unimplemented.isEmpty()) problems.add("cards not implemented (not allowed in a deck): " + unimplemented);
        List<String> twice = copies.entrySet().stream().filter(x -> x.getValue() > 1)
                .filter(x -> catalogue.card(x.getKey()).map(CardDef::unique).orElse(false)).map(Map.Entry::getKey).sorted().toList();
        if (!twice.isEmpty()) problems.add("Unique cards more than once: " + twice);
        return problems;
    }

    private static String clip(String s) {
        if (s == null) return "null";
        return s.length() > 60 ? s.substring(0, 60) + "…" : s;
    }
}
