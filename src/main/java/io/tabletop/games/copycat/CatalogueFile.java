package io.tabletop.games.copycat;

import java.util.List;

/** A catalogue as its data file holds it ({@code games/copycat/catalogue-v1.json}), before validation. */
public record CatalogueFile(String name, String note, List<StartCard> startSet, List<ActionCard> actionCards,
                            List<BoardOffice> boardOffices, List<RegularOffice> regularOffices,
                            List<AdditionalOffice> additionalOffices) {

    public record StartCard(int number, String name, String russian, Colour colour, String effect) {}

    public record ActionCard(int number, String name, String russian, int stage, Colour colour, Integer cost,
                             String effect, boolean removedWithTwoPlayers) {}

    public record BoardOffice(String id, int row, int column, Colour colour, String effect, String name) {}

    public record RegularOffice(String id, int minPlayers, Colour colour, String effect) {}

    public record AdditionalOffice(String id, int department, Colour colour, String effect) {}
}
