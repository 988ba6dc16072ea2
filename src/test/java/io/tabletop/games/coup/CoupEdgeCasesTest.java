package io.tabletop.games.coup;

import static io.tabletop.games.coup.Card.*;
import static io.tabletop.games.coup.CoupScenario.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.engine.Options;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Setup;
import io.tabletop.engine.Viewer;
import io.tabletop.games.coup.CoupCommand.*;
import io.tabletop.games.coup.CoupEvent.*;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The twelve edge cases listed at the end of rules/coup.md, one test each, asserting events and state. */
class CoupEdgeCasesTest {

    @Test
    void edge01_wrongChallengeOfProtestByTargetWithTwoCardsLosesBoth() {
        CoupScenario s = given().player(3, PROTEST, RUSSIA).player(4, POLICE, EU).player(2, MEDIA, EU).build()
                .when(0, declare(Action.PROTEST, 1))
                .when(1, CHALLENGE);
        assertThat(s.events()).containsExactly(
                new ActionChallenged(1), new ClaimProven(0, PROTEST), new CoinsPaid(0, 3));
        assertThat(s.awaiting()).as("the target chooses its first loss").containsExactly(1);

        s.when(1, reveal(POLICE));
        assertThat(s.eventTypes()).containsExactly(InfluenceLost.class, ActionResolved.class, InfluenceLost.class,
                PlayerEliminated.class, ProvenCardReplaced.class, TurnStarted.class);
        assertThat(s.events(InfluenceLost.class))
                .containsExactly(new InfluenceLost(1, POLICE), new InfluenceLost(1, EU));
        assertThat(s.event(ProvenCardReplaced.class).returned()).isEqualTo(PROTEST);
        assertThat(s.player(1).hidden()).isEmpty();
        assertThat(s.player(1).revealed()).containsExactly(POLICE, EU);
        assertThat(s.coins(1)).isZero();
        assertThat(s.coins(0)).isZero();
        assertThat(s.hand(0)).hasSize(2).contains(RUSSIA);
        assertThat(s.turn().actor()).isEqualTo(2);
    }

    @Test
    void edge02_caughtEuBluffAgainstProtestTargetLosesTwo() {
        CoupScenario s = given().player(3, PROTEST, RUSSIA).player(4, RUSSIA, POLICE).player(2, MEDIA, EU).build()
                .when(0, declare(Action.PROTEST, 1))
                .when(1, block(EU))
                .when(0, CHALLENGE);
        assertThat(s.events()).containsExactly(new BlockChallenged(0), new ClaimRefuted(1, EU));
        assertThat(s.awaiting()).containsExactly(1);

        s.when(1, reveal(RUSSIA));
        assertThat(s.events()).containsExactly(
                new InfluenceLost(1, RUSSIA),
                new CoinsPaid(0, 3),
                new ActionResolved(0, Action.PROTEST, 1, null),
                new InfluenceLost(1, POLICE),
                new PlayerEliminated(1),
                new TurnStarted(2));
        assertThat(s.player(1).revealed()).containsExactly(RUSSIA, POLICE);
        assertThat(s.player(1).hidden()).isEmpty();
        assertThat(s.coins(0)).isZero();
        assertThat(s.hand(0)).containsExactly(RUSSIA, PROTEST);
    }

    @Test
    void edge03_challengerWithOneCardLosesTheChallengeIsEliminatedAndTheActionContinues() {
        CoupScenario s = given().player(2, RUSSIA, EU).player(2, PROTEST, POLICE)
                .player(4, List.of(MEDIA), List.of(EU)).build()
                .when(0, declare(Action.RUSSIA))
                .when(2, CHALLENGE);
        assertThat(s.eventTypes()).containsExactly(ActionChallenged.class, ClaimProven.class, InfluenceLost.class,
                PlayerEliminated.class, ActionResolved.class, CoinsGained.class, ProvenCardReplaced.class,
                TurnStarted.class);
        assertThat(s.events()).contains(new InfluenceLost(2, MEDIA), new PlayerEliminated(2), new CoinsGained(0, 3),
                new TurnStarted(1));
        assertThat(s.coins(0)).isEqualTo(5);
        assertThat(s.coins(2)).isZero();
        assertThat(s.player(2).revealed()).containsExactly(EU, MEDIA);
        assertThat(s.state().seatsInGame()).containsExactly(0, 1);
        assertThat(s.state().finished()).isFalse();
    }

