package io.tabletop.app.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabletop.app.ApiProblem;
import io.tabletop.app.Caused;
import io.tabletop.app.Codecs;
import io.tabletop.app.EventView;
import io.tabletop.app.GameCodec;
import io.tabletop.app.GameSignals;
import io.tabletop.app.GameStreams;
import io.tabletop.app.Hashing;
import io.tabletop.app.Ids;
import io.tabletop.app.Json;
import io.tabletop.app.Loaded;
import io.tabletop.app.Viewers;
import io.tabletop.engine.Options;
import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.SeatCommand;
import io.tabletop.engine.SeatDeck;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Silence;
import io.tabletop.engine.Status;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import io.tabletop.engine.Viewer;
import io.tabletop.store.EventStore;
import io.tabletop.store.GameRow;
import io.tabletop.store.Head;
import io.tabletop.store.IdempotencyKeys;
import io.tabletop.store.NewEvent;
import io.tabletop.store.Projections;
import io.tabletop.store.Seats;
import io.tabletop.store.StoreException;
import io.tabletop.store.StoredEvent;
import io.tabletop.store.Tx;
import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/** The write use cases: create a game, take a seat, make a move, and let silence speak when a deadline passes. */
@Singleton
public class GameService {

    private static final Logger LOG = Logger.getLogger(GameService.class);
    /** Games a sweep looks at, at most (the next sweep takes the rest). */
    private static final int SWEEP_BATCH = 100;
    private static final Duration FIRST_BACKOFF = Duration.ofSeconds(1);

    /** Table refusals that are conflicts with the game's state rather than bad requests. */
    private static final Set<String> CONFLICTS = Set.of("SEAT_TAKEN", "GAME_FULL");

    @Inject
    Tx tx;

    @Inject
    GameStreams streams;

    @Inject
    EventStore store;

    @Inject
    Projections projections;

    @Inject
    Seats seats;

    @Inject
    IdempotencyKeys idempotency;

    @Inject
    Codecs codecs;

    @Inject
    Clock clock;

    @Inject
    ReactionTimer timer;

    @Inject
    GameReads reads;

    @Inject
    GameSignals signals;

    @Inject
    GameLocks locks;

    @Inject
    ReactionGrace grace;

    private final QueuedPasses queuedPasses = new QueuedPasses();

    @Inject
    io.micrometer.core.instrument.MeterRegistry metrics;

    /** Whether a move at the cached head may be appended by one statement (off: every move takes the locked path). */
    @org.eclipse.microprofile.config.inject.ConfigProperty(name = "tabletop.moves.one-statement", defaultValue = "true")
    boolean oneStatement;

    /** Whether passes that wait for their game together are written together (see {@link QueuedPasses}). */
    @org.eclipse.microprofile.config.inject.ConfigProperty(name = "tabletop.moves.passes-together", defaultValue = "true")
    boolean passesTogether;

    @Inject
    SeatAuth auth;

    @Inject
    io.tabletop.app.Revocations revocations;

    @Inject
    io.tabletop.app.ClientLimits limits;

    @Inject
    io.tabletop.store.Quotas quotas;

    /** An open game at which nobody has sat down this long after its creation is abandoned (sooner than the TTL). */
    @ConfigProperty(name = "tabletop.open-game-unseated-ttl", defaultValue = "10m")
    Duration openUnseatedTtl;

    /** Recorded as a new game's {@code turnTimeoutSeconds} when its creator gives none; 0: no default. */
    @ConfigProperty(name = "tabletop.turn-timeout-default", defaultValue = "24h")
    Duration defaultTurnTimeout;

    /** An open game whose seats are not all taken this long after its creation is abandoned. */
    @ConfigProperty(name = "tabletop.open-game-ttl", defaultValue = "24h")
    Duration openGameTtl;

    /** The longest a game whose timeout keeps failing waits before the sweep tries it again. */
    @ConfigProperty(name = "tabletop.timeouts.max-backoff", defaultValue = "5m")
    Duration maxBackoff;

    /** Games whose timeout (or closing) failed: how often in a row, and not to be tried again before {@code next}. */
    private record Backoff(int failures, Instant next) {}

    private final Map<UUID, Backoff> backoff = new ConcurrentHashMap<>();

    @PostConstruct
    void gauges() {
        io.tabletop.app.Gauges.watch(metrics, "tabletop.timeouts.backoff", java.util.List.of(), backoff, Map::size);
    }

    public CreatedGame create(String type, int seatCount, Map<String, ?> rawOptions) {
        return create(type, seatCount, rawOptions, null);
    }

    /**
     * Creates a game for a client at {@code address} (null: not over HTTP): refused with 429 when that address holds
     * as many open games as it may ({@link #checkOpenGames}).
     */
    public CreatedGame create(String type, int seatCount, Map<String, ?> rawOptions, String address) {
        NewGame game = prepare(type, seatCount, rawOptions);
        tx.inTransaction(c -> {
            checkOpenGames(c, address);
            insert(c, game);
            if (address != null) quotas.recordCreator(c, game.row().id(), address);
            return null;
        });
        signals.committed(game.row().id(), 1);
        return game.answer();
    }

    /**
     * A game ready to be stored: validated, its seed drawn, its first event hashed and its secrets made, nothing
     * written yet (so that a caller can validate first and store it in a transaction of its own).
     */
    record NewGame(GameRow row, NewEvent first, String seed, String creatorToken, String inviteSecret,
                   GameCodec codec, TableEvent.GameCreated created) {
        CreatedGame answer() {
            return new CreatedGame(GameReads.summary(row), creatorToken, inviteSecret);
        }
    }

    GameCodec codec(String type) {
        return codecs.find(type).orElseThrow(() -> ApiProblem.unprocessable("UNKNOWN_GAME_TYPE",
                "unknown game type " + type + "; this service hosts " + codecs.all().stream()
                        .map(g -> g.table().rules().type().name()).toList(), null));
    }

    /** The options a game created with {@code rawOptions} records (validated, defaults and the server's turn timeout in). */
    Options options(GameCodec codec, Map<String, ?> rawOptions) {
        try {
            return Options.validate(codec.table().optionSpecs(), withDefaultTurnTimeout(rawOptions));
        } catch (RuleViolation v) {
            throw ApiProblem.unprocessable(v.code(), v.getMessage(), null);
        }
    }

    /**
     * The options a game created with these would record, refused as {@link #prepare} refuses them; nothing else is
     * made (a quick join that finds a game to join needs no seed, token nor first event).
     */
    Map<String, Object> recordedOptions(String type, int seatCount, Map<String, ?> rawOptions) {
        GameCodec codec = codec(type);
        Options options = options(codec, rawOptions);
        try {
            return codec.table().create(seatCount, options.without(Table.SEED_OPTION), "", false).options();
        } catch (RuleViolation v) {
            throw ApiProblem.unprocessable(v.code(), v.getMessage(), null);
        }
    }

