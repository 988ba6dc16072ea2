package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tabletop.app.ApiProblem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** If-Match as moves send it: the quoted version read without a pattern, every other form as before. */
class HttpIfMatchTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "\"12\"|12", "\"0\"|0", "\"999999999999999999\"|999999999999999999", "' \"7\" '|7", "7|7", "' 42 '|42"})
    void aVersionIsReadInEveryAcceptedForm(String header, long version) {
        assertThat(Http.ifMatch(header)).isEqualTo(version);
    }

    @Test
    void aWeakTagNeverMatches() {
        assertThat(Http.ifMatch("W/\"3\"")).isEqualTo(-1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"\"\"", "\"1 2\"", "\"-1\"", "\"1x\"", "\"1234567890123456789\"", "'\"1\", \"2\"'", "*", "\"12"})
    void anythingElseIsRefused(String header) {
        assertThatThrownBy(() -> Http.ifMatch(header)).isInstanceOfSatisfying(ApiProblem.class,
                p -> assertThat(p.code()).isEqualTo("INVALID_IF_MATCH"));
    }
}
