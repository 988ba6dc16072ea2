package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.store.StoredEvent;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The tail of recently appended events kept with a cached game: contiguous, bounded, and honest about its reach. */
class RecentEventsTest {

    private static List<StoredEvent> stored(long from, long to) {
        List<StoredEvent> out = new ArrayList<>();
        for (long seq = from; seq <= to; seq++) {
            out.add(new StoredEvent(seq, "T", "{}", "{}", OffsetDateTime.parse("2026-11-28T00:00:00Z"), new byte[32]));
        }
        return out;
    }

    private static List<Object> objects(long from, long to) {
        List<Object> out = new ArrayList<>();
        for (long seq = from; seq <= to; seq++) out.add("event " + seq);
        return out;
    }

    @Test
    void anAppendContinuesTheTailOnlyFromItsOwnLastSeq() {
        RecentEvents tail = RecentEvents.NONE.then(4, stored(5, 6), objects(5, 6));
        RecentEvents longer = tail.then(6, stored(7, 7), objects(7, 7));
        assertThat(longer.stored()).extracting(StoredEvent::seq).containsExactly(5L, 6L, 7L);
        assertThat(longer.events()).containsExactly("event 5", "event 6", "event 7");
        // appended after a head the tail does not end at (another instance moved the game): a fresh tail
        RecentEvents fresh = tail.then(9, stored(10, 11), objects(10, 11));
        assertThat(fresh.stored()).extracting(StoredEvent::seq).containsExactly(10L, 11L);
    }

    @Test
    void itKeepsOnlyTheLastFewEvents() {
        RecentEvents tail = RecentEvents.NONE;
        for (long head = 0; head < 40; head += 2) tail = tail.then(head, stored(head + 1, head + 2), objects(head + 1, head + 2));
        assertThat(tail.stored()).hasSize(RecentEvents.KEEP);
        assertThat(tail.stored().getLast().seq()).isEqualTo(40);
        assertThat(tail.events().getFirst()).isEqualTo("event " + (40 - RecentEvents.KEEP + 1));
    }

    @Test
    void itCoversARangeOnlyWhenItHoldsEveryEventOfIt() {
        RecentEvents tail = RecentEvents.NONE.then(4, stored(5, 9), objects(5, 9));
        assertThat(tail.covering(4, 9)).as("everything after 4").isEqualTo(0);
        assertThat(tail.covering(7, 9)).as("after 7: event 8, at index 3").isEqualTo(3);
        assertThat(tail.covering(3, 9)).as("event 4 is not held").isEqualTo(-1);
        assertThat(tail.covering(7, 10)).as("event 10 is not held").isEqualTo(-1);
        assertThat(tail.covering(9, 9)).as("nothing lacking").isEqualTo(-1);
        assertThat(RecentEvents.NONE.covering(0, 3)).isEqualTo(-1);
    }
}
