package io.tabletop.warmup;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.vertx.http.HttpServer;
import io.quarkus.runtime.StartupEvent;
import io.tabletop.store.ScratchSchema;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.jboss.logging.Logger;

/**
 * Full speed from the first answer a client gets: with {@code tabletop.warm-up.moves} above 0 the instance plays
 * that many moves against itself over its own HTTP API — games of every type, on a throwaway copy of the schema
 * ({@link ScratchSchema}) — before readiness says UP, and goes on while the JIT is still compiling much (up to
 * {@code tabletop.warm-up.timeout}). Meanwhile the API answers everyone else 503 {@code WARMING_UP} with
 * Retry-After, so a load balancer (which sends nothing before readiness) and a client that came early both wait.
 *
 * <p>A warm-up that fails ends the same way as one that succeeds (the copy dropped, ready): it only ever costs time.
 */
@ApplicationScoped
public class WarmUp {

    private static final Logger LOG = Logger.getLogger(WarmUp.class);
    /** The header that lets the warm-up's own requests through; its value is a secret of this process. */
    public static final String HEADER = "X-Tabletop-Warm-Up";
    /** Compilation time a second below which the JIT counts as quiet, for so many seconds in a row. */
    private static final long QUIET_MS_PER_SECOND = 100;
    private static final int QUIET_SECONDS = 3;

    @ConfigProperty(name = "tabletop.warm-up.moves", defaultValue = "0")
    int moves;

    @ConfigProperty(name = "tabletop.warm-up.timeout", defaultValue = "120s")
    Duration timeout;

    @ConfigProperty(name = "tabletop.warm-up.players", defaultValue = "64")
    int players;

    /** What the players play in turn: by default mostly Coup, both variants, some Copycat and INWO. */
    @ConfigProperty(name = "tabletop.warm-up.games",
            defaultValue = "COUP,COUP/UN,COUP,COPYCAT,COUP/UN,COUP,COUP/UN,INWO")
    List<String> games;

    /**
     * What the process does once warmed: {@code serve} (get ready), or {@code exit} — the training run of the JDK's
     * AOT cache ({@code -XX:AOTCacheOutput}), which writes the cache as the JVM exits: 0 when moves were played
     * without a failed warm-up, 1 otherwise.
     */
    @ConfigProperty(name = "tabletop.warm-up.then", defaultValue = "serve")
    String then;

    @ConfigProperty(name = "tabletop.limits.retry-after", defaultValue = "5s")
    Duration retryAfter;

    @Inject
    ScratchSchema scratch;

    @Inject
    Instance<HttpServer> server;

    @Inject
    WarmUpGate gate;

    enum Phase { OFF, WAITING, PLAYING, DONE }

    private volatile Phase phase;
    private volatile Outcome outcome;
    private volatile WarmUpPlayers playing;
    private final String secret = newSecret();

    /** What a finished warm-up did (the readiness check's data, the log line). */
    public record Outcome(long moves, long games, long failures, long throttled, String lastFailure, long seconds,
                          String ended) {}

    @jakarta.annotation.PostConstruct
    void init() {
        if (moves > 0) WarmUpPlayers.checked(games); // a typo stops the start, not only the warm-up
        checkThen(then, moves);
        phase = moves > 0 ? Phase.WAITING : Phase.OFF;
    }

    /** A {@code tabletop.warm-up.then} that is neither serve nor exit, or exit with nothing to play, stops the start. */
    static void checkThen(String then, int moves) {
        if (!then.equals("serve") && !then.equals("exit")) {
            throw new IllegalArgumentException("tabletop.warm-up.then is serve or exit, not " + then);
        }
        if (then.equals("exit") && moves <= 0) {
            throw new IllegalArgumentException("tabletop.warm-up.then=exit needs tabletop.warm-up.moves above 0");
        }
    }

    /** Whether the API is still closed to everyone but the warm-up. */
    public boolean warming() {
        Phase p = phase;
        return p == Phase.WAITING || p == Phase.PLAYING;
    }

    /** Whether {@code header} is this process's warm-up secret. */
    public boolean ownRequest(String header) {
        return header != null && MessageDigest.isEqual(header.getBytes(StandardCharsets.UTF_8),
                secret.getBytes(StandardCharsets.UTF_8));
    }

    public long retryAfterSeconds() {
        return Math.max(1, retryAfter.toSeconds());
    }

    public Outcome outcome() {
        return outcome;
    }

