package io.tabletop.games.inwo.trade;

import io.tabletop.engine.NullItems;
import java.util.List;

/**
 * An open offer as one viewer sees it. The two parties see everything; anybody else sees the Resources in play
 * offered ({@code give}/{@code cards}: uids and catalogue ids; to the parties the hand cards too) and only the
 * number of hand cards given ({@code handCards}) and asked for ({@code wantFromHand}).
 */
public record TradeView(int id, int from, int to, List<String> give, @NullItems List<String> cards, int handCards,
                        List<String> want, int wantFromHand) {}
