package io.tabletop.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.tabletop.app.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * Issue 15: the web front-end in a real headless Chromium (see {@link Browsers}), against the service on the test
 * port. Two browsers (separate contexts) create a Coup game, take its seats in the lobby and play by clicking legal
 * moves while each sees the other's moves arrive live; a stale table's click shows "somebody was faster"; the game
 * is then finished through the API (random legal moves, for speed), the replay is scrubbed and the audit verified,
 * exported and imported again from a file. Screenshots: target/browser/table.png and target/browser/replay.png.
 */
@QuarkusTest
class WebFrontEndTest extends BrowserTest {

    private static void awaitVersionAbove(WebDriver d, long v) {
        waitOn(d).until(x -> version(x) > v);
    }

    /** Clicks the legal-move button whose move JSON contains every fragment. */
    private static void clickMove(WebDriver d, String... fragments) {
        StringBuilder css = new StringBuilder("button.move");
        for (String f : fragments) css.append("[data-move*='").append(f).append("']");
        waitOn(d).until(ExpectedConditions.elementToBeClickable(By.cssSelector(css.toString()))).click();
    }

    private static String token(WebDriver d, String game, int seat) {
        Object t = ((JavascriptExecutor) d).executeScript(
                "return JSON.parse(sessionStorage.getItem('tabletop.seats.' + arguments[0]) || '{}')[arguments[1]]?.token ?? null;",
                game, String.valueOf(seat));
        return (String) t;
    }

    private static void screenshot(WebDriver d, String name) throws IOException {
        Files.createDirectories(OUT);
        Files.write(OUT.resolve(name), ((TakesScreenshot) d).getScreenshotAs(OutputType.BYTES));
    }

    private static JsonNode state(String game, String token) {
        var spec = given();
        if (token != null) spec = spec.header("Authorization", "Bearer " + token);
        return Json.readTree(spec.get("/api/v1/games/" + game + "/state").then().statusCode(200).extract().asString());
    }

