package io.tabletop.contract;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.engine.NullItems;
import io.tabletop.engine.Nullable;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The check the rules tests lean on refuses an undeclared null and lets a declared one pass (never vacuous). */
class DeclaredNullsTest {

    record Inner(String card, @Nullable String target) {}

    record Outer(Inner inner, List<String> cards, @NullItems List<String> slots) {}

    @Test
    void aDeclaredNullPassesAndAnUndeclaredOneFailsWithItsName() {
        assertThatCode(() -> DeclaredNulls.check(new Outer(new Inner("a", null), List.of("x"), Arrays.asList("y", null))))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> DeclaredNulls.check(new Outer(new Inner(null, "t"), List.of(), List.of())))
                .isInstanceOf(AssertionError.class).hasMessageContaining("Outer.inner.card is null");
        assertThatThrownBy(() -> DeclaredNulls.check(new Outer(new Inner("a", "t"), Arrays.asList("x", null), List.of())))
                .isInstanceOf(AssertionError.class).hasMessageContaining("cards[1] is null")
                .hasMessageContaining("@NullItems");
    }
}
