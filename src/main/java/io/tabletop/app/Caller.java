package io.tabletop.app;

/**
 * Who holds a live stream or a long-poll open, for the caps on them: the remote address the request came from
 * (the proxy's client address when {@code quarkus.http.proxy.proxy-address-forwarding} is on), the seat its token
 * names (null without a token: a spectator) and that token's SHA-256 in hex (so that what it holds open is let go
 * when the token is replaced).
 */
public record Caller(String address, Integer seat, String token) {

    /** A spectator (no token). */
    public static Caller spectator(String address) {
        return new Caller(address, null, null);
    }

    public boolean spectator() {
        return seat == null;
    }
}
