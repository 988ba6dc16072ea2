package io.tabletop.app.play;

import com.fasterxml.jackson.annotation.JsonRawValue;

/**
 * Every command the seat may send at {@code version}, each a complete body ready to POST; {@code game} (the game's type)
 * names which game's commands they are.
 */
public record LegalMoves(String game, long version, int seat, @JsonRawValue String moves) {}
