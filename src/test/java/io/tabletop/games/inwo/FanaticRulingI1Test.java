package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.cards.Alignment;
import io.tabletop.games.inwo.abilities.Abilities;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;

/**
 * Ruling I1 of the rules file ("Rulings for the service"): Fanatic is never identical. Any two Fanatic Groups are
 * opposite [WDH p.6, p.9], so from rules version 2 on a shared Fanatic alignment alone makes no Group eligible to aid
 * a control attack or to oppose an attack; another identical alignment, being the target's master or puppet (for
 * opposing) or Global Power still does. A game recorded under version 1 keeps playing as it was recorded: there the
 * shared Fanatic still counts. Shipped catalogue: International Communist Conspiracy (Fanatic), Hackers (Weird,
 * Fanatic), W.I.T.C.H. (Violent, Weird, Fanatic), Moonies (Peaceful, Fanatic; Global Power 2), New York (Government,
 * Violent, Criminal) leading the attacks.
 */
class FanaticRulingI1Test {

    static final Abilities A = new Abilities(InwoTestDecks.SHIPPED);
    static final InwoRules V1 = new InwoRules(InwoTestDecks.SHIPPED, 1);
    static final InwoRules V2 = new InwoRules(InwoTestDecks.SHIPPED, 2);

    Scenario sc;
    /** Seat 0's New York: leads every attack here (shares no alignment with the Fanatic groups). */
    String ny;

    Scenario base() {
        sc = Scenario.shipped("the-network", "servants-of-cthulhu");
        ny = sc.group(0, "new-york", Scenario.root(0));
        return sc;
    }

    private static RuleViolation refused(Runnable r) {
        try {
            r.run();
        } catch (RuleViolation v) {
            return v;
        }
        throw new AssertionError("not refused");
    }

    private static Set<Alignment> shared(Scenario.Game g, int seatA, String a, int seatB, String b) {
        Set<Alignment> out = new java.util.TreeSet<>(A.alignments(g.state.player(seatA).placed(a)));
        out.retainAll(A.alignments(g.state.player(seatB).placed(b)));
        return out;
    }

    /** A position before the attack: International Communist Conspiracy's and Hackers' uids. */
    private record Position(InwoState state, String icc, String hackers) {}

    /** Seat 0's New York attacks seat 1's Hackers to control; seat 0 holds International Communist Conspiracy. */
    private Position fanaticOnlyAider() {
        base();
        String icc = sc.group(0, "international-communist-conspiracy", Scenario.root(0));
        String hackers = sc.group(1, "hackers", Scenario.root(1));
        return new Position(sc.state(), icc, hackers);
    }

    /** Seat 0's New York attacks seat 1's Hackers to control; International Communist Conspiracy beside it (no master). */
    private Position fanaticOnlyOpposer() {
        base();
        String hackers = sc.group(1, "hackers", Scenario.root(1));
        String icc = sc.group(1, "international-communist-conspiracy", Scenario.root(1));
        return new Position(sc.state(), icc, hackers);
    }

    /** The attack announced and {@code seat} holding priority in its window. */
    private Scenario.Game attackedToControl(InwoRules rules, InwoState position, String target, int seat) {
        Scenario.Game g = new Scenario.Game(rules, position);
        g.send(0, new InwoCommand.Attack(ny, target, AttackKind.CONTROL, false));
        assertThat(g.state.attack()).isNotNull();
        assertThat(g.state.attack().target()).isEqualTo(target);
        g.passUntil(seat);
        assertThat(g.state.window().priority()).isEqualTo(seat);
        return g;
    }

    @Test
    void versionTwo_aGroupSharingOnlyFanaticMayNotAidAControlAttack() {
        Position p = fanaticOnlyAider();
        Scenario.Game g = attackedToControl(V2, p.state(), p.hackers(), 0);
        assertThat(shared(g, 0, p.icc(), 1, p.hackers())).containsExactly(Alignment.FANATIC);
        assertThat(g.state.player(0).placed(p.icc()).tokens()).isEqualTo(1);

        RuleViolation v = refused(() -> g.send(0, new Aid(p.icc(), false)));
        assertThat(v.code()).isEqualTo("INVALID_AID");
        assertThat(g.state.attack().contributions()).isEmpty();
        assertThat(g.state.player(0).placed(p.icc()).tokens()).as("no token spent").isEqualTo(1);
        // the window's moves are listed (Pass, the Illuminati's Global Power), only this aid is not
        assertThat(V2.legalMoves(g.state, 0)).doesNotContain(new Aid(p.icc(), false))
                .contains(new Pass(), new Aid(Scenario.root(0), true));
        // the newest rules keep I1
        assertThat(refused(() -> new Scenario.Game(Scenario.SHIPPED_RULES, g.state).send(0, new Aid(p.icc(), false))).code())
                .isEqualTo("INVALID_AID");
    }

