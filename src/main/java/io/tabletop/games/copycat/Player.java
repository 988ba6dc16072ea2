package io.tabletop.games.copycat;

import java.util.ArrayList;
import java.util.List;

/**
 * One politician: card zones (deck top first, never shown; hand; play area; temp discard; discard; kept cards;
 * doctorates), VP, this round's workers and tokens, and the P3 purse ({@code coins}, {@code coinBase} = C_base of
 * D12, the doublers counted, VP and buy permits gained this turn).
 */
public record Player(
        int seat,
        String name,
        String set,
        List<String> deck,
        List<String> hand,
        List<PlayedCard> playArea,
        List<String> tempDiscard,
        List<String> discard,
        List<String> kept,
        List<String> trophies,
        int vp,
        int roundVp,
        String turnCard,
        boolean chosen,
        int temps,
        int placed,
        int tokens,
        boolean out,
        int coins,
        int coinBase,
        int doubleCoins,
        int doubleTokens,
        int pendingVp,
        int permits,
        BuyingStep step) {

    public static final int BASE_WORKERS = 3;
    public static final int MAX_TEMPS = 4;

    public Player {
        deck = List.copyOf(deck);
        hand = List.copyOf(hand);
        playArea = List.copyOf(playArea);
        tempDiscard = List.copyOf(tempDiscard);
        discard = List.copyOf(discard);
        kept = List.copyOf(kept);
        trophies = List.copyOf(trophies);
    }

    public static Player seated(int seat, String name, String set) {
        return new Player(seat, name, set, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(),
                0, 0, null, false, 0, 0, 0, false, 0, 0, 0, 0, 0, 0, BuyingStep.BEFORE_LAYOUT);
    }

    public int available() {
        return BASE_WORKERS + temps - placed;
    }

    public PlayedCard played(String card) {
        return playArea.stream().filter(p -> p.card().equals(card)).findFirst().orElse(null);
    }

    /** Every card this player owns at the moment (for conservation checks). */
    public int cardCount() {
        return deck.size() + hand.size() + playArea.size() + tempDiscard.size() + discard.size() + kept.size()
                + trophies.size();
    }

    public Builder to() {
        return new Builder(this);
    }

    /** Changes to a player, as one expression. */
    public static final class Builder {
        private final Player p;
        List<String> deck;
        List<String> hand;
        List<PlayedCard> playArea;
        List<String> tempDiscard;
        List<String> discard;
        List<String> kept;
        List<String> trophies;
        int vp;
        int roundVp;
        String turnCard;
        boolean chosen;
        int temps;
        int placed;
        int tokens;
        boolean out;
        int coins;
        int coinBase;
        int doubleCoins;
        int doubleTokens;
        int pendingVp;
        int permits;
        BuyingStep step;

        Builder(Player p) {
            this.p = p;
            deck = new ArrayList<>(p.deck);
            hand = new ArrayList<>(p.hand);
            playArea = new ArrayList<>(p.playArea);
            tempDiscard = new ArrayList<>(p.tempDiscard);
            discard = new ArrayList<>(p.discard);
            kept = new ArrayList<>(p.kept);
            trophies = new ArrayList<>(p.trophies);
            vp = p.vp;
            roundVp = p.roundVp;
            turnCard = p.turnCard;
            chosen = p.chosen;
            temps = p.temps;
            placed = p.placed;
            tokens = p.tokens;
            out = p.out;
            coins = p.coins;
            coinBase = p.coinBase;
            doubleCoins = p.doubleCoins;
            doubleTokens = p.doubleTokens;
            pendingVp = p.pendingVp;
            permits = p.permits;
            step = p.step;
        }

        void replacePlayed(String card, PlayedCard replacement) {
            for (int i = 0; i < playArea.size(); i++) {
                if (playArea.get(i).card().equals(card)) {
                    playArea.set(i, replacement);
                    return;
                }
            }
            throw new IllegalStateException("no card " + card + " in the play area of seat " + p.seat);
        }

        void removeFromHand(String card) {
            if (!hand.remove(card)) throw new IllegalStateException("seat " + p.seat + " holds no " + card);
        }

        Player build() {
            return new Player(p.seat, p.name, p.set, deck, hand, playArea, tempDiscard, discard, kept, trophies, vp,
                    roundVp, turnCard, chosen, temps, placed, tokens, out, coins, coinBase, doubleCoins, doubleTokens,
                    pendingVp, permits, step);
        }
    }
}
