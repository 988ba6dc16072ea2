package io.tabletop.api;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.tabletop.app.Json;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.net.URI;
import java.net.URISyntaxException;

/**
 * A request whose URI is not a URI (bad percent-encoding such as {@code /games/%zz}, characters a URI may not hold)
 * is answered 400 MALFORMED_REQUEST as problem+json, like every other refusal. Quarkus 3.37 checks the same thing
 * ({@code new URI(uri)}) in front of every route but answers a bare 400; {@link io.tabletop.boot.Main} turns its
 * check off ({@value #DISABLE_QUARKUS_CHECK}) so that this one answers instead. Requests the HTTP decoder itself
 * refuses (a header with characters a header may not hold, a request line past its length) never reach a route:
 * Vert.x answers those with a bare 400, 414 or 431, and Quarkus 3.37 offers no hook for its invalid-request handler.
 */
@Singleton
public class MalformedRequests {

    /** The system property that turns Quarkus' own URI check off (read once, when the HTTP server starts). */
    public static final String DISABLE_QUARKUS_CHECK = "vertx.disableURIValidation";

    void register(@Observes Filters filters) {
        filters.register(rc -> {
            if (wellFormed(rc.request().uri())) {
                rc.next();
                return;
            }
            // nothing of it is read further: the connection ends with the answer, as Quarkus' own check ends it
            rc.response().setStatusCode(400).putHeader("Content-Type", Problem.MEDIA_TYPE)
                    .putHeader("Connection", "close")
                    .end(Json.write(Problem.of(400, "MALFORMED_REQUEST", "Bad request", "the request's URI is"
                            + " malformed (a % not followed by two hex digits, or a character a URI may not hold)",
                            null)));
        }, 900); // after the request id (1000), before every other filter and route
    }

    static boolean wellFormed(String uri) {
        try {
            new URI(uri);
            return true;
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