    @Test
    void versionTwo_aGroupSharingOnlyFanaticMayNotOpposeAnAttack() {
        Position p = fanaticOnlyOpposer();
        String icc = p.icc();
        String hackers = p.hackers();
        Scenario.Game g = attackedToControl(V2, p.state(), hackers, 1);
        assertThat(shared(g, 1, icc, 1, hackers)).containsExactly(Alignment.FANATIC);
        assertThat(g.state.player(1).placed(hackers).master()).isNotEqualTo(icc);
        assertThat(g.state.player(1).placed(icc).master()).isNotEqualTo(hackers);

        RuleViolation v = refused(() -> g.send(1, new Oppose(icc, false)));
        assertThat(v.code()).isEqualTo("INVALID_OPPOSE");
        assertThat(g.state.attack().contributions()).isEmpty();
        // Hackers' self-defence is listed, the Fanatic-only opposition is not
        assertThat(V2.legalMoves(g.state, 1)).doesNotContain(new Oppose(icc, false))
                .contains(new Pass(), new Oppose(hackers, false));
    }

    @Test
    void versionTwo_anotherIdenticalAlignmentBesidesFanaticStillLetsAGroupAid() {
        base();
        String witch = sc.group(0, "w-i-t-c-h", Scenario.root(0));
        String hackers = sc.group(1, "hackers", Scenario.root(1));
        Scenario.Game g = attackedToControl(V2, sc.state(), hackers, 0);
        assertThat(shared(g, 0, witch, 1, hackers)).containsExactlyInAnyOrder(Alignment.WEIRD, Alignment.FANATIC);
        assertThat(V2.legalMoves(g.state, 0)).contains(new Aid(witch, false));

        List<InwoEvent> out = g.send(0, new Aid(witch, false));
        Contribution c = new Contribution(0, witch, "w-i-t-c-h", Contribution.Kind.ACTION, 3, true);
        assertThat(out.getFirst()).isEqualTo(new AttackJoined(c));
        assertThat(out).hasSize(2).last().isInstanceOf(PriorityMoved.class);
        assertThat(g.state.attack().contributions()).containsExactly(c);
        assertThat(g.state.player(0).placed(witch).tokens()).isZero();
    }

    @Test
    void versionTwo_globalPowerStillLetsAFanaticGroupAid() {
        base();
        String moonies = sc.group(0, "moonies", Scenario.root(0));
        String hackers = sc.group(1, "hackers", Scenario.root(1));
        Scenario.Game g = attackedToControl(V2, sc.state(), hackers, 0);
        assertThat(shared(g, 0, moonies, 1, hackers)).containsExactly(Alignment.FANATIC);
        // by its Power it shares only Fanatic: refused; by its Global Power alignments do not matter
        assertThat(refused(() -> g.send(0, new Aid(moonies, false))).code()).isEqualTo("INVALID_AID");
        assertThat(V2.legalMoves(g.state, 0)).doesNotContain(new Aid(moonies, false)).contains(new Aid(moonies, true));

        List<InwoEvent> out = g.send(0, new Aid(moonies, true));
        Contribution c = new Contribution(0, moonies, "moonies", Contribution.Kind.GLOBAL, 2, true);
        assertThat(out.getFirst()).isEqualTo(new AttackJoined(c));
        assertThat(g.state.attack().contributions()).containsExactly(c);
    }

    @Test
    void versionTwo_theTargetsMasterMayStillOpposeWhateverItsAlignments() {
        base();
        String icc = sc.group(1, "international-communist-conspiracy", Scenario.root(1));
        String hackers = sc.group(1, "hackers", icc); // ICC's puppet
        Scenario.Game g = attackedToControl(V2, sc.state(), hackers, 1);
        assertThat(g.state.player(1).placed(hackers).master()).isEqualTo(icc);
        assertThat(shared(g, 1, icc, 1, hackers)).containsExactly(Alignment.FANATIC); // not enough by itself under I1
        assertThat(V2.legalMoves(g.state, 1)).contains(new Oppose(icc, false));

        List<InwoEvent> out = g.send(1, new Oppose(icc, false));
        Contribution c = new Contribution(1, icc, "international-communist-conspiracy", Contribution.Kind.ACTION, 3, false);
        assertThat(out.getFirst()).isEqualTo(new AttackJoined(c));
        assertThat(g.state.attack().contributions()).containsExactly(c);
    }

