package io.tabletop.web;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** Without a browser the browser tests fail and say what to install; they never skip silently. */
class BrowsersTest {

    @Test
    void aMissingBrowserFailsWithWhatToInstall() {
        assertThatThrownBy(() -> Browsers.requireBrowser("/nonexistent/chromium", "/nonexistent/chromedriver"))
                .isInstanceOf(AssertionFailedError.class)
                .hasMessageContaining("chromium (/nonexistent/chromium)")
                .hasMessageContaining("chromedriver (/nonexistent/chromedriver)")
                .hasMessageContaining("apt-get install -y chromium chromium-driver");
    }
}
