package io.tabletop.api;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.tabletop.engine.SeededRng;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The audit of finished games: every event unredacted, the revealed seed, the hash chain, and a verdict that is
 * true only when the chain, the seed, the replay and the stored final state all check out — and that names the
 * event where tampering happened.
 */
@QuarkusTest
class AuditTest {

    static Api.Game finishedGame(int seats, Map<String, Object> options, long seed) {
        Api.Game game = Api.start(seats, options);
        RandomPlayer.play(game, new Random(seed), v -> {});
        return game;
    }

    /** A freshly replayed audit (an operator's no-cache): these tests tamper with the database between audits. */
    static JsonNode audit(String id) {
        return Api.json(given().header("Cache-Control", "no-cache").header("Authorization", "Bearer " + ADMIN_TOKEN)
                .get("/api/v1/games/" + id + "/audit").then().statusCode(200).extract().response());
    }

    /** The admin token of the %test profile. */
    static final String ADMIN_TOKEN = Api.ADMIN_TOKEN;

    @ParameterizedTest(name = "{0} seats, {1}")
    @CsvSource({"2, MEDIA", "3, UN", "4, MEDIA", "6, UN"})
    void aFinishedGameVerifies(int seats, String variant) {
        Api.Game game = finishedGame(seats, Map.of("variant", variant, "reactionTimeoutSeconds", 60), seats);
        JsonNode a = audit(game.id());
        assertThat(a.get("verified").asBoolean()).as(a.get("checks").toString()).isTrue();
        List<String> checks = new ArrayList<>();
        a.get("checks").forEach(c -> {
            checks.add(c.get("name").asText());
            assertThat(c.get("ok").asBoolean()).as(c.toString()).isTrue();
        });
        assertThat(checks).containsExactly("SEQUENCE", "HASH_CHAIN", "SEED", "REPLAY", "FINAL_STATE");
        long version = Api.version(game.id());
        assertThat(a.get("version").asLong()).isEqualTo(version);
        assertThat(a.get("events")).hasSize((int) version);
        assertThat(SeededRng.commitment(a.get("seed").asText())).isEqualTo(a.get("seedCommitment").asText())
                .isEqualTo(Api.summary(game.id()).get("seedCommitment").asText());
        JsonNode first = a.get("events").get(0);
        assertThat(first.get("type").asText()).isEqualTo("GAME_CREATED");
        assertThat(first.get("hash").asText()).hasSize(64);
        // Unredacted: every dealt hand is there.
        a.get("events").forEach(e -> {
            if (e.get("type").asText().equals("CARDS_DEALT")) {
                e.get("data").get("hands").forEach(h -> assertThat(h.get("cards").isNull()).isFalse());
            }
        });
    }

    @Test
    void theSeedOfASeededGameIsTheOneGiven() {
        Api.Game game = finishedGame(2, Map.of("seed", "audit-me"), 9);
        JsonNode a = audit(game.id());
        assertThat(a.get("seed").asText()).isEqualTo("audit-me");
        assertThat(a.get("verified").asBoolean()).isTrue();
    }

    @Test
    void anUnfinishedGameIsNotAudited() {
        Api.Game game = Api.start(2, Map.of());
        Problems.assertProblem(given().get("/api/v1/games/" + game.id() + "/audit"), 409, "GAME_NOT_FINISHED");
        Problems.assertProblem(given().get("/api/v1/games/" + game.id() + "/export"), 409, "GAME_NOT_FINISHED");
        Problems.assertProblem(given().get("/api/v1/games/" + UUID.randomUUID() + "/audit"), 404, "GAME_NOT_FOUND");
    }

