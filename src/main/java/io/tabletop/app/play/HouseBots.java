package io.tabletop.app.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.benmanes.caffeine.cache.Cache;
import io.tabletop.app.Caches;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.tabletop.app.ApiProblem;
import io.tabletop.app.GameCodec;
import io.tabletop.app.GameSignals;
import io.tabletop.app.GameStreams;
import io.tabletop.app.Loaded;
import io.tabletop.app.Json;
import io.tabletop.bots.Bots;
import io.tabletop.bots.SeatState;
import io.tabletop.bots.Strategy;
import io.tabletop.engine.Status;
import io.tabletop.store.Seats;
import io.tabletop.store.Tx;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * House bots: seats played inside the service by a {@link Strategy}. Nothing about them lives only in memory: the
 * seats table says which seats are bots, and the game's head says whether one is awaited, so whichever replica
 * hears of a commit (its own, or another's through NOTIFY), starts up, or sweeps finds the same work. A bot reads
 * exactly its seat's state (what {@code GET …/state} answers that seat: its view and legal moves, never the game
 * state), decides with dice drawn from (the game's seed commitment, seat, version), and moves through {@link GameService#moveAsBot} — the
 * HTTP move path, with an Idempotency-Key of that version. Two replicas deciding the same position send the same
 * request: the second gets the first's answer (or a 412), and nothing is appended twice.
 */
@ApplicationScoped
public class HouseBots {

    private static final Logger LOG = Logger.getLogger(HouseBots.class);
    /** Moves one drive makes at most before it lets other games have the thread (it is poked again). */
    private static final int MOVES_PER_DRIVE = 500;

    @Inject
    GameSignals signals;

    @Inject
    GameReads reads;

    @Inject
    GameService games;

    @Inject
    Seats seats;

    @Inject
    Tx tx;

    @Inject
    GameStreams streams;

    @ConfigProperty(name = "tabletop.bots.enabled", defaultValue = "true")
    boolean enabled;

    /**
     * House-bot moves one game may have (counted in the database, so every replica agrees): past it its bots stop,
     * and the game goes on only as its seats' turn timeouts play them. Bounds what one game of bots can cost.
     */
    @ConfigProperty(name = "tabletop.bots.max-moves-per-game", defaultValue = "10000")
    int budget;

    @Inject
    io.tabletop.store.Quotas quotas;

    @Inject
    io.micrometer.core.instrument.MeterRegistry metrics;

    /** Bot seats of games that have started (seat → bot id; empty: none); they never change once a game started. */
    private final Cache<UUID, Map<Integer, String>> botSeats = Caches.builder().maximumSize(100_000).build();
    private final Map<String, JsonNode> gameTypes = new ConcurrentHashMap<>();
    private final Cache<UUID, String> diceKeys = Caches.builder().maximumSize(100_000).build();
    /**
     * Games whose bot move was refused (4xx), at which version: not tried again until the game has moved on. Also in
     * the database ({@code games.bot_refused_version}), which the sweep reads, so that no replica nor restart retries
     * it every round; this copy spares the pokes of the same version (a sweep racing a commit) a second refusal.
     */
    private final Cache<UUID, Long> refusedAt = Caches.builder().maximumSize(100_000).build();
    /** Games being driven: false = running, true = poked again meanwhile (run once more). */
    private final ConcurrentHashMap<UUID, Boolean> driving = new ConcurrentHashMap<>();
    private final Executor worker = command -> Infrastructure.getDefaultWorkerPool().execute(command);

    @PostConstruct
    void follow() {
        signals.follow(this::committed);
    }

    /**
     * Whether this instance holds the game as still being filled at {@code version} or later: no seat can be awaited
     * then, so there is nothing to drive (the commit that starts it signals again). Spares every seat taken a worker
     * task and a read of the game's bot seats; a game not held, or held at an older version, is poked as before.
     */
    private boolean stillOpen(UUID id, long version) {
        Loaded g = streams.held(id);
        return g != null && g.version() >= version && !g.state().started() && !g.state().abandoned();
    }

    void onStart(@Observes StartupEvent start) {
        sweep();
    }

    /**
     * After a restart, a lost NOTIFY or a failed attempt: every active game awaiting a bot seat is driven, except one
     * whose bot move was refused at its current version ({@link Seats#SWEEP}: running bot games only, by an index).
     */
    @Scheduled(every = "${tabletop.bots.sweep:2s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sweep() {
        if (!enabled) return;
        try {
            int left = budget > 0 ? budget : Integer.MAX_VALUE;
            for (UUID id : tx.read(c -> seats.gamesAwaitingBots(c, left, 200))) poke(id);
        } catch (RuntimeException e) {
            LOG.debugf(e, "house-bot sweep failed; the next one tries again");
        }
    }

    /** A game moved (or may need a bot): drive it on a worker thread, once at a time per game. */
    public void poke(UUID id) {
        if (!enabled || withoutBots(id)) return;
        driveOnWorker(id);
    }

    /** A commit at {@code version}: as {@link #poke}, unless the game is held here as still being filled. */
    private void committed(UUID id, long version) {
        if (!enabled || withoutBots(id) || stillOpen(id, version)) return;
        driveOnWorker(id);
    }

    /** A started game without bots: nothing to do, ever. */
    private boolean withoutBots(UUID id) {
        Map<Integer, String> known = botSeats.getIfPresent(id);
        return known != null && known.isEmpty();
    }

    /** Drives the game on a worker, unless it is being driven (then it runs once more). */
    private void driveOnWorker(UUID id) {
        boolean[] start = {false};
        driving.compute(id, (k, again) -> {
            if (again == null) {
                start[0] = true;
                return Boolean.FALSE;
            }
            return Boolean.TRUE;
        });
        if (!start[0]) return;
        try {
            worker.execute(() -> run(id));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            driving.remove(id); // shutting down: the next instance's start-up sweep takes over
        }
    }

    private void run(UUID id) {
        while (true) {
            driving.replace(id, Boolean.TRUE, Boolean.FALSE);
            try {
                drive(id);
            } catch (RuntimeException e) {
                LOG.warnf(e, "house bots of game %s: the move failed; the sweep tries again", id);
            }
            boolean[] done = {false};
            driving.compute(id, (k, again) -> {
                if (Boolean.TRUE.equals(again)) return Boolean.FALSE;
                done[0] = true;
                return null;
            });
            if (done[0]) return;
        }
    }

    /** Moves for the game's awaited bot seats until none is awaited. */
    void drive(UUID id) {
        Map<Integer, String> bots = bots(id);
        if (bots.isEmpty()) return;
        int spent = budget > 0 ? tx.read(c -> quotas.botMoves(c, id)) : 0;
        for (int i = 0; i < MOVES_PER_DRIVE; i++) {
            if (budget > 0 && spent >= budget) {
                exhausted(id);
                return;
            }
            StateResult table = reads.state(id, null, null); // the public head: status and awaiting
            if (!Status.ACTIVE.name().equals(table.status())) return;
            Optional<Integer> seat = table.awaiting().stream().filter(bots::containsKey).findFirst();
            if (seat.isEmpty()) return;
            Strategy strategy = Bots.find(bots.get(seat.get())).orElse(null);
            if (strategy == null) {
                LOG.warnf("game %s seat %d: no house bot %s in this version of the service", id, seat.get(),
                        bots.get(seat.get()));
                return;
            }
            SeatState mine = SeatState.of(Json.readTree(Json.write(reads.state(id, seat.get(), null))), gameType(id));
            if (!mine.awaited()) continue; // moved on between the two reads
            Long refused = refusedAt.getIfPresent(id);
            if (refused != null && refused == mine.version()) return; // refused here already: wait for the game to move
            JsonNode move = strategy.choose(mine, Bots.diceFor(diceKey(id), mine.seat(), mine.version()));
            try {
                games.moveAsBot(id, mine.seat(), mine.version(), "house-bot-v" + mine.version(), move);
                metrics.counter("tabletop.bots.moves", "game", strategy.game()).increment();
                if (budget > 0) spent = tx.inTransaction(c -> quotas.countBotMove(c, id));
            } catch (ApiProblem p) {
                if (p.status() == 412 || p.status() == 409) continue; // somebody (or another replica) was faster
                if (p.status() >= 400 && p.status() < 500 && p.status() != 429) {
                    // the same position, dice and bot decide the same move: retry only once the game has moved on
                    refusedAt.put(id, mine.version());
                    tx.inTransaction(c -> {
                        seats.botRefused(c, id, mine.version());
                        return null;
                    });
                    LOG.warnf("game %s seat %d: house bot %s's move %s at version %d was refused (%d %s: %s); it tries"
                            + " again when the game moves on", id, mine.seat(), strategy.id(), move, mine.version(),
                            p.status(), p.code(), p.getMessage());
                    return;
                }
                throw p;
            }
        }
        poke(id); // a long game: let others have the thread, then go on
    }

    /** The game's bots have made all the moves one game may have: they stop (said once per game and instance). */
    private void exhausted(UUID id) {
        if (exhausted.asMap().putIfAbsent(id, Boolean.TRUE) != null) return;
        metrics.counter("tabletop.bots.budget-exhausted").increment();
        LOG.infof("game %s: its house bots made the %d moves a game may have (tabletop.bots.max-moves-per-game);"
                + " they stop, and its turn timeouts play their seats", id, budget);
    }

    private final Cache<UUID, Boolean> exhausted = Caches.builder().maximumSize(10_000).build();

    private Map<Integer, String> bots(UUID id) {
        Map<Integer, String> known = botSeats.getIfPresent(id);
        if (known != null) return known;
        Optional<Seats.BotSeats> found = tx.read(c -> seats.botSeats(c, id));
        if (found.isEmpty()) return Map.of();
        if (!Status.OPEN.name().equals(found.get().status())) botSeats.put(id, found.get().bots());
        return found.get().bots();
    }

    /**
     * What a game's bot dice are drawn from, with seat and version: its seed commitment, so that a seeded game,
     * house bots included, is a function of its seed (and one whose seed is secret stays unpredictable until it starts).
     */
    private String diceKey(UUID id) {
        return diceKeys.get(id, k -> tx.read(c -> seats.seedCommitment(c, k)).orElse(k.toString()));
    }

    private JsonNode gameType(UUID id) {
        GameCodec codec = reads.codec(id);
        String type = codec.table().rules().type().name();
        return gameTypes.computeIfAbsent(type, t -> {
            ObjectNode node = Json.object();
            node.put("type", t);
            Object catalogue = codec.table().rules().catalogue();
            if (catalogue != null) node.set("catalogue", Json.tree(catalogue));
            return node;
        });
    }

    /** Bot seats this instance knows of (for tests). */
    public List<UUID> driving() {
        return List.copyOf(driving.keySet());
    }
}
