package io.tabletop.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OptionsTest {

    private static final List<OptionSpec> SPECS = List.of(
            OptionSpec.oneOf("variant", List.of("A", "B"), "A", ""),
            OptionSpec.integer("timeout", 1, 10, null, ""),
            OptionSpec.text("seed", 5, ""));

    @Test
    void defaultsAreFilledAndUnsetOptionalsStayAbsent() {
        Options o = Options.validate(SPECS, Map.of());
        assertThat(o.asMap()).isEqualTo(Map.of("variant", "A"));
        assertThat(o.integer("timeout")).isNull();
    }

    @Test
    void validValuesAreKeptWithIntegersAsLong() {
        Options o = Options.validate(SPECS, Map.of("variant", "B", "timeout", 3, "seed", "abc"));
        assertThat(o.string("variant")).isEqualTo("B");
        assertThat(o.integer("timeout")).isEqualTo(3L);
        assertThat(o.without("seed").has("seed")).isFalse();
    }

    @Test
    void unknownNamesWrongKindsAndOutOfRangeValuesAreRefusedWithCodes() {
        assertCode(Map.of("colour", "red"), "UNKNOWN_OPTION");
        assertCode(Map.of("variant", "C"), "INVALID_OPTION");
        assertCode(Map.of("variant", 1), "INVALID_OPTION");
        assertCode(Map.of("timeout", 0), "INVALID_OPTION");
        assertCode(Map.of("timeout", 11), "INVALID_OPTION");
        assertCode(Map.of("timeout", 2.5), "INVALID_OPTION");
        assertCode(Map.of("timeout", "2"), "INVALID_OPTION");
        assertCode(Map.of("seed", "toolong"), "INVALID_OPTION");
        assertCode(Map.of("seed", ""), "INVALID_OPTION");
    }

    private static void assertCode(Map<String, ?> raw, String code) {
        assertThatThrownBy(() -> Options.validate(SPECS, raw)).isInstanceOf(RuleViolation.class)
                .extracting(e -> ((RuleViolation) e).code()).isEqualTo(code);
    }
}
