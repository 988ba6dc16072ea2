package io.tabletop.games.inwo;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.goals.GoalProgress;
import io.tabletop.games.inwo.goals.Goals;
import io.tabletop.games.inwo.goals.PowerParts;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.List;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/** view: the one place that decides what each viewer may see of an INWO game. */
final class InwoViews {

    private InwoViews() {}

    /**
     * What every viewer sees alike of one state: the Power Structures with their figures, each player's Groups
     * counted toward the Basic Goal, the open attack with its strength, and each player as every viewer who does not
     * see his seat sees him ({@code outsiders}: one instance each, which the service also writes as JSON once). A
     * move's views come in a burst on one state (every seat's and the spectators'), and the figures are most of a
     * view's cost, so the boards of recent states are kept, one slot each by the identity of the state's players
     * (states are immutable: the same parts under the same rules, the same board); 256, so that the games played at
     * once on other threads (each making a board every other move) rarely push a game's board out before its next
     * move (with 16 slots and 16 games at once, about half were gone by then). A board also serves the next states
     * that differ from its own only in what no board figure reads ({@link #sameBoard}): a pass in a priority window, a
     * trade offered — a third and a fifth of INWO's moves — so those states' views need no board of their own, and
     * the service writes their structures and outsiders as JSON no second time either.
     */
    private record Board(Abilities abilities, InwoState state, List<List<InwoView.CardView>> structures, int[] controlled,
                         GoalProgress[] openGoals, InwoView.AttackView attack, InwoView.PlayerView[] outsiders,
                         InwoView.PlayerView[] owns) {}

    private static final int SLOTS = 256; // a power of two

    private static final java.util.concurrent.atomic.AtomicReferenceArray<Board> KEPT =
            new java.util.concurrent.atomic.AtomicReferenceArray<>(SLOTS);

    private static Board board(InwoDecider d, Abilities a, InwoState s) {
        int slot = System.identityHashCode(s.players()) & (SLOTS - 1);
        Board b = KEPT.get(slot);
        if (b != null && b.abilities() == a && sameBoard(b.state(), s)) return b;
        boolean started = s.phase() != Phase.LEAD;
        List<List<InwoView.CardView>> structures = new ArrayList<>();
        int[] controlled = new int[s.players().size()];
        GoalProgress[] openGoals = new GoalProgress[s.players().size()]; // a player's goals as everyone else sees them
        for (Player p : s.players()) {
            List<InwoView.CardView> structure = new ArrayList<>();
            for (Placed c : p.structure()) {
                PowerParts parts = PowerParts.of(a, s, p.seat(), c);
                structure.add(new InwoView.CardView(c.uid(), c.card(), c.master(), c.arrow(), c.tokens(),
                        parts.power(), parts.globalPower(), a.resistance(s, p.seat(), c),
                        a.alignments(s, c).stream().sorted().toList(), c.devastated(), c.fresh(), c.resource(), parts));
            }
            structures.add(List.copyOf(structure));
            controlled[p.seat()] = started && p.root() != null ? Goals.count(a, s, p.seat(), List.of()) : 0;
            openGoals[p.seat()] = started ? GoalProgress.open(a, s, p.seat()) : null;
        }
        InwoView.AttackView attack = s.attack() == null ? null
                : new InwoView.AttackView(s.attack(), Strength.breakdown(a, s, s.attack()));
        b = new Board(a, s, structures, controlled, openGoals, attack, new InwoView.PlayerView[s.players().size()],
                new InwoView.PlayerView[s.players().size()]);
        for (Player p : s.players()) b.outsiders()[p.seat()] = player(d, b, s, p, false);
        KEPT.set(slot, b);
        return b;
    }

