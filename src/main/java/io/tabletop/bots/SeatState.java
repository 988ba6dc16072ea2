package io.tabletop.bots;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * What a bot knows when it must move: the seat's state exactly as {@code GET …/state} answers it (its {@code view}
 * and its legal {@code moves}), plus the game type's public description from {@code GET /api/v1/game-types} (for
 * Copycat its card catalogue; may be null). Never more than the seat may see.
 */
public record SeatState(String game, long version, String status, List<Integer> awaiting, int seat, JsonNode view,
                        List<JsonNode> moves, JsonNode gameType) {

    public SeatState {
        awaiting = List.copyOf(awaiting);
        moves = List.copyOf(moves);
    }

    /** From a state answer ({@code {game, version, status, awaiting, seat, view, moves}}). */
    public static SeatState of(JsonNode state, JsonNode gameType) {
        List<Integer> awaiting = new ArrayList<>();
        state.path("awaiting").forEach(n -> awaiting.add(n.asInt()));
        List<JsonNode> moves = new ArrayList<>();
        state.path("moves").forEach(moves::add);
        return new SeatState(state.path("game").asText(), state.path("version").asLong(),
                state.path("status").asText(), awaiting, state.path("seat").asInt(-1), state.path("view"), moves,
                gameType);
    }

    public boolean awaited() {
        return "ACTIVE".equals(status) && awaiting.contains(seat) && !moves.isEmpty();
    }

    /** The legal moves of the given {@code type}. */
    public List<JsonNode> movesOfType(String type) {
        return moves.stream().filter(m -> type.equals(m.path("type").asText())).toList();
    }

    public boolean can(String type) {
        return moves.stream().anyMatch(m -> type.equals(m.path("type").asText()));
    }
}
