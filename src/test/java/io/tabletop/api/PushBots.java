package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.Random;

/**
 * Bots that play a game to its end from their seats' streams alone (the push loop of src/docs/bots.md): each acts on the latest
 * pushed state that awaits its seat with one of its legal moves, at random, and sends nothing else.
 */
final class PushBots {

    /** How a played game went: the POSTs sent and the ones accepted (the rest were 412). */
    record Played(int posts, int accepted) {}

    /** Sees each event a seat's stream carried (e.g. to check what it may not show); events other than states are skipped. */
    interface Check {
        void event(int seat, SseClient.Event event);
    }

    private PushBots() {}

    static Played play(String game, List<String> tokens, List<SseClient> streams, Random random, Check check)
            throws InterruptedException {
        int seats = tokens.size();
        JsonNode[] latest = new JsonNode[seats];
        int posts = 0;
        int accepted = 0;
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (true) {
            assertThat(posts).as("the game should end").isLessThan(2_000);
            assertThat(System.nanoTime()).as("the game should end within a minute").isLessThan(deadline);
            for (int s = 0; s < seats; s++) {
                for (SseClient.Event e : streams.get(s).drain()) {
                    check.event(s, e);
                    if ("state".equals(e.name())) latest[s] = e.json();
                }
            }
            int actor = -1;
            boolean over = false;
            for (int s = 0; s < seats; s++) {
                if (latest[s] == null) continue;
                if (latest[s].get("status").asText().equals("FINISHED")) over = true;
                for (JsonNode a : latest[s].get("awaiting")) {
                    if (a.asInt() == s && latest[s].get("moves").size() > 0) actor = s;
                }
            }
            if (over) return new Played(posts, accepted);
            if (actor < 0) {
                Thread.sleep(2);
                continue;
            }
            JsonNode state = latest[actor];
            JsonNode moves = state.get("moves");
            int status = Api.move(game, tokens.get(actor), state.get("version").asLong(),
                    moves.get(random.nextInt(moves.size()))).statusCode();
            posts++;
            if (status == 200) accepted++;
            else assertThat(status).isEqualTo(412);
            latest[actor] = null; // wait for the state this move (or the faster one) produced
        }
    }
}