    NewGame prepare(String type, int seatCount, Map<String, ?> rawOptions) {
        GameCodec codec = codec(type);
        Table<Object, Object, Object> table = codec.table();
        Options options = options(codec, rawOptions);
        TableEvent.GameCreated created;
        String seed = options.string(Table.SEED_OPTION);
        boolean seeded = seed != null;
        if (!seeded) seed = Hashing.newSeed();
        try {
            created = table.create(seatCount, options.without(Table.SEED_OPTION), SeededRng.commitment(seed), seeded);
        } catch (RuleViolation v) {
            throw ApiProblem.unprocessable(v.code(), v.getMessage(), null);
        }
        UUID id = Ids.newGameId();
        OffsetDateTime now = now();
        TableState<Object> state = table.initial(created);
        ObjectNode cause = Caused.cause(null, command("CREATE"), "CREATOR");
        NewEvent first = GameStreams.created(created, cause);
        byte[] hash = EventStore.chain(EventStore.GENESIS, 1, first.type(), first.data(), first.meta(), now);
        String creatorToken = Hashing.newToken();
        String inviteSecret = Boolean.TRUE.equals(created.options().get(Table.INVITE_OPTION)) ? Hashing.newToken() : null;
        GameRow row = new GameRow(id, type, Status.OPEN.name(), 1, GameStreams.seatsJson(state), List.of(), List.of(),
                Json.write(created.options()), created.seeded(), created.seedCommitment(), hash, null, null, now, now,
                created.rulesVersion());
        return new NewGame(row, first, seed, creatorToken, inviteSecret, codec, created);
    }

    /**
     * Refuses (429 {@code TOO_MANY_OPEN_GAMES}) a game about to be created from an address that holds as many open
     * games as it may; the address's creations are ordered by a lock until the caller's transaction ends, so the
     * count is exact across instances.
     */
    void checkOpenGames(Connection c, String address) throws SQLException {
        int cap = limits.openGamesPerAddress(address);
        if (cap <= 0) return;
        quotas.lockAddress(c, address);
        int open = quotas.openGames(c, address);
        if (open >= cap) {
            throw limits.refused("TOO_MANY_OPEN_GAMES", "this address has " + open + " open games (at most " + cap
                    + "): fill them, or wait until they close (an open game nobody sits at closes after "
                    + openUnseatedTtl.toMinutes() + " min)", 60);
        }
    }

    /** Stores a prepared game in the caller's transaction (signal {@code committed(id, 1)} after the commit). */
    void insert(Connection c, NewGame g) throws SQLException {
        UUID id = g.row().id();
        projections.insertGame(c, g.row());
        seats.insertSeed(c, id, g.seed());
        seats.insertAccess(c, id, Hashing.sha256(g.creatorToken()),
                g.inviteSecret() == null ? null : Hashing.sha256(g.inviteSecret()));
        store.append(c, id, 0, EventStore.GENESIS, List.of(g.first()), g.row().createdAt(), null, List.of());
    }

    /** The creator's options, with the server's turn timeout when they set none (recorded, so replays agree). */
    private Map<String, ?> withDefaultTurnTimeout(Map<String, ?> raw) {
        long seconds = defaultTurnTimeout.toSeconds();
        if (seconds <= 0 || (raw != null && raw.get(Table.TURN_TIMEOUT_OPTION) != null)) return raw;
        Map<String, Object> out = new java.util.LinkedHashMap<>(raw == null ? Map.of() : raw);
        out.put(Table.TURN_TIMEOUT_OPTION, Math.min(seconds, Table.MAX_TURN_TIMEOUT_SECONDS));
        return out;
    }

    /**
     * Who asks for a seat, and how: the seat wanted (null: the lowest free one), its name, the invite secret of an
     * invite-only game, the deck (games played with decks), the house bot that is to play it (null: a player over
     * HTTP), and the creator's token when the creator takes it (then the creator may recover it too).
     */
    public record Claim(Integer seat, String name, String inviteSecret, SeatDeck deck, String bot,
                        String creatorToken) {}

    /** Takes a seat; an invite-only game also needs {@code inviteSecret} (checked before anything else). */
    public SeatGrant takeSeat(UUID id, Integer requestedSeat, String name, String inviteSecret) {
        return takeSeat(id, new Claim(requestedSeat, name, inviteSecret, null, null, null));
    }

    /**
     * Takes a seat as {@code claim} says. A house bot's seat (as any other, same checks and events): the cause says
     * source BOT and names the bot, the seats row keeps the bot's id (so any replica plays it, after any restart), and
     * no token nor recovery secret is given out — the stored hash is of a random token nobody holds. Its {@code name}
     * defaults to the bot's id.
     */
    public SeatGrant takeSeat(UUID id, Claim claim) {
        if (claim.bot() == null) return locks.with(id, () -> takeSeatLocked(id, claim));
        String type = reads.codec(id).table().rules().type().name();
        io.tabletop.bots.Strategy strategy = io.tabletop.bots.Bots.find(claim.bot()).filter(b -> b.game().equals(type))
                .orElseThrow(() -> ApiProblem.unprocessable("UNKNOWN_BOT", "no house bot " + claim.bot() + " for "
                        + type + "; GET /api/v1/game-types lists them: " + io.tabletop.bots.Bots.forGame(type).stream()
                        .map(io.tabletop.bots.Strategy::id).toList(), null));
        String seatName = claim.name() == null || claim.name().isBlank() ? strategy.id() : claim.name();
        Claim bot = new Claim(claim.seat(), seatName, claim.inviteSecret(), claim.deck(), strategy.id(),
                claim.creatorToken());
        SeatGrant grant = locks.with(id, () -> takeSeatLocked(id, bot));
        return new SeatGrant(grant.gameId(), grant.seat(), null, null, grant.version(), grant.status(), strategy.id());
    }

    private SeatGrant takeSeatLocked(UUID id, Claim claim) {
        OffsetDateTime now = now();
        SeatSecrets secrets = SeatSecrets.fresh();
        GameStreams.Appended done = tx.inTransaction(c -> seatIn(c, id, claim, secrets, now));
        committed(done);
        return grant(id, secrets, done);
    }

    /** A seat's token and recovery secret, made before they are stored (their hashes) and shown once. */
    record SeatSecrets(String token, String recovery) {
        static SeatSecrets fresh() {
            return new SeatSecrets(Hashing.newToken(), Hashing.newToken());
        }
    }

