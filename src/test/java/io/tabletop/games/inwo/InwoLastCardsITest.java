package io.tabletop.games.inwo;

import static io.tabletop.games.inwo.Scenario.refused;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The last cards of the Limited set, batch I (shipped catalogue): Seize The Time! (a rival's turn taken).
 */
class InwoLastCardsITest {

    static final InwoRules RULES = Scenario.SHIPPED_RULES;

    static boolean implemented(String id) {
        return io.tabletop.games.inwo.interpreter.Interpreted.implemented(InwoTestDecks.SHIPPED.card(id).orElseThrow());
    }

    // ------------------------------------------------------------------ Seize The Time!

    /** Three players; seat 0's main phase; seat 2 holds Seize The Time! and a second Plot. */
    static Scenario seizing() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu");
        sc.group(0, "new-york", Scenario.root(0));
        sc.group(1, "big-media", Scenario.root(1));
        sc.group(2, "japan", Scenario.root(2));
        return sc;
    }

    /** Seat 0 ends his turn and the knock window passes until {@code seat} holds priority. */
    static void knockUntil(Scenario.Game g, int seat) {
        g.send(g.state.current(), new EndTurn());
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.KNOCK);
        g.passUntil(seat);
    }

    @Test
    void givenSeizeTheTimeInTheKnockWindow_whenItStands_thenTheNextTurnIsHisAndThenPassesBackToThePlayerItWasTakenFrom() {
        Scenario sc = seizing();
        String seize = sc.hand(2, "seize-the-time");
        Scenario.Game g = sc.game();
        knockUntil(g, 2);
        assertThat(RULES.legalMoves(g.state, 2)).contains(new PlayPlot(seize, null, Scenario.root(2)));
        g.send(2, new PlayPlot(seize, null, Scenario.root(2)));

        assertThat(g.state.player(2).root().tokens()).as("the Illuminati's action").isZero();
        assertThat(g.state.window().kind()).as("announced (I7)").isEqualTo(WindowKind.PLOT);
        g.allPass();

        assertThat(g.state.current()).as("his turn instead of seat 1's").isEqualTo(2);
        assertThat(g.state.turn()).isEqualTo(21);
        assertThat(g.state.phase()).isEqualTo(Phase.DRAW);
        assertThat(g.events).contains(new InwoEvent.TurnSeized(2, 1, seize, "seize-the-time"));
        assertThat(g.state.linked()).anyMatch(lp -> lp.uid().equals(seize) && lp.group().equals(Scenario.root(2)));
        assertThat(g.state.player(2).usedOnce()).contains("seize-the-time");
        assertThat(implemented("seize-the-time")).isTrue();

        // his turn: no draws, tokens for all his Groups but the Illuminati
        g.send(2, new InwoCommand.Draw(false, false));
        g.send(2, new SkipTakeover());
        assertThat(g.state.phase()).isEqualTo(Phase.MAIN);
        assertThat(g.state.player(2).root().tokens()).as("no new Illuminati token").isZero();
        assertThat(g.state.player(2).structure().get(1).tokens()).as("Japan's token").isEqualTo(1);
        g.send(2, new EndTurn());
        g.allPass();

        assertThat(g.state.current()).as("back to the player whose turn it took").isEqualTo(1);
        assertThat(g.state.turn()).isEqualTo(22);
        assertThat(g.state.flags().seized()).isFalse();
        assertThat(g.state.linked()).noneMatch(lp -> lp.uid().equals(seize));
        assertThat(g.state.player(2).discard()).contains("seize-the-time");
        assertThat(g.state.player(2).turns()).as("a turn he completed").isEqualTo(6);
        assertThat(g.state.player(1).turns()).isEqualTo(5);
    }

    @Test
    void givenASeizedTurn_whenHeDrawsBuysAPlotOrPlaysOne_thenRefused() {
        Scenario sc = seizing();
        String seize = sc.hand(2, "seize-the-time");
        String other = sc.hand(2, "the-second-bullet");
        String power = sc.hand(2, "power-grab");
        String bank = sc.group(2, "bank-of-england", Scenario.root(2));
        Scenario.Game g = sc.game();
        knockUntil(g, 2);
        g.send(2, new PlayPlot(seize, null, Scenario.root(2)));
        g.allPass();
        assertThat(g.state.current()).isEqualTo(2);

        assertThat(refused(() -> g.send(2, new InwoCommand.Draw(true, false))).code()).isEqualTo("NO_DRAW");
        assertThat(refused(() -> g.send(2, new InwoCommand.Draw(false, true))).code()).isEqualTo("NO_DRAW");
        assertThat(RULES.legalMoves(g.state, 2)).filteredOn(c -> !(c instanceof OfferTrade))
                .containsExactly(new InwoCommand.Draw(false, false));
        g.send(2, new InwoCommand.Draw(false, false));
        assertThat(g.events).noneMatch(e -> e instanceof InwoEvent.CardsDrawn d && d.seat() == 2);
        g.send(2, new SkipTakeover());
        String japan = g.state.player(2).structure().get(1).uid();
        assertThat(refused(() -> g.send(2, new BuyPlot(japan, null))).code()).isEqualTo("NO_DRAW");
        assertThat(refused(() -> g.send(2, new IlluminatiDraw())).code()).isEqualTo("NO_DRAW");
        assertThat(g.state.player(2).placed(bank).tokens()).isEqualTo(1);
        assertThat(refused(() -> g.send(2, new UseAbility(bank))).code()).as("its action draws").isEqualTo("NO_DRAW");
        assertThat(refused(() -> g.send(2, new PlayPlot(other, null, null))).code()).isEqualTo("NO_PLOTS");
        assertThat(refused(() -> g.send(2, new PlayPlot(power, null, null))).code()).isEqualTo("NO_PLOTS");
        assertThat(RULES.legalMoves(g.state, 2)).noneMatch(c -> c instanceof PlayPlot || c instanceof BuyPlot
                || c instanceof IlluminatiDraw);
        assertThat(RULES.legalMoves(g.state, 2)).as("the rest of a turn").contains(new EndTurn());
    }

    @Test
    void givenThePlayerWhoseTurnEnds_whenHeSeizesTheNextTurn_thenHePlaysTwoTurnsInARow() {
        Scenario sc = seizing();
        String seize = sc.hand(0, "seize-the-time");
        Scenario.Game g = sc.game();
        knockUntil(g, 0);
        g.send(0, new PlayPlot(seize, null, Scenario.root(0)));
        g.allPass();
        assertThat(g.state.current()).isEqualTo(0);
        assertThat(g.state.flags().seizedFrom()).isEqualTo(1);
        g.send(0, new InwoCommand.Draw(false, false));
        g.send(0, new SkipTakeover());
        g.send(0, new EndTurn());
        g.allPass();
        assertThat(g.state.current()).isEqualTo(1);
    }

    @Test
    void givenSeizeTheTime_whenPlayedOutOfTheKnockWindowByTheNextPlayerOrWithoutAToken_thenRefused() {
        Scenario sc = seizing();
        String s0 = sc.hand(0, "seize-the-time");
        String s1 = sc.hand(1, "seize-the-time");
        String s2 = sc.hand(2, "seize-the-time");
        sc.tokens(2, Scenario.root(2), 0);
        Scenario.Game g = sc.game();
        assertThat(refused(() -> g.send(0, new PlayPlot(s0, null, Scenario.root(0)))).code()).as("main phase").isEqualTo("NOT_NOW");
        knockUntil(g, 1);
        assertThat(refused(() -> g.send(1, new PlayPlot(s1, null, Scenario.root(1)))).code()).isEqualTo("YOUR_TURN_NEXT");
        g.passUntil(2);
        assertThat(refused(() -> g.send(2, new PlayPlot(s2, null, Scenario.root(2)))).code()).isEqualTo("NO_TOKEN");
        assertThat(refused(() -> g.send(2, new PlayPlot(s2, Scenario.root(1), Scenario.root(2)))).code()).isEqualTo("INVALID_TARGET");
        assertThat(refused(() -> g.send(2, new PlayPlot(s2, null, g.state.player(2).structure().get(1).uid()))).code())
                .isEqualTo("INVALID_HELPER");
        assertThat(RULES.legalMoves(g.state, 2)).noneMatch(c -> c instanceof PlayPlot p && p.card().equals(s2));
    }

    @Test
    void givenAPlayerWhoHasNotFinishedHisFirstTurn_whenSeizeTheTimeIsPlayed_thenRefused() {
        Scenario sc = seizing().turns(1, 0);
        String seize = sc.hand(2, "seize-the-time");
        Scenario.Game g = sc.game();
        knockUntil(g, 2);
        assertThat(refused(() -> g.send(2, new PlayPlot(seize, null, Scenario.root(2)))).code()).isEqualTo("FIRST_TURN");
    }

    @Test
    void givenSeizeTheTimeUsedOnce_whenASecondIsPlayedLater_thenRefused() {
        Scenario sc = seizing();
        String first = sc.hand(2, "seize-the-time");
        String second = sc.hand(2, "seize-the-time");
        sc.hand(2, "the-second-bullet");
        Scenario.Game g = sc.game();
        knockUntil(g, 2);
        g.send(2, new PlayPlot(first, null, Scenario.root(2)));
        g.allPass();
        g.send(2, new InwoCommand.Draw(false, false));
        g.send(2, new SkipTakeover());
        g.send(2, new EndTurn());
        g.allPass(); // seat 1's turn
        g.send(1, new InwoCommand.Draw(false, false));
        g.send(1, new SkipTakeover());
        g.state = g.state.with(2, p -> p.update(Scenario.root(2), c -> c.withTokens(1)));
        knockUntil(g, 2);
        assertThat(refused(() -> g.send(2, new PlayPlot(second, null, Scenario.root(2)))).code()).isEqualTo("ONCE_PER_GAME");
    }

    @Test
    void givenASeizurePending_whenAnotherPlayerSeizesTheSameTurn_thenRefused() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu", "gnomes-of-zurich");
        String s2 = sc.hand(2, "seize-the-time");
        String s3 = sc.hand(3, "seize-the-time");
        Scenario.Game g = sc.game();
        knockUntil(g, 2);
        g.send(2, new PlayPlot(s2, null, Scenario.root(2)));
        g.passUntil(3);
        assertThat(refused(() -> g.send(3, new PlayPlot(s3, null, Scenario.root(3)))).code()).as("a Plot is pending").isEqualTo("NOT_NOW");
        while (g.state.window().kind() == WindowKind.PLOT) g.send(g.state.window().priority(), new Pass());
        g.passUntil(3);
        assertThat(refused(() -> g.send(3, new PlayPlot(s3, null, Scenario.root(3)))).code()).isEqualTo("ALREADY_SEIZED");
    }

    @Test
    void givenSeizeTheTimeCancelled_whenItsWindowCloses_thenTheTurnPassesAsUsualAndItIsNotUsedUp() {
        Scenario sc = seizing();
        String seize = sc.hand(2, "seize-the-time");
        String hoax = sc.hand(0, "double-cross");
        Scenario.Game g = sc.game();
        knockUntil(g, 2);
        g.send(2, new PlayPlot(seize, null, Scenario.root(2)));
        g.passUntil(0);
        g.send(0, new PlayPlot(hoax, null, null));
        g.allPass();
        assertThat(g.state.current()).isEqualTo(1);
        assertThat(g.state.flags().seized()).isFalse();
        assertThat(g.state.player(2).discard()).contains("seize-the-time");
        assertThat(g.state.player(2).usedOnce()).isEmpty();
        assertThat(g.state.player(2).root().tokens()).as("its cost stays paid").isZero();
    }

    @Test
    void givenTwinGamesDifferingOnlyInWhetherSeatTwoHoldsSeizeTheTime_whenTheKnockWindowPasses_thenOtherSeatsAndSpectatorsSeeTheSameGame() {
        List<List<Object>> looks = new java.util.ArrayList<>();
        for (String card : List.of("seize-the-time", "the-second-bullet")) {
            Scenario sc = seizing();
            sc.hand(2, card); // the same uid in both twins
            Scenario.Game g = sc.game();
            List<Object> out = new java.util.ArrayList<>();
            g.send(0, new EndTurn());
            out.add(look(g));
            while (g.state.window() != null) {
                var step = g.send(g.state.window().priority(), new Pass());
                out.add(look(g));
                if (step.stream().anyMatch(e -> e instanceof InwoEvent.TurnStarted)) break;
            }
            assertThat(g.state.current()).isEqualTo(1);
            looks.add(out);
        }
        assertThat(looks.get(0)).isEqualTo(looks.get(1));
    }

    /** What every viewer but seat 2 sees: events, views, legal moves of seats 0 and 1, awaiting, the window. */
    static List<Object> look(Scenario.Game g) {
        List<Object> out = new java.util.ArrayList<>();
        for (io.tabletop.engine.Viewer v : List.of(io.tabletop.engine.Viewer.seat(0), io.tabletop.engine.Viewer.seat(1),
                io.tabletop.engine.Viewer.SPECTATOR)) {
            out.add(g.events.stream().map(e -> RULES.redact(e, v)).toList());
            out.add(RULES.view(g.state, v));
        }
        out.add(RULES.legalMoves(g.state, 0));
        out.add(RULES.legalMoves(g.state, 1));
        out.add(RULES.awaiting(g.state));
        out.add(g.state.window());
        return out;
    }
}
