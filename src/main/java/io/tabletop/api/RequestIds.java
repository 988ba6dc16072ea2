package io.tabletop.api;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import java.util.HexFormat;
import java.util.regex.Pattern;
import org.jboss.logging.MDC;

/**
 * A request id for every request: the caller's {@code X-Request-Id} when it is a sane token (1–128 of
 * {@code A–Z a–z 0–9 . _ - :}), else a new random one. It is sent back as {@code X-Request-Id} on every answer and
 * stands in the log context ({@code requestId}) of every line logged while the request is handled — on the event
 * loop, on worker threads of blocking endpoints, and on the move path's worker ({@link Offload}).
 */
@Singleton
public class RequestIds {

    public static final String HEADER = "X-Request-Id";
    public static final String MDC_KEY = "requestId";
    private static final Pattern SANE = Pattern.compile("[A-Za-z0-9._:-]{1,128}");

    void register(@Observes Filters filters) {
        filters.register(rc -> {
            String id = accept(rc.request());
            MDC.put(MDC_KEY, id);
            rc.put(MDC_KEY, id);
            rc.response().putHeader(HEADER, id);
            rc.addEndHandler(done -> MDC.remove(MDC_KEY));
            rc.next();
        }, 1000); // before everything else, so that every later line has it
    }

    static String accept(HttpServerRequest request) {
        String given = request.getHeader(HEADER);
        if (given != null && SANE.matcher(given).matches()) return given;
        return newId();
    }

    static String newId() {
        byte[] b = new byte[12];
        // a correlation id, not a secret: no SecureRandom (its lock and entropy cost on every request)
        java.util.concurrent.ThreadLocalRandom.current().nextBytes(b);
        return HexFormat.of().formatHex(b);
    }
}
