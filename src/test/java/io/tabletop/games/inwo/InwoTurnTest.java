package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Phase;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/** Setup, the turn sequence, tokens, hand limit, protection, elimination, victory timing, the house rule. */
class InwoTurnTest {

    static InwoPlay started(int seats) {
        return InwoPlay.start(InwoFixture.RULES, InwoRandomGamesTest.decks(seats), "turn-test-" + seats, Map.of());
    }

    /** Every seat chooses a different lead (the i-th group of the fixture). */
    static void chooseLeads(InwoPlay play) {
        for (int seat = 0; seat < play.state.seats(); seat++) play.send(seat, new ChooseLead(InwoFixture.GROUPS.get(seat)));
    }

    @Test
    void givenANewGame_thenIlluminatiAreRevealedEachDraws3PlotsAndChoosesALeadFaceDown() {
        InwoPlay play = started(3);
        assertThat(play.state.phase()).isEqualTo(Phase.LEAD);
        for (Player p : play.state.players()) {
            assertThat(p.root().card()).isEqualTo(p.illuminati());
            assertThat(p.hand()).hasSize(3).allMatch(h -> InwoFixture.CATALOGUE.card(h.card()).orElseThrow().inPlotDeck());
        }
        assertThat(play.rules.awaiting(play.state)).containsExactly(0, 1, 2);
        play.send(0, new ChooseLead("new-york"));
        LeadChosen chosen = (LeadChosen) play.events.getLast();
        assertThat(InwoRedaction.redact(chosen, Viewer.seat(1))).isEqualTo(new LeadChosen(0, null));
        assertThat(play.rules.awaiting(play.state)).containsExactly(1, 2);
    }

    @Test
    void givenDuplicateLeads_thenTheyAreSetAsideAndChosenAgain() {
        InwoPlay play = started(3);
        play.send(0, new ChooseLead("new-york"));
        play.send(1, new ChooseLead("new-york"));
        play.send(2, new ChooseLead("russia"));
        LeadsRevealed r = (LeadsRevealed) play.events.stream().filter(e -> e instanceof LeadsRevealed).findFirst().orElseThrow();
        assertThat(r.again()).extracting(Placement::seat).containsExactly(0, 1);
        assertThat(r.placed()).extracting(Placement::seat).containsExactly(2);
        assertThat(play.rules.awaiting(play.state)).containsExactly(0, 1);
    }

    @Test
    void givenAllLeadsPlaced_thenEachDraws6GroupsAndTheHighest2d6Begins() {
        InwoPlay play = started(3);
        chooseLeads(play);
        for (Player p : play.state.players()) {
            assertThat(p.structure()).hasSize(2);
            assertThat(p.structure().get(1).master()).isEqualTo(p.root().uid());
            assertThat(p.hand()).hasSize(9);
        }
        FirstPlayerRolled rolled = (FirstPlayerRolled) play.events.stream().filter(e -> e instanceof FirstPlayerRolled)
                .findFirst().orElseThrow();
        List<Integer> last = rolled.rolls().getLast();
        assertThat(last.get(rolled.first())).isEqualTo(last.stream().max(Integer::compare).orElseThrow());
        assertThat(play.state.current()).isEqualTo(rolled.first());
        assertThat(play.state.phase()).isEqualTo(Phase.DRAW);
    }

    @Test
    void givenATurn_thenDrawThenOneAutomaticTakeoverThenTokensThenTheMainPhase() {
        InwoPlay play = started(2);
        chooseLeads(play);
        int me = play.state.current();
        int hand = play.state.player(me).hand().size();
        play.send(me, new Draw(true, true));
        assertThat(play.state.player(me).hand()).hasSize(hand + 2);
        assertThat(play.state.phase()).isEqualTo(Phase.TAKEOVER);
        var group = play.state.player(me).hand().stream()
                .filter(h -> InwoFixture.CATALOGUE.card(h.card()).orElseThrow().groupCard()).findFirst().orElseThrow();
        play.send(me, new Takeover(group.uid(), play.state.player(me).root().uid()));
        assertThat(play.state.phase()).isEqualTo(Phase.MAIN);
        Player p = play.state.player(me);
        assertThat(p.placed(group.uid())).isNotNull();
        // two players: the takeover costs the Illuminati's token this turn; the takeover gets a token
        assertThat(p.root().tokens()).isZero();
        assertThat(p.placed(group.uid()).tokens()).isEqualTo(1);
    }

