package io.tabletop.games.copycat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A game of Copycat: players, the street (11 slots, null = empty), the action deck (top first) and office stack (top
 * first), the offices in play, the cards removed from the game, the round, phase, bus (turn order, first at 0) and
 * whose turn it is, and the effects waiting for that player's choices (a stack, top last); {@code turns} counts the
 * turns started, which may not pass {@code turnLimit}.
 */
public record CopycatState(
        List<Player> players,
        List<String> street,
        List<String> actionDeck,
        List<Office> offices,
        List<String> officeStack,
        List<String> removed,
        int round,
        Phase phase,
        List<Integer> bus,
        int turn,
        boolean turnPlaced,
        List<Pending> pending,
        List<Integer> winners,
        int turns,
        int turnLimit) {

    public static final int STREET = 11;
    public static final int LAST_ROUND = 11;
    public static final int WINNING_VP = 95;
    /** Far beyond the turns of 11 rounds; a backstop, so that even a faulty rule cannot make a game endless. */
    public static final int DEFAULT_TURN_LIMIT = 2_000;

    public CopycatState {
        players = List.copyOf(players);
        street = java.util.Collections.unmodifiableList(new ArrayList<>(street));
        actionDeck = List.copyOf(actionDeck);
        offices = List.copyOf(offices);
        officeStack = List.copyOf(officeStack);
        removed = List.copyOf(removed);
        bus = List.copyOf(bus);
        pending = List.copyOf(pending);
        winners = List.copyOf(winners);
        // also makes snapshots written before the limit existed unreadable, so they are folded again from events
        if (turnLimit < 1) throw new IllegalArgumentException("turn limit " + turnLimit);
    }

    public int seats() {
        return players.size();
    }

    public Player player(int seat) {
        return players.get(seat);
    }

    public boolean validSeat(int seat) {
        return seat >= 0 && seat < players.size();
    }

    /** The seat whose turn it is in P2 and P3. */
    public int current() {
        return bus.get(turn);
    }

    public Office office(String id) {
        return offices.stream().filter(o -> o.id().equals(id)).findFirst().orElse(null);
    }

    public Pending top() {
        return pending.isEmpty() ? null : pending.getLast();
    }

    public boolean finished() {
        return phase == Phase.FINISHED;
    }

    public Changes to() {
        return new Changes(this);
    }

    /** Changes to a state, as one expression. */
    public static final class Changes {
        private final CopycatState s;
        final List<Player> players;
        final List<String> street;
        final List<String> actionDeck;
        final List<Office> offices;
        final List<String> officeStack;
        final List<String> removed;
        int round;
        Phase phase;
        List<Integer> bus;
        int turn;
        boolean turnPlaced;
        final List<Pending> pending;
        List<Integer> winners;
        int turns;

        Changes(CopycatState s) {
            this.s = s;
            players = new ArrayList<>(s.players);
            street = new ArrayList<>(s.street);
            actionDeck = new ArrayList<>(s.actionDeck);
            offices = new ArrayList<>(s.offices);
            officeStack = new ArrayList<>(s.officeStack);
            removed = new ArrayList<>(s.removed);
            round = s.round;
            phase = s.phase;
            bus = s.bus;
            turn = s.turn;
            turnPlaced = s.turnPlaced;
            pending = new ArrayList<>(s.pending);
            winners = s.winners;
            turns = s.turns;
        }

        Changes player(int seat, UnaryOperator<Player.Builder> change) {
            players.set(seat, change.apply(players.get(seat).to()).build());
            return this;
        }

        Changes office(String id, UnaryOperator<Office> change) {
            for (int i = 0; i < offices.size(); i++) {
                if (offices.get(i).id().equals(id)) {
                    offices.set(i, change.apply(offices.get(i)));
                    return this;
                }
            }
            throw new IllegalStateException("no office " + id + " in play");
        }

        CopycatState build() {
            return new CopycatState(players, street, actionDeck, offices, officeStack, removed, round, phase, bus,
                    turn, turnPlaced, pending, winners, turns, s.turnLimit);
        }
    }
}
