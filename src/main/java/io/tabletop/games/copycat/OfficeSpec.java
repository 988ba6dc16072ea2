package io.tabletop.games.copycat;

/**
 * One office: printed on the board ({@code B1-B10}), a regular office card ({@code R1-R4}, used from
 * {@code minPlayers}) or an additional office card ({@code O1-O11}, of a department 1-5).
 */
public record OfficeSpec(String id, Kind kind, Colour colour, Effect effect, int department, int minPlayers,
                         String name) {

    public enum Kind { BOARD, REGULAR, ADDITIONAL }

    /** Blue and purple office actions act at placement (P2); the others wait for P3 or are used on demand. */
    public boolean actsAtPlacement() {
        return colour == Colour.BLUE || colour == Colour.PURPLE;
    }
}