    @Test
    void givenTheFirstRound_thenNobodyMayTouchARivalWhoHasNotPlayedAndNobodyWins() {
        InwoPlay play = started(3);
        chooseLeads(play);
        int me = play.state.current();
        play.send(me, new Draw(false, false));
        play.send(me, new SkipTakeover());
        List<InwoCommand> legal = play.rules.legalMoves(play.state, me);
        assertThat(legal).noneMatch(c -> c instanceof InwoCommand.Attack a
                && play.state.ownerOf(a.target()) >= 0 && play.state.ownerOf(a.target()) != me);
    }

    @Test
    void givenMoreThan5PlotsAtTheEndOfTheTurn_thenThePlayerDiscardsDownToTheLimit() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        sc.group(0, "canada", Scenario.root(0));
        sc.group(1, "japan", Scenario.root(1));
        for (int i = 0; i < 7; i++) sc.hand(0, "reload");
        Scenario.Game g = sc.game();
        g.send(0, new EndTurn());
        assertThat(g.state.phase()).isEqualTo(Phase.DISCARD);
        assertThat(RulesView.awaiting(g.state)).containsExactly(0);
        g.send(0, new Discard(g.state.player(0).hand().getFirst().uid()));
        assertThat(g.state.phase()).isEqualTo(Phase.DISCARD);
        g.send(0, new Discard(g.state.player(0).hand().getFirst().uid()));
        assertThat(g.state.phase()).isEqualTo(Phase.KNOCK);
    }

    @Test
    void givenAPlayerAfterHisThirdTurnWithoutPuppets_thenHeIsEliminatedAndTheLastPlayerWins() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        sc.group(0, "japan", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        String ny = sc.group(0, "new-york", Scenario.root(0));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.DESTROY, false));
        g.send(1, new Pass());
        g.send(0, new Aid(Scenario.root(0), true));
        g.allPass(1, 1);
        assertThat(g.state.player(1).out()).isTrue();
        assertThat(g.state.finished()).isTrue();
        assertThat(g.state.reason()).isEqualTo("ELIMINATION");
        assertThat(g.state.winners()).containsExactly(0);
    }

    @Test
    void givenTheBasicGoal_thenItDependsOnThePlayerCount() {
        assertThat(InwoRules.basicGoal(2)).isEqualTo(12);
        assertThat(InwoRules.basicGoal(3)).isEqualTo(12);
        assertThat(InwoRules.basicGoal(4)).isEqualTo(11);
        assertThat(InwoRules.basicGoal(5)).isEqualTo(10);
        assertThat(InwoRules.basicGoal(6)).isEqualTo(10);
    }

    @Test
    void givenAPlayerControllingTheBasicGoal_whenHisTurnEndsAndNobodyThwartsIt_thenHeWins() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String top = sc.group(0, "new-york", Scenario.root(0));
        List<String> more = List.of("russia", "japan", "canada", "batf", "witch", "hackers", "wargamers", "rock-star",
                "filler-1", "filler-2");
        String master = top;
        for (String c : more) {
            try {
                master = sc.group(0, c, master);
            } catch (IllegalStateException full) {
                master = sc.group(0, c, Scenario.root(0));
            }
        }
        sc.group(1, "evil-senator", Scenario.root(1));
        Scenario.Game g = sc.game();
        assertThat(g.state.player(0).structure()).hasSize(12);
        g.send(0, new EndTurn());
        g.allPass(); // the knock window; then the victory is declared
        assertThat(g.events).anyMatch(e -> e instanceof VictoryDeclared v && v.seats().equals(List.of(0)));
        assertThat(g.state.phase()).isEqualTo(Phase.VICTORY);
        g.allPass();
        assertThat(g.state.finished()).isTrue();
        assertThat(g.state.reason()).isEqualTo("VICTORY");
        assertThat(g.state.winners()).containsExactly(0);
    }

    @Test
    void givenTheFirstRound_whenAPlayerMeetsTheBasicGoal_thenHeDoesNotWinYet() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        for (String c : List.of("new-york", "russia", "japan", "canada", "batf", "witch", "hackers", "wargamers",
                "rock-star", "filler-1", "filler-2")) {
            sc.groupAnywhere(0, c);
        }
        sc.group(1, "evil-senator", Scenario.root(1));
        sc.turn = 2; // the second turn of a two-player game: still the first round
        Scenario.Game g = sc.game();
        g.send(0, new EndTurn());
        g.allPass();
        assertThat(g.events).noneMatch(e -> e instanceof VictoryDeclared);
        assertThat(g.events).anyMatch(e -> e instanceof TurnStarted);
    }

    @Test
    void givenTwoPlayers_whenTheAttackerHasNotHadAFullTurn_thenHeMayNotAttackHisRival() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        sc.turns(0, 0).turns(1, 1);
        Scenario.Game g = sc.game();
        assertThatThrownBy(() -> g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false)))
                .extracting(e -> ((RuleViolation) e).code()).isEqualTo("PROTECTED");
    }

    @Test
    void givenTheTurnLimitHouseRule_whenItIsReached_thenTheLeadersShareTheWin() {
        InwoPlay play = InwoPlay.start(InwoFixture.RULES, InwoRandomGamesTest.decks(2), "limit", Map.of("turnLimit", 1));
        chooseLeads(play);
        int me = play.state.current();
        play.send(me, new Draw(false, false));
        play.send(me, new SkipTakeover());
        play.send(me, new EndTurn());
        while (play.state.window() != null) play.send(play.state.window().priority(), new Pass());
        assertThat(play.state.finished()).isTrue();
        assertThat(play.state.reason()).isEqualTo("TURN_LIMIT");
        // two groups each; the most total Power breaks the tie: Bavaria 10 + New York 7 against The Network 8 + Russia 4
        assertThat(play.state.winners()).containsExactly(0);
    }

    @Test
    void givenAWindow_thenPriorityGoesRoundInTurnOrderAndAResponseRestartsTheRoundOfPasses() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "shangri-la");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        String japan = sc.group(1, "japan", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false));
        assertThat(RulesView.awaiting(g.state)).containsExactly(1);
        g.send(1, new Pass());
        assertThat(RulesView.awaiting(g.state)).containsExactly(2);
        g.send(2, new Pass());
        assertThat(RulesView.awaiting(g.state)).containsExactly(0);
        assertThatThrownBy(() -> g.send(1, new Pass())).extracting(e -> ((RuleViolation) e).code()).isEqualTo("NOT_YOUR_TURN");
        g.send(0, new Pass());
        assertThat(g.events).as("three passes in a row close the window").anyMatch(e -> e instanceof AttackResolved);
        // a response restarts the round: everybody, the responder included, must pass again; then the dice roll
        Scenario sc2 = Scenario.of("bavarian-illuminati", "the-network", "shangri-la");
        String ny2 = sc2.group(0, "new-york", Scenario.root(0));
        String russia = sc2.group(1, "russia", sc2.group(1, "japan", Scenario.root(1)));
        String canada2 = sc2.group(1, "canada", russia); // three groups away: no position bonus
        String batf = sc2.group(2, "batf", Scenario.root(2)); // shares Government with Canada: may aid
        for (int seat = 0; seat < 3; seat++) sc2.autoPass(seat, io.tabletop.games.inwo.model.AutoPass.ROLL); // no roll window
        Scenario.Game h = sc2.game();
        h.send(0, new InwoCommand.Attack(ny2, canada2, AttackKind.CONTROL, false));
        h.send(1, new Pass());
        h.send(2, new Aid(batf, false));
        assertThat(h.state.window().passes()).isZero();
        assertThat(RulesView.awaiting(h.state)).containsExactly(0);
        h.send(0, new Pass());
        h.send(1, new Pass());
        assertThat(h.state.attack()).as("the responder must pass too").isNotNull();
        List<InwoEvent> last = h.send(2, new Pass(), 1, 1);
        AttackResolved r = (AttackResolved) last.stream().filter(e -> e instanceof AttackResolved).findFirst().orElseThrow();
        // New York 7 - Canada's Resistance 4 - 4 (Government shared with its master Russia) + B.A.T.F.'s aid 3
        assertThat(r.strength()).isEqualTo(7 - 4 - 4 + 3);
        assertThat(r.dice()).as("the server rolls when the window closes").containsExactly(1, 1);
        assertThat(r.success()).isTrue();
        assertThat(japan).isNotNull();
    }

    @Test
    void givenAWindow_thenSilenceCountsAsPassForTheSeatHoldingPriority() {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network");
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String canada = sc.group(1, "canada", Scenario.root(1));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false));
        var silence = Scenario.RULES.silence(g.state).orElseThrow();
        assertThat(silence.reaction()).isTrue();
        assertThat(silence.passes()).hasSize(1);
        assertThat(silence.passes().getFirst().seat()).isEqualTo(1);
        assertThat(silence.passes().getFirst().command()).isEqualTo(new Pass());
    }

    /** The rules' awaiting, for readability. */
    static final class RulesView {
        static List<Integer> awaiting(InwoState s) {
            return Scenario.RULES.awaiting(s);
        }
    }
}
