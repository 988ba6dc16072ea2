package io.tabletop.games.coup;

import static io.tabletop.games.coup.Card.*;
import static io.tabletop.games.coup.CoupScenario.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.Options;
import io.tabletop.engine.Rng;
import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.SeatCommand;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Setup;
import io.tabletop.engine.Silence;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import io.tabletop.games.coup.CoupCommand.*;
import io.tabletop.games.coup.CoupEvent.*;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** One or more tests for every rule in rules/coup.md, section by section. */
class CoupRulesTest {

    // --- shared givens ------------------------------------------------------------------------------------------

    /** Three players, seat 0 to play: p0 RUSSIA+EU, p1 PROTEST+POLICE, p2 MEDIA+EU; the rest in the deck. */
    static CoupScenario.Builder threePlayers() {
        return given().player(2, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, MEDIA, EU);
    }

    static List<String> names(int seats) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) names.add("p" + i);
        return names;
    }

    static Options options(Map<String, ?> raw) {
        return Options.validate(RULES.type().options(), raw);
    }

    static CoupState started(int seats, Map<String, ?> raw, Rng rng) {
        CoupState s = RULES.setup(new Setup(names(seats), options(raw)));
        for (CoupEvent e : RULES.start(s, rng)) s = RULES.evolve(s, e);
        return s;
    }

    static Map<Card, Integer> counts(List<Card> cards) {
        Map<Card, Integer> m = new EnumMap<>(Card.class);
        cards.forEach(c -> m.merge(c, 1, Integer::sum));
        return m;
    }

    /** Always answers the same value (capped below the bound). */
    record ConstantRng(int value) implements Rng {
        @Override
        public int nextInt(int bound) {
            return Math.min(value, bound - 1);
        }
    }

    // --- Components and setup -------------------------------------------------------------------------------

    @Nested
    @DisplayName("Components and setup")
    class ComponentsAndSetup {

        @ParameterizedTest
        @EnumSource(Variant.class)
        void courtDeckHasFifteenCardsFiveKindsTimesThreeWithoutTheOtherExchangeCard(Variant variant) {
            CoupState s = RULES.setup(new Setup(names(3), options(Map.of("variant", variant.name()))));

            Card absent = variant == Variant.MEDIA ? UN : MEDIA;
            assertThat(s.variant()).isEqualTo(variant);
            assertThat(s.deck().size()).isEqualTo(15);
            assertThat(s.deck().counts()).doesNotContainKey(absent).hasSize(5);
            for (Card c : Card.values()) if (c != absent) assertThat(s.deck().counts()).containsEntry(c, 3);
            assertThat(s.turn()).as("nothing dealt before start").isNull();
        }

        @Test
        void variantDefaultsToMedia() {
            CoupState s = RULES.setup(new Setup(names(2), options(Map.of())));
            assertThat(s.variant()).isEqualTo(Variant.MEDIA);
            assertThat(s.deck().counts()).containsEntry(MEDIA, 3).doesNotContainKey(UN);
        }

        @Test
        void twoToSixPlayers() {
            assertThat(RULES.type().minSeats()).isEqualTo(2);
            assertThat(RULES.type().maxSeats()).isEqualTo(6);
        }

        @ParameterizedTest
        @ValueSource(ints = {2, 3, 4, 5, 6})
        void startDealsTwoHiddenCardsAndTwoCoinsToEverySeatAndLeavesTheRestAsTheDeck(int seats) {
            CoupState before = RULES.setup(new Setup(names(seats), options(Map.of("variant", "UN"))));
            List<CoupEvent> start = RULES.start(before, new SeededRng("deal-" + seats, 0));

            assertThat(start).hasSize(1).first().isInstanceOf(CardsDealt.class);
            CardsDealt dealt = (CardsDealt) start.getFirst();
            assertThat(dealt.deckSize()).isEqualTo(15 - 2 * seats);
            assertThat(dealt.hands()).hasSize(seats).allSatisfy(h -> {
                assertThat(h.count()).isEqualTo(2);
                assertThat(h.cards()).hasSize(2);
            });

            CoupState s = RULES.evolve(before, dealt);
            List<Card> everything = new ArrayList<>(s.deck().cards());
            for (Player p : s.players()) {
                assertThat(p.hidden()).hasSize(2);
                assertThat(p.revealed()).isEmpty();
                assertThat(p.coins()).as("2 coins each, also with two players").isEqualTo(2);
                everything.addAll(p.hidden());
            }
            assertThat(s.deck().size()).isEqualTo(15 - 2 * seats);
            assertThat(counts(everything)).isEqualTo(CourtDeck.full(Variant.UN).counts());
            assertThat(s.turn().step()).isInstanceOf(Step.Declaring.class);
            assertThat(s.turn().number()).isEqualTo(1);
        }

        @Test
        void theDealDependsOnTheShuffle() {
            Set<List<Card>> firstHands = new HashSet<>();
            for (int i = 0; i < 20; i++) firstHands.add(started(3, Map.of(), new SeededRng("shuffle" + i, 0)).player(0).hidden());
            assertThat(firstHands).as("different seeds deal different hands").hasSizeGreaterThan(3);
        }

        @ParameterizedTest
        @ValueSource(ints = {0, 1, 2, 3})
        void firstSeatOptionChoosesTheFirstPlayer(int first) {
            CoupState s = started(4, Map.of("firstSeat", first), new SeededRng("any", 0));
            assertThat(s.turn().actor()).isEqualTo(first);
            assertThat(s.firstSeat()).isEqualTo(first);
            assertThat(RULES.view(s, Viewer.SPECTATOR).firstSeat()).isEqualTo(first);
            assertThat(RULES.awaiting(s)).containsExactly(first);
        }

        @Test
        void firstSeatIsDrawnAtRandomWhenNotGiven() {
            assertThat(started(5, Map.of(), new ConstantRng(0)).turn().actor()).isZero();
            assertThat(started(5, Map.of(), new ConstantRng(99)).turn().actor()).isEqualTo(4);
            Set<Integer> firsts = new HashSet<>();
            for (int i = 0; i < 60; i++) firsts.add(started(3, Map.of(), new SeededRng("first" + i, 0)).turn().actor());
            assertThat(firsts).containsExactlyInAnyOrder(0, 1, 2);
        }

        @Test
        void firstSeatBeyondTheTableIsRefused() {
            assertThatThrownBy(() -> RULES.checkOptions(3, options(Map.of("firstSeat", 3))))
                    .isInstanceOf(RuleViolation.class)
                    .extracting(e -> ((RuleViolation) e).code()).isEqualTo("INVALID_OPTION");
            RULES.checkOptions(3, options(Map.of("firstSeat", 2)));
        }
    }

    // --- Actions ----------------------------------------------------------------------------------------------

    @Nested
    @DisplayName("Actions: effect and cost")
    class Actions {

        @Test
        void usaGainsOneAndOpensNoWindow() {
            CoupScenario s = threePlayers().build().when(0, declare(Action.USA));

            assertThat(s.events()).containsExactly(
                    new ActionDeclared(0, Action.USA, null, null),
                    new ActionResolved(0, Action.USA, null, null),
                    new CoinsGained(0, 1),
                    new TurnStarted(1));
            assertThat(s.coins(0)).isEqualTo(3);
        }

        @Test
        void localBusinessGainsTwoWhenNobodyBlocks() {
            CoupScenario s = threePlayers().build().when(0, declare(Action.LOCAL_BUSINESS));
            assertThat(s.stepLabel()).isEqualTo("REACTIONS");
            assertThat(s.coins(0)).isEqualTo(2);

            s.allPass();
            assertThat(s.events()).containsExactly(
                    new ReactionPassed(1), new ReactionPassed(2),
                    new ActionResolved(0, Action.LOCAL_BUSINESS, null, null),
                    new CoinsGained(0, 2),
                    new TurnStarted(1));
            assertThat(s.coins(0)).isEqualTo(4);
        }

        @Test
        void scandalCostsSevenAndTheTargetLosesOneInfluenceOfItsChoice() {
            CoupScenario s = given().player(8, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, MEDIA, EU).build()
                    .when(0, declare(Action.SCANDAL, 1));

            assertThat(s.events()).containsExactly(
                    new ActionDeclared(0, Action.SCANDAL, 1, null),
                    new CoinsPaid(0, 7),
                    new ActionResolved(0, Action.SCANDAL, 1, null));
            assertThat(s.coins(0)).isEqualTo(1);
            assertThat(s.stepLabel()).isEqualTo("LOSE_INFLUENCE");
            assertThat(s.awaiting()).containsExactly(1);

            s.when(1, reveal(POLICE));
            assertThat(s.events()).containsExactly(new InfluenceLost(1, POLICE), new TurnStarted(1));
            assertThat(s.hand(1)).containsExactly(PROTEST);
            assertThat(s.player(1).revealed()).containsExactly(POLICE);
        }

        @Test
        void russiaGainsThree() {
            CoupScenario s = threePlayers().build().when(0, declare(Action.RUSSIA)).allPass();
            assertThat(s.events()).containsSubsequence(
                    new ActionResolved(0, Action.RUSSIA, null, null), new CoinsGained(0, 3), new TurnStarted(1));
            assertThat(s.coins(0)).isEqualTo(5);
        }

        @Test
        void protestCostsThreeAndTheTargetLosesOneInfluence() {
            CoupScenario s = given().player(4, PROTEST, EU).player(2, RUSSIA, POLICE).player(2, MEDIA, EU).build()
                    .when(0, declare(Action.PROTEST, 1))
                    .allPass();

            assertThat(s.events()).containsSubsequence(
                    new CoinsPaid(0, 3), new ActionResolved(0, Action.PROTEST, 1, null));
            assertThat(s.coins(0)).isEqualTo(1);
            assertThat(s.awaiting()).containsExactly(1);

            s.when(1, reveal(RUSSIA));
            assertThat(s.player(1).revealed()).containsExactly(RUSSIA);
            assertThat(s.hand(1)).containsExactly(POLICE);
            assertThat(s.turn().actor()).isEqualTo(1);
        }

        @Test
        void mediaDrawsTwoAndKeepsAnyOfThemInPlaceOfOwnCardsTheRestGoBack() {
            CoupScenario s = given().player(2, RUSSIA, MEDIA).player(2, PROTEST, POLICE)
                    .deck(POLICE, EU).rng(0, 0).build()
                    .when(0, declare(Action.MEDIA)).allPass();

            assertThat(s.events()).endsWith(
                    new ActionResolved(0, Action.MEDIA, null, null), new CardsDrawn(0, 2, List.of(POLICE, EU)));
            assertThat(s.stepLabel()).isEqualTo("EXCHANGE");
            assertThat(s.state().deck().size()).isZero();

            s.when(0, keep(EU, MEDIA));
            assertThat(s.events()).containsExactly(
                    new CardsKept(0, List.of(MEDIA, EU), 2, List.of(RUSSIA, POLICE)), new TurnStarted(1));
            assertThat(s.hand(0)).containsExactly(MEDIA, EU);
            assertThat(s.state().deck().cards()).containsExactly(RUSSIA, POLICE);
        }

        @Test
        void mediaMayKeepBothDrawnCardsOrNone() {
            CoupScenario both = given().player(2, RUSSIA, MEDIA).player(2, PROTEST, POLICE).deck(POLICE, EU).build()
                    .when(0, declare(Action.MEDIA)).allPass().when(0, keep(POLICE, EU));
            assertThat(both.hand(0)).containsExactly(POLICE, EU);
            assertThat(both.state().deck().cards()).containsExactly(RUSSIA, MEDIA);

            CoupScenario none = given().player(2, RUSSIA, MEDIA).player(2, PROTEST, POLICE).deck(POLICE, EU).build()
                    .when(0, declare(Action.MEDIA)).allPass().when(0, keep(RUSSIA, MEDIA));
            assertThat(none.hand(0)).containsExactly(RUSSIA, MEDIA);
            assertThat(none.state().deck().cards()).containsExactly(POLICE, EU);
        }

        @Test
        void exchangeKeepMustBeExactlyAsManyCardsFromHandAndDrawn() {
            CoupScenario s = given().player(2, RUSSIA, MEDIA).player(2, PROTEST, POLICE).deck(POLICE, EU).build()
                    .when(0, declare(Action.MEDIA)).allPass();

            assertThat(s.rejected(0, keep(EU))).isEqualTo("INVALID_KEEP");
            assertThat(s.rejected(0, keep(EU, POLICE, RUSSIA))).isEqualTo("INVALID_KEEP");
            assertThat(s.rejected(0, keep(EU, PROTEST))).isEqualTo("INVALID_KEEP");
            assertThat(s.rejected(0, keep(EU, EU))).isEqualTo("INVALID_KEEP");
            assertThat(s.rejected(0, new Keep(null))).isEqualTo("INVALID_KEEP");
            assertThat(s.rejected(1, keep(PROTEST, POLICE))).isEqualTo("NOT_YOUR_TURN");
        }

        @Test
        void unDrawTakesOneAndMaySwapItForOneOwnCard() {
            CoupScenario s = given().variant(Variant.UN).player(2, RUSSIA, UN).player(2, PROTEST, POLICE)
                    .deck(EU).build()
                    .when(0, unDraw()).allPass();
            assertThat(s.events()).endsWith(
                    new ActionResolved(0, Action.UN, null, UnMode.DRAW), new CardsDrawn(0, 1, List.of(EU)));
            assertThat(s.legal(0)).containsExactly(keep(RUSSIA, UN), keep(RUSSIA, EU), keep(UN, EU));

            s.when(0, keep(UN, EU));
            assertThat(s.events()).startsWith(new CardsKept(0, List.of(UN, EU), 1, List.of(RUSSIA)));
            assertThat(s.hand(0)).containsExactly(UN, EU);
            assertThat(s.state().deck().cards()).containsExactly(RUSSIA);
        }

        @Test
        void unInspectTargetShowsACardOfItsChoiceAndTheActorForcesAnExchange() {
            CoupScenario.ScriptedRng rng = new CoupScenario.ScriptedRng();
            CoupScenario s = given().variant(Variant.UN).player(2, UN, EU).player(2, RUSSIA, POLICE)
                    .player(2, PROTEST, EU).deck(PROTEST).rng(rng).build()
                    .when(0, unInspect(1)).allPass();

            assertThat(s.events()).endsWith(new ActionResolved(0, Action.UN, 1, UnMode.INSPECT));
            assertThat(s.stepLabel()).isEqualTo("SHOW");
            assertThat(s.awaiting()).containsExactly(1);
            assertThat(s.legal(1)).containsExactly(show(RUSSIA), show(POLICE));
            assertThat(s.rejected(1, show(EU))).isEqualTo("CARD_NOT_HELD");
            assertThat(s.rejected(2, show(PROTEST))).isEqualTo("NOT_YOUR_TURN");

            s.when(1, show(POLICE));
            assertThat(s.events()).containsExactly(new CardShown(1, 0, POLICE));
            assertThat(s.stepLabel()).isEqualTo("DECIDE");
            assertThat(s.legal(0)).containsExactly(force(true), force(false));

            s.when(0, force(true));
            assertThat(s.events()).containsExactly(
                    new ExchangeDecided(0, 1, true),
                    new InspectedCardReplaced(1, 0, POLICE, PROTEST),
                    new TurnStarted(1));
            assertThat(rng.bounds).as("the target takes the top card before the shown one goes under")
                    .containsExactly(1);
            assertThat(s.hand(1)).containsExactly(RUSSIA, PROTEST);
            assertThat(s.state().deck().cards()).containsExactly(POLICE);
        }

        @Test
        void unInspectWithoutForcingLeavesTheTargetsHand() {
            CoupScenario s = given().variant(Variant.UN).player(2, UN, EU).player(2, RUSSIA, POLICE).deck(PROTEST)
                    .build()
                    .when(0, unInspect(1)).allPass().when(1, show(RUSSIA)).when(0, force(false));
            assertThat(s.events()).containsExactly(new ExchangeDecided(0, 1, false), new TurnStarted(1));
            assertThat(s.hand(1)).containsExactly(RUSSIA, POLICE);
            assertThat(s.state().deck().cards()).containsExactly(PROTEST);
        }

        @Test
        void policeTakesTwoFromTheTarget() {
            CoupScenario s = given().player(2, POLICE, EU).player(5, RUSSIA, PROTEST).player(2, MEDIA, EU).build()
                    .when(0, declare(Action.POLICE, 1)).allPass();
            assertThat(s.events()).endsWith(
                    new ActionResolved(0, Action.POLICE, 1, null), new CoinsTaken(0, 1, 2), new TurnStarted(1));
            assertThat(s.coins(0)).isEqualTo(4);
            assertThat(s.coins(1)).isEqualTo(3);
        }

        @ParameterizedTest
        @EnumSource(Variant.class)
        void onlyTheVariantsExchangeActionExists(Variant variant) {
            CoupScenario s = given().variant(variant).player(2, RUSSIA, EU).player(2, PROTEST, POLICE).build();
            if (variant == Variant.MEDIA) {
                assertThat(s.rejected(0, unDraw())).isEqualTo("ACTION_NOT_IN_VARIANT");
                assertThat(s.legal(0)).contains(declare(Action.MEDIA))
                        .noneMatch(c -> c instanceof Declare d && d.action() == Action.UN);
            } else {
                assertThat(s.rejected(0, declare(Action.MEDIA))).isEqualTo("ACTION_NOT_IN_VARIANT");
                assertThat(s.legal(0)).contains(unDraw(), unInspect(1))
                        .noneMatch(c -> c instanceof Declare d && d.action() == Action.MEDIA);
            }
        }

        @Test
        void onlyTheActivePlayerDeclaresAndOnlyOncePerTurn() {
            CoupScenario s = threePlayers().build();
            assertThat(s.rejected(1, declare(Action.USA))).isEqualTo("NOT_YOUR_TURN");
            s.when(0, declare(Action.RUSSIA));
            assertThat(s.rejected(0, declare(Action.USA))).isEqualTo("NOT_YOUR_TURN");
            assertThat(s.rejected(0, new Declare(null, null, null))).isEqualTo("NOT_YOUR_TURN");
            CoupScenario fresh = threePlayers().build();
            assertThat(fresh.rejected(0, new Declare(null, null, null))).isEqualTo("ACTION_REQUIRED");
        }
    }

    @Nested
    @DisplayName("Affordability and SCANDAL at 7+/10+")
    class Affordability {

        @Test
        void anActionMustBeAffordable() {
            CoupScenario poor = given().player(2, PROTEST, EU).player(2, RUSSIA, POLICE).build();
            assertThat(poor.rejected(0, declare(Action.PROTEST, 1))).isEqualTo("CANNOT_AFFORD");
            assertThat(poor.rejected(0, declare(Action.SCANDAL, 1))).isEqualTo("CANNOT_AFFORD");

            CoupScenario six = given().player(6, PROTEST, EU).player(2, RUSSIA, POLICE).build();
            assertThat(six.rejected(0, declare(Action.SCANDAL, 1))).isEqualTo("CANNOT_AFFORD");
            assertThat(six.legal(0)).contains(declare(Action.PROTEST, 1));
        }

        @Test
        void exactlyTheCostIsEnough() {
            CoupScenario three = given().player(3, PROTEST, EU).player(2, RUSSIA, POLICE).build();
            three.when(0, declare(Action.PROTEST, 1)).allPass();
            assertThat(three.coins(0)).isZero();

            CoupScenario seven = given().player(7, PROTEST, EU).player(2, RUSSIA, POLICE).build();
            seven.when(0, declare(Action.SCANDAL, 1));
            assertThat(seven.coins(0)).isZero();
        }

        @ParameterizedTest
        @ValueSource(ints = {7, 8, 9})
        void withSevenToNineScandalIsOptional(int coins) {
            CoupScenario s = given().player(coins, RUSSIA, EU).player(2, PROTEST, POLICE).build();
            assertThat(s.legal(0)).contains(declare(Action.SCANDAL, 1), declare(Action.USA), declare(Action.RUSSIA),
                    declare(Action.PROTEST, 1));
            s.when(0, declare(Action.USA));
            assertThat(s.coins(0)).isEqualTo(coins + 1);
        }

        @ParameterizedTest
        @ValueSource(ints = {10, 11, 15})
        void withTenOrMoreAtTheStartOfTheTurnOnlyScandalIsLegal(int coins) {
            CoupScenario s = given().player(coins, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, MEDIA, EU).build();
            assertThat(s.legal(0)).containsExactly(declare(Action.SCANDAL, 1), declare(Action.SCANDAL, 2));
            assertThat(s.rejected(0, declare(Action.USA))).isEqualTo("MUST_DECLARE_SCANDAL");
            assertThat(s.rejected(0, declare(Action.RUSSIA))).isEqualTo("MUST_DECLARE_SCANDAL");
            assertThat(s.rejected(0, declare(Action.PROTEST, 1))).isEqualTo("MUST_DECLARE_SCANDAL");
            s.when(0, declare(Action.SCANDAL, 2));
            assertThat(s.coins(0)).isEqualTo(coins - 7);
        }

        @Test
        void moneyHasNoUpperLimitAndTenPlusForcesScandalNextTurn() {
            CoupScenario s = given().player(9, RUSSIA, EU).player(2, PROTEST, POLICE).build()
                    .when(0, declare(Action.RUSSIA)).allPass();
            assertThat(s.coins(0)).isEqualTo(12);
            s.when(1, declare(Action.USA));
            assertThat(s.legal(0)).containsExactly(declare(Action.SCANDAL, 1));
        }
    }

    @Nested
    @DisplayName("Targets")
    class Targets {

        CoupScenario fourWithSeatTwoOut() {
            return given().player(7, RUSSIA, EU).player(2, PROTEST, POLICE).eliminated(MEDIA, EU)
                    .player(2, RUSSIA, POLICE).build();
        }

        @Test
        void targetsMustBeOtherPlayersStillInTheGame() {
            CoupScenario s = fourWithSeatTwoOut();
            assertThat(s.rejected(0, declare(Action.SCANDAL, 0))).isEqualTo("INVALID_TARGET");
            assertThat(s.rejected(0, declare(Action.SCANDAL, 2))).isEqualTo("INVALID_TARGET");
            assertThat(s.rejected(0, declare(Action.POLICE, 4))).isEqualTo("INVALID_TARGET");
            assertThat(s.rejected(0, declare(Action.PROTEST, -1))).isEqualTo("INVALID_TARGET");
            assertThat(s.legal(0)).contains(declare(Action.SCANDAL, 1), declare(Action.SCANDAL, 3),
                    declare(Action.PROTEST, 1), declare(Action.PROTEST, 3),
                    declare(Action.POLICE, 1), declare(Action.POLICE, 3))
                    .noneMatch(c -> c instanceof Declare d && d.target() != null && (d.target() == 0 || d.target() == 2));
        }

        @Test
        void unInspectTargetsFollowTheSameRule() {
            CoupScenario s = given().variant(Variant.UN).player(2, UN, EU).player(2, PROTEST, POLICE)
                    .eliminated(RUSSIA, EU).build();
            assertThat(s.rejected(0, unInspect(0))).isEqualTo("INVALID_TARGET");
            assertThat(s.rejected(0, unInspect(2))).isEqualTo("INVALID_TARGET");
            assertThat(s.legal(0)).contains(unInspect(1)).doesNotContain(unInspect(2), unInspect(0));
        }

        @Test
        void targetAndModeAreGivenExactlyWhenNeeded() {
            CoupScenario s = given().player(7, RUSSIA, EU).player(2, PROTEST, POLICE).build();
            assertThat(s.rejected(0, declare(Action.SCANDAL))).isEqualTo("TARGET_REQUIRED");
            assertThat(s.rejected(0, declare(Action.POLICE))).isEqualTo("TARGET_REQUIRED");
            assertThat(s.rejected(0, declare(Action.USA, 1))).isEqualTo("TARGET_NOT_ALLOWED");
            assertThat(s.rejected(0, declare(Action.MEDIA, 1))).isEqualTo("TARGET_NOT_ALLOWED");
            assertThat(s.rejected(0, new Declare(Action.RUSSIA, null, UnMode.DRAW))).isEqualTo("MODE_NOT_ALLOWED");

            CoupScenario un = given().variant(Variant.UN).player(2, UN, EU).player(2, PROTEST, POLICE).build();
            assertThat(un.rejected(0, declare(Action.UN))).isEqualTo("MODE_REQUIRED");
            assertThat(un.rejected(0, new Declare(Action.UN, 1, UnMode.DRAW))).isEqualTo("TARGET_NOT_ALLOWED");
            assertThat(un.rejected(0, new Declare(Action.UN, null, UnMode.INSPECT))).isEqualTo("TARGET_REQUIRED");
        }
    }

    // --- Reactions ----------------------------------------------------------------------------------------------

    @Nested
    @DisplayName("Reactions: who may answer each window")
    class Reactions {

        CoupScenario declared(Variant variant, Declare declare) {
            return given().variant(variant).player(7, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, RUSSIA, EU)
                    .build().when(0, declare);
        }

        @ParameterizedTest
        @ValueSource(strings = {"USA", "SCANDAL"})
        void usaAndScandalOpenNoWindow(String action) {
            Action a = Action.valueOf(action);
            CoupScenario s = declared(Variant.MEDIA, a == Action.SCANDAL ? declare(a, 1) : declare(a));
            assertThat(s.events()).noneMatch(e -> e instanceof ReactionPassed)
                    .anyMatch(e -> e instanceof ActionResolved);
            assertThat(s.stepLabel()).isNotEqualTo("REACTIONS");
            assertThat(RULES.silence(s.state()).orElseThrow().reaction()).as("no reaction window").isFalse();
            for (int seat = 1; seat <= 2; seat++) assertThat(s.legal(seat)).doesNotContain(PASS, CHALLENGE);
        }

        @Test
        void russiaMediaAndUnMayBeChallengedByEveryOtherPlayerButNotBlocked() {
            for (CoupScenario s : List.of(
                    declared(Variant.MEDIA, declare(Action.RUSSIA)),
                    declared(Variant.MEDIA, declare(Action.MEDIA)),
                    declared(Variant.UN, unDraw()),
                    declared(Variant.UN, unInspect(2)))) {
                assertThat(s.stepLabel()).isEqualTo("REACTIONS");
                assertThat(s.awaiting()).containsExactly(1, 2);
                assertThat(s.legal(0)).isEmpty();
                assertThat(s.legal(1)).containsExactly(PASS, CHALLENGE);
                assertThat(s.legal(2)).containsExactly(PASS, CHALLENGE);
                assertThat(s.rejected(2, block(RUSSIA))).isEqualTo("NOT_BLOCKABLE");
                assertThat(s.rejected(2, block(EU))).isEqualTo("NOT_BLOCKABLE");
            }
        }

        @Test
        void localBusinessMayBeBlockedWithRussiaByEveryOtherPlayerButNotChallenged() {
            CoupScenario s = declared(Variant.MEDIA, declare(Action.LOCAL_BUSINESS));
            assertThat(s.awaiting()).containsExactly(1, 2);
            assertThat(s.legal(1)).containsExactly(PASS, block(RUSSIA));
            assertThat(s.legal(2)).containsExactly(PASS, block(RUSSIA));
            assertThat(s.rejected(1, CHALLENGE)).isEqualTo("NOT_CHALLENGEABLE");
            assertThat(s.rejected(1, block(EU))).isEqualTo("INVALID_BLOCK_CARD");
            assertThat(s.rejected(1, block(null))).isEqualTo("INVALID_BLOCK_CARD");
            s.when(1, block(RUSSIA));
            assertThat(s.events()).containsExactly(new BlockDeclared(1, RUSSIA));
        }

        @Test
        void protestMayBeChallengedByAnyoneAndBlockedWithEuByTheTargetOnly() {
            CoupScenario s = declared(Variant.MEDIA, declare(Action.PROTEST, 1));
            assertThat(s.legal(1)).containsExactly(PASS, CHALLENGE, block(EU));
            assertThat(s.legal(2)).containsExactly(PASS, CHALLENGE);
            assertThat(s.rejected(2, block(EU))).isEqualTo("ONLY_TARGET_MAY_BLOCK");
            assertThat(s.rejected(1, block(RUSSIA))).isEqualTo("INVALID_BLOCK_CARD");
            assertThat(s.rejected(1, block(POLICE))).isEqualTo("INVALID_BLOCK_CARD");
        }

        @ParameterizedTest
        @EnumSource(Variant.class)
        void policeMayBeChallengedByAnyoneAndBlockedByTheTargetWithPoliceOrTheVariantsExchangeCard(Variant variant) {
            CoupScenario s = declared(variant, declare(Action.POLICE, 1));
            Card other = variant == Variant.MEDIA ? UN : MEDIA;
            assertThat(s.legal(1)).containsExactly(PASS, CHALLENGE, block(POLICE), block(variant.card()));
            assertThat(s.legal(2)).containsExactly(PASS, CHALLENGE);
            assertThat(s.rejected(2, block(POLICE))).isEqualTo("ONLY_TARGET_MAY_BLOCK");
            assertThat(s.rejected(1, block(other))).isEqualTo("INVALID_BLOCK_CARD");
            assertThat(s.rejected(1, block(EU))).isEqualTo("INVALID_BLOCK_CARD");
            s.when(1, block(variant.card()));
            assertThat(s.events()).containsExactly(new BlockDeclared(1, variant.card()));
            assertThat(s.turn().block()).isEqualTo(variant.card());
            assertThat(s.turn().reactor()).isEqualTo(1);
        }

        @Test
        void eliminatedPlayersAreNotAskedAndTheActorCannotReactToItself() {
            CoupScenario s = given().player(2, RUSSIA, EU).player(2, PROTEST, POLICE).eliminated(MEDIA, EU)
                    .player(2, RUSSIA, POLICE).build().when(0, declare(Action.RUSSIA));
            assertThat(s.awaiting()).containsExactly(1, 3);
            assertThat(s.legal(2)).isEmpty();
            assertThat(s.rejected(2, PASS)).isEqualTo("ALREADY_ANSWERED");
            assertThat(s.rejected(2, CHALLENGE)).isEqualTo("ALREADY_ANSWERED");
            assertThat(s.rejected(0, PASS)).isEqualTo("OWN_ACTION");
            assertThat(s.rejected(0, CHALLENGE)).isEqualTo("OWN_ACTION");
        }

        @Test
        void aPassLeavesTheWindowOpenForTheOthersAndCannotBeRepeated() {
            CoupScenario s = declared(Variant.MEDIA, declare(Action.RUSSIA)).when(2, PASS);
            assertThat(s.events()).containsExactly(new ReactionPassed(2));
            assertThat(s.stepLabel()).isEqualTo("REACTIONS");
            assertThat(s.awaiting()).containsExactly(1);
            assertThat(s.rejected(2, PASS)).isEqualTo("ALREADY_ANSWERED");
            assertThat(s.rejected(2, CHALLENGE)).isEqualTo("ALREADY_ANSWERED");
            assertThat(s.coins(0)).isEqualTo(7);
        }

        @Test
        void whenAllEligiblePlayersPassTheActionResolves() {
            CoupScenario s = declared(Variant.MEDIA, declare(Action.RUSSIA)).when(2, PASS).when(1, PASS);
            assertThat(s.events()).containsExactly(
                    new ReactionPassed(1), new ActionResolved(0, Action.RUSSIA, null, null), new CoinsGained(0, 3),
                    new TurnStarted(1));
            assertThat(s.coins(0)).isEqualTo(10);
        }

        @Test
        void theFirstChallengeClosesTheWindowEvenAfterOthersPassed() {
            CoupScenario s = given().player(2, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, MEDIA, EU)
                    .player(2, RUSSIA, POLICE).build()
                    .when(0, declare(Action.RUSSIA)).when(1, PASS).when(2, CHALLENGE);
            assertThat(s.events()).startsWith(new ActionChallenged(2), new ClaimProven(0, RUSSIA));
            assertThat(s.turn().reactor()).isEqualTo(2);
            for (CoupCommand late : List.of(PASS, CHALLENGE, block(RUSSIA))) {
                assertThat(s.rejected(3, late)).isEqualTo("REACTION_WINDOW_CLOSED");
            }
            assertThat(s.awaiting()).containsExactly(2);
        }

        @Test
        void theFirstBlockClosesTheWindow() {
            CoupScenario s = declared(Variant.MEDIA, declare(Action.LOCAL_BUSINESS)).when(2, block(RUSSIA));
            assertThat(s.stepLabel()).isEqualTo("BLOCK_RESPONSE");
            assertThat(s.rejected(1, block(RUSSIA))).isEqualTo("REACTION_WINDOW_CLOSED");
            assertThat(s.rejected(1, PASS)).isEqualTo("REACTION_WINDOW_CLOSED");
            assertThat(s.awaiting()).containsExactly(0);
        }

        @Test
        void noBlockAfterAChallenge() {
            CoupScenario s = given().player(4, PROTEST, EU).player(2, EU, POLICE).player(2, MEDIA, EU).build()
                    .when(0, declare(Action.PROTEST, 1)).when(2, CHALLENGE).when(2, reveal(MEDIA));
            assertThat(s.stepLabel()).isEqualTo("LOSE_INFLUENCE");
            assertThat(s.awaiting()).containsExactly(1);
            assertThat(s.legal(1)).containsExactly(reveal(POLICE), reveal(EU));
            assertThat(s.rejected(1, block(EU))).isEqualTo("REACTION_WINDOW_CLOSED");
        }

        @Test
        void reactionsOutsideAWindowAreRefused() {
            CoupScenario s = threePlayers().build();
            assertThat(s.rejected(1, PASS)).isEqualTo("REACTION_WINDOW_CLOSED");
            assertThat(s.rejected(1, CHALLENGE)).isEqualTo("REACTION_WINDOW_CLOSED");
            assertThat(s.rejected(1, block(RUSSIA))).isEqualTo("REACTION_WINDOW_CLOSED");
            assertThat(s.rejected(0, ACCEPT_BLOCK)).isEqualTo("NO_BLOCK");
            assertThat(s.rejected(0, reveal(RUSSIA))).isEqualTo("NOT_YOUR_TURN");
            assertThat(s.rejected(0, keep(RUSSIA, EU))).isEqualTo("NOT_YOUR_TURN");
            assertThat(s.rejected(1, show(PROTEST))).isEqualTo("NOT_YOUR_TURN");
            assertThat(s.rejected(0, force(true))).isEqualTo("NOT_YOUR_TURN");
        }
    }

    @Nested
    @DisplayName("Answering a block")
    class Blocks {

        @Test
        void theBlockedPlayerMayAcceptTheBlockWhichEndsTheTurnWithoutEffect() {
            CoupScenario s = threePlayers().build().when(0, declare(Action.LOCAL_BUSINESS)).when(2, block(RUSSIA));
            assertThat(s.awaiting()).containsExactly(0);
            assertThat(s.legal(0)).containsExactly(ACCEPT_BLOCK, CHALLENGE);
            assertThat(s.legal(1)).isEmpty();
            assertThat(s.legal(2)).isEmpty();

            s.when(0, ACCEPT_BLOCK);
            assertThat(s.events()).containsExactly(new BlockAccepted(0), new TurnStarted(1));
            assertThat(s.coins(0)).isEqualTo(2);
        }

        @Test
        void nobodyButTheBlockedPlayerAnswersABlock() {
            CoupScenario s = threePlayers().build().when(0, declare(Action.LOCAL_BUSINESS)).when(2, block(RUSSIA));
            assertThat(s.rejected(1, CHALLENGE)).isEqualTo("ONLY_BLOCKED_PLAYER_MAY_CHALLENGE");
            assertThat(s.rejected(2, CHALLENGE)).isEqualTo("ONLY_BLOCKED_PLAYER_MAY_CHALLENGE");
            assertThat(s.rejected(1, ACCEPT_BLOCK)).isEqualTo("NOT_YOUR_TURN");
            assertThat(s.rejected(2, ACCEPT_BLOCK)).isEqualTo("NOT_YOUR_TURN");
        }

        @Test
        void aChallengedBlockThatIsProvenHoldsTheActorLosesOneAndTheBlockerGetsAReplacement() {
            CoupScenario s = given().player(2, POLICE, EU).player(5, RUSSIA, POLICE).player(2, MEDIA, EU)
                    .deck(PROTEST).rng(1).build()
                    .when(0, declare(Action.POLICE, 1)).when(1, block(POLICE)).when(0, CHALLENGE);
            assertThat(s.events()).containsExactly(new BlockChallenged(0), new ClaimProven(1, POLICE));
            assertThat(s.turn().provenCard()).isEqualTo(POLICE);
            assertThat(s.turn().provenBy()).isEqualTo(1);
            assertThat(s.hand(1)).containsExactly(RUSSIA);
            assertThat(s.awaiting()).containsExactly(0);

            s.when(0, reveal(EU));
            assertThat(s.events()).containsExactly(
                    new InfluenceLost(0, EU), new ProvenCardReplaced(1, POLICE, POLICE), new TurnStarted(1));
            assertThat(s.coins(0)).as("no theft, and a blocked action costs nothing").isEqualTo(2);
            assertThat(s.coins(1)).isEqualTo(5);
            assertThat(s.hand(1)).containsExactly(RUSSIA, POLICE);
            assertThat(s.state().deck().cards()).containsExactly(PROTEST);
        }

        @Test
        void aChallengedBlockThatIsABluffIsVoidTheBlockerLosesOneAndTheActionHappens() {
            CoupScenario s = threePlayers().build()
                    .when(0, declare(Action.LOCAL_BUSINESS)).when(1, block(RUSSIA)).when(0, CHALLENGE);
            assertThat(s.events()).containsExactly(new BlockChallenged(0), new ClaimRefuted(1, RUSSIA));
            assertThat(s.turn().block()).as("the block is void").isNull();
            assertThat(s.awaiting()).containsExactly(1);

            s.when(1, reveal(PROTEST));
            assertThat(s.events()).containsExactly(new InfluenceLost(1, PROTEST),
                    new ActionResolved(0, Action.LOCAL_BUSINESS, null, null), new CoinsGained(0, 2),
                    new TurnStarted(1));
            assertThat(s.coins(0)).isEqualTo(4);
        }

        @Test
        void aBluffedPoliceBlockLetsThePoliceTakeTwo() {
            CoupScenario s = given().player(2, POLICE, EU).player(5, RUSSIA, PROTEST).player(2, MEDIA, EU).build()
                    .when(0, declare(Action.POLICE, 1)).when(1, block(MEDIA)).when(0, CHALLENGE)
                    .when(1, reveal(PROTEST));
            assertThat(s.events()).contains(new CoinsTaken(0, 1, 2));
            assertThat(s.coins(0)).isEqualTo(4);
            assertThat(s.coins(1)).isEqualTo(3);
        }
    }

    // --- Challenge resolution -----------------------------------------------------------------------------------

    @Nested
    @DisplayName("Challenge resolution")
    class ChallengeResolution {

        @Test
        void provenClaimChallengerLosesOneCardSetAsideFaceUpThenShuffledBackAndReplaced() {
            CoupScenario.ScriptedRng rng = new CoupScenario.ScriptedRng(1);
            CoupScenario s = given().player(2, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, MEDIA, EU)
                    .deck(POLICE, POLICE).rng(rng).build()
                    .when(0, declare(Action.RUSSIA)).when(1, CHALLENGE);

            assertThat(s.events()).containsExactly(new ActionChallenged(1), new ClaimProven(0, RUSSIA));
            assertThat(s.hand(0)).containsExactly(EU);
            assertThat(s.turn().provenCard()).isEqualTo(RUSSIA);
            assertThat(s.turn().provenBy()).isZero();
            CoupView.TurnView publicTurn = s.view(Viewer.SPECTATOR).turn();
            assertThat(publicTurn.provenCard()).as("face up, public").isEqualTo(RUSSIA);
            assertThat(publicTurn.provenBy()).isZero();
            assertThat(publicTurn.loser()).isEqualTo(1);
            assertThat(s.awaiting()).containsExactly(1);

            s.when(1, reveal(PROTEST));
            assertThat(s.events()).containsExactly(
                    new InfluenceLost(1, PROTEST),
                    new ActionResolved(0, Action.RUSSIA, null, null),
                    new CoinsGained(0, 3),
                    new ProvenCardReplaced(0, RUSSIA, POLICE),
                    new TurnStarted(1));
            assertThat(rng.bounds).as("the proven card is shuffled back before the draw").containsExactly(3);
            assertThat(s.hand(0)).containsExactly(POLICE, EU);
            assertThat(s.state().deck().cards()).containsExactly(RUSSIA, POLICE);
            assertThat(s.coins(0)).isEqualTo(5);
            assertThat(s.turn().provenCard()).isNull();
        }

        @Test
        void theReplacementMayBeTheSameCardAgain() {
            CoupScenario s = given().player(2, RUSSIA, EU).player(2, PROTEST, POLICE)
                    .deck(POLICE, POLICE).rng(0).build()
                    .when(0, declare(Action.RUSSIA)).when(1, CHALLENGE).when(1, reveal(POLICE));
            assertThat(s.events()).contains(new ProvenCardReplaced(0, RUSSIA, RUSSIA));
            assertThat(s.hand(0)).containsExactly(RUSSIA, EU);
        }

        @Test
        void theReplacementIsSeenOnlyByItsHolder() {
            CoupScenario s = given().player(2, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, MEDIA, EU)
                    .deck(POLICE, POLICE).rng(1).build()
                    .when(0, declare(Action.RUSSIA)).when(1, CHALLENGE).when(1, reveal(PROTEST));
            ProvenCardReplaced e = s.event(ProvenCardReplaced.class);
            assertThat(RULES.redact(e, Viewer.seat(0))).isEqualTo(new ProvenCardReplaced(0, RUSSIA, POLICE));
            assertThat(RULES.redact(e, Viewer.seat(1))).isEqualTo(new ProvenCardReplaced(0, RUSSIA, null));
            assertThat(RULES.redact(e, Viewer.SPECTATOR)).isEqualTo(new ProvenCardReplaced(0, RUSSIA, null));
            assertThat(s.view(0).players().get(0).hand()).containsExactly(POLICE, EU);
            assertThat(s.view(1).players().get(0).hand()).isNull();
        }

        @Test
        void refutedClaimClaimantLosesOneAndTheActionDoesNotHappen() {
            CoupScenario s = given().player(2, PROTEST, EU).player(2, RUSSIA, POLICE).player(2, MEDIA, EU).build()
                    .when(0, declare(Action.RUSSIA)).when(2, CHALLENGE);
            assertThat(s.events()).containsExactly(new ActionChallenged(2), new ClaimRefuted(0, RUSSIA));
            assertThat(s.awaiting()).containsExactly(0);
            assertThat(s.legal(0)).containsExactly(reveal(PROTEST), reveal(EU));

            s.when(0, reveal(EU));
            assertThat(s.events()).containsExactly(new InfluenceLost(0, EU), new TurnStarted(1));
            assertThat(s.coins(0)).isEqualTo(2);
            assertThat(s.turn().provenCard()).isNull();
        }

        @Test
        void theProvenCardCannotBeExchangedAwayByMedia() {
            CoupScenario s = given().player(2, MEDIA, EU).player(2, PROTEST, POLICE)
                    .deck(RUSSIA, POLICE).rng(0, 0, 1).build()
                    .when(0, declare(Action.MEDIA)).when(1, CHALLENGE).when(1, reveal(PROTEST));
            assertThat(s.stepLabel()).isEqualTo("EXCHANGE");
            assertThat(s.hand(0)).containsExactly(EU);
            assertThat(((Step.Exchanging) s.step()).drawn()).containsExactly(RUSSIA, POLICE);
            assertThat(s.legal(0)).containsExactly(keep(RUSSIA), keep(POLICE), keep(EU));
            assertThat(s.rejected(0, keep(MEDIA))).isEqualTo("INVALID_KEEP");
            assertThat(s.rejected(0, keep(MEDIA, EU))).isEqualTo("INVALID_KEEP");

            s.when(0, keep(POLICE));
            assertThat(s.events()).containsExactly(
                    new CardsKept(0, List.of(POLICE), 2, List.of(RUSSIA, EU)),
                    new ProvenCardReplaced(0, MEDIA, MEDIA),
                    new TurnStarted(1));
            assertThat(s.hand(0)).containsExactly(MEDIA, POLICE);
        }

        @Test
        void mediaProvenWithTheOnlyHiddenCardKeepsNoDrawnCardThenDrawsTheReplacement() {
            CoupScenario s = given().player(2, List.of(MEDIA), List.of(EU)).player(2, PROTEST, POLICE)
                    .deck(RUSSIA, POLICE).rng(0, 0, 1).build()
                    .when(0, declare(Action.MEDIA)).when(1, CHALLENGE).when(1, reveal(PROTEST));
            assertThat(s.events()).endsWith(new ActionResolved(0, Action.MEDIA, null, null),
                    new CardsDrawn(0, 2, List.of(RUSSIA, POLICE)));
            assertThat(s.hand(0)).isEmpty();
            assertThat(s.legal(0)).containsExactly(keep());
            assertThat(s.rejected(0, keep(RUSSIA))).isEqualTo("INVALID_KEEP");
            assertThat(s.rejected(0, keep(MEDIA))).isEqualTo("INVALID_KEEP");

            s.when(0, keep());
            assertThat(s.events()).containsExactly(new CardsKept(0, List.of(), 2, List.of(RUSSIA, POLICE)),
                    new ProvenCardReplaced(0, MEDIA, MEDIA), new TurnStarted(1));
            assertThat(s.hand(0)).containsExactly(MEDIA);
            assertThat(s.state().deck().cards()).containsExactly(RUSSIA, POLICE);
        }

        @Test
        void theProvenCardCannotBeExchangedAwayByUn() {
            CoupScenario s = given().variant(Variant.UN).player(2, UN, EU).player(2, PROTEST, POLICE).deck(RUSSIA)
                    .build()
                    .when(0, unDraw()).when(1, CHALLENGE).when(1, reveal(POLICE));
            assertThat(s.legal(0)).containsExactly(keep(RUSSIA), keep(EU));
            assertThat(s.rejected(0, keep(UN))).isEqualTo("INVALID_KEEP");
            s.when(0, keep(RUSSIA));
            assertThat(s.hand(0)).hasSize(2).contains(RUSSIA);
            assertThat(s.events()).first().isEqualTo(new CardsKept(0, List.of(RUSSIA), 1, List.of(EU)));
        }
    }

    // --- Money ----------------------------------------------------------------------------------------------

    @Nested
    @DisplayName("Money")
    class Money {

        CoupScenario protest() {
            return given().player(5, PROTEST, EU).player(2, RUSSIA, EU).player(2, MEDIA, POLICE).build()
                    .when(0, declare(Action.PROTEST, 1));
        }

        @Test
        void aChallengedActionThatIsProvenPaysItsCost() {
            CoupScenario s = protest().when(2, CHALLENGE);
            assertThat(s.events()).containsExactly(new ActionChallenged(2), new ClaimProven(0, PROTEST),
                    new CoinsPaid(0, 3));
            assertThat(s.coins(0)).isEqualTo(2);
            s.when(2, reveal(MEDIA)).when(1, reveal(RUSSIA));
            assertThat(s.coins(0)).as("paid once").isEqualTo(2);
            assertThat(s.history()).filteredOn(e -> e instanceof CoinsPaid).hasSize(1);
        }

        @Test
        void aChallengedActionThatFailsStillPaysItsCost() {
            CoupScenario s = given().player(5, RUSSIA, EU).player(2, RUSSIA, EU).player(2, MEDIA, POLICE).build()
                    .when(0, declare(Action.PROTEST, 1)).when(2, CHALLENGE);
            assertThat(s.events()).containsExactly(new ActionChallenged(2), new ClaimRefuted(0, PROTEST),
                    new CoinsPaid(0, 3));
            s.when(0, reveal(RUSSIA));
            assertThat(s.coins(0)).isEqualTo(2);
            assertThat(s.player(1).revealed()).isEmpty();
        }

        @Test
        void anActionEndingBlockedCostsNothingWhetherAcceptedOrTheBlockIsProven() {
            CoupScenario accepted = protest().when(1, block(EU)).when(0, ACCEPT_BLOCK);
            assertThat(accepted.coins(0)).isEqualTo(5);
            assertThat(accepted.history()).noneMatch(e -> e instanceof CoinsPaid);

            CoupScenario proven = protest().when(1, block(EU)).when(0, CHALLENGE).when(0, reveal(EU));
            assertThat(proven.history()).contains(new ClaimProven(1, EU)).noneMatch(e -> e instanceof CoinsPaid);
            assertThat(proven.coins(0)).isEqualTo(5);
            assertThat(proven.player(1).revealed()).isEmpty();
        }

        @Test
        void aBlockThatIsRefutedLetsTheActionHappenAndItIsPaid() {
            CoupScenario s = given().player(5, PROTEST, EU).player(2, RUSSIA, POLICE).player(2, MEDIA, POLICE).build()
                    .when(0, declare(Action.PROTEST, 1)).when(1, block(EU)).when(0, CHALLENGE)
                    .when(1, reveal(RUSSIA));
            assertThat(s.events()).startsWith(new InfluenceLost(1, RUSSIA), new CoinsPaid(0, 3),
                    new ActionResolved(0, Action.PROTEST, 1, null));
            assertThat(s.coins(0)).isEqualTo(2);
        }

        @Test
        void aBluffedBlockThatEliminatesTheTargetStillCostsTheProtestButItsEffectIsVoid() {
            CoupScenario s = given().player(5, PROTEST, EU).player(2, List.of(RUSSIA), List.of(POLICE))
                    .player(2, MEDIA, POLICE).build()
                    .when(0, declare(Action.PROTEST, 1)).when(1, block(EU)).when(0, CHALLENGE);
            assertThat(s.events()).containsExactly(new BlockChallenged(0), new ClaimRefuted(1, EU),
                    new InfluenceLost(1, RUSSIA), new PlayerEliminated(1), new CoinsPaid(0, 3),
                    new EffectVoid(0, Action.PROTEST, 1), new TurnStarted(2));
            assertThat(s.coins(0)).isEqualTo(2);
        }

        @Test
        void actionsWithoutACostArePaidNothing() {
            CoupScenario s = given().player(0, POLICE, RUSSIA).player(0, RUSSIA, POLICE).build();
            assertThat(s.legal(0)).contains(declare(Action.USA), declare(Action.LOCAL_BUSINESS), declare(Action.RUSSIA),
                    declare(Action.MEDIA), declare(Action.POLICE, 1));
            s.when(0, declare(Action.POLICE, 1)).allPass();
            assertThat(s.history()).noneMatch(e -> e instanceof CoinsPaid);
        }
    }

    // --- Losing influence, elimination ----------------------------------------------------------------------------

    @Nested
    @DisplayName("Losing influence and elimination")
    class LosingInfluence {

        @Test
        void withTwoHiddenCardsTheLoserChooses() {
            CoupScenario s = given().player(7, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, MEDIA, EU).build()
                    .when(0, declare(Action.SCANDAL, 1));
            assertThat(s.awaiting()).containsExactly(1);
            assertThat(s.legal(1)).containsExactly(reveal(PROTEST), reveal(POLICE));
            assertThat(s.legal(0)).isEmpty();
            assertThat(s.rejected(1, reveal(EU))).isEqualTo("CARD_NOT_HELD");
            assertThat(s.rejected(1, reveal(null))).isEqualTo("CARD_NOT_HELD");
            assertThat(s.rejected(2, reveal(MEDIA))).isEqualTo("NOT_YOUR_TURN");
            assertThat(s.rejected(0, reveal(RUSSIA))).isEqualTo("NOT_YOUR_TURN");
            s.when(1, reveal(PROTEST));
            assertThat(s.hand(1)).containsExactly(POLICE);
            assertThat(s.player(1).revealed()).containsExactly(PROTEST);
        }

        @Test
        void twoEqualHiddenCardsOfferOneChoice() {
            CoupScenario s = given().player(7, RUSSIA, EU).player(2, EU, EU).build().when(0, declare(Action.SCANDAL, 1));
            assertThat(s.legal(1)).containsExactly(reveal(EU));
        }

        @Test
        void withOneHiddenCardItIsRevealedAutomatically() {
            CoupScenario s = given().player(7, RUSSIA, EU).player(3, List.of(POLICE), List.of(PROTEST))
                    .player(2, MEDIA, EU).build()
                    .when(0, declare(Action.SCANDAL, 1));
            assertThat(s.events()).containsExactly(
                    new ActionDeclared(0, Action.SCANDAL, 1, null), new CoinsPaid(0, 7),
                    new ActionResolved(0, Action.SCANDAL, 1, null),
                    new InfluenceLost(1, POLICE), new PlayerEliminated(1), new TurnStarted(2));
        }

        @Test
        void eliminationTakesTheCoinsOutOfTheGameAndKeepsTheRevealedCardsVisible() {
            CoupScenario s = given().player(7, RUSSIA, EU).player(5, List.of(POLICE), List.of(PROTEST))
                    .player(2, MEDIA, EU).build()
                    .when(0, declare(Action.SCANDAL, 1));
            assertThat(s.coins(1)).isZero();
            assertThat(s.coins(0) + s.coins(1) + s.coins(2)).as("the 5 coins left the game").isEqualTo(2);
            CoupView.PlayerView p1 = s.view(Viewer.SPECTATOR).players().get(1);
            assertThat(p1.eliminated()).isTrue();
            assertThat(p1.revealed()).containsExactly(PROTEST, POLICE);
            assertThat(p1.hiddenCount()).isZero();
            assertThat(p1.coins()).isZero();
            s.when(2, declare(Action.USA));
            assertThat(s.view(Viewer.seat(0)).players().get(1).revealed()).containsExactly(PROTEST, POLICE);
        }

        @Test
        void revealedCardsArePublicForTheRestOfTheGame() {
            CoupScenario s = given().player(7, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, MEDIA, EU).build()
                    .when(0, declare(Action.SCANDAL, 1)).when(1, reveal(POLICE))
                    .when(1, declare(Action.USA)).when(2, declare(Action.USA));
            for (Viewer v : List.of(Viewer.SPECTATOR, Viewer.seat(0), Viewer.seat(2))) {
                assertThat(s.view(v).players().get(1).revealed()).containsExactly(POLICE);
                assertThat(s.view(v).players().get(1).hiddenCount()).isEqualTo(1);
            }
        }

        @Test
        void oneTurnCanCostTwoInfluencesTheFirstChosenTheSecondAutomatic() {
            CoupScenario s = given().player(3, PROTEST, EU).player(2, RUSSIA, POLICE).player(2, MEDIA, EU)
                    .deck(POLICE, POLICE).rng(1).build()
                    .when(0, declare(Action.PROTEST, 1)).when(1, CHALLENGE);
            assertThat(s.awaiting()).containsExactly(1);
            s.when(1, reveal(POLICE));
            assertThat(s.events()).containsExactly(new InfluenceLost(1, POLICE),
                    new ActionResolved(0, Action.PROTEST, 1, null), new InfluenceLost(1, RUSSIA),
                    new PlayerEliminated(1), new ProvenCardReplaced(0, PROTEST, POLICE), new TurnStarted(2));
            assertThat(s.player(1).revealed()).containsExactly(POLICE, RUSSIA);
        }

        @Test
        void targetEliminatedBeforeTheEffectMakesTheEffectVoid() {
            CoupScenario s = given().player(2, POLICE, EU).player(4, List.of(RUSSIA), List.of(MEDIA))
                    .player(2, MEDIA, EU).build()
                    .when(0, declare(Action.POLICE, 1)).when(1, CHALLENGE);
            assertThat(s.eventTypes()).containsExactly(ActionChallenged.class, ClaimProven.class,
                    InfluenceLost.class, PlayerEliminated.class, EffectVoid.class, ProvenCardReplaced.class,
                    TurnStarted.class);
            assertThat(s.event(EffectVoid.class)).isEqualTo(new EffectVoid(0, Action.POLICE, 1));
            assertThat(s.events()).noneMatch(e -> e instanceof CoinsTaken || e instanceof ActionResolved);
            assertThat(s.coins(0)).isEqualTo(2);
        }

        @Test
        void unInspectOfAnEliminatedTargetIsVoid() {
            CoupScenario s = given().variant(Variant.UN).player(2, UN, EU).player(2, List.of(RUSSIA), List.of(EU))
                    .player(2, PROTEST, POLICE).build()
                    .when(0, unInspect(1)).when(1, CHALLENGE);
            assertThat(s.events()).contains(new PlayerEliminated(1), new EffectVoid(0, Action.UN, 1));
            assertThat(s.stepLabel()).isEqualTo("DECLARE");
            assertThat(s.turn().actor()).isEqualTo(2);
        }

        @Test
        void actorEliminatedByLosingAChallengeEndsTheTurn() {
            CoupScenario s = given().player(2, List.of(EU), List.of(POLICE)).player(2, PROTEST, POLICE)
                    .player(2, MEDIA, EU).build()
                    .when(0, declare(Action.RUSSIA)).when(1, CHALLENGE);
            assertThat(s.events()).containsExactly(new ActionChallenged(1), new ClaimRefuted(0, RUSSIA),
                    new InfluenceLost(0, EU), new PlayerEliminated(0), new TurnStarted(1));
            assertThat(s.coins(0)).isZero();
        }

        @Test
        void actorEliminatedByChallengingAProvenBlockEndsTheTurn() {
            CoupScenario s = given().player(2, List.of(EU), List.of(POLICE)).player(2, RUSSIA, POLICE)
                    .player(2, MEDIA, EU).build()
                    .when(0, declare(Action.LOCAL_BUSINESS)).when(1, block(RUSSIA)).when(0, CHALLENGE);
            assertThat(s.eventTypes()).containsExactly(BlockChallenged.class, ClaimProven.class,
                    InfluenceLost.class, PlayerEliminated.class, ProvenCardReplaced.class, TurnStarted.class);
            assertThat(s.event(TurnStarted.class).seat()).isEqualTo(1);
            assertThat(s.hand(1)).hasSize(2).contains(POLICE);
        }
    }

    // --- End, turn order ------------------------------------------------------------------------------------------

    @Nested
    @DisplayName("End of the game")
    class End {

        @Test
        void theGameEndsWhenExactlyOnePlayerHasAHiddenCard() {
            CoupScenario s = given().player(7, RUSSIA, EU).player(2, List.of(POLICE), List.of(PROTEST))
                    .player(14, MEDIA, EU).build()
                    .when(0, declare(Action.SCANDAL, 1));
            assertThat(s.events()).contains(new PlayerEliminated(1));
            assertThat(s.state().finished()).as("two players still have hidden cards").isFalse();
            assertThat(RULES.outcome(s.state()).finished()).isFalse();

            s.when(2, declare(Action.SCANDAL, 0)).when(0, reveal(RUSSIA));
            assertThat(s.state().finished()).as("seat 0 still has one hidden card").isFalse();
            s.when(0, declare(Action.USA)).when(2, declare(Action.SCANDAL, 0));
            assertThat(s.events()).endsWith(new InfluenceLost(0, EU), new PlayerEliminated(0), new GameWon(2));
            assertThat(s.state().winner()).isEqualTo(2);
            assertThat(RULES.outcome(s.state()).finished()).isTrue();
            assertThat(RULES.outcome(s.state()).winners()).containsExactly(2);
            assertThat(s.stepLabel()).isEqualTo("FINISHED");
            assertThat(s.awaiting()).isEmpty();
            for (int seat = 0; seat < 3; seat++) assertThat(s.legal(seat)).isEmpty();
            assertThat(s.rejected(2, declare(Action.USA))).isEqualTo("GAME_FINISHED");
            assertThat(s.view(Viewer.SPECTATOR).winner()).isEqualTo(2);
            assertThat(RULES.silence(s.state())).isEmpty();
        }

        @Test
        void aCardSetAsideIsReplacedBeforeTheWinIsDeclared() {
            CoupScenario s = given().player(2, List.of(RUSSIA), List.of(EU)).player(2, List.of(POLICE), List.of(EU))
                    .build()
                    .when(0, declare(Action.RUSSIA)).when(1, CHALLENGE);
            assertThat(s.eventTypes()).containsExactly(ActionChallenged.class, ClaimProven.class, InfluenceLost.class,
                    PlayerEliminated.class, ProvenCardReplaced.class, GameWon.class);
            assertThat(s.state().winner()).isZero();
            assertThat(s.hand(0)).hasSize(1);
        }

        @Test
        void afterTheGameEveryoneSeesEverything() {
            CoupScenario s = given().player(7, RUSSIA, EU).player(2, List.of(POLICE), List.of(PROTEST)).build()
                    .when(0, declare(Action.SCANDAL, 1));
            assertThat(s.state().finished()).isTrue();
            Table<CoupState, CoupCommand, CoupEvent> table = new Table<>(RULES);
            TableState<CoupState> ts = new TableState<>(
                    new TableEvent.GameCreated("COUP", 2, Map.of("variant", "MEDIA"), "c0ffee", false),
                    List.of("p0", "p1"), s.state(), 9);
            CoupView forSeat1 = (CoupView) table.view(ts, Viewer.seat(1));
            CoupView forSpectator = (CoupView) table.view(ts, Viewer.SPECTATOR);
            assertThat(forSeat1.players().get(0).hand()).containsExactly(RUSSIA, EU);
            assertThat(forSpectator.players().get(0).hand()).containsExactly(RUSSIA, EU);
            assertThat(RULES.view(s.state(), Viewer.SPECTATOR).players().get(0).hand())
                    .as("the rules alone still hide it; the table opens it").isNull();
        }
    }

    @Nested
    @DisplayName("Turn order")
    class TurnOrder {

        @Test
        void playPassesToIncreasingSeatsAndWraps() {
            CoupScenario s = given().player(2, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, MEDIA, EU)
                    .player(2, RUSSIA, POLICE).turn(1).build();
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                int actor = s.turn().actor();
                order.add(actor);
                s.when(actor, declare(Action.USA));
                assertThat(s.event(TurnStarted.class).seat()).isEqualTo((actor + 1) % 4);
            }
            assertThat(order).containsExactly(1, 2, 3, 0, 1);
            assertThat(s.turn().number()).isEqualTo(6);
        }

        @Test
        void eliminatedPlayersAreSkipped() {
            CoupScenario s = given().player(2, RUSSIA, EU).eliminated(PROTEST, POLICE).eliminated(MEDIA, EU)
                    .player(2, RUSSIA, POLICE).player(2, PROTEST, EU).turn(4).build();
            s.when(4, declare(Action.USA));
            assertThat(s.event(TurnStarted.class).seat()).isZero();
            s.when(0, declare(Action.USA));
            assertThat(s.event(TurnStarted.class).seat()).isEqualTo(3);
        }
    }

    // --- Hidden information -----------------------------------------------------------------------------------

    @Nested
    @DisplayName("Hidden information: redaction")
    class Redaction {

        final Viewer owner = Viewer.seat(1);
        final Viewer other = Viewer.seat(2);

        @Test
        void cardsDealtShowsEachHandOnlyToItsOwner() {
            CardsDealt dealt = new CardsDealt(0, List.of(new Hand(0, 2, List.of(RUSSIA, EU)),
                    new Hand(1, 2, List.of(PROTEST, POLICE))), 11);
            CardsDealt forOne = (CardsDealt) RULES.redact(dealt, owner);
            assertThat(forOne.hands()).containsExactly(new Hand(0, 2, null), new Hand(1, 2, List.of(PROTEST, POLICE)));
            assertThat(forOne.deckSize()).isEqualTo(11);
            assertThat(((CardsDealt) RULES.redact(dealt, Viewer.SPECTATOR)).hands())
                    .containsExactly(new Hand(0, 2, null), new Hand(1, 2, null));
            assertThat(RULES.redact(dealt, Viewer.AUDITOR)).isEqualTo(dealt);
        }

        @Test
        void cardsDrawnShowsOnlyTheCountToOthers() {
            CardsDrawn e = new CardsDrawn(1, 2, List.of(MEDIA, EU));
            assertThat(RULES.redact(e, owner)).isEqualTo(e);
            assertThat(RULES.redact(e, other)).isEqualTo(new CardsDrawn(1, 2, null));
            assertThat(RULES.redact(e, Viewer.SPECTATOR)).isEqualTo(new CardsDrawn(1, 2, null));
            assertThat(RULES.redact(e, Viewer.AUDITOR)).isEqualTo(e);
        }

        @Test
        void cardsKeptShowsOnlyTheReturnedCountToOthers() {
            CardsKept e = new CardsKept(1, List.of(MEDIA, EU), 2, List.of(RUSSIA, POLICE));
            assertThat(RULES.redact(e, owner)).isEqualTo(e);
            assertThat(RULES.redact(e, other)).isEqualTo(new CardsKept(1, null, 2, null));
            assertThat(RULES.redact(e, Viewer.SPECTATOR)).isEqualTo(new CardsKept(1, null, 2, null));
            assertThat(RULES.redact(e, Viewer.AUDITOR)).isEqualTo(e);
        }

        @Test
        void cardShownIsSeenByTheTargetAndTheInspectorOnly() {
            CardShown e = new CardShown(1, 0, POLICE);
            assertThat(RULES.redact(e, owner)).isEqualTo(e);
            assertThat(RULES.redact(e, Viewer.seat(0))).isEqualTo(e);
            assertThat(RULES.redact(e, other)).isEqualTo(new CardShown(1, 0, null));
            assertThat(RULES.redact(e, Viewer.SPECTATOR)).isEqualTo(new CardShown(1, 0, null));
            assertThat(RULES.redact(e, Viewer.AUDITOR)).isEqualTo(e);
        }

        @Test
        void inspectedCardReplacedShowsTheNewCardToTheTargetOnlyAndTheOldOneAlsoToTheInspector() {
            InspectedCardReplaced e = new InspectedCardReplaced(1, 0, POLICE, PROTEST);
            assertThat(RULES.redact(e, owner)).isEqualTo(e);
            assertThat(RULES.redact(e, Viewer.seat(0))).isEqualTo(new InspectedCardReplaced(1, 0, POLICE, null));
            assertThat(RULES.redact(e, other)).isEqualTo(new InspectedCardReplaced(1, 0, null, null));
            assertThat(RULES.redact(e, Viewer.SPECTATOR)).isEqualTo(new InspectedCardReplaced(1, 0, null, null));
            assertThat(RULES.redact(e, Viewer.AUDITOR)).isEqualTo(e);
        }

        @Test
        void provenCardReplacedShowsTheReplacementToItsHolderOnly() {
            ProvenCardReplaced e = new ProvenCardReplaced(1, RUSSIA, EU);
            assertThat(RULES.redact(e, owner)).isEqualTo(e);
            assertThat(RULES.redact(e, other)).isEqualTo(new ProvenCardReplaced(1, RUSSIA, null));
            assertThat(RULES.redact(e, Viewer.SPECTATOR)).isEqualTo(new ProvenCardReplaced(1, RUSSIA, null));
            assertThat(RULES.redact(e, Viewer.AUDITOR)).isEqualTo(e);
        }

        @Test
        void everyOtherEventIsPublic() {
            List<CoupEvent> public_ = List.of(new TurnStarted(1), new ActionDeclared(0, Action.POLICE, 1, null),
                    new ReactionPassed(2), new ActionChallenged(1), new BlockDeclared(1, EU), new BlockAccepted(0),
                    new BlockChallenged(0), new ClaimProven(0, RUSSIA), new ClaimRefuted(1, EU), new CoinsPaid(0, 3),
                    new CoinsGained(0, 2), new CoinsTaken(0, 1, 2), new ActionResolved(0, Action.UN, 1, UnMode.INSPECT),
                    new EffectVoid(0, Action.PROTEST, 1), new InfluenceLost(1, MEDIA), new PlayerEliminated(1),
                    new ExchangeDecided(0, 1, true), new GameWon(0), new TurnLimitReached(500, List.of(0, 1)));
            assertThat(public_.stream().map(Object::getClass).distinct())
                    .as("all public event types covered").hasSize(CoupEvent.class.getPermittedSubclasses().length - 6);
            for (CoupEvent e : public_) {
                for (Viewer v : List.of(Viewer.SPECTATOR, owner, other, Viewer.AUDITOR)) {
                    assertThat(RULES.redact(e, v)).isEqualTo(e);
                }
            }
        }

        @Test
        void aRealMediaExchangeIsRedactedForTheOthers() {
            CoupScenario s = given().player(2, RUSSIA, MEDIA).player(2, PROTEST, POLICE).deck(POLICE, EU).rng(1, 0)
                    .build().when(0, declare(Action.MEDIA)).allPass();
            CardsDrawn drawn = s.event(CardsDrawn.class);
            assertThat(drawn.cards()).containsExactly(EU, POLICE);
            assertThat(RULES.redact(drawn, Viewer.seat(1))).isEqualTo(new CardsDrawn(0, 2, null));
            s.when(0, keep(MEDIA, EU));
            assertThat(RULES.redact(s.event(CardsKept.class), Viewer.seat(1))).isEqualTo(new CardsKept(0, null, 2, null));
        }
    }

    @Nested
    @DisplayName("Hidden information: views")
    class Views {

        @Test
        void aSeatSeesItsOwnHandOnlyEverybodyElsesCountsCoinsRevealedAndTheDeckSize() {
            CoupScenario s = given().player(3, RUSSIA, EU).player(5, List.of(POLICE), List.of(PROTEST))
                    .player(2, MEDIA, EU).build();
            CoupView v = s.view(1);
            assertThat(v.variant()).isEqualTo(Variant.MEDIA);
            assertThat(v.deckSize()).isEqualTo(9);
            assertThat(v.players()).extracting(CoupView.PlayerView::hand)
                    .containsExactly(null, List.of(POLICE), null);
            assertThat(v.players()).extracting(CoupView.PlayerView::hiddenCount).containsExactly(2, 1, 2);
            assertThat(v.players()).extracting(CoupView.PlayerView::coins).containsExactly(3, 5, 2);
            assertThat(v.players()).extracting(CoupView.PlayerView::name).containsExactly("p0", "p1", "p2");
            assertThat(v.players().get(1).revealed()).containsExactly(PROTEST);
            assertThat(v.private_()).isNull();

            assertThat(s.view(Viewer.SPECTATOR).players()).allSatisfy(p -> assertThat(p.hand()).isNull());
            assertThat(s.view(Viewer.AUDITOR).players()).extracting(CoupView.PlayerView::hand)
                    .containsExactly(List.of(RUSSIA, EU), List.of(POLICE), List.of(MEDIA, EU));
        }

        @Test
        void theTurnIsPublic() {
            CoupScenario s = threePlayers().build().when(0, declare(Action.POLICE, 1)).when(2, PASS);
            CoupView.TurnView t = s.view(Viewer.SPECTATOR).turn();
            assertThat(t.seat()).isZero();
            assertThat(t.step()).isEqualTo("REACTIONS");
            assertThat(t.action()).isEqualTo(Action.POLICE);
            assertThat(t.target()).isEqualTo(1);
            assertThat(t.pending()).containsExactly(1);
            assertThat(t.reactor()).isNull();
            assertThat(t.block()).isNull();

            s.when(1, block(POLICE));
            t = s.view(Viewer.SPECTATOR).turn();
            assertThat(t.step()).isEqualTo("BLOCK_RESPONSE");
            assertThat(t.reactor()).isEqualTo(1);
            assertThat(t.block()).isEqualTo(POLICE);
            assertThat(t.pending()).isEmpty();
        }

        @Test
        void drawnCardsAreSeenByTheActorOnly() {
            CoupScenario s = given().player(2, RUSSIA, MEDIA).player(2, PROTEST, POLICE).player(2, MEDIA, EU)
                    .deck(POLICE, EU).build().when(0, declare(Action.MEDIA)).allPass();
            assertThat(s.view(0).private_().drawn()).containsExactlyInAnyOrder(POLICE, EU);
            assertThat(s.view(0).private_().shown()).isNull();
            assertThat(s.view(0).deckSize()).isZero();
            assertThat(s.view(1).private_()).isNull();
            assertThat(s.view(2).private_()).isNull();
            assertThat(s.view(Viewer.SPECTATOR).private_()).isNull();
            assertThat(s.view(Viewer.AUDITOR).private_().drawn()).containsExactlyInAnyOrder(POLICE, EU);
        }

        @Test
        void theShownCardIsSeenByTheInspectorAndTheTargetOnly() {
            CoupScenario s = given().variant(Variant.UN).player(2, UN, EU).player(2, RUSSIA, POLICE)
                    .player(2, PROTEST, EU).build().when(0, unInspect(1)).allPass();
            assertThat(s.view(0).private_()).as("nothing shown yet").isNull();
            assertThat(s.view(1).private_()).isNull();

            s.when(1, show(RUSSIA));
            assertThat(s.view(0).private_()).isEqualTo(new CoupView.PrivateView(null, RUSSIA));
            assertThat(s.view(1).private_()).isEqualTo(new CoupView.PrivateView(null, RUSSIA));
            assertThat(s.view(2).private_()).isNull();
            assertThat(s.view(Viewer.SPECTATOR).private_()).isNull();
            assertThat(s.view(Viewer.AUDITOR).private_()).isEqualTo(new CoupView.PrivateView(null, RUSSIA));

            s.when(0, force(false));
            assertThat(s.view(0).private_()).as("gone once the turn is over").isNull();
        }
    }

    // --- Awaiting, legal moves, silence per step ---------------------------------------------------------------------

    @Nested
    @DisplayName("Awaiting and legal moves per step")
    class AwaitingAndLegalMoves {

        @Test
        void declareStepAwaitsTheActorWithEveryAffordableDeclaration() {
            CoupScenario s = threePlayers().build();
            assertThat(s.stepLabel()).isEqualTo("DECLARE");
            assertThat(s.awaiting()).containsExactly(0);
            assertThat(s.legal(0)).containsExactly(declare(Action.USA), declare(Action.LOCAL_BUSINESS),
                    declare(Action.RUSSIA), declare(Action.MEDIA), declare(Action.POLICE, 1), declare(Action.POLICE, 2));
            assertThat(s.legal(1)).isEmpty();
            assertThat(s.legal(2)).isEmpty();
            assertThat(s.legal(7)).isEmpty();

            CoupScenario rich = given().variant(Variant.UN).player(7, RUSSIA, EU).player(2, PROTEST, POLICE).build();
            assertThat(rich.legal(0)).containsExactly(declare(Action.USA), declare(Action.LOCAL_BUSINESS),
                    declare(Action.SCANDAL, 1), declare(Action.RUSSIA), declare(Action.PROTEST, 1), unDraw(),
                    unInspect(1), declare(Action.POLICE, 1));
        }

        @Test
        void reactionsStepAwaitsThePendingSeats() {
            CoupScenario s = threePlayers().build().when(0, declare(Action.RUSSIA));
            assertThat(s.stepLabel()).isEqualTo("REACTIONS");
            assertThat(s.awaiting()).containsExactly(1, 2);
            s.when(1, PASS);
            assertThat(s.awaiting()).containsExactly(2);
            assertThat(s.legal(1)).isEmpty();
            assertThat(s.legal(2)).containsExactly(PASS, CHALLENGE);
        }

        @Test
        void blockResponseStepAwaitsTheActor() {
            CoupScenario s = threePlayers().build().when(0, declare(Action.LOCAL_BUSINESS)).when(1, block(RUSSIA));
            assertThat(s.stepLabel()).isEqualTo("BLOCK_RESPONSE");
            assertThat(s.awaiting()).containsExactly(0);
            assertThat(s.legal(0)).containsExactly(ACCEPT_BLOCK, CHALLENGE);
        }

        @Test
        void loseInfluenceStepAwaitsTheLoser() {
            CoupScenario s = threePlayers().build().when(0, declare(Action.RUSSIA)).when(2, CHALLENGE);
            assertThat(s.stepLabel()).isEqualTo("LOSE_INFLUENCE");
            assertThat(s.awaiting()).containsExactly(2);
            assertThat(s.view(Viewer.SPECTATOR).turn().loser()).isEqualTo(2);
            assertThat(s.legal(2)).containsExactly(reveal(MEDIA), reveal(EU));
            assertThat(s.legal(0)).isEmpty();
        }

        @Test
        void exchangeStepAwaitsTheActorWithEveryDistinctKeep() {
            CoupScenario s = given().player(2, RUSSIA, MEDIA).player(2, PROTEST, POLICE).deck(POLICE, EU).build()
                    .when(0, declare(Action.MEDIA)).allPass();
            assertThat(s.awaiting()).containsExactly(0);
            assertThat(s.legal(0)).containsExactly(keep(RUSSIA, MEDIA), keep(RUSSIA, POLICE), keep(RUSSIA, EU),
                    keep(MEDIA, POLICE), keep(MEDIA, EU), keep(POLICE, EU));
            assertThat(s.legal(1)).isEmpty();

            CoupScenario twins = given().player(2, MEDIA, EU).player(2, PROTEST, POLICE).deck(EU, EU).build()
                    .when(0, declare(Action.MEDIA)).allPass();
            assertThat(twins.legal(0)).containsExactly(keep(MEDIA, EU), keep(EU, EU));
            twins.when(0, keep(EU, EU));
            assertThat(twins.hand(0)).containsExactly(EU, EU);
        }

        @Test
        void showStepAwaitsTheTargetAndDecideStepTheActor() {
            CoupScenario s = given().variant(Variant.UN).player(2, UN, EU).player(2, RUSSIA, POLICE).build()
                    .when(0, unInspect(1)).when(1, PASS);
            assertThat(s.stepLabel()).isEqualTo("SHOW");
            assertThat(s.awaiting()).containsExactly(1);
            assertThat(s.legal(0)).isEmpty();
            s.when(1, show(RUSSIA));
            assertThat(s.stepLabel()).isEqualTo("DECIDE");
            assertThat(s.awaiting()).containsExactly(0);
            assertThat(s.legal(1)).isEmpty();
            assertThat(s.rejected(1, force(true))).isEqualTo("NOT_YOUR_TURN");
        }

        @Test
        void nothingIsAwaitedBeforeTheDealOrAfterTheEnd() {
            CoupState fresh = RULES.setup(new Setup(names(3), options(Map.of())));
            assertThat(RULES.awaiting(fresh)).isEmpty();
            assertThat(RULES.legalMoves(fresh, 0)).isEmpty();
            assertThat(RULES.outcome(fresh).finished()).isFalse();
            assertThat(RULES.silence(fresh)).isEmpty();
        }
    }

    @Nested
    @DisplayName("Silence (reaction timeout)")
    class SilenceRule {

        @Test
        void inAReactionWindowSilenceIsPassForEachPendingSeat() {
            CoupScenario s = given().player(2, RUSSIA, EU).player(2, PROTEST, POLICE).player(2, MEDIA, EU)
                    .player(2, RUSSIA, POLICE).build().when(0, declare(Action.RUSSIA));
            Optional<Silence<CoupCommand>> silence = RULES.silence(s.state());
            assertThat(silence).isPresent();
            assertThat(silence.get().passes()).containsExactly(
                    new SeatCommand<>(1, PASS), new SeatCommand<>(2, PASS), new SeatCommand<>(3, PASS));
            String window = silence.get().window();

            s.when(2, PASS);
            Silence<CoupCommand> rest = RULES.silence(s.state()).orElseThrow();
            assertThat(rest.window()).as("the same window").isEqualTo(window);
            assertThat(rest.passes()).containsExactly(new SeatCommand<>(1, PASS), new SeatCommand<>(3, PASS));

            for (SeatCommand<CoupCommand> pass : rest.passes()) s.when(pass.seat(), pass.command());
            assertThat(s.coins(0)).isEqualTo(5);
            s.when(1, declare(Action.LOCAL_BUSINESS));
            assertThat(RULES.silence(s.state()).orElseThrow().window()).as("a new window").isNotEqualTo(window);
        }

        @Test
        void outsideAReactionWindowSilenceIsTheStatedTurnDefault() {
            CoupScenario s = threePlayers().build();
            assertThat(RULES.silence(s.state()).orElseThrow()).as("DECLARE")
                    .isEqualTo(Silence.turn(0, declare(Action.USA)));
            s.when(0, declare(Action.LOCAL_BUSINESS)).when(1, block(RUSSIA));
            assertThat(RULES.silence(s.state()).orElseThrow()).as("BLOCK_RESPONSE")
                    .isEqualTo(Silence.turn(0, ACCEPT_BLOCK));
            s.when(0, CHALLENGE);
            assertThat(s.stepLabel()).isEqualTo("LOSE_INFLUENCE");
            Silence<CoupCommand> lose = RULES.silence(s.state()).orElseThrow();
            assertThat(lose.reaction()).isFalse();
            assertThat(lose.passes().getFirst().command()).isInstanceOf(Reveal.class);

            CoupScenario media = given().player(2, RUSSIA, MEDIA).player(2, PROTEST, POLICE).build()
                    .when(0, declare(Action.MEDIA)).allPass();
            assertThat(RULES.silence(media.state()).orElseThrow()).as("EXCHANGE: keep the hand you had")
                    .isEqualTo(Silence.turn(0, new Keep(List.of(RUSSIA, MEDIA))));
        }
    }
}
