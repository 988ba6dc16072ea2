package io.tabletop.api;

import com.fasterxml.jackson.databind.JsonNode;
import io.smallrye.common.annotation.NonBlocking;
import io.smallrye.mutiny.Uni;
import io.tabletop.app.ApiProblem;
import io.tabletop.app.Json;
import io.tabletop.app.play.CreatedGame;
import io.tabletop.app.play.GamePage;
import io.tabletop.app.play.GameReads;
import io.tabletop.app.play.GameService;
import io.tabletop.app.play.GameSummary;
import io.tabletop.app.play.SeatAuth;
import io.tabletop.app.play.SeatGrant;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/v1/games")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "games")
@org.eclipse.microprofile.openapi.annotations.security.SecurityScheme(securitySchemeName = "creatorToken",
        type = org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType.HTTP, scheme = "bearer",
        description = "The token returned to the game's creator when the game was created")
@org.eclipse.microprofile.openapi.annotations.security.SecurityScheme(securitySchemeName = "recoverySecret",
        type = org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType.HTTP, scheme = "bearer",
        description = "The recovery secret returned with a seat's token (and with each new one)")
public class GamesResource {

    @Inject
    GameService games;

    @Inject
    GameReads reads;

    @Inject
    io.tabletop.app.ClientLimits limits;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "createGame", summary = "Create a game; its seats are then taken one by one")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = CreateGameRequest.class)))
    @APIResponse(responseCode = "201", description = "Created; the creator token (and invite secret) are shown only this once",
            content = @Content(schema = @Schema(implementation = CreatedGame.class)))
    @NonBlocking
    public Uni<Response> create(String body, @Context HttpServerRequest request) {
        String address = Http.remoteAddress(request);
        return Offload.blocking(() -> createGame(body, address));
    }

    private Response createGame(String body, String address) {
        limits.create(address);
        CreateGameRequest req = Json.bind(Json.parse(body), CreateGameRequest.class);
        if (req.type() == null) throw ApiProblem.badRequest("INVALID_FIELD", "field 'type' is required");
        if (req.seats() == null) throw ApiProblem.badRequest("INVALID_FIELD", "field 'seats' is required");
        CreatedGame created = games.create(req.type(), req.seats(), req.options(), address);
        GameSummary game = created.game();
        return Http.created("/api/v1/games/" + game.id())
                .tag(new jakarta.ws.rs.core.EntityTag(String.valueOf(game.version())))
                .entity(created).build();
    }

    @GET
    @Operation(operationId = "listGames", summary = "Games, newest first, a page at a time")
    public GamePage list(@Parameter(description = "only games of this type") @QueryParam("type") String type, @Parameter(description = "only games in this status", schema = @Schema(type = SchemaType.STRING, enumeration = {"OPEN", "ACTIVE", "FINISHED"})) @QueryParam("status") String status,
                         @Parameter(description = "page size, 1 to 100 (default 20)", schema = @Schema(type = SchemaType.INTEGER, format = "int32", minimum = "1", maximum = "100")) @QueryParam("limit") String limit, @Parameter(description = "the next value of the previous page") @QueryParam("cursor") String cursor) {
        Long size = Http.number("limit", limit);
        if (size != null && (size < 1 || size > GameReads.MAX_GAMES_PAGE)) {
            throw ApiProblem.badRequest("INVALID_LIMIT", "limit must be from 1 to " + GameReads.MAX_GAMES_PAGE);
        }
        return reads.list(type, status, size == null ? null : size.intValue(), cursor);
    }

    @GET
    @Path("/{id}")
    @Operation(operationId = "getGame", summary = "A game's summary")
    @APIResponse(responseCode = "200", description = "OK",
            content = @Content(schema = @Schema(implementation = GameSummary.class)))
    public Response summary(@Parameter(description = "game id", schema = @Schema(type = SchemaType.STRING, format = "uuid")) @PathParam("id") String id, @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch) {
        GameSummary game = reads.summary(Http.gameId(id));
        return Reads.ok(game, game.version(), ifNoneMatch);
    }

    @POST
    @Path("/{id}/seats")
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet({})
    @SecurityRequirementsSet(@SecurityRequirement(name = "creatorToken"))
    @Operation(operationId = "takeSeat", summary = "Take a free seat; the game starts when the last one is taken."
            + " With the creator token the creator takes it (and may recover it too)")
    @RequestBody(required = true, content = @Content(schema = @Schema(implementation = TakeSeatRequest.class)))
    @APIResponse(responseCode = "201", description = "Seat taken; the token and the recovery secret are shown only"
            + " this once", content = @Content(schema = @Schema(implementation = SeatGrant.class)))
    @NonBlocking
    public Uni<Response> takeSeat(@Parameter(description = "game id", schema = @Schema(type = SchemaType.STRING, format = "uuid")) @PathParam("id") String id,
                                  @Parameter(description = "Bearer <creator token>: the creator takes this seat")
                                  @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                  String body, @Context HttpServerRequest request) {
        String address = Http.remoteAddress(request);
        return Offload.blocking(() -> seat(id, authorization, body, address));
    }

    private Response seat(String id, String authorization, String body, String address) {
        java.util.UUID gameId = Http.gameId(id);
        String creatorToken = SeatAuth.bearer(authorization);
        limits.seat(address, creatorToken);
        reads.codec(gameId); // 404 before looking at the body
        JsonNode json = Json.parse(body, TakeSeatRequest.NAME_CODE);
        TakeSeatRequest req = Json.bind(json, TakeSeatRequest.class);
        io.tabletop.engine.SeatDeck deck = req.deck() == null ? null
                : new io.tabletop.engine.SeatDeck(req.deck().starter(), req.deck().cards());
        SeatGrant grant = games.takeSeat(gameId, new GameService.Claim(req.seat(), req.name(), req.inviteSecret(),
                deck, req.bot(), creatorToken));
        return Http.created("/api/v1/games/" + gameId + "/state")
                .tag(new jakarta.ws.rs.core.EntityTag(String.valueOf(grant.version())))
                .entity(grant).build();
    }

    @POST
    @Path("/{id}/seats/{seat}/token")
    @SecurityRequirementsSet(@SecurityRequirement(name = "recoverySecret"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "creatorToken"))
    @Operation(operationId = "reissueSeatToken", summary = "Recover a seat: its holder (with the seat's recovery"
            + " secret), or the creator for a seat it took, gets a new token and recovery secret; the old token stops"
            + " at once and the game records a public SEAT_TOKEN_REISSUED event")
    @APIResponse(responseCode = "200", description = "The seat's new token and recovery secret, shown only this once",
            content = @Content(schema = @Schema(implementation = SeatGrant.class)))
    @NonBlocking
    public Uni<Response> reissueToken(@Parameter(description = "game id", schema = @Schema(type = SchemaType.STRING, format = "uuid")) @PathParam("id") String id,
                                      @Parameter(description = "seat number", schema = @Schema(type = SchemaType.INTEGER, format = "int32", minimum = "0")) @PathParam("seat") String seat,
                                      @Parameter(description = "Bearer <the seat's recovery secret>, or Bearer <creator token> for a seat the creator took")
                                      @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                      @Context HttpServerRequest request) {
        String address = Http.remoteAddress(request);
        return Offload.blocking(() -> reissue(id, seat, authorization, address));
    }

    private Response reissue(String id, String seat, String authorization, String address) {
        java.util.UUID gameId = Http.gameId(id);
        Long n = Http.number("seat", seat);
        if (n == null || n < 0 || n > Integer.MAX_VALUE) throw ApiProblem.badRequest("INVALID_SEAT", "seat must be a seat number");
        String secret = SeatAuth.bearer(authorization);
        limits.seat(address, secret);
        reads.codec(gameId); // 404 before anything else
        SeatGrant grant = games.recoverSeat(gameId, n.intValue(), secret);
        return Response.ok(grant).header(HttpHeaders.CACHE_CONTROL, "no-store").build();
    }
}
