package io.tabletop.games.inwo.cards;

/**
 * The family of a Plot card. The families whose rules the handbook defines ({@code PLUS_TEN}, {@code RELOAD},
 * {@code POWER_UP}, {@code REALIGN}, instant attacks, {@code GOAL}, the three NWO colours) are named; every other
 * Plot is {@code PLOT} and says what it does through its effects.
 */
public enum PlotKind {
    PLOT, PLUS_TEN, RELOAD, POWER_UP, REALIGN, ASSASSINATION, DISASTER, GOAL, NWO_RED, NWO_BLUE, NWO_YELLOW;

    /** New World Order cards: at most one of each colour in play [WDH p.13]. */
    public boolean newWorldOrder() {
        return this == NWO_RED || this == NWO_BLUE || this == NWO_YELLOW;
    }

    /** Instant attacks: played from hand, no action needed, not cancellable by calling off [WDH p.11]. */
    public boolean instantAttack() {
        return this == ASSASSINATION || this == DISASTER;
    }
}
