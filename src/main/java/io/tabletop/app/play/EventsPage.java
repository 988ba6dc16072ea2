package io.tabletop.app.play;

import io.tabletop.app.EventView;
import jakarta.annotation.Nullable;
import java.util.List;

/**
 * A page of a game's events as the caller may see them; {@code next} is the {@code after} of the next page, or null;
 * {@code game} (the game's type) names which game's events they are.
 */
public record EventsPage(String game, long version, List<EventView> events, @Nullable Long next) {}
