package io.tabletop.app.audit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabletop.app.Caused;
import io.tabletop.app.Codecs;
import io.tabletop.app.GameCodec;
import io.tabletop.app.Json;
import io.tabletop.app.LogFold;
import io.tabletop.engine.Options;
import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.SeatCommand;
import io.tabletop.engine.SeatDeck;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import io.tabletop.store.EventStore;
import java.time.OffsetDateTime;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/**
 * Checks a game's log event by event from its first: (1) the seqs run 1…n, (2) the hash chain recomputes, (3) the
 * seed matches the commitment in the first event, (4) re-deciding every recorded command with the revealed seed
 * reproduces every event exactly (deals, draws and all), and each command's meta is exactly what the service
 * records for it. Each check reports the first event where it fails.
 *
 * <p>Only what the replay reproduced is folded, and the fold is handed out only when every check passed: a log that
 * fails any check is never folded (a forged first event cannot make the fold allocate or loop on its say-so).
 */
final class LogVerifier {

    static final String SEQUENCE = "SEQUENCE";
    static final String HASH_CHAIN = "HASH_CHAIN";
    static final String SEED = "SEED";
    static final String REPLAY = "REPLAY";
    static final String FINAL_STATE = "FINAL_STATE";
    private static final String REISSUE_TOKEN = "REISSUE_TOKEN";

    /** One logged event; {@code line} is its line in an imported file (or its seq). */
    record Entry(int line, long seq, String type, JsonNode data, JsonNode meta, OffsetDateTime at, byte[] hash) {}

    /** One check's verdict: where it first failed, and why. */
    record Check(String name, boolean ok, Long seq, Integer line, String detail) {
        static Check passed(String name) {
            return new Check(name, true, null, null, null);
        }

        static Check failed(String name, Entry at, String detail) {
            return new Check(name, false, at == null ? null : at.seq(), at == null ? null : at.line(), detail);
        }
    }

    /** The checks, and the fold of the log (null unless every check passed). */
    record Result(List<Check> checks, LogFold fold, GameCodec codec) {
        boolean ok() {
            return checks.stream().allMatch(Check::ok);
        }

        Check firstFailure() {
            Check first = null;
            for (Check c : checks) {
                if (!c.ok() && (first == null || (c.line() != null && (first.line() == null || c.line() < first.line())))) {
                    first = c;
                }
            }
            return first;
        }
    }

    /** A recorded cause the rules accept but the service would never have recorded. */
    private static final class Unrecorded extends RuntimeException {
        Unrecorded(String detail) {
            super(detail, null, false, false);
        }
    }

    private final Codecs codecs;
    private final String seed;
    private GameCodec codec;
    private LogFold fold;
    /** Events the current command yields that the log has not shown yet. */
    private final ArrayDeque<Object> pending = new ArrayDeque<>();
    private byte[] previousHash = EventStore.GENESIS;
    private long count;
    private Entry last;
    // each check's first failure; null while it holds
    private Check sequence;
    private Check chain;
    private Check seedCheck;
    private Check replay;

    LogVerifier(Codecs codecs, String seed) {
        this.codecs = codecs;
        this.seed = seed;
    }

    /** Checks the next event; returns the first check that fails at this very event, or null. */
    Check accept(Entry e) {
        count++;
        last = e;
        Check failing = null;
        if (sequence == null && (sequence = sequence(e)) != null) failing = sequence;
        if (chain == null && (chain = chain(e)) != null && failing == null) failing = chain;
        if (count == 1 && (seedCheck = seed(e)) != null && failing == null) failing = seedCheck;
        if (replay == null && (replay = replay(e)) != null && failing == null) failing = replay;
        return failing;
    }

    /** The verdict once every event was given. */
    Result finish() {
        if (count == 0) {
            sequence = Check.failed(SEQUENCE, null, "the log is empty");
            seedCheck = Check.failed(SEED, null, "the log is empty");
            replay = Check.failed(REPLAY, null, "the log is empty");
        }
        if (replay == null && !pending.isEmpty()) replay = Check.failed(REPLAY, last, "the log ends early");
        List<Check> checks = List.of(verdict(SEQUENCE, sequence), verdict(HASH_CHAIN, chain), verdict(SEED, seedCheck),
                verdict(REPLAY, replay));
        boolean ok = checks.stream().allMatch(Check::ok);
        return new Result(checks, ok ? fold.finish() : null, codec);
    }

