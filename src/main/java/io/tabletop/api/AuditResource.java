package io.tabletop.api;

import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;
import io.tabletop.app.Audit;
import io.tabletop.app.AuditReport;
import io.tabletop.app.GameSummary;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import java.net.URI;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Finished games as evidence: audit, export, import. */
@Path("/api/v1/games")
@Tag(name = "audit")
public class AuditResource {

    public static final String NDJSON = "application/x-ndjson";

    @Inject
    Audit audit;

    @GET
    @Path("/{id}/audit")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(operationId = "auditGame", summary = "A finished game laid open, with the verdict of four checks")
    @APIResponse(responseCode = "200", description = "OK",
            content = @Content(schema = @Schema(implementation = AuditReport.class)))
    public AuditReport audit(@Parameter(description = "game id", schema = @Schema(type = SchemaType.STRING, format = "uuid"))
                             @PathParam("id") String id) {
        return audit.audit(Http.gameId(id));
    }

    @GET
    @Path("/{id}/export")
    @Produces(NDJSON)
    @Operation(operationId = "exportGame", summary = "A finished game's log as NDJSON, one event a line")
    @APIResponse(responseCode = "200", description = "OK",
            content = @Content(mediaType = NDJSON, schema = @Schema(type = SchemaType.STRING)))
    public Response export(@Parameter(description = "game id", schema = @Schema(type = SchemaType.STRING, format = "uuid"))
                           @PathParam("id") String id) {
        UUID gameId = Http.gameId(id);
        audit.checkExportable(gameId);
        StreamingOutput body = out -> audit.export(gameId, out);
        return Response.ok(body, NDJSON)
                .header("Content-Disposition", "attachment; filename=\"" + gameId + ".ndjson\"").build();
    }

    @POST
    @Path("/import")
    @Consumes(NDJSON)
    @Produces(MediaType.APPLICATION_JSON)
    @NonBlocking
    @Operation(operationId = "importGame", summary = "Verify an exported log and store it as a new finished game")
    @RequestBody(required = true, content = @Content(mediaType = NDJSON, schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(responseCode = "201", description = "Created",
            content = @Content(schema = @Schema(implementation = GameSummary.class)))
    public Uni<Response> importLog(String body) {
        return Offload.blocking(() -> {
            GameSummary game = audit.importLog(body);
            return Response.created(URI.create("/api/v1/games/" + game.id()))
                    .tag(new jakarta.ws.rs.core.EntityTag(String.valueOf(game.version()))).entity(game).build();
        });
    }
}
