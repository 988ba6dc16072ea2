package io.tabletop.games.inwo.cards;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The shipped starter decks follow the deck rules [WDH p.2] and hold only cards with simple, complete effects. */
class StarterDecksTest {

    /** Effect types a starter deck's Groups and Resources may have: plain bonuses and tokens. */
    static final Set<Class<?>> PLAIN = Set.of(Effect.AttackBonus.class, Effect.DefenceBonus.class,
            Effect.StatBonus.class, Effect.Tokens.class, Effect.Immunity.class, Effect.HandLimit.class,
            Effect.Goal.class, Effect.Cards.class, Effect.Privilege.class);

    /** Plot families a starter deck may hold: those whose rules the handbook defines. */
    static final Set<PlotKind> GENERIC = Set.of(PlotKind.PLUS_TEN, PlotKind.ASSASSINATION, PlotKind.DISASTER,
            PlotKind.POWER_UP, PlotKind.REALIGN);

    static List<StarterDeck> decks() {
        return CatalogueDataTest.shipped().starterDecks();
    }

    static CardDef card(String id) {
        return CatalogueDataTest.card(id);
    }

    @Test
    void givenTheCatalogue_whenItsStarterDecksAreListed_thenThereAreAtLeastThreeWithDistinctIdsAndIlluminati() {
        assertThat(decks()).hasSizeGreaterThanOrEqualTo(3);
        assertThat(decks().stream().map(StarterDeck::id).distinct()).hasSize(decks().size());
        assertThat(decks().stream().map(StarterDeck::illuminati).distinct()).hasSize(decks().size());
    }

    @Test
    void givenEachStarterDeck_whenCounted_thenItHas45CardsOneIlluminatiAndTheRecommendedMix() {
        for (StarterDeck d : decks()) {
            List<CardDef> cards = d.cards().stream().map(StarterDecksTest::card).toList();
            assertThat(cards).as(d.id()).hasSize(45);
            assertThat(cards.stream().filter(c -> c.kind() == CardKind.ILLUMINATI).map(CardDef::id))
                    .as(d.id()).containsExactly(d.illuminati());
            long groups = cards.stream().filter(c -> c.kind() == CardKind.GROUP || c.kind() == CardKind.RESOURCE).count();
            long plots = cards.stream().filter(c -> c.kind() == CardKind.PLOT).count();
            assertThat(groups).as(d.id() + " Groups and Resources").isBetween(12L, 20L);
            assertThat(plots).as(d.id() + " Plots").isBetween(24L, 32L);
        }
    }

    @Test
    void givenEachStarterDeck_whenItsCardsAreChecked_thenUniqueCardsAppearOnceAndNoCardTwice() {
        for (StarterDeck d : decks()) {
            Set<String> seen = new HashSet<>();
            for (String id : d.cards()) assertThat(seen.add(id)).as(d.id() + " " + id).isTrue();
        }
    }

    @Test
    void givenEachStarterDeck_whenItsEffectsAreChecked_thenEveryCardIsExpressibleCompleteAndSimple() {
        for (StarterDeck d : decks()) {
            for (String id : d.cards()) {
                CardDef c = card(id);
                assertThat(c.expressible()).as(d.id() + " " + id).isTrue();
                assertThat(c.effectComplete()).as(d.id() + " " + id).isTrue();
                if (c.kind() == CardKind.PLOT) {
                    assertThat(GENERIC).as(d.id() + " " + id).contains(c.plotKind());
                } else if (c.kind() != CardKind.ILLUMINATI) {
                    assertThat(c.effects()).as(d.id() + " " + id)
                            .allSatisfy(e -> assertThat(PLAIN).contains(e.getClass()));
                    assertThat(c.attributes()).as(d.id() + " " + id + " is not Secret").doesNotContain("SECRET");
                }
            }
        }
    }

    @Test
    void givenEachStarterDeck_whenItsGroupsAreCounted_thenTheyHaveArrowsToGrowAStructure() {
        for (StarterDeck d : decks()) {
            int arrows = d.cards().stream().map(StarterDecksTest::card).filter(c -> c.kind() == CardKind.GROUP)
                    .mapToInt(CardDef::arrowsOut).sum();
            assertThat(arrows).as(d.id()).isGreaterThanOrEqualTo(20);
        }
    }
}
