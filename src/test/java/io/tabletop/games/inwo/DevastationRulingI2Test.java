package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Outcome;
import io.tabletop.engine.RuleViolation;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.goals.Goals;
import io.tabletop.games.inwo.model.Placed;
import io.tabletop.games.inwo.abilities.Structures;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.TurnFlags;
import io.tabletop.games.inwo.versions.InwoVersion;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.InwoState;
import io.tabletop.games.inwo.model.Player;

/**
 * Ruling I2 of the rules file ("Rulings for the service"): Devastation reaches down the line while it lasts
 * [WDH p.12]. From rules version 3 on, while a Place is Devastated the Place and every Group below it, at any depth,
 * get no Action tokens (the turn's refresh, a token given by an ability or a Plot) and count toward no goal (the
 * Basic Goal's number of Groups, Power totals (the Place's own Power too), the house rule's leaders); Groups moved
 * below it later are held the same, a Group moved out is freed, Relief restores them all. A game recorded under
 * version 2 keeps playing as it was recorded: there only the Devastated Place itself is left out, of the refresh and
 * of the Basic Goal's number. Test catalogue: Japan (a Place, Power 6) is the Devastated Place, under the Bavarian
 * Illuminati (Power 10; special goal: a total Power of 50); shipped catalogue for N.A.S.A., Ninjas and Blitzkrieg.
 */
class DevastationRulingI2Test {

    static final InwoRules V2 = new InwoRules(InwoFixture.CATALOGUE, 2);
    static final InwoRules V3 = new InwoRules(InwoFixture.CATALOGUE, 3);
    static final Abilities A2 = new Abilities(InwoFixture.CATALOGUE, new InwoVersion(2));
    static final Abilities A3 = new Abilities(InwoFixture.CATALOGUE, new InwoVersion(3));
    static final InwoRules SHIPPED_V2 = new InwoRules(InwoTestDecks.SHIPPED, 2);
    static final InwoRules SHIPPED_V3 = new InwoRules(InwoTestDecks.SHIPPED, 3);

    private static RuleViolation refused(Runnable r) {
        try {
            r.run();
        } catch (RuleViolation v) {
            return v;
        }
        throw new AssertionError("not refused");
    }

    /** The Place Devastated as a Disaster leaves it: it and every card below it without tokens. */
    private static void devastate(Scenario sc, int seat, String place) {
        Player p = sc.players.get(seat);
        for (Placed c : Structures.subtree(p, place)) p = p.update(c.uid(), x -> x.withTokens(0));
        sc.players.set(seat, p.update(place, c -> c.withDevastated(true)));
    }

    /** The uids of the turn's refresh (none: no event). */
    private static List<String> refreshed(List<InwoEvent> events) {
        return events.stream().filter(e -> e instanceof TokensPlaced).map(e -> ((TokensPlaced) e).uids()).findFirst()
                .orElse(List.of());
    }

    private static int tokens(Scenario.Game g, int seat, String uid) {
        return g.state.player(seat).placed(uid).tokens();
    }

    /**
     * Plays on to {@code seat}'s next refresh (step 4 of its turn), every other step as silence would (draw both, no
     * takeover, end the turn, pass), and returns the refresh's events.
     */
    private static List<InwoEvent> nextRefresh(Scenario.Game g, int seat) {
        for (int step = 0; step < 200; step++) {
            InwoState s = g.state;
            if (s.window() != null) {
                g.send(s.window().priority(), new Pass());
                continue;
            }
            switch (s.phase()) {
                case DRAW -> g.send(s.current(), new Draw(true, true));
                case TAKEOVER -> {
                    if (s.current() == seat) return g.send(seat, new SkipTakeover());
                    g.send(s.current(), new SkipTakeover());
                }
                case MAIN -> g.send(s.current(), new EndTurn());
                default -> throw new AssertionError("unexpected phase " + s.phase());
            }
        }
        throw new AssertionError("no refresh for seat " + seat);
    }

