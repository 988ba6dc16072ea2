package io.tabletop.api;

import static io.tabletop.api.FromAddress.created;
import static io.tabletop.api.FromAddress.refused;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Issue 31 item 6: a stranger cannot flood the service. Per address, games are created at most
 * {@code tabletop.limits.creates-per-minute} (30) a minute and seats taken or recovered at most
 * {@code tabletop.limits.seats-per-minute} (120) a minute (also per secret sent), and an address holds at most
 * {@code tabletop.limits.open-games-per-address} (20) open games — quick joins that create games included. Every
 * refusal is a 429 problem+json with Retry-After and creates nothing; other addresses are not affected. (The suite's
 * own address, 127.0.0.1, is trusted by the test profile; these requests come from others.)
 */
@QuarkusTest
class ClientLimitsTest {

    private static final String CREATE = "{\"type\":\"COUP\",\"seats\":2}";

    @Test
    void anAddressCreatesAtMostItsOpenGamesAndAtItsRate() throws Exception {
        FromAddress flood = FromAddress.of("127.31.0.1");
        List<String> games = new ArrayList<>();
        for (int i = 0; i < 20; i++) games.add(created(flood.post("/api/v1/games", CREATE)).get("id").asText());
        long openBefore = openGames("127.31.0.1");
        for (int i = 0; i < 10; i++) refused(flood.post("/api/v1/games", CREATE), 429, "TOO_MANY_OPEN_GAMES");
        // 30 a minute: the bucket also refills by one every 2 s while this runs
        JsonNode rate = refusedWithin(10, () -> flood.post("/api/v1/games", CREATE), "TOO_MANY_OPEN_GAMES",
                "TOO_MANY_CREATES");
        assertThat(rate.get("detail").asText()).contains("30 a minute");
        assertThat(openGames("127.31.0.1")).as("a refusal creates nothing").isEqualTo(openBefore).isEqualTo(20);

        created(FromAddress.of("127.31.0.2").post("/api/v1/games", CREATE)); // another address is not affected

        // one of its games fills (from anywhere): it may create one more, once its rate allows
        Api.fill(games.getFirst(), 2);
        HttpResponse<String> again = flood.post("/api/v1/games", CREATE);
        long deadline = System.currentTimeMillis() + 10_000;
        while (again.statusCode() == 429 && System.currentTimeMillis() < deadline) {
            refused(again, 429, "TOO_MANY_CREATES");
            Thread.sleep(1_000L * Integer.parseInt(again.headers().firstValue("Retry-After").orElse("1")));
            again = flood.post("/api/v1/games", CREATE);
        }
        created(again);
        refusedWithin(3, () -> flood.post("/api/v1/games", CREATE), "TOO_MANY_OPEN_GAMES", "TOO_MANY_CREATES");
    }

    /**
     * The first refusal with {@code code} among at most {@code tries} more requests (a bucket refills while a test
     * runs); the ones before it must be refused with {@code meanwhile} (404 when that is null; anything for "*").
     */
    private static JsonNode refusedWithin(int tries, java.util.function.Supplier<HttpResponse<String>> request,
                                          String meanwhile, String code) {
        for (int i = 0; i < tries; i++) {
            HttpResponse<String> r = request.get();
            if (r.statusCode() == 429 && r.body().contains("\"" + code + "\"")) return refused(r, 429, code);
            if (meanwhile == null) assertThat(r.statusCode()).as(r.body()).isEqualTo(404);
            else if (!meanwhile.equals("*")) refused(r, 429, meanwhile);
        }
        throw new AssertionError("no " + code + " in " + tries + " more requests");
    }

    @Test
    void seatsAreTakenAndRecoveredAtMostAtTheRateOfAnAddressAndOfASecret() {
        FromAddress flood = FromAddress.of("127.31.1.1");
        String nowhere = "/api/v1/games/" + UUID.randomUUID() + "/seats";
        for (int i = 0; i < 120; i++) {
            assertThat(flood.post(nowhere, "{\"name\":\"x\"}").statusCode()).isEqualTo(404);
        }
        // 120 a minute: two more a second while this runs
        refusedWithin(30, () -> flood.post(nowhere, "{\"name\":\"x\"}"), null, "TOO_MANY_SEAT_REQUESTS");
        // quick joins and recoveries draw on the same bucket (a token may come back meanwhile: a try or two more)
        refusedWithin(5, () -> flood.post("/api/v1/seats", "{\"type\":\"COUP\",\"name\":\"x\"}"), "*",
                "TOO_MANY_SEAT_REQUESTS");
        refusedWithin(5, () -> flood.post(nowhere.replace("/seats", "/seats/0/token"), null, "guess"), "*",
                "TOO_MANY_SEAT_REQUESTS");

        // one secret sent from many addresses (here the trusted one) is held to the same rate
        FromAddress trusted = FromAddress.of("127.0.0.1");
        String recover = "/api/v1/games/" + UUID.randomUUID() + "/seats/0/token";
        for (int i = 0; i < 120; i++) {
            assertThat(trusted.post(recover, null, "guessed-secret").statusCode()).isEqualTo(404);
        }
        refusedWithin(30, () -> trusted.post(recover, null, "guessed-secret"), null, "TOO_MANY_SEAT_REQUESTS");
        assertThat(trusted.post(recover, null, "another-guess").statusCode()).isEqualTo(404);
    }

    @Test
    void quickJoinsThatCreateGamesCountAmongTheAddresssOpenGames() {
        FromAddress joiner = FromAddress.of("127.31.2.1");
        int base = 300_000 + (int) (System.nanoTime() % 50_000);
        for (int i = 0; i < 20; i++) { // options nobody else uses: each one creates a game
            created(joiner.post("/api/v1/seats", "{\"type\":\"COUP\",\"name\":\"j\",\"options\":"
                    + "{\"turnTimeoutSeconds\":" + (base + i) + "}}"));
        }
        refused(joiner.post("/api/v1/seats", "{\"type\":\"COUP\",\"name\":\"j\",\"options\":"
                + "{\"turnTimeoutSeconds\":" + (base + 20) + "}}"), 429, "TOO_MANY_OPEN_GAMES");
        // joining a game that is there creates nothing, and is not refused
        JsonNode joined = created(joiner.post("/api/v1/seats", "{\"type\":\"COUP\",\"name\":\"k\",\"options\":"
                + "{\"turnTimeoutSeconds\":" + base + "}}"));
        assertThat(joined.get("status").asText()).isEqualTo("ACTIVE");
    }

    private static long openGames(String address) throws Exception {
        return Long.parseLong(Db.one("SELECT count(*) FROM games WHERE status = 'OPEN' AND created_by = ?", address));
    }
}