    private static Check verdict(String name, Check failure) {
        return failure == null ? Check.passed(name) : failure;
    }

    private Check sequence(Entry e) {
        if (e.seq() != count) return Check.failed(SEQUENCE, e, "expected seq " + count + ", found " + e.seq());
        if (count == 1 && !"GAME_CREATED".equals(e.type())) {
            return Check.failed(SEQUENCE, e, "the first event must be GAME_CREATED");
        }
        return null;
    }

    private Check chain(Entry e) {
        if (e.hash() == null) return Check.failed(HASH_CHAIN, e, "no hash");
        byte[] expected = EventStore.chain(previousHash, e.seq(), e.type(), Json.canonical(e.data()),
                Json.canonical(e.meta()), e.at());
        if (!Arrays.equals(expected, e.hash())) {
            return Check.failed(HASH_CHAIN, e, "the hash of event " + e.seq() + " does not match its content");
        }
        previousHash = e.hash();
        return null;
    }

    private Check seed(Entry first) {
        JsonNode commitment = first.data().get("seedCommitment");
        if (seed == null) return Check.failed(SEED, first, "no seed given");
        if (commitment == null || !SeededRng.commitment(seed).equals(commitment.asText())) {
            return Check.failed(SEED, first, "SHA-256 of the seed is not the commitment of the first event");
        }
        return null;
    }

    /**
     * The event must be the next one the current command yields or, when that command's events are all shown,
     * carry the cause of the next command, exactly as the service records it. What matches is folded.
     */
    private Check replay(Entry e) {
        if (count == 1) {
            TableEvent.GameCreated created = createdOf(e);
            if (created == null || codecs.find(created.type()).isEmpty()) {
                return Check.failed(REPLAY, e, "no known game type");
            }
            codec = codecs.find(created.type(), created.rulesVersion()).orElse(null);
            if (codec == null) {
                return Check.failed(REPLAY, e, created.type() + " rules version " + created.rulesVersion()
                        + " is not played by this build (it plays " + codecs.versions(created.type()) + ")");
            }
            fold = LogFold.deriving(codec);
        }
        boolean starts = pending.isEmpty();
        try {
            if (starts) {
                if (e.meta().isEmpty()) return Check.failed(REPLAY, e, "event " + e.seq() + " follows from no command");
                JsonNode command = e.meta().get("command");
                if (command == null || !command.hasNonNull("type")) {
                    return Check.failed(REPLAY, e, "event " + e.seq() + " has no recorded cause");
                }
                pending.addAll(decide(e, command));
            } else if (!e.meta().isEmpty()) {
                return Check.failed(REPLAY, e, "event " + e.seq() + " claims a cause of its own");
            }
            Object produced = pending.poll();
            // a stored event is compared as it is read today: through its upcaster when its shape has changed since
            if (!codec.eventType(produced).equals(e.type())
                    || !Json.canonical(codec.eventData(produced)).equals(Json.canonical(codec.upcast(e.type(), e.data())))) {
                return Check.failed(REPLAY, e, "event " + e.seq() + " is not what the rules yield");
            }
            fold.accept(e.seq(), produced, starts, e.at(), e.hash());
            return null;
        } catch (Unrecorded u) {
            return Check.failed(REPLAY, e, u.getMessage());
        } catch (RuleViolation v) {
            return Check.failed(REPLAY, e, "the recorded command is refused by the rules: " + v.code());
        } catch (RuntimeException ex) {
            return Check.failed(REPLAY, e, "the recorded command cannot be replayed");
        }
    }

    /** The first event as its record (upcast), or null when it is none. */
    private static TableEvent.GameCreated createdOf(Entry first) {
        if (!"GAME_CREATED".equals(first.type())) return null;
        JsonNode type = first.data().get("type");
        if (type == null || !type.isTextual()) return null;
        try {
            return GameCodec.readCreated(first.data());
        } catch (RuntimeException ex) {
            return null;
        }
    }

    /** Seats taken by house bots (their TAKE_SEAT said source BOT): only they make BOT moves. */
    private final java.util.Set<Integer> botSeats = new java.util.HashSet<>();

