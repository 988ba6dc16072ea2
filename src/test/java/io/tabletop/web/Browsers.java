package io.tabletop.web;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium for the browser tests: the system's {@code chromium} and {@code chromedriver} (Debian packages
 * {@code chromium} and {@code chromium-driver}), never a downloaded one — the driver's path is given, so Selenium
 * Manager is not asked. Other paths: {@code -Dweb.chromium=…}, {@code -Dweb.chromedriver=…}. Each call is a new
 * browser with its own profile: a separate browser context (cookies, session storage).
 */
final class Browsers {

    private Browsers() {}

    static final String CHROMEDRIVER = System.getProperty("web.chromedriver", "/usr/bin/chromedriver");
    static final String CHROMIUM = System.getProperty("web.chromium", "/usr/bin/chromium");

    /** Fails (does not skip) when the browser is missing: the browser tests are part of the build. */
    static void requireBrowser() {
        requireBrowser(CHROMIUM, CHROMEDRIVER);
    }

    static void requireBrowser(String chromium, String chromedriver) {
        StringBuilder missing = new StringBuilder();
        if (!Files.isExecutable(Path.of(chromium))) missing.append(" chromium (").append(chromium).append(")");
        if (!Files.isExecutable(Path.of(chromedriver))) missing.append(" chromedriver (").append(chromedriver).append(")");
        if (!missing.isEmpty()) {
            fail("The browser tests need a headless Chromium and its driver, missing:" + missing
                    + ". Install them with `apt-get install -y chromium chromium-driver` (Debian; .ci/run does this), or"
                    + " point -Dweb.chromium=… and -Dweb.chromedriver=… at a matching pair.");
        }
    }

    static ChromeDriver open() {
        requireBrowser();
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--no-first-run", "--disable-dev-shm-usage", "--window-size=1280,1100");
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(20));
        return driver;
    }
}
