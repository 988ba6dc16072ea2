package io.tabletop.games.coup;

/** UN's two uses: draw one card and maybe swap it in, or inspect a target's card and maybe force a swap. */
public enum UnMode { DRAW, INSPECT }