    /** What the recorded command yields now, after checking that its meta is what the service records for it. */
    private List<Object> decide(Entry e, JsonNode command) {
        Table<Object, Object, Object> table = codec.table();
        TableState<Object> state = fold.state();
        String type = command.get("type").asText();
        SeededRng rng = new SeededRng(seed == null ? "" : seed, state == null ? 0 : state.version());
        List<Object> events;
        ObjectNode recorded;
        if (state == null) {
            if (!"CREATE".equals(type)) throw new Unrecorded("a log starts with the CREATE command");
            TableEvent.GameCreated created = GameCodec.readCreated(e.data());
            Options options = Options.validate(table.optionSpecs().stream()
                    .filter(o -> !o.name().equals(Table.SEED_OPTION)).toList(), created.options());
            events = List.of(table.create(created.seats(), options, created.seedCommitment(), created.seeded()));
            recorded = Caused.cause(null, command("CREATE"), "CREATOR");
        } else if ("ABANDON".equals(type)) {
            TableEvent.GameAbandoned abandoned = table.abandon(state, command.path("openSeconds").asLong());
            events = List.of(abandoned);
            ObjectNode abandon = command("ABANDON");
            abandon.put("openSeconds", abandoned.openSeconds());
            recorded = Caused.cause(null, abandon, "SERVER");
        } else if ("TAKE_SEAT".equals(type)) {
            SeatDeck deck = command.hasNonNull("deck") ? Json.MAPPER.convertValue(command.get("deck"), SeatDeck.class) : null;
            events = table.takeSeat(state, e.meta().path("seat").asInt(-1), command.path("name").asText(null), deck, rng);
            TableEvent.SeatTaken taken = (TableEvent.SeatTaken) events.getFirst();
            ObjectNode took = command("TAKE_SEAT");
            took.put("seat", taken.seat());
            took.put("name", taken.name());
            if (deck != null) took.set("deck", Json.tree(deck));
            boolean bot = Caused.BOT.equals(e.meta().path("source").asText());
            if (bot) {
                took.put("bot", command.path("bot").asText());
                botSeats.add(taken.seat());
            }
            recorded = Caused.cause(taken.seat(), took, bot ? Caused.BOT : Caused.SEAT);
        } else if (REISSUE_TOKEN.equals(type)) {
            int seat = e.meta().path("seat").asInt(-1);
            String by = command.path("by").asText("");
            if (!Table.BY_HOLDER.equals(by) && !Table.BY_CREATOR.equals(by)) {
                throw new Unrecorded("event " + e.seq() + " replaces a token by neither its holder nor the creator");
            }
            if (botSeats.contains(seat)) {
                throw new Unrecorded("event " + e.seq() + " replaces the token of a seat a house bot plays");
            }
            events = List.of(table.reissueToken(state, seat, by));
            recorded = Caused.cause(seat, Caused.reissue(seat, by), by);
        } else {
            int seat = e.meta().path("seat").asInt(-1);
            Object parsed = codec.parseCommand(command);
            boolean timeout = "TIMEOUT".equals(e.meta().path("source").asText());
            boolean bot = Caused.BOT.equals(e.meta().path("source").asText());
            if (bot && !botSeats.contains(seat)) {
                throw new Unrecorded("event " + e.seq() + " claims a house bot's move for a seat no bot took");
            }
            if (timeout && !silenceStandsFor(state, seat, parsed)) {
                throw new Unrecorded("event " + e.seq() + " claims a timeout where silence does not stand for it");
            }
            if (timeout && !fold.deadlinePassedAt(e.at())) {
                throw new Unrecorded("event " + e.seq() + " claims a timeout before the step's deadline");
            }
            events = table.move(state, seat, parsed, rng);
            recorded = Caused.cause(seat, codec.writeCommand(parsed), timeout ? "TIMEOUT" : bot ? Caused.BOT : Caused.SEAT);
        }
        if (!Json.canonical(recorded).equals(Json.canonical(e.meta()))) {
            throw new Unrecorded("the meta of event " + e.seq() + " is not what the service records for its command");
        }
        return events;
    }

    /** A timeout is recorded only where the game times the awaited step, for a seat silence answers for. */
    private boolean silenceStandsFor(TableState<Object> state, int seat, Object command) {
        Table<Object, Object, Object> table = codec.table();
        String wanted = Json.canonical(codec.writeCommand(command));
        return table.silence(state).filter(s -> table.timeoutSeconds(state, s) != null)
                .map(s -> s.passes().stream().anyMatch((SeatCommand<Object> p) -> p.seat() == seat
                        && Json.canonical(codec.writeCommand(p.command())).equals(wanted))).orElse(false);
    }

    private static ObjectNode command(String type) {
        ObjectNode n = Json.object();
        n.put("type", type);
        return n;
    }
}