    /** Seat 0 ends its turn and everybody passes the knock (and a victory window): the events. */
    private static List<InwoEvent> endOfTurn(Scenario.Game g) {
        List<InwoEvent> out = new java.util.ArrayList<>(g.send(0, new EndTurn()));
        while (g.state.window() != null && !g.state.finished()) out.addAll(g.allPass());
        return out;
    }

    /**
     * Two players of the test catalogue, seat 1 with New York under its Illuminati (a player with no Group but his
     * Illuminati is out at the end of a turn).
     */
    private static Scenario table() {
        Scenario s = Scenario.of("bavarian-illuminati", "the-network");
        s.group(1, "new-york", Scenario.root(1));
        return s;
    }

    // ---------------------------------------------------------------- the line: Japan Devastated, two Groups below

    Scenario sc;
    String japan;
    String nsa;
    String hackers;
    String russia;

    /**
     * Seat 0 at its takeover step: Japan Devastated under the Illuminati, N.S.A. below Japan and Hackers below
     * N.S.A. (two deep); Russia beside Japan. Nobody of seat 0 holds a token. Seat 1: New York.
     */
    Scenario line() {
        sc = table();
        japan = sc.group(0, "japan", Scenario.root(0));
        nsa = sc.group(0, "nsa", japan);
        hackers = sc.group(0, "hackers", nsa);
        russia = sc.group(0, "russia", Scenario.root(0));
        devastate(sc, 0, japan);
        for (String uid : List.of(Scenario.root(0), nsa, hackers, russia)) sc.tokens(0, uid, 0);
        sc.phase = Phase.TAKEOVER;
        return sc;
    }

    @Test
    void versionThree_andLaterDecideTheRulingsOfI2() {
        assertThat(Scenario.RULES.version()).isGreaterThanOrEqualTo(3);
        assertThat(new InwoVersion(InwoVersion.NEWEST.number()).devastationReachesDown()).isTrue();
        assertThat(V3.version()).isEqualTo(3);
        assertThat(new InwoVersion(3).devastationReachesDown()).isTrue();
        assertThat(new InwoVersion(2).devastationReachesDown()).isFalse();
    }

    @Test
    void versionThree_atTheRefresh_groupsBelowADevastatedPlaceAtAnyDepthGetNoToken() {
        line();
        Scenario.Game g = new Scenario.Game(V3, sc.state());
        List<InwoEvent> out = nextRefresh(g, 0);
        assertThat(out).containsExactly(new TokensPlaced(0, List.of(Scenario.root(0), russia)), new PhaseChanged(Phase.MAIN));
        assertThat(tokens(g, 0, japan)).isZero();
        assertThat(tokens(g, 0, nsa)).as("one below the Place").isZero();
        assertThat(tokens(g, 0, hackers)).as("two below the Place").isZero();
        assertThat(tokens(g, 0, russia)).as("beside it").isEqualTo(1);
        // and N.S.A. may not act this turn: it has no token to attack with
        assertThat(V3.legalMoves(g.state, 0)).noneMatch(c -> c instanceof InwoCommand.Attack x && x.attacker().equals(nsa));
    }

    @Test
    void versionTwo_theSamePositionStillGivesTheGroupsBelowTheDevastatedPlaceTheirTokens() {
        line(); // the position versionThree_atTheRefresh_groupsBelowADevastatedPlaceAtAnyDepthGetNoToken refreshes
        Scenario.Game g = new Scenario.Game(V2, sc.state());
        assertThat(g.rules.version()).isEqualTo(2);
        List<InwoEvent> out = nextRefresh(g, 0);
        assertThat(out).containsExactly(new TokensPlaced(0, List.of(Scenario.root(0), nsa, hackers, russia)),
                new PhaseChanged(Phase.MAIN));
        assertThat(tokens(g, 0, japan)).as("the Devastated Place itself: none, as always").isZero();
        assertThat(tokens(g, 0, nsa)).isEqualTo(1);
        assertThat(tokens(g, 0, hackers)).isEqualTo(1);
    }