    @Test
    void edge04_actorWithOneCardWinsAChallengeAndKeepsOneHiddenCardTheReplacement() {
        CoupScenario s = given().player(2, List.of(RUSSIA), List.of(POLICE)).player(2, PROTEST, EU)
                .player(2, MEDIA, EU).deck(POLICE, POLICE).rng(2).build()
                .when(0, declare(Action.RUSSIA))
                .when(1, CHALLENGE);
        assertThat(s.events()).containsExactly(new ActionChallenged(1), new ClaimProven(0, RUSSIA));
        assertThat(s.hand(0)).as("the only card is set aside").isEmpty();
        CoupView.PlayerView actor = s.view(Viewer.SPECTATOR).players().get(0);
        assertThat(actor.eliminated()).as("a card set aside still counts").isFalse();
        assertThat(s.view(Viewer.SPECTATOR).turn().provenCard()).isEqualTo(RUSSIA);

        s.when(1, reveal(EU));
        assertThat(s.events()).containsExactly(
                new InfluenceLost(1, EU),
                new ActionResolved(0, Action.RUSSIA, null, null),
                new CoinsGained(0, 3),
                new ProvenCardReplaced(0, RUSSIA, POLICE),
                new TurnStarted(1));
        assertThat(s.hand(0)).containsExactly(POLICE);
        assertThat(s.player(0).revealed()).containsExactly(POLICE);
        assertThat(s.state().inGame(0)).isTrue();
        assertThat(s.coins(0)).isEqualTo(5);
    }

    @Test
    void edge05_blockedProtestKeepsTheThreeButAChallengedProtestThatFailsStillPaysThree() {
        CoupScenario blocked = given().player(5, PROTEST, RUSSIA).player(2, EU, POLICE).player(2, MEDIA, EU).build()
                .when(0, declare(Action.PROTEST, 1))
                .when(1, block(EU))
                .when(0, ACCEPT_BLOCK);
        assertThat(blocked.events()).containsExactly(new BlockAccepted(0), new TurnStarted(1));
        assertThat(blocked.history()).noneMatch(e -> e instanceof CoinsPaid);
        assertThat(blocked.coins(0)).isEqualTo(5);
        assertThat(blocked.hand(1)).containsExactly(POLICE, EU);

        CoupScenario failed = given().player(5, RUSSIA, EU).player(2, EU, POLICE).player(2, MEDIA, EU).build()
                .when(0, declare(Action.PROTEST, 1))
                .when(2, CHALLENGE);
        assertThat(failed.events()).containsExactly(
                new ActionChallenged(2), new ClaimRefuted(0, PROTEST), new CoinsPaid(0, 3));
        failed.when(0, reveal(RUSSIA));
        assertThat(failed.events()).containsExactly(new InfluenceLost(0, RUSSIA), new TurnStarted(1));
        assertThat(failed.coins(0)).isEqualTo(2);
        assertThat(failed.hand(1)).as("the protest did not happen").containsExactly(POLICE, EU);
    }

    @Test
    void edge06_policeAgainstAPlayerWithZeroOrOneTakesWhatIsThere() {
        CoupScenario one = given().player(2, POLICE, EU).player(1, RUSSIA, PROTEST).build()
                .when(0, declare(Action.POLICE, 1)).allPass();
        assertThat(one.events()).containsExactly(new ReactionPassed(1),
                new ActionResolved(0, Action.POLICE, 1, null), new CoinsTaken(0, 1, 1), new TurnStarted(1));
        assertThat(one.coins(0)).isEqualTo(3);
        assertThat(one.coins(1)).isZero();

        CoupScenario zero = given().player(2, POLICE, EU).player(0, RUSSIA, PROTEST).build()
                .when(0, declare(Action.POLICE, 1)).allPass();
        assertThat(zero.events()).contains(new CoinsTaken(0, 1, 0));
        assertThat(zero.coins(0)).isEqualTo(2);
        assertThat(zero.coins(1)).isZero();
    }

