package io.tabletop.games.inwo;

import io.tabletop.engine.Rng;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Structures;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.TurnFlags;
import java.util.ArrayList;
import java.util.List;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/**
 * A position built by hand for rule tests: players with an Illuminati each, groups placed where the test says, cards
 * in hand, the current player in his main phase, everybody past first-turn protection. {@link #of} plays with the
 * test catalogue; {@link #shipped} with the shipped one (cards the test catalogue does not have, e.g. the privilege
 * and dice cards), whose decks hold cards that neither answer privilege nor change rolls.
 */
final class Scenario {

    static final InwoRules RULES = InwoFixture.RULES;
    static final InwoRules SHIPPED_RULES = new InwoRules(InwoTestDecks.SHIPPED);

    InwoRules rules;
    final io.tabletop.games.inwo.cards.Catalogue catalogue;
    /** Tokens a Resource placed by {@link #resource} starts with. */
    final int resourceTokens;
    final List<Player> players = new ArrayList<>();
    int serial = 100;
    Phase phase = Phase.MAIN;
    int current = 0;
    int turn = 20;

    private Scenario(InwoRules rules, io.tabletop.games.inwo.cards.Catalogue catalogue, int resourceTokens) {
        this.rules = rules;
        this.catalogue = catalogue;
        this.resourceTokens = resourceTokens;
    }

    static Scenario of(String... illuminati) {
        return build(new Scenario(RULES, InwoFixture.CATALOGUE, 0), illuminati, List.of("reload", "reload", "reload"),
                List.of("filler-1", "filler-2", "filler-3"));
    }

    static Scenario shipped(String... illuminati) {
        return build(new Scenario(SHIPPED_RULES, InwoTestDecks.SHIPPED, 1), illuminati,
                List.of("albino-alligators", "bank-merger", "cold-fusion"), List.of("cable-tv", "girlie-magazines", "comic-books"));
    }

    private static Scenario build(Scenario s, String[] illuminati, List<String> plotDeck, List<String> groupDeck) {
        for (int i = 0; i < illuminati.length; i++) {
            Placed root = new Placed("p" + i + "-0", illuminati[i], null, -1, 1, false, null, -1, false, false);
            s.players.add(new Player(i, "p" + i, illuminati[i], plotDeck, groupDeck, List.of(), List.of(root), List.of(),
                    List.of(), 1, 5, null, false, List.of())); // asked in every window (no standing instructions)
        }
        return s;
    }

    /** The violation {@code r} throws; fails when it throws none. */
    static io.tabletop.engine.RuleViolation refused(Runnable r) {
        try {
            r.run();
        } catch (io.tabletop.engine.RuleViolation v) {
            return v;
        }
        throw new AssertionError("not refused");
    }

    static String root(int seat) {
        return "p" + seat + "-0";
    }

    /** A group of {@code seat}'s with one token, on the lowest open arrow of {@code master}. */
    String group(int seat, String card, String master) {
        Player p = players.get(seat);
        Placed m = p.placed(master);
        int arrows = m.illuminati() ? 4 : catalogue.card(m.card()).orElseThrow().arrowsOut();
        int arrow = Structures.openArrow(p, master, arrows);
        if (arrow < 0) throw new IllegalStateException("no open arrow on " + master);
        String uid = "p" + seat + "-" + serial++;
        players.set(seat, p.withStructure(InwoEvolution.plus(p.structure(),
                new Placed(uid, card, master, arrow, 1, false, null, -1, false, false))));
        return uid;
    }

    /** A group on the first open arrow of the structure (in structure order). */
    String groupAnywhere(int seat, String card) {
        for (Placed m : players.get(seat).structure()) {
            if (m.resource()) continue;
            int arrows = m.illuminati() ? 4 : catalogue.card(m.card()).orElseThrow().arrowsOut();
            if (Structures.openArrow(players.get(seat), m.uid(), arrows) >= 0) return group(seat, card, m.uid());
        }
        throw new IllegalStateException("no open arrow anywhere");
    }

    String resource(int seat, String card, String linkedTo) {
        Player p = players.get(seat);
        String uid = "p" + seat + "-" + serial++;
        players.set(seat, p.withStructure(InwoEvolution.plus(p.structure(),
                new Placed(uid, card, linkedTo, -1, resourceTokens, false, null, -1, false, false))));
        return uid;
    }

    String hand(int seat, String card) {
        Player p = players.get(seat);
        String uid = "p" + seat + "-" + serial++;
        players.set(seat, p.withHand(InwoEvolution.plus(p.hand(), new HandCard(uid, card, false))));
        return uid;
    }

