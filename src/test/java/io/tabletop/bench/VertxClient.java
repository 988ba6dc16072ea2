package io.tabletop.bench;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.file.FileSystemOptions;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.impl.VertxInternal;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * The SSE-driven bots' HTTP client: one Vert.x instance with {@code eventLoops} event loops and two HTTP/1.1
 * pools on it — a keep-alive pool for requests (the POSTs, the lobby's calls), and one for the live streams (each
 * holds its connection as long as it is open, so the two must not share a pool: streams would starve the POSTs).
 * Both keep their connections alive: the service ends a finished game's stream itself, right after its last state,
 * and a seat waits for that end (it hangs up, a reset that closes the connection, only a stream that lingers), so
 * the connection carries the seat's next live join. (Hanging up at once raced the service's end: a kept-alive
 * connection could already carry another seat's stream. A connection per stream instead cost the service about
 * 3 % of its CPU: accepting, registering and closing a connection per seat and game.) The JDK
 * client cost the runner about a third of its CPU (selector hand-offs, line subscribers, decoding); Netty reads
 * straight into the buffers the SSE parser and Jackson read.
 */
final class VertxClient implements Api.Transport, AutoCloseable {

    private final Vertx vertx;
    private final HttpClient requests;
    private final HttpClient streams;
    private final String host;
    private final int port;
    private final String pathPrefix;

    /** {@code requestConnections}: the most POSTs and lobby calls in flight at once (more would queue in the pool). */
    VertxClient(String baseUrl, int eventLoops, int requestConnections) {
        URI base = URI.create(baseUrl);
        host = base.getHost();
        port = base.getPort() > 0 ? base.getPort() : 80;
        pathPrefix = base.getRawPath() == null ? "" : base.getRawPath().replaceAll("/$", "");
        vertx = Vertx.vertx(new VertxOptions()
                .setEventLoopPoolSize(eventLoops)
                .setWorkerPoolSize(1) // nothing runs blocking code on Vert.x here
                .setInternalBlockingPoolSize(1)
                .setFileSystemOptions(new FileSystemOptions().setFileCachingEnabled(false).setClassPathResolvingEnabled(false)));
        HttpClientOptions options = new HttpClientOptions()
                .setProtocolVersion(HttpVersion.HTTP_1_1)
                .setKeepAlive(true)
                .setPipelining(false)
                .setTcpNoDelay(true)
                .setConnectTimeout(5_000)
                .setDefaultHost(host)
                .setDefaultPort(port);
        requests = vertx.createHttpClient(options, new PoolOptions().setHttp1MaxSize(requestConnections));
        streams = vertx.createHttpClient(new HttpClientOptions(options), new PoolOptions().setHttp1MaxSize(1 << 16));
    }

    /**
     * A new event-loop context (the event loops taken in turn): a seat's stream, POSTs and timers all run on it, on
     * one thread, in order. Internal API because {@code getOrCreateContext()} sticks to the calling thread's first
     * context: all seats a lobby thread seats would share one event loop.
     */
    Context newContext() {
        return ((VertxInternal) vertx).createEventLoopContext();
    }

    @Override
    public CompletableFuture<Api.Answer> sendAsync(Api.Call call) {
        RequestOptions options = options(call.method(), call.path(), call.headers())
                .setIdleTimeout(call.timeout().toMillis());
        CompletableFuture<Api.Answer> answer = new CompletableFuture<>();
        long start = System.nanoTime();
        // nested, not chained: the body must be asked for in the same turn the response arrives, or a body that
        // came in the same read as the head is gone
        requests.request(options)
                .compose(req -> (call.body() == null ? req.send() : req.send(call.body()))
                        .compose(resp -> resp.body().map(body -> new Api.Answer(resp.statusCode(),
                                body.toString(StandardCharsets.UTF_8), start, System.nanoTime()))))
                .onComplete(ar -> {
                    if (ar.succeeded()) answer.complete(ar.result());
                    else answer.completeExceptionally(ar.cause());
                });
        return answer;
    }

    /** Blocking: for the lobby's threads only (never an event loop). */
    @Override
    public Api.Answer send(Api.Call call) throws IOException, InterruptedException {
        if (Context.isOnEventLoopThread()) throw new IllegalStateException("a blocking call on an event loop");
        try {
            return sendAsync(call).get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) throw io;
            if (cause instanceof RuntimeException r) throw r;
            throw new IOException(cause);
        }
    }

    /** Opens a live stream on {@code context} (its callbacks run there); no timeout: it lasts as long as its game. */
    SseStream stream(Context context, String path, String token, String lastEventId, SseStream.Listener listener) {
        RequestOptions options = options("GET", path, "Accept", "text/event-stream");
        if (token != null) options.putHeader("Authorization", "Bearer " + token);
        if (lastEventId != null) options.putHeader("Last-Event-ID", lastEventId);
        return SseStream.open(streams, context, options, listener);
    }

    /** Joins with {@code POST /api/v1/seats/live} ({@code json}: the quick join's body): the answer is the seat's stream. */
    SseStream joinLive(Context context, String json, SseStream.Listener listener) {
        RequestOptions options = options("POST", "/api/v1/seats/live?include=" + Api.INCLUDE,
                "Accept", "text/event-stream", "Content-Type", "application/json");
        return SseStream.open(streams, context, options, json, listener);
    }

    private RequestOptions options(String method, String path, String... headers) {
        RequestOptions o = new RequestOptions().setMethod(HttpMethod.valueOf(method)).setHost(host).setPort(port)
                .setURI(pathPrefix + path);
        for (int i = 0; i < headers.length; i += 2) o.putHeader(headers[i], headers[i + 1]);
        return o;
    }

    @Override
    public void close() {
        try {
            vertx.close().toCompletionStage().toCompletableFuture().get(5, TimeUnit.SECONDS);
        } catch (Exception e) {
            // stopping anyway: the event loops are daemon threads
        }
    }
}
