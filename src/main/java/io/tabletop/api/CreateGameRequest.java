package io.tabletop.api;

import java.util.Map;

/**
 * {@code {"type":"COUP","seats":4,"options":{"variant":"UN"}}}. Every game also takes {@code turnTimeoutSeconds}
 * and {@code inviteOnly} (then the answer carries the invite secret, once).
 */
@Always({"type", "seats"})
public record CreateGameRequest(String type, Integer seats, Map<String, Object> options) {}