    Scenario tokens(int seat, String uid, int n) {
        players.set(seat, players.get(seat).update(uid, c -> c.withTokens(n)));
        return this;
    }

    /** Played under this rules version of INWO (by default the newest). */
    Scenario atVersion(int n) {
        rules = new InwoRules(catalogue, n);
        return this;
    }

    /** The seat's standing instructions (by default none: it is asked in every window). */
    Scenario autoPass(int seat, io.tabletop.games.inwo.model.AutoPass... kinds) {
        players.set(seat, players.get(seat).withAutoPass(List.of(kinds)));
        return this;
    }

    Scenario turns(int seat, int n) {
        players.set(seat, players.get(seat).withTurns(n));
        return this;
    }

    InwoState state() {
        return new InwoState(players, phase, current, turn, 0, TurnFlags.NEW, null, null, null, List.of(),
                InwoRules.basicGoal(players.size()), 0, 0, List.of(), null);
    }

    /** A played position: commands decided with fixed dice and folded. */
    /** The Plot cards in a seat's hand (shipped catalogue). */
    static int plotsInHand(Game g, int seat) {
        return (int) g.state.player(seat).hand().stream()
                .filter(h -> InwoTestDecks.SHIPPED.card(h.card()).orElseThrow().inPlotDeck()).count();
    }

    /** Every seat passes until the attack resolves (the dice given roll it). */
    static InwoEvent.AttackResolved resolve(Game g, int... dice) {
        for (InwoEvent e : g.allPass(dice)) if (e instanceof InwoEvent.AttackResolved r) return r;
        throw new AssertionError("the attack did not resolve");
    }

    /** What every viewer but seat 0 sees after a move (twin games): events, views, legal moves, awaiting, the window. */
    record Look(List<List<InwoEvent>> events, List<InwoView> views, List<List<InwoCommand>> moves, List<Integer> awaiting,
                Object window) {}

    /** Seat 0's rivals (seats 1 and 2) and the spectators. */
    static final List<io.tabletop.engine.Viewer> OTHERS = List.of(io.tabletop.engine.Viewer.seat(1),
            io.tabletop.engine.Viewer.seat(2), io.tabletop.engine.Viewer.SPECTATOR);

    static Look look(Game g) {
        List<List<InwoEvent>> events = new ArrayList<>();
        List<InwoView> views = new ArrayList<>();
        for (io.tabletop.engine.Viewer v : OTHERS) {
            events.add(g.events.stream().map(e -> g.rules.redact(e, v)).toList());
            views.add(g.rules.view(g.state, v));
        }
        return new Look(events, views, List.of(g.rules.legalMoves(g.state, 1), g.rules.legalMoves(g.state, 2)),
                g.rules.awaiting(g.state), g.state.window());
    }

    static final class Game {
        final InwoRules rules;
        InwoState state;
        final List<InwoEvent> events = new ArrayList<>();

        Game(InwoState state) {
            this(RULES, state);
        }

        Game(InwoRules rules, InwoState state) {
            this.rules = rules;
            this.state = state;
        }

        List<InwoEvent> send(int seat, InwoCommand c, int... dice) {
            List<InwoEvent> out = rules.decide(state, seat, c, dice(dice));
            for (InwoEvent e : out) state = rules.evolve(state, e);
            events.addAll(out);
            io.tabletop.contract.DeclaredNulls.played(rules, state, state.seats(), out);
            return out;
        }

        /** Seats pass until {@code seat} holds priority. */
        void passUntil(int seat) {
            while (state.window() != null && state.window().priority() != seat) send(state.window().priority(), new InwoCommand.Pass());
        }

        /** Every seat holding priority passes until the window closes (the dice given roll then). */
        List<InwoEvent> allPass(int... dice) {
            List<InwoEvent> out = new ArrayList<>();
            while (state.window() != null) {
                int seat = state.window().priority();
                List<InwoEvent> step = send(seat, new InwoCommand.Pass(), dice);
                out.addAll(step);
                if (step.stream().anyMatch(e -> e instanceof InwoEvent.AttackResolved || e instanceof InwoEvent.VictoryDeclared
                        || e instanceof InwoEvent.TurnStarted || e instanceof InwoEvent.GameEnded)) break;
            }
            return out;
        }
    }

    Game game() {
        return new Game(rules, state());
    }

    /** Dice that roll the given faces (1-6) in order, then 1s. */
    static Rng dice(int... faces) {
        return new Rng() {
            int i;

            @Override
            public int nextInt(int bound) {
                int face = i < faces.length ? faces[i++] : 1;
                return Math.min(bound - 1, Math.max(0, face - 1));
            }
        };
    }
}
