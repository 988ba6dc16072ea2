package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand.Aid;
import io.tabletop.games.inwo.model.InwoCommand.Choose;
import io.tabletop.games.inwo.model.InwoCommand.Pass;
import io.tabletop.games.inwo.model.InwoCommand.SetStops;
import io.tabletop.games.inwo.model.InwoEvent.DiceRolled;
import io.tabletop.games.inwo.model.InwoEvent.StopsSet;
import io.tabletop.games.inwo.model.InwoEvent.TakeoverOffered;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.choices.Vultures;
import io.tabletop.games.inwo.model.AutoPass;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * Ruling I6 [rules file, "Rulings for the service"]: no public fact depends on hidden cards. From rules version 4 on,
 * the windows that version 3 opened only when somebody held an answering card (a roll change, a takeover cancel,
 * Vultures, an outsider's answer to a Privileged attack) open whatever anybody holds, for every seat that could hold
 * one; a seat's public standing instructions ({@code SET_STOPS}) pass for it at once. Each case is played twice, with
 * and without the hidden card, and must look the same to everybody else; version 3 is shown to differ.
 */
class WindowsRulingI6Test {

    /** What a spectator sees of the game: every event as redacted for him, and his view at the end. */
    private static List<Object> seenBySpectator(Scenario.Game g) {
        List<Object> out = new java.util.ArrayList<>();
        for (InwoEvent e : g.events) out.add(g.rules.redact(e, Viewer.SPECTATOR));
        out.add(g.rules.view(g.state, Viewer.SPECTATOR).window());
        out.add(g.rules.awaiting(g.state));
        return out;
    }

    // ------------------------------------------------------------------ Privileged attacks (issue item 1)

    /** Seat 0 (Bavaria) attacks seat 1's Big Media with its privilege; seat 2 an outsider, with or without Deep Agent. */
    private static Scenario.Game privileged(int version, boolean deepAgent, Consumer<Scenario> more) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu").atVersion(version);
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String media = sc.group(1, "big-media", Scenario.root(1));
        sc.hand(2, deepAgent ? "deep-agent" : "albino-alligators");
        more.accept(sc);
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, true));
        return g;
    }

    @Test
    void version3_anOutsidersPlaceInAPrivilegedWindowToldEverybodyHeHeldAnAnswer() {
        assertThat(privileged(3, true, sc -> { }).state.window().eligible()).containsExactly(0, 1, 2);
        assertThat(privileged(3, false, sc -> { }).state.window().eligible()).containsExactly(0, 1);
    }

    @Test
    void givenAPrivilegedAttack_thenEverySeatIsInTheWindowWhateverItHolds() {
        Scenario.Game with = privileged(4, true, sc -> { });
        Scenario.Game without = privileged(4, false, sc -> { });
        assertThat(with.state.window().eligible()).containsExactly(0, 1, 2);
        assertThat(seenBySpectator(with)).isEqualTo(seenBySpectator(without));
        with.passUntil(2);
        assertThat(with.rules.legalMoves(with.state, 2)).anyMatch(c -> c instanceof InwoCommand.PlayPlot)
                .noneMatch(c -> c instanceof Aid);
        without.passUntil(2);
        assertThat(without.rules.legalMoves(without.state, 2)).contains(new Pass())
                .noneMatch(c -> c instanceof InwoCommand.PlayPlot || c instanceof Aid);
    }

    @Test
    void givenAnOutsiderPassingInPrivilegedWindows_thenTheServerPassesForHimAndNobodyLearnsWhatHeHolds() {
        Consumer<Scenario> passes = sc -> sc.autoPass(2, AutoPass.PRIVILEGED);
        Scenario.Game with = privileged(4, true, passes);
        Scenario.Game without = privileged(4, false, passes);
        with.send(1, new Pass()); // seat 1 (the defender) passes: seat 2's instructions pass for him, priority to 0
        without.send(1, new Pass());
        assertThat(with.state.window().priority()).isEqualTo(0);
        assertThat(with.state.window().passes()).isEqualTo(2);
        assertThat(seenBySpectator(with)).isEqualTo(seenBySpectator(without));
    }

    @Test
    void givenAnOutsiderWhoChangesHisInstructionsMidWindow_thenHeGetsPriorityWhenItComesRound() {
        Scenario.Game g = privileged(4, true, sc -> sc.autoPass(2, AutoPass.PRIVILEGED));
        g.send(2, new SetStops(List.of()));
        g.send(1, new Pass());
        assertThat(g.state.window().priority()).as("asked now").isEqualTo(2);
    }

    // ------------------------------------------------------------------ roll windows (issue item 2)

    /** Seat 0 attacks seat 1's Big Media; seat 2 holds Murphy's Law or not; every attack window passed. */
    private static Scenario.Game rolled(int version, boolean murphy, Consumer<Scenario> more) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu").atVersion(version);
        String ny = sc.group(0, "new-york", Scenario.root(0));
        String media = sc.group(1, "big-media", sc.group(1, "cable-tv", Scenario.root(1)));
        sc.group(2, "comic-books", Scenario.root(2));
        sc.hand(2, murphy ? "murphys-law" : "albino-alligators");
        more.accept(sc);
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(ny, media, AttackKind.CONTROL, false));
        g.passUntil(0);
        g.send(0, new Aid(Scenario.root(0), true));
        while (g.state.window() != null && g.state.window().kind() == WindowKind.ATTACK) {
            g.send(g.state.window().priority(), new Pass(), 2, 3);
        }
        return g;
    }

    @Test
    void version3_aRollWindowOpenedOnlyWhenSomebodyHeldARollCard() {
        assertThat(rolled(3, true, sc -> { }).events).anyMatch(e -> e instanceof DiceRolled);
        assertThat(rolled(3, false, sc -> { }).events).noneMatch(e -> e instanceof DiceRolled);
    }

    @Test
    void givenSeatsAskedInRollWindows_thenTheRollWindowOpensWhateverTheyHold() {
        Scenario.Game with = rolled(4, true, sc -> { });
        Scenario.Game without = rolled(4, false, sc -> { });
        assertThat(with.state.window().kind()).isEqualTo(WindowKind.ROLL);
        assertThat(with.state.window().eligible()).containsExactly(0, 1, 2);
        assertThat(seenBySpectator(with)).isEqualTo(seenBySpectator(without));
    }

    @Test
    void givenEverySeatPassingInRollWindows_thenNoRollWindowOpensWhateverTheyHold() {
        Consumer<Scenario> all = sc -> {
            for (int seat = 0; seat < 3; seat++) sc.autoPass(seat, AutoPass.ROLL);
        };
        Scenario.Game with = rolled(4, true, all);
        Scenario.Game without = rolled(4, false, all);
        assertThat(with.events).noneMatch(e -> e instanceof DiceRolled).anyMatch(e -> e instanceof InwoEvent.AttackResolved);
        assertThat(seenBySpectator(with)).isEqualTo(seenBySpectator(without));
    }

    @Test
    void givenOneSeatAskedInRollWindows_thenTheOthersInstructionsPassForThemAndHeIsAsked() {
        Consumer<Scenario> one = sc -> {
            sc.autoPass(0, AutoPass.ROLL);
            sc.autoPass(1, AutoPass.ROLL);
        };
        Scenario.Game g = rolled(4, true, one);
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.ROLL);
        assertThat(g.state.window().priority()).as("seat 1 passed by its instructions").isEqualTo(2);
        assertThat(g.rules.awaiting(g.state)).containsExactly(2);
        g.send(2, new Pass()); // then seat 0's instructions pass too: the window closes with the roll as it stands
        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.AttackResolved);
        assertThat(g.state.window()).isNull();
    }

    // ------------------------------------------------------------------ takeover windows (issue item 2)

    private static Scenario.Game takenOver(int version, boolean botched, AutoPass... rivalPasses) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network").atVersion(version);
        String newYork = sc.hand(0, "new-york");
        sc.group(1, "japan", Scenario.root(1));
        sc.hand(1, botched ? "botched-contact" : "albino-alligators");
        sc.autoPass(1, rivalPasses);
        sc.phase = Phase.TAKEOVER;
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Takeover(newYork, Scenario.root(0)));
        return g;
    }

    @Test
    void version3_aTakeoverWindowOpenedOnlyWhenSomebodyHeldACancel() {
        assertThat(takenOver(3, true).events).anyMatch(e -> e instanceof TakeoverOffered);
        assertThat(takenOver(3, false).events).noneMatch(e -> e instanceof TakeoverOffered);
    }

    @Test
    void givenARivalAskedInTakeoverWindows_thenTheWindowOpensWhateverHeHolds() {
        Scenario.Game with = takenOver(4, true);
        Scenario.Game without = takenOver(4, false);
        assertThat(with.state.window().kind()).isEqualTo(WindowKind.TAKEOVER);
        assertThat(seenBySpectator(with)).isEqualTo(seenBySpectator(without));
        without.send(1, new Pass());
        assertThat(without.state.phase()).isEqualTo(Phase.MAIN);
    }

    @Test
    void givenTheRivalPassingInTakeoverWindows_thenTheTakeoverStandsAtOnceWhateverHeHolds() {
        Scenario.Game with = takenOver(4, true, AutoPass.TAKEOVER);
        Scenario.Game without = takenOver(4, false, AutoPass.TAKEOVER);
        assertThat(with.state.phase()).isEqualTo(Phase.MAIN);
        assertThat(with.events).noneMatch(e -> e instanceof TakeoverOffered);
        assertThat(seenBySpectator(with)).isEqualTo(seenBySpectator(without));
    }

    // ------------------------------------------------------------------ Vultures (issue item 2)

    private static Scenario.Game failedFromHand(int version, boolean vultures, AutoPass... rivalPasses) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network").atVersion(version);
        String cable = sc.hand(0, "cable-tv");
        sc.hand(1, vultures ? "vultures" : "albino-alligators");
        sc.autoPass(1, rivalPasses);
        for (int seat = 0; seat < 2; seat++) sc.group(seat, "new-york", Scenario.root(seat));
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(Scenario.root(0), cable, AttackKind.CONTROL, false));
        g.allPass(6, 6); // 11 or 12 always fails
        return g;
    }

    @Test
    void givenARivalAskedAboutVultures_thenHeIsAskedWhateverIsInTheGame() {
        Scenario.Game with = failedFromHand(4, true);
        Scenario.Game without = failedFromHand(4, false);
        assertThat(with.state.choice().kind()).isEqualTo(io.tabletop.games.inwo.model.Choice.Kind.VULTURES);
        assertThat(seenBySpectator(with)).isEqualTo(seenBySpectator(without));
        without.send(1, new Choose(Vultures.PASS));
        assertThat(without.state.choice()).isNull();
    }

    @Test
    void givenARivalPassingOnVultures_thenNobodyIsAskedWhateverHeHolds() {
        Scenario.Game with = failedFromHand(4, true, AutoPass.VULTURES);
        Scenario.Game without = failedFromHand(4, false, AutoPass.VULTURES);
        assertThat(with.state.choice()).isNull();
        assertThat(seenBySpectator(with)).isEqualTo(seenBySpectator(without));
    }

    // ------------------------------------------------------------------ whom the game waits for (issue item 8)

    /** Seat 0 knocks; seat 2 holds nothing and has no token left, so PASS is all it could answer, as all can see. */
    private static Scenario.Game knockedWithAnEmptyHandedSeat(int version, boolean seat2HoldsACard) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network", "servants-of-cthulhu").atVersion(version);
        for (int seat = 0; seat < 3; seat++) sc.group(seat, "new-york", Scenario.root(seat));
        sc.hand(1, "albino-alligators");
        if (seat2HoldsACard) sc.hand(2, "albino-alligators");
        for (var c : sc.players.get(2).structure()) sc.tokens(2, c.uid(), 0);
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.EndTurn());
        g.send(1, new Pass());
        return g;
    }

    @Test
    void givenASeatWhoseOnlyAnswerIsPassForAllToSee_thenTheGameDoesNotWaitForIt() {
        Scenario.Game g = knockedWithAnEmptyHandedSeat(4, false);
        assertThat(g.events).anyMatch(e -> e instanceof InwoEvent.Passed p && p.seat() == 2);
        assertThat(g.state.window().priority()).isEqualTo(0);
        assertThat(g.rules.awaiting(g.state)).containsExactly(0);
    }

    @Test
    void givenASeatWithACardInHand_thenTheGameWaitsForItWhateverTheCard() {
        Scenario.Game g = knockedWithAnEmptyHandedSeat(4, true);
        assertThat(g.rules.awaiting(g.state)).containsExactly(2);
        assertThat(knockedWithAnEmptyHandedSeat(3, false).rules.awaiting(knockedWithAnEmptyHandedSeat(3, false).state))
                .as("version 3 waited for it").containsExactly(2);
    }

    // ------------------------------------------------------------------ the instructions themselves

    @Test
    void givenSetStops_thenTheyArePublicAndTheDefaultPassesOnlyWhereCardsAreRare() {
        assertThat(AutoPass.DEFAULT).containsExactlyInAnyOrder(AutoPass.ROLL, AutoPass.TAKEOVER, AutoPass.PRIVILEGED,
                AutoPass.VULTURES, AutoPass.CONVENTION);
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        Scenario.Game g = sc.game();
        List<InwoEvent> out = g.send(1, new SetStops(List.of(AutoPass.KNOCK, AutoPass.ROLL, AutoPass.KNOCK)));
        assertThat(out).containsExactly(new StopsSet(1, List.of(AutoPass.KNOCK, AutoPass.ROLL)));
        assertThat(g.rules.redact(out.getFirst(), Viewer.SPECTATOR)).isEqualTo(out.getFirst());
        assertThat(g.rules.view(g.state, Viewer.SPECTATOR).players().get(1).autoPass())
                .containsExactly(AutoPass.KNOCK, AutoPass.ROLL);
        assertThat(g.rules.view(g.state, Viewer.seat(0)).players().get(1).autoPass())
                .containsExactly(AutoPass.KNOCK, AutoPass.ROLL);
    }

    @Test
    void givenSetStopsWhileHoldingPriority_thenTheServerPassesAtOnce() {
        Scenario.Game g = privileged(4, false, sc -> { });
        assertThat(g.state.window().priority()).isEqualTo(1);
        List<InwoEvent> out = g.send(1, new SetStops(List.of(AutoPass.ATTACK)));
        assertThat(out).hasSize(2).last().isInstanceOf(InwoEvent.Passed.class);
        assertThat(((InwoEvent.Passed) out.getLast()).seat()).isEqualTo(1);
    }

    @Test
    void givenSetStopsNotOnTurnOrPriority_thenAccepted_butRefusedBeforeVersion4AndWithNulls() {
        Scenario.Game g = Scenario.shipped("bavarian-illuminati", "the-network").game();
        assertThat(g.rules.awaiting(g.state)).containsExactly(0);
        g.send(1, new SetStops(List.of()));
        assertThat(g.state.player(1).autoPass()).isEmpty();
        assertThat(Scenario.refused(() -> g.send(1, new SetStops(java.util.Arrays.asList(AutoPass.ROLL, null)))).code())
                .isEqualTo("INVALID_STOPS");
        Scenario.Game v3 = Scenario.shipped("bavarian-illuminati", "the-network").atVersion(3).game();
        assertThat(Scenario.refused(() -> v3.send(1, new SetStops(List.of()))).code()).isEqualTo("NOT_IN_THIS_VERSION");
        assertThat(v3.rules.view(v3.state, Viewer.SPECTATOR).players().get(1).autoPass()).isNull();
    }
}
