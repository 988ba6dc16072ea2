package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.tabletop.app.Json;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Complete random INWO games through the API only, for 2 to 5 seats, each seat bringing a starter deck: each game
 * ends (victory, elimination, or the turn-limit house rule the test sets), replaying the events gives the served
 * state, the audit verifies, and no seat or spectator ever sees another seat's hand or deck, or any deck order.
 */
@QuarkusTest
class InwoHttpGamesTest {

    static JsonNode inwoType() {
        JsonNode types = Json.readTree(given().get("/api/v1/game-types").then().statusCode(200).extract().asString());
        for (JsonNode t : types.get("types")) if (t.get("type").asText().equals("INWO")) return t;
        throw new AssertionError("INWO is not listed");
    }

    /** The starter decks the engine accepts (all of them once every card in them is implemented), else built decks. */
    static List<Map<String, Object>> decks() {
        List<Map<String, Object>> out = new ArrayList<>();
        var shipped = io.tabletop.games.inwo.InwoTestDecks.SHIPPED;
        for (var d : shipped.starterDecks()) {
            if (io.tabletop.games.inwo.deck.DeckRules.problems(shipped, d.cards(), 45).isEmpty()) {
                out.add(Map.of("starter", d.id()));
            }
        }
        if (out.size() >= 3) return out;
        out.clear();
        for (int i = 0; i < 5; i++) out.add(Map.of("cards", io.tabletop.games.inwo.InwoTestDecks.deck(i)));
        return out;
    }