    @Test
    void edge07_tenOrMoreAtTheStartOfTheTurnOnlyScandalIsLegalAndWhatCannotBeAffordedIsNotLegal() {
        CoupScenario rich = given().player(10, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, MEDIA, EU).build();
        assertThat(rich.legal(0)).containsExactly(declare(Action.SCANDAL, 1), declare(Action.SCANDAL, 2));
        for (CoupCommand other : List.of(declare(Action.USA), declare(Action.LOCAL_BUSINESS), declare(Action.RUSSIA),
                declare(Action.PROTEST, 1), declare(Action.MEDIA), declare(Action.POLICE, 2))) {
            assertThat(rich.rejected(0, other)).isEqualTo("MUST_DECLARE_SCANDAL");
        }
        rich.when(0, declare(Action.SCANDAL, 2));
        assertThat(rich.coins(0)).isEqualTo(3);

        CoupScenario six = given().player(6, RUSSIA, EU).player(2, PROTEST, POLICE).build();
        assertThat(six.legal(0)).noneMatch(c -> c instanceof Declare d && d.action() == Action.SCANDAL)
                .contains(declare(Action.PROTEST, 1));
        assertThat(six.rejected(0, declare(Action.SCANDAL, 1))).isEqualTo("CANNOT_AFFORD");

        CoupScenario two = given().player(2, PROTEST, EU).player(2, RUSSIA, POLICE).build();
        assertThat(two.legal(0)).noneMatch(c -> c instanceof Declare d
                && (d.action() == Action.PROTEST || d.action() == Action.SCANDAL));
        assertThat(two.rejected(0, declare(Action.PROTEST, 1))).isEqualTo("CANNOT_AFFORD");
    }

    @Test
    void edge08_aSecondReactionAfterTheFirstChallengeOrBlockIsRejected() {
        CoupScenario challenged = given().player(2, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, MEDIA, EU).build()
                .when(0, declare(Action.RUSSIA))
                .when(1, CHALLENGE);
        assertThat(challenged.stepLabel()).isEqualTo("LOSE_INFLUENCE");
        assertThat(challenged.rejected(2, CHALLENGE)).isEqualTo("REACTION_WINDOW_CLOSED");
        assertThat(challenged.rejected(2, PASS)).isEqualTo("REACTION_WINDOW_CLOSED");
        challenged.when(1, reveal(PROTEST));
        assertThat(challenged.player(2).revealed()).as("the second challenger was never heard").isEmpty();
        assertThat(challenged.history()).filteredOn(e -> e instanceof ActionChallenged)
                .containsExactly(new ActionChallenged(1));

        CoupScenario blocked = given().player(2, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, RUSSIA, EU).build()
                .when(0, declare(Action.LOCAL_BUSINESS))
                .when(2, block(RUSSIA));
        assertThat(blocked.rejected(1, block(RUSSIA))).isEqualTo("REACTION_WINDOW_CLOSED");
        assertThat(blocked.rejected(1, PASS)).isEqualTo("REACTION_WINDOW_CLOSED");
        assertThat(blocked.turn().reactor()).isEqualTo(2);
        assertThat(blocked.awaiting()).containsExactly(0);
    }

    @Test
    void edge09_onlyTheBlockedPlayerMayChallengeABlock() {
        CoupScenario s = given().player(2, POLICE, EU).player(4, RUSSIA, PROTEST).player(2, MEDIA, EU).build()
                .when(0, declare(Action.POLICE, 1))
                .when(1, block(POLICE));
        assertThat(s.rejected(2, CHALLENGE)).isEqualTo("ONLY_BLOCKED_PLAYER_MAY_CHALLENGE");
        assertThat(s.rejected(1, CHALLENGE)).isEqualTo("ONLY_BLOCKED_PLAYER_MAY_CHALLENGE");
        assertThat(s.legal(2)).isEmpty();

        s.when(0, CHALLENGE);
        assertThat(s.events()).containsExactly(new BlockChallenged(0), new ClaimRefuted(1, POLICE));
        s.when(1, reveal(PROTEST));
        assertThat(s.events()).contains(new CoinsTaken(0, 1, 2));
        assertThat(s.coins(0)).isEqualTo(4);
    }

    @Test
    void edge10_mediaWithOneHiddenCardLeftDrawsTwoAndKeepsAtMostOne() {
        CoupScenario s = given().player(2, List.of(MEDIA), List.of(POLICE)).player(2, PROTEST, EU)
                .deck(RUSSIA, EU).rng(0, 0).build()
                .when(0, declare(Action.MEDIA)).allPass();
        assertThat(s.event(CardsDrawn.class)).isEqualTo(new CardsDrawn(0, 2, List.of(RUSSIA, EU)));
        assertThat(s.legal(0)).containsExactly(keep(RUSSIA), keep(MEDIA), keep(EU));
        assertThat(s.rejected(0, keep(RUSSIA, EU))).isEqualTo("INVALID_KEEP");
        assertThat(s.rejected(0, keep())).isEqualTo("INVALID_KEEP");

        s.when(0, keep(EU));
        assertThat(s.events()).containsExactly(new CardsKept(0, List.of(EU), 2, List.of(RUSSIA, MEDIA)),
                new TurnStarted(1));
        assertThat(s.hand(0)).containsExactly(EU);
        assertThat(s.state().deck().cards()).containsExactly(RUSSIA, MEDIA);
    }

