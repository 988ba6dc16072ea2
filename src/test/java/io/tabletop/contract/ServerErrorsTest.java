package io.tabletop.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

class ServerErrorsTest {

    @Test
    void keepsTheServicesErrorsWithTheirStackTracesAndNothingBelowErrors() {
        ServerErrors.install();
        ServerErrors.install(); // once only: the line below is kept once
        long before = System.currentTimeMillis();
        Logger service = Logger.getLogger("io.tabletop.api.SomeResource");
        service.log(Level.WARNING, "a warning, not kept");
        service.log(Level.SEVERE, "unexpected failure", new IllegalStateException("the cause"));
        String seen = ServerErrors.since(before);
        assertThat(seen).contains("io.tabletop.api.SomeResource: unexpected failure")
                .contains("java.lang.IllegalStateException: the cause").contains("at io.tabletop.contract")
                .doesNotContain("a warning");
        assertThat(seen.indexOf("unexpected failure")).isEqualTo(seen.lastIndexOf("unexpected failure"));
        assertThat(ServerErrors.since(System.currentTimeMillis() + 60_000)).isEmpty();
    }
}
