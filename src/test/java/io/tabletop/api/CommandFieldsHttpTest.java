package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.tabletop.app.Json;
import io.tabletop.app.JsonGameData;
import io.tabletop.app.SealedNames;
import io.tabletop.engine.CommandFields;
import io.tabletop.engine.GameRegistry;
import io.tabletop.engine.Table;
import io.tabletop.games.CommandFieldsPropertyTest;
import java.lang.reflect.RecordComponent;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 8 items 3 and 11 over HTTP, for every game, every command and every field (found by reflection over the
 * sealed command records): in an active game, an extreme number in a numeric field, and a field left out, set to
 * null or of the wrong type, get a 4xx problem+json with a code — never a 5xx, never a hang — and the game does not
 * move.
 */
@QuarkusTest
class CommandFieldsHttpTest {

    static Stream<String> games() {
        return GameRegistry.discover(JsonGameData.standard()).all().stream().map(t -> t.rules().type().name());
    }

    static Table<Object, Object, Object> table(String type) {
        return GameRegistry.discover(JsonGameData.standard()).table(type).orElseThrow();
    }

    /** A started game and the seat whose move it awaits. */
    record Live(Api.Game game, int seat, long version) {
        static Live start(String type, int seats) {
            Api.Game g = Api.start(type, seats, Map.of("seed", "fields-over-http"));
            JsonNode summary = Api.summary(g.id());
            return new Live(g, summary.get("awaiting").get(0).asInt(), summary.get("version").asLong());
        }

        Response send(ObjectNode body) {
            return Api.move(game.id(), game.token(seat), version, body);
        }

        Live refreshed() {
            JsonNode summary = Api.summary(game.id());
            JsonNode awaiting = summary.get("awaiting");
            return new Live(game, awaiting.isEmpty() ? seat : awaiting.get(0).asInt(), summary.get("version").asLong());
        }
    }

    /** The games whose commands hold a number (INWO's name cards and targets only: nothing to probe there). */
    static Stream<String> gamesWithNumericFields() {
        return games().filter(type -> CommandFieldsPropertyTest.commands(table(type).rules().type().commandType())
                .stream().flatMap(c -> java.util.Arrays.stream(c.getRecordComponents()))
                .anyMatch(CommandFieldsPropertyTest::numeric));
    }

    @Test
    void theGamesWithNumericFieldsAreCoupAndCopycat() {
        org.assertj.core.api.Assertions.assertThat(gamesWithNumericFields()).contains("COUP", "COPYCAT");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gamesWithNumericFields")
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void item3_extremeNumbersInEveryNumericFieldAreRefusedOverHttp(String type) {
        Table<Object, Object, Object> table = table(type);
        Live live = Live.start(type, table.rules().type().minSeats());
        int sent = 0;
        for (Class<?> cmd : CommandFieldsPropertyTest.commands(table.rules().type().commandType())) {
            for (RecordComponent c : cmd.getRecordComponents()) {
                if (!CommandFieldsPropertyTest.numeric(c)) continue;
                for (long value : CommandFieldsPropertyTest.EXTREMES) {
                    ObjectNode body = template(live, cmd);
                    body.put(c.getName(), value);
                    Response r = live.send(body);
                    assertRefused(r, live, body);
                    assertThat(r.statusCode()).as("%s", body).isIn(400, 422);
                    sent++;
                }
            }
        }
        assertThat(sent).isPositive();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void item11_missingNullAndMistypedFieldsAreRefusedOverHttp(String type) {
        Table<Object, Object, Object> table = table(type);
        Live live = Live.start(type, table.rules().type().minSeats());
        for (Class<?> cmd : CommandFieldsPropertyTest.commands(table.rules().type().commandType())) {
            List<CommandFields.Field> fields = CommandFields.of(cmd);
            for (CommandFields.Field f : fields) {
                for (String how : List.of("missing", "null", "mistyped")) {
                    ObjectNode body = template(live, cmd);
                    switch (how) {
                        case "missing" -> body.remove(f.name());
                        case "null" -> body.putNull(f.name());
                        default -> body.set(f.name(), mistyped(f.component().getType()));
                    }
                    Response r = live.send(body);
                    if (r.statusCode() < 300) {
                        // an optional field left out can make a legal move; the game then moves on
                        assertThat(f.required()).as("%s accepted", body).isFalse();
                        assertThat(how).isNotEqualTo("mistyped");
                        live = live.refreshed();
                        continue;
                    }
                    assertRefused(r, live, body);
                    if (how.equals("mistyped")) {
                        assertThat(r.statusCode()).as("%s", body).isEqualTo(400);
                    } else if (f.required()) {
                        assertThat(r.statusCode()).as("%s", body).isIn(400, 422);
                    }
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void item11_aRequiredFieldLeftOutNamesTheField(String type) {
        Table<Object, Object, Object> table = table(type);
        Live live = Live.start(type, table.rules().type().minSeats());
        for (Class<?> cmd : CommandFieldsPropertyTest.commands(table.rules().type().commandType())) {
            for (CommandFields.Field f : CommandFields.of(cmd)) {
                if (!f.required() || f.component().getType().isPrimitive()) continue;
                ObjectNode body = template(live, cmd);
                body.remove(f.name());
                JsonNode p = Problems.assertProblem(live.send(body), 422, f.requiredCode());
                assertThat(p.get("detail").asText()).contains("'" + f.name() + "'");
                assertThat(Api.version(live.game().id())).isEqualTo(live.version());
            }
        }
    }

    /** 4xx problem+json with a code, and the game did not move. */
    static void assertRefused(Response r, Live live, JsonNode body) {
        String text = r.asString();
        assertThat(r.statusCode()).as("%s → %s", body, text).isBetween(400, 499);
        assertThat(r.contentType()).as("%s", body).startsWith("application/problem+json");
        JsonNode p = Json.readTree(text);
        assertThat(p.get("code").asText()).as(text).matches("[A-Z][A-Z_]+");
        assertThat(text).doesNotContain("Exception", "io.tabletop", "com.fasterxml");
        assertThat(Api.version(live.game().id())).as("%s moved the game", body).isEqualTo(live.version());
    }

    /** A command of this type as the seat could send it now (from its legal moves), or with plausible values. */
    static ObjectNode template(Live live, Class<?> cmd) {
        String name = SealedNames.upperSnake(cmd.getSimpleName());
        for (JsonNode m : Api.legalMoves(live.game().id(), live.game().token(live.seat())).get("moves")) {
            if (m.get("type").asText().equals(name)) return m.deepCopy();
        }
        RecordComponent[] parts = cmd.getRecordComponents();
        Object[] args = new Object[parts.length];
        for (int i = 0; i < parts.length; i++) args[i] = CommandFieldsPropertyTest.plausible(parts[i]);
        ObjectNode out = Json.object();
        out.put("type", name);
        JsonNode fields = Json.tree(CommandFieldsPropertyTest.construct(cmd, args));
        for (Iterator<Map.Entry<String, JsonNode>> it = fields.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            out.set(e.getKey(), e.getValue());
        }
        return out;
    }

    /** A JSON value of the wrong shape for a field of this type. */
    static JsonNode mistyped(Class<?> type) {
        if (type == String.class || type.isEnum() || List.class.isAssignableFrom(type)) return Json.tree(12);
        if (type == boolean.class || type == Boolean.class) return Json.tree("yes");
        if (Number.class.isAssignableFrom(type) || type.isPrimitive()) return Json.tree("7");
        return Json.tree(List.of(1));
    }
}
