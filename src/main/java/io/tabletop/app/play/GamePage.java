package io.tabletop.app.play;

import jakarta.annotation.Nullable;
import java.util.List;

/** A page of games, newest first; {@code next} is the cursor of the following page, or null at the end. */
public record GamePage(List<GameSummary> games, @Nullable String next) {}
