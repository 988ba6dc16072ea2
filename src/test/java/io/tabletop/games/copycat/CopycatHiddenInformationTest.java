package io.tabletop.games.copycat;

import static io.tabletop.games.copycat.CopycatScenario.RULES;
import static io.tabletop.games.copycat.CopycatScenario.given;
import static io.tabletop.games.copycat.CopycatScenario.lastBuyer;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Viewer;
import io.tabletop.games.copycat.CopycatCommand.*;
import io.tabletop.games.copycat.CopycatEvent.*;
import io.tabletop.games.copycat.CopycatScenario.ScriptedRng;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * What each viewer may see (CopycatRedaction for events, CopycatViews for state): other players' hands and kept
 * cards only as counts; deck orders (setup, reshuffles) nobody's; drawn cards only their owner's; turn-order cards
 * hidden until the reveal; everything to {@link Viewer#AUDITOR}.
 */
class CopycatHiddenInformationTest {

    static final List<Viewer> OTHERS_OF_SEAT_0 = List.of(Viewer.seat(1), Viewer.SPECTATOR);

    @Test
    void setupHidesEveryDeckOrderTheActionDeckAndTheOfficeStackFromSeatsAndSpectators() {
        CopycatPlay play = CopycatPlay.start(2, "hidden-setup");
        GameSetUp setUp = (GameSetUp) play.events.getFirst();
        assertThat(setUp.decks()).allMatch(d -> d.cards() != null && d.cards().size() == 10);
        assertThat(setUp.actionDeck()).isNotEmpty();
        assertThat(setUp.officeStack()).hasSize(10);

        for (Viewer v : List.of(Viewer.seat(0), Viewer.seat(1), Viewer.SPECTATOR)) {
            GameSetUp seen = (GameSetUp) RULES.redact(setUp, v);
            assertThat(seen.decks()).as("%s sees no deck order, not even its own", v)
                    .allMatch(d -> d.cards() == null && d.size() == 10);
            assertThat(seen.actionDeck()).isNull();
            assertThat(seen.officeStack()).isNull();
            assertThat(seen.actionDeckSize()).isEqualTo(setUp.actionDeckSize());
            assertThat(seen.officeStackSize()).isEqualTo(10);
            assertThat(seen.street()).isEqualTo(setUp.street());
            assertThat(seen.offices()).isEqualTo(setUp.offices());
            assertThat(seen.bus()).isEqualTo(setUp.bus());
        }
        assertThat(RULES.redact(setUp, Viewer.AUDITOR)).isEqualTo(setUp);
    }

    @Test
    void drawnCardsOnlyToTheirOwner() {
        CopycatScenario s = given(2).hand(0, "27").deck(0, "A9", "A10").othersOut(0).build();
        s.when(0, new PlayCard("27"));
        CardsDrawn drawn = s.event(CardsDrawn.class);

        assertThat(s.redacted(drawn, Viewer.seat(0))).isEqualTo(drawn);
        assertThat(s.redacted(drawn, Viewer.AUDITOR)).isEqualTo(drawn);
        for (Viewer v : OTHERS_OF_SEAT_0) {
            assertThat(s.redacted(drawn, v)).isEqualTo(new CardsDrawn(0, 2, null));
        }
        assertThat(s.redacted(new CardPlayed(0, "27"), Viewer.SPECTATOR)).as("a played card is public")
                .isEqualTo(new CardPlayed(0, "27"));
    }

    @Test
    void reshuffledOrderIsSeenByNobodyButTheAuditor() {
        ScriptedRng rng = new ScriptedRng().order("A11", "A10");
        CopycatScenario s = given(2).hand(0, "27").discard(0, "A10", "A11").othersOut(0).rng(rng).build();
        s.when(0, new PlayCard("27"));
        DiscardShuffled shuffled = s.event(DiscardShuffled.class);
        assertThat(shuffled.order()).containsExactly("A11", "A10");

        for (Viewer v : List.of(Viewer.seat(0), Viewer.seat(1), Viewer.SPECTATOR)) {
            assertThat(s.redacted(shuffled, v)).isEqualTo(new DiscardShuffled(0, 2, null));
        }
        assertThat(s.redacted(shuffled, Viewer.AUDITOR)).isEqualTo(shuffled);
        assertThat(s.view(Viewer.seat(0)).players().get(0).deckCount()).isZero();
    }

    @Test
    void turnOrderCardsAreHiddenUntilTheRevealEvent() {
        CopycatScenario s = given(2).planning().hand(0, "A18", "A9").hand(1, "B17", "B9").build();
        s.when(0, new ChooseTurnCard("A18"));
        TurnCardChosen chosen = s.event(TurnCardChosen.class);

        assertThat(s.redacted(chosen, Viewer.seat(0))).isEqualTo(chosen);
        assertThat(s.redacted(chosen, Viewer.seat(1))).isEqualTo(new TurnCardChosen(0, null));
        assertThat(s.redacted(chosen, Viewer.SPECTATOR)).isEqualTo(new TurnCardChosen(0, null));
        assertThat(s.redacted(chosen, Viewer.AUDITOR)).isEqualTo(chosen);
        assertThat(s.view(Viewer.seat(0)).players().get(0).turnCard()).isEqualTo("A18");
        assertThat(s.view(Viewer.seat(1)).players().get(0).turnCard()).isNull();
        assertThat(s.view(Viewer.seat(1)).players().get(0).chosen()).as("that seat 0 has chosen is public").isTrue();
        assertThat(s.view(Viewer.seat(1)).players().get(0).handCount()).isEqualTo(1);
        assertThat(s.view(Viewer.AUDITOR).players().get(0).turnCard()).isEqualTo("A18");

        s.when(1, new ChooseTurnCard("B17"));
        TurnOrderDecided reveal = s.event(TurnOrderDecided.class);
        assertThat(s.redacted(reveal, Viewer.SPECTATOR)).as("the reveal shows every card").isEqualTo(reveal);
        assertThat(reveal.reveals()).extracting(Reveal::card).containsExactly("A18", "B17");
        assertThat(s.view(Viewer.seat(1)).players().get(0).turnCard()).isEqualTo("A18");
        assertThat(s.view(Viewer.SPECTATOR).players().get(1).tempDiscard()).containsExactly("B17");
    }

    @Test
    void otherPlayersHandsAndKeptCardsAreOnlyCounts_theAuditorSeesAll() {
        CopycatScenario s = given(2).buying().hand(0, "33", "27", "A9").hand(1, "B9", "B10").build();
        s.when(0, new PlayCard("33"), new Keep("27"));
        CardKept kept = s.event(CardKept.class);

        assertThat(s.redacted(kept, Viewer.seat(0))).isEqualTo(kept);
        assertThat(s.redacted(kept, Viewer.seat(1))).isEqualTo(new CardKept(0, null));
        assertThat(s.redacted(kept, Viewer.AUDITOR)).isEqualTo(kept);

        CopycatView.PlayerView own = s.view(Viewer.seat(0)).players().get(0);
        assertThat(own.hand()).containsExactly("A9");
        assertThat(own.kept()).containsExactly("27");
        for (Viewer v : OTHERS_OF_SEAT_0) {
            CopycatView.PlayerView seen = s.view(v).players().get(0);
            assertThat(seen.hand()).isNull();
            assertThat(seen.handCount()).isEqualTo(1);
            assertThat(seen.kept()).isNull();
            assertThat(seen.keptCount()).isEqualTo(1);
            assertThat(seen.playArea()).as("the play area is public").extracting(PlayedCard::card).containsExactly("33");
        }
        assertThat(s.view(Viewer.seat(0)).players().get(1).hand()).isNull();
        assertThat(s.view(Viewer.seat(0)).players().get(1).handCount()).isEqualTo(2);
        CopycatView audit = s.view(Viewer.AUDITOR);
        assertThat(audit.players().get(0).hand()).containsExactly("A9");
        assertThat(audit.players().get(0).kept()).containsExactly("27");
        assertThat(audit.players().get(1).hand()).containsExactly("B9", "B10");
    }

    @Test
    void keptCardsJoiningTheNextHandAreSeenOnlyByTheirOwner() {
        CopycatScenario s = lastBuyer().hand(0, "33", "27").build();
        s.when(0, new PlayCard("33"), new Keep("27"), new Done(), new LayOut(), new StartBuying(), new EndTurn());
        KeptCardsTaken taken = s.event(KeptCardsTaken.class);
        assertThat(taken.cards()).containsExactly("27");

        assertThat(s.redacted(taken, Viewer.seat(0))).isEqualTo(taken);
        assertThat(s.redacted(taken, Viewer.seat(1))).isEqualTo(new KeptCardsTaken(0, 1, null));
        assertThat(s.redacted(taken, Viewer.AUDITOR)).isEqualTo(taken);
    }

    @Test
    void viewsNeverShowDecks_streetDiscardsOfficesAndVpArePublic() {
        CopycatScenario s = given(2).deck(0, "A9", "A10").deck(1, "B12").discard(1, "B16").vp(1, 7)
                .worker(1, "B2", 1).street("19").build();
        CopycatView v = s.view(Viewer.seat(0));

        assertThat(v.players().get(0).deckCount()).isEqualTo(2);
        assertThat(v.players().get(1).deckCount()).isEqualTo(1);
        assertThat(v.players().get(1).discard()).containsExactly("B16");
        assertThat(v.players().get(1).vp()).isEqualTo(7);
        assertThat(v.street().getFirst().card()).isEqualTo("19");
        assertThat(v.offices()).filteredOn(o -> o.id().equals("B2")).singleElement()
                .satisfies(o -> assertThat(o.workers()).containsExactly(new Worker(1, 1, false)));
        assertThat(v.toString()).as("no deck content anywhere in a view").doesNotContain("A9", "A10", "B12");
    }

    @Test
    void inAWholeGameOnlyHiddenFieldsAreRedactedAndOnlyForOthers() {
        CopycatPlay play = CopycatPlay.start(3, "hidden-whole-game");
        Random r = new Random(3);
        int moves = 0;
        while (!play.state.finished() && moves++ < 20_000) {
            int seat = RULES.awaiting(play.state).getFirst();
            play.send(seat, CopycatRandomGamesTest.pick(RULES.legalMoves(play.state, seat), r));
        }
        assertThat(play.state.finished()).isTrue();
        int hidden = 0;
        for (CopycatEvent e : play.events) {
            assertThat(RULES.redact(e, Viewer.AUDITOR)).isEqualTo(e);
            for (Viewer v : List.of(Viewer.seat(0), Viewer.seat(1), Viewer.seat(2), Viewer.SPECTATOR)) {
                CopycatEvent seen = RULES.redact(e, v);
                switch (e) {
                    case GameSetUp x -> assertThat(((GameSetUp) seen).actionDeck()).isNull();
                    case DiscardShuffled x -> assertThat(((DiscardShuffled) seen).order()).isNull();
                    case CardsDrawn x -> assertThat(((CardsDrawn) seen).cards())
                            .isEqualTo(v.sees(x.seat()) ? x.cards() : null);
                    case KeptCardsTaken x -> assertThat(((KeptCardsTaken) seen).cards())
                            .isEqualTo(v.sees(x.seat()) ? x.cards() : null);
                    case TurnCardChosen x -> assertThat(((TurnCardChosen) seen).card())
                            .isEqualTo(v.sees(x.seat()) ? x.card() : null);
                    case CardKept x -> assertThat(((CardKept) seen).card()).isEqualTo(v.sees(x.seat()) ? x.card() : null);
                    default -> assertThat(seen).as("public event %s", e).isEqualTo(e);
                }
                if (!seen.equals(e)) hidden++;
            }
        }
        assertThat(hidden).as("the game had hidden information to redact").isGreaterThan(50);
    }
}
