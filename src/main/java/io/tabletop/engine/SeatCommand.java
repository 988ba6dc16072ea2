package io.tabletop.engine;

/** A command together with the seat that sends it. */
public record SeatCommand<C>(int seat, C command) {}