    @Test
    void versionThree_aDisasterDevastatesAPlace_thenAtItsOwnersNextRefreshTheGroupBelowItGetsNoToken() {
        // a real hit: seat 0's Earthquake devastates seat 1's Canada (one group away), Rock Star below it
        Scenario s = Scenario.of("bavarian-illuminati", "the-network");
        String quake = s.hand(0, "earthquake");
        String japan1 = s.group(1, "japan", Scenario.root(1));
        String canada = s.group(1, "canada", japan1);
        String rock = s.group(1, "rock-star", canada);
        s.group(0, "new-york", Scenario.root(0));
        s.tokens(1, Scenario.root(1), 0).tokens(1, japan1, 0);
        for (String v : List.of("v2", "v3")) {
            Scenario.Game g = new Scenario.Game(v.equals("v3") ? V3 : V2, s.state());
            g.send(0, new PlayPlot(quake, canada, null));
            g.allPass(1, 1); // Huge: 12 - 3 - 5 = 4; roll 2, margin 2: Devastated
            assertThat(g.events).contains(new Devastated(canada, List.of(rock)));
            assertThat(tokens(g, 1, rock)).as("lost at the hit, in both versions").isZero();

            List<InwoEvent> out = nextRefresh(g, 1);
            if (v.equals("v3")) {
                assertThat(refreshed(out)).containsExactly(Scenario.root(1), japan1);
                assertThat(tokens(g, 1, rock)).isZero();
            } else {
                assertThat(refreshed(out)).containsExactly(Scenario.root(1), japan1, rock);
                assertThat(tokens(g, 1, rock)).isEqualTo(1);
            }
        }
    }

    @Test
    void versionThree_aGroupMovedBelowADevastatedPlaceLaterGetsNoTokenAndCountsForNoGoal() {
        sc = table();
        japan = sc.group(0, "japan", Scenario.root(0));
        russia = sc.group(0, "russia", Scenario.root(0));
        String batf = sc.group(0, "batf", russia);
        devastate(sc, 0, japan);
        sc.tokens(0, russia, 0);
        Scenario.Game g = new Scenario.Game(V3, sc.state());
        assertThat(Goals.count(A3, g.state, 0, List.of())).isEqualTo(3); // the Illuminati, Russia, B.A.T.F.

        g.send(0, new Move(batf, japan, batf, null)); // B.A.T.F. pays with its own token
        assertThat(g.state.player(0).placed(batf).master()).isEqualTo(japan);
        assertThat(Goals.count(A3, g.state, 0, List.of())).as("B.A.T.F. below the Devastated Place").isEqualTo(2);

        List<InwoEvent> out = nextRefresh(g, 0);
        assertThat(refreshed(out)).containsExactly(russia);
        assertThat(tokens(g, 0, batf)).isZero();
    }

    @Test
    void versionTwo_aGroupMovedBelowADevastatedPlaceStillGetsItsToken() {
        sc = table();
        japan = sc.group(0, "japan", Scenario.root(0));
        russia = sc.group(0, "russia", Scenario.root(0));
        String batf = sc.group(0, "batf", russia);
        devastate(sc, 0, japan);
        sc.tokens(0, russia, 0);
        Scenario.Game g = new Scenario.Game(V2, sc.state());
        g.send(0, new Move(batf, japan, batf, null));
        assertThat(Goals.count(A2, g.state, 0, List.of())).isEqualTo(3);

        List<InwoEvent> out = nextRefresh(g, 0);
        assertThat(refreshed(out)).containsExactly(russia, batf);
        assertThat(tokens(g, 0, batf)).isEqualTo(1);
    }

