package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.abilities.Abilities;
import io.tabletop.games.inwo.cards.CardDef;
import org.junit.jupiter.api.Test;

/**
 * Cards are looked up by the identity of the id's String first: a state's ids are Strings of their own. Every copy of
 * an id finds its card, however many copies share the slots, and an unknown id none.
 */
class AbilitiesLookupTest {

    @Test
    void everyCopyOfAnIdFindsItsCardAndAnUnknownIdNone() {
        Abilities a = new Abilities(InwoTestDecks.SHIPPED);
        int looked = 0;
        for (int round = 0; round < 3; round++) { // thousands of Strings for 4 096 slots: slots are shared and taken over
            for (CardDef card : InwoTestDecks.SHIPPED.all()) {
                String copy = new String(card.id().toCharArray());
                assertThat(a.def(copy)).isSameAs(card);
                assertThat(a.def(copy)).as("asked again by the same String").isSameAs(card);
                looked++;
            }
        }
        assertThat(looked).isGreaterThan(1_000);
        assertThat(a.def(new String("no-such-card".toCharArray()))).isNull();
        assertThat(a.def(null)).isNull();
    }
}
