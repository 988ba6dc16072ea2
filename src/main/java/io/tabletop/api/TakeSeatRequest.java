package io.tabletop.api;

/**
 * {@code {"name":"alice"}}; {@code seat} picks a particular free seat (the lowest free one when left out);
 * {@code inviteSecret}: the secret the creator of an invite-only game received.
 */
public record TakeSeatRequest(String name, Integer seat, String inviteSecret) {}
