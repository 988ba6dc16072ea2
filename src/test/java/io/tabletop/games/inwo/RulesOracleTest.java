package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.model.Phase;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/**
 * The random games' {@link RulesOracle} catches what it is there to catch: a refresh that gives a token the rules file
 * refuses (a Devastated Place, a Group below it per I2), or withholds one it owes; a declared Basic Goal the table does
 * not show. Positions built by hand (test catalogue, newest rules); the service's own events pass.
 */
class RulesOracleTest {

    /** The turn's start as the oracle sees it, then the takeover step: the refresh is next. */
    private static RulesOracle watching(InwoState s) {
        RulesOracle oracle = new RulesOracle(Scenario.RULES);
        oracle.saw(s.withPhase(Phase.KNOCK), List.of(new TurnStarted(0, s.turn()), new PhaseChanged(Phase.TAKEOVER)));
        return oracle;
    }

    /** Seat 0 at its refresh: Japan Devastated with N.S.A. below it, Russia beside it, nobody holding a token. */
    private static InwoState refreshPosition(List<String> uids) {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        sc.group(1, "new-york", Scenario.root(1));
        String japan = sc.group(0, "japan", Scenario.root(0));
        String nsa = sc.group(0, "nsa", japan);
        String russia = sc.group(0, "russia", Scenario.root(0));
        Player p = sc.players.get(0);
        for (Placed c : p.structure()) p = p.update(c.uid(), x -> x.withTokens(0));
        sc.players.set(0, p.update(japan, c -> c.withDevastated(true)));
        sc.phase = Phase.TAKEOVER;
        uids.addAll(List.of(Scenario.root(0), japan, nsa, russia));
        return sc.state();
    }

    @Test
    void theServicesRefreshPasses_aTokenOnADevastatedLineOrOneWithheldFails() {
        List<String> u = new ArrayList<>();
        InwoState s = refreshPosition(u);
        String root = u.get(0), japan = u.get(1), nsa = u.get(2), russia = u.get(3);
        List<InwoEvent> served = Scenario.RULES.decide(s, 0, new InwoCommand.SkipTakeover(), Scenario.dice());
        assertThat(served).contains(new TokensPlaced(0, List.of(root, russia)));
        RulesOracle oracle = watching(s);
        oracle.saw(s, served);
        assertThat(oracle.refreshesChecked).isEqualTo(1);

        for (List<String> wrong : List.of(List.of(root, japan, russia), List.of(root, nsa, russia), List.of(root))) {
            List<InwoEvent> events = List.of(new TokensPlaced(0, wrong), new PhaseChanged(Phase.MAIN));
            assertThatThrownBy(() -> watching(s).saw(s, events)).as("%s", wrong)
                    .isInstanceOf(AssertionError.class).hasMessageContaining("tokens the refresh gave");
        }
    }

    @Test
    void aDeclaredBasicGoalTheTableDoesNotShowFails() {
        // seat 1 controls two Groups (its Illuminati and New York) of the 12 two players need
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        sc.group(1, "new-york", Scenario.root(1));
        sc.phase = Phase.KNOCK;
        InwoState s = sc.state();
        List<InwoEvent> events = List.of(new VictoryDeclared(List.of(1), List.of("BASIC"), null));
        assertThatThrownBy(() -> new RulesOracle(Scenario.RULES).saw(s, events))
                .isInstanceOf(AssertionError.class).hasMessageContaining("seat 1 declared BASIC");
    }
}
