package io.tabletop.app.play;

import io.tabletop.app.ApiProblem;
import io.tabletop.app.GameCodec;
import io.tabletop.app.GameStreams;
import io.tabletop.app.Json;
import io.tabletop.engine.GameType;
import io.tabletop.engine.Options;
import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.SeatDeck;
import io.tabletop.engine.Table;
import io.tabletop.store.OpenGames;
import io.tabletop.store.Tx;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Quick join ({@code POST /api/v1/seats}): a seat in any open game that fits, in one request — the open game of the
 * type with the fewest free seats (then the oldest) whose seat count is in the caller's range and whose recorded
 * options are exactly those a game created with the caller's options would record (defaults applied, the server's
 * turn timeout included; no options: the defaults, so a stranger is never seated in a game with a 1-second timeout
 * he did not ask for); or, when none fits, a new game created exactly as {@code POST /api/v1/games} would, whose
 * first seat it takes.
 *
 * <p>No lost race ever reaches the client: quick joins of one type are ordered by a transaction-level advisory lock
 * (the database is the authority, so several instances agree), the seat is taken by the same code as
 * {@code POST /games/{id}/seats} in that transaction, and a candidate that filled up or closed under it (a plain
 * take-seat, the open-game sweep) is passed over for the next one, or a new game. Ordering them is what keeps the
 * open games few: a quick join that creates a game commits it before the next one looks.
 */
@ApplicationScoped
public class QuickSeats {

    /** Candidates looked at in one quick join; past them (all filled under it) it creates a game. */
    static final int CANDIDATES = 20;

    @Inject
    GameService games;

    @Inject
    OpenGames open;

    @Inject
    Tx tx;

    @Inject
    io.tabletop.store.Quotas quotas;

    /** This instance's quick joins of a type queue here, so that one connection at a time waits for the database lock. */
    private final Map<String, ReentrantLock> queues = new ConcurrentHashMap<>();

    /**
     * A seat taken, its game's type and rules version (as the game records them), and whether the game was created
     * for it.
     */
    public record Joined(SeatGrant grant, String type, int rulesVersion, boolean created) {}

    /**
     * {@code minSeats}/{@code maxSeats} default to the type's range; {@code seats} (the size of a game created here)
     * to {@code maxSeats} when given, else the lower end of the range. Everything is checked before anything is
     * written: a refusal creates nothing.
     */
    public Joined join(String type, String name, Integer seats, Integer minSeats, Integer maxSeats,
                       Map<String, ?> options, SeatDeck deck) {
        return join(type, name, seats, minSeats, maxSeats, options, deck, null);
    }

    /** As above, for a client at {@code address}: a game created for it counts among that address's open games. */
    public Joined join(String type, String name, Integer seats, Integer minSeats, Integer maxSeats,
                       Map<String, ?> options, SeatDeck deck, String address) {
        GameCodec codec = games.codec(type);
        GameType<?, ?, ?> t = codec.table().rules().type();
        int lo = minSeats == null ? t.minSeats() : minSeats;
        int hi = maxSeats == null ? t.maxSeats() : maxSeats;
        if (lo < t.minSeats() || hi > t.maxSeats() || lo > hi) {
            throw seatCount(t.name() + " is played by " + t.minSeats() + " to " + t.maxSeats()
                    + " seats: minSeats and maxSeats must lie in that range, minSeats <= maxSeats (got " + lo + ".." + hi + ")");
        }
        int size = seats != null ? seats : maxSeats != null ? hi : lo;
        if (size < lo || size > hi) throw seatCount("seats must be from minSeats to maxSeats (" + lo + ".." + hi + "), not " + size);
        refuseUnjoinable(options);
        String seatName = checked(() -> Table.seatName(name));
        Map<String, Object> recorded = games.recordedOptions(type, size, options); // refused as a create would be
        checked(() -> codec.table().rules().deck(deck, Options.of(recorded)));
        String filter = Json.write(withoutInvite(recorded)); // no options: the defaults, never "any"

        GameService.SeatSecrets secrets = GameService.SeatSecrets.fresh();
        record Done(GameStreams.Appended appended, boolean created) {}
        ReentrantLock queue = queues.computeIfAbsent(t.name(), k -> new ReentrantLock());
        Done done;
        queue.lock();
        try {
            OffsetDateTime now = games.now();
            done = tx.inTransaction(c -> {
                open.lockQuickJoins(c, t.name());
                for (UUID id : open.candidates(c, t.name(), codec.rulesVersion(), lo, hi, filter,
                        CANDIDATES)) {
                    try {
                        return new Done(games.seatIn(c, id, new GameService.Claim(null, seatName, null, deck, null,
                                null), secrets, now), false);
                    } catch (ApiProblem p) {
                        // Filled or closed since the query (a plain take-seat, the open-game sweep), or its options
                        // refuse this deck: refused before anything was written, so the next candidate may follow.
                        if (p.status() >= 500) throw p;
                    }
                }
                GameService.NewGame fresh = games.prepare(type, size, options); // none to join: a new one
                games.checkOpenGames(c, address);
                games.insert(c, fresh);
                if (address != null) quotas.recordCreator(c, fresh.row().id(), address);
                return new Done(games.seatInNew(c, fresh, seatName, deck, secrets, now), true);
            });
        } finally {
            queue.unlock();
        }
        games.committed(done.appended());
        return new Joined(games.grant(done.appended().after().id(), secrets, done.appended()), t.name(),
                done.appended().after().codec().rulesVersion(),
                done.created());
    }

    /**
     * A quick-joined game is one anyone may join and nobody has pre-dealt: no invite (nobody would receive its
     * secret) and no seed (a seeded deal is known to whoever chose the seed).
     */
    private static void refuseUnjoinable(Map<String, ?> options) {
        if (options == null) return;
        if (options.get(Table.SEED_OPTION) != null) {
            throw ApiProblem.unprocessable("INVALID_OPTION",
                    "option 'seed' is not for quick joins: create a seeded game with POST /api/v1/games", null);
        }
        if (Boolean.TRUE.equals(options.get(Table.INVITE_OPTION))) {
            throw ApiProblem.unprocessable("INVALID_OPTION",
                    "option 'inviteOnly' is not for quick joins: create an invite-only game with POST /api/v1/games", null);
        }
    }

    /** The recorded options as compared: {@code inviteOnly: false} is the same game as no {@code inviteOnly}. */
    private static Map<String, Object> withoutInvite(Map<String, Object> recorded) {
        Map<String, Object> out = new LinkedHashMap<>(recorded);
        out.remove(Table.INVITE_OPTION);
        return out;
    }

    private static ApiProblem seatCount(String detail) {
        return ApiProblem.unprocessable("INVALID_SEAT_COUNT", detail, null);
    }

    private static <T> T checked(java.util.function.Supplier<T> rule) {
        try {
            return rule.get();
        } catch (RuleViolation v) {
            throw ApiProblem.unprocessable(v.code(), v.getMessage(), null);
        }
    }
}
