package io.tabletop.games.coup;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** One seat's politician: coins, hidden influence (kept sorted) and influence already turned face up. */
public record Player(int seat, String name, int coins, List<Card> hidden, List<Card> revealed) {

    public Player {
        hidden = sorted(hidden);
        revealed = List.copyOf(revealed);
    }

    static List<Card> sorted(List<Card> cards) {
        List<Card> copy = new ArrayList<>(cards);
        copy.sort(Comparator.naturalOrder());
        return List.copyOf(copy);
    }

    public boolean holds(Card card) {
        return hidden.contains(card);
    }

    public Player withCoins(int coins) {
        return new Player(seat, name, coins, hidden, revealed);
    }

    public Player withHidden(List<Card> cards) {
        return new Player(seat, name, coins, cards, revealed);
    }

    public Player withoutHidden(Card card) {
        List<Card> rest = new ArrayList<>(hidden);
        if (!rest.remove(card)) throw new IllegalStateException("seat " + seat + " holds no " + card);
        return new Player(seat, name, coins, rest, revealed);
    }

    public Player withHiddenAdded(Card card) {
        List<Card> more = new ArrayList<>(hidden);
        more.add(card);
        return new Player(seat, name, coins, more, revealed);
    }

    public Player reveal(Card card) {
        List<Card> up = new ArrayList<>(revealed);
        up.add(card);
        return withoutHidden(card).withRevealed(up);
    }

    private Player withRevealed(List<Card> up) {
        return new Player(seat, name, coins, hidden, up);
    }
}
