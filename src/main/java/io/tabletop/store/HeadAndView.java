package io.tabletop.store;

import java.time.OffsetDateTime;
import java.util.List;

/** What a read of one game for one viewer needs, in one query: the head and that viewer's projection. */
public record HeadAndView(String type, String status, long version, List<Integer> awaiting, OffsetDateTime deadline,
                          boolean seeded, int seats, String view, String moves, boolean imported,
                          int rulesVersion) {}
