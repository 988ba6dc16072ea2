package io.tabletop.api;

import io.tabletop.app.ApiProblem;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parsing of the HTTP bits the resources share: ids, numbers in query strings, ETags. */
final class Http {

    private static final Pattern STRONG_ETAG = Pattern.compile("^\\s*\"(\\d{1,18})\"\\s*$");
    private static final Pattern BARE_VERSION = Pattern.compile("^\\s*(\\d{1,18})\\s*$");
    private static final Pattern ANY_ETAG = Pattern.compile("(W/)?\"(\\d{1,18})\"|\\*");

    private Http() {}

    static UUID gameId(String text) {
        try {
            if (text != null && text.length() == 36) return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            // fall through
        }
        throw ApiProblem.badRequest("INVALID_GAME_ID", "a game id is a UUID like 0190f3c2-7b1e-7c4a-9d2e-5f6a7b8c9d0e");
    }

    static Long number(String name, String text) {
        if (text == null || text.isEmpty()) return null;
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw ApiProblem.badRequest("INVALID_" + name.toUpperCase(), name + " must be a whole number");
        }
    }

    static String etag(long version) {
        return "\"" + version + "\"";
    }

    /** The version an If-Match names; 428 without one. Strong comparison: a weak tag never matches. */
    static long ifMatch(String header) {
        if (header == null || header.isBlank()) {
            throw ApiProblem.preconditionRequired("send If-Match: \"<version>\" with the version you read");
        }
        long quoted = quotedDigits(header);
        if (quoted >= 0) return quoted;
        Matcher m = STRONG_ETAG.matcher(header);
        if (m.matches()) return Long.parseLong(m.group(1));
        m = BARE_VERSION.matcher(header);
        if (m.matches()) return Long.parseLong(m.group(1));
        if (header.strip().startsWith("W/")) return -1; // never equal to a version: 412
        throw ApiProblem.badRequest("INVALID_IF_MATCH", "If-Match must name one version, like \"12\"");
    }

    /** {@code "12"} exactly (what clients send on every move) read without a pattern; -1 for anything else. */
    private static long quotedDigits(String header) {
        int n = header.length();
        if (n < 3 || n > 20 || header.charAt(0) != '"' || header.charAt(n - 1) != '"') return -1;
        long v = 0;
        for (int i = 1; i < n - 1; i++) {
            char ch = header.charAt(i);
            if (ch < '0' || ch > '9') return -1;
            v = v * 10 + (ch - '0');
        }
        return v;
    }

    /** Whether If-None-Match names this version (weak comparison, as RFC 9110 asks for this header). */
    static boolean notModified(String header, long version) {
        if (header == null || header.isBlank()) return false;
        Matcher m = ANY_ETAG.matcher(header);
        while (m.find()) {
            if (m.group().equals("*") || Long.parseLong(m.group(2)) == version) return true;
        }
        return false;
    }

    private static final Pattern PREFER_WAIT = Pattern.compile("(?:^|[,;\\s])wait\\s*=\\s*(\\d{1,6})");

    /** Longest long-poll a client may ask for with {@code Prefer: wait=N} (RFC 7240). */
    static final int MAX_WAIT_SECONDS = 60;

    /** The seconds a {@code Prefer: wait=N} header asks for (capped), or 0 without one. */
    static int preferWait(String header) {
        if (header == null) return 0;
        Matcher m = PREFER_WAIT.matcher(header.toLowerCase());
        return m.find() ? Math.min(MAX_WAIT_SECONDS, Integer.parseInt(m.group(1))) : 0;
    }

    /** The caller's address for per-address caps (the forwarded one when proxy address forwarding is on). */
    static String remoteAddress(io.vertx.core.http.HttpServerRequest request) {
        if (request == null || request.remoteAddress() == null) return null;
        String host = request.remoteAddress().hostAddress();
        return host != null ? host : request.remoteAddress().host();
    }

    static String idempotencyKey(String header) {
        if (header == null) return null;
        if (header.isEmpty() || header.length() > 200 || !header.chars().allMatch(c -> c > 32 && c < 127)) {
            throw ApiProblem.badRequest("INVALID_IDEMPOTENCY_KEY", "Idempotency-Key must be 1 to 200 visible ASCII characters");
        }
        return header;
    }

    /**
     * 201 with a relative {@code Location} (RFC 9110 allows it). Not {@code Response.created}: it resolves the path
     * against the request's URI, which needs the request context — gone when the client hung up while the work ran
     * on a worker thread (the service then logged a ContextNotActiveException).
     */
    static Response.ResponseBuilder created(String path) {
        return Response.status(Response.Status.CREATED).header(HttpHeaders.LOCATION, path);
    }
}
