package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.store.EventStore;
import io.tabletop.store.Projections;
import io.tabletop.store.Seats;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * An instance that died between a commit and its announcement leaves a head nobody announced: the others' check of
 * the heads they hold finds it and takes it as heard (the scheduled check is off in tests; each calls it here).
 */
@QuarkusTest
class HeadCheckTest {

    @Inject
    EventStore store;

    @Inject
    Projections projections;

    @Inject
    Seats seats;

    @Inject
    Codecs codecs;

    @Inject
    HeadCheck check;

    @Inject
    GameSignals signals;

    @Test
    void aHeadNobodyAnnouncedIsFoundByTheCheckAndTheNextReadShowsIt() throws Exception {
        Games.Game g = Games.start();
        long v = Games.stateVersion(g, g.tokens().get(0)); // held in memory at v
        check.catchUp(); // whatever other tests' silent commits left held in memory
        assertThat(check.catchUp()).as("nothing newer now").isZero();
        long moved;
        try (SecondReplica other = new SecondReplica(store, projections, seats, codecs)) {
            moved = other.moveAny(g.id(), false); // committed, never announced
        }
        assertThat(moved).isGreaterThan(v);
        assertThat(signals.known(g.id())).as("not heard").isLessThan(moved);
        assertThat(check.catchUp()).as("the heads found newer").isGreaterThanOrEqualTo(1);
        assertThat(signals.known(g.id())).isEqualTo(moved);
        assertThat(Games.stateVersion(g, g.tokens().get(0))).as("a seat's read, without a refused move first")
                .isEqualTo(moved);
        assertThat(Games.stateVersion(g, null)).isEqualTo(moved);
        assertThat(check.catchUp()).as("found once, then known").isZero();
    }
}