    @Test
    void versionThree_aGroupMovedOutFromBelowADevastatedPlaceGetsItsTokenAgain_withItsPuppets() {
        line();
        sc.phase = Phase.MAIN;
        sc.tokens(0, Scenario.root(0), 1);
        sc.tokens(0, russia, 1);
        Scenario.Game g = new Scenario.Game(V3, sc.state());
        assertThat(Goals.count(A3, g.state, 0, List.of())).isEqualTo(2); // the Illuminati, Russia

        g.send(0, new Move(nsa, Scenario.root(0), Scenario.root(0), null)); // N.S.A. (Hackers below it) to the Illuminati
        assertThat(g.state.player(0).placed(nsa).master()).isEqualTo(Scenario.root(0));
        assertThat(g.state.player(0).placed(hackers).master()).isEqualTo(nsa);
        assertThat(Goals.count(A3, g.state, 0, List.of())).as("freed: N.S.A. and Hackers count again").isEqualTo(4);

        List<InwoEvent> out = nextRefresh(g, 0);
        assertThat(refreshed(out)).containsExactly(Scenario.root(0), nsa, hackers);
        assertThat(tokens(g, 0, nsa)).isEqualTo(1);
        assertThat(tokens(g, 0, hackers)).isEqualTo(1);
        assertThat(tokens(g, 0, japan)).as("the Place stays Devastated").isZero();
    }

    @Test
    void versionThree_reliefRestoresThePlaceAndEveryGroupBelowIt() {
        line();
        sc.phase = Phase.MAIN;
        String ny = sc.group(0, "new-york", Scenario.root(0));
        sc.tokens(0, Scenario.root(0), 1).tokens(0, russia, 1); // Relief of Power 6 needs 18: 10 + 7 + 4
        Scenario.Game g = new Scenario.Game(V3, sc.state());
        assertThat(Goals.count(A3, g.state, 0, List.of())).isEqualTo(3); // the Illuminati, Russia, New York

        assertThat(g.send(0, new Relieve(japan))).containsExactly(new Relieved(0, japan, List.of(Scenario.root(0), ny, russia)));
        assertThat(g.state.player(0).placed(japan).devastated()).isFalse();
        assertThat(Goals.count(A3, g.state, 0, List.of())).as("Japan, N.S.A. and Hackers count again").isEqualTo(6);

        List<InwoEvent> out = nextRefresh(g, 0);
        assertThat(refreshed(out)).containsExactly(Scenario.root(0), japan, nsa, hackers, russia, ny);
        for (String uid : List.of(japan, nsa, hackers)) assertThat(tokens(g, 0, uid)).as(uid).isEqualTo(1);
    }

    // ---------------------------------------------------------------- goals

    @Test
    void versionThree_theBasicGoalsNumberLeavesOutTheDevastatedPlaceAndEveryGroupBelowIt() {
        line();
        InwoState s = sc.state();
        assertThat(Goals.count(A3, s, 0, List.of())).as("the Illuminati and Russia").isEqualTo(2);
        assertThat(Goals.count(A2, s, 0, List.of())).as("version 2: all but Japan").isEqualTo(4);
    }

    /**
     * Seat 0 with 12 Groups toward the Basic Goal of two players under version 2 (the Illuminati included, Japan
     * left out): three of them below the Devastated Japan, so 9 under version 3.
     */
    private InwoState twelveWithThreeBelowJapan() {
        sc = table();
        japan = sc.group(0, "japan", Scenario.root(0));
        for (String g : List.of("nsa", "hackers", "wargamers")) sc.group(0, g, japan);
        String ny = sc.group(0, "new-york", Scenario.root(0));
        for (String g : List.of("russia", "canada", "batf")) sc.group(0, g, ny);
        String clone = sc.group(0, "clone-arrangers", Scenario.root(0));
        for (String g : List.of("filler-1", "filler-2")) sc.group(0, g, clone);
        sc.group(0, "filler-3", Scenario.root(0));
        devastate(sc, 0, japan);
        return sc.state();
    }

    @Test
    void versionThree_aPlayerShortOfTheBasicGoalWithoutTheGroupsBelowADevastatedPlace_doesNotWin() {
        InwoState s = twelveWithThreeBelowJapan();
        assertThat(Goals.count(A3, s, 0, List.of())).isEqualTo(9);
        assertThat(Goals.met(A3, s, 0)).isNull();
        Scenario.Game g = new Scenario.Game(V3, s);
        List<InwoEvent> out = endOfTurn(g);
        assertThat(out).noneMatch(e -> e instanceof VictoryDeclared || e instanceof GameEnded);
        assertThat(out).contains(new TurnStarted(1, 21));
        assertThat(V3.outcome(g.state)).isEqualTo(Outcome.PLAYING);
    }