    /**
     * Flips one byte in every event of a finished game in turn — its data, meta, type, hash or time, whichever
     * the turn picks — and checks that the audit fails at that very event, then restores it.
     */
    @Test
    void flippingOneByteOfAnyEventMakesTheAuditFailAtThatEvent() throws Exception {
        Api.Game game = finishedGame(3, Map.of(), 42);
        UUID id = UUID.fromString(game.id());
        long version = Api.version(game.id());
        for (long seq = 1; seq <= version; seq++) {
            String column = switch ((int) (seq % 5)) {
                case 0 -> "data";
                case 1 -> "meta";
                case 2 -> "type";
                case 3 -> "hash";
                default -> "recorded_at";
            };
            String original = Db.one("SELECT " + column + "::text FROM events WHERE game_id = ? AND seq = ?", id, seq);
            String flipped = flip(column, original);
            if (flipped == null) { // e.g. meta {} cannot change by one byte and stay JSON: flip the data instead
                column = "data";
                original = Db.one("SELECT data::text FROM events WHERE game_id = ? AND seq = ?", id, seq);
                flipped = flip(column, original);
            }
            String cast = switch (column) {
                case "data", "meta" -> "::jsonb";
                case "hash" -> "";
                case "recorded_at" -> "::timestamptz";
                default -> "";
            };
            String value = column.equals("hash") ? "decode(?, 'hex')" : "?" + cast;
            assertThat(Db.tamper("UPDATE events SET " + column + " = " + value + " WHERE game_id = ? AND seq = ?",
                    column.equals("hash") ? flipped.substring(2) : flipped, id, seq)).isEqualTo(1);
            JsonNode a = audit(game.id());
            assertThat(a.get("verified").asBoolean()).as("tampered %s of event %d", column, seq).isFalse();
            JsonNode chain = a.get("checks").get(1);
            assertThat(chain.get("name").asText()).isEqualTo("HASH_CHAIN");
            assertThat(chain.get("ok").asBoolean()).isFalse();
            assertThat(chain.get("seq").asLong()).as("%s of event %d", column, seq).isEqualTo(seq);
            Db.tamper("UPDATE events SET " + column + " = " + value + " WHERE game_id = ? AND seq = ?",
                    column.equals("hash") ? original.substring(2) : original, id, seq);
        }
        assertThat(audit(game.id()).get("verified").asBoolean()).as("restored").isTrue();
    }

    @Test
    void aTamperedProjectionFailsTheFinalStateCheck() throws Exception {
        Api.Game game = finishedGame(2, Map.of(), 5);
        UUID id = UUID.fromString(game.id());
        String original = Db.one("SELECT view::text FROM views WHERE game_id = ? AND viewer = -1", id);
        Db.tamper("UPDATE views SET view = '{\"forged\":true}'::json WHERE game_id = ? AND viewer = -1", id);
        JsonNode a = audit(game.id());
        Db.tamper("UPDATE views SET view = ?::json WHERE game_id = ? AND viewer = -1", original, id);
        assertThat(a.get("verified").asBoolean()).isFalse();
        JsonNode last = a.get("checks").get(4);
        assertThat(last.get("name").asText()).isEqualTo("FINAL_STATE");
        assertThat(last.get("ok").asBoolean()).isFalse();
        assertThat(a.get("checks").get(1).get("ok").asBoolean()).as("the log itself is intact").isTrue();
        assertThat(audit(game.id()).get("verified").asBoolean()).as("restored").isTrue();
    }

    @Test
    void aTamperedSeedFailsTheSeedCheck() throws Exception {
        Api.Game game = finishedGame(2, Map.of(), 6);
        UUID id = UUID.fromString(game.id());
        Db.tamper("UPDATE game_secrets SET seed = seed || 'x' WHERE game_id = ?", id);
        JsonNode a = audit(game.id());
        Db.tamper("UPDATE game_secrets SET seed = left(seed, length(seed) - 1) WHERE game_id = ?", id);
        assertThat(audit(game.id()).get("verified").asBoolean()).as("restored").isTrue();
        assertThat(a.get("verified").asBoolean()).isFalse();
        assertThat(a.get("checks").get(2).get("name").asText()).isEqualTo("SEED");
        assertThat(a.get("checks").get(2).get("ok").asBoolean()).isFalse();
        assertThat(a.get("checks").get(3).get("name").asText()).isEqualTo("REPLAY");
        assertThat(a.get("checks").get(3).get("ok").asBoolean()).as("another seed deals other cards").isFalse();
    }

    /** One byte changed, the text still valid for its column; null when that is impossible. */
    static String flip(String column, String text) {
        switch (column) {
            case "hash": // \x…: flip the last hex digit
                char h = text.charAt(text.length() - 1);
                return text.substring(0, text.length() - 1) + (h == '0' ? '1' : '0');
            case "recorded_at": // a digit of the seconds or fraction
                int d = text.lastIndexOf(':') + 2;
                char ch = text.charAt(d);
                return text.substring(0, d) + (ch == '0' ? '1' : '0') + text.substring(d + 1);
            case "type":
                char last = text.charAt(text.length() - 1);
                return text.substring(0, text.length() - 1) + (last == 'X' ? 'Y' : 'X');
            default: // JSON: change a digit, or else a letter inside a string
                for (int i = text.length() - 1; i >= 0; i--) {
                    char c = text.charAt(i);
                    if (Character.isDigit(c)) return text.substring(0, i) + (c == '0' ? '1' : '0') + text.substring(i + 1);
                }
                int quote = text.lastIndexOf('"', text.lastIndexOf('"') - 1);
                if (quote < 0) return null;
                char c = text.charAt(quote + 1);
                if (!Character.isLetter(c)) return null;
                return text.substring(0, quote + 1) + (c == 'A' ? 'B' : 'A') + text.substring(quote + 2);
        }
    }
}
