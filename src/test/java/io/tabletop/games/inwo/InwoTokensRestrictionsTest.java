package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Phase;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/** Tokens, restrictions on rivals and unusual costs (round 4): one named test per card the engine now plays. */
class InwoTokensRestrictionsTest {

    static final InwoRules RULES = InwoMorePrimitivesTest.RULES;

    static io.tabletop.games.inwo.attack.Strength.Breakdown strength(InwoState s) {
        return RULES.view(s, Viewer.SPECTATOR).attack().strength();
    }

    static void passTo(InwoMorePrimitivesTest.Table t, int seat) {
        while (t.state.window().priority() != seat) t.send(t.state.window().priority(), new Pass());
    }

    /** Seat 0's Japan attacks seat 1's B.A.T.F. (Government, Violent), two groups below its Illuminati. */
    static final class Position {
        final InwoMorePrimitivesTest.Table t = new InwoMorePrimitivesTest.Table();
        final String japan = t.put(0, "japan", Scenario.root(0), 0, 1);
        final String batf = t.put(1, "b-a-t-f", t.put(1, "new-york", t.put(1, "big-media", Scenario.root(1), 0, 1), 0, 1), 0, 1);
    }

    // ------------------------------------------------------------------ Hammer of Thor

    @Test
    void givenHammerOfThor_whenItsPlayerSpendsItsActionOnHisGovernmentGroupsAttack_thenTheAttackGetsPlusTwo() {
        Position p = new Position();
        String hammer = p.t.put(0, "hammer-of-thor", Scenario.root(0), -1, 1);
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.DESTROY, false));
        int before = strength(p.t.state).bonuses();
        passTo(p.t, 0);
        assertThat(RULES.legalMoves(p.t.state, 0)).contains(new UseAbility(hammer));
        p.t.send(0, new UseAbility(hammer));
        assertThat(p.t.state.player(0).placed(hammer).tokens()).isZero();
        assertThat(strength(p.t.state).bonuses()).isEqualTo(before + 2);
        assertThat(InwoMorePrimitivesTest.implemented("hammer-of-thor")).isTrue();
    }

    @Test
    void givenHammerOfThorOfTheDefender_whenSpentAgainstAnAttackToDestroyHisViolentGroup_thenItDefendsWithPlusTwo() {
        Position p = new Position();
        String hammer = p.t.put(1, "hammer-of-thor", Scenario.root(1), -1, 1);
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.DESTROY, false));
        int before = strength(p.t.state).bonuses(); // its defence is not there without its action
        passTo(p.t, 1);
        assertThat(RULES.legalMoves(p.t.state, 1)).contains(new UseAbility(hammer));
        p.t.send(1, new UseAbility(hammer));
        assertThat(p.t.state.player(1).placed(hammer).tokens()).isZero();
        assertThat(strength(p.t.state).bonuses()).isEqualTo(before - 2);
    }

    @Test
    void givenHammerOfThorOfTheDefender_whenTheAttackIsToControl_thenItsActionDoesNotFit() {
        Position p = new Position();
        String hammer = p.t.put(1, "hammer-of-thor", Scenario.root(1), -1, 1);
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.CONTROL, false));
        passTo(p.t, 1);
        assertThat(RULES.legalMoves(p.t.state, 1)).doesNotContain(new UseAbility(hammer));
    }

    // ------------------------------------------------------------------ Rogue Boomer

    @Test
    void givenRogueBoomer_whenDiscardedOnAnAttackToDestroyAPlace_thenTheAttackGetsPlusTenAndTheCardIsGone() {
        var t = new InwoMorePrimitivesTest.Table();
        String japan = t.put(0, "japan", Scenario.root(0), 0, 1);
        String ny = t.put(1, "new-york", t.put(1, "big-media", t.put(1, "b-a-t-f", Scenario.root(1), 0, 1), 0, 1), 0, 1);
        String boomer = t.put(0, "rogue-boomer", Scenario.root(0), -1, 0);
        t.start(Phase.MAIN);
        t.send(0, new InwoCommand.Attack(japan, ny, AttackKind.DESTROY, false));
        int aid = strength(t.state).aid();
        passTo(t, 0);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new UseAbility(boomer));
        t.send(0, new UseAbility(boomer));
        assertThat(strength(t.state).aid()).isEqualTo(aid + 10);
        assertThat(t.state.player(0).placed(boomer)).isNull();
        assertThat(t.state.player(0).discard()).contains("rogue-boomer");
        assertThat(InwoMorePrimitivesTest.implemented("rogue-boomer")).isTrue();
    }

    @Test
    void givenRogueBoomer_whenTheAttackIsOnAnOrganization_thenItCannotBeSpent() {
        Position p = new Position();
        String boomer = p.t.put(0, "rogue-boomer", Scenario.root(0), -1, 0);
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.DESTROY, false));
        passTo(p.t, 0);
        assertThat(RULES.legalMoves(p.t.state, 0)).doesNotContain(new UseAbility(boomer));
    }

    // ------------------------------------------------------------------ S.M.O.F.

    @Test
    void givenSmof_whenItsPlayerUsesItOnARivalsWeirdGroup_thenThatGroupLosesItsTokenOncePerTurn() {
        var t = new InwoMorePrimitivesTest.Table();
        String smof = t.put(0, "s-m-o-f", Scenario.root(0), 0, 1);
        String weird = t.put(1, "s-m-o-f", Scenario.root(1), 0, 1);
        String batf = t.put(1, "b-a-t-f", Scenario.root(1), 1, 1);
        t.sc.turns(0, 1).turns(1, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new UseAbilityOn(smof, weird, false))
                .doesNotContain(new UseAbilityOn(smof, batf, false));
        t.send(0, new UseAbilityOn(smof, weird, false));
        assertThat(t.state.player(1).placed(weird).tokens()).isZero();
        assertThat(t.state.player(0).placed(smof).tokens()).isEqualTo(1); // no token spent
        assertThat(RULES.legalMoves(t.state, 0)).noneMatch(c -> c instanceof UseAbilityOn u && u.group().equals(smof));
        assertThat(InwoMorePrimitivesTest.implemented("s-m-o-f")).isTrue();
    }

    // ------------------------------------------------------------------ Scandal

    @Test
    void givenScandalPaidByAMediaAction_whenItNamesViolent_thenEveryRivalViolentGroupLosesItsToken() {
        var t = new InwoMorePrimitivesTest.Table();
        String media = t.put(0, "big-media", Scenario.root(0), 0, 1);
        String mine = t.put(0, "b-a-t-f", Scenario.root(0), 1, 1);
        String batf = t.put(1, "b-a-t-f", Scenario.root(1), 0, 1);
        String ny = t.put(1, "new-york", Scenario.root(1), 1, 1);
        String theirMedia = t.put(1, "big-media", Scenario.root(1), 2, 1);
        String scandal = t.sc.hand(0, "scandal");
        t.sc.turns(0, 1).turns(1, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(scandal, "VIOLENT", media))
                .doesNotContain(new PlayPlot(scandal, "VIOLENT", null), new PlayPlot(scandal, batf, media));
        t.send(0, new PlayPlot(scandal, "VIOLENT", media));
        t.allPass();
        assertThat(t.state.player(1).placed(batf).tokens()).isZero();
        assertThat(t.state.player(1).placed(ny).tokens()).isZero();
        assertThat(t.state.player(1).placed(theirMedia).tokens()).isEqualTo(1);
        assertThat(t.state.player(0).placed(mine).tokens()).isEqualTo(1);
        assertThat(t.state.player(0).placed(media).tokens()).isZero();
        assertThat(InwoMorePrimitivesTest.implemented("scandal")).isTrue();
    }

    // ------------------------------------------------------------------ Gremlins

    @Test
    void givenGremlins_whenAimedAtARivalsComputerGroup_thenItLosesItsToken() {
        var t = new InwoMorePrimitivesTest.Table();
        String hackers = t.put(1, "hackers", Scenario.root(1), 0, 1);
        String batf = t.put(1, "b-a-t-f", Scenario.root(1), 1, 1);
        String gremlins = t.sc.hand(0, "gremlins");
        t.sc.turns(0, 1).turns(1, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(gremlins, hackers, null))
                .doesNotContain(new PlayPlot(gremlins, batf, null));
        t.send(0, new PlayPlot(gremlins, hackers, null));
        t.allPass();
        assertThat(t.state.player(1).placed(hackers).tokens()).isZero();
        assertThat(InwoMorePrimitivesTest.implemented("gremlins")).isTrue();
    }

    @Test
    void givenGremlins_whenAimedAtARivalsGadget_thenTheGadgetGoesBackToItsOwnersHand() {
        var t = new InwoMorePrimitivesTest.Table();
        t.put(1, "b-a-t-f", Scenario.root(1), 0, 1);
        String gadget = t.put(1, "earthquake-projector", Scenario.root(1), -1, 1);
        String mine = t.put(0, "earthquake-projector", Scenario.root(0), -1, 1);
        String gremlins = t.sc.hand(0, "gremlins");
        t.sc.turns(0, 1).turns(1, 1);
        t.start(Phase.MAIN);
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(gremlins, gadget, null))
                .doesNotContain(new PlayPlot(gremlins, mine, null));
        t.send(0, new PlayPlot(gremlins, gadget, null));
        t.allPass();
        assertThat(t.state.player(1).placed(gadget)).isNull();
        assertThat(t.state.player(1).inHand(gadget)).isNotNull();
        assertThat(t.events).anyMatch(e -> e instanceof InwoEvent.ReturnedToHand r && r.uid().equals(gadget));
    }

    // ------------------------------------------------------------------ Senate Investigating Committee, Unlucky 13

    /** Seat 0 ends his turn; the window closes and seat 1's turn begins. */
    static void nextTurn(InwoMorePrimitivesTest.Table t) {
        t.send(0, new EndTurn());
        while (t.state.current() == 0 && t.state.window() != null) t.send(t.state.window().priority(), new Pass());
    }

    /** The seat ends his turn and the others' window closes. */
    static void endTurn(InwoMorePrimitivesTest.Table t, int seat) {
        t.send(seat, new EndTurn());
        while (t.state.current() == seat && t.state.window() != null) t.send(t.state.window().priority(), new Pass());
    }

    @Test
    void givenSenateInvestigatingCommittee_whenItResolvesOnTheNextPlayer_thenHisTurnIsOnlyDrawsAndTokensAndThenItIsDiscarded() {
        var t = new InwoMorePrimitivesTest.Table();
        String japan = t.put(0, "japan", Scenario.root(0), 0, 1);
        String batf = t.put(1, "b-a-t-f", Scenario.root(1), 0, 1);
        t.put(1, "new-york", Scenario.root(1), 1, 1);
        String senate = t.sc.hand(0, "senate-investigating-committee");
        t.plots(1, 3);
        t.start(Phase.MAIN);
        String rival = t.state.player(1).root().uid();
        assertThat(RULES.legalMoves(t.state, 0)).contains(new PlayPlot(senate, rival, japan))
                .doesNotContain(new PlayPlot(senate, rival, null), new PlayPlot(senate, t.state.player(0).root().uid(), japan));
        t.send(0, new PlayPlot(senate, rival, japan));
        t.allPass();
        assertThat(t.state.linked()).anyMatch(lp -> lp.card().equals("senate-investigating-committee") && lp.group().equals(rival));
        nextTurn(t);
        assertThat(t.state.current()).isEqualTo(1);
        t.send(1, new Draw(true, false));
        t.send(1, new SkipTakeover());
        assertThat(t.state.phase()).isEqualTo(Phase.MAIN);
        assertThat(t.state.player(1).placed(batf).tokens()).isEqualTo(1); // tokens placed
        assertThat(RULES.legalMoves(t.state, 1)).noneMatch(c -> c instanceof InwoCommand.Attack || c instanceof PlayPlot
                || c instanceof Move || c instanceof BuyPlot).contains(new EndTurn());
        endTurn(t, 1);
        assertThat(t.state.linked()).noneMatch(lp -> lp.card().equals("senate-investigating-committee"));
        assertThat(t.state.player(0).discard()).contains("senate-investigating-committee");
        assertThat(InwoMorePrimitivesTest.implemented("senate-investigating-committee")).isTrue();
    }

    @Test
    void givenSenateInvestigatingCommittee_whenTheRivalIsTheDiscordianSociety_thenItCannotBeAimedAtHim() {
        var t = new InwoMorePrimitivesTest.Table();
        String japan = t.put(0, "japan", Scenario.root(0), 0, 1);
        String senate = t.sc.hand(0, "senate-investigating-committee");
        t.start(Phase.MAIN);
        Player rival = t.state.player(1);
        t.state = t.state.with(1, p -> p.update(rival.root().uid(), c -> new io.tabletop.games.inwo.model.Placed(c.uid(),
                "discordian-society", c.master(), c.arrow(), c.tokens(), c.fresh(), c.alignments(), c.power(), c.devastated(), c.moved())));
        assertThat(RULES.legalMoves(t.state, 0)).doesNotContain(new PlayPlot(senate, rival.root().uid(), japan));
    }

    @Test
    void givenUnlucky13_whenItResolvesOnTheNextPlayer_thenHeDrawsNoPlotThatTurnButMayDrawAGroup() {
        var t = new InwoMorePrimitivesTest.Table();
        String druids = t.put(0, "druids", Scenario.root(0), 0, 1);
        t.put(1, "b-a-t-f", Scenario.root(1), 0, 1);
        String unlucky = t.sc.hand(0, "unlucky-13");
        t.plots(1, 3);
        t.start(Phase.MAIN);
        String rival = t.state.player(1).root().uid();
        t.send(0, new PlayPlot(unlucky, rival, druids));
        t.allPass();
        nextTurn(t);
        assertThat(RULES.legalMoves(t.state, 1)).doesNotContain(new Draw(true, false), new Draw(true, true))
                .contains(new Draw(false, true));
        t.send(1, new Draw(false, false));
        t.send(1, new SkipTakeover());
        assertThat(RULES.legalMoves(t.state, 1)).noneMatch(c -> c instanceof BuyPlot);
        endTurn(t, 1);
        assertThat(t.state.player(0).discard()).contains("unlucky-13");
        assertThat(InwoMorePrimitivesTest.implemented("unlucky-13")).isTrue();
    }

    // ------------------------------------------------------------------ Are We Having Fun Yet?

    @Test
    void givenAreWeHavingFunYet_whenPaidByTheActionOfAGroupMorePowerfulThanTheAttacker_thenTheAttackingActionIsCancelled() {
        Position p = new Position(); // Japan, Power 6, attacks B.A.T.F.
        String fun = p.t.sc.hand(1, "are-we-having-fun-yet");
        p.t.start(Phase.MAIN);
        String newYork = p.t.state.player(1).placed(p.batf).master(); // Power 7
        String bigMedia = p.t.state.player(1).placed(newYork).master(); // Power 4
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.DESTROY, false));
        passTo(p.t, 1);
        assertThat(RULES.legalMoves(p.t.state, 1)).contains(new PlayPlot(fun, null, newYork))
                .doesNotContain(new PlayPlot(fun, null, bigMedia), new PlayPlot(fun, null, null));
        p.t.send(1, new PlayPlot(fun, null, newYork));
        // I7 (version 4 on): the cancel is announced; nobody answers it, so it takes effect
        while (p.t.state.plot() != null && p.t.state.plot().cancel()) p.t.send(p.t.state.window().priority(), new InwoCommand.Pass());
        assertThat(p.t.state.attack()).isNull();
        assertThat(p.t.events).anyMatch(e -> e instanceof InwoEvent.AttackCancelled);
        assertThat(p.t.state.player(1).placed(newYork).tokens()).isZero();
        assertThat(InwoMorePrimitivesTest.implemented("are-we-having-fun-yet")).isTrue();
    }

    // ------------------------------------------------------------------ Good Polls

    @Test
    void givenGoodPollsNamingViolent_whenPlayedByTheDefenderDuringAnAttackToDestroy_thenHisViolentGroupDefendsTripled() {
        Position p = new Position();
        String polls = p.t.sc.hand(1, "good-polls");
        p.t.start(Phase.MAIN);
        p.t.send(0, new InwoCommand.Attack(p.japan, p.batf, AttackKind.DESTROY, false));
        int before = strength(p.t.state).defence();
        passTo(p.t, 1);
        assertThat(RULES.legalMoves(p.t.state, 1)).contains(new PlayPlot(polls, "VIOLENT", null));
        p.t.send(1, new PlayPlot(polls, "VIOLENT", null));
        assertThat(strength(p.t.state).defence()).isEqualTo(before * 3);
        assertThat(InwoMorePrimitivesTest.implemented("good-polls")).isTrue();
    }

    @Test
    void givenGoodPollsPlayedOnItsPlayersTurn_whenHisNextTurnBegins_thenItLeavesPlay() {
        var t = new InwoMorePrimitivesTest.Table();
        t.put(0, "japan", Scenario.root(0), 0, 1);
        t.put(1, "b-a-t-f", Scenario.root(1), 0, 1);
        String polls = t.sc.hand(0, "good-polls");
        t.plots(0, 3).plots(1, 3);
        t.start(Phase.MAIN);
        t.send(0, new PlayPlot(polls, "GOVERNMENT", null));
        t.allPass();
        assertThat(t.state.linked()).anyMatch(lp -> lp.card().equals("good-polls") && lp.seat() == 0);
        nextTurn(t);
        t.send(1, new Draw(false, false));
        t.send(1, new SkipTakeover());
        assertThat(t.state.linked()).anyMatch(lp -> lp.card().equals("good-polls")); // through the rival's turn
        endTurn(t, 1);
        assertThat(t.state.current()).isZero();
        assertThat(t.state.linked()).noneMatch(lp -> lp.card().equals("good-polls"));
        assertThat(t.state.player(0).discard()).contains("good-polls");
    }
}