    @Test
    void versionTwo_theSamePlayerStillWinsWithTheGroupsBelowTheDevastatedPlace() {
        InwoState s = twelveWithThreeBelowJapan();
        assertThat(Goals.count(A2, s, 0, List.of())).isEqualTo(12);
        assertThat(Goals.met(A2, s, 0)).isEqualTo("BASIC");
        Scenario.Game g = new Scenario.Game(V2, s);
        List<InwoEvent> out = endOfTurn(g);
        assertThat(out).anyMatch(e -> e instanceof VictoryDeclared v && v.seats().equals(List.of(0))
                && v.goals().equals(List.of("BASIC")));
        assertThat(out.getLast()).isEqualTo(new GameEnded("VICTORY", List.of(0)));
        assertThat(V2.outcome(g.state)).isEqualTo(new Outcome(true, List.of(0)));
    }

    @Test
    void versionThree_aTotalPowerGoalLeavesOutTheDevastatedPlacesOwnPower() {
        // Bavaria: a total Power of 50. 10 + Japan 6 (Devastated, nothing below it) + New York 7 + Clone Arrangers 6
        // + N.S.A. 5 + Filler 4 6 + Filler 9 6 + Russia 4 = 50
        sc = table();
        japan = sc.group(0, "japan", Scenario.root(0));
        String ny = sc.group(0, "new-york", Scenario.root(0));
        sc.group(0, "clone-arrangers", Scenario.root(0));
        sc.group(0, "filler-4", Scenario.root(0));
        for (String g : List.of("nsa", "filler-9", "russia")) sc.group(0, g, ny);
        devastate(sc, 0, japan);
        InwoState s = sc.state();
        assertThat(Goals.met(A2, s, 0)).as("version 2 counts the Devastated Place's Power").isEqualTo("SPECIAL");
        assertThat(Goals.met(A3, s, 0)).as("44 without Japan's 6").isNull();
        assertThat(endOfTurn(new Scenario.Game(V3, s))).noneMatch(e -> e instanceof VictoryDeclared);
        assertThat(endOfTurn(new Scenario.Game(V2, s)).getLast()).isEqualTo(new GameEnded("VICTORY", List.of(0)));
    }

    @Test
    void versionThree_aTotalPowerGoalLeavesOutThePowerOfEveryGroupBelowTheDevastatedPlace() {
        // 10 + Japan 6 (Devastated) + New York 7 below it + 35 elsewhere = 58: 52 without Japan, 45 without both
        sc = table();
        japan = sc.group(0, "japan", Scenario.root(0));
        String ny = sc.group(0, "new-york", japan);
        String clone = sc.group(0, "clone-arrangers", Scenario.root(0));
        String nsa0 = sc.group(0, "nsa", Scenario.root(0));
        sc.group(0, "filler-4", Scenario.root(0));
        sc.group(0, "filler-9", clone);
        sc.group(0, "russia", clone);
        sc.group(0, "filler-3", nsa0);
        sc.group(0, "filler-1", nsa0);
        devastate(sc, 0, japan);
        InwoState s = sc.state();
        assertThat(Goals.met(A3, s, 0)).isNull();
        assertThat(Goals.met(A2, s, 0)).isEqualTo("SPECIAL");
        Scenario.Game g3 = new Scenario.Game(V3, s);
        assertThat(endOfTurn(g3)).noneMatch(e -> e instanceof VictoryDeclared);
        assertThat(V3.outcome(g3.state)).isEqualTo(Outcome.PLAYING);
        Scenario.Game g2 = new Scenario.Game(V2, s);
        assertThat(endOfTurn(g2)).anyMatch(e -> e instanceof VictoryDeclared v && v.goals().equals(List.of("SPECIAL")));
        assertThat(V2.outcome(g2.state)).isEqualTo(new Outcome(true, List.of(0)));
        assertThat(ny).isNotNull();
    }

