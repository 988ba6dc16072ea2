package io.tabletop.bots;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The curl walk-through of the docs (README "Write a bot", src/docs/bots.md "Write a bot in 5 minutes") is src/bots/curl/bot.sh, and this test runs that file as
 * it is against the test server: a whole Coup game against a house bot, to the end. Needs bash, curl and jq (fails
 * saying so when one is missing).
 */
@QuarkusTest
class ReadmeCurlBotTest {

    @TestHTTPResource("/")
    URL server;

    @Test
    void theCurlWalkThroughPlaysAWholeGame() throws Exception {
        for (String tool : List.of("bash", "curl", "jq")) ExternalBots.need(tool, "src/bots/curl/bot.sh");
        String out = ExternalBots.run(List.of("bash", "src/bots/curl/bot.sh"),
                Map.of("SERVER", server.toString().replaceAll("/$", "")), 240);
        assertThat(out).containsPattern("game [0-9a-f-]{36}").contains("game over at version");
        assertThat(out.lines().filter(l -> l.matches("v\\d+ \\{.*")).count()).as(out).isPositive();
    }
}
