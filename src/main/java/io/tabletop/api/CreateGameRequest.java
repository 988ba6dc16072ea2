package io.tabletop.api;

import java.util.Map;

/** {@code {"type":"COUP","seats":4,"options":{"variant":"UN"}}}. */
public record CreateGameRequest(String type, Integer seats, Map<String, Object> options) {}
