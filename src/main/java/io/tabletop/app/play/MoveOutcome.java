package io.tabletop.app.play;

/** An accepted move: the new version and the response body (JSON), the same for every retry with its key. */
public record MoveOutcome(long version, String body) {}
