package io.tabletop.games.coup;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** A Coup game: the variant, the players in seat order, the court deck and the current turn. */
public record CoupState(Variant variant, List<Player> players, CourtDeck deck, Integer firstSeat, Turn turn,
                        Integer winner) {

    public CoupState {
        players = List.copyOf(players);
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
        return winner != null;
    }

    public CoupState withPlayer(int seat, UnaryOperator<Player> change) {
        List<Player> ps = new ArrayList<>(players);
        ps.set(seat, change.apply(ps.get(seat)));
        return new CoupState(variant, ps, deck, firstSeat, turn, winner);
    }

    public CoupState withDeck(CourtDeck d) {
        return new CoupState(variant, players, d, firstSeat, turn, winner);
    }

    public CoupState withTurn(Turn t) {
        return new CoupState(variant, players, deck, firstSeat, t, winner);
    }

    public CoupState withStep(Step step) {
        return withTurn(turn.withStep(step));
    }

    public CoupState won(int seat) {
        return new CoupState(variant, players, deck, firstSeat, turn.withStep(new Step.Finished()), seat);
    }
}
