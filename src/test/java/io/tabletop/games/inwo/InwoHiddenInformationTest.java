package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.inwo.model.InwoEvent.*;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What each viewer sees: own hand only, counts for the others, no deck order, drawn cards to their owner. */
class InwoHiddenInformationTest {

    @Test
    void givenAGame_thenASeatSeesItsOwnHandOnlyAndNobodySeesADeck() {
        InwoPlay play = InwoPlay.start(InwoFixture.RULES, InwoRandomGamesTest.decks(3), "hidden", Map.of());
        InwoTurnTest.chooseLeads(play);
        InwoView v = InwoFixture.RULES.view(play.state, Viewer.seat(1));
        for (InwoView.PlayerView p : v.players()) {
            if (p.seat() == 1) assertThat(p.hand()).hasSize(p.handCount());
            else assertThat(p.hand()).isNull();
            assertThat(p.plotDeckCount()).isPositive();
        }
        InwoView spectator = InwoFixture.RULES.view(play.state, Viewer.SPECTATOR);
        assertThat(spectator.players()).allMatch(p -> p.hand() == null && p.lead() == null);
    }

    @Test
    void givenTheEvents_thenDeckOrdersAreTheAuditorsAndDrawnCardsTheirOwners() {
        InwoPlay play = InwoPlay.start(InwoFixture.RULES, InwoRandomGamesTest.decks(2), "hidden-events", Map.of());
        GameSetUp setUp = (GameSetUp) play.events.getFirst();
        GameSetUp seen = (GameSetUp) InwoFixture.RULES.redact(setUp, Viewer.seat(0));
        assertThat(seen.decks()).allMatch(d -> d.plots() == null && d.groups() == null);
        assertThat(InwoFixture.RULES.redact(setUp, Viewer.AUDITOR)).isEqualTo(setUp);
        CardsDrawn drawn = (CardsDrawn) play.events.get(1);
        assertThat(((CardsDrawn) InwoFixture.RULES.redact(drawn, Viewer.seat(drawn.seat()))).cards()).hasSize(3);
        assertThat(((CardsDrawn) InwoFixture.RULES.redact(drawn, Viewer.seat(1 - drawn.seat()))).cards()).isNull();
        assertThat(((CardsDrawn) InwoFixture.RULES.redact(drawn, Viewer.SPECTATOR)).cards()).isNull();
    }
}
