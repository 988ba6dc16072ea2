package io.tabletop.games.inwo.cards;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * How much of the Limited set the primitives express: the counts, and the inexpressible cards by name, so that a
 * change to either is deliberate. Each inexpressible card carries an {@link Effect.Unsupported} with the reason.
 */
class ExpressibleCardsTest {

    /** The cards whose effect (or part of it) the primitives cannot say. */
    static final List<String> INEXPRESSIBLE = List.of(); // last cards K: Warehouse 23 was the last

    @Test
    void givenTheShippedCatalogue_whenCounted_thenAll412CardsAreExpressible() {
        List<CardDef> all = CatalogueDataTest.shipped().all();
        List<CardDef> not = all.stream().filter(c -> !c.expressible()).toList();
        String report = not.stream().map(c -> c.name() + ": " + String.join("; ", c.unsupportedReasons()))
                .collect(Collectors.joining("\n"));
        System.out.println("INWO catalogue: " + (all.size() - not.size()) + " of " + all.size()
                + " cards expressible; " + all.stream().filter(c -> !c.effectComplete()).count() + " partial; "
                + all.stream().filter(c -> !c.abilityKnown()).count() + " with unknown ability.\nInexpressible:\n"
                + report);
        assertThat(all).hasSize(412);
        assertThat(all.size() - not.size()).isEqualTo(412);
        assertThat((all.size() - not.size()) * 100 / all.size()).isGreaterThanOrEqualTo(90);
        assertThat(not.stream().map(CardDef::name).toList()).as(report).isEqualTo(INEXPRESSIBLE);
    }

    @Test
    void givenAnInexpressibleCard_whenRead_thenItSaysWhyInAFewWords() {
        for (CardDef c : CatalogueDataTest.shipped().all()) {
            for (String reason : c.unsupportedReasons()) {
                assertThat(reason).as(c.name()).isNotBlank().hasSizeLessThan(160);
            }
        }
    }

    @Test
    void givenAnExpressibleCard_whenRead_thenItHasAtLeastOneEffect() {
        for (CardDef c : CatalogueDataTest.shipped().all()) {
            if (c.expressible()) assertThat(c.effects()).as(c.name()).isNotEmpty();
        }
    }
}