    static Api.Game start(int seats, String seed) {
        Map<String, Object> options = new LinkedHashMap<>();
        options.put("seed", seed);
        options.put("turnLimit", 20);
        String id = Api.create("INWO", seats, options);
        List<Map<String, Object>> decks = decks();
        List<Api.Seat> taken = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            Map<String, Object> body = Map.of("name", "p" + i, "deck", decks.get(i % decks.size()));
            Response r = given().contentType(ContentType.JSON).body(Json.write(body))
                    .post("/api/v1/games/" + id + "/seats").then().statusCode(201).extract().response();
            taken.add(new Api.Seat(r.path("seat"), r.path("token")));
        }
        taken.sort((a, b) -> Integer.compare(a.seat(), b.seat()));
        return new Api.Game(id, taken);
    }

    /** Pass most of the time in windows; otherwise act, preferring attacks and plays. */
    static JsonNode pick(JsonNode moves, Random r) {
        List<JsonNode> all = new ArrayList<>();
        moves.forEach(all::add);
        // gifts and trades are any-time moves that never move the game on: one time in eight they are among the choices
        List<JsonNode> turn = all.stream().filter(m -> !m.get("type").asText().endsWith("_TRADE")).toList();
        if (!turn.isEmpty() && r.nextInt(8) > 0) all = new ArrayList<>(turn);
        for (JsonNode m : all) if (m.get("type").asText().equals("PASS") && r.nextInt(4) > 0) return m;
        List<JsonNode> attacks = all.stream().filter(m -> m.get("type").asText().equals("ATTACK")).toList();
        if (!attacks.isEmpty() && r.nextInt(3) > 0) return attacks.get(r.nextInt(attacks.size()));
        for (JsonNode m : all) if (m.get("type").asText().equals("END_TURN") && r.nextInt(3) == 0) return m;
        return all.get(r.nextInt(all.size()));
    }

    static Stream<Arguments> games() {
        List<Arguments> out = new ArrayList<>();
        for (int seats = 2; seats <= 5; seats++) out.add(Arguments.of(seats, "inwo-http-" + seats));
        return out.stream();
    }

    @ParameterizedTest(name = "{0} seats, seed {1}")
    @MethodSource("games")
    void randomGameWithStarterDecksEndsReplaysAndAudits(int seats, String seed) {
        Api.Game game = start(seats, seed);
        // seat 0 is asked in every window (standing instructions, rules version 4): its auto-passes and windows are in
        // the log the audit re-decides; the other seats keep the default
        io.restassured.response.Response stops = Api.move(game.id(), game.token(0), Api.version(game.id()),
                "{\"type\":\"SET_STOPS\",\"autoPass\":[]}");
        assertThat(stops.statusCode()).as(stops.asString()).isEqualTo(200);
        Map<Integer, Long> seen = new HashMap<>();
        RandomPlayer.play(game, new Random(seed.hashCode()), v -> {
            if (v % 40 == 0 && !Api.summary(game.id()).get("status").asText().equals("FINISHED")) {
                checkViews(game, seats);
                for (int viewer = -1; viewer < seats; viewer++) checkEvents(game, viewer, seen);
            }
        }, InwoHttpGamesTest::pick);

        JsonNode summary = Api.summary(game.id());
        assertThat(summary.get("status").asText()).isEqualTo("FINISHED");
        long version = summary.get("version").asLong();
        List<JsonNode> events = Api.events(game.id(), null);
        assertThat(events).hasSize((int) version);
        JsonNode ended = events.getLast();
        assertThat(ended.get("type").asText()).isEqualTo("GAME_ENDED");
        assertThat(ended.get("data").get("reason").asText()).isIn("VICTORY", "ELIMINATION", "TURN_LIMIT");
        TableState<Object> replayed = Replay.foldAny(events, version);
        assertThat(Replay.viewAny(replayed, Viewer.AUDITOR)).isEqualTo(Api.state(game.id(), null).get("view"));
        assertThat(AuditTest.audit(game.id()).get("verified").asBoolean()).isTrue();
        assertThat(events).anyMatch(e -> e.get("type").asText().equals("STOPS_SET"));
    }

    private static void checkViews(Api.Game game, int seats) {
        for (int viewer = -1; viewer < seats; viewer++) {
            JsonNode view = Api.state(game.id(), viewer < 0 ? null : game.token(viewer)).get("view");
            for (JsonNode p : view.get("players")) {
                int seat = p.get("seat").asInt();
                if (seat == viewer) {
                    assertThat(p.get("hand").size()).isEqualTo(p.get("handCount").asInt());
                } else {
                    assertThat(p.get("hand").isNull()).as("seat %d sees seat %d's hand", viewer, seat).isTrue();
                    assertThat(p.get("lead").isNull()).as("seat %d sees seat %d's lead", viewer, seat).isTrue();
                }
            }
            assertThat(Api.fieldNames(view)).doesNotContain("plotDeck", "groupDeck", "plots", "groups", "deck");
        }
    }

    private static void checkEvents(Api.Game game, int viewer, Map<Integer, Long> seen) {
        long after = seen.getOrDefault(viewer, 0L);
        JsonNode page = Api.read("/api/v1/games/" + game.id() + "/events?after=" + after + "&limit=1000",
                viewer < 0 ? null : game.token(viewer));
        for (JsonNode e : page.get("events")) {
            seen.put(viewer, e.get("seq").asLong());
            JsonNode d = e.get("data");
            String what = "viewer " + viewer + " sees " + e;
            switch (e.get("type").asText()) {
                case "GAME_SET_UP" -> d.get("decks").forEach(x -> {
                    assertThat(x.get("plots").isNull()).as(what).isTrue();
                    assertThat(x.get("groups").isNull()).as(what).isTrue();
                });
                case "DECK_CHOSEN", "CARDS_DRAWN" ->
                        assertThat(d.get("cards").isNull()).as(what).isEqualTo(d.get("seat").asInt() != viewer);
                case "LEAD_CHOSEN" -> {
                    if (d.get("seat").asInt() != viewer) assertThat(d.get("card").isNull()).as(what).isTrue();
                }
                default -> { }
            }
        }
    }


    @Test
    void takingASeatWithoutADeckIsRefusedWithDeckRequired() {
        String id = Api.create("INWO", 2, Map.of());
        Response r = given().contentType(ContentType.JSON).body("{\"name\":\"a\"}").post("/api/v1/games/" + id + "/seats");
        assertThat(r.statusCode()).isEqualTo(422);
        assertThat(r.jsonPath().getString("code")).isEqualTo("DECK_REQUIRED");
    }

    @Test
    void aBadDeckIsRefusedOnceNamingEveryProblem() {
        String id = Api.create("INWO", 2, Map.of());
        Map<String, Object> body = Map.of("name", "a", "deck", Map.of("cards", List.of("no-such-card", "new-york", "new-york")));
        Response r = given().contentType(ContentType.JSON).body(Json.write(body)).post("/api/v1/games/" + id + "/seats");
        assertThat(r.statusCode()).isEqualTo(422);
        assertThat(r.jsonPath().getString("code")).isEqualTo("INVALID_DECK");
        assertThat(r.jsonPath().getString("detail")).contains("45", "no-such-card", "exactly one Illuminati");
    }

    @Test
    void anUnknownStarterDeckIsRefused() {
        String id = Api.create("INWO", 2, Map.of());
        Map<String, Object> body = Map.of("name", "a", "deck", Map.of("starter", "nope"));
        Response r = given().contentType(ContentType.JSON).body(Json.write(body)).post("/api/v1/games/" + id + "/seats");
        assertThat(r.statusCode()).isEqualTo(422);
        assertThat(r.jsonPath().getString("code")).isEqualTo("UNKNOWN_STARTER_DECK");
    }

    @Test
    void aDeckForAGameWithoutDecksIsRefused() {
        String id = Api.create("COUP", 2, Map.of());
        Map<String, Object> body = Map.of("name", "a", "deck", Map.of("starter", "x"));
        Response r = given().contentType(ContentType.JSON).body(Json.write(body)).post("/api/v1/games/" + id + "/seats");
        assertThat(r.statusCode()).isEqualTo(422);
        assertThat(r.jsonPath().getString("code")).isEqualTo("DECK_NOT_USED");
    }

    @Test
    void theGameTypeListsInwoWithItsCatalogueStarterDecksAndHouseRule() {
        JsonNode t = inwoType();
        assertThat(t.get("minSeats").asInt()).isEqualTo(2);
        assertThat(t.get("catalogue").get("cards").asInt()).isEqualTo(412);
        assertThat(t.get("options").toString()).contains("turnLimit", "reactionTimeoutSeconds", "deckSize");
        assertThat(t.get("commands").toString()).contains("ATTACK", "AID", "OPPOSE", "PASS", "PLAY_PLOT");
        assertThat(t.get("starterDecks").size()).isGreaterThanOrEqualTo(3);
        assertThat(t.get("starterDecks").get(0).get("cards").size()).isEqualTo(45);
    }
}
