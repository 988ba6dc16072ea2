package io.tabletop.app;

/**
 * Every refusal the service gives: an HTTP status, a stable UPPER_SNAKE {@code code}, and a message fit for the
 * caller (never a stack trace, SQL, or anything the caller may not see). Mapped once to problem+json.
 */
public class ApiProblem extends RuntimeException {

    private final int status;
    private final String code;
    private final String title;
    private final Long currentVersion;
    private Integer retryAfterSeconds;

    public ApiProblem(int status, String code, String title, String detail, Long currentVersion) {
        super(detail, null, false, false);
        this.status = status;
        this.code = code;
        this.title = title;
        this.currentVersion = currentVersion;
    }

    public static ApiProblem badRequest(String code, String detail) {
        return new ApiProblem(400, code, "Bad request", detail, null);
    }

    public static ApiProblem unauthorized(String code, String detail) {
        return new ApiProblem(401, code, "Unauthorized", detail, null);
    }

    public static ApiProblem forbidden(String code, String detail) {
        return new ApiProblem(403, code, "Forbidden", detail, null);
    }

    public static ApiProblem notFound(String code, String detail) {
        return new ApiProblem(404, code, "Not found", detail, null);
    }

    public static ApiProblem conflict(String code, String detail, long version) {
        return new ApiProblem(409, code, "Conflict", detail, version);
    }

    public static ApiProblem stale(long currentVersion) {
        return new ApiProblem(412, "STALE_VERSION", "Precondition failed",
                "the game has moved on to version " + currentVersion + "; read it again and resend", currentVersion);
    }

    public static ApiProblem unprocessable(String code, String detail, Long version) {
        return new ApiProblem(422, code, "Unprocessable content", detail, version);
    }

    public static ApiProblem preconditionRequired(String detail) {
        return new ApiProblem(428, "IF_MATCH_REQUIRED", "Precondition required", detail, null);
    }

    public static ApiProblem tooManyRequests(String code, String detail, int retryAfterSeconds) {
        return new ApiProblem(429, code, "Too many requests", detail, null).retryAfter(retryAfterSeconds);
    }

    public static ApiProblem unavailable(String code, String detail, int retryAfterSeconds) {
        return new ApiProblem(503, code, "Service unavailable", detail, null).retryAfter(retryAfterSeconds);
    }

    /** Asks the client to wait this long before retrying ({@code Retry-After}). */
    public ApiProblem retryAfter(int seconds) {
        this.retryAfterSeconds = seconds;
        return this;
    }

    /** Seconds for {@code Retry-After}, or null. */
    public Integer retryAfterSeconds() {
        return retryAfterSeconds;
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    public String title() {
        return title;
    }

    public Long currentVersion() {
        return currentVersion;
    }
}
