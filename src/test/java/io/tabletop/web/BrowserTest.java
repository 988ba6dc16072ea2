package io.tabletop.web;

import io.quarkus.test.common.http.TestHTTPResource;
import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the browser tests share: the test server's address, the browsers a test opened (each one's console printed,
 * a help when a test fails, then closed), and waiting on pages that the live stream redraws.
 */
abstract class BrowserTest {

    static final Duration WAIT = Duration.ofSeconds(20);
    static final Path OUT = Path.of("target", "browser");

    @TestHTTPResource("/")
    URL root;

    private final List<ChromeDriver> opened = new ArrayList<>();

    @BeforeAll
    static void browserPresent() {
        Browsers.requireBrowser();
    }

    @AfterEach
    void close() {
        for (ChromeDriver d : opened) {
            try {
                d.manage().logs().get(LogType.BROWSER).forEach(e -> System.out.println("[browser] " + e));
            } catch (RuntimeException ignored) {
                // logs are a help for failures only
            }
            d.quit();
        }
        opened.clear();
    }

    ChromeDriver browser() {
        ChromeDriver d = Browsers.open();
        opened.add(d);
        return d;
    }

    String url(String path) {
        return root.toString().replaceAll("/$", "") + path;
    }

    static WebDriverWait waitOn(WebDriver d) {
        // The table is redrawn on every pushed state: an element found a moment ago may be gone; look again.
        WebDriverWait w = new WebDriverWait(d, WAIT);
        w.ignoring(StaleElementReferenceException.class);
        return w;
    }

    static WebElement visible(WebDriver d, String css) {
        return waitOn(d).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(css)));
    }

    static String bodyData(WebDriver d, String name) {
        return d.findElement(By.tagName("body")).getDomAttribute("data-" + name);
    }

    static long version(WebDriver d) {
        String v = bodyData(d, "version");
        return v == null ? -1 : Long.parseLong(v);
    }
}
