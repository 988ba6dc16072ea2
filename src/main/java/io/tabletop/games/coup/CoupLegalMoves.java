package io.tabletop.games.coup;

import io.tabletop.games.coup.CoupCommand.*;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Every complete command a seat may send now. Kept in step with {@link CoupDecider} by the tests. */
final class CoupLegalMoves {

    private CoupLegalMoves() {}

    static List<CoupCommand> of(CoupState s, int seat) {
        if (s.finished() || s.turn() == null || !s.validSeat(seat)) return List.of();
        Turn t = s.turn();
        List<CoupCommand> moves = new ArrayList<>();
        switch (t.step()) {
            case Step.Declaring d -> {
                if (seat == t.actor()) declarations(s, seat, moves);
            }
            case Step.Reacting r -> {
                if (r.pending().contains(seat)) {
                    moves.add(CoupCommand.PASS);
                    if (t.action().claim() != null) moves.add(CoupCommand.CHALLENGE);
                    if (t.action().blockableByAnyone() || Integer.valueOf(seat).equals(t.target())) {
                        for (Card c : t.action().blockers(s.variant())) moves.add(new Block(c));
                    }
                }
            }
            case Step.AnsweringBlock a -> {
                if (seat == t.actor()) {
                    moves.add(CoupCommand.ACCEPT_BLOCK);
                    moves.add(CoupCommand.CHALLENGE);
                }
            }
            case Step.LosingInfluence l -> {
                if (l.seat() == seat) distinct(s.player(seat).hidden()).forEach(c -> moves.add(new Reveal(c)));
            }
            case Step.Exchanging x -> {
                if (seat == t.actor()) {
                    List<Card> pool = new ArrayList<>(s.player(seat).hidden());
                    pool.addAll(x.drawn());
                    for (List<Card> keep : combinations(Player.sorted(pool), s.player(seat).hidden().size())) {
                        moves.add(new Keep(keep));
                    }
                }
            }
            case Step.Showing sh -> {
                if (Integer.valueOf(seat).equals(t.target())) {
                    distinct(s.player(seat).hidden()).forEach(c -> moves.add(new Show(c)));
                }
            }
            case Step.Deciding dc -> {
                if (seat == t.actor()) {
                    moves.add(new ForceExchange(true));
                    moves.add(new ForceExchange(false));
                }
            }
            case Step.Challenged c -> { }
            case Step.Resolving r -> { }
            case Step.Ending e -> { }
            case Step.Finished f -> { }
        }
        return List.copyOf(moves);
    }

    private static void declarations(CoupState s, int seat, List<CoupCommand> moves) {
        int coins = s.player(seat).coins();
        List<Integer> targets = new ArrayList<>();
        for (int other : s.seatsInGame()) if (other != seat) targets.add(other);
        for (Action a : Action.values()) {
            if (!a.inVariant(s.variant()) || coins < a.cost()) continue;
            if (coins >= Action.MUST_SCANDAL_AT && a != Action.SCANDAL) continue;
            if (a == Action.UN) {
                moves.add(new Declare(a, null, UnMode.DRAW));
                targets.forEach(t -> moves.add(new Declare(a, t, UnMode.INSPECT)));
            } else if (a.targeted(null)) {
                targets.forEach(t -> moves.add(new Declare(a, t, null)));
            } else {
                moves.add(new Declare(a, null, null));
            }
        }
    }

    private static Set<Card> distinct(List<Card> cards) {
        return new LinkedHashSet<>(cards);
    }

    /** Distinct k-card sub-multisets of a sorted pool, each sorted. */
    static List<List<Card>> combinations(List<Card> pool, int k) {
        Set<List<Card>> out = new LinkedHashSet<>();
        choose(pool, k, 0, new ArrayList<>(), out);
        return new ArrayList<>(out);
    }

    private static void choose(List<Card> pool, int k, int from, List<Card> acc, Set<List<Card>> out) {
        if (acc.size() == k) {
            out.add(List.copyOf(acc));
            return;
        }
        for (int i = from; i < pool.size(); i++) {
            acc.add(pool.get(i));
            choose(pool, k, i + 1, acc, out);
            acc.removeLast();
        }
    }
}
