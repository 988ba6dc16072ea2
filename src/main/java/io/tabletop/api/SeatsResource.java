package io.tabletop.api;

import io.smallrye.common.annotation.Blocking;
import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;
import io.tabletop.app.AfterAnswer;
import io.tabletop.app.ApiProblem;
import io.tabletop.app.Caller;
import io.tabletop.app.Json;
import io.tabletop.app.Outages;
import io.tabletop.app.live.LiveStreams;
import io.tabletop.app.play.QuickSeats;
import io.tabletop.app.play.SeatGrant;
import io.tabletop.engine.SeatDeck;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.logging.Logger;

/** Quick join: a seat in any open game that fits, or in a new one, in one request (see {@link QuickSeats}). */
@Path("/api/v1/seats")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "games")
public class SeatsResource {

    private static final Logger LOG = Logger.getLogger(SeatsResource.class);

    @Inject
    QuickSeats quick;

    @Inject
    LiveStreams live;

    @Inject
    io.tabletop.app.ClientLimits limits;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "quickJoin",
            summary = "Take a seat in any open game that fits, or in a new game when none does; never a lost race")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = QuickSeatRequest.class)))
    @APIResponse(responseCode = "201", description = "Seat taken (the same answer as taking a seat of a named game);"
            + " the token is shown only this once", content = @Content(schema = @Schema(implementation = SeatGrant.class)))
    @NonBlocking
    public Uni<Response> join(String body, @Context HttpServerRequest request) {
        String address = Http.remoteAddress(request);
        return Offload.blocking(() -> quickJoin(body, address));
    }

    /**
     * The same quick join answered with the seat's live stream: first an SSE event of type {@code seat} whose data is
     * the grant (the 201 body: the token, shown this once), then the game's stream as {@code GET …/events} with that
     * token and {@code include} sends it, from the start of the game. A bot joins and follows its game in one request;
     * it sends only its moves after that. (A path of its own, so that quickJoin's contract stays what it was.)
     */
    @POST
    @Path("/live")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Blocking
    @Operation(operationId = "quickJoinLive", summary = "Quick join, answered with the seat's live stream")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = QuickSeatRequest.class)))
    @APIResponse(responseCode = "200", description = "Seat taken: its live stream. The first event has type `seat`"
            + " and the grant as data (the 201 body of quickJoin: the token is shown only this once); then the"
            + " game's events and states as GET /api/v1/games/{id}/events with that token and `include` streams them",
            content = @Content(mediaType = MediaType.SERVER_SENT_EVENTS, schema = @Schema(implementation = String.class)))
    public void joinLive(String body,
                         @Parameter(description = "as on GET /api/v1/games/{id}/events: `state`, `state-only` or"
                                 + " `my-turns` (default: the events only)",
                                 schema = @Schema(type = SchemaType.STRING, enumeration = {"state", "state-only", "my-turns"}))
                         @QueryParam("include") String include,
                         @Context SseEventSink sink, @Context Sse sse, @Context HttpServerRequest request) {
        AfterAnswer.around(() -> streamJoined(body, include, sink, sse, request)); // the streams fed after, on this thread
    }

    private void streamJoined(String body, String include, SseEventSink sink, Sse sse, HttpServerRequest request) {
        LiveStreams.Include what = PlayResource.include(include); // refused before a seat is taken
        QuickSeats.Joined joined = take(body, Http.remoteAddress(request));
        SeatGrant grant = joined.grant();
        // The grant goes first, through the sink: it writes the head and this event before the stream's own.
        try {
            sink.send(sse.newEventBuilder().name("seat").data(String.class, Json.write(grant)).build());
        } catch (IllegalStateException closed) {
            return; // the client has gone meanwhile: the seat is taken, as after a quick join whose answer was lost
        }
        try {
            Caller caller = new Caller(Http.remoteAddress(request), grant.seat(),
                    io.tabletop.app.Hashing.hex(io.tabletop.app.Hashing.sha256(grant.token())));
            live.openJoined(grant.gameId(), caller, what, sink, sse,
                    PlayResource.frames(request), joined.type(), joined.rulesVersion(), grant.version(),
                    grant.status());
        } catch (RuntimeException e) {
            // The seat is taken and its token sent: the stream alone is refused (a cap, a stopping instance, the
            // database out of reach). Say so in the stream and end it; GET …/events with the token follows the game.
            ApiProblem p = e instanceof ApiProblem known ? known : Outages.problem(e).orElse(null);
            if (p == null) {
                LOG.errorf(e, "live join of game %s: the stream could not be opened", grant.gameId());
                p = ApiProblem.unavailable("STREAM_FAILED", "the seat is yours, but its stream could not be opened;"
                        + " follow the game with GET …/events and the token", 1);
            }
            var problem = Json.object().put("status", p.status()).put("code", p.code()).put("detail", p.getMessage());
            if (p.retryAfterSeconds() != null) problem.put("retryAfter", p.retryAfterSeconds());
            try {
                sink.send(sse.newEventBuilder().name("problem").data(String.class, Json.write(problem)).build())
                        .whenComplete((ok, failed) -> sink.close());
            } catch (IllegalStateException closed) {
                // the client has gone meanwhile: nobody to tell
            }
        }
    }

    private Response quickJoin(String body, String address) {
        SeatGrant grant = take(body, address).grant();
        return Http.created("/api/v1/games/" + grant.gameId() + "/state")
                .tag(new EntityTag(String.valueOf(grant.version())))
                .entity(grant).build();
    }

    private QuickSeats.Joined take(String body, String address) {
        limits.seat(address, null);
        QuickSeatRequest req = Json.bind(Json.parse(body, TakeSeatRequest.NAME_CODE), QuickSeatRequest.class);
        if (req.type() == null) throw ApiProblem.badRequest("INVALID_FIELD", "field 'type' is required");
        SeatDeck deck = req.deck() == null ? null : new SeatDeck(req.deck().starter(), req.deck().cards());
        return quick.join(req.type(), req.name(), req.seats(), req.minSeats(), req.maxSeats(), req.options(),
                deck, address);
    }
}
