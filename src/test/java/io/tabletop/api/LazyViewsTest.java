package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.app.GameStreams;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A running game's views are never stored (a move writes its events and the games row only): a read that finds the
 * game out of memory folds them from the log, and gets what memory would have answered. A finished game's views are
 * stored once, when it ends.
 */
@QuarkusTest
class LazyViewsTest {

    @Inject
    GameStreams streams;

    private static int storedViews(String id) throws Exception {
        return Integer.parseInt(Db.one("SELECT count(*) FROM views WHERE game_id = ?::uuid", id));
    }

    /** Every seat's state and legal moves and the spectator's state, as served now. */
    private static List<String> reads(Api.Game game) {
        List<String> out = new ArrayList<>();
        out.add(Api.json(Api.as(null).get("/api/v1/games/" + game.id() + "/state")).toString());
        for (Api.Seat seat : game.seats()) {
            out.add(Api.state(game.id(), seat.token()).toString());
            out.add(Api.legalMoves(game.id(), seat.token()).toString());
        }
        return out;
    }

    @Test
    void aRunningGameStoresNoViewsAndAReadOutOfMemoryFoldsTheSameOnes() throws Exception {
        Api.Game game = Api.start(4, Map.of("reactionTimeoutSeconds", 3600));
        Random r = new Random(12);
        for (int i = 0; i < 25; i++) {
            JsonNode summary = Api.summary(game.id());
            if (!summary.get("status").asText().equals("ACTIVE")) break;
            int seat = summary.get("awaiting").get(0).asInt();
            JsonNode legal = Api.legalMoves(game.id(), game.token(seat)).get("moves");
            Api.move(game.id(), game.token(seat), summary.get("version").asLong(), legal.get(r.nextInt(legal.size())))
                    .then().statusCode(200);
        }
        assertThat(Api.summary(game.id()).get("status").asText()).isEqualTo("ACTIVE");
        assertThat(storedViews(game.id())).as("views stored for a running game").isZero();

        List<String> fromMemory = reads(game);
        streams.forget(UUID.fromString(game.id()));
        List<String> folded = reads(game);
        assertThat(folded).containsExactlyElementsOf(fromMemory);
        assertThat(streams.peek(UUID.fromString(game.id()))).as("the folded game is cached for the next reads").isNotNull();

        // and the game plays on from the folded state
        JsonNode summary = Api.summary(game.id());
        int seat = summary.get("awaiting").get(0).asInt();
        JsonNode legal = Api.legalMoves(game.id(), game.token(seat)).get("moves");
        Api.move(game.id(), game.token(seat), summary.get("version").asLong(), legal.get(0)).then().statusCode(200);
    }

    @Test
    void aFinishedGameStoresEveryViewOnceAndServesThemOutOfMemory() throws Exception {
        Api.Game game = Api.start(3, Map.of("reactionTimeoutSeconds", 3600));
        RandomPlayer.play(game, new Random(5), v -> {});
        assertThat(storedViews(game.id())).as("spectator and three seats").isEqualTo(4);

        List<String> fromMemory = reads(game);
        streams.forget(UUID.fromString(game.id()));
        assertThat(reads(game)).containsExactlyElementsOf(fromMemory);
    }

    @Test
    void aStaleViewRowOfARunningGameIsNeverServed() throws Exception {
        // as an earlier version, which stored views with every move, may have left behind
        Api.Game game = Api.start(2, Map.of("reactionTimeoutSeconds", 3600));
        List<String> before = reads(game);
        Db.tamper("INSERT INTO views (game_id, viewer, view, moves) VALUES (?::uuid, -1, '{\"stale\":true}', '[]')",
                game.id());
        try {
            streams.forget(UUID.fromString(game.id()));
            assertThat(reads(game)).containsExactlyElementsOf(before);
        } finally {
            // the database is shared with the other tests (a projection rebuild would drop the row, and see it go)
            Db.tamper("DELETE FROM views WHERE game_id = ?::uuid", game.id());
        }
    }
}
