package io.tabletop.store;

/** An event to append: its type and canonical JSON data and meta. */
public record NewEvent(String type, String data, String meta) {}
