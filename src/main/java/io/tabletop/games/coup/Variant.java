package io.tabletop.games.coup;

/** Which exchange card is in the game: MEDIA (recommended for first games) or UN. */
public enum Variant {
    MEDIA(Card.MEDIA), UN(Card.UN);

    private final Card card;

    Variant(Card card) {
        this.card = card;
    }

    /** The card of this variant; the other exchange card stays in the box. */
    public Card card() {
        return card;
    }

    public boolean uses(Card c) {
        return c != (this == MEDIA ? Card.UN : Card.MEDIA);
    }
}
