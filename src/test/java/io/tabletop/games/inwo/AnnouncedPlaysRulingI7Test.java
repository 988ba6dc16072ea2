package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand.Choose;
import io.tabletop.games.inwo.model.InwoCommand.Pass;
import io.tabletop.games.inwo.model.InwoCommand.PlayPlot;
import io.tabletop.games.inwo.model.InwoEvent.PlayAnnounced;
import io.tabletop.games.inwo.model.InwoEvent.PlayStands;
import io.tabletop.games.inwo.model.InwoEvent.PlotCancelled;
import io.tabletop.games.inwo.model.InwoEvent.TakeoverCancelled;
import io.tabletop.games.inwo.model.InwoEvent.WindowRestored;
import io.tabletop.games.inwo.model.AttackKind;
import io.tabletop.games.inwo.model.Choice;
import io.tabletop.games.inwo.model.AnnouncedPlay;
import io.tabletop.games.inwo.model.LinkedPlot;
import io.tabletop.games.inwo.model.HandCard;
import io.tabletop.games.inwo.model.AutoPass;
import io.tabletop.games.inwo.model.Phase;
import io.tabletop.games.inwo.model.WindowKind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoCommand;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * Ruling I7 in full [rules file, "Rulings for the service"] (rules version 5 on): "every Plot announcement opens a
 * window … the same holds for +10 Plots played outside an attack, takeover cancels, Vultures and Plots played in the
 * draw step". Each such play is announced in a PLOT window where a cancel (Hoax!) may answer it; uncancelled it takes
 * effect when the window closes; cancelled it is discarded and whatever it answered comes back. Version 4 played them
 * at once. (Hoax! costs the action of a Power 6+ group: its seat's Illuminati pays.)
 */
class AnnouncedPlaysRulingI7Test {

    private static List<Object> seenBy(Scenario.Game g, Viewer v) {
        List<Object> out = new ArrayList<>();
        for (InwoEvent e : g.events) out.add(g.rules.redact(e, v));
        out.add(g.rules.view(g.state, v).window());
        out.add(g.rules.awaiting(g.state));
        return out;
    }

    private static void allPass(Scenario.Game g) {
        while (g.state.window() != null && g.state.window().kind() == WindowKind.PLOT) g.send(g.state.window().priority(), new Pass());
    }

    // ------------------------------------------------------------------ takeover cancels

    private record TakeoverPosition(Scenario.Game game, String newYork, String botched, String hoax) {}

    /** Seat 0 takes New York over; seat 1 answers with Botched Contact; seat 0 holds a Hoax!. */
    private static TakeoverPosition botched(int version) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network").atVersion(version);
        String newYork = sc.hand(0, "new-york");
        String hoax = sc.hand(0, "hoax");
        String japan = sc.group(1, "japan", Scenario.root(1));
        String botched = sc.hand(1, "botched-contact");
        sc.phase = Phase.TAKEOVER;
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Takeover(newYork, Scenario.root(0)));
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.TAKEOVER);
        g.send(1, new PlayPlot(botched, null, japan)); // an action
        return new TakeoverPosition(g, newYork, botched, hoax);
    }

    @Test
    void version4_aTakeoverCancelTookEffectAtOnce() {
        TakeoverPosition p = botched(4);
        assertThat(p.game().events).anyMatch(e -> e instanceof TakeoverCancelled).noneMatch(e -> e instanceof PlayAnnounced);
        assertThat(p.game().state.player(0).inHand(p.newYork())).isNotNull();
    }

    @Test
    void givenATakeoverCancel_thenItIsAnnouncedAndTheTakerMayAnswerIt() {
        TakeoverPosition p = botched(5);
        Scenario.Game g = p.game();
        assertThat(g.events).anyMatch(e -> e instanceof PlayAnnounced a && a.play() == AnnouncedPlay.TAKEOVER_CANCEL)
                .noneMatch(e -> e instanceof TakeoverCancelled);
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.PLOT);
        assertThat(g.state.window().eligible()).as("the taker too").containsExactly(0, 1);
        assertThat(g.state.window().priority()).isEqualTo(0);
        assertThat(g.state.player(1).inHand(p.botched())).as("face up, out of the hand").isNull();
        assertThat(g.state.player(0).placed(p.newYork())).as("the takeover stands meanwhile").isNotNull();
        assertThat(g.rules.legalMoves(g.state, 0)).contains(new PlayPlot(p.hoax(), null, Scenario.root(0)));
    }

    @Test
    void givenATakeoverCancelUncancelled_thenTheTakenCardGoesBackWhenItsWindowCloses() {
        TakeoverPosition p = botched(5);
        Scenario.Game g = p.game();
        allPass(g);
        assertThat(g.events).anyMatch(e -> e instanceof PlayStands).anyMatch(e -> e instanceof TakeoverCancelled);
        assertThat(g.state.player(0).inHand(p.newYork())).isNotNull();
        assertThat(g.state.player(0).placed(p.newYork())).isNull();
        assertThat(g.state.player(1).discard()).contains("botched-contact");
        assertThat(g.state.window()).isNull();
        assertThat(g.state.phase()).as("back at the takeover step").isEqualTo(Phase.TAKEOVER);
    }

    @Test
    void givenATakeoverCancelCancelled_thenTheTakeoverWindowIsBackAndTheTakeoverStands() {
        TakeoverPosition p = botched(5);
        Scenario.Game g = p.game();
        g.send(0, new PlayPlot(p.hoax(), null, Scenario.root(0)));
        allPass(g);
        assertThat(g.events).anyMatch(e -> e instanceof PlotCancelled c && c.cancelled().equals("botched-contact") && c.owner() == 1)
                .anyMatch(e -> e instanceof WindowRestored)
                .noneMatch(e -> e instanceof TakeoverCancelled);
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.TAKEOVER);
        assertThat(g.state.window().passes()).isZero();
        g.send(1, new Pass());
        assertThat(g.state.player(0).placed(p.newYork())).isNotNull();
        assertThat(g.state.phase()).isEqualTo(Phase.MAIN);
        assertThat(g.state.player(1).discard()).contains("botched-contact");
        assertThat(g.state.player(0).discard()).contains("hoax");
    }

    // ------------------------------------------------------------------ Vultures

    /** Seat 0's attack on Cable TV from his hand fails (11 or 12); seat 1 holds Vultures, seat 0 a Hoax!. */
    private static Scenario.Game vultured(int version, boolean seat0Cancels) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network").atVersion(version);
        String cable = sc.hand(0, "cable-tv");
        String hoax = sc.hand(0, "hoax");
        String vultures = sc.hand(1, "vultures");
        for (int seat = 0; seat < 2; seat++) sc.group(seat, "new-york", Scenario.root(seat));
        sc.tokens(0, Scenario.root(0), 2); // one for the attack, one for the Hoax!
        Scenario.Game g = sc.game();
        g.send(0, new InwoCommand.Attack(Scenario.root(0), cable, AttackKind.CONTROL, false));
        g.allPass(6, 6);
        assertThat(g.state.choice().kind()).isEqualTo(Choice.Kind.VULTURES);
        g.send(1, new Choose(vultures));
        if (seat0Cancels && g.state.window() != null) g.send(0, new PlayPlot(hoax, null, Scenario.root(0)));
        allPass(g);
        return g;
    }

    private static boolean holdsCable(Scenario.Game g, int seat) {
        return g.state.player(seat).hand().stream().map(HandCard::card).anyMatch("cable-tv"::equals);
    }

    @Test
    void version4_vulturesTookTheCardAtOnce() {
        Scenario.Game g = vultured(4, true);
        assertThat(g.events).noneMatch(e -> e instanceof PlayAnnounced);
        assertThat(holdsCable(g, 1)).isTrue();
    }

    @Test
    void givenVulturesUncancelled_thenTheGroupCardIsTakenWhenItsWindowCloses() {
        Scenario.Game g = vultured(5, false);
        assertThat(g.events).anyMatch(e -> e instanceof PlayAnnounced a && a.play() == AnnouncedPlay.VULTURES);
        assertThat(holdsCable(g, 1)).isTrue();
        assertThat(holdsCable(g, 0)).isFalse();
        assertThat(g.state.player(1).discard()).contains("vultures");
    }

    @Test
    void givenVulturesCancelled_thenTheGroupCardStaysWithItsPlayer() {
        Scenario.Game g = vultured(5, true);
        assertThat(g.events).anyMatch(e -> e instanceof PlotCancelled c && c.cancelled().equals("vultures"));
        assertThat(holdsCable(g, 0)).isTrue();
        assertThat(holdsCable(g, 1)).isFalse();
        assertThat(g.state.choice()).as("nobody else is asked").isNull();
        assertThat(g.state.window()).isNull();
    }

    // ------------------------------------------------------------------ +10 Plots outside an attack

    private record BoostPosition(Scenario.Game game, String batf, String martial, String hoax) {}

    /** Seat 0 plays Martial Law on his own B.A.T.F. in his main phase, no attack open; seat 1 holds a Hoax!. */
    private static BoostPosition boosted(int version) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network").atVersion(version);
        String batf = sc.group(0, "b-a-t-f", Scenario.root(0));
        String martial = sc.hand(0, "martial-law");
        String hoax = sc.hand(1, "hoax");
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(martial, batf, null));
        return new BoostPosition(g, batf, martial, hoax);
    }

    @Test
    void version4_aPlusTenStoodOnItsGroupAtOnce() {
        BoostPosition p = boosted(4);
        assertThat(p.game().state.linked()).containsExactly(new LinkedPlot(0, p.martial(), "martial-law", p.batf()));
        assertThat(p.game().state.window()).isNull();
    }

    @Test
    void givenAPlusTenOutsideAnAttack_thenItIsAnnouncedAndStandsWhenItsWindowCloses() {
        BoostPosition p = boosted(5);
        Scenario.Game g = p.game();
        assertThat(g.events).anyMatch(e -> e instanceof PlayAnnounced a && a.play() == AnnouncedPlay.STANDING_BOOST);
        assertThat(g.state.linked()).isEmpty();
        assertThat(g.state.window().priority()).isEqualTo(1);
        assertThat(g.rules.legalMoves(g.state, 1)).contains(new PlayPlot(p.hoax(), null, Scenario.root(1)));
        allPass(g);
        assertThat(g.state.linked()).containsExactly(new LinkedPlot(0, p.martial(), "martial-law", p.batf()));
        assertThat(g.state.player(0).discard()).doesNotContain("martial-law");
    }

    @Test
    void givenAPlusTenOutsideAnAttackCancelled_thenItIsDiscardedAndStandsNowhere() {
        BoostPosition p = boosted(5);
        Scenario.Game g = p.game();
        g.send(1, new PlayPlot(p.hoax(), null, Scenario.root(1)));
        allPass(g);
        assertThat(g.state.linked()).isEmpty();
        assertThat(g.state.player(0).discard()).contains("martial-law");
        assertThat(g.state.window()).isNull();
        assertThat(g.state.phase()).isEqualTo(Phase.MAIN);
    }

    @Test
    void givenTheRivalPassingInPlotWindows_thenHisInstructionsAnswerTheAnnouncementAtOnce() {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        String batf = sc.group(0, "b-a-t-f", Scenario.root(0));
        String martial = sc.hand(0, "martial-law");
        sc.hand(1, "hoax");
        sc.autoPass(1, AutoPass.PLOT);
        sc.autoPass(0, AutoPass.PLOT);
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(martial, batf, null));
        assertThat(g.events).anyMatch(e -> e instanceof PlayAnnounced).anyMatch(e -> e instanceof PlayStands);
        assertThat(g.state.linked()).hasSize(1);
        assertThat(g.state.window()).isNull();
    }

    // ------------------------------------------------------------------ draw-step Plots

    private record DrawPosition(Scenario.Game game, String plot, String hoax) {}

    /** Seat 0, in his draw step, plays An Offer You Can't Refuse on seat 1; seat 1 holds a Hoax!. */
    private static DrawPosition offered(int version) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network").atVersion(version);
        sc.phase = Phase.DRAW;
        String offer = sc.hand(0, "an-offer-you-cant-refuse");
        String hoax = sc.hand(1, "hoax");
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(offer, Scenario.root(1), null));
        return new DrawPosition(g, offer, hoax);
    }

    @Test
    void version4_aDrawStepPlotWasTheDrawAtOnce() {
        DrawPosition p = offered(4);
        assertThat(p.game().state.phase()).isEqualTo(Phase.TAKEOVER);
        assertThat(p.game().state.player(1).plotDeck()).hasSize(1);
    }

    @Test
    void givenADrawStepPlot_thenItIsAnnouncedAndIsTheDrawWhenItsWindowCloses() {
        DrawPosition p = offered(5);
        Scenario.Game g = p.game();
        assertThat(g.events).anyMatch(e -> e instanceof PlayAnnounced a && a.play() == AnnouncedPlay.DRAW_STEP);
        assertThat(g.state.phase()).isEqualTo(Phase.DRAW);
        assertThat(g.state.player(1).plotDeck()).hasSize(3);
        allPass(g);
        assertThat(g.state.phase()).isEqualTo(Phase.TAKEOVER);
        assertThat(g.state.player(1).plotDeck()).as("two taken").hasSize(1);
        assertThat(g.state.player(0).discard()).contains("an-offer-you-cant-refuse");
    }

    @Test
    void givenADrawStepPlotCancelled_thenThePlayerIsStillInHisDrawStepAndDrawsAsUsual() {
        DrawPosition p = offered(5);
        Scenario.Game g = p.game();
        g.send(1, new PlayPlot(p.hoax(), null, Scenario.root(1)));
        allPass(g);
        assertThat(g.state.phase()).isEqualTo(Phase.DRAW);
        assertThat(g.state.window()).isNull();
        assertThat(g.events).as("nothing taken").noneMatch(e -> e instanceof InwoEvent.TopCardsTaken);
        assertThat(g.state.player(0).discard()).contains("an-offer-you-cant-refuse");
        g.send(0, new InwoCommand.Draw(true, true));
        assertThat(g.state.phase()).isEqualTo(Phase.TAKEOVER);
    }

    /** Seat 0 plays Crop Circles picking {@code pick} from his deck; seat 1 cancels, seat 0 cancels the cancel. */
    private static Scenario.Game cropCircles(String pick, boolean cancelBack) {
        Scenario sc = Scenario.shipped("bavarian-illuminati", "the-network");
        sc.phase = Phase.DRAW;
        String magic = sc.group(0, "templars", Scenario.root(0));
        String crop = sc.hand(0, "crop-circles");
        String hoax0 = sc.hand(0, "hoax");
        String hoax1 = sc.hand(1, "hoax");
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(crop, pick, magic));
        g.send(1, new PlayPlot(hoax1, null, Scenario.root(1)));
        if (cancelBack) {
            g.send(0, new PlayPlot(hoax0, null, Scenario.root(0)));
            while (g.events.stream().noneMatch(e -> e instanceof WindowRestored)) g.send(g.state.window().priority(), new Pass());
        }
        return g;
    }

    @Test
    void givenCropCircles_thenThePickedCardIsSeenByItsPlayerOnlyWhateverItsWindowsDo() {
        List<String> deck = Scenario.shipped("bavarian-illuminati", "the-network").state().player(0).plotDeck();
        for (boolean cancelBack : List.of(false, true)) {
            Scenario.Game first = cropCircles(deck.getFirst(), cancelBack);
            Scenario.Game last = cropCircles(deck.getLast(), cancelBack);
            assertThat(seenBy(first, Viewer.seat(1))).isEqualTo(seenBy(last, Viewer.seat(1)));
            assertThat(seenBy(first, Viewer.SPECTATOR)).isEqualTo(seenBy(last, Viewer.SPECTATOR));
            assertThat(seenBy(first, Viewer.seat(0))).as("its player sees his pick").isNotEqualTo(seenBy(last, Viewer.seat(0)));
        }
        Scenario.Game g = cropCircles(deck.getLast(), true);
        assertThat(g.events).anyMatch(e -> e instanceof WindowRestored w && w.plot() != null && w.plot().announcedPlay());
        allPass(g);
        assertThat(g.state.player(0).hand().stream().map(HandCard::card)).contains(deck.getLast());
        assertThat(g.state.phase()).isEqualTo(Phase.TAKEOVER);
    }
}