    @Test
    void twoBrowsersPlayCoupLiveThenReplayAndAuditIt() throws Exception {
        ChromeDriver alice = browser();
        ChromeDriver bob = browser();

        // Alice creates a seeded 2-seat Coup game in the lobby and takes a seat.
        alice.get(url("/"));
        waitOn(alice).until(d -> !new Select(d.findElement(By.id("type"))).getOptions().isEmpty());
        new Select(alice.findElement(By.id("type"))).selectByValue("COUP");
        WebElement seats = alice.findElement(By.id("seats"));
        seats.clear();
        seats.sendKeys("2");
        alice.findElement(By.id("opt-seed")).sendKeys("browser-e2e");
        alice.findElement(By.id("opt-firstSeat")).sendKeys("0");
        new Select(alice.findElement(By.id("opt-variant"))).selectByValue("MEDIA");
        alice.findElement(By.id("create-button")).click();
        String game = visible(alice, ".created[data-game-id]").getDomAttribute("data-game-id");
        alice.findElement(By.id("name-" + game)).sendKeys("alice", Keys.ENTER);
        waitOn(alice).until(ExpectedConditions.urlContains("/game.html?id=" + game + "&seat=0"));
        waitOn(alice).until(d -> "OPEN".equals(bodyData(d, "status")));

        // Bob, in another browser, finds the open game in the lobby and takes the last seat: the game starts.
        bob.get(url("/"));
        visible(bob, "#list-OPEN li.game[data-game-id='" + game + "']");
        bob.findElement(By.id("name-" + game)).sendKeys("bob", Keys.ENTER);
        waitOn(bob).until(ExpectedConditions.urlContains("&seat=1"));
        waitOn(bob).until(d -> "ACTIVE".equals(bodyData(d, "status")));
        // Alice's table follows live: the deal arrives without a reload.
        waitOn(alice).until(d -> "ACTIVE".equals(bodyData(d, "status")));
        assertThat(alice.findElements(By.cssSelector("article.player[data-seat='0'] li.hidden-own"))).hasSize(2);
        assertThat(alice.findElements(By.cssSelector("article.player[data-seat='1'] li.face-down"))).hasSize(2);
        assertThat(alice.findElements(By.cssSelector("article.player[data-seat='1'] li.hidden-own"))).isEmpty();
        assertThat(bob.findElements(By.cssSelector("button.move"))).isEmpty();

        // Alice clicks USA (income); Bob's table shows it live and offers Bob his turn.
        long v = version(bob);
        clickMove(alice, "\"action\":\"USA\"");
        awaitVersionAbove(bob, v);
        waitOn(bob).until(d -> d.findElement(By.id("log")).getText().contains("alice (seat 0) declares USA"));
        waitOn(bob).until(d -> !d.findElements(By.cssSelector("button.move[data-move*='DECLARE']")).isEmpty());
        assertThat(bob.findElement(By.cssSelector("article.player[data-seat='0'] .coins")).getText()).isEqualTo("Coins: 3");

        // Bob claims RUSSIA (+3): Alice's table opens the reaction window with Pass / Challenge; she passes.
        v = version(alice);
        clickMove(bob, "\"action\":\"RUSSIA\"");
        awaitVersionAbove(alice, v);
        waitOn(alice).until(d -> d.findElement(By.cssSelector("section.turn")).getText().contains("Reaction window"));
        assertThat(alice.findElements(By.cssSelector("button.move[data-move*='CHALLENGE']"))).hasSize(1);
        screenshot(alice, "table.png");
        v = version(bob);
        clickMove(alice, "\"type\":\"PASS\"");
        awaitVersionAbove(bob, v);
        waitOn(bob).until(d -> d.findElement(By.cssSelector("article.player[data-seat='1'] .coins")).getText().equals("Coins: 5"));
        waitOn(bob).until(d -> d.findElement(By.id("log")).getText().contains("alice (seat 0) passes"));

        // A table held still (follow live off) is stale once the seat moves elsewhere: its click is a 412.
        waitOn(alice).until(d -> !d.findElements(By.cssSelector("button.move[data-move*='DECLARE']")).isEmpty());
        alice.findElement(By.id("follow")).click();
        long stale = version(alice);
        String aliceToken = token(alice, game, 0);
        String bobToken = token(bob, game, 1);
        assertThat(aliceToken).isNotNull();
        assertThat(bobToken).isNotNull();
        given().header("Authorization", "Bearer " + aliceToken).header("If-Match", "\"" + stale + "\"")
                .contentType(ContentType.JSON).body("{\"type\":\"DECLARE\",\"action\":\"USA\"}")
                .post("/api/v1/games/" + game + "/moves").then().statusCode(200);
        Thread.sleep(300);
        assertThat(version(alice)).as("held still").isEqualTo(stale);
        clickMove(alice, "\"action\":\"USA\"");
        waitOn(alice).until(d -> d.findElement(By.id("message")).getText().contains("Somebody was faster"));
        awaitVersionAbove(alice, stale);
        alice.findElement(By.id("follow")).click();

        // Finished through the API for speed (random legal moves with both seats' tokens from the browsers).
        Random random = new Random(15);
        for (int i = 0; i < 3000; i++) {
            JsonNode s = state(game, null);
            if (s.get("status").asText().equals("FINISHED")) break;
            int seat = s.get("awaiting").get(random.nextInt(s.get("awaiting").size())).asInt();
            JsonNode mine = state(game, seat == 0 ? aliceToken : bobToken);
            JsonNode moves = mine.get("moves");
            if (moves == null || moves.isEmpty()) continue;
            JsonNode move = moves.get(random.nextInt(moves.size()));
            given().header("Authorization", "Bearer " + (seat == 0 ? aliceToken : bobToken))
                    .header("If-Match", "\"" + mine.get("version").asLong() + "\"")
                    .contentType(ContentType.JSON).body(Json.write(move))
                    .post("/api/v1/games/" + game + "/moves").then().statusCode(org.hamcrest.Matchers.anyOf(
                            org.hamcrest.Matchers.is(200), org.hamcrest.Matchers.is(412)));
        }
        JsonNode end = state(game, null);
        assertThat(end.get("status").asText()).isEqualTo("FINISHED");
        long last = end.get("version").asLong();
        // Both tables follow to the end and name the winner.
        for (WebDriver d : List.of(alice, bob)) {
            waitOn(d).until(x -> "FINISHED".equals(bodyData(x, "status")) && version(x) == last);
            assertThat(d.findElement(By.cssSelector(".winner")).getText()).startsWith("Winner:");
        }

        // Replay in Alice's browser: the game is over, so Bob's seat may be replayed too; scrub with the keyboard.
        alice.get(url("/replay.html?id=" + game));
        waitOn(alice).until(d -> String.valueOf(last).equals(bodyData(d, "at")));
        new Select(alice.findElement(By.id("viewer"))).selectByValue("1");
        WebElement slider = alice.findElement(By.id("slider"));
        slider.sendKeys(Keys.HOME);
        waitOn(alice).until(d -> "1".equals(bodyData(d, "at")));
        assertThat(alice.findElement(By.id("event-text")).getText()).startsWith("#1 Game created: 2 seats, seeded");
        for (int i = 0; i < 3; i++) slider.sendKeys(Keys.ARROW_RIGHT);
        waitOn(alice).until(d -> "4".equals(bodyData(d, "at")));
        alice.findElement(By.id("next")).click();
        waitOn(alice).until(d -> "5".equals(bodyData(d, "at")));
        assertThat(alice.findElement(By.id("event-text")).getText()).isEqualTo("#5 alice (seat 0) declares USA (income +1)");
        // Bob's cards at version 5, as the API shows Bob's past view; Alice's hidden.
        JsonNode past = Json.readTree(given().get("/api/v1/games/" + game + "/state?at=5&seat=1").then().statusCode(200)
                .extract().asString());
        List<String> bobsHand = new ArrayList<>();
        past.at("/view/players/1/hand").forEach(c -> bobsHand.add(c.asText()));
        List<String> shown = alice.findElements(By.cssSelector("article.player[data-seat='1'] li.hidden-own")).stream()
                .map(e -> e.getDomAttribute("data-card")).toList();
        assertThat(shown).isEqualTo(bobsHand).hasSize(2);
        assertThat(alice.findElements(By.cssSelector("article.player[data-seat='0'] li.face-down"))).hasSize(2);
        screenshot(alice, "replay.png");

        // The audit: every check passes, the seed matches its commitment and the chain recomputes in the browser.
        alice.get(url("/audit.html?id=" + game));
        visible(alice, "#verdict");
        assertThat(alice.findElement(By.id("verdict")).getText()).startsWith("✔ VERIFIED");
        List<WebElement> checks = alice.findElements(By.cssSelector("#checks tbody tr"));
        assertThat(checks).hasSize(5);
        for (WebElement c : checks) assertThat(c.getText()).contains("✔ pass");
        assertThat(alice.findElement(By.id("seed")).getText()).isEqualTo("browser-e2e");
        assertThat(alice.findElement(By.id("seed-check")).getText()).isEqualTo("✔ matches the commitment");
        assertThat(alice.findElement(By.id("chain-check")).getText())
                .isEqualTo("✔ Recomputed in this browser: all " + last + " hashes match, each over the previous one.");

        // Export (the page's link) and import that file through the page.
        String href = alice.findElement(By.id("export")).getDomAttribute("href");
        assertThat(href).isEqualTo("/api/v1/games/" + game + "/export");
        Files.createDirectories(OUT);
        Path log = OUT.resolve("game.ndjson").toAbsolutePath();
        Files.writeString(log, given().get(href).then().statusCode(200).extract().asString());
        alice.findElement(By.id("file")).sendKeys(log.toString());
        alice.findElement(By.id("admin-token")).sendKeys("test-admin-token-0123456789abcdef");
        alice.findElement(By.id("import-button")).click();
        String imported = visible(alice, "#imported").getDomAttribute("data-game-id");
        assertThat(imported).isNotEqualTo(game).matches("[0-9a-f-]{36}");
        alice.get(url("/audit.html?id=" + imported));
        waitOn(alice).until(d -> "true".equals(bodyData(d, "verified")));
        assertThat(alice.findElement(By.id("verdict")).getText()).startsWith("✔ VERIFIED");
        assertThat(alice.findElement(By.id("report")).getText()).contains("imported");
    }

