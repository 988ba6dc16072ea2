package io.tabletop.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.tabletop.EmbeddedPostgresResource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Hidden information, checked from the outside at every version of several random games: no seat's view,
 * legal moves or visible events show another seat's hidden card, drawn or shown cards meant for others, the
 * deck's contents or the seed; spectators see no hidden card at all.
 */
@QuarkusTest
class HiddenInformationTest {

    private static final String SPECTATOR = "spectator";

    @ParameterizedTest(name = "{0} seats, {1}")
    @CsvSource({"2, MEDIA", "3, UN", "4, MEDIA", "5, UN", "6, MEDIA", "4, UN"})
    void noViewerEverSeesWhatItMayNot(int seats, String variant) {
        String seed = "secret-" + UUID.randomUUID();
        Api.Game game = Api.start(seats, Map.of("variant", variant, "seed", seed));
        Map<String, Long> seen = new HashMap<>();
        RandomPlayer.play(game, new Random(seed.hashCode()), version -> {
            if (isFinished(game)) return;
            for (int s = -1; s < seats; s++) checkViewer(game, s, seed, seen);
        });
    }

    @Test
    void theSecretSeedOfAnUnseededGameNeverAppearsInAnyResponse() throws Exception {
        Api.Game game = Api.start(3, Map.of());
        String seed;
        try (Connection c = DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl());
             PreparedStatement ps = c.prepareStatement("SELECT seed FROM game_secrets WHERE game_id = ?")) {
            ps.setObject(1, UUID.fromString(game.id()));
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).isTrue();
                seed = rs.getString(1);
            }
        }
        assertThat(seed).hasSize(64);
        Map<String, Long> seen = new HashMap<>();
        RandomPlayer.play(game, new Random(7), version -> {
            if (isFinished(game)) return;
            for (int s = -1; s < 3; s++) checkViewer(game, s, seed, seen);
        });
        JsonNode summary = Api.summary(game.id());
        assertThat(summary.toString()).doesNotContain(seed);
        assertThat(Api.events(game.id(), null).toString()).as("not even after the end").doesNotContain(seed);
        assertThat(summary.get("seeded").asBoolean()).isFalse();
        assertThat(summary.get("seedCommitment").asText()).hasSize(64).isNotEqualTo(seed);
    }

    private static boolean isFinished(Api.Game game) {
        return Api.summary(game.id()).get("status").asText().equals("FINISHED");
    }

    /** viewer -1 = spectator. */
    private static void checkViewer(Api.Game game, int viewer, String seed, Map<String, Long> seen) {
        String token = viewer < 0 ? null : game.token(viewer);
        String who = viewer < 0 ? SPECTATOR : "seat " + viewer;

        String stateText = Api.readText("/api/v1/games/" + game.id() + "/state", token);
        assertThat(stateText).as(who).doesNotContain(seed);
        JsonNode state = io.tabletop.app.Json.readTree(stateText);
        JsonNode view = state.get("view");
        checkView(view, viewer, who);

        if (viewer >= 0) {
            String legalText = Api.readText("/api/v1/games/" + game.id() + "/legal-moves", token);
            assertThat(legalText).as(who).doesNotContain(seed);
            checkLegalMoves(io.tabletop.app.Json.readTree(legalText).get("moves"), view, viewer, who);
        }

        String key = game.id() + "/" + viewer;
        long after = seen.getOrDefault(key, 0L);
        String eventsText = Api.readText("/api/v1/games/" + game.id() + "/events?after=" + after + "&limit=1000", token);
        assertThat(eventsText).as(who).doesNotContain(seed);
        for (JsonNode e : io.tabletop.app.Json.readTree(eventsText).get("events")) {
            checkEvent(e, viewer, who);
            seen.put(key, e.get("seq").asLong());
        }
    }

    private static void checkView(JsonNode view, int viewer, String who) {
        if (view == null || view.isNull()) return;
        assertThat(Api.fieldNames(view)).as(who + ": the deck shows only its size").doesNotContain("deck");
        for (JsonNode p : view.get("players")) {
            int seat = p.get("seat").asInt();
            if (seat == viewer) {
                assertThat(p.get("hand").size()).as(who + " sees its own hand").isEqualTo(p.get("hiddenCount").asInt());
            } else {
                assertThat(p.get("hand").isNull()).as(who + " must not see the hand of seat " + seat).isTrue();
            }
        }
        JsonNode turn = view.get("turn");
        JsonNode priv = view.get("private");
        String step = turn.get("step").asText();
        boolean mayHavePrivate = switch (step) {
            case "EXCHANGE" -> turn.get("seat").asInt() == viewer;
            case "DECIDE" -> turn.get("seat").asInt() == viewer || turn.get("target").asInt() == viewer;
            default -> false;
        };
        if (!mayHavePrivate) assertThat(priv.isNull()).as(who + " sees private data at " + step).isTrue();
        else assertThat(priv.isNull()).as(who + " sees its own private data at " + step).isFalse();
    }

    private static void checkLegalMoves(JsonNode moves, JsonNode view, int viewer, String who) {
        if (view == null || view.isNull()) {
            assertThat(moves).isEmpty();
            return;
        }
        List<String> mine = new ArrayList<>();
        view.get("players").get(viewer).get("hand").forEach(c -> mine.add(c.asText()));
        JsonNode priv = view.get("private");
        if (!priv.isNull() && priv.get("drawn") != null && !priv.get("drawn").isNull()) {
            priv.get("drawn").forEach(c -> mine.add(c.asText()));
        }
        for (JsonNode m : moves) {
            switch (m.get("type").asText()) {
                case "REVEAL", "SHOW" -> assertThat(mine).as(who + " " + m).contains(m.get("card").asText());
                case "KEEP" -> m.get("cards").forEach(c -> assertThat(mine).as(who + " " + m).contains(c.asText()));
                default -> { }
            }
        }
    }

    static void checkEvent(JsonNode e, int viewer, String who) {
        JsonNode d = e.get("data");
        String what = who + " sees " + e;
        switch (e.get("type").asText()) {
            case "CARDS_DEALT" -> d.get("hands").forEach(h ->
                    assertThat(h.get("cards").isNull()).as(what).isEqualTo(h.get("seat").asInt() != viewer));
            case "CARDS_DRAWN" -> assertThat(d.get("cards").isNull()).as(what).isEqualTo(d.get("seat").asInt() != viewer);
            case "CARDS_KEPT" -> {
                boolean own = d.get("seat").asInt() == viewer;
                assertThat(d.get("kept").isNull()).as(what).isEqualTo(!own);
                assertThat(d.get("returned").isNull()).as(what).isEqualTo(!own);
            }
            case "CARD_SHOWN" -> assertThat(d.get("card").isNull()).as(what)
                    .isEqualTo(d.get("seat").asInt() != viewer && d.get("to").asInt() != viewer);
            case "INSPECTED_CARD_REPLACED" -> {
                assertThat(d.get("drawn").isNull()).as(what).isEqualTo(d.get("seat").asInt() != viewer);
                assertThat(d.get("returned").isNull()).as(what)
                        .isEqualTo(d.get("seat").asInt() != viewer && d.get("inspector").asInt() != viewer);
            }
            case "PROVEN_CARD_REPLACED" -> {
                assertThat(d.get("drawn").isNull()).as(what).isEqualTo(d.get("seat").asInt() != viewer);
                assertThat(d.get("returned").isNull()).as("the proven card was shown to all").isFalse();
            }
            default -> assertThat(Api.fieldNames(d)).as(what).doesNotContain("deck", "seed", "hand", "cards", "drawn");
        }
    }


    private static void collect(JsonNode node, List<String> names) {
        if (node.isObject()) {
            node.fieldNames().forEachRemaining(names::add);
            node.elements().forEachRemaining(n -> collect(n, names));
        } else if (node.isArray()) {
            node.elements().forEachRemaining(n -> collect(n, names));
        }
    }

    static {
        RestAssured.enableLoggingOfRequestAndResponseIfValidationFails();
    }
}
