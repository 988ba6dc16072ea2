package io.tabletop.bench;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.CompletableFuture;

/** {@link Api}'s calls on the JDK client: the long-polling bots (a thread each), the probes and the peer run. */
final class JdkTransport implements Api.Transport {

    private final HttpClient client;
    private final String base;

    JdkTransport(HttpClient client, String base) {
        this.client = client;
        this.base = base;
    }

    @Override
    public Api.Answer send(Api.Call call) throws IOException, InterruptedException {
        HttpRequest request = request(call);
        long start = System.nanoTime();
        HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
        return new Api.Answer(r.statusCode(), r.body(), start, System.nanoTime());
    }

    @Override
    public CompletableFuture<Api.Answer> sendAsync(Api.Call call) {
        HttpRequest request = request(call);
        long start = System.nanoTime();
        return client.sendAsync(request, HttpResponse.BodyHandlers.ofString())
                .thenApply(a -> new Api.Answer(a.statusCode(), a.body(), start, System.nanoTime()));
    }

    private HttpRequest request(Api.Call call) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + call.path())).timeout(call.timeout());
        String[] h = call.headers();
        for (int i = 0; i < h.length; i += 2) b.header(h[i], h[i + 1]);
        return call.body() == null ? b.GET().build() : b.method(call.method(), HttpRequest.BodyPublishers.ofString(call.body())).build();
    }
}
