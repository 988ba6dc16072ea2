package io.tabletop.engine;

/** OPEN: seats free; ACTIVE: being played; FINISHED: over. */
public enum Status { OPEN, ACTIVE, FINISHED }
