package io.tabletop.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The embedded PostgreSQL's start-up wait: 60 s unless TABLETOP_DB_STARTUP_WAIT (or the property) says otherwise. */
class EmbeddedDatabaseStartupWaitTest {

    private static final String PROPERTY = "tabletop.db.startup-wait";

    @AfterEach
    void clear() {
        System.clearProperty(PROPERTY);
    }

    @Test
    void givenNothingSet_thenTheWaitIsSixtySeconds() {
        org.junit.jupiter.api.Assumptions.assumeTrue(System.getenv(EmbeddedDatabase.STARTUP_WAIT_ENV) == null);
        assertThat(EmbeddedDatabase.startupWait()).isEqualTo(Duration.ofSeconds(60));
    }

    @Test
    void givenAWaitInSeconds_thenTheStartWaitsThatLong() {
        System.setProperty(PROPERTY, " 180 ");
        assertThat(EmbeddedDatabase.startupWait()).isEqualTo(Duration.ofSeconds(180));
    }

    @Test
    void givenANonsenseWait_thenTheStartFailsSayingWhy() {
        for (String bad : new String[] {"0", "-5", "3m"}) {
            System.setProperty(PROPERTY, bad);
            assertThatThrownBy(EmbeddedDatabase::startupWait).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("TABLETOP_DB_STARTUP_WAIT").hasMessageContaining(bad);
        }
    }
}
