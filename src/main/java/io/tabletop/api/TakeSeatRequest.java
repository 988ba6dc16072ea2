package io.tabletop.api;

/**
 * {@code {"name":"alice"}}; {@code seat} picks a particular free seat (the lowest free one when left out);
 * {@code inviteSecret}: the secret the creator of an invite-only game received; {@code bot}: a house bot of this game
 * type (as listed in {@code GET /api/v1/game-types}) takes the seat and plays it inside the service (no token is
 * given; {@code name} defaults to the bot's id).
 */
public record TakeSeatRequest(String name, Integer seat, String inviteSecret, String bot) {}
