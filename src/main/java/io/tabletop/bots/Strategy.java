package io.tabletop.bots;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.random.RandomGenerator;

/**
 * A bot's mind: picks one of the seat's legal moves from what the seat sees. Pure: no I/O, no memory between calls
 * (everything it needs is in the state), all chance from {@code rng}, so a bot is reproducible from a seed and a house
 * bot can resume on any replica after any restart. A new game's bots are one class each, listed in
 * {@code META-INF/services/io.tabletop.bots.Strategy}.
 */
public interface Strategy {

    /** The bot's id, e.g. {@code COUP_HEURISTIC}: what {@code POST …/seats {"bot": …}} and the arena name. */
    String id();

    /** The game type it plays, e.g. {@code COUP}. */
    String game();

    /** One line for {@code GET /api/v1/game-types}. */
    String description();

    /** One of {@code state.moves()}, exactly as listed. Called only when the seat is awaited. */
    JsonNode choose(SeatState state, RandomGenerator rng);
}
