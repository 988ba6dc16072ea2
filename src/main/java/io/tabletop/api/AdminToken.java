package io.tabletop.api;

import io.tabletop.app.ApiProblem;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The operators' token ({@code tabletop.admin-token}, env {@code TABLETOP_ADMIN_TOKEN}) as an {@code Authorization:
 * Bearer} header carries it; without a configured token nobody holds it.
 */
@ApplicationScoped
public class AdminToken {

    @ConfigProperty(name = "tabletop.admin-token")
    Optional<String> token;

    /** Null when the header carries the admin token; else why not (403 none is configured, 401 wrong or missing). */
    ApiProblem refusal(String authorization, String forWhat) {
        Optional<String> expected = token.filter(t -> !t.isBlank());
        if (expected.isEmpty()) {
            return ApiProblem.forbidden("ADMIN_DISABLED", forWhat + " needs the admin token, and none is configured"
                    + " (tabletop.admin-token)");
        }
        String given = authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7)
                ? authorization.substring(7).strip() : "";
        if (!MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8),
                expected.get().getBytes(StandardCharsets.UTF_8))) {
            return ApiProblem.unauthorized("INVALID_ADMIN_TOKEN", forWhat + " needs Authorization: Bearer <admin token>");
        }
        return null;
    }

    boolean accepts(String authorization) {
        return refusal(authorization, "this") == null;
    }
}