    /**
     * Whether two states show the same board: every part a board figure may read is the same instance (or value).
     * Left out, because no figure reads them: the priority window (who may answer, who passed), the windows counter
     * and the open trade offers ({@code InwoViews.of} reads those from the state itself). Parts compared by identity
     * are kept by every {@code with…} that leaves them alone, so an unchanged part is the same instance; a part made
     * anew with the same content only costs a board. {@code InwoBoardReuseTest} checks, in random games of every seat
     * count, that every view made from a kept board equals the one made afresh.
     */
    static boolean sameBoard(InwoState x, InwoState y) {
        return x == y || x.players() == y.players() && x.phase() == y.phase() && x.current() == y.current()
                && x.turn() == y.turn() && x.first() == y.first() && x.flags() == y.flags() && x.attack() == y.attack()
                && x.plot() == y.plot() && x.nwo() == y.nwo() && x.basicGoal() == y.basicGoal()
                && x.turnLimit() == y.turnLimit() && x.winners() == y.winners()
                && java.util.Objects.equals(x.reason(), y.reason()) && x.linked() == y.linked()
                && x.choice() == y.choice() && x.graves() == y.graves();
    }

    /** Drops every kept board (tests: views made afresh). */
    static void forgetBoards() {
        for (int i = 0; i < SLOTS; i++) KEPT.set(i, null);
    }

    /**
     * A player as {@code own} (his seat's view, the auditor's) or any other viewer sees him. Every viewer who does not
     * see the seat gets the one instance the board holds for it (and so, written as JSON once per state too). The
     * seat's own view reads nothing {@link #sameBoard} leaves out either, so the board keeps it too, made at its first
     * asking: the states a board serves show each seat the same own player, made and written once.
     */
    private static InwoView.PlayerView own(InwoDecider d, Board board, InwoState s, Player p) {
        InwoView.PlayerView kept = board.owns()[p.seat()];
        if (kept != null) return kept;
        // two threads making it meanwhile make equal views; either may stay
        InwoView.PlayerView made = player(d, board, s, p, true);
        board.owns()[p.seat()] = made;
        return made;
    }

    private static InwoView.PlayerView player(InwoDecider d, Board board, InwoState s, Player p, boolean own) {
        Abilities a = board.abilities();
        List<InwoView.CardView> structure = board.structures().get(p.seat());
        List<HandCard> exposed = p.hand().stream().filter(HandCard::exposed).toList();
        boolean started = s.phase() != Phase.LEAD;
        return new InwoView.PlayerView(p.seat(), p.name(), p.illuminati(), p.hand().size(), d.plots(p),
                own ? p.hand() : null, exposed, p.plotDeck().size(), p.groupDeck().size(), structure, p.destroyed(),
                p.discard(), p.turns(), p.out(), p.lead() != null, own ? p.lead() : null,
                board.controlled()[p.seat()], a.handLimit(s, p.seat()),
                !started ? null : own ? GoalProgress.own(a, s, p.seat(), board.openGoals()[p.seat()])
                        : board.openGoals()[p.seat()],
                a.version().windowsIgnoreHiddenCards() ? p.autoPass() : null,
                io.tabletop.games.inwo.cardrules.SecretNames.seen(p, own)); // last cards D
    }

    static InwoView of(InwoDecider d, InwoState s, Viewer v) {
        Abilities a = d.abilities();
        Board board = board(d, a, s);
        List<InwoView.PlayerView> players = new ArrayList<>();
        for (Player p : s.players()) {
            players.add(v.sees(p.seat()) ? own(d, board, s, p) : board.outsiders()[p.seat()]);
        }
        InwoView.AttackView attack = board.attack();
        List<InwoView.NwoView> nwo = s.nwo().stream().map(n -> n.split(":"))
                .map(f -> new InwoView.NwoView(f[0], f[1], f[2], Integer.parseInt(f[3]))).toList();
        boolean turnOn = s.phase() != Phase.LEAD && s.phase() != Phase.FINISHED;
        return new InwoView(a.catalogue().name(), s.phase(), s.turn(), turnOn ? s.current() : null, s.first(),
                s.basicGoal(), s.turnLimit() > 0 ? s.turnLimit() : null, players, s.window(), attack, nwo, s.winners(),
                s.reason(), s.linked(), io.tabletop.games.inwo.trade.Trades.view(s, v), // r4 trade
                s.choice() == null || v.sees(s.choice().seat()) ? s.choice()
                        : io.tabletop.games.inwo.choices.Vultures.redacted(s.choice()), // r4 choices: a Vultures' options his only
                s.graves()); // r4 replay
    }
}
