package io.tabletop.app;

import java.time.Duration;

/** A refusal for lack of room (429 for one caller's cap, 503 for a game's or this instance's), with Retry-After. */
public final class Busy extends ApiProblem {

    private final Duration retryAfter;

    private Busy(int status, String code, String title, String detail, Duration retryAfter) {
        super(status, code, title, detail, null);
        this.retryAfter = retryAfter;
    }

    static Busy tooMany(String code, String detail, Duration retryAfter) {
        return new Busy(429, code, "Too many requests", detail, retryAfter);
    }

    static Busy full(String code, String detail, Duration retryAfter) {
        return new Busy(503, code, "Service unavailable", detail, retryAfter);
    }

    /** Whole seconds for the Retry-After header (at least 1). */
    public long retryAfterSeconds() {
        return Math.max(1, retryAfter.toSeconds());
    }
}