    @Test
    void copycatTableDrawsTheStreetOfficesHandsAndVpAndPlaysByKeyboard() throws IOException {
        String game = Json.readTree(given().contentType(ContentType.JSON)
                .body("{\"type\":\"COPYCAT\",\"seats\":2,\"options\":{\"seed\":\"browser-copycat\"}}")
                .post("/api/v1/games").then().statusCode(201).extract().asString()).get("id").asText();
        String token = null;
        for (String name : List.of("ann", "ben")) {
            JsonNode grant = Json.readTree(given().contentType(ContentType.JSON).body("{\"name\":\"" + name + "\"}")
                    .post("/api/v1/games/" + game + "/seats").then().statusCode(201).extract().asString());
            if (grant.get("seat").asInt() == 0) token = grant.get("token").asText();
        }
        ChromeDriver d = browser();
        d.get(url("/"));
        // A seat token taken elsewhere, handed to this tab as the lobby would keep it.
        d.executeScript("sessionStorage.setItem('tabletop.seats.' + arguments[0], JSON.stringify({0: {token: arguments[1], name: 'ann'}}));",
                game, token);
        d.get(url("/game.html?id=" + game + "&seat=0"));
        waitOn(d).until(x -> "ACTIVE".equals(bodyData(x, "status")));
        assertThat(d.findElements(By.cssSelector("section.street tbody tr"))).isNotEmpty();
        assertThat(d.findElements(By.cssSelector("section.offices tbody tr"))).isNotEmpty();
        assertThat(d.findElement(By.cssSelector("article.player[data-seat='0']")).getText()).contains("VP 0").contains("Hand (");
        assertThat(d.findElement(By.cssSelector("article.player[data-seat='1']")).getText()).contains("Hand: ");
        assertThat(d.findElement(By.cssSelector("section.copycat .table-facts")).getText()).contains("phase PLANNING");
        long v = version(d);
        // Keyboard only: from "follow live", Tab reaches the first legal move and Enter plays it.
        d.findElement(By.id("follow")).sendKeys(Keys.TAB);
        WebElement focused = d.switchTo().activeElement();
        assertThat(focused.getDomAttribute("class")).isEqualTo("move");
        assertThat(focused.getDomAttribute("data-move")).contains("CHOOSE_TURN_CARD");
        screenshot(d, "copycat.png");
        focused.sendKeys(Keys.ENTER);
        waitOn(d).until(x -> x.findElement(By.id("message")).getText().startsWith("Sent: choose turn card"));
        awaitVersionAbove(d, v);
        assertThat(d.findElement(By.cssSelector("article.player[data-seat='0']")).getText()).contains("turn card ");
    }