    /**
     * The answer to a seat taken by {@link #seatIn}, once committed; its token is known here from now on (its first
     * move is not a database read).
     */
    SeatGrant grant(UUID id, SeatSecrets secrets, GameStreams.Appended done) {
        TableState<Object> state = done.after().state();
        int seat = ((TableEvent.SeatTaken) done.events().getFirst()).seat();
        auth.issued(secrets.token(), id, seat);
        return new SeatGrant(id, seat, secrets.token(), secrets.recovery(), state.version(),
                done.after().codec().table().status(state).name(), null);
    }

    /**
     * Takes a seat in the caller's transaction: locks the game's row, checks (invite, open, the table's rules) and
     * appends. Every refusal is thrown before anything is written, so a caller may try another game in the same
     * transaction. Call {@link #committed} after the commit.
     */
    GameStreams.Appended seatIn(Connection c, UUID id, Claim claim, SeatSecrets secrets, OffsetDateTime now)
            throws SQLException {
        Head head = store.lockHead(c, id).orElseThrow(() -> GameReads.noSuchGame(id));
        return seatIn(c, id, head, streams.load(c, id, head), claim, secrets, now);
    }

    /**
     * The first seat of a game {@link #insert inserted} in this transaction: its head and state are what was just
     * written (its row is this transaction's own), so nothing is read back. Call {@link #committed} after the commit.
     */
    GameStreams.Appended seatInNew(Connection c, NewGame fresh, String name, SeatDeck deck, SeatSecrets secrets,
                                   OffsetDateTime now) throws SQLException {
        GameRow row = fresh.row();
        Head head = new Head(row.type(), row.status(), row.version(), row.headHash(), null, null, row.rulesVersion());
        Loaded g = streams.inserted(row.id(), fresh.codec(), fresh.first(), row.headHash(), fresh.seed());
        return seatIn(c, row.id(), head, g, new Claim(null, name, null, deck, null, null), secrets, now);
    }

    private GameStreams.Appended seatIn(Connection c, UUID id, Head head, Loaded g, Claim claim, SeatSecrets secrets,
                                        OffsetDateTime now) throws SQLException {
        boolean inviteOnly = Boolean.TRUE.equals(g.state().created().options().get(Table.INVITE_OPTION));
        Seats.Access access = inviteOnly || claim.creatorToken() != null ? seats.access(c, id) : null;
        if (inviteOnly) {
            checkSecret(access.inviteHash(), claim.inviteSecret(), "INVITE_REQUIRED",
                    "this game is invite-only: send the invite secret as inviteSecret", "INVALID_INVITE",
                    "the invite secret is not this game's");
        }
        if (claim.creatorToken() != null) {
            checkSecret(access.creatorHash(), claim.creatorToken(), "CREATOR_TOKEN_REQUIRED",
                    "send Authorization: Bearer <creator token>", "NOT_CREATOR",
                    "this is not the game's creator token: take a seat without Authorization, or as its creator with"
                            + " the creator token");
        }
        if (Status.FINISHED.name().equals(head.status()) && !g.state().started()) {
            throw ApiProblem.conflict("GAME_ABANDONED", "this game was closed before its seats were taken",
                    head.version());
        }
        if (!Status.OPEN.name().equals(head.status())) {
            throw ApiProblem.conflict("GAME_FULL", "every seat of this game is taken", head.version());
        }
        List<Object> events;
        try {
            events = g.codec().table().takeSeat(g.state(), claim.seat(), claim.name(), claim.deck(),
                    new SeededRng(g.seed(), head.version()));
        } catch (RuleViolation v) {
            throw refusal(v, head.version());
        }
        int seat = ((TableEvent.SeatTaken) events.getFirst()).seat();
        String bot = claim.bot();
        // the last seat taken by a bot where every other seat is a bot too: a game only house bots play
        boolean allBots = bot != null && g.state().names().stream().filter(java.util.Objects::isNull).count() == 1
                && seats.humanSeats(c, id) == 0;
        if (allBots) checkBotGames(c, id);
        seats.insertSeat(c, id, seat, Hashing.sha256(secrets.token()), now, bot,
                bot == null ? Hashing.sha256(secrets.recovery()) : null, claim.creatorToken() != null);
        if (allBots) quotas.markAllBots(c, id);
        ObjectNode command = command("TAKE_SEAT");
        command.put("seat", seat);
        command.put("name", ((TableEvent.SeatTaken) events.getFirst()).name());
        if (claim.deck() != null) command.set("deck", Json.tree(claim.deck())); // the log is published once the game is over
        if (bot != null) command.put("bot", bot);
        String source = bot == null ? Caused.SEAT : Caused.BOT;
        return streams.append(c, g, head, List.of(new Caused(Caused.cause(seat, command, source), events)), now);
    }

    /**
     * A game about to start with only house bots at its seats: refused past the service's cap on running all-bot
     * games (503) or past its creator address's (429). Starts of such games are ordered by one lock, so that racing
     * ones cannot pass the caps together.
     */
    private void checkBotGames(Connection c, UUID id) throws SQLException {
        int service = limits.allBotGames();
        String creator = quotas.creator(c, id);
        int perAddress = limits.allBotGamesPerAddress(creator);
        if (service <= 0 && perAddress <= 0) return;
        quotas.lockAddress(c, "all-bot games");
        if (service > 0 && quotas.allBotGames(c) >= service) {
            limits.count("BOT_GAMES_FULL");
            throw ApiProblem.unavailable("BOT_GAMES_FULL", "the service runs its maximum of " + service
                    + " games played only by house bots; seat a player, or try again later", 60);
        }
        if (perAddress > 0 && quotas.allBotGames(c, creator) >= perAddress) {
            throw limits.refused("TOO_MANY_BOT_GAMES", "this game's creator address runs its maximum of " + perAddress
                    + " games played only by house bots; seat a player, or wait for one to end", 60);
        }
    }

