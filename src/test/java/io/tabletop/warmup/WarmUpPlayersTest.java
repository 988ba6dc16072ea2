package io.tabletop.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** The warm-up's players give up on a service they cannot play (the warm-up then ends, and the instance gets ready). */
class WarmUpPlayersTest {

    @Test
    void playersThatCannotReachTheServiceGiveUpAndSayWhy() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // free, and nobody listens once it is closed
        }
        WarmUpPlayers players = new WarmUpPlayers("http://localhost:" + port, WarmUp.HEADER, "secret", 2);
        players.start();
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (players.alive() && System.nanoTime() < deadline) Thread.sleep(20);
        players.stop();
        assertThat(players.alive()).as("gave up").isFalse();
        assertThat(players.failures()).isGreaterThanOrEqualTo(40); // 20 a player
        assertThat(players.moves()).isZero();
        assertThat(players.failure()).isNotBlank();
    }
}
