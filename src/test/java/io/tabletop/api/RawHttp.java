package io.tabletop.api;

import io.restassured.RestAssured;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Requests REST Assured cannot shape: chunked bodies (no Content-Length) of any size. */
final class RawHttp {

    private RawHttp() {}

    /** POSTs {@code body} chunked (the length is not declared) to {@code path}. */
    static HttpResponse<String> postChunked(String path, String contentType, byte[] body, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://localhost:" + RestAssured.port + path))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body)));
        for (int i = 0; i + 1 < headers.length; i += 2) b.header(headers[i], headers[i + 1]);
        // a client (and so a connection) of its own: a refused body leaves its connection unusable
        try (HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build()) {
            return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