    /**
     * A taken seat gets a new token and a new recovery secret (both shown this once); the old token stops at once on
     * every instance (its lookups, live streams and long-polls: {@link io.tabletop.app.Revocations}). Who may: the
     * seat's holder, with the seat's recovery secret, while the game is not over; the creator, with its creator
     * token, only for a seat it took with that token. Nobody recovers a house bot's seat. Each recovery is a public
     * event of the game ({@link TableEvent.SeatTokenReissued}: which seat, by whom, when), which the audit replays.
     */
    public SeatGrant recoverSeat(UUID id, int seat, String secret) {
        if (secret == null || secret.isBlank()) {
            throw ApiProblem.unauthorized("RECOVERY_SECRET_REQUIRED", "send Authorization: Bearer <the seat's recovery"
                    + " secret> (or the creator token, for a seat the creator took)");
        }
        if (secret.length() > 200) throw cannotRecover(seat);
        return locks.with(id, () -> {
            OffsetDateTime now = now();
            SeatSecrets fresh = SeatSecrets.fresh();
            record Done(GameStreams.Appended appended, byte[] old) {}
            Done done = tx.inTransaction(c -> {
                Head head = store.lockHead(c, id).orElseThrow(() -> GameReads.noSuchGame(id));
                Seats.SeatRow row = seats.lockSeat(c, id, seat).orElse(null);
                byte[] given = Hashing.sha256(secret);
                String by;
                if (row != null && row.recoveryHash() != null && MessageDigest.isEqual(row.recoveryHash(), given)) {
                    by = Table.BY_HOLDER;
                } else {
                    byte[] creator = seats.access(c, id).creatorHash();
                    if (creator == null || !MessageDigest.isEqual(creator, given)) throw cannotRecover(seat);
                    if (row == null) throw ApiProblem.notFound("NO_SUCH_SEAT", "seat " + seat + " of this game is not taken");
                    if (!row.byCreator()) {
                        throw ApiProblem.forbidden("NOT_YOUR_SEAT", "the creator recovers only the seats it took with"
                                + " its creator token; seat " + seat + "'s holder recovers it with its recovery secret");
                    }
                    by = Table.BY_CREATOR;
                }
                if (row.bot() != null) {
                    throw ApiProblem.conflict("BOT_SEAT", "a house bot plays seat " + seat + "; nobody takes it over",
                            head.version());
                }
                Loaded g = streams.load(c, id, head);
                TableEvent.SeatTokenReissued event;
                try {
                    event = g.codec().table().reissueToken(g.state(), seat, by);
                } catch (RuleViolation v) {
                    throw ApiProblem.conflict(v.code(), v.getMessage(), head.version());
                }
                seats.replaceToken(c, id, seat, row.tokenHash(), Hashing.sha256(fresh.token()),
                        Hashing.sha256(fresh.recovery()), now);
                ObjectNode cause = Caused.cause(seat, Caused.reissue(seat, by), by);
                return new Done(streams.append(c, g, head, List.of(new Caused(cause, List.of(event))), now), row.tokenHash());
            });
            // before the commit is signalled here: nothing on this instance serves the old token once it is known
            revocations.revoked(id, seat, Hashing.hex(done.old()));
            committed(done.appended());
            auth.issued(fresh.token(), id, seat);
            String by = ((TableEvent.SeatTokenReissued) done.appended().events().getFirst()).by();
            LOG.infof("game %s: seat %d recovered by its %s", id, seat, by.toLowerCase(java.util.Locale.ROOT));
            TableState<Object> after = done.appended().after().state();
            return new SeatGrant(id, seat, fresh.token(), fresh.recovery(), after.version(),
                    done.appended().after().codec().table().status(after).name(), null);
        });
    }

    private static ApiProblem cannotRecover(int seat) {
        return ApiProblem.forbidden("CANNOT_RECOVER_SEAT", "this is neither seat " + seat + "'s recovery secret nor"
                + " the creator token of this game");
    }

    /** A secret checked against its stored hash: none sent 401, a wrong one (or none stored) 403. */
    private static void checkSecret(byte[] storedHash, String given, String missingCode, String missing,
                                    String wrongCode, String wrong) {
        if (given == null || given.isBlank()) throw ApiProblem.unauthorized(missingCode, missing);
        if (storedHash == null || given.length() > 200 || !MessageDigest.isEqual(storedHash, Hashing.sha256(given))) {
            throw ApiProblem.forbidden(wrongCode, wrong);
        }
    }

    /**
     * A seat's move at {@code expectedVersion}. The checks run in this order: idempotent replay, stale version
     * (412), game not active (409), the rules, then the game's service limits (422, {@link Table#moveLive}: every path
     * that writes a seat's command decides it so; silence and the audit do not); nothing is written unless all pass.
     */
    public MoveOutcome move(UUID id, int seat, long expectedVersion, String idempotencyKey, JsonNode body) {
        return move(id, seat, expectedVersion, idempotencyKey, body, Caused.SEAT);
    }

    /**
     * A house bot's move: exactly the path of an HTTP move (idempotency, If-Match, commuting reactions, the rules,
     * one append), only its cause says {@code source: BOT}.
     */
    public MoveOutcome moveAsBot(UUID id, int seat, long expectedVersion, String idempotencyKey, JsonNode body) {
        return move(id, seat, expectedVersion, idempotencyKey, body, Caused.BOT);
    }

    private MoveOutcome move(UUID id, int seat, long expectedVersion, String idempotencyKey, JsonNode body, String source) {
        GameCodec codec = reads.codec(id);
        String game = codec.table().rules().type().name();
        try {
            MoveOutcome outcome = move(id, seat, expectedVersion, idempotencyKey, body, codec, source);
            countMove(game, "accepted", "OK");
            return outcome;
        } catch (ApiProblem p) {
            countMove(game, p.status() == 412 ? "stale" : p.status() >= 500 ? "failed" : "refused", p.code());
            throw p;
        } catch (RuntimeException | Error e) {
            countMove(game, "failed", io.tabletop.app.Outages.problem(e).map(ApiProblem::code).orElse("ERROR"));
            throw e;
        }
    }

    /**
     * {@code tabletop.moves{game, outcome, code}}: outcome accepted (code OK), stale (412, STALE_VERSION), refused
     * (4xx: the rule's or the request's code) or failed (5xx: DATABASE_UNAVAILABLE, OUTCOME_UNKNOWN, ERROR). Codes are
     * a closed set (the games' rule codes and the API's), so the series stay bounded.
     */
    private void countMove(String game, String outcome, String code) {
        String c = code == null ? "NONE" : code;
        moveCounters.computeIfAbsent(List.of(game, outcome, c),
                k -> metrics.counter("tabletop.moves", "game", game, "outcome", outcome, "code", c)).increment();
    }

    /** The counters met so far, by (game, outcome, code): a registry lookup builds and hashes an id every time. */
    private final Map<List<String>, io.micrometer.core.instrument.Counter> moveCounters = new ConcurrentHashMap<>();

    /** What made a move stale when it was not a pass it could commute over: the head had moved a window or more. */
    private static final Object FAR = new Object();

