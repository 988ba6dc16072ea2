package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoCommand.AcceptTrade;
import io.tabletop.games.inwo.model.InwoCommand.EndTurn;
import io.tabletop.games.inwo.model.InwoCommand.OfferTrade;
import io.tabletop.games.inwo.model.InwoCommand.ReturnPlot;
import io.tabletop.games.inwo.model.InwoEvent.TradeClosed;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.tabletop.games.inwo.model.InwoEvent;

/**
 * Ruling I10 [rules file, "Rulings for the service"]: an offer with a hidden hand card reveals nothing when it lapses.
 * From rules version 4 on, if the card leaves its owner's hand, the offer ends for the outsiders' eyes only at the end
 * of the turn (or when withdrawn or declined); an acceptance that comes too late is refused to the two parties only.
 * Seat 0 holds two Plots, offers seat 1 one of them (which one is hidden from seat 2), then returns the first to its
 * deck: the offered one, or not.
 */
class OfferLapseRulingI10Test {

    private record Twin(Scenario.Game game, int offer) {}

    private static Twin offeredThenReturned(int version, boolean returnsTheOfferedOne) {
        Scenario sc = Scenario.of("bavarian-illuminati", "the-network", "servants-of-cthulhu").atVersion(version);
        for (int seat = 0; seat < 3; seat++) sc.group(seat, "canada", Scenario.root(seat)); // nobody is eliminated
        String first = sc.hand(0, "terrorist-nuke");
        String second = sc.hand(0, "terrorist-nuke");
        Scenario.Game g = sc.game();
        g.send(0, new OfferTrade(1, List.of(returnsTheOfferedOne ? first : second)));
        int id = g.state.trades().open().getFirst().id();
        g.send(0, new ReturnPlot(first, "TOP"));
        return new Twin(g, id);
    }

    /** What seat 2, outside the offer, sees: the events as redacted for him and his view's offers. */
    private static List<Object> seenByOutsider(Scenario.Game g) {
        List<Object> out = new ArrayList<>();
        for (InwoEvent e : g.events) out.add(g.rules.redact(e, Viewer.seat(2)));
        out.add(g.rules.view(g.state, Viewer.seat(2)).trades());
        return out;
    }

    @Test
    void version3_theOfferLapsedInPublicTheMomentTheOfferedCardLeftTheHand() {
        Twin played = offeredThenReturned(3, true);
        assertThat(played.game().events).anyMatch(e -> e instanceof TradeClosed c && c.why().equals("LAPSED"));
        Twin other = offeredThenReturned(3, false);
        assertThat(other.game().events).noneMatch(e -> e instanceof TradeClosed);
    }

    @Test
    void givenTheOfferedHandCardLeavesTheHand_thenOutsidersSeeTheOfferOpenAsIfAnotherCardHadLeft() {
        Twin played = offeredThenReturned(4, true);
        Twin other = offeredThenReturned(4, false);
        assertThat(played.game().events).noneMatch(e -> e instanceof TradeClosed);
        assertThat(played.game().rules.view(played.game().state, Viewer.seat(2)).trades()).hasSize(1);
        assertThat(seenByOutsider(played.game())).isEqualTo(seenByOutsider(other.game()));
    }

    @Test
    void givenTheOfferedHandCardLeftTheHand_whenAccepted_thenRefusedToTheAccepterOnly() {
        Twin played = offeredThenReturned(4, true);
        Scenario.Game g = played.game();
        assertThat(Scenario.refused(() -> g.send(1, new AcceptTrade(played.offer(), null))).code()).isEqualTo("OFFER_LAPSED");
        assertThat(g.rules.legalMoves(g.state, 1)).noneMatch(c -> c instanceof AcceptTrade);
        Twin other = offeredThenReturned(4, false);
        other.game().send(1, new AcceptTrade(other.offer(), null));
        assertThat(other.game().state.player(1).hand()).hasSize(1);
    }

    @Test
    void givenTheOfferedHandCardLeftTheHand_whenTheTurnEnds_thenTheOfferEndsForEverybody() {
        for (boolean returned : new boolean[] {true, false}) {
            Scenario.Game g = offeredThenReturned(4, returned).game();
            g.send(0, new EndTurn());
            g.allPass();
            assertThat(g.events).anyMatch(e -> e instanceof TradeClosed c && c.why().equals("END_OF_TURN"));
            assertThat(g.state.trades().open()).isEmpty();
        }
    }
}
