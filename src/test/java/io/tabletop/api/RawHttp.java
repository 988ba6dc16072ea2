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

/** Requests REST Assured cannot shape: chunked bodies (no Content-Length) of any size, malformed request lines. */
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

    /** An answer read off a socket: status, headers (names in lower case) and body. */
    record Answer(int status, java.util.Map<String, String> headers, String body) {}

    /**
     * Writes {@code request} (ISO-8859-1, as it stands: no client checks it) on a connection of its own and reads the
     * answer until the server closes the connection; send {@code Connection: close}.
     */
    static Answer exchange(String request) {
        try (java.net.Socket s = new java.net.Socket("localhost", RestAssured.port)) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write(request.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            String text = new String(s.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            int end = text.indexOf("\r\n\r\n");
            String[] head = (end < 0 ? text : text.substring(0, end)).split("\r\n");
            java.util.Map<String, String> headers = new java.util.TreeMap<>();
            for (int i = 1; i < head.length; i++) {
                int colon = head[i].indexOf(':');
                if (colon > 0) headers.put(head[i].substring(0, colon).strip().toLowerCase(), head[i].substring(colon + 1).strip());
            }
            return new Answer(Integer.parseInt(head[0].split(" ")[1]), headers, end < 0 ? "" : text.substring(end + 4));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
