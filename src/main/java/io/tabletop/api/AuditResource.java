package io.tabletop.api;

import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;
import io.tabletop.app.audit.Audit;
import io.tabletop.app.audit.AuditReport;
import io.tabletop.app.audit.LogImport;
import io.tabletop.app.play.GameSummary;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Finished games as evidence: audit, export, import. */
@Path("/api/v1/games")
@Tag(name = "audit")
public class AuditResource {

    public static final String NDJSON = "application/x-ndjson";

    @Inject
    Audit audit;

    @Inject
    LogImport logImport;

    @Inject
    AdminToken admin;

    @GET
    @Path("/{id}/audit")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(operationId = "auditGame", summary = "A finished game laid open, with the verdict of four checks",
            description = "A finished game never changes, so its report is computed once and then served from a cache"
                    + " (tabletop.audit.cache-size, tabletop.audit.cache-ttl). An operator may force a fresh replay"
                    + " with Cache-Control: no-cache and the admin token; others get the cached report.")
    @APIResponse(responseCode = "200", description = "OK",
            content = @Content(schema = @Schema(implementation = AuditReport.class)))
    public Response audit(@Parameter(description = "game id", schema = @Schema(type = SchemaType.STRING, format = "uuid"))
                          @PathParam("id") String id,
                          @Parameter(description = "no-cache (with the admin token): replay even if a report is cached")
                          @HeaderParam(HttpHeaders.CACHE_CONTROL) String cacheControl,
                          @Parameter(description = "Bearer <admin token>, only to force a replay")
                          @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                          @jakarta.ws.rs.core.Context io.vertx.core.http.HttpServerRequest request) {
        // a wrong token here counts as a guess too (a forced replay shows in the timing), but is not refused
        boolean fresh = cacheControl != null && cacheControl.toLowerCase(java.util.Locale.ROOT).contains("no-cache")
                && admin.accepts(authorization, Http.remoteAddress(request));
        return Response.ok(audit.audit(Http.gameId(id), fresh), MediaType.APPLICATION_JSON).build();
    }

    @GET
    @Path("/{id}/export")
    @Produces(NDJSON)
    @Operation(operationId = "exportGame", summary = "A finished game's log as NDJSON, one event a line")
    @APIResponse(responseCode = "200", description = "OK",
            content = @Content(mediaType = NDJSON, schema = @Schema(type = SchemaType.STRING,
                    description = "One stored event a line, as JSON; the first line is GAME_CREATED")))
    public Response export(@Parameter(description = "game id", schema = @Schema(type = SchemaType.STRING, format = "uuid"))
                           @PathParam("id") String id) {
        UUID gameId = Http.gameId(id);
        Audit.Exportable game = audit.exportable(gameId);
        StreamingOutput body = out -> audit.export(game, out);
        return Response.ok(body, NDJSON)
                .header("Content-Disposition", "attachment; filename=\"" + gameId + ".ndjson\"").build();
    }

    @POST
    @Path("/import")
    @Consumes(NDJSON)
    @Produces(MediaType.APPLICATION_JSON)
    @NonBlocking
    @SecurityRequirement(name = "adminToken")
    @Operation(operationId = "importGame", summary = "Verify an exported log and store it as a new finished game",
            description = "Needs the admin token unless tabletop.import.policy=open; at most"
                    + " tabletop.import.rate-per-minute imports a minute per instance (429 with Retry-After past it)."
                    + " The new game is marked imported: created at the import time and shown as seeded.")
    @RequestBody(required = true, content = @Content(mediaType = NDJSON, schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(responseCode = "201", description = "Created",
            content = @Content(schema = @Schema(implementation = GameSummary.class)))
    public Uni<Response> importLog(String body) {
        return Offload.blocking(() -> {
            GameSummary game = logImport.importLog(body);
            return Http.created("/api/v1/games/" + game.id())
                    .tag(new jakarta.ws.rs.core.EntityTag(String.valueOf(game.version()))).entity(game).build();
        });
    }
}
