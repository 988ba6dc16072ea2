package io.tabletop.games.coup;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A Coup game: the variant, the players in seat order, the court deck, the current turn, the winners (empty while
 * the game is played; more than one only when the turn limit ends it) and the turn limit.
 */
public record CoupState(Variant variant, List<Player> players, CourtDeck deck, Integer firstSeat, Turn turn,
                        List<Integer> winners, int turnLimit) {

    public CoupState {
        players = List.copyOf(players);
        winners = List.copyOf(winners);
        // also makes snapshots written before the limit existed unreadable, so they are folded again from events
        if (turnLimit < 1) throw new IllegalArgumentException("turn limit " + turnLimit);
    }

    /** The sole winner, or null while the game is played or when the win is shared. */
    public Integer winner() {
        return winners.size() == 1 ? winners.getFirst() : null;
    }

    public Player player(int seat) {
        return players.get(seat);
    }

    public int seats() {
        return players.size();
    }

    public boolean validSeat(Integer seat) {
        return seat != null && seat >= 0 && seat < players.size();
    }

    /** Still in the game: a hidden card, or the proven card set aside this turn. */
    public boolean inGame(int seat) {
        return !player(seat).hidden().isEmpty() || (turn != null && turn.provenBy() != null && turn.provenBy() == seat);
    }

    public List<Integer> seatsInGame() {
        List<Integer> in = new ArrayList<>();
        for (int s = 0; s < players.size(); s++) if (inGame(s)) in.add(s);
        return in;
    }

    /** The next seat to the left (increasing, wrapping) that is still in the game. */
    public int nextInGame(int after) {
        for (int i = 1; i <= players.size(); i++) {
            int s = (after + i) % players.size();
            if (inGame(s)) return s;
        }
        throw new IllegalStateException("nobody is in the game");
    }

    public boolean finished() {
        return !winners.isEmpty();
    }

    public CoupState withPlayer(int seat, UnaryOperator<Player> change) {
        List<Player> ps = new ArrayList<>(players);
        ps.set(seat, change.apply(ps.get(seat)));
        return new CoupState(variant, ps, deck, firstSeat, turn, winners, turnLimit);
    }

    public CoupState withDeck(CourtDeck d) {
        return new CoupState(variant, players, d, firstSeat, turn, winners, turnLimit);
    }

    public CoupState withTurn(Turn t) {
        return new CoupState(variant, players, deck, firstSeat, t, winners, turnLimit);
    }

    public CoupState withStep(Step step) {
        return withTurn(turn.withStep(step));
    }

    public CoupState won(List<Integer> seats) {
        return new CoupState(variant, players, deck, firstSeat, turn.withStep(new Step.Finished()), seats, turnLimit);
    }

    /**
     * Who wins when the turn limit ends the game: of the players still in it, those with the most hidden
     * influence; tied, those with the most coins; still tied, they share the win.
     */
    public List<Integer> leaders() {
        List<Integer> in = seatsInGame();
        int influence = in.stream().mapToInt(s -> player(s).hidden().size()).max().orElse(0);
        List<Integer> most = in.stream().filter(s -> player(s).hidden().size() == influence).toList();
        int coins = most.stream().mapToInt(s -> player(s).coins()).max().orElse(0);
        return most.stream().filter(s -> player(s).coins() == coins).toList();
    }
}
