package io.tabletop.app;

/**
 * Who holds a live stream or a long-poll open, for the caps on them: the remote address the request came from
 * (the proxy's client address when {@code quarkus.http.proxy.proxy-address-forwarding} is on) and the seat its
 * token names (null without a token).
 */
public record Caller(String address, Integer seat) {}
