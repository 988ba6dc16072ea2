package io.tabletop.api;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.app.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small Server-Sent Events client for tests and the benchmark (java.net.http, HTTP/1.1, a line subscriber):
 * events with their arrival time, the comments, the end of the stream. Answers that are not a stream keep their
 * status and body.
 */
public final class SseClient implements AutoCloseable {

    /** One event as it arrived: {@code id:} and {@code data:} (lines joined by \n), and when (System.nanoTime). */
    public record Event(String id, String name, String data, long nanos) {
        public long seq() {
            return Long.parseLong(id);
        }

        public JsonNode json() {
            return Json.readTree(data);
        }
    }

    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final AtomicInteger comments = new AtomicInteger();
    private final CompletableFuture<HttpResponse.ResponseInfo> head = new CompletableFuture<>();
    private final CompletableFuture<Void> ended = new CompletableFuture<>();
    private volatile Flow.Subscription subscription;
    private volatile String body;
    private volatile long lastCommentNanos;
    private volatile String retry;

    private SseClient() {}

    public static HttpClient newHttpClient() {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
    }

    /** GETs {@code uri} with Accept: text/event-stream (and the given headers); returns once the head has arrived. */
    public static SseClient open(HttpClient http, URI uri, Map<String, String> headers, Duration timeout) throws Exception {
        return open(http, uri, headers, null, timeout);
    }

    /** POSTs {@code json} to {@code uri} with Accept: text/event-stream (GET when null); returns once the head has arrived. */
    public static SseClient open(HttpClient http, URI uri, Map<String, String> headers, String json, Duration timeout)
            throws Exception {
        SseClient c = new SseClient();
        HttpRequest.Builder req = HttpRequest.newBuilder(uri).header("Accept", "text/event-stream");
        if (json == null) req.GET();
        else req.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json));
        headers.forEach(req::header);
        http.sendAsync(req.build(), info -> {
            c.head.complete(info);
            boolean stream = info.statusCode() == 200 && info.headers().firstValue("Content-Type")
                    .orElse("").startsWith("text/event-stream");
            if (!stream) {
                return HttpResponse.BodySubscribers.mapping(HttpResponse.BodySubscribers.ofString(StandardCharsets.UTF_8),
                        s -> {
                            c.body = s;
                            c.ended.complete(null);
                            return null;
                        });
            }
            return HttpResponse.BodySubscribers.fromLineSubscriber(c.new Lines(), s -> null, StandardCharsets.UTF_8, null);
        }).whenComplete((r, t) -> {
            if (t != null) {
                c.head.completeExceptionally(t);
                c.ended.complete(null);
            }
        });
        c.head.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        return c;
    }

    public int status() {
        return head.join().statusCode();
    }

    public String header(String name) {
        return head.join().headers().firstValue(name).orElse(null);
    }

    /** The body of an answer that was not a stream (after it has ended). */
    public String body(Duration timeout) throws Exception {
        ended.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        return body;
    }

    /** The next event, or null when none arrives in {@code timeout}. */
    public Event next(Duration timeout) throws InterruptedException {
        return conforming(events.poll(timeout.toMillis(), TimeUnit.MILLISECONDS));
    }

    /** Every event handed to a test is held to the contract's StreamData (by its name) first. */
    private static Event conforming(Event e) {
        if (e != null) io.tabletop.contract.Conformance.streamData(e.name(), e.data());
        return e;
    }

    /** The events that have arrived and not been taken yet (does not wait). */
    public List<Event> drain() {
        List<Event> out = new ArrayList<>();
        events.drainTo(out);
        out.forEach(SseClient::conforming);
        return out;
    }

    /** The next {@code n} events; fails when they do not all arrive in {@code timeout}. */
    public List<Event> take(int n, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        List<Event> out = new ArrayList<>();
        while (out.size() < n) {
            Event e = events.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (e == null) throw new AssertionError("only " + out.size() + " of " + n + " events arrived in " + timeout);
            out.add(conforming(e));
        }
        return out;
    }

    /** Every event until the server ends the stream; fails when it does not end in {@code timeout}. */
    public List<Event> untilEnd(Duration timeout) throws Exception {
        try {
            ended.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the stream did not end in " + timeout);
        }
        List<Event> out = new ArrayList<>();
        events.drainTo(out);
        out.forEach(SseClient::conforming);
        return out;
    }

    public boolean ended() {
        return ended.isDone();
    }

    public boolean awaitEnd(Duration timeout) {
        try {
            ended.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (Exception e) {
            return false;
        }
    }

    /** The last {@code retry:} field the server sent (its suggested reconnection delay, ms), or null. */
    public String retry() {
        return retry;
    }

    public int comments() {
        return comments.get();
    }

    public long lastCommentNanos() {
        return lastCommentNanos;
    }

    /** Hangs up (the connection is closed). */
    @Override
    public void close() {
        Flow.Subscription s = subscription;
        if (s != null) s.cancel();
        ended.complete(null);
    }

    /** The SSE wire format, line by line (WHATWG "event stream interpretation", without reconnection). */
    private final class Lines implements Flow.Subscriber<String> {
        private String id;
        private String name;
        private StringBuilder data;

        @Override
        public void onSubscribe(Flow.Subscription s) {
            subscription = s;
            s.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(String line) {
            if (line.isEmpty()) {
                if (data != null) events.add(new Event(id, name, data.toString(), System.nanoTime()));
                data = null;
                name = null;
                return;
            }
            if (line.startsWith(":")) {
                comments.incrementAndGet();
                lastCommentNanos = System.nanoTime();
                return;
            }
            int colon = line.indexOf(':');
            String field = colon < 0 ? line : line.substring(0, colon);
            String value = colon < 0 ? "" : line.substring(colon + 1);
            if (value.startsWith(" ")) value = value.substring(1);
            switch (field) {
                case "id" -> id = value;
                case "event" -> name = value;
                case "retry" -> retry = value;
                case "data" -> {
                    if (data == null) data = new StringBuilder(value);
                    else data.append('\n').append(value);
                }
                default -> { }
            }
        }

        @Override
        public void onError(Throwable t) {
            ended.complete(null);
        }

        @Override
        public void onComplete() {
            ended.complete(null);
        }
    }
}