    void onStart(@Observes StartupEvent start) {
        if (phase != Phase.WAITING) return;
        phase = Phase.PLAYING;
        Thread t = new Thread(this::run, "warm-up");
        t.setDaemon(true);
        t.start();
    }

    void onStop(@Observes ShutdownEvent stop) {
        WarmUpPlayers p = playing;
        if (p != null) p.stop();
    }

    private void run() {
        long started = System.nanoTime();
        long deadline = started + timeout.toNanos();
        String ended = "done";
        WarmUpPlayers p = null;
        try {
            int port = port(deadline);
            String schema = scratch.begin();
            p = new WarmUpPlayers(port, HEADER, secret, players, games);
            LOG.infof("warming up: %d moves against itself (schema %s, %s), readiness waits", moves, schema,
                    p.sources().isEmpty() ? "its players calling from one address"
                            : "each player calling from a loopback address of its own");
            playing = p;
            p.start();
            while (p.moves() < moves && System.nanoTime() < deadline && p.alive()) Thread.sleep(100);
            // the moves are played: go on while the JIT is still busy compiling what they made hot
            CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
            long before = jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : -1;
            for (int quiet = 0; before >= 0 && quiet < QUIET_SECONDS && System.nanoTime() < deadline && p.alive(); ) {
                Thread.sleep(1000);
                long now = jit.getTotalCompilationTime();
                quiet = now - before < QUIET_MS_PER_SECOND ? quiet + 1 : 0;
                before = now;
            }
            if (System.nanoTime() >= deadline) ended = "timeout";
            else if (!p.alive()) ended = "failed: " + p.failure();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            ended = "interrupted";
        } catch (RuntimeException | Error e) {
            ended = "failed: " + e;
            LOG.warn("the warm-up failed; the instance gets ready without it", e);
        } finally {
            if (p != null) p.stop();
            try {
                scratch.end();
            } catch (RuntimeException e) {
                LOG.warn("the warm-up schema could not be released", e);
            }
            gate.open();
            long seconds = Duration.ofNanos(System.nanoTime() - started).toSeconds();
            outcome = p == null ? new Outcome(0, 0, 0, 0, null, seconds, ended)
                    : new Outcome(p.moves(), p.games(), p.failures(), p.throttled(), p.failure(), seconds, ended);
            phase = Phase.DONE;
            LOG.infof("warm-up %s: %d moves in %d games (%d calls failed%s, %d waited for a per-address limit), %d s;"
                    + " ready", ended, outcome.moves(), outcome.games(), outcome.failures(),
                    outcome.lastFailure() == null ? "" : ", the last: " + outcome.lastFailure(), outcome.throttled(),
                    seconds);
            if (then.equals("exit")) exit(outcome);
        }
    }

    /** The training run's end: the JVM exits (writing its AOT cache) with whether the warm-up played. */
    private static void exit(Outcome o) {
        int code = exitCode(o);
        LOG.infof("tabletop.warm-up.then=exit: exiting with %d", code);
        Quarkus.asyncExit(code);
    }

    /** 0 when moves were played and the warm-up neither failed nor was interrupted (a timeout still trained). */
    static int exitCode(Outcome o) {
        return o.moves() > 0 && (o.ended().equals("done") || o.ended().equals("timeout")) ? 0 : 1;
    }

    /** The HTTP port, once the server listens (start-up observers run before it does). */
    private int port(long deadline) throws InterruptedException {
        while (System.nanoTime() < deadline) {
            int port = server.isResolvable() ? server.get().getPort() : -1;
            if (port > 0) return port;
            Thread.sleep(20);
        }
        throw new IllegalStateException("the HTTP server did not listen before the warm-up's timeout");
    }

    /** The readiness check's verdict: DOWN while it plays, with how far it got; UP with how it ended. */
    HealthCheckResponse health() {
        var r = HealthCheckResponse.named("warm-up").status(!warming()).withData("phase", phase.name().toLowerCase());
        WarmUpPlayers p = playing;
        if (p != null) r.withData("moves", p.moves()).withData("games", p.games());
        Outcome o = outcome;
        if (o != null) {
            r.withData("seconds", o.seconds()).withData("failures", o.failures()).withData("throttled", o.throttled())
                    .withData("ended", o.ended());
        }
        return r.build();
    }

    private static String newSecret() {
        byte[] b = new byte[24];
        new SecureRandom().nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }
}
