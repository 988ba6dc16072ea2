package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Contribution;
import io.tabletop.games.inwo.attack.Privileges;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.interpreter.Interpreted;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;

/** Privileged attacks declared by Plots, negated, and interfered with [WDH p.11, p.18] (shipped catalogue). */
class InwoPrivilegeTest {

    static final Abilities A = new Abilities(InwoTestDecks.SHIPPED);

    /** Seat 0's New York (Government) against seat 1's Big Media (Media, Straight); seat 2 an outsider. */
    Scenario sc;
    String ny;
    String media;

    Scenario base() {
        sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        ny = sc.group(0, "new-york", Scenario.root(0));
        media = sc.group(1, "big-media", Scenario.root(1));
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

    @Test
    void givenCensorship_whenPlayedWithTheAttack_thenPlus15AndOnlyTheTwoSidesTakePart() {
        base();
        sc.atVersion(3); // version 3 and before; from 4 on every seat is in it (WindowsRulingI6Test)
        String censorship = sc.hand(0, "censorship");
        String cable = sc.group(2, "cable-tv", Scenario.root(2));
        Scenario.Game g = sc.game();
        int before = Strength.of(A, g.state, new io.tabletop.games.inwo.model.Attack(0, ny, media, "big-media", 1,
                AttackKind.CONTROL, false, null, null, 0, 0, List.of(), false));
        g.send(0, new PrivilegedAttack(ny, media, AttackKind.CONTROL, censorship, null));
        assertThat(Privileges.privileged(g.state.attack())).isTrue();
        assertThat(Strength.of(A, g.state, g.state.attack())).isEqualTo(before + 15);
        assertThat(g.state.player(0).discard()).contains("censorship");
        assertThat(g.state.flags().privileged()).as("Bavaria's own privilege is not used up").isFalse();
        // seat 2 holds nothing to answer with: the window is the two sides'
        assertThat(g.state.window().eligible()).containsExactly(0, 1);
        assertThat(cable).isNotNull();
    }

    @Test
    void givenAPrivilegedAttack_whenAnOutsiderTriesToAid_thenRefusedUnlessAGroupOfHisMayInterfere() {
        base();
        String deep = sc.hand(2, "deep-agent"); // seat 2 may answer: he gets the window
        String cable = sc.group(2, "cable-tv", Scenario.root(2));
        String reich = sc.group(2, "religious-reich", Scenario.root(2));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, true)); // Bavaria's privilege
        assertThat(g.state.window().eligible()).containsExactly(0, 1, 2);
        g.passUntil(2);
        assertThat(refused(() -> g.send(2, new Oppose(cable, false))).code()).isEqualTo("PRIVILEGED");
        assertThat(RULES().legalMoves(g.state, 2)).doesNotContain(new Oppose(cable, false))
                .contains(new Oppose(reich, false), new PlayPlot(deep, null, null));
        // Religious Reich interferes in a Privileged attack on a Straight group
        g.send(2, new Oppose(reich, false));
        assertThat(g.state.attack().contributions()).extracting(Contribution::uid).contains(reich);
    }

    @Test
    void givenReligiousReich_whenNeitherSideIsStraightOrConservative_thenItMayNotInterfere() {
        sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        ny = sc.group(0, "new-york", Scenario.root(0));
        String cable = sc.group(1, "cable-tv", Scenario.root(1)); // Corporate
        String reich = sc.group(2, "religious-reich", Scenario.root(2));
        sc.hand(2, "deep-agent");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, cable, AttackKind.DESTROY, true));
        g.passUntil(2);
        assertThat(refused(() -> g.send(2, new Aid(reich, false))).code()).isEqualTo("PRIVILEGED");
    }

    @Test
    void givenDeepAgent_whenAnOutsiderNegatesThePrivilege_thenEverySeatMayTakePart() {
        base();
        String deep = sc.hand(2, "deep-agent");
        String reich = sc.group(2, "religious-reich", Scenario.root(2));
        Scenario.Game g = sc.game();
        sc.players.size();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, true));
        g.passUntil(2);
        g.send(2, new PlayPlot(deep, null, null));
        assertThat(Privileges.privileged(g.state.attack())).isFalse();
        assertThat(g.state.player(2).discard()).contains("deep-agent");
        assertThat(g.state.window().eligible()).containsExactly(0, 1, 2);
        g.passUntil(2);
        g.send(2, new Aid(reich, false)); // an ordinary free-for-all now
        assertThat(g.state.attack().contributions()).extracting(Contribution::uid).contains(reich);
    }

    @Test
    void givenDeepAgent_whenTheAttackIsNotPrivileged_thenItCannotBePlayed() {
        base();
        String deep = sc.hand(2, "deep-agent");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, false));
        g.passUntil(2);
        assertThat(refused(() -> g.send(2, new PlayPlot(deep, null, null))).code()).isEqualTo("NOT_PRIVILEGED");
    }

    @Test
    void givenInterference_whenAnOutsiderPlaysIt_thenHeMayTakePartInThatAttack() {
        base();
        String plot = sc.hand(2, "interference");
        String cable = sc.group(2, "big-media", Scenario.root(2)); // Straight: may oppose control of Big Media
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, true));
        g.passUntil(2);
        g.send(2, new PlayPlot(plot, null, null));
        assertThat(Privileges.privileged(g.state.attack())).as("still Privileged for the others").isTrue();
        assertThat(Privileges.heldOut(g.state.attack(), 2)).isFalse();
        g.passUntil(2);
        g.send(2, new Oppose(cable, false));
        assertThat(g.state.attack().contributions()).extracting(Contribution::uid).contains(cable);
    }

    @Test
    void givenMoonies_whenItSpendsItsActionInAPrivilegedAttack_thenItsPlayerMayTakePart() {
        base();
        String moonies = sc.group(2, "moonies", Scenario.root(2));
        String other = sc.group(2, "big-media", Scenario.root(2));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, true));
        assertThat(g.state.window().eligible()).as("Moonies may answer: seat 2 gets the window").contains(2);
        g.passUntil(2);
        assertThat(RULES().legalMoves(g.state, 2)).contains(new UseAbility(moonies));
        g.send(2, new UseAbility(moonies));
        assertThat(g.state.player(2).placed(moonies).tokens()).isZero();
        g.passUntil(2);
        g.send(2, new Oppose(other, false));
        assertThat(g.state.attack().contributions()).extracting(Contribution::uid).contains(other);
    }

    @Test
    void givenTheFrogGod_whenItsActionIsSpentInAPrivilegedAttack_thenItsPlayerMayTakePart() {
        base();
        String holder = sc.group(2, "big-media", Scenario.root(2));
        String frog = sc.resource(2, "the-frog-god", holder);
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, true));
        g.passUntil(2);
        g.send(2, new UseAbility(frog));
        assertThat(g.state.player(2).placed(frog).tokens()).isZero();
        assertThat(Privileges.heldOut(g.state.attack(), 2)).isFalse();
    }

    @Test
    void givenIsrael_thenItMayAidOrOpposeAnyAttackEvenPrivileged() {
        base();
        String israel = sc.group(2, "israel", Scenario.root(2));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, true));
        g.passUntil(2);
        g.send(2, new Aid(israel, false));
        assertThat(g.state.attack().contributions()).extracting(Contribution::uid).contains(israel);
    }

    @Test
    void givenPrivilegedAttackPlot_thenItCostsTheActionOfTheIlluminatiOrASecretGroup() {
        base();
        String plot = sc.hand(0, "privileged-attack");
        Scenario.Game g = sc.game();
        assertThat(RULES().legalMoves(g.state, 0)).contains(new PrivilegedAttack(ny, media, AttackKind.CONTROL, plot, Scenario.root(0)))
                .doesNotContain(new PrivilegedAttack(ny, media, AttackKind.CONTROL, plot, ny));
        g.send(0, new PrivilegedAttack(ny, media, AttackKind.CONTROL, plot, Scenario.root(0)));
        assertThat(g.state.player(0).root().tokens()).isZero();
        assertThat(Privileges.privileged(g.state.attack())).isTrue();
    }

    @Test
    void givenADeclaringPlot_whenPlayedLaterInTheWindow_thenRefused() {
        base();
        String censorship = sc.hand(0, "censorship");
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, false));
        g.passUntil(0);
        assertThat(refused(() -> g.send(0, new PlayPlot(censorship, ny, null))).code()).isEqualTo("AT_DECLARATION");
    }

    @Test
    void givenBimboAtEleven_thenMediaGroupsMayStillInterfere() {
        sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        String cable = sc.group(0, "cable-tv", Scenario.root(0));
        String clinton = sc.group(1, "bill-clinton", Scenario.root(1));
        String girlie = sc.group(2, "tv-preachers", Scenario.root(2)); // Media, Straight like Bill Clinton
        String bimbo = sc.hand(0, "bimbo-at-eleven");
        Scenario.Game g = sc.game();
        g.send(0, new PrivilegedAttack(cable, clinton, AttackKind.DESTROY, bimbo, null));
        assertThat(g.state.window().eligible()).containsExactly(0, 1, 2);
        g.passUntil(2);
        assertThat(RULES().legalMoves(g.state, 2)).contains(new Oppose(girlie, false));
    }

    @Test
    void givenTheseCards_thenTheyAreImplemented() {
        for (String id : List.of("bimbo-at-eleven", "censorship", "eat-the-rich", "ketchup-is-a-vegetable", "privileged-attack",
                "deep-agent", "interference", "moonies", "religious-reich", "israel", "the-frog-god")) {
            assertThat(Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow())).as(id).isTrue();
        }
    }

    private static InwoRules RULES() {
        return Scenario.SHIPPED_RULES;
    }
}
