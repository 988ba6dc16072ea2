package io.tabletop;

import io.quarkus.test.common.http.TestHTTPResourceManager;

/**
 * The management interface of the service under test (health, metrics: {@code quarkus.management.*}), on a port of
 * its own, free-chosen in tests ({@code quarkus.management.test-port=0}): Quarkus knows which.
 */
public final class Management {

    private Management() {}

    /** The management URL of {@code path} (e.g. {@code /q/metrics}). */
    public static String url(String path) {
        String base = TestHTTPResourceManager.getManagementUri();
        return base.replaceAll("/+$", "").replaceAll("/q$", "") + path;
    }
}