    /**
     * tabletop.moves.stale{why, after}: why a move was answered 412 — FAR (the head had moved a reaction window or
     * more past its version, or the events since are not at hand), OWN (a pass of its own seat since), AFTER (the first
     * event since that is not another seat's pass: {@code after} names its type), ILLEGAL (it commuted, but is no
     * longer legal at the head), AHEAD (a version the game has not reached).
     */
    private void countStale(Object blocking, boolean ownPass) {
        String why = blocking == FAR ? "FAR" : ownPass ? "OWN" : blocking == null ? "AHEAD" : "AFTER";
        String after = why.equals("AFTER") ? blocking.getClass().getSimpleName() : "-";
        countStale(why, after);
    }

    private void countStale(String why, String after) {
        moveCounters.computeIfAbsent(List.of("stale", why, after),
                k -> metrics.counter("tabletop.moves.stale", "why", why, "after", after)).increment();
    }

    /** The first event that keeps a move decided at {@code expectedVersion} from commuting, or null (it commutes). */
    private static Object blocking(Table<Object, Object, Object> table, List<Object> events, int seat) {
        for (Object e : events) {
            if (Table.accessOnly(e)) continue; // a token replaced changes nothing a move was decided on
            OptionalInt passed = table.reactionPass(e);
            if (passed.isEmpty() || passed.getAsInt() == seat) return e;
        }
        return null;
    }

    private void countStale(Table<Object, Object, Object> table, Object blocking, int seat) {
        OptionalInt passed = blocking == null || blocking == FAR ? OptionalInt.empty() : table.reactionPass(blocking);
        countStale(blocking, passed.isPresent() && passed.getAsInt() == seat);
    }

    private void countCachedHead(String result) {
        moveCounters.computeIfAbsent(List.of("cached-head", result),
                k -> metrics.counter("tabletop.moves.cached-head", "result", result)).increment();
    }

    private MoveOutcome move(UUID id, int seat, long expectedVersion, String idempotencyKey, JsonNode body,
                             GameCodec codec, String source) {
        Object command = codec.parseCommand(body);
        int window = codec.table().rules().type().maxSeats();
        failFastIfStale(id, expectedVersion, idempotencyKey, window);
        boolean pass = codec.table().passes(command);
        if (!pass) grace.awaitPasses(id, seat, expectedVersion);
        // an unkeyed pass may be written together with the others of its game that wait with it (QueuedPasses)
        QueuedPasses.Pass queued = pass && idempotencyKey == null && oneStatement && passesTogether
                ? new QueuedPasses.Pass(id, seat, expectedVersion, command, source) : null;
        if (queued != null) queuedPasses.add(queued);
        try {
            return locks.with(id, pass, () -> {
                MoveOutcome together = queued == null ? null : writePassesTogether(id, queued);
                if (together != null) return together;
                failFastIfStale(id, expectedVersion, idempotencyKey, window);
                return appendMove(id, seat, expectedVersion, idempotencyKey, body, command, source);
            });
        } finally {
            if (queued != null) queuedPasses.remove(queued);
        }
    }

    /**
     * Holding the game's lock with a pass: its answer when a writer before already wrote it; else every pass of the
     * game waiting now (this one too) is written in one statement, when there are several. Null: this pass is still
     * its own request's to write, by the single-move path.
     */
    private MoveOutcome writePassesTogether(UUID id, QueuedPasses.Pass mine) {
        MoveOutcome done = mine.outcome();
        if (done != null) return done;
        List<QueuedPasses.Pass> waiting = queuedPasses.drain(id);
        if (!waiting.contains(mine)) { // a writer before left it (see appendPassesAtCachedHead)
            List<QueuedPasses.Pass> with = new ArrayList<>(waiting.size() + 1);
            with.add(mine);
            with.addAll(waiting);
            waiting = with;
        }
        if (waiting.size() < 2) return null;
        appendPassesAtCachedHead(id, waiting);
        return mine.outcome();
    }

    /**
     * Passes that waited for their game together, decided in turn at the cached head exactly as
     * {@link #appendAtCachedHead} decides one — each at the version the one before it left, commuting over the
     * other seats' passes since its own version — and appended by one statement: one commit, one wake-up of the
     * game's streams. Each keeps its own batch in the log (its cause on its first event) and gets the answer it
     * would have got alone: the version, status and awaited seats after it, and its own events. A pass this would
     * not take (stale, illegal, a game not active, a version not in memory), or every pass when the statement wrote
     * nothing, is left to its request, which takes the single-move path and is answered as before.
     */
    private void appendPassesAtCachedHead(UUID id, List<QueuedPasses.Pass> waiting) {
        if (!signals.listening()) return;
        Loaded g = streams.peek(id);
        if (g == null || signals.known(id) != g.version() || g.deadlineWindow() == null && g.deadline() != null) {
            return;
        }
        Table<Object, Object, Object> table = g.codec().table();
        TableState<Object> state = g.state();
        List<Object> since = new ArrayList<>(); // what the passes taken so far append
        List<Caused> batches = new ArrayList<>(waiting.size());
        List<QueuedPasses.Pass> taken = new ArrayList<>(waiting.size());
        List<TableState<Object>> after = new ArrayList<>(waiting.size());
        for (QueuedPasses.Pass p : waiting) {
            if (table.status(state) != Status.ACTIVE || p.expectedVersion > state.version()) continue;
            if (p.expectedVersion < state.version() && !othersPassedSince(g, since, p.seat, p.expectedVersion)) continue;
            List<Object> events;
            try {
                events = table.moveLive(state, p.seat, p.command, new SeededRng(g.seed(), state.version()));
            } catch (RuleViolation v) {
                continue;
            }
            batches.add(new Caused(Caused.cause(p.seat, g.codec().writeCommand(p.command), p.source), events));
            for (Object e : events) state = table.evolve(state, e);
            since.addAll(events);
            taken.add(p);
            after.add(state);
        }
        if (taken.isEmpty()) return;
        OffsetDateTime now = now();
        long started = System.nanoTime();
        GameStreams.Appended done;
        try {
            done = tx.alone(c -> streams.appendAtCachedHead(c, g, batches, now));
        } catch (RuntimeException e) {
            for (QueuedPasses.Pass p : taken) p.failed(e);
            return;
        }
        if (done == null) {
            countCachedHead("missed");
            return;
        }
        committed(done);
        long took = System.nanoTime() - started;
        io.micrometer.core.instrument.Timer appendTimer = appendTimer("committed");
        int from = 0;
        for (int i = 0; i < taken.size(); i++) {
            QueuedPasses.Pass p = taken.get(i);
            TableState<Object> s = after.get(i);
            int to = from + batches.get(i).events().size();
            Status status = table.status(s);
            String response = new MoveResult(table.rules().type().name(), s.version(), status.name(),
                    table.awaiting(s), present(done, p.seat, from, to, status == Status.FINISHED)).json();
            p.written(new MoveOutcome(s.version(), response));
            countCachedHead(taken.size() > 1 ? "together" : "appended");
            appendTimer.record(took, java.util.concurrent.TimeUnit.NANOSECONDS);
            from = to;
        }
    }

