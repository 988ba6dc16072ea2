package io.tabletop.store;

import java.time.OffsetDateTime;

/** An event as stored: position in its stream, type, JSON data and meta, time, and its chain hash. */
public record StoredEvent(long seq, String type, String data, String meta, OffsetDateTime recordedAt, byte[] hash) {}
