package io.tabletop.app.play;

import io.tabletop.app.EventView;
import java.util.List;

/**
 * The body answering a move: the game's new version, status and awaited seats, and the events the move appended,
 * as the mover may see them; {@code game} (the game's type) names which game's events they are.
 */
public record MoveResult(String game, long version, String status, List<Integer> awaiting, List<EventView> events) {}
