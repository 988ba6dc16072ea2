package io.tabletop.games.inwo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.inwo.model.InwoCommand.*;
import io.tabletop.games.inwo.model.InwoEvent.*;
import io.tabletop.games.inwo.model.Phase;
import org.junit.jupiter.api.Test;

/** Extra takeovers from a Plot: The Stars Are Right. */
class InwoTakeoversTest {

    static final InwoRules RULES = InwoMorePrimitivesTest.RULES;

    @Test
    void givenTheStarsAreRightPaidWithAnIlluminatiAction_whenItResolves_thenTheResourceEntersPlayLinkedToTheIlluminati() {
        var t = new InwoMorePrimitivesTest.Table();
        t.put(0, "new-york", Scenario.root(0), 0, 1);
        String stars = t.sc.hand(0, "the-stars-are-right");
        String book = t.sc.hand(0, "necronomicon");
        String group = t.sc.hand(0, "big-media");
        t.start(Phase.MAIN);
        var legal = RULES.legalMoves(t.state, 0);
        assertThat(legal).contains(new PlayPlot(stars, book, null)).doesNotContain(new PlayPlot(stars, group, null));
        t.send(0, new PlayPlot(stars, book, null));
        assertThat(t.state.player(0).root().tokens()).isZero();
        while (t.state.window() != null) t.send(t.state.window().priority(), new Pass());
        assertThat(t.events).anyMatch(e -> e instanceof CardPlaced c && c.placement().uid().equals(book) && !c.takeover());
        assertThat(t.state.player(0).placed(book).master()).isEqualTo(Scenario.root(0));
        assertThat(t.state.player(0).placed(book).resource()).isTrue();
        assertThat(t.state.player(0).discard()).containsExactly("the-stars-are-right");
        assertThat(InwoMorePrimitivesTest.implemented("the-stars-are-right")).isTrue();
    }

    @Test
    void givenTheStarsAreRight_whenItIsNotItsPlayersTurn_thenItIsNotLegal() {
        var t = new InwoMorePrimitivesTest.Table();
        t.put(1, "new-york", Scenario.root(1), 0, 1);
        String stars = t.sc.hand(1, "the-stars-are-right");
        String book = t.sc.hand(1, "necronomicon");
        t.start(Phase.MAIN);
        t.send(0, new EndTurn());
        assertThat(t.state.window()).isNotNull();
        assertThat(RULES.legalMoves(t.state, 1)).doesNotContain(new PlayPlot(stars, book, null));
    }
}