    @Test
    void edge11_unInspectOfATargetWithOneHiddenCardAndUnDrawWithAndWithoutSwap() {
        CoupScenario inspect = given().variant(Variant.UN).player(2, UN, EU).player(2, List.of(POLICE), List.of(RUSSIA))
                .player(2, PROTEST, EU).deck(PROTEST).build()
                .when(0, unInspect(1)).allPass();
        assertThat(inspect.events()).endsWith(
                new ActionResolved(0, Action.UN, 1, UnMode.INSPECT), new CardShown(1, 0, POLICE));
        assertThat(inspect.stepLabel()).as("the only card is shown without asking").isEqualTo("DECIDE");
        assertThat(inspect.view(0).private_().shown()).isEqualTo(POLICE);
        inspect.when(0, force(true));
        assertThat(inspect.events()).containsExactly(new ExchangeDecided(0, 1, true),
                new InspectedCardReplaced(1, 0, POLICE, PROTEST), new TurnStarted(1));
        assertThat(inspect.hand(1)).containsExactly(PROTEST);
        assertThat(inspect.state().deck().cards()).containsExactly(POLICE);

        CoupScenario swap = given().variant(Variant.UN).player(2, RUSSIA, UN).player(2, PROTEST, POLICE).deck(EU)
                .build().when(0, unDraw()).allPass().when(0, keep(UN, EU));
        assertThat(swap.events()).containsExactly(new CardsKept(0, List.of(UN, EU), 1, List.of(RUSSIA)),
                new TurnStarted(1));
        assertThat(swap.hand(0)).containsExactly(UN, EU);
        assertThat(swap.state().deck().cards()).containsExactly(RUSSIA);

        CoupScenario noSwap = given().variant(Variant.UN).player(2, RUSSIA, UN).player(2, PROTEST, POLICE).deck(EU)
                .build().when(0, unDraw()).allPass().when(0, keep(RUSSIA, UN));
        assertThat(noSwap.events()).containsExactly(new CardsKept(0, List.of(RUSSIA, UN), 1, List.of(EU)),
                new TurnStarted(1));
        assertThat(noSwap.hand(0)).containsExactly(RUSSIA, UN);
        assertThat(noSwap.state().deck().cards()).containsExactly(EU);
    }

    @Test
    void edge12_sixPlayersDealTwelveLeaveThreeAndMediaStillDrawsTwo() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 6; i++) names.add("p" + i);
        CoupState setup = RULES.setup(new Setup(names, Options.validate(RULES.type().options(), Map.of("firstSeat", 0))));
        List<CoupEvent> start = RULES.start(setup, new SeededRng("six", 0));
        CardsDealt dealt = (CardsDealt) start.getFirst();
        assertThat(dealt.hands()).hasSize(6).allSatisfy(h -> assertThat(h.cards()).hasSize(2));
        assertThat(dealt.hands().stream().mapToInt(h -> h.cards().size()).sum()).isEqualTo(12);
        assertThat(dealt.deckSize()).isEqualTo(3);
        CoupState state = RULES.evolve(setup, dealt);
        assertThat(state.deck().size()).isEqualTo(3);

        CoupScenario s = CoupScenario.from(state, new SeededRng("six", 1))
                .when(0, declare(Action.MEDIA)).allPass();
        CardsDrawn drawn = s.event(CardsDrawn.class);
        assertThat(drawn.count()).isEqualTo(2);
        assertThat(drawn.cards()).hasSize(2);
        assertThat(s.state().deck().size()).isEqualTo(1);
        assertThat(s.view(Viewer.SPECTATOR).deckSize()).isEqualTo(1);

        List<Card> keep = List.copyOf(drawn.cards());
        s.when(0, new Keep(keep));
        assertThat(s.hand(0)).containsExactlyInAnyOrderElementsOf(keep);
        assertThat(s.state().deck().size()).isEqualTo(3);
        assertThat(s.event(CardsKept.class).returnedCount()).isEqualTo(2);
    }
}