    /**
     * Versions only grow: a version seen committed proves a move stale without a database round trip — unless so few
     * events came since that they may all be other seats' passes in one reaction window (fewer than the seats).
     */
    private void failFastIfStale(UUID id, long expectedVersion, String idempotencyKey, int window) {
        long known = signals.known(id);
        if (idempotencyKey == null && known - expectedVersion >= window) {
            countStale("FAR", "-");
            throw ApiProblem.stale(known);
        }
    }

    private MoveOutcome appendMove(UUID id, int seat, long expectedVersion, String idempotencyKey, JsonNode body,
                                   Object command, String source) {
        OffsetDateTime now = now();
        // Only a keyed request is ever compared with a replay. The same body at another If-Match is another request.
        byte[] requestHash = idempotencyKey == null ? null
                : Hashing.sha256(seat + ":" + expectedVersion + ":" + Json.canonical(body));
        io.micrometer.core.instrument.Timer.Sample sample = io.micrometer.core.instrument.Timer.start(metrics);
        String[] outcome = {"failed"};
        try {
            return appendMoveTimed(id, seat, expectedVersion, idempotencyKey, body, command, now, requestHash, outcome,
                    source);
        } finally {
            sample.stop(appendTimer(outcome[0]));
        }
    }

    /**
     * {@code tabletop.moves.append{outcome}}: the time of a move's transaction — lock the head, check, decide, append
     * events and projections, commit — with a percentile histogram; outcome committed, replayed (idempotent),
     * refused (412/409/422 under the lock) or failed.
     */
    private io.micrometer.core.instrument.Timer appendTimer(String outcome) {
        return appendTimers.computeIfAbsent(outcome, o -> io.micrometer.core.instrument.Timer
                .builder("tabletop.moves.append").tag("outcome", o)
                .publishPercentileHistogram().minimumExpectedValue(Duration.ofMillis(1))
                .maximumExpectedValue(Duration.ofSeconds(10)).register(metrics));
    }

    /** The append timers by outcome: building and registering one per move was ~0.4 % of the service's CPU. */
    private final Map<String, io.micrometer.core.instrument.Timer> appendTimers = new ConcurrentHashMap<>();

    private MoveOutcome appendMoveTimed(UUID id, int seat, long expectedVersion, String idempotencyKey, JsonNode body,
                                        Object command, OffsetDateTime now, byte[] requestHash, String[] outcome,
                                        String source) {
        Committed result;
        try {
            result = idempotencyKey == null ? appendAtCachedHead(id, seat, expectedVersion, command, now, source) : null;
            if (result == null) {
                result = appendInTransaction(id, seat, expectedVersion, idempotencyKey, body, command, now, requestHash,
                        source);
            }
        } catch (ApiProblem p) {
            outcome[0] = p.status() >= 500 ? "failed" : "refused";
            throw p;
        }
        outcome[0] = result.appended() == null ? "replayed" : "committed";
        if (result.appended() != null) committed(result.appended());
        return result.outcome();
    }

    private Committed appendInTransaction(UUID id, int seat, long expectedVersion, String idempotencyKey,
                                          JsonNode body, Object command, OffsetDateTime now, byte[] requestHash,
                                          String source) {
        return tx.inTransaction(c -> {
            Head head = store.lockHead(c, id).orElseThrow(() -> GameReads.noSuchGame(id));
            if (idempotencyKey != null) {
                Optional<IdempotencyKeys.Recorded> seen = idempotency.find(c, id, seat, idempotencyKey, now);
                if (seen.isPresent()) {
                    if (!Arrays.equals(seen.get().requestHash(), requestHash)) {
                        throw ApiProblem.unprocessable("IDEMPOTENCY_KEY_REUSED",
                                "this Idempotency-Key was used for a different request", head.version());
                    }
                    return new Committed(new MoveOutcome(seen.get().version(), seen.get().response()), null);
                }
            }
            Object blocking = expectedVersion < head.version() ? blockingSince(c, id, seat, expectedVersion, head) : null;
            boolean commuted = expectedVersion < head.version() && blocking == null;
            if (expectedVersion != head.version() && !commuted) {
                countStale(reads.codec(id).table(), blocking, seat);
                // Learn the head (committed: read under its lock), so that this instance stops answering reads from
                // an older state it holds; a client sticky to it would otherwise get 412 after 412.
                signals.committed(id, head.version());
                throw ApiProblem.stale(head.version());
            }
            if (!Status.ACTIVE.name().equals(head.status())) {
                throw ApiProblem.conflict("GAME_NOT_ACTIVE", Status.OPEN.name().equals(head.status())
                        ? "the game starts when every seat is taken" : "the game is over", head.version());
            }
            Loaded g = streams.load(c, id, head);
            List<Object> events;
            try {
                events = g.codec().table().moveLive(g.state(), seat, command, new SeededRng(g.seed(), head.version()));
            } catch (RuleViolation v) {
                // A commuted reaction that is no longer legal at the head is stale, as it would have been without
                // commuting: the client decided on a position that is gone.
                if (commuted) {
                    countStale("ILLEGAL", "-");
                    throw ApiProblem.stale(head.version());
                }
                throw refusal(v, head.version());
            }
            ObjectNode cause = Caused.cause(seat, g.codec().writeCommand(command), source);
            GameStreams.Appended done = streams.append(c, g, head, List.of(new Caused(cause, events)), now);
            Table<Object, Object, Object> table = done.after().codec().table();
            TableState<Object> after = done.after().state();
            String response = new MoveResult(table.rules().type().name(), after.version(), table.status(after).name(),
                    table.awaiting(after), present(done, seat)).json();
            if (idempotencyKey != null) {
                idempotency.record(c, id, seat, idempotencyKey, requestHash, response, done.after().version(), now);
            }
            return new Committed(new MoveOutcome(done.after().version(), response), done);
        });
    }

