package io.tabletop.games.inwo.model;

import java.util.List;

/**
 * An open offer of gifts or a trade [WDH p.12-13]: {@code from} gives the cards {@code give} (uids: cards of his
 * hand, or Resources of his in play) to {@code to}, who gives back the Resources in play {@code want} and
 * {@code wantFromHand} cards of his hand of his choice. Nothing happens until {@code to} accepts; it lapses at the
 * end of the turn or as soon as it could no longer be carried out. {@code fromHand}: the cards of {@code give} that
 * were in his hand when offered (hidden from outsiders: from rules version 4 on, I10, their leaving his hand ends the
 * offer for the two parties only).
 */
public record TradeOffer(int id, int from, int to, List<String> give, List<String> want, int wantFromHand,
                         List<String> fromHand) {

    public TradeOffer {
        give = List.copyOf(give);
        want = List.copyOf(want);
        fromHand = fromHand == null ? List.of() : List.copyOf(fromHand);
    }

    public TradeOffer(int id, int from, int to, List<String> give, List<String> want, int wantFromHand) {
        this(id, from, to, give, want, wantFromHand, List.of());
    }

    /** The offer without its hand cards: what outsiders know of it. */
    public TradeOffer outsidersPart() {
        return new TradeOffer(id, from, to, give.stream().filter(u -> !fromHand.contains(u)).toList(), want, wantFromHand,
                List.of());
    }
}