    @Test
    void versionTwo_theTargetsPuppetMayStillOpposeWhateverItsAlignments() {
        base();
        String icc = sc.group(1, "international-communist-conspiracy", Scenario.root(1));
        String hackers = sc.group(1, "hackers", icc); // the target's puppet
        Scenario.Game g = attackedToControl(V2, sc.state(), icc, 1);
        assertThat(shared(g, 1, hackers, 1, icc)).containsExactly(Alignment.FANATIC);
        assertThat(V2.legalMoves(g.state, 1)).contains(new Oppose(hackers, false));

        List<InwoEvent> out = g.send(1, new Oppose(hackers, false));
        Contribution c = new Contribution(1, hackers, "hackers", Contribution.Kind.ACTION, 3, false);
        assertThat(out.getFirst()).isEqualTo(new AttackJoined(c));
        assertThat(g.state.attack().contributions()).containsExactly(c);
    }

    @Test
    void versionTwo_aFanaticGroupMayStillAidAnAttackToDestroyAFanaticGroup() {
        // I1 is about identical alignments; two Fanatics are opposites, and an opposite alignment lets a group aid an
        // attack to destroy [WDH p.9]
        base();
        String icc = sc.group(0, "international-communist-conspiracy", Scenario.root(0));
        String hackers = sc.group(1, "hackers", Scenario.root(1));
        Scenario.Game g = new Scenario.Game(V2, sc.state());
        g.send(0, new InwoCommand.Attack(ny, hackers, AttackKind.DESTROY, false));
        g.passUntil(0);
        assertThat(V2.legalMoves(g.state, 0)).contains(new Aid(icc, false));

        List<InwoEvent> out = g.send(0, new Aid(icc, false));
        assertThat(out.getFirst()).isInstanceOfSatisfying(AttackJoined.class, j -> {
            assertThat(j.contribution().uid()).isEqualTo(icc);
            assertThat(j.contribution().kind()).isEqualTo(Contribution.Kind.ACTION);
            assertThat(j.contribution().aid()).isTrue();
        });
    }

    @Test
    void versionOne_stillLetsAGroupSharingOnlyFanaticAid() {
        Position p = fanaticOnlyAider(); // the position versionTwo_aGroupSharingOnlyFanaticMayNotAidAControlAttack refuses
        Scenario.Game g = attackedToControl(V1, p.state(), p.hackers(), 0);
        assertThat(g.rules.version()).isEqualTo(1);
        assertThat(shared(g, 0, p.icc(), 1, p.hackers())).containsExactly(Alignment.FANATIC);
        assertThat(V1.legalMoves(g.state, 0)).contains(new Aid(p.icc(), false));

        List<InwoEvent> out = g.send(0, new Aid(p.icc(), false));
        Contribution c = new Contribution(0, p.icc(), "international-communist-conspiracy", Contribution.Kind.ACTION, 3, true);
        assertThat(out.getFirst()).isEqualTo(new AttackJoined(c));
        assertThat(g.state.attack().contributions()).containsExactly(c);
        assertThat(g.state.player(0).placed(p.icc()).tokens()).isZero();
    }

    @Test
    void versionOne_stillLetsAGroupSharingOnlyFanaticOppose() {
        Position p = fanaticOnlyOpposer(); // the position versionTwo_aGroupSharingOnlyFanaticMayNotOpposeAnAttack refuses
        String icc = p.icc();
        String hackers = p.hackers();
        Scenario.Game g = attackedToControl(V1, p.state(), hackers, 1);
        assertThat(g.rules.version()).isEqualTo(1);
        assertThat(shared(g, 1, icc, 1, hackers)).containsExactly(Alignment.FANATIC);
        assertThat(V1.legalMoves(g.state, 1)).contains(new Oppose(icc, false));

        List<InwoEvent> out = g.send(1, new Oppose(icc, false));
        Contribution c = new Contribution(1, icc, "international-communist-conspiracy", Contribution.Kind.ACTION, 3, false);
        assertThat(out.getFirst()).isEqualTo(new AttackJoined(c));
        assertThat(g.state.attack().contributions()).containsExactly(c);
    }
}
