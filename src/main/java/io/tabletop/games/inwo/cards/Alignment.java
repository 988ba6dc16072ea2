package io.tabletop.games.inwo.cards;

/** The ten alignments of INWO Groups; Illuminati have none [WDH p.6, p.18]. */
public enum Alignment {
    GOVERNMENT, CORPORATE, LIBERAL, CONSERVATIVE, PEACEFUL, VIOLENT, STRAIGHT, WEIRD, CRIMINAL, FANATIC;

    /**
     * Opposites per rules/inwo.md: Government–Corporate, Liberal–Conservative, Peaceful–Violent, Straight–Weird;
     * Criminal has no opposite; any two Fanatic Groups oppose each other.
     */
    public boolean opposes(Alignment other) {
        return other != null && opposite() == other;
    }

    /** The opposite alignment (Fanatic's is Fanatic), or null for Criminal. */
    public Alignment opposite() {
        return switch (this) {
            case GOVERNMENT -> CORPORATE;
            case CORPORATE -> GOVERNMENT;
            case LIBERAL -> CONSERVATIVE;
            case CONSERVATIVE -> LIBERAL;
            case PEACEFUL -> VIOLENT;
            case VIOLENT -> PEACEFUL;
            case STRAIGHT -> WEIRD;
            case WEIRD -> STRAIGHT;
            case FANATIC -> FANATIC;
            case CRIMINAL -> null;
        };
    }
}
