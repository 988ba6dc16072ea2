package io.tabletop.api;

import io.smallrye.common.annotation.Blocking;
import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;
import io.tabletop.app.ApiProblem;
import io.tabletop.app.Caller;
import io.tabletop.app.GameSignals;
import io.tabletop.app.Json;
import io.tabletop.app.live.FrameWriter;
import io.tabletop.app.live.LiveStreams;
import io.tabletop.app.play.EventsPage;
import io.tabletop.app.play.GameReads;
import io.tabletop.app.play.GameService;
import io.tabletop.app.play.LegalMoves;
import io.tabletop.app.play.MoveOutcome;
import io.tabletop.app.play.MoveResult;
import io.tabletop.app.play.SeatAuth;
import io.tabletop.app.play.StateResult;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** Playing a game: its state for the caller, the caller's legal moves, sending a move, and the event log. */
@Path("/api/v1/games/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "play")
@SecurityScheme(securitySchemeName = "seatToken", type = SecuritySchemeType.HTTP, scheme = "bearer",
        description = "The token returned when the seat was taken")
public class PlayResource {

    private static final ProblemMapper PROBLEMS = new ProblemMapper();

    @Inject
    GameService games;

    @Inject
    GameReads reads;

    @Inject
    SeatAuth auth;

    @Inject
    GameSignals signals;

    @Inject
    LiveStreams live;

    @GET
    @Path("/state")
    @SecurityRequirementsSet({})
    @SecurityRequirementsSet(@SecurityRequirement(name = "seatToken"))
    @Operation(operationId = "getState", summary = "The caller's view (a seat's with its token, else a spectator's)")
    @APIResponse(responseCode = "200", description = "OK",
            content = @Content(schema = @Schema(implementation = StateResult.class)))
    @Blocking
    public CompletionStage<Response> state(@Parameter(description = "game id", schema = @Schema(type = SchemaType.STRING, format = "uuid")) @PathParam("id") String id, @Parameter(description = "a past version: the view as of then", schema = @Schema(type = SchemaType.INTEGER, format = "int64", minimum = "1")) @QueryParam("at") String at,
                          @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                          @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch,
                          @Parameter(description = "wait=N (seconds, at most 60) with If-None-Match: answer when the game moves past that version, or 304 after N seconds")
                          @HeaderParam("Prefer") String prefer,
                          @Parameter(description = "whose view: your own seat, or any seat once the game is over", schema = @Schema(type = SchemaType.INTEGER, format = "int32", minimum = "0"))
                          @QueryParam("seat") String asSeat,
                          @Context HttpServerRequest request) {
        UUID gameId = Http.gameId(id);
        reads.codec(gameId);
        SeatAuth.Seated who = auth.who(gameId, authorization).orElse(null);
        Integer seat = who == null ? null : who.seat();
        Long pastVersion = Http.number("at", at);
        Long as = Http.number("seat", asSeat);
        Integer viewAs = as == null ? null : (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, as));
        StateResult state = reads.state(gameId, seat, pastVersion, viewAs);
        int wait = Http.preferWait(prefer);
        boolean unchanged = Http.notModified(ifNoneMatch, state.version());
        if (wait == 0 || pastVersion != null || !unchanged || state.status().equals("FINISHED")) {
            return CompletableFuture.completedFuture(Reads.ok(state, state.version(), ifNoneMatch));
        }
        // Long-poll: no thread and no connection is held while the game stands still.
        Caller caller = new Caller(Http.remoteAddress(request), seat, who == null ? null : who.tokenHash());
        return signals.whenPast(gameId, state.version(), Duration.ofSeconds(wait), caller).thenApplyAsync(moved -> {
            if (moved == null) return Reads.notModified(state.version(), wait);
            try {
                // the token may have been replaced while this request waited: it reads nothing more then
                if (who != null) auth.who(gameId, authorization);
                StateResult now = reads.state(gameId, seat, null, viewAs);
                return Reads.ok(now, now.version(), ifNoneMatch);
            } catch (ApiProblem p) {
                return PROBLEMS.apiProblem(p);
            }
        }, Offload.workersOf(io.vertx.core.Vertx.currentContext()));
    }

    @GET
    @Path("/legal-moves")
    @SecurityRequirement(name = "seatToken")
    @Operation(operationId = "getLegalMoves", summary = "Every command the caller's seat may send now, ready to POST")
    @APIResponse(responseCode = "200", description = "OK",
            content = @Content(schema = @Schema(implementation = LegalMoves.class)))
    public Response legalMoves(@Parameter(description = "game id", schema = @Schema(type = SchemaType.STRING, format = "uuid")) @PathParam("id") String id,
                               @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                               @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        UUID gameId = Http.gameId(id);
        reads.codec(gameId);
        int seat = auth.requireSeat(gameId, authorization);
        LegalMoves moves = reads.legalMoves(gameId, seat);
        return Reads.ok(moves, moves.version(), ifNoneMatch);
    }

    @POST
    @Path("/moves")
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirement(name = "seatToken")
    @Operation(operationId = "makeMove", summary = "Send a command at the version you read (If-Match required)")
    @RequestBody(required = true, content = @Content(schema = @Schema(ref = "Command")))
    @APIResponse(responseCode = "200", description = "Accepted; the events it appended, as you may see them",
            content = @Content(schema = @Schema(implementation = MoveResult.class)))
    @NonBlocking
    public Uni<Response> move(@Parameter(description = "game id", schema = @Schema(type = SchemaType.STRING, format = "uuid")) @PathParam("id") String id,
                         @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                         @Parameter(description = "the version you read, quoted: \"12\"", required = true) @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
                         @HeaderParam("Idempotency-Key") String idempotencyKey,
                         String body) {
        return Offload.blocking(() -> sendMove(id, authorization, ifMatch, idempotencyKey, body));
    }

    private Response sendMove(String id, String authorization, String ifMatch, String idempotencyKey, String body) {
        UUID gameId = Http.gameId(id);
        reads.codec(gameId);
        int seat = auth.requireSeat(gameId, authorization);
        long expected = Http.ifMatch(ifMatch);
        String key = Http.idempotencyKey(idempotencyKey);
        MoveOutcome outcome = games.move(gameId, seat, expected, key, Json.parse(body));
        return Response.ok(outcome.body(), MediaType.APPLICATION_JSON_TYPE)
                .tag(new EntityTag(String.valueOf(outcome.version()))).build();
    }

    @GET
    @Path("/events")
    @SecurityRequirementsSet({})
    @SecurityRequirementsSet(@SecurityRequirement(name = "seatToken"))
    @Operation(operationId = "getEvents", summary = "The game's events the caller may see, a page at a time")
    @APIResponse(responseCode = "200", description = "OK",
            content = @Content(schema = @Schema(implementation = EventsPage.class)))
    public Response events(@Parameter(description = "game id", schema = @Schema(type = SchemaType.STRING, format = "uuid")) @PathParam("id") String id, @Parameter(description = "events with seq above this (default 0)", schema = @Schema(type = SchemaType.INTEGER, format = "int64", minimum = "0")) @QueryParam("after") String after,
                           @Parameter(description = "page size, 1 to 1000 (default 100)", schema = @Schema(type = SchemaType.INTEGER, format = "int32", minimum = "1", maximum = "1000")) @QueryParam("limit") String limit,
                           @Parameter(hidden = true) @QueryParam("include") String include,
                           @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                           @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        UUID gameId = Http.gameId(id);
        include(include); // a live stream's; the page has every event anyway, but a wrong value is an error here too
        reads.codec(gameId);
        Optional<Integer> seat = auth.seat(gameId, authorization);
        Long from = Http.number("after", after);
        Long size = Http.number("limit", limit);
        if (size != null && (size < 1 || size > GameReads.MAX_EVENTS_PAGE)) {
            throw ApiProblem.badRequest("INVALID_LIMIT", "limit must be from 1 to " + GameReads.MAX_EVENTS_PAGE);
        }
        EventsPage page = reads.events(gameId, seat.orElse(null), from == null ? 0 : from,
                size == null ? 100 : size.intValue());
        return Reads.ok(page, page.version(), ifNoneMatch);
    }

    /**
     * The same events, live (Accept: text/event-stream): each SSE event has {@code id: <seq>} and the JSON of one
     * event as the JSON page shows it; resumes after {@code Last-Event-ID} (else {@code after}). See {@link LiveStreams}.
     */
    @GET
    @Path("/events")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Blocking
    @SecurityRequirementsSet({})
    @SecurityRequirementsSet(@SecurityRequirement(name = "seatToken"))
    @APIResponse(responseCode = "200", description = "The page (application/json), or the live stream (text/event-stream)",
            content = @Content(mediaType = MediaType.SERVER_SENT_EVENTS, schema = @Schema(implementation = String.class,
                    description = "Server-sent events: each event's id is its seq and its data, as JSON, one"
                            + " <Game>.EventView of the game's type (e.g. #/components/schemas/Coup.EventView),"
                            + " discriminated by the event's type; with include=state also events of type `state`"
                            + " (no id) whose data is the caller's <Game>.StateResult at the version just reached; with"
                            + " include=state-only only those `state` events, each with the version as its id; with"
                            + " include=my-turns only the first of them, those awaiting the caller's seat, the one after"
                            + " each such (the turn is over) and the game's last")))
    public void liveEvents(@Parameter(description = "game id", schema = @Schema(type = SchemaType.STRING, format = "uuid")) @PathParam("id") String id,
                           @Parameter(description = "events with seq above this (default 0)", schema = @Schema(type = SchemaType.INTEGER, format = "int64", minimum = "0")) @QueryParam("after") String after,
                           @Parameter(description = "live stream only: resume after this seq (an EventSource sends it when it reconnects); wins over after", schema = @Schema(type = SchemaType.INTEGER, format = "int64", minimum = "0"))
                           @HeaderParam("Last-Event-ID") String lastEventId,
                           @Parameter(description = "live stream only: `state` adds, each time the stream has sent the events up to the head, an SSE event of type `state` whose data is the caller's state at that version (the body of GET …/state), so a bot needs no request but its moves; `state-only` sends only those states (no game events), each with its version as the event id (so Last-Event-ID resumes after a state): the lightest stream for a bot; `my-turns` (a seat only) sends of those states only the first, each one that awaits the caller's seat, the one after each such (the turn is over: a move still being chosen is moot) and the game's last, so a bot wakes only when it has something to do", schema = @Schema(type = SchemaType.STRING, enumeration = {"state", "state-only", "my-turns"}))
                           @QueryParam("include") String include,
                           @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                           @Context SseEventSink sink, @Context Sse sse, @Context HttpServerRequest request) {
        UUID gameId = Http.gameId(id);
        reads.codec(gameId);
        Optional<SeatAuth.Seated> seat = auth.who(gameId, authorization);
        Long from = Http.number("after", after);
        if (lastEventId != null && !lastEventId.isBlank()) {
            try {
                from = Long.parseLong(lastEventId.strip());
            } catch (NumberFormatException e) {
                throw ApiProblem.badRequest("INVALID_LAST_EVENT_ID", "Last-Event-ID must be the seq of an event");
            }
        }
        LiveStreams.Include what = include(include);
        if (what == LiveStreams.Include.MY_TURNS && seat.isEmpty()) {
            throw ApiProblem.badRequest("INVALID_INCLUDE", "include=my-turns needs a seat: send its token (a spectator"
                    + " has no turns; use state-only)");
        }
        Caller caller = seat.map(s -> new Caller(Http.remoteAddress(request), s.seat(), s.tokenHash()))
                .orElseGet(() -> Caller.spectator(Http.remoteAddress(request)));
        live.open(gameId, caller, from == null ? 0 : from, what, sink, sse, frames(request));
    }

    /** A live stream's {@code include}: what it carries besides (or instead of) the events. */
    static LiveStreams.Include include(String include) {
        return include == null || include.isBlank() ? LiveStreams.Include.EVENTS
                : switch (include.strip()) {
                    case "state" -> LiveStreams.Include.STATE;
                    case "state-only" -> LiveStreams.Include.STATE_ONLY;
                    case "my-turns" -> LiveStreams.Include.MY_TURNS;
                    default -> throw ApiProblem.badRequest("INVALID_INCLUDE",
                            "include may only be state, state-only or my-turns");
                };
    }

    /** Whole SSE frames written straight to the request's connection (see {@link LiveStreams#open}). */
    static FrameWriter frames(HttpServerRequest request) {
        var response = request.response();
        return new FrameWriter() {
            @Override
            public java.util.concurrent.CompletionStage<?> write(String frame) {
                return response.write(io.vertx.core.buffer.Buffer.buffer(frame)).toCompletionStage();
            }

            @Override
            public boolean congested() {
                return response.writeQueueFull();
            }
        };
    }
}