    @Test
    void versionThree_theTurnLimitsLeadersLeaveOutTheDevastatedPlaceAndItsGroupsPower() {
        // seat 0: the Illuminati 10, Japan 6 (Devastated) with N.S.A. 5 and Hackers 3 below it, Russia 4; seat 1: the
        // Illuminati 8 and New York 7
        line();
        sc.phase = Phase.MAIN;
        InwoState s = lastTurn(sc.state());
        // version 3: two Groups each (the Illuminati and Russia against the Illuminati and New York), Power 14 to 15
        assertThat(endOfTurn(new Scenario.Game(V3, s)).getLast()).isEqualTo(new GameEnded("TURN_LIMIT", List.of(1)));
        // version 2: the Illuminati, N.S.A., Hackers and Russia against two
        assertThat(endOfTurn(new Scenario.Game(V2, s)).getLast()).isEqualTo(new GameEnded("TURN_LIMIT", List.of(0)));
    }

    @Test
    void versionThree_theTurnLimitsLeadersLeaveOutTheDevastatedPlacesOwnPower() {
        // nothing below Japan: two Groups each in both versions; seat 0's Power 10 + 6 + 4 = 20 (version 2) or 14
        sc = table();
        japan = sc.group(0, "japan", Scenario.root(0));
        sc.group(0, "russia", Scenario.root(0)); // seat 1: 8 + New York 7 = 15
        devastate(sc, 0, japan);
        InwoState s = lastTurn(sc.state());
        assertThat(endOfTurn(new Scenario.Game(V3, s)).getLast()).isEqualTo(new GameEnded("TURN_LIMIT", List.of(1)));
        assertThat(endOfTurn(new Scenario.Game(V2, s)).getLast()).isEqualTo(new GameEnded("TURN_LIMIT", List.of(0)));
    }

    /** The position in seat 0's main phase of the last turn the turn limit allows (so its end ends the game). */
    private static InwoState lastTurn(InwoState p) {
        return new InwoState(p.players(), Phase.MAIN, 0, p.turn(), 0, TurnFlags.NEW, null, null, null, List.of(),
                p.basicGoal(), p.turn(), 0, List.of(), null);
    }

    // ---------------------------------------------------------------- tokens given by abilities and Plots

    @Test
    void versionThree_nasaMayNotGiveItsTokenToAGroupBelowADevastatedPlace() {
        Scenario s = Scenario.shipped("bavarian-illuminati", "the-network");
        String japan0 = s.group(0, "japan", Scenario.root(0));
        String cia = s.group(0, "c-i-a", japan0);
        String nasa = s.group(0, "nasa", Scenario.root(0));
        devastate(s, 0, japan0);
        assertThat(s.players.get(0).placed(cia).tokens()).isZero();
        Scenario.Game g = new Scenario.Game(SHIPPED_V3, s.state());
        GiveToken give = new GiveToken(nasa, cia, null);
        assertThat(SHIPPED_V3.legalMoves(g.state, 0)).doesNotContain(give);
        assertThat(refused(() -> g.send(0, give)).code()).isEqualTo("CANNOT_ACT");
        assertThat(tokens(g, 0, nasa)).isEqualTo(1);

        // version 2: given
        Scenario.Game g2 = new Scenario.Game(SHIPPED_V2, s.state());
        assertThat(SHIPPED_V2.legalMoves(g2.state, 0)).contains(give);
        assertThat(g2.send(0, give)).containsExactly(new TokensSpent(0, List.of(nasa), "ABILITY"), new TokensGiven(0, List.of(cia)));
        assertThat(tokens(g2, 0, cia)).isEqualTo(1);
    }

