package io.tabletop.store;

import java.time.OffsetDateTime;

/** The head of a game's stream, read under lock before an append; {@code rulesVersion}: the rules it is played under. */
public record Head(String type, String status, long version, byte[] hash, OffsetDateTime deadline,
                   String deadlineWindow, int rulesVersion) {}
