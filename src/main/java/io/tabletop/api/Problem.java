package io.tabletop.api;

import com.fasterxml.jackson.annotation.JsonInclude;

/** RFC 9457 problem details, plus {@code code} (stable, UPPER_SNAKE) and, where it helps, {@code currentVersion}. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Always({"type", "title", "status", "detail", "code"})
public record Problem(String type, String title, int status, String detail, String code, Long currentVersion,
                      Integer line) {

    public static final String MEDIA_TYPE = "application/problem+json";

    public static Problem of(int status, String code, String title, String detail, Long currentVersion) {
        return new Problem("urn:tabletop:problem:" + code, title, status, detail, code, currentVersion, null);
    }

    public Problem atLine(int l) {
        return new Problem(type, title, status, detail, code, currentVersion, l);
    }
}
