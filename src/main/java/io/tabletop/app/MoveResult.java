package io.tabletop.app;

import java.util.List;

/** The body answering a move: the game's new version and the events it appended, as the mover may see them. */
public record MoveResult(long version, List<EventView> events) {}
