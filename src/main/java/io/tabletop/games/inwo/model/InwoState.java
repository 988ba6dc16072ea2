package io.tabletop.games.inwo.model;

import io.tabletop.games.inwo.model.Attack;
import io.tabletop.games.inwo.model.PendingPlot;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.TurnFlags;
import io.tabletop.games.inwo.model.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * An INWO game. {@code current}: whose turn; {@code turn}: turns started (all players); {@code first}: who began
 * (the first round ends when play comes back to him). {@code window}: the open priority window; {@code attack}:
 * the attack it is about; {@code plot}: the Plot it is about. {@code nwo}: the New World Order cards in play (at most one per colour), as
 * {@code "colour:uid:card"}. {@code basicGoal}: groups to control to win. {@code turnLimit}: the house rule
 * (0 = none). {@code reason}: why the game ended. {@code linked}: Plots linked to groups in play (they leave play
 * with their group).
 */
public record InwoState(List<Player> players, Phase phase, int current, int turn, int first, TurnFlags flags,
                        Window window, Attack attack, PendingPlot plot, List<String> nwo, int basicGoal, int turnLimit, int windows,
                        List<Integer> winners, String reason,
                        List<io.tabletop.games.inwo.model.LinkedPlot> linked,
                        io.tabletop.games.inwo.model.TradeBook trades, // r4 trade: open offers of gifts and trades
                        io.tabletop.games.inwo.model.Choice choice, // r4 choices: a choice the game waits for
                        List<io.tabletop.games.inwo.model.Grave> graves) { // r4 replay: destroyed Groups remembered

    public InwoState {
        players = List.copyOf(players);
        nwo = List.copyOf(nwo);
        winners = List.copyOf(winners);
        linked = linked == null ? List.of() : List.copyOf(linked);
        trades = trades == null ? io.tabletop.games.inwo.model.TradeBook.EMPTY : trades; // r4 trade
        graves = graves == null ? List.of() : List.copyOf(graves); // r4 replay
    }

    // r4 trade, r4 choices, r4 replay: the state with no offer open, no choice pending, no grave
    public InwoState(List<Player> players, Phase phase, int current, int turn, int first, TurnFlags flags,
                     Window window, Attack attack, PendingPlot plot, List<String> nwo, int basicGoal, int turnLimit,
                     int windows, List<Integer> winners, String reason, List<io.tabletop.games.inwo.model.LinkedPlot> linked) {
        this(players, phase, current, turn, first, flags, window, attack, plot, nwo, basicGoal, turnLimit, windows,
                winners, reason, linked, null, null, List.of());
    }

    // PLOTS, COSTS AND TAKEOVERS: the state as before linked Plots existed (none linked)
    public InwoState(List<Player> players, Phase phase, int current, int turn, int first, TurnFlags flags,
                     Window window, Attack attack, PendingPlot plot, List<String> nwo, int basicGoal, int turnLimit,
                     int windows, List<Integer> winners, String reason) {
        this(players, phase, current, turn, first, flags, window, attack, plot, nwo, basicGoal, turnLimit, windows,
                winners, reason, List.of());
    }

    /** Whether the New World Order card {@code card} (a catalogue id) is in play. */
    public boolean nwoInPlay(String card) {
        for (String n : nwo) {
            String[] f = n.split(":");
            if (f.length > 2 && card.equals(f[2])) return true;
        }
        return false;
    }

    public Player player(int seat) {
        return players.get(seat);
    }

    public int seats() {
        return players.size();
    }

    public boolean finished() {
        return phase == Phase.FINISHED;
    }

    /** The seat controlling a card in play, or -1. */
    public int ownerOf(String uid) {
        for (Player p : players) if (p.placed(uid) != null) return p.seat();
        return -1;
    }

    public InwoState with(int seat, UnaryOperator<Player> f) {
        List<Player> ps = new ArrayList<>(players);
        ps.set(seat, f.apply(ps.get(seat)));
        return new InwoState(ps, phase, current, turn, first, flags, window, attack, plot, nwo, basicGoal, turnLimit, windows,
                winners, reason, linked, trades, choice, graves);
    }

    public InwoState withPhase(Phase p) {
        return new InwoState(players, p, current, turn, first, flags, window, attack, plot, nwo, basicGoal, turnLimit, windows,
                winners, reason, linked, trades, choice, graves);
    }

    public InwoState withTurn(int seat, int n, TurnFlags f) {
        return new InwoState(players, phase, seat, n, first, f, window, attack, plot, nwo, basicGoal, turnLimit, windows,
                winners, reason, linked, trades, choice, graves);
    }

    public InwoState withFirst(int seat) {
        return new InwoState(players, phase, current, turn, seat, flags, window, attack, plot, nwo, basicGoal, turnLimit, windows,
                winners, reason, linked, trades, choice, graves);
    }

    public InwoState withFlags(TurnFlags f) {
        return new InwoState(players, phase, current, turn, first, f, window, attack, plot, nwo, basicGoal, turnLimit, windows,
                winners, reason, linked, trades, choice, graves);
    }

    public InwoState withWindow(Window w) {
        return new InwoState(players, phase, current, turn, first, flags, w, attack, plot, nwo, basicGoal, turnLimit,
                w == null ? windows : Math.max(windows, w.id()), winners, reason, linked, trades, choice, graves);
    }

    public InwoState withAttack(Attack a) {
        return new InwoState(players, phase, current, turn, first, flags, window, a, plot, nwo, basicGoal, turnLimit, windows,
                winners, reason, linked, trades, choice, graves);
    }

    public InwoState withPlot(PendingPlot p) {
        return new InwoState(players, phase, current, turn, first, flags, window, attack, p, nwo, basicGoal, turnLimit,
                windows, winners, reason, linked, trades, choice, graves);
    }

    public InwoState withNwo(List<String> n) {
        return new InwoState(players, phase, current, turn, first, flags, window, attack, plot, n, basicGoal, turnLimit, windows,
                winners, reason, linked, trades, choice, graves);
    }

    public InwoState ended(List<Integer> w, String why) {
        return new InwoState(players, Phase.FINISHED, current, turn, first, flags, null, null, null, nwo, basicGoal, turnLimit,
                windows, w, why, linked, null, null, graves); // offers and choices end with the game
    }

    // PLOTS, COSTS AND TAKEOVERS
    public InwoState withLinked(List<io.tabletop.games.inwo.model.LinkedPlot> l) {
        return new InwoState(players, phase, current, turn, first, flags, window, attack, plot, nwo, basicGoal, turnLimit,
                windows, winners, reason, l, trades, choice, graves);
    }

    // r4 trade
    public InwoState withTrades(io.tabletop.games.inwo.model.TradeBook t) {
        return new InwoState(players, phase, current, turn, first, flags, window, attack, plot, nwo, basicGoal, turnLimit,
                windows, winners, reason, linked, t, choice, graves);
    }

    // r4 choices
    public InwoState withChoice(io.tabletop.games.inwo.model.Choice c) {
        return new InwoState(players, phase, current, turn, first, flags, window, attack, plot, nwo, basicGoal, turnLimit,
                windows, winners, reason, linked, trades, c, graves);
    }

    // r4 replay
    public InwoState withGraves(List<io.tabletop.games.inwo.model.Grave> g) {
        return new InwoState(players, phase, current, turn, first, flags, window, attack, plot, nwo, basicGoal, turnLimit,
                windows, winners, reason, linked, trades, choice, g);
    }

    /** Seats still in the game, in seat order. */
    public List<Integer> active() {
        return players.stream().filter(p -> !p.out()).map(Player::seat).toList();
    }

    /** The next seat still in after {@code seat} (play passes to the left). */
    public int next(int seat) {
        for (int i = 1; i <= players.size(); i++) {
            int s = (seat + i) % players.size();
            if (!players.get(s).out()) return s;
        }
        return seat;
    }
}
