package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

/**
 * Plays a started game to the end over HTTP with random legal moves, one request at a time: the awaited seats
 * come from the summary, the move from that seat's legal-moves, sent with If-Match.
 */
final class RandomPlayer {

    private RandomPlayer() {}

    /** Plays to the end; {@code everyVersion} is called before each move (and once at the end). Returns the moves sent. */
    static int play(Api.Game game, Random random, Consumer<Long> everyVersion) {
        return play(game, random, everyVersion, RandomPlayer::pick);
    }

    /** Chooses one of the legal moves. */
    interface Picker {
        JsonNode pick(JsonNode moves, Random random);
    }

    static int play(Api.Game game, Random random, Consumer<Long> everyVersion, Picker picker) {
        int moves = 0;
        while (true) {
            JsonNode summary = Api.summary(game.id());
            long version = summary.get("version").asLong();
            everyVersion.accept(version);
            if (summary.get("status").asText().equals("FINISHED")) return moves;
            assertThat(summary.get("status").asText()).isEqualTo("ACTIVE");
            List<Integer> awaiting = new ArrayList<>();
            summary.get("awaiting").forEach(n -> awaiting.add(n.asInt()));
            assertThat(awaiting).as("an active game awaits somebody").isNotEmpty();
            int seat = awaiting.get(random.nextInt(awaiting.size()));
            JsonNode legal = Api.legalMoves(game.id(), game.token(seat));
            assertThat(legal.get("version").asLong()).isEqualTo(version);
            assertThat(legal.get("moves").size()).as("an awaited seat has moves").isPositive();
            JsonNode move = picker.pick(legal.get("moves"), random);
            Api.Plain r = Api.movePlain(game.id(), game.token(seat), version, move.toString());
            assertThat(r.status()).as("move %s answered %s", move, r.body()).isEqualTo(200);
            assertThat(r.etag()).isEqualTo("\"" + r.json().get("version").asLong() + "\"");
            moves++;
            assertThat(moves).as("the game should end").isLessThan(20_000);
        }
    }

    /** Random, passing more often than not so that games are varied but end. */
    private static JsonNode pick(JsonNode moves, Random random) {
        for (JsonNode m : moves) {
            if (m.get("type").asText().equals("PASS") && random.nextInt(3) > 0) return m;
        }
        return moves.get(random.nextInt(moves.size()));
    }
}
