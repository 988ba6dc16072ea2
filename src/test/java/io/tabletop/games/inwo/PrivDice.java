package io.tabletop.games.inwo;

import io.tabletop.engine.Rng;
import io.tabletop.games.inwo.structure.HandCard;
import io.tabletop.games.inwo.structure.Placed;
import io.tabletop.games.inwo.structure.Structures;
import io.tabletop.games.inwo.turn.Phase;
import io.tabletop.games.inwo.turn.TurnFlags;
import java.util.ArrayList;
import java.util.List;

/**
 * Positions built by hand with the SHIPPED catalogue, for the privilege and dice cards (which the test catalogue does
 * not have): players with an Illuminati each, groups placed where the test says, cards in hand, seat 0 in his main
 * phase, everybody past first-turn protection. Decks hold cards that neither answer privilege nor change rolls.
 */
final class PrivDice {

    static final InwoRules RULES = new InwoRules(InwoTestDecks.SHIPPED);

    final List<Player> players = new ArrayList<>();
    int serial = 100;

    static PrivDice of(String... illuminati) {
        PrivDice s = new PrivDice();
        for (int i = 0; i < illuminati.length; i++) {
            Placed root = new Placed("p" + i + "-0", illuminati[i], null, -1, 1, false, null, -1, false, false);
            s.players.add(new Player(i, "p" + i, illuminati[i], List.of("albino-alligators", "bank-merger", "cold-fusion"),
                    List.of("cable-tv", "girlie-magazines", "comic-books"), List.of(), List.of(root), List.of(), List.of(), 1, 5,
                    null, false));
        }
        return s;
    }

    static String root(int seat) {
        return "p" + seat + "-0";
    }

    String group(int seat, String card, String master) {
        Player p = players.get(seat);
        Placed m = p.placed(master);
        int arrows = m.illuminati() ? 4 : InwoTestDecks.SHIPPED.card(m.card()).orElseThrow().arrowsOut();
        int arrow = Structures.openArrow(p, master, arrows);
        if (arrow < 0) throw new IllegalStateException("no open arrow on " + master);
        String uid = "p" + seat + "-" + serial++;
        players.set(seat, p.withStructure(InwoEvolution.plus(p.structure(),
                new Placed(uid, card, master, arrow, 1, false, null, -1, false, false))));
        return uid;
    }

    String resource(int seat, String card, String linkedTo) {
        Player p = players.get(seat);
        String uid = "p" + seat + "-" + serial++;
        players.set(seat, p.withStructure(InwoEvolution.plus(p.structure(),
                new Placed(uid, card, linkedTo, -1, 1, false, null, -1, false, false))));
        return uid;
    }

    String hand(int seat, String card) {
        Player p = players.get(seat);
        String uid = "p" + seat + "-" + serial++;
        players.set(seat, p.withHand(InwoEvolution.plus(p.hand(), new HandCard(uid, card, false))));
        return uid;
    }

    PrivDice tokens(int seat, String uid, int n) {
        players.set(seat, players.get(seat).update(uid, c -> c.withTokens(n)));
        return this;
    }

    Game game() {
        return new Game(new InwoState(players, Phase.MAIN, 0, 20, 0, TurnFlags.NEW, null, null, null, List.of(),
                InwoRules.basicGoal(players.size()), 0, 0, List.of(), null));
    }

    static final class Game {
        InwoState state;
        final List<InwoEvent> events = new ArrayList<>();

        Game(InwoState state) {
            this.state = state;
        }

        List<InwoEvent> send(int seat, InwoCommand c, int... dice) {
            List<InwoEvent> out = RULES.decide(state, seat, c, Scenario.dice(dice));
            for (InwoEvent e : out) state = RULES.evolve(state, e);
            events.addAll(out);
            return out;
        }

        /** Seats pass until {@code seat} holds priority. */
        void passUntil(int seat) {
            while (state.window() != null && state.window().priority() != seat) send(state.window().priority(), new InwoCommand.Pass());
        }

        /** Every seat holding priority passes until the attack is resolved (the dice given roll then). */
        List<InwoEvent> allPass(int... dice) {
            List<InwoEvent> out = new ArrayList<>();
            Rng unused = null;
            while (state.window() != null) {
                List<InwoEvent> step = send(state.window().priority(), new InwoCommand.Pass(), dice);
                out.addAll(step);
                if (step.stream().anyMatch(e -> e instanceof InwoEvent.AttackResolved)) break;
            }
            return out;
        }
    }
}
