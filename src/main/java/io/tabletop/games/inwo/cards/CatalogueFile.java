package io.tabletop.games.inwo.cards;

import java.util.List;

/**
 * The catalogue as its data file holds it ({@value Catalogue#FILE}), before validation. Generated from
 * {@code reference/inwo/carddata.tsv} and {@code known-effects.md} by the test-scope {@code CatalogueGenerator}.
 */
public record CatalogueFile(String name, String note, List<Card> cards, List<StarterDeck> starterDecks) {

    /**
     * One card; see {@link CardDef} for the fields. Lists may be left out when empty. Alignments are names, checked
     * by {@link Catalogue#from} so that a wrong one is refused with the card named.
     */
    public record Card(String id, String name, CardKind kind, GroupClass groupClass, PlotKind plotKind, int power,
                       int globalPower, int resistance, int arrowsOut, List<String> alignments,
                       List<String> attributes, boolean unique, boolean actionToken, String text,
                       boolean abilityKnown, boolean effectComplete, List<EffectData> effects) {}
}
