package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoCommand.Pass;
import io.tabletop.games.inwo.model.InwoCommand.PlayPlot;
import io.tabletop.games.inwo.model.InwoEvent.CancelAnnounced;
import io.tabletop.games.inwo.model.InwoEvent.PlotCancelled;
import io.tabletop.games.inwo.model.InwoEvent.WindowRestored;
import io.tabletop.games.inwo.model.WindowKind;
import org.junit.jupiter.api.Test;

/**
 * Ruling I7 [rules file, "Rulings for the service"], the cancels (rules version 4 on): every Plot announcement opens a
 * window, cancels included — a cancel can itself be answered (by another cancel) before it takes effect. Seat 0
 * announces Political Correctness (a New World Order); seat 1 cancels it with a Hoax; seat 0 answers with its own.
 */
class CancelWindowRulingI7Test {

    private record Position(Scenario.Game game, String hoax0, String hoax1) {}

    private static Position announced(int version) {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network").atVersion(version);
        sc.group(0, "canada", Scenario.root(0));
        sc.group(1, "japan", Scenario.root(1));
        String pc = sc.hand(0, "political-correctness");
        String hoax0 = sc.hand(0, "hoax");
        String hoax1 = sc.hand(1, "hoax");
        Scenario.Game g = sc.game();
        g.send(0, new PlayPlot(pc, null, null));
        return new Position(g, hoax0, hoax1);
    }

    @Test
    void version3_aCancelTookEffectAtOnceAndCouldNotBeAnswered() {
        Position p = announced(3);
        p.game().send(1, new PlayPlot(p.hoax1(), null, null));
        assertThat(p.game().events).anyMatch(e -> e instanceof PlotCancelled);
        assertThat(p.game().state.window()).isNull();
        assertThat(p.game().rules.legalMoves(p.game().state, 0)).noneMatch(c -> c instanceof PlayPlot);
    }

    @Test
    void givenACancel_thenItIsAnnouncedInItsOwnWindowAndTheOriginalWaits() {
        Position p = announced(4);
        Scenario.Game g = p.game();
        g.send(1, new PlayPlot(p.hoax1(), null, null));
        assertThat(g.events).anyMatch(e -> e instanceof CancelAnnounced c && c.seat() == 1).noneMatch(e -> e instanceof PlotCancelled);
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.PLOT);
        assertThat(g.state.window().priority()).isEqualTo(0);
        assertThat(g.rules.legalMoves(g.state, 0)).contains(new PlayPlot(p.hoax0(), null, null));
        g.send(0, new Pass());
        g.send(1, new Pass());
        assertThat(g.events).anyMatch(e -> e instanceof PlotCancelled c && c.cancelled().equals("political-correctness"));
        assertThat(g.state.window()).isNull();
        assertThat(g.state.nwo()).isEmpty();
    }

    @Test
    void givenACancelledCancel_thenTheFirstPlotsWindowIsBackAndThePlotTakesEffectWhenItCloses() {
        Position p = announced(4);
        Scenario.Game g = p.game();
        g.send(1, new PlayPlot(p.hoax1(), null, null));
        g.send(0, new PlayPlot(p.hoax0(), null, null)); // cancels the cancel
        g.send(1, new Pass());
        g.send(0, new Pass());
        assertThat(g.events).anyMatch(e -> e instanceof PlotCancelled c && c.cancelled().equals("hoax") && c.owner() == 1)
                .anyMatch(e -> e instanceof WindowRestored);
        assertThat(g.state.window().kind()).isEqualTo(WindowKind.PLOT);
        assertThat(g.state.plot().card()).isEqualTo("political-correctness");
        assertThat(g.state.window().passes()).isZero();
        while (g.state.window() != null) g.send(g.state.window().priority(), new Pass());
        assertThat(g.state.nwo()).hasSize(1);
        assertThat(g.state.player(0).discard()).contains("hoax");
        assertThat(g.state.player(1).discard()).contains("hoax");
    }
}
