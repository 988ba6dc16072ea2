package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.app.Json;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Complete random Copycat games through the API only, for 2, 3 and 4 seats and several seeds: each reaches an end
 * condition, replaying the events gives the served final state and past views, the audit verifies, and no seat
 * ever sees another's hand.
 */
@QuarkusTest
class CopycatHttpGamesTest {

    /** Prefer playing cards, buying and placing over passing, so that games use their effects. */
    static JsonNode pick(JsonNode moves, Random r) {
        List<JsonNode> all = new ArrayList<>();
        moves.forEach(all::add);
        List<JsonNode> plays = all.stream().filter(m -> Set.of("PLAY_CARD", "ACTIVATE", "CHOOSE", "PAY", "USE_OFFICE")
                .contains(m.get("type").asText())).toList();
        if (!plays.isEmpty() && r.nextInt(2) > 0) return plays.get(r.nextInt(plays.size()));
        List<JsonNode> buys = all.stream().filter(m -> m.get("type").asText().startsWith("BUY")).toList();
        if (!buys.isEmpty() && r.nextInt(4) > 0) return buys.get(r.nextInt(buys.size()));
        List<JsonNode> places = all.stream().filter(m -> m.get("type").asText().equals("PLACE_WORKER")).toList();
        if (!places.isEmpty() && r.nextInt(4) > 0) return places.get(r.nextInt(places.size()));
        return all.get(r.nextInt(all.size()));
    }

    static Stream<Arguments> games() {
        List<Arguments> out = new ArrayList<>();
        for (int seats = 2; seats <= 4; seats++) {
            for (int n = 1; n <= 2; n++) out.add(Arguments.of(seats, "copycat-http-" + seats + "-" + n));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} seats, seed {1}")
    @MethodSource("games")
    void randomGameReachesAnEndAndReplaysToTheSameState(int seats, String seed) {
        Api.Game game = Api.start("COPYCAT", seats, Map.of("seed", seed));
        Random random = new Random(seed.hashCode());
        RandomPlayer.play(game, random, v -> {
            if (v % 25 == 0) checkHands(game, seats);
        }, CopycatHttpGamesTest::pick);

        JsonNode summary = Api.summary(game.id());
        assertThat(summary.get("status").asText()).isEqualTo("FINISHED");
        assertThat(summary.get("winners")).isNotEmpty();
        long version = summary.get("version").asLong();
        List<JsonNode> events = Api.events(game.id(), null);
        assertThat(events).hasSize((int) version);
        JsonNode ended = events.getLast();
        assertThat(ended.get("type").asText()).isEqualTo("GAME_ENDED");
        assertThat(ended.get("data").get("reason").asText()).isIn("VP", "DOCTORATES", "LAST_ROUND");

        TableState<Object> replayed = Replay.foldAny(events, version);
        JsonNode served = Api.state(game.id(), null).get("view");
        assertThat(Replay.viewAny(replayed, Viewer.AUDITOR)).isEqualTo(served);
        for (long at : new long[] {version / 4, version / 2, version - 3}) {
            for (int seat = 0; seat < seats; seat++) {
                JsonNode past = Api.json(given().queryParam("at", at).queryParam("seat", seat)
                        .get("/api/v1/games/" + game.id() + "/state").then().statusCode(200).extract().response());
                assertThat(past.get("view")).isEqualTo(Replay.viewAny(Replay.foldAny(events, at), Viewer.seat(seat)));
            }
        }
        assertThat(AuditTest.audit(game.id()).get("verified").asBoolean()).isTrue();
    }

    /** At every version of one game, as every seat and a spectator: no hidden card of anyone else, no deck order. */
    @Test
    void noSeatEverSeesAnothersHandOrAnyDeckOrder() {
        Api.Game game = Api.start("COPYCAT", 3, Map.of("seed", "copycat-hidden"));
        Map<Integer, Long> seen = new HashMap<>();
        RandomPlayer.play(game, new Random(5), v -> {
            if (Api.summary(game.id()).get("status").asText().equals("FINISHED")) return;
            checkHands(game, 3);
            for (int viewer = -1; viewer < 3; viewer++) checkEvents(game, viewer, seen);
        }, CopycatHttpGamesTest::pick);
    }

    private static void checkHands(Api.Game game, int seats) {
        for (int viewer = -1; viewer < seats; viewer++) {
            JsonNode view = Api.state(game.id(), viewer < 0 ? null : game.token(viewer)).get("view");
            if (view.get("phase").asText().equals("FINISHED")) return;
            for (JsonNode p : view.get("players")) {
                int seat = p.get("seat").asInt();
                if (seat == viewer) {
                    assertThat(p.get("hand").size()).isEqualTo(p.get("handCount").asInt());
                    assertThat(p.get("kept").size()).isEqualTo(p.get("keptCount").asInt());
                } else {
                    assertThat(p.get("hand").isNull()).as("seat %d sees seat %d's hand", viewer, seat).isTrue();
                    assertThat(p.get("kept").isNull()).as("seat %d sees seat %d's kept cards", viewer, seat).isTrue();
                    if (view.get("phase").asText().equals("PLANNING")) {
                        assertThat(p.get("turnCard").isNull()).as("turn card before the reveal").isTrue();
                    }
                }
            }
            assertThat(Api.fieldNames(view)).doesNotContain("deck", "actionDeck", "officeStack");
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
                case "GAME_SET_UP" -> {
                    d.get("decks").forEach(x -> assertThat(x.get("cards").isNull()).as(what).isTrue());
                    assertThat(d.get("actionDeck").isNull()).as(what).isTrue();
                    assertThat(d.get("officeStack").isNull()).as(what).isTrue();
                }
                case "DISCARD_SHUFFLED" -> assertThat(d.get("order").isNull()).as(what).isTrue();
                case "CARDS_DRAWN", "KEPT_CARDS_TAKEN" ->
                        assertThat(d.get("cards").isNull()).as(what).isEqualTo(d.get("seat").asInt() != viewer);
                case "TURN_CARD_CHOSEN", "CARD_KEPT" -> {
                    if (d.get("seat").asInt() != viewer) assertThat(d.get("card").isNull()).as(what).isTrue();
                }
                default -> { }
            }
        }
    }


    @Test
    void theGameTypeListsCopycatWithItsCatalogue() {
        JsonNode types = Json.readTree(given().get("/api/v1/game-types").then().statusCode(200).extract().asString());
        JsonNode copycat = null;
        for (JsonNode t : types.get("types")) if (t.get("type").asText().equals("COPYCAT")) copycat = t;
        assertThat(copycat).isNotNull();
        assertThat(copycat.get("minSeats").asInt()).isEqualTo(2);
        assertThat(copycat.get("maxSeats").asInt()).isEqualTo(4);
        JsonNode cat = copycat.get("catalogue");
        assertThat(cat.get("name").asText()).isEqualTo("Copycat catalogue, reconstruction v1");
        assertThat(cat.get("actionCards")).hasSize(55);
        assertThat(cat.get("startSet")).hasSize(10);
        assertThat(cat.get("offices")).hasSize(25);
        assertThat(copycat.get("commands").toString()).contains("CHOOSE_TURN_CARD", "PLACE_WORKER", "BUY_DOCTORATE");
    }
}
