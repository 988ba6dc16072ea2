package io.tabletop.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Flow;

/**
 * One Server-Sent Events stream on the shared non-blocking {@link HttpClient}: no thread of its own; its lines are
 * parsed on the client's executor and every complete event is handed to {@link Listener#onEvent}. The end of the
 * stream (the server closed it, or it failed) is reported once through {@link Listener#onEnd}.
 */
final class SseStream {

    interface Listener {
        /** The answer's head: status 200 and text/event-stream, or anything else (then {@code body} is set at the end). */
        void onOpen(int status, long start, long end);

        void onEvent(String id, String name, String data);

        /** The stream is over: {@code error} null when the server ended it, {@code body} the answer when it was no stream. */
        void onEnd(Throwable error, String body);
    }

    private volatile Flow.Subscription subscription;
    private volatile boolean cancelled;

    private SseStream() {}

    static SseStream open(HttpClient http, URI uri, String token, String lastEventId, Listener l) {
        SseStream s = new SseStream();
        HttpRequest.Builder req = HttpRequest.newBuilder(uri).header("Accept", "text/event-stream").GET();
        if (token != null) req.header("Authorization", "Bearer " + token);
        if (lastEventId != null) req.header("Last-Event-ID", lastEventId);
        long start = System.nanoTime();
        http.sendAsync(req.build(), info -> {
            l.onOpen(info.statusCode(), start, System.nanoTime());
            boolean stream = info.statusCode() == 200
                    && info.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream");
            if (!stream) {
                return HttpResponse.BodySubscribers.mapping(HttpResponse.BodySubscribers.ofString(StandardCharsets.UTF_8),
                        body -> {
                            l.onEnd(null, body);
                            return null;
                        });
            }
            return HttpResponse.BodySubscribers.fromLineSubscriber(s.new Lines(l), x -> null, StandardCharsets.UTF_8, null);
        }).whenComplete((r, t) -> {
            if (t != null) l.onEnd(t, null);
        });
        return s;
    }

    void close() {
        cancelled = true;
        Flow.Subscription sub = subscription;
        if (sub != null) sub.cancel();
    }

    private final class Lines implements Flow.Subscriber<String> {
        private final Listener l;
        private String id, name;
        private StringBuilder data;
        private boolean ended;

        Lines(Listener l) {
            this.l = l;
        }

        @Override
        public void onSubscribe(Flow.Subscription sub) {
            subscription = sub;
            if (cancelled) sub.cancel();
            else sub.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(String line) {
            if (line.isEmpty()) {
                if (data != null) l.onEvent(id, name == null ? "message" : name, data.toString());
                id = null;
                name = null;
                data = null;
            } else if (line.startsWith("data:")) {
                String v = value(line, 5);
                if (data == null) data = new StringBuilder(v);
                else data.append('\n').append(v);
            } else if (line.startsWith("id:")) {
                id = value(line, 3);
            } else if (line.startsWith("event:")) {
                name = value(line, 6);
            } // comments (":keep-alive") and retry: are ignored
        }

        private static String value(String line, int from) {
            return line.length() > from && line.charAt(from) == ' ' ? line.substring(from + 1) : line.substring(from);
        }

        @Override
        public void onError(Throwable t) {
            end(t);
        }

        @Override
        public void onComplete() {
            end(null);
        }

        private void end(Throwable t) {
            if (ended) return;
            ended = true;
            l.onEnd(cancelled ? null : t, null);
        }
    }
}
