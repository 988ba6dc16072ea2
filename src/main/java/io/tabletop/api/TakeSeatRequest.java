package io.tabletop.api;

/** {@code {"name":"alice"}}; {@code seat} picks a particular free seat (the lowest free one when left out). */
public record TakeSeatRequest(String name, Integer seat) {}
