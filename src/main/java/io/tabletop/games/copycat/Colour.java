package io.tabletop.games.copycat;

/** A card's or office's colour: its kind of action and the phase it acts in. */
public enum Colour {
    PURPLE, BLUE, YELLOW, YELLOW_GREEN, GREEN, GREY, RED;

    /** Cards of this colour act in the actions phase (P2). */
    public boolean actsInActions() {
        return this == PURPLE || this == BLUE || this == GREY;
    }

    /** Cards of this colour act in the buying phase (P3). */
    public boolean actsInBuying() {
        return this == YELLOW || this == YELLOW_GREEN || this == GREEN || this == GREY;
    }
}
