package io.tabletop.games.inwo.trade;

import java.util.List;

/**
 * An open offer of gifts or a trade [WDH p.12-13]: {@code from} gives the cards {@code give} (uids: cards of his
 * hand, or Resources of his in play) to {@code to}, who gives back the Resources in play {@code want} and
 * {@code wantFromHand} cards of his hand of his choice. Nothing happens until {@code to} accepts; it lapses at the
 * end of the turn or as soon as it could no longer be carried out.
 */
public record TradeOffer(int id, int from, int to, List<String> give, List<String> want, int wantFromHand) {

    public TradeOffer {
        give = List.copyOf(give);
        want = List.copyOf(want);
    }
}