    @Test
    void aGameTypeWithoutItsOwnTableIsShownAsJson() {
        ChromeDriver d = browser();
        d.get(url("/"));
        Object r = d.executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                import('/js/api.js').then(async api => {
                  const coup = await api.renderer('COUP');
                  const other = await api.renderer('NO_SUCH_GAME');
                  const el = other.render({view: {hello: 'world'}}, {});
                  done([coup.title, other.title, el.querySelector('pre.json').textContent]);
                }).catch(e => done(String(e)));
                """);
        assertThat(r).isEqualTo(List.of("Coup", "Game", "{\n  \"hello\": \"world\"\n}"));
    }

    @Test
    void theLobbyListsRunningGamesAndOpensThemForSpectators() {
        String game = Json.readTree(given().contentType(ContentType.JSON)
                .body("{\"type\":\"COUP\",\"seats\":2,\"options\":{\"firstSeat\":1}}")
                .post("/api/v1/games").then().statusCode(201).extract().asString()).get("id").asText();
        for (String name : List.of("carol", "dave")) {
            given().contentType(ContentType.JSON).body("{\"name\":\"" + name + "\"}")
                    .post("/api/v1/games/" + game + "/seats").then().statusCode(201);
        }
        ChromeDriver d = browser();
        d.get(url("/"));
        WebElement row = visible(d, "#list-ACTIVE li.game[data-game-id='" + game + "']");
        assertThat(row.getText()).contains("carol").contains("dave");
        row.findElement(By.cssSelector("a.watch")).click();
        waitOn(d).until(x -> "ACTIVE".equals(bodyData(x, "status")));
        assertThat(d.findElement(By.id("moves")).getText()).contains("spectator");
        assertThat(d.findElements(By.cssSelector("li.hidden-own"))).isEmpty();
        assertThat(d.findElements(By.cssSelector("li.face-down"))).hasSize(4);
        assertThat(d.findElement(By.id("facts")).getText()).contains("awaiting: dave (seat 1)");
    }

    @Test
    void theLobbyPagesThroughOpenGames() {
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            made.add(Json.readTree(given().contentType(ContentType.JSON)
                    .body("{\"type\":\"COPYCAT\",\"seats\":3,\"options\":{}}")
                    .post("/api/v1/games").then().statusCode(201).extract().asString()).get("id").asText());
        }
        ChromeDriver d = browser();
        d.get(url("/"));
        // Newest first, ten a page: the two oldest of these are on the next page.
        visible(d, "#list-OPEN li.game[data-game-id='" + made.get(11) + "']");
        assertThat(d.findElements(By.cssSelector("#list-OPEN li.game"))).hasSize(10);
        assertThat(d.findElements(By.cssSelector("#list-OPEN li.game[data-game-id='" + made.get(1) + "']"))).isEmpty();
        d.findElement(By.xpath("//div[@id='list-OPEN']//button[text()='Next page']")).click();
        visible(d, "#list-OPEN li.game[data-game-id='" + made.get(1) + "']");
        visible(d, "#list-OPEN li.game[data-game-id='" + made.get(0) + "']");
        d.findElement(By.xpath("//div[@id='list-OPEN']//button[text()='Previous page']")).click();
        visible(d, "#list-OPEN li.game[data-game-id='" + made.get(11) + "']");
    }
}
