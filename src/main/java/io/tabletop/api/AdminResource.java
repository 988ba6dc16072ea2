package io.tabletop.api;

import io.tabletop.app.ApiProblem;
import io.tabletop.app.audit.ProjectionRebuild;
import jakarta.inject.Inject;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * Operations for the service's operators, behind the admin token ({@code tabletop.admin-token}, env
 * {@code TABLETOP_ADMIN_TOKEN}); without a configured token they are switched off.
 */
@Path("/api/v1/admin")
@Tag(name = "admin")
@org.eclipse.microprofile.openapi.annotations.security.SecurityScheme(securitySchemeName = "adminToken",
        type = org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType.HTTP, scheme = "bearer",
        description = "The operators' token (tabletop.admin-token)")
public class AdminResource {

    @Inject
    AdminToken admin;

    @Inject
    ProjectionRebuild rebuild;

    @POST
    @Path("/projections/rebuild")
    @Produces(MediaType.APPLICATION_JSON)
    @SecurityRequirement(name = "adminToken")
    @Operation(operationId = "rebuildProjections",
            summary = "Drop and recompute every projection (summaries, views, snapshots) from the events")
    public ProjectionRebuild.Result rebuild(@HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                            @jakarta.ws.rs.core.Context io.vertx.core.http.HttpServerRequest request) {
        authorize(authorization, Http.remoteAddress(request));
        return rebuild.rebuildAll();
    }

    private void authorize(String authorization, String address) {
        ApiProblem refused = admin.refusal(authorization, "the admin endpoints", address);
        if (refused != null) throw refused;
    }
}
