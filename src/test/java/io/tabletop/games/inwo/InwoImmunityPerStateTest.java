package io.tabletop.games.inwo;

import static io.tabletop.games.inwo.Scenario.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.InwoCommand.Attack;
import org.junit.jupiter.api.Test;

/**
 * A target's Immunities are gathered once per state (legal moves ask for every attacker, kind and Privilege against
 * it): within one state each attacker still gets its own answer, whichever is asked first, and a later state with the
 * same uids is judged on its own cards. The Discordian Society's structure is immune to attacks from Government groups.
 */
class InwoImmunityPerStateTest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;

    @Test
    void givenTheDiscordians_whenAGovernmentAndACorporateGroupAttackOneOfTheirs_thenOnlyTheGovernmentOneIsRefused() {
        for (boolean governmentFirst : new boolean[] {true, false}) {
            Scenario sc = Scenario.shipped("bavarian-illuminati", "discordian-society");
            String texas = sc.group(0, "texas", Scenario.root(0));
            String oil = sc.group(0, "multinational-oil-companies", Scenario.root(0));
            String hawaii = sc.group(1, "hawaii", Scenario.root(1));
            Scenario.Game g = sc.game();
            Attack byGovernment = new Attack(texas, hawaii, AttackKind.CONTROL, false);
            Attack byCorporate = new Attack(oil, hawaii, AttackKind.CONTROL, false);

            if (governmentFirst) {
                assertThat(refused(() -> RULES.decide(g.state, 0, byGovernment, Scenario.dice())).code()).isEqualTo("IMMUNE");
                assertThat(RULES.decide(g.state, 0, byCorporate, Scenario.dice())).isNotEmpty();
            } else {
                assertThat(RULES.decide(g.state, 0, byCorporate, Scenario.dice())).isNotEmpty();
                assertThat(refused(() -> RULES.decide(g.state, 0, byGovernment, Scenario.dice())).code()).isEqualTo("IMMUNE");
            }
            assertThat(RULES.legalMoves(g.state, 0)).contains(byCorporate)
                    .noneMatch(c -> c instanceof Attack x && x.attacker().equals(texas) && x.target().equals(hawaii));
        }
    }

    @Test
    void givenTheSameUidsUnderAnotherIlluminati_whenTheGovernmentGroupAttacks_thenNothingKeptFromTheDiscordiansRefusesIt() {
        Scenario discordians = Scenario.shipped("bavarian-illuminati", "discordian-society");
        String texas = discordians.group(0, "texas", Scenario.root(0));
        String hawaii = discordians.group(1, "hawaii", Scenario.root(1));
        Attack attack = new Attack(texas, hawaii, AttackKind.CONTROL, false);
        Scenario.Game immune = discordians.game();
        assertThat(refused(() -> RULES.decide(immune.state, 0, attack, Scenario.dice())).code()).isEqualTo("IMMUNE");

        Scenario network = Scenario.shipped("bavarian-illuminati", "the-network");
        assertThat(network.group(0, "texas", Scenario.root(0))).isEqualTo(texas);
        assertThat(network.group(1, "hawaii", Scenario.root(1))).isEqualTo(hawaii);
        Scenario.Game open = network.game();

        assertThat(RULES.decide(open.state, 0, attack, Scenario.dice())).isNotEmpty();
        assertThat(RULES.legalMoves(open.state, 0)).contains(attack);
    }
}
