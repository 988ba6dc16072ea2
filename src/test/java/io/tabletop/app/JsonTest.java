package io.tabletop.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tabletop.games.coup.CoupCommand;
import io.tabletop.store.EventStore;
import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void canonicalJsonSortsKeysAtEveryDepthAndDropsWhiteSpace() {
        String a = Json.canonical(Json.readTree("{ \"b\": [ {\"z\":1, \"a\":2} ], \"a\": null }"));
        String b = Json.canonical(Json.readTree("{\"a\":null,\"b\":[{\"a\":2,\"z\":1}]}"));
        assertThat(a).isEqualTo(b).isEqualTo("{\"a\":null,\"b\":[{\"a\":2,\"z\":1}]}");
    }

    @Test
    void theHashChainDependsOnEveryPart() {
        java.time.OffsetDateTime at = java.time.OffsetDateTime.parse("2026-11-21T17:10:55.478699Z");
        byte[] h = EventStore.chain(EventStore.GENESIS, 1, "T", "{}", "{}", at);
        assertThat(h).hasSize(32);
        assertThat(EventStore.chain(EventStore.GENESIS, 1, "T", "{}", "{}", at)).isEqualTo(h);
        assertThat(EventStore.chain(h, 1, "T", "{}", "{}", at)).isNotEqualTo(h);
        assertThat(EventStore.chain(EventStore.GENESIS, 2, "T", "{}", "{}", at)).isNotEqualTo(h);
        assertThat(EventStore.chain(EventStore.GENESIS, 1, "U", "{}", "{}", at)).isNotEqualTo(h);
        assertThat(EventStore.chain(EventStore.GENESIS, 1, "T", "{\"a\":1}", "{}", at)).isNotEqualTo(h);
        assertThat(EventStore.chain(EventStore.GENESIS, 1, "T", "{}", "{\"a\":1}", at)).isNotEqualTo(h);
        assertThat(EventStore.chain(EventStore.GENESIS, 1, "T", "{}", "{}", at.plusNanos(1000))).isNotEqualTo(h);
        assertThat(EventStore.instant(at)).isEqualTo("2026-11-21T17:10:55.478699Z");
        assertThat(EventStore.instant(java.time.OffsetDateTime.parse("2026-11-21T18:10:55+01:00")))
                .isEqualTo("2026-11-21T17:10:55.000000Z");
    }

    @Test
    void wireNamesAreTheUpperSnakeOfRecordNames() {
        SealedNames<CoupCommand> names = new SealedNames<>(CoupCommand.class);
        assertThat(names.names()).contains("DECLARE", "ACCEPT_BLOCK", "FORCE_EXCHANGE");
        assertThat(names.classOf("ACCEPT_BLOCK")).isEqualTo(CoupCommand.AcceptBlock.class);
        assertThat(SealedNames.upperSnake("CardsDealt")).isEqualTo("CARDS_DEALT");
    }

    @Test
    void aTrailingUnderscoreEscapesAJavaKeyword() {
        record Holder(String private_) {}
        assertThat(Json.write(new Holder("x"))).isEqualTo("{\"private\":\"x\"}");
    }
}
