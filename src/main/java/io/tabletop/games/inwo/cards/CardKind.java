package io.tabletop.games.inwo.cards;

/** Card types. The Plot deck holds PLOT and extra ILLUMINATI cards; the Group deck holds GROUP and RESOURCE. */
public enum CardKind {
    ILLUMINATI, GROUP, RESOURCE, PLOT;

    /** True for the cards of the Plot (blue-backed) deck. */
    public boolean inPlotDeck() {
        return this == PLOT || this == ILLUMINATI;
    }
}
