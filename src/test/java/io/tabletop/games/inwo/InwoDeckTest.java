package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.Options;
import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.SeatDeck;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A seat's deck [rules/inwo.md, Decks]: one test per rule; one refusal names every problem. */
class InwoDeckTest {

    static final Options DEFAULT = Options.validate(InwoFixture.RULES.type().options(), Map.of());

    static RuleViolation refusal(SeatDeck deck) {
        try {
            InwoFixture.RULES.deck(deck, DEFAULT);
        } catch (RuleViolation v) {
            return v;
        }
        throw new AssertionError("accepted " + deck);
    }

    @Test
    void givenAStarterDeckId_thenItIsResolvedToItsCards() {
        assertThat(InwoFixture.RULES.deck(SeatDeck.starter("test-bavaria"), DEFAULT))
                .isEqualTo(InwoFixture.deck("bavarian-illuminati"));
    }

    @Test
    void givenNoDeck_thenDeckRequired() {
        assertThat(refusal(null).code()).isEqualTo("DECK_REQUIRED");
        assertThat(refusal(new SeatDeck(null, null)).code()).isEqualTo("DECK_REQUIRED");
    }

    @Test
    void givenBothAStarterAndCards_thenRefused() {
        assertThat(refusal(new SeatDeck("test-bavaria", List.of("new-york"))).code()).isEqualTo("INVALID_DECK");
    }

    @Test
    void givenAnUnknownStarter_thenRefusedNamingTheKnownOnes() {
        RuleViolation v = refusal(SeatDeck.starter("nope"));
        assertThat(v.code()).isEqualTo("UNKNOWN_STARTER_DECK");
        assertThat(v.getMessage()).contains("test-bavaria");
    }

    @Test
    void givenTheWrongSize_thenRefused() {
        List<String> d = new ArrayList<>(InwoFixture.deck("bavarian-illuminati"));
        d.removeLast();
        assertThat(refusal(SeatDeck.of(d)).getMessage()).contains("44 cards", "45");
    }

    @Test
    void givenTheGamesDeckSizeOption_thenEveryDeckHasThatSize() {
        Options small = Options.validate(InwoFixture.RULES.type().options(), Map.of("deckSize", 44));
        List<String> d = new ArrayList<>(InwoFixture.deck("bavarian-illuminati"));
        d.removeLast();
        assertThat(InwoFixture.RULES.deck(SeatDeck.of(d), small)).hasSize(44);
    }

    @Test
    void givenNoIlluminatiOrTwo_thenRefused() {
        List<String> none = new ArrayList<>(InwoFixture.deck("bavarian-illuminati"));
        none.set(0, "reload");
        assertThat(refusal(SeatDeck.of(none)).getMessage()).contains("exactly one Illuminati, this one 0");
        List<String> two = new ArrayList<>(InwoFixture.deck("bavarian-illuminati"));
        two.set(44, "the-network");
        assertThat(refusal(SeatDeck.of(two)).getMessage()).contains("exactly one Illuminati, this one 2");
    }

    @Test
    void givenUnknownCards_thenRefusedNamingThem() {
        List<String> d = new ArrayList<>(InwoFixture.deck("bavarian-illuminati"));
        d.set(44, "no-such-card");
        assertThat(refusal(SeatDeck.of(d)).getMessage()).contains("unknown cards: [no-such-card]");
    }

    @Test
    void givenAnUnimplementedCard_thenRefused() {
        List<String> d = new ArrayList<>(InwoFixture.deck("bavarian-illuminati"));
        d.set(44, "mystery-plot");
        assertThat(refusal(SeatDeck.of(d)).getMessage()).contains("not implemented", "mystery-plot");
    }

    @Test
    void givenAUniqueCardTwice_thenRefused() {
        List<String> d = new ArrayList<>(InwoFixture.deck("bavarian-illuminati"));
        d.set(43, "good-polls-charm");
        d.set(44, "good-polls-charm");
        assertThat(refusal(SeatDeck.of(d)).getMessage()).contains("Unique cards more than once: [good-polls-charm]");
    }

    @Test
    void givenNoGroup_thenRefused() {
        List<String> d = new ArrayList<>();
        d.add("bavarian-illuminati");
        while (d.size() < 45) d.add("reload");
        assertThat(refusal(SeatDeck.of(d)).getMessage()).contains("at least one Group");
    }

    @Test
    void givenSeveralProblems_thenOneRefusalNamesThemAll() {
        List<String> d = List.of("no-such-card", "mystery-plot", "good-polls-charm", "good-polls-charm");
        RuleViolation v = refusal(SeatDeck.of(d));
        assertThat(v.code()).isEqualTo("INVALID_DECK");
        assertThat(v.getMessage()).contains("4 cards", "unknown cards", "exactly one Illuminati", "at least one Group",
                "not implemented", "Unique");
    }

    @Test
    void givenAnUnimplementedCard_thenTheCatalogueSaysSo() {
        var view = InwoCatalogueView.of(InwoFixture.CATALOGUE);
        assertThat(view.all()).filteredOn(c -> c.card().id().equals("mystery-plot")).allMatch(c -> !c.implemented());
        assertThat(view.all()).filteredOn(c -> c.card().id().equals("new-york")).allMatch(InwoCatalogueView.Card::implemented);
        assertThatThrownBy(() -> InwoFixture.RULES.deck(SeatDeck.of(List.of()), DEFAULT)).isInstanceOf(RuleViolation.class);
    }
}
