package io.tabletop.games.copycat;

import io.tabletop.engine.Nullable;
import java.util.List;

/** The catalogue as front-ends draw it (served with the game types); {@code game} says whose catalogue it is. */
public record CatalogueView(String game, String name, List<Card> startSet, List<Card> actionCards, List<Office> offices) {

    /** A card; start cards appear once with their number, in play their id is the seat's set letter + number. */
    public record Card(String id, int number, String name, @Nullable String russian, int stage, Colour colour, @Nullable Integer cost,
                       String effect, boolean removedWithTwoPlayers) {}

    /** An office: BOARD, REGULAR (from {@code minPlayers}) or ADDITIONAL (its department). */
    public record Office(String id, String kind, Colour colour, String effect, int department, int minPlayers,
                         @Nullable String name) {}

    static CatalogueView of(Catalogue c) {
        return new CatalogueView("COPYCAT", c.name(), c.startSet().stream().map(CatalogueView::card).toList(),
                c.actionCards().stream().map(CatalogueView::card).toList(),
                java.util.stream.Stream.of(c.board(), c.regular(), c.additional()).flatMap(List::stream)
                        .map(o -> new Office(o.id(), o.kind().name(), o.colour(), o.effect().text(), o.department(),
                                o.minPlayers(), o.name())).toList());
    }

    private static Card card(CardSpec s) {
        return new Card(s.id(), s.number(), s.name(), s.russian(), s.stage(), s.colour(), s.cost(), s.effect().text(),
                s.removedWithTwoPlayers());
    }
}
