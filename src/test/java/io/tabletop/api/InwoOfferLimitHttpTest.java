package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static io.tabletop.api.Problems.assertProblem;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The service limit on INWO offers of gifts and trades ({@code tabletop.inwo.max-offers-per-turn}, 3 under this
 * profile): past it a seat's offer is answered 422 TOO_MANY_OFFERS and nothing is appended, its legal moves list no
 * offer until the next turn, and house bots, which choose among those legal moves, never run into it.
 */
@QuarkusTest
@TestProfile(ChangedSettings.class)
class InwoOfferLimitHttpTest {

    private static final int LIMIT = ChangedSettings.OFFERS_PER_TURN;

    private static List<JsonNode> ofType(JsonNode legal, String type) {
        List<JsonNode> out = new ArrayList<>();
        legal.get("moves").forEach(m -> {
            if (m.get("type").asText().equals(type)) out.add(m);
        });
        return out;
    }

    /** The awaited seat's quietest move that is no trade (PASS, END_TURN, SKIP_TAKEOVER, else its first). */
    private static void quietMove(Api.Game game) {
        JsonNode summary = Api.summary(game.id());
        int seat = summary.get("awaiting").get(0).asInt();
        JsonNode legal = Api.legalMoves(game.id(), game.token(seat));
        JsonNode move = null;
        for (String quiet : List.of("PASS", "END_TURN", "SKIP_TAKEOVER")) {
            if (move == null && !ofType(legal, quiet).isEmpty()) move = ofType(legal, quiet).getFirst();
        }
        if (move == null) {
            for (JsonNode m : legal.get("moves")) {
                if (!m.get("type").asText().endsWith("_TRADE")) {
                    move = m;
                    break;
                }
            }
        }
        Response r = Api.move(game.id(), game.token(seat), legal.get("version").asLong(), move);
        assertThat(r.statusCode()).as("%s: %s", move, r.asString()).isEqualTo(200);
    }

    /** Plays quiet moves until some seat may offer; that seat. */
    private static int untilASeatMayOffer(Api.Game game) {
        for (int i = 0; i < 100; i++) {
            for (int seat = 0; seat < game.seats().size(); seat++) {
                if (!ofType(Api.legalMoves(game.id(), game.token(seat)), "OFFER_TRADE").isEmpty()) return seat;
            }
            quietMove(game);
        }
        throw new AssertionError("no seat could offer anything");
    }

    private static int turn(Api.Game game) {
        return Api.state(game.id(), null).get("view").get("turn").asInt();
    }

    @Test
    void pastItsOffersThisTurnASeatIsAnswered422TooManyOffers_nothingIsAppended_andLegalMovesListNoOffer() {
        Api.Game game = Api.start("INWO", 2, Map.of("seed", "offer-limit-http"));
        int seat = untilASeatMayOffer(game);
        int turn = turn(game);
        JsonNode offer = ofType(Api.legalMoves(game.id(), game.token(seat)), "OFFER_TRADE").getFirst();
        for (int i = 0; i < LIMIT; i++) {
            Response offered = Api.move(game.id(), game.token(seat), Api.version(game.id()), offer);
            assertThat(offered.statusCode()).as(offered.asString()).isEqualTo(200);
            Response withdrawn = Api.move(game.id(), game.token(seat), Api.version(game.id()), "{\"type\":\"WITHDRAW_TRADE\"}");
            assertThat(withdrawn.statusCode()).as(withdrawn.asString()).isEqualTo(200);
        }
        JsonNode legal = Api.legalMoves(game.id(), game.token(seat));
        assertThat(ofType(legal, "OFFER_TRADE")).as("legal-moves offers nothing the limit refuses").isEmpty();
        assertThat(Api.state(game.id(), game.token(seat)).get("moves").toString()).doesNotContain("OFFER_TRADE");

        long version = Api.version(game.id());
        JsonNode refused = assertProblem(Api.move(game.id(), game.token(seat), version, offer), 422, "TOO_MANY_OFFERS");
        assertThat(refused.get("detail").asText()).contains(String.valueOf(LIMIT));
        assertThat(Api.version(game.id())).as("nothing appended").isEqualTo(version);
        assertThat(Api.events(game.id(), null)).hasSize((int) version);

        // the next turn, the seat offers again
        for (int i = 0; i < 200 && turn(game) == turn; i++) quietMove(game);
        assertThat(turn(game)).isGreaterThan(turn);
        List<JsonNode> again = ofType(Api.legalMoves(game.id(), game.token(seat)), "OFFER_TRADE");
        assertThat(again).isNotEmpty();
        Response r = Api.move(game.id(), game.token(seat), Api.version(game.id()), again.getFirst());
        assertThat(r.statusCode()).as(r.asString()).isEqualTo(200);
    }

    /**
     * Two random house bots (they offer whenever an offer is among their legal moves, more than three times a turn
     * without the limit) play a short game to its end: never more than the limit in a turn, no bot move refused,
     * and the audit, which decides every command again without the limit, verifies.
     */
    @Test
    void randomHouseBotsReachTheLimitButNeverRunIntoIt() throws Exception {
        String id = given().contentType(ContentType.JSON).body(Map.of("type", "INWO", "seats", 2,
                        "options", Map.of("seed", "offer-limit-bots", "turnLimit", 6)))
                .post("/api/v1/games").then().statusCode(201).extract().path("id");
        for (String starter : List.of("network-computers", "gnomes-money")) {
            given().contentType(ContentType.JSON)
                    .body("{\"bot\":\"INWO_RANDOM\",\"deck\":{\"starter\":\"" + starter + "\"}}")
                    .post("/api/v1/games/" + id + "/seats").then().statusCode(201);
        }
        long deadline = System.currentTimeMillis() + 120_000;
        String status = "";
        while (!status.equals("FINISHED") && System.currentTimeMillis() < deadline) {
            Thread.sleep(250);
            status = Api.summary(id).get("status").asText();
        }
        assertThat(status).as("the bots played to the end").isEqualTo("FINISHED");
        assertThat(Db.one("SELECT bot_refused_version FROM games WHERE id = ?::uuid", id)).as("no bot move refused").isNull();

        Map<String, Integer> perSeatAndTurn = new HashMap<>();
        int turn = 0;
        for (JsonNode e : Api.events(id, null)) {
            String type = e.get("type").asText();
            if (type.equals("TURN_STARTED")) turn = e.get("data").get("turn").asInt();
            if (type.equals("TRADE_OFFERED")) perSeatAndTurn.merge(e.get("data").get("from").asInt() + "@" + turn, 1, Integer::sum);
        }
        assertThat(perSeatAndTurn.values()).as("offers by seat@turn: %s", perSeatAndTurn).allMatch(n -> n <= LIMIT)
                .as("the bots reached the limit: %s", perSeatAndTurn).contains(LIMIT);
        assertThat(given().get("/api/v1/games/" + id + "/audit").then().statusCode(200).extract().<Boolean>path("verified"))
                .isTrue();
    }
}
