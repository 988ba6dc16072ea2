package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.InwoCommand.*;
import io.tabletop.games.inwo.InwoEvent.*;
import io.tabletop.games.inwo.attack.AttackKind;
import io.tabletop.games.inwo.effects.Interpreted;
import io.tabletop.games.inwo.structure.Placed;
import io.tabletop.games.inwo.turn.Phase;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Effect primitives interpreted in round 2, played with the shipped catalogue's cards. */
class InwoMorePrimitivesTest {

    static final InwoRules RULES = InwoRandomGamesTest.SHIPPED;

    /** A hand-built position with the shipped catalogue: Scenario's players, groups placed by uid and arrow. */
    static final class Table {
        final Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        int serial = 500;

        String put(int seat, String card, String master, int arrow, int tokens) {
            String uid = "p" + seat + "-" + serial++;
            Player p = sc.players.get(seat);
            sc.players.set(seat, p.withStructure(InwoEvolution.plus(p.structure(),
                    new Placed(uid, card, master, arrow, tokens, false, null, -1, false, false))));
            return uid;
        }

        Table plots(int seat, int n) {
            List<String> deck = new ArrayList<>();
            for (int i = 0; i < n; i++) deck.add("swiss-bank-account");
            Player p = sc.players.get(seat);
            sc.players.set(seat, p.withDecks(deck, p.groupDeck()));
            return this;
        }

        InwoState state;
        final List<InwoEvent> events = new ArrayList<>();

        Table start(Phase phase) {
            sc.phase = phase;
            state = sc.state();
            return this;
        }

        List<InwoEvent> send(int seat, InwoCommand c, int... dice) {
            List<InwoEvent> out = RULES.decide(state, seat, c, Scenario.dice(dice));
            for (InwoEvent e : out) state = RULES.evolve(state, e);
            events.addAll(out);
            return out;
        }

        void allPass(int... dice) {
            while (state.window() != null) {
                List<InwoEvent> step = send(state.window().priority(), new Pass(), dice);
                if (step.stream().anyMatch(e -> e instanceof AttackResolved)) break;
            }
        }
    }

    static boolean implemented(String id) {
        return Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    @Test
    void givenPentagonControllingTwoCorporateGroups_whenItsPlayerDrawsAtTurnStart_thenHeDrawsThreePlots() {
        // Pentagon: "+1 Plot per Corporate it controls" -- its own puppets only, not the rest of the structure
        Table t = new Table().plots(0, 10);
        String pentagon = t.put(0, "pentagon", Scenario.root(0), 0, 1);
        t.put(0, "cable-tv", pentagon, 0, 1);
        t.put(0, "junk-mail", pentagon, 1, 1);
        t.put(0, "fast-food-chains", Scenario.root(0), 1, 1); // Corporate, but not Pentagon's puppet
        t.start(Phase.DRAW).send(0, new Draw(true, false));
        CardsDrawn drawn = (CardsDrawn) t.events.stream().filter(e -> e instanceof CardsDrawn).findFirst().orElseThrow();
        assertThat(drawn.count()).isEqualTo(3);
        assertThat(implemented("pentagon")).isTrue();
        assertThat(implemented("orbit-one")).isTrue();
    }

    @Test
    void givenPentagonWithoutCorporatePuppets_whenItsPlayerDraws_thenHeDrawsOnePlot() {
        Table t = new Table().plots(0, 10);
        t.put(0, "pentagon", Scenario.root(0), 0, 1);
        t.start(Phase.DRAW).send(0, new Draw(true, false));
        CardsDrawn drawn = (CardsDrawn) t.events.stream().filter(e -> e instanceof CardsDrawn).findFirst().orElseThrow();
        assertThat(drawn.count()).isEqualTo(1);
    }

    @Test
    void givenNinjasWithoutAToken_whenAnAttackOnThemFails_thenTheyGetATokenAtOnce() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String ninjas = t.put(1, "ninjas", Scenario.root(1), 0, 0);
        t.start(Phase.MAIN).send(0, new Attack(ny, ninjas, AttackKind.CONTROL, false));
        t.allPass(6, 6); // 12 always fails
        AttackResolved r = (AttackResolved) t.events.stream().filter(e -> e instanceof AttackResolved).findFirst().orElseThrow();
        assertThat(r.success()).isFalse();
        assertThat(t.state.player(1).placed(ninjas).tokens()).isEqualTo(1);
        assertThat(t.events.getLast()).isNotInstanceOf(GameEnded.class);
        assertThat(implemented("ninjas")).isTrue();
    }

    @Test
    void givenAnOrdinaryGroupWithoutAToken_whenAnAttackOnItFails_thenItGetsNone() {
        Table t = new Table();
        String ny = t.put(0, "new-york", Scenario.root(0), 0, 1);
        String nasa = t.put(1, "nasa", Scenario.root(1), 0, 0);
        t.start(Phase.MAIN).send(0, new Attack(ny, nasa, AttackKind.CONTROL, false));
        t.allPass(6, 6);
        assertThat(t.state.player(1).placed(nasa).tokens()).isZero();
    }
}
