package io.tabletop.app;

import com.fasterxml.jackson.annotation.JsonRawValue;

/** Every command the seat may send at {@code version}, each a complete body ready to POST. */
public record LegalMoves(long version, int seat, @JsonRawValue String moves) {}
