package io.tabletop.app;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.OffsetDateTime;

/** An event as a client sees it: position, type, time and (redacted) data. */
public record EventView(long seq, String type, OffsetDateTime at, JsonNode data) {}
