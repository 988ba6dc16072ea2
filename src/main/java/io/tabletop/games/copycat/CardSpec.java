package io.tabletop.games.copycat;

/**
 * One card of the catalogue. {@code id} is the number for action cards ({@code "19"}) and set letter + number for
 * start cards ({@code "A9"}); {@code stage} is 0 for start cards; {@code cost} is null for red cards and
 * doctorates (a doctorate's price is chosen by its buyer).
 */
public record CardSpec(String id, int number, String name, String russian, int stage, Colour colour, Integer cost,
                       Effect effect, boolean removedWithTwoPlayers) {

    public boolean red() {
        return colour == Colour.RED;
    }

    public boolean doctorate() {
        return effect instanceof Effect.Doctorate;
    }
}
