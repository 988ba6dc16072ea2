package io.tabletop.api;

import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;
import io.tabletop.app.ApiProblem;
import io.tabletop.app.Json;
import io.tabletop.app.play.QuickSeats;
import io.tabletop.app.play.SeatGrant;
import io.tabletop.engine.SeatDeck;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Quick join: a seat in any open game that fits, or in a new one, in one request (see {@link QuickSeats}). */
@Path("/api/v1/seats")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "games")
public class SeatsResource {

    @Inject
    QuickSeats quick;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "quickJoin",
            summary = "Take a seat in any open game that fits, or in a new game when none does; never a lost race")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = QuickSeatRequest.class)))
    @APIResponse(responseCode = "201", description = "Seat taken (the same answer as taking a seat of a named game);"
            + " the token is shown only this once", content = @Content(schema = @Schema(implementation = SeatGrant.class)))
    @NonBlocking
    public Uni<Response> join(String body) {
        return Offload.blocking(() -> quickJoin(body));
    }

    private Response quickJoin(String body) {
        QuickSeatRequest req = Json.bind(Json.parse(body), QuickSeatRequest.class);
        if (req.type() == null) throw ApiProblem.badRequest("INVALID_FIELD", "field 'type' is required");
        SeatDeck deck = req.deck() == null ? null : new SeatDeck(req.deck().starter(), req.deck().cards());
        SeatGrant grant = quick.join(req.type(), req.name(), req.seats(), req.minSeats(), req.maxSeats(), req.options(),
                deck).grant();
        return Http.created("/api/v1/games/" + grant.gameId() + "/state")
                .tag(new EntityTag(String.valueOf(grant.version())))
                .entity(grant).build();
    }
}
