package io.tabletop.bench;

import io.vertx.core.Context;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.RequestOptions;
import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One Server-Sent Events stream on {@link VertxClient}'s stream pool: no thread of its own; its bytes are split
 * into events by an {@link SseParser} on the stream's event loop, and every complete event is handed to
 * {@link Listener#onEvent} (the data as bytes). The end of the stream (the server closed it, it failed, or it was
 * closed here) is reported once through {@link Listener#onEnd}.
 */
final class SseStream {

    interface Listener extends SseParser.Sink {
        /** The answer's head: status 200 and text/event-stream, or anything else (then {@code body} is set at the end). */
        void onOpen(int status, long start, long end);

        /** The stream is over: {@code error} null when the server ended it (or it was closed here), {@code body} the answer when it was no stream. */
        void onEnd(Throwable error, String body);
    }

    private final Context context;
    private final Listener listener;
    private final AtomicBoolean ended = new AtomicBoolean();
    private volatile HttpClientRequest request;
    private volatile boolean cancelled;

    private SseStream(Context context, Listener listener) {
        this.context = context;
        this.listener = listener;
    }

    static SseStream open(HttpClient client, Context context, RequestOptions options, Listener l) {
        return open(client, context, options, null, l);
    }

    /** As {@link #open(HttpClient, Context, RequestOptions, Listener)}, sending {@code body} (null: none). */
    static SseStream open(HttpClient client, Context context, RequestOptions options, String body, Listener l) {
        SseStream s = new SseStream(context, l);
        context.runOnContext(v -> s.send(client, options, body));
        return s;
    }

    private void send(HttpClient client, RequestOptions options, String body) {
        long start = System.nanoTime();
        client.request(options).onComplete(ar -> {
            if (ar.failed()) {
                end(ar.cause());
                return;
            }
            HttpClientRequest req = ar.result();
            request = req;
            if (cancelled) {
                req.reset();
                end(null);
                return;
            }
            (body == null ? req.send() : req.send(io.vertx.core.buffer.Buffer.buffer(body))).onComplete(r -> {
                if (r.failed()) end(r.cause());
                else head(r.result(), start);
            });
        });
    }

    private void head(HttpClientResponse resp, long start) {
        listener.onOpen(resp.statusCode(), start, System.nanoTime());
        String type = resp.getHeader("Content-Type");
        if (resp.statusCode() != 200 || type == null || !type.startsWith("text/event-stream")) {
            resp.body().onComplete(b -> {
                if (b.failed()) end(b.cause());
                else if (ended.compareAndSet(false, true)) listener.onEnd(null, b.result().toString(StandardCharsets.UTF_8));
            });
            return;
        }
        SseParser parser = new SseParser(listener);
        resp.handler(chunk -> feed(parser, chunk));
        resp.exceptionHandler(this::end);
        resp.endHandler(v -> end(null));
    }

    /** Feeds the chunk's own bytes when it has an array behind it (Vert.x copies socket reads onto the heap). */
    private static void feed(SseParser parser, Buffer chunk) {
        ByteBuf b = chunk.getByteBuf();
        if (b.hasArray()) {
            parser.feed(b.array(), b.arrayOffset() + b.readerIndex(), b.readableBytes());
        } else {
            byte[] bytes = chunk.getBytes();
            parser.feed(bytes, 0, bytes.length);
        }
    }

    private void end(Throwable t) {
        if (ended.compareAndSet(false, true)) listener.onEnd(cancelled ? null : t, null);
    }

    /**
     * Hangs up (the connection is closed: an SSE answer never ends by itself while the game runs). Not once the
     * stream has ended: resetting an ended request closes its connection even when the pool has handed it on.
     */
    void close() {
        cancelled = true;
        context.runOnContext(v -> {
            HttpClientRequest r = request;
            if (r != null && !ended.get()) r.reset();
        });
    }
}
