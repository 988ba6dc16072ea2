package io.tabletop.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The SSE bots' Vert.x client against a tiny JDK HTTP server: requests, a stream, a refusal, a hang-up. */
class VertxClientTest {

    private HttpServer server;
    private VertxClient client;
    private final CountDownLatch hangUp = new CountDownLatch(1);

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/api/moves", x -> {
            String body = new String(x.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            byte[] answer = ("{\"got\":" + body + ",\"ifMatch\":\"" + x.getRequestHeaders().getFirst("If-Match").replace("\"", "")
                    + "\"}").getBytes(StandardCharsets.UTF_8);
            x.sendResponseHeaders(412, answer.length);
            x.getResponseBody().write(answer);
            x.close();
        });
        server.createContext("/api/events", x -> {
            x.getResponseHeaders().add("Content-Type", "text/event-stream");
            x.sendResponseHeaders(200, 0); // chunked
            OutputStream out = x.getResponseBody();
            String resume = x.getRequestHeaders().getFirst("Last-Event-ID");
            out.write(("id: 1\nevent: state\ndata: {\"resume\":\"" + resume + "\"}\n\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            out.write(":keep-alive\n\nid: 2\nevent: st".getBytes(StandardCharsets.UTF_8));
            out.flush();
            out.write("ate\ndata: {\"version\":2}\n\n".getBytes(StandardCharsets.UTF_8));
            out.flush();
            if (x.getRequestURI().getQuery() != null && x.getRequestURI().getQuery().contains("hold")) {
                try {
                    hangUp.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            x.close();
        });
        server.createContext("/api/api/v1/seats/live", x -> {
            String body = new String(x.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            x.getResponseHeaders().add("Content-Type", "text/event-stream");
            x.sendResponseHeaders(200, 0);
            x.getResponseBody().write(("event:seat\ndata:{\"sent\":" + body + ",\"method\":\"" + x.getRequestMethod()
                    + "\",\"query\":\"" + x.getRequestURI().getQuery() + "\"}\n\n").getBytes(StandardCharsets.UTF_8));
            x.close();
        });
        server.createContext("/api/port", x -> { // a stream telling the client's port, then its end
            x.getResponseHeaders().add("Content-Type", "text/event-stream");
            x.sendResponseHeaders(200, 0);
            x.getResponseBody().write(("event: port\ndata: " + x.getRemoteAddress().getPort() + "\n\n")
                    .getBytes(StandardCharsets.UTF_8));
            x.close();
        });
        server.createContext("/api/over", x -> {
            x.sendResponseHeaders(204, -1);
            x.close();
        });
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        server.start();
        client = new VertxClient("http://127.0.0.1:" + server.getAddress().getPort() + "/api", 1, 4);
    }

    @AfterEach
    void stop() {
        hangUp.countDown();
        client.close();
        server.stop(0);
    }

    @Test
    void postsAndTimesARequest() throws Exception {
        Api.Answer a = client.sendAsync(new Api.Call("POST", "/moves", "{\"type\":\"PASS\"}", Duration.ofSeconds(5),
                "Content-Type", "application/json", "If-Match", "\"12\"")).get(10, TimeUnit.SECONDS);
        assertThat(a.status()).isEqualTo(412);
        assertThat(a.json().path("got").path("type").asText()).isEqualTo("PASS");
        assertThat(a.json().path("ifMatch").asText()).isEqualTo("12");
        assertThat(a.end()).isGreaterThan(a.start());
        Api.Answer blocking = client.send(new Api.Call("POST", "/moves", "1", Duration.ofSeconds(5), "If-Match", "\"3\""));
        assertThat(blocking.body()).isEqualTo("{\"got\":1,\"ifMatch\":\"3\"}");
    }

    @Test
    void aStreamDeliversItsEventsThenItsEnd() throws Exception {
        Recording r = new Recording();
        client.stream(client.newContext(), "/events", "tok", "41", r);
        r.ended.get(10, TimeUnit.SECONDS);
        assertThat(r.opened).containsExactly(200);
        assertThat(r.events).containsExactly("1 state {\"resume\":\"41\"}", "2 state {\"version\":2}");
        assertThat(r.ended.get()).isEqualTo("end error=null body=null");
    }

    @Test
    void aLiveJoinPostsItsBodyAndItsAnswerIsAStream() throws Exception {
        Recording r = new Recording();
        client.joinLive(client.newContext(), "{\"type\":\"COUP\"}", r);
        r.ended.get(10, TimeUnit.SECONDS);
        assertThat(r.opened).containsExactly(200);
        assertThat(r.events).containsExactly("null seat {\"sent\":{\"type\":\"COUP\"},\"method\":\"POST\",\"query\":\"include="
                + Api.INCLUDE + "\"}");
    }

    @Test
    void aStreamThatIsNoStreamEndsWithItsBody() throws Exception {
        Recording r = new Recording();
        client.stream(client.newContext(), "/over", null, null, r);
        assertThat(r.ended.get(10, TimeUnit.SECONDS)).isEqualTo("end error=null body=");
        assertThat(r.opened).containsExactly(204);
        assertThat(r.events).isEmpty();
    }

    @Test
    void closingAStreamEndsItWithoutAnError() throws Exception {
        Recording r = new Recording();
        SseStream s = client.stream(client.newContext(), "/events?hold", null, null, r);
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (r.events.size() < 2 && System.nanoTime() < deadline) Thread.sleep(10);
        assertThat(r.events).hasSize(2);
        s.close();
        assertThat(r.ended.get(10, TimeUnit.SECONDS)).isEqualTo("end error=null body=null");
    }

    @Test
    void hangingUpAStreamThatHasEndedLeavesTheNextStreamAlone() throws Exception {
        // a seat hangs up when it reads the finished state, often after the server has ended the stream; that must
        // not close a connection another stream may be using by then
        Recording first = new Recording();
        SseStream s = client.stream(client.newContext(), "/events", null, null, first);
        first.ended.get(10, TimeUnit.SECONDS);
        Recording second = new Recording();
        client.stream(client.newContext(), "/events?hold", null, null, second);
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (second.events.size() < 2 && System.nanoTime() < deadline) Thread.sleep(10);
        s.close();
        Thread.sleep(200);
        hangUp.countDown();
        assertThat(second.ended.get(10, TimeUnit.SECONDS)).isEqualTo("end error=null body=null");
    }

    @Test
    void aStreamTheServerEndedLeavesItsConnectionToTheNextStream() throws Exception {
        // a seat waits for the service to end its finished game's stream: the next live join goes over the same
        // connection (no connect, accept and close per seat and game)
        Recording first = new Recording();
        client.stream(client.newContext(), "/port", null, null, first);
        assertThat(first.ended.get(10, TimeUnit.SECONDS)).isEqualTo("end error=null body=null");
        Recording second = new Recording();
        client.stream(client.newContext(), "/port", null, null, second);
        assertThat(second.ended.get(10, TimeUnit.SECONDS)).isEqualTo("end error=null body=null");
        assertThat(first.events).hasSize(1);
        assertThat(second.events).isEqualTo(first.events);
    }

    private static final class Recording implements SseStream.Listener {
        final List<Integer> opened = new CopyOnWriteArrayList<>();
        final List<String> events = new CopyOnWriteArrayList<>();
        final CompletableFuture<String> ended = new CompletableFuture<>();

        @Override
        public void onOpen(int status, long start, long end) {
            opened.add(status);
        }

        @Override
        public void onEvent(String id, String name, byte[] data, int length) {
            events.add(id + " " + name + " " + new String(data, 0, length, StandardCharsets.UTF_8));
        }

        @Override
        public void onEnd(Throwable error, String body) {
            ended.complete("end error=" + error + " body=" + body);
        }
    }
}