    /**
     * The common case in one round trip: the game is cached here at the newest head this instance knows, and the
     * move was decided on that version — or on an older one when the events since (kept in memory, as stored) are
     * all other seats' passes in the same reaction window (reactions commute, as in the locked path). It is decided
     * on the cached state and appended by one statement that writes only while the database's head is still that
     * one (no lock, no read, its commit in the same round trip). A move the events in memory prove stale is answered
     * 412 at once. Null sends the move down the locked path, which answers everything else exactly as before: a
     * version this instance cannot judge from memory, a game not active, an illegal move (decided again at the
     * locked head, so that a move decided on a head another instance had passed is answered 412, not 422), a keyed
     * request, or a head another instance moved meanwhile (the statement wrote nothing).
     */
    private Committed appendAtCachedHead(UUID id, int seat, long expectedVersion, Object command, OffsetDateTime now,
                                         String source) {
        if (!oneStatement || !signals.listening()) return null; // other instances' commits may be passing unheard
        Loaded g = streams.peek(id);
        if (g == null || expectedVersion > g.version() || signals.known(id) != g.version()
                || g.deadlineWindow() == null && g.deadline() != null) {
            return null;
        }
        Table<Object, Object, Object> table = g.codec().table();
        if (expectedVersion < g.version() && !othersPassedSince(g, seat, expectedVersion)) {
            // What the locked path would answer, without its round trips: the events since the move's version
            // (in memory, exactly as stored) are not all other seats' passes, so no newer head can make it commute.
            int from = g.recent().covering(expectedVersion, g.version());
            if (from >= 0) {
                countCachedHead("stale");
                List<Object> recent = g.recent().events();
                Object first = g.version() - expectedVersion >= table.rules().type().maxSeats() ? FAR
                        : blocking(table, recent.subList(from, recent.size()), seat);
                countStale(table, first == null ? FAR : first, seat);
                throw ApiProblem.stale(g.version());
            }
            return null;
        }
        if (table.status(g.state()) != Status.ACTIVE) return null;
        List<Object> events;
        try {
            events = table.moveLive(g.state(), seat, command, new SeededRng(g.seed(), g.version()));
        } catch (RuleViolation v) {
            return null;
        }
        ObjectNode cause = Caused.cause(seat, g.codec().writeCommand(command), source);
        GameStreams.Appended done = tx.alone(c -> streams.appendAtCachedHead(c, g, List.of(new Caused(cause, events)), now));
        // tabletop.moves.cached-head{result}: appended in one statement (together: passes written with others, see
        // appendPassesAtCachedHead), missed (another instance moved the game), or
        // stale (answered 412 from memory, above)
        countCachedHead(done == null ? "missed" : "appended");
        if (done == null) return null;
        TableState<Object> after = done.after().state();
        String response = new MoveResult(table.rules().type().name(), after.version(), table.status(after).name(),
                table.awaiting(after), present(done, seat)).json();
        return new Committed(new MoveOutcome(done.after().version(), response), done);
    }

    /** {@link #onlyOthersPassedSince} on the events this instance appended last, when they reach back that far. */
    private static boolean othersPassedSince(Loaded g, int seat, long expectedVersion) {
        return othersPassedSince(g, List.of(), seat, expectedVersion);
    }

    /** As above, with {@code more} events (about to be appended) after the cached head. */
    private static boolean othersPassedSince(Loaded g, List<Object> more, int seat, long expectedVersion) {
        int window = g.codec().table().rules().type().maxSeats();
        long head = g.version() + more.size();
        if (expectedVersion < 1 || head - expectedVersion >= window) return false;
        if (expectedVersion < g.version()) {
            int from = g.recent().covering(expectedVersion, g.version());
            if (from < 0) return false;
            List<Object> recent = g.recent().events();
            return othersPassed(g, recent.subList(from, recent.size()), seat) && othersPassed(g, more, seat);
        }
        return othersPassed(g, more.subList((int) (expectedVersion - g.version()), more.size()), seat);
    }

    private static boolean othersPassed(Loaded g, List<Object> events, int seat) {
        return blocking(g.codec().table(), events, seat) == null;
    }

    /**
     * Reactions commute: when every event after {@code expectedVersion} is a pass of another seat in the reaction
     * window that was open there (a pass never closes a window by itself, so it is still the same window), a reaction
     * decided on that version may be decided at the head: then null. The first reaction that is not a pass still wins:
     * the first event since that is anything else is returned ({@link #FAR} when the head is a window or more ahead,
     * or the events are not all there), and the move is stale.
     */
    private Object blockingSince(Connection c, UUID id, int seat, long expectedVersion, Head head) throws SQLException {
        GameCodec codec = reads.codec(id);
        int window = codec.table().rules().type().maxSeats();
        if (expectedVersion < 1 || head.version() - expectedVersion >= window) return FAR;
        List<StoredEvent> since = store.read(c, id, expectedVersion, head.version(), window);
        if (since.size() != head.version() - expectedVersion) return FAR;
        List<Object> events = new ArrayList<>(since.size());
        for (StoredEvent e : since) events.add(codec.readEvent(e.type(), e.data()));
        return blocking(codec.table(), events, seat);
    }

    /** A move's answer, and what it appended (null when an idempotent replay appended nothing). */
    private record Committed(MoveOutcome outcome, GameStreams.Appended appended) {}

    /** Events just appended, as {@code seat} may see them (everything once the game is over). */
    static List<EventView> present(GameStreams.Appended done, Integer seat) {
        TableState<Object> after = done.after().state();
        return present(done, seat, 0, done.stored().size(),
                done.after().codec().table().status(after) == Status.FINISHED);
    }

