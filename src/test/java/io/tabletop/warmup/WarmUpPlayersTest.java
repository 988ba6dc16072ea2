package io.tabletop.warmup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The warm-up's players give up on a service they cannot play (the warm-up then ends, and the instance gets ready). */
class WarmUpPlayersTest {

    @Test
    void playersThatCannotReachTheServiceGiveUpAndSayWhy() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // free, and nobody listens once it is closed
        }
        WarmUpPlayers players = new WarmUpPlayers(port, WarmUp.HEADER, "secret", 2);
        players.start();
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (players.alive() && System.nanoTime() < deadline) Thread.sleep(20);
        players.stop();
        assertThat(players.alive()).as("gave up").isFalse();
        assertThat(players.failures()).isGreaterThanOrEqualTo(40); // 20 a player
        assertThat(players.moves()).isZero();
        assertThat(players.failure()).isNotBlank();
    }

    @Test
    void everyPlayerCallsFromALoopbackAddressOfItsOwn() throws Exception {
        // Linux (CI, the containers) routes all of 127.0.0.0/8 to the loopback interface
        List<InetAddress> sources = WarmUpPlayers.loopbackSources(8);
        assertThat(sources).hasSize(8).doesNotHaveDuplicates().allMatch(InetAddress::isLoopbackAddress)
                .noneMatch(a -> a.getHostAddress().equals("127.0.0.1"));
        WarmUpPlayers players = new WarmUpPlayers(8080, WarmUp.HEADER, "secret", 64);
        players.stop();
        assertThat(players.sources()).as("one a player").hasSize(64).doesNotHaveDuplicates();
    }

    @Test
    void theGamesToWarmUpWithAreCheckedAtTheStart() {
        assertThat(WarmUpPlayers.checked(List.of("COUP", "COUP/UN"))).containsExactly("COUP", "COUP/UN");
        assertThatThrownBy(() -> WarmUpPlayers.checked(List.of("COUP", "CHESS")))
                .hasMessage("tabletop.warm-up.games: CHESS is none of [COPYCAT, COUP, COUP/UN, INWO]");
        assertThatThrownBy(() -> WarmUpPlayers.checked(List.of())).hasMessageContaining("names no game");
    }
}