    @Test
    void versionThree_reloadGivesNoTokenToAGroupBelowADevastatedPlace() {
        // Reload: a token for each Violent Group of yours without one, up to 5 Power's worth (or any one Group)
        sc = table();
        japan = sc.group(0, "japan", Scenario.root(0));
        String batf = sc.group(0, "batf", japan); // Violent, Power 3
        russia = sc.group(0, "russia", Scenario.root(0)); // Violent, Power 4
        devastate(sc, 0, japan);
        sc.tokens(0, russia, 0);
        String reload = sc.hand(0, "reload");
        for (InwoRules r : List.of(V3, V2)) {
            Scenario.Game g = new Scenario.Game(r, sc.state());
            g.send(0, new PlayPlot(reload, null, null));
            g.allPass();
            TokensGiven given = (TokensGiven) g.events.stream().filter(e -> e instanceof TokensGiven).findFirst().orElseThrow();
            if (r == V3) {
                assertThat(given).isEqualTo(new TokensGiven(0, List.of(russia)));
                assertThat(tokens(g, 0, batf)).isZero();
            } else {
                assertThat(given).as("version 2: B.A.T.F. first, then Russia would pass 5").isEqualTo(new TokensGiven(0, List.of(batf)));
                assertThat(tokens(g, 0, batf)).isEqualTo(1);
            }
        }
    }

    @Test
    void versionThree_ninjasBelowADevastatedPlaceGetNoTokenWhenAnAttackOnThemFails() {
        Scenario s = Scenario.shipped("bavarian-illuminati", "the-network");
        String ny = s.group(0, "new-york", Scenario.root(0));
        String japan1 = s.group(1, "japan", Scenario.root(1));
        String ninjas = s.group(1, "ninjas", japan1);
        devastate(s, 1, japan1);
        for (InwoRules r : List.of(SHIPPED_V3, SHIPPED_V2)) {
            Scenario.Game g = new Scenario.Game(r, s.state());
            g.send(0, new InwoCommand.Attack(ny, ninjas, AttackKind.CONTROL, false));
            g.allPass(6, 6); // 12 always fails
            assertThat(g.events).anyMatch(e -> e instanceof AttackResolved a && !a.success());
            assertThat(tokens(g, 1, ninjas)).as("version " + r.version()).isEqualTo(r == SHIPPED_V3 ? 0 : 1);
        }
    }

    @Test
    void versionThree_blitzkriegGivesNoTokenToAGroupTakenBelowADevastatedPlace() {
        // New York, moved below the Devastated Japan with its token, takes Canada: Canada lands below New York
        Scenario s = Scenario.shipped("bavarian-illuminati", "the-network");
        String japan0 = s.group(0, "japan", Scenario.root(0));
        String ny = s.group(0, "new-york", japan0);
        devastate(s, 0, japan0);
        s.tokens(0, ny, 1);
        String wall = s.group(1, "wall-street", Scenario.root(1));
        String cable = s.group(1, "cable-tv", wall);
        String canada = s.group(1, "canada", cable); // no position bonus, no master alignment: strength 3
        String blitz = s.hand(0, "blitzkrieg");
        for (InwoRules r : List.of(SHIPPED_V3, SHIPPED_V2)) {
            Scenario.Game g = new Scenario.Game(r, s.state());
            g.send(0, new InwoCommand.Attack(ny, canada, AttackKind.CONTROL, false));
            g.allPass(1, 1);
            assertThat(g.state.player(0).placed(canada).master()).isEqualTo(ny);
            assertThat(g.state.player(0).placed(canada).fresh()).isTrue();
            PlayPlot play = new PlayPlot(blitz, canada, null);
            if (r == SHIPPED_V3) {
                assertThat(r.legalMoves(g.state, 0)).doesNotContain(play);
                assertThat(refused(() -> g.send(0, play)).code()).isEqualTo("INVALID_TARGET");
            } else {
                assertThat(r.legalMoves(g.state, 0)).contains(play);
                g.send(0, play);
                g.allPass();
                assertThat(tokens(g, 0, canada)).isEqualTo(1);
            }
        }
    }
}
