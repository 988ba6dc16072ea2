package io.tabletop.api;

import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

/** Read responses: ETag = the game's version, 304 for a matching If-None-Match, Vary on the caller's token. */
final class Reads {

    private Reads() {}

    static Response notModified(long version, int waited) {
        return Response.notModified(new EntityTag(String.valueOf(version))).header(HttpHeaders.VARY, HttpHeaders.AUTHORIZATION)
                .header("Preference-Applied", "wait=" + waited).build();
    }

    static Response ok(Object body, long version, String ifNoneMatch) {
        EntityTag tag = new EntityTag(String.valueOf(version));
        if (Http.notModified(ifNoneMatch, version)) {
            return Response.notModified(tag).header(HttpHeaders.VARY, HttpHeaders.AUTHORIZATION).build();
        }
        return Response.ok(body).tag(tag).header(HttpHeaders.VARY, HttpHeaders.AUTHORIZATION)
                .header(HttpHeaders.CACHE_CONTROL, "private, no-cache").build();
    }
}