    /** Events {@code from}…{@code to - 1} of an append, as {@code seat} may see them, or all of them once {@code finished}. */
    static List<EventView> present(GameStreams.Appended done, Integer seat, int from, int to, boolean finished) {
        Viewer viewer = finished ? Viewer.AUDITOR : Viewers.of(seat);
        List<EventView> out = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            StoredEvent s = done.stored().get(i);
            out.add(new EventView(s.seq(), s.type(), s.recordedAt(), done.dataFor(i, viewer)));
        }
        return out;
    }

    /** As above, from the parts (the data re-encoded for each event). */
    static List<EventView> present(GameCodec codec, TableState<Object> after, List<StoredEvent> stored,
                                   List<Object> events, Integer seat) {
        Table<Object, Object, Object> table = codec.table();
        Viewer viewer = table.status(after) == Status.FINISHED ? Viewer.AUDITOR : Viewers.of(seat);
        List<EventView> out = new ArrayList<>(stored.size());
        for (int i = 0; i < stored.size(); i++) {
            StoredEvent s = stored.get(i);
            out.add(new EventView(s.seq(), s.type(), s.recordedAt(), codec.eventData(table.redact(events.get(i), viewer))));
        }
        return out;
    }

    /**
     * Applies silence in every game whose step deadline has passed: the moves the game states for silence, each at
     * its own version, appended as one batch. A game that fails is logged, counted and left alone for a while
     * (doubling, capped), so that it neither stops nor hogs the sweep. Returns how many games moved.
     */
    public int expireDeadlines() {
        List<UUID> resting = resting();
        List<Projections.Due> due = tx.read(c -> projections.overdue(c, SWEEP_BATCH, resting));
        int moved = 0;
        for (Projections.Due d : due) {
            if (isolated(d, () -> expire(d.id()))) moved++;
        }
        return moved;
    }

    /** Abandons every open game older than the open-game TTL (see {@link Table#abandon}). Returns how many. */
    public int abandonStaleOpenGames() {
        List<UUID> resting = resting();
        OffsetDateTime cutoff = now().minus(openGameTtl);
        List<Projections.Due> stale = tx.read(c -> projections.openSince(c, cutoff, SWEEP_BATCH, resting));
        int closed = 0;
        for (Projections.Due d : stale) {
            if (isolated(d, () -> abandon(d.id(), openGameTtl, false))) closed++;
        }
        // nobody sat down at these: they only fill the lobby
        OffsetDateTime unseated = now().minus(openUnseatedTtl);
        List<Projections.Due> empty = tx.read(c -> projections.openUnseatedSince(c, unseated, SWEEP_BATCH, resting));
        for (Projections.Due d : empty) {
            if (isolated(d, () -> abandon(d.id(), openUnseatedTtl, true))) closed++;
        }
        return closed;
    }

    /** Games in back-off now (forgetting those not retried long after they could be: no longer due). */
    private List<UUID> resting() {
        Instant now = clock.instant();
        backoff.values().removeIf(b -> b.next().plus(maxBackoff).isBefore(now));
        return backoff.entrySet().stream().filter(e -> e.getValue().next().isAfter(now)).map(Map.Entry::getKey).toList();
    }

    /** Runs one game's server-side step so that its failure stays its own. */
    private boolean isolated(Projections.Due game, Supplier<Boolean> work) {
        try {
            boolean done = work.get();
            backoff.remove(game.id());
            return done;
        } catch (StoreException.Conflict e) {
            return false; // another replica (or a move) got there first
        } catch (Throwable t) {
            Backoff b = backoff.merge(game.id(), new Backoff(1, clock.instant().plus(FIRST_BACKOFF)),
                    (old, first) -> new Backoff(old.failures() + 1, clock.instant().plus(backoffAfter(old.failures() + 1))));
            metrics.counter("tabletop.timeouts.failed", "game", game.type()).increment();
            LOG.warnf(t, "timeout of game %s (%s) failed %d time(s) in a row; next try after %s",
                    game.id(), game.type(), b.failures(), b.next());
            return false;
        }
    }

    private Duration backoffAfter(int failures) {
        Duration d = FIRST_BACKOFF.multipliedBy(1L << Math.min(failures - 1, 20));
        return d.compareTo(maxBackoff) > 0 ? maxBackoff : d;
    }

    /** Abandons an open game after {@code ttl}; {@code unseated}: only while nobody has sat down (version 1). */
    private boolean abandon(UUID id, Duration ttl, boolean unseated) {
        return locks.with(id, () -> {
            OffsetDateTime now = now();
            GameStreams.Appended done = tx.inTransaction(c -> {
                Head head = store.lockHead(c, id).orElse(null);
                if (head == null || !Status.OPEN.name().equals(head.status())) return null;
                if (unseated && head.version() != 1) return null; // a seat was taken meanwhile
                Loaded g = streams.load(c, id, head);
                TableEvent.GameAbandoned event = g.codec().table().abandon(g.state(), ttl.toSeconds());
                ObjectNode command = command("ABANDON");
                command.put("openSeconds", event.openSeconds());
                ObjectNode cause = Caused.cause(null, command, "SERVER");
                return streams.append(c, g, head, List.of(new Caused(cause, List.of(event))), now);
            });
            if (done == null) return false;
            committed(done);
            return true;
        });
    }

    private boolean expire(UUID id) {
        return locks.with(id, () -> expireLocked(id));
    }

    private boolean expireLocked(UUID id) {
        OffsetDateTime now = now();
        GameStreams.Appended done = tx.inTransaction(c -> {
            Head head = store.lockHead(c, id).orElse(null);
            if (head == null || head.deadline() == null || head.deadline().isAfter(now)) return null;
            Loaded g = streams.load(c, id, head);
            Table<Object, Object, Object> table = g.codec().table();
            Optional<Silence<Object>> silence = table.silence(g.state());
            if (silence.isEmpty()) {
                clearDeadline(c, g, head, now);
                return null;
            }
            TableState<Object> state = g.state();
            List<Caused> batches = new ArrayList<>();
            for (SeatCommand<Object> pass : silence.get().passes()) {
                if (!table.awaiting(state).contains(pass.seat())) break; // the step moved on without this seat
                // the game's own default move, not a seat's: no service limit applies (Table#moveLive)
                List<Object> events = table.move(state, pass.seat(), pass.command(),
                        new SeededRng(g.seed(), state.version()));
                batches.add(new Caused(Caused.cause(pass.seat(), g.codec().writeCommand(pass.command()), "TIMEOUT"),
                        events));
                for (Object e : events) state = table.evolve(state, e);
                if (table.status(state) != Status.ACTIVE) break;
            }
            return streams.append(c, g, head, batches, now);
        });
        if (done == null) return false;
        committed(done);
        return true;
    }

    private void clearDeadline(Connection c, Loaded g, Head head, OffsetDateTime now) throws SQLException {
        Table<Object, Object, Object> table = g.codec().table();
        TableState<Object> s = g.state();
        projections.updateGame(c, new GameRow(g.id(), head.type(), head.status(), head.version(),
                GameStreams.seatsJson(s), table.awaiting(s), table.winners(s), null, false, null, head.hash(),
                null, null, null, now, head.rulesVersion()));
    }

    /** After a commit: keep the state for the next move, wake long-polls, arm the reaction timer. */
    void committed(GameStreams.Appended done) {
        streams.remember(done.after());
        signals.committed(done.after().id(), done.after().version());
        timer.wakeAt(done.deadline());
    }

    private static ApiProblem refusal(RuleViolation v, long version) {
        if (CONFLICTS.contains(v.code())) return ApiProblem.conflict(v.code(), v.getMessage(), version);
        return ApiProblem.unprocessable(v.code(), v.getMessage(), version);
    }

    private static ObjectNode command(String type) {
        ObjectNode n = Json.object();
        n.put("type", type);
        return n;
    }

    OffsetDateTime now() {
        return OffsetDateTime.now(clock).withOffsetSameInstant(ZoneOffset.UTC).truncatedTo(ChronoUnit.MICROS);
    }
}
