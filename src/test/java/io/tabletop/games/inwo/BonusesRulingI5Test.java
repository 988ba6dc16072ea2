package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoEvent.AttackResolved;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.attack.Strength;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.versions.InwoVersion;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * Ruling I5 of the rules file ("Rulings for the service"): "not cumulative" applies to the two bonuses of one card
 * (Finland: +6 for direct control of a Computer Group, +2 to any attempt; leading, it gets +6, not +8 [WDH p.18
 * glossary]); bonuses from different cards add, so a leader's direct bonus and another Group's any-attempt bonus both
 * count. From rules version 4 on; a game recorded under version 3 keeps adding only the larger of all direct against
 * all any-attempt bonuses. Shipped catalogue: Finland, Hackers (any attempt to control a Computer Group +2), E.F.F.
 * (direct control Computer +4), attacking seat 1's Wargamers (Computer, Resistance 5) three Groups below its Illuminati
 * (no position bonus) under masters sharing none of its alignments.
 */
class BonusesRulingI5Test {

    static final InwoRules V3 = new InwoRules(InwoTestDecks.SHIPPED, 3);
    static final InwoRules V4 = new InwoRules(InwoTestDecks.SHIPPED, 4);
    static final Abilities A3 = new Abilities(InwoTestDecks.SHIPPED, new InwoVersion(3));
    static final Abilities A4 = new Abilities(InwoTestDecks.SHIPPED, new InwoVersion(4));

    Scenario sc;
    String wargamers;

    private Scenario table() {
        sc = Scenario.shipped("the-network", "servants-of-cthulhu");
        String russia = sc.group(1, "russia", Scenario.root(1));
        String canada = sc.group(1, "canada", russia);
        wargamers = sc.group(1, "wargamers", canada);
        return sc;
    }

    /** {@code leader} announces its attack to control Wargamers under {@code rules}. */
    private Scenario.Game attack(InwoRules rules, String leader) {
        Scenario.Game g = new Scenario.Game(rules, sc.state());
        g.send(0, new InwoCommand.Attack(leader, wargamers, AttackKind.CONTROL, false));
        assertThat(g.state.attack()).isNotNull();
        return g;
    }

    private static Strength.Breakdown strength(Abilities a, Scenario.Game g) {
        return Strength.breakdown(a, g.state, g.state.attack());
    }

    private static boolean succeeded(List<InwoEvent> out) {
        return out.stream().filter(e -> e instanceof AttackResolved).map(e -> ((AttackResolved) e).success()).findFirst().orElseThrow();
    }

    @Test
    void finlandLeadingAlone_getsItsDirectBonusNotBoth_inEveryVersion() {
        table();
        String finland = sc.group(0, "finland", Scenario.root(0));
        for (var v : List.of(new Object[] {V3, A3}, new Object[] {V4, A4})) {
            Scenario.Game g = attack((InwoRules) v[0], finland);
            Strength.Breakdown b = strength((Abilities) v[1], g);
            assertThat(b.bonuses()).as("version %s: +6, not +8", g.rules.version()).isEqualTo(6);
            assertThat(b.total()).as("Power 2 - Resistance 5 + 6").isEqualTo(3);
            assertThat(g.state.attack()).isNotNull();
        }
    }

    @Test
    void versionFour_finlandLeadingWithHackersBeside_addsHackersAnyAttemptBonusToItsOwnLarger() {
        table();
        String finland = sc.group(0, "finland", Scenario.root(0));
        sc.group(0, "hackers", Scenario.root(0));
        Scenario.Game g = attack(V4, finland);
        assertThat(strength(A4, g).bonuses()).as("Finland +6 (its +2 not cumulative with it), Hackers +2").isEqualTo(8);
        assertThat(strength(A4, g).total()).isEqualTo(5);
        assertThat(succeeded(g.allPass(2, 3))).as("5 on strength 5").isTrue();
    }

    @Test
    void versionThree_finlandLeadingWithHackersBeside_stillTakesOnlyTheLargerSum() {
        table();
        String finland = sc.group(0, "finland", Scenario.root(0));
        sc.group(0, "hackers", Scenario.root(0));
        Scenario.Game g = attack(V3, finland);
        assertThat(strength(A3, g).bonuses()).as("direct 6 against any attempt 2 + 2").isEqualTo(6);
        assertThat(strength(A3, g).total()).isEqualTo(3);
        assertThat(succeeded(g.allPass(2, 3))).as("5 on strength 3").isFalse();
    }

    @Test
    void versionFour_aLeadersDirectBonusAndAnotherGroupsAnyAttemptBonusBothCount() {
        table();
        String eff = sc.group(0, "eff", Scenario.root(0));
        sc.group(0, "finland", Scenario.root(0));
        Scenario.Game g = attack(V4, eff);
        assertThat(strength(A4, g).bonuses()).as("E.F.F. direct +4, Finland any attempt +2").isEqualTo(6);
        assertThat(strength(A4, g).total()).as("Power 2 - Resistance 5 + 6").isEqualTo(3);
        // the view shows the same strength
        assertThat(V4.view(g.state, io.tabletop.engine.Viewer.seat(1)).attack().strength().bonuses()).isEqualTo(6);
    }

    @Test
    void versionThree_theSameAttackAddsOnlyTheLeadersDirectBonus() {
        table();
        String eff = sc.group(0, "eff", Scenario.root(0));
        sc.group(0, "finland", Scenario.root(0));
        Scenario.Game g = attack(V3, eff);
        assertThat(strength(A3, g).bonuses()).as("the larger of direct 4 and any attempt 2").isEqualTo(4);
        assertThat(strength(A3, g).total()).isEqualTo(1);
    }
}
