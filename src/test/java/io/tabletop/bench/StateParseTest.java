package io.tabletop.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The SSE bots' lean read of a pushed state ({@link PushPlayers.Seen}): only what a seat acts on. */
class StateParseTest {

    private static final String BIG_VIEW = "{\"players\":[" + "{\"name\":\"x\",\"coins\":2,\"cards\":[\"DUKE\",null],\"log\":[\"a\\\"b\",{\"moves\":[1]}]},".repeat(200)
            + "{}],\"awaiting\":[9],\"version\":-5}";

    /** The data sits at the start of a bigger, reused buffer, as in the SSE parser: only {@code length} bytes count. */
    private static PushPlayers.Seen parse(String json, int seat) throws IOException {
        byte[] b = (json + "{\"version\":-1, stale bytes of an earlier event").getBytes(StandardCharsets.UTF_8);
        return PushPlayers.Seen.parse(b, json.getBytes(StandardCharsets.UTF_8).length, seat);
    }

    @Test
    void readsVersionStatusAwaitedAndMovesPastABigView() throws IOException {
        String state = "{\"game\":\"g1\",\"version\":42,\"status\":\"ACTIVE\",\"awaiting\":[0,2],\"seat\":2,\"view\":" + BIG_VIEW
                + ",\"moves\":[{\"type\":\"INCOME\"},{\"type\":\"PASS\"}]}";
        PushPlayers.Seen s = parse(state, 2);
        assertThat(s.version()).isEqualTo(42);
        assertThat(s.status()).isEqualTo("ACTIVE");
        assertThat(s.awaited()).isTrue();
        assertThat(s.moves()).hasSize(2);
        assertThat(s.moves().get(1).path("type").asText()).isEqualTo("PASS");
        assertThat(s.moves().get(0).toString()).isEqualTo("{\"type\":\"INCOME\"}");
    }

    @Test
    void aSeatNotAwaitedSkipsTheMoves() throws IOException {
        String state = "{\"version\":3,\"status\":\"ACTIVE\",\"awaiting\":[1],\"seat\":0,\"view\":" + BIG_VIEW
                + ",\"moves\":[{\"type\":\"PASS\"}]}";
        PushPlayers.Seen s = parse(state, 0);
        assertThat(s.awaited()).isFalse();
        assertThat(s.moves()).isNull();
        assertThat(s.version()).isEqualTo(3);
    }

    @Test
    void movesBeforeAwaitingAreKept() throws IOException {
        PushPlayers.Seen s = parse("{\"moves\":[{\"type\":\"X\"}],\"awaiting\":[1],\"version\":9,\"status\":\"ACTIVE\"}", 1);
        assertThat(s.awaited()).isTrue();
        assertThat(s.moves()).hasSize(1);
    }

    @Test
    void aFinishedGame() throws IOException {
        PushPlayers.Seen s = parse("{\"version\":77,\"status\":\"FINISHED\",\"awaiting\":[],\"view\":{}}", 0);
        assertThat(s.status()).isEqualTo("FINISHED");
        assertThat(s.awaited()).isFalse();
        assertThat(s.version()).isEqualTo(77);
    }

    @Test
    void notAnObjectIsRefused() {
        byte[] b = "[1,2]".getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> PushPlayers.Seen.parse(b, b.length, 0)).isInstanceOf(IOException.class);
    }
}
