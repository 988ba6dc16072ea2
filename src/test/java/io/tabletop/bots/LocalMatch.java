package io.tabletop.bots;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabletop.app.Codecs;
import io.tabletop.app.GameCodec;
import io.tabletop.app.Json;
import io.tabletop.app.Viewers;
import io.tabletop.engine.Options;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A game played in process through the rules (no HTTP, no database): each awaited seat gets exactly the JSON a
 * {@code GET …/state} would answer (its view and legal moves, serialised by the service's own codec) and its strategy
 * picks one. For the win-rate tests, where hundreds of games over HTTP would take minutes.
 */
final class LocalMatch {

    static final Codecs CODECS = new Codecs();

    /** {@code reason}: the view's {@code reason} at the end (games that say why they ended), else null. */
    record Result(List<Integer> winners, int moves, String reason, long events) {}

    static Result play(String game, List<Strategy> bots, String seed, Map<String, ?> options, long diceSeed) {
        return play(game, bots, null, seed, options, diceSeed);
    }

    /** As above, each seat bringing {@code decks.get(seat)} (a starter deck's id; null: games without decks). */
    static Result play(String game, List<Strategy> bots, List<String> decks, String seed, Map<String, ?> options,
                       long diceSeed) {
        return play(CODECS.get(game), bots, decks, seed, options, diceSeed, List.of());
    }

    /**
     * As above under {@code codec}'s rules version; {@code atStart}: commands every seat sends once its seat is taken
     * (e.g. INWO's standing instructions), not counted as moves.
     */
    static Result play(GameCodec codec, List<Strategy> bots, List<String> decks, String seed, Map<String, ?> options,
                       long diceSeed, List<JsonNode> atStart) {
        Table<Object, Object, Object> table = codec.table();
        JsonNode gameType = gameType(codec);
        Options opts = Options.validate(table.optionSpecs(), options);
        TableState<Object> state = table.initial(table.create(bots.size(), opts, SeededRng.commitment(seed), true));
        long v = 1;
        for (int i = 0; i < bots.size(); i++) {
            io.tabletop.engine.SeatDeck deck = decks == null ? null : io.tabletop.engine.SeatDeck.starter(decks.get(i));
            for (Object e : table.takeSeat(state, i, bots.get(i).id(), deck, new SeededRng(seed, v))) state = table.evolve(state, e);
            v = state.version();
        }
        for (JsonNode c : atStart) {
            for (int i = 0; i < bots.size(); i++) {
                for (Object e : table.move(state, i, codec.parseCommand(c), new SeededRng(seed, state.version()))) state = table.evolve(state, e);
            }
        }
        List<SplittableRandom> dice = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) dice.add(new SplittableRandom(diceSeed * 31 + i));
        int moves = 0;
        while (table.status(state) == Status.ACTIVE) {
            if (moves > 200_000) throw new IllegalStateException("game " + seed + " does not end");
            int seat = table.awaiting(state).getFirst();
            SeatState s = SeatState.of(stateJson(codec, state, seat), gameType);
            JsonNode move = bots.get(seat).choose(s, dice.get(seat));
            if (!s.moves().contains(move)) throw new IllegalStateException(bots.get(seat).id() + " chose " + move + ", not legal");
            for (Object e : table.move(state, seat, codec.parseCommand(move), new SeededRng(seed, state.version()))) {
                state = table.evolve(state, e);
            }
            moves++;
        }
        JsonNode end = Json.parse(Json.write(table.view(state, Viewers.of(0))));
        return new Result(table.winners(state), moves, end.path("reason").asText(null), state.version());
    }

    /** What GET …/state would answer the seat. */
    static JsonNode stateJson(GameCodec codec, TableState<Object> state, int seat) {
        Table<Object, Object, Object> table = codec.table();
        ObjectNode out = Json.object();
        out.put("game", table.rules().type().name());
        out.put("version", state.version());
        out.put("status", table.status(state).name());
        ArrayNode awaiting = out.putArray("awaiting");
        table.awaiting(state).forEach(awaiting::add);
        out.put("seat", seat);
        out.set("view", Json.parse(Json.write(table.view(state, Viewers.of(seat)))));
        ArrayNode moves = out.putArray("moves");
        for (Object m : table.legalMoves(state, seat)) moves.add(codec.writeCommand(m));
        return out;
    }

    static JsonNode gameType(GameCodec codec) {
        ObjectNode t = Json.object();
        t.put("type", codec.table().rules().type().name());
        Object catalogue = codec.table().rules().catalogue();
        if (catalogue != null) t.set("catalogue", Json.tree(catalogue));
        return t;
    }
}
