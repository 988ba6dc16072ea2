package io.tabletop.games.inwo;

import io.tabletop.app.JsonGameData;
import io.tabletop.games.inwo.cards.CardDef;
import io.tabletop.games.inwo.cards.CardKind;
import io.tabletop.games.inwo.cards.Catalogue;
import io.tabletop.games.inwo.cards.CatalogueFile;
import io.tabletop.games.inwo.cards.StarterDeck;
import io.tabletop.games.inwo.deck.DeckRules;
import io.tabletop.games.inwo.interpreter.Interpreted;
import java.util.ArrayList;
import java.util.List;

/**
 * Valid 45-card decks from the shipped catalogue for tests that start INWO games generically: its starter decks when
 * they are valid, otherwise decks built here from implemented cards (an Illuminati, 18 Groups, 26 Plots).
 */
public final class InwoTestDecks {

    private InwoTestDecks() {}

    public static final Catalogue SHIPPED = Catalogue.from(JsonGameData.standard().read(Catalogue.FILE, CatalogueFile.class));

    private static final List<List<String>> DECKS = build();

    private static List<List<String>> build() {
        List<List<String>> out = new ArrayList<>();
        for (StarterDeck d : SHIPPED.starterDecks()) {
            if (DeckRules.problems(SHIPPED, d.cards(), 45).isEmpty()) out.add(d.cards());
        }
        if (out.size() >= 3) return out;
        List<String> illuminati = new ArrayList<>();
        List<String> groups = new ArrayList<>();
        List<String> plots = new ArrayList<>();
        for (CardDef c : SHIPPED.all()) {
            if (!Interpreted.implemented(c) || c.unique()) continue;
            if (c.kind() == CardKind.ILLUMINATI) illuminati.add(c.id());
            else if (c.kind() == CardKind.GROUP) groups.add(c.id());
            else if (c.kind() == CardKind.PLOT && c.plotKind() != io.tabletop.games.inwo.cards.PlotKind.GOAL) plots.add(c.id());
        }
        for (int i = 0; i < illuminati.size(); i++) {
            List<String> cards = new ArrayList<>();
            cards.add(illuminati.get(i));
            for (int j = 0; j < 18; j++) cards.add(groups.get((i * 18 + j) % groups.size()));
            for (int j = 0; cards.size() < 45; j++) cards.add(plots.get((i * 11 + j) % plots.size()));
            out.add(cards);
        }
        return out;
    }

    /** A valid deck for seat {@code i}. */
    public static List<String> deck(int i) {
        return DECKS.get(i % DECKS.size());
    }

    /**
     * Seat {@code i}'s test deck with a family's cards in it: every other Group card and the Plots replaced, in turn,
     * by {@code groups} and {@code plots} (shifted by the seat, so that seats hold different ones); still a valid deck.
     */
    static List<String> withFamily(int i, List<String> groups, List<String> plots) {
        List<String> cards = new java.util.ArrayList<>(deck(i));
        int g = 0;
        int p = 0;
        for (int k = 0; k < cards.size(); k++) {
            var def = SHIPPED.card(cards.get(k)).orElseThrow();
            if (def.kind() == io.tabletop.games.inwo.cards.CardKind.GROUP && g < groups.size() && k % 2 == 0) cards.set(k, groups.get((g++ + i) % groups.size()));
            else if (def.kind() == io.tabletop.games.inwo.cards.CardKind.PLOT && p < plots.size()) cards.set(k, plots.get((p++ + i) % plots.size()));
        }
        org.assertj.core.api.Assertions.assertThat(io.tabletop.games.inwo.deck.DeckRules.problems(SHIPPED, cards, 45)).isEmpty();
        return cards;
    }
}
