package io.tabletop.app;

import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.engine.Options;
import io.tabletop.engine.RuleViolation;
import io.tabletop.engine.SeededRng;
import io.tabletop.engine.Table;
import io.tabletop.engine.TableEvent;
import io.tabletop.engine.TableState;
import io.tabletop.store.EventStore;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Checks a game's log from its first event: (1) the seqs run 1…n, (2) the hash chain recomputes, (3) the seed
 * matches the commitment in the first event, (4) re-deciding every recorded command with the revealed seed
 * reproduces every event exactly (deals, draws and all). Each check reports the first event where it fails.
 */
final class LogVerifier {

    static final String SEQUENCE = "SEQUENCE";
    static final String HASH_CHAIN = "HASH_CHAIN";
    static final String SEED = "SEED";
    static final String REPLAY = "REPLAY";
    static final String FINAL_STATE = "FINAL_STATE";

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

    /** The checks, and the fold of the recorded events (null when the log cannot even be folded). */
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

    private LogVerifier() {}

    static Result verify(Codecs codecs, List<Entry> log, String seed) {
        List<Check> checks = new ArrayList<>();
        checks.add(sequence(log));
        checks.add(hashChain(log));
        GameCodec codec = codecOf(codecs, log);
        checks.add(seed(log, seed));
        checks.add(codec == null ? Check.failed(REPLAY, log.isEmpty() ? null : log.getFirst(), "no known game type")
                : replay(codec, log, seed));
        LogFold fold = codec == null ? null : fold(codec, log);
        return new Result(checks, fold, codec);
    }

    private static GameCodec codecOf(Codecs codecs, List<Entry> log) {
        if (log.isEmpty() || !"GAME_CREATED".equals(log.getFirst().type())) return null;
        JsonNode type = log.getFirst().data().get("type");
        return type == null ? null : codecs.find(type.asText()).orElse(null);
    }

    private static Check sequence(List<Entry> log) {
        if (log.isEmpty()) return Check.failed(SEQUENCE, null, "the log is empty");
        for (int i = 0; i < log.size(); i++) {
            if (log.get(i).seq() != i + 1) {
                return Check.failed(SEQUENCE, log.get(i), "expected seq " + (i + 1) + ", found " + log.get(i).seq());
            }
        }
        if (!"GAME_CREATED".equals(log.getFirst().type())) {
            return Check.failed(SEQUENCE, log.getFirst(), "the first event must be GAME_CREATED");
        }
        return Check.passed(SEQUENCE);
    }

    private static Check hashChain(List<Entry> log) {
        byte[] prev = EventStore.GENESIS;
        for (Entry e : log) {
            if (e.hash() == null) return Check.failed(HASH_CHAIN, e, "no hash");
            byte[] expected = EventStore.chain(prev, e.seq(), e.type(), Json.canonical(e.data()),
                    Json.canonical(e.meta()), e.at());
            if (!Arrays.equals(expected, e.hash())) {
                return Check.failed(HASH_CHAIN, e, "the hash of event " + e.seq() + " does not match its content");
            }
            prev = e.hash();
        }
        return Check.passed(HASH_CHAIN);
    }

    private static Check seed(List<Entry> log, String seed) {
        if (log.isEmpty()) return Check.failed(SEED, null, "the log is empty");
        Entry first = log.getFirst();
        JsonNode commitment = first.data().get("seedCommitment");
        if (seed == null) return Check.failed(SEED, first, "no seed given");
        if (commitment == null || !SeededRng.commitment(seed).equals(commitment.asText())) {
            return Check.failed(SEED, first, "SHA-256 of the seed is not the commitment of the first event");
        }
        return Check.passed(SEED);
    }

    /** Re-decides every command the meta records and compares what it yields with what was recorded. */
    private static Check replay(GameCodec codec, List<Entry> log, String seed) {
        Table<Object, Object, Object> table = codec.table();
        TableState<Object> state = null;
        int i = 0;
        while (i < log.size()) {
            Entry e = log.get(i);
            JsonNode command = e.meta().get("command");
            if (command == null || !command.hasNonNull("type")) {
                return Check.failed(REPLAY, e, "event " + e.seq() + " has no recorded cause");
            }
            List<Object> produced;
            try {
                produced = decide(codec, table, state, e, command, seed);
            } catch (RuleViolation v) {
                return Check.failed(REPLAY, e, "the recorded command is refused by the rules: " + v.code());
            } catch (RuntimeException ex) {
                return Check.failed(REPLAY, e, "the recorded command cannot be replayed");
            }
            for (int k = 0; k < produced.size(); k++) {
                if (i + k >= log.size()) return Check.failed(REPLAY, log.getLast(), "the log ends early");
                Entry recorded = log.get(i + k);
                Object p = produced.get(k);
                if (!codec.eventType(p).equals(recorded.type())
                        || !Json.canonical(codec.eventData(p)).equals(Json.canonical(recorded.data()))) {
                    return Check.failed(REPLAY, recorded, "event " + recorded.seq() + " is not what the rules yield");
                }
                if (k > 0 && recorded.meta().size() > 0) {
                    return Check.failed(REPLAY, recorded, "event " + recorded.seq() + " claims a cause of its own");
                }
                state = table.evolve(state, p);
            }
            i += produced.size();
            if (i < log.size() && log.get(i).meta().size() == 0) {
                return Check.failed(REPLAY, log.get(i), "event " + log.get(i).seq() + " follows from no command");
            }
        }
        return Check.passed(REPLAY);
    }

    private static List<Object> decide(GameCodec codec, Table<Object, Object, Object> table, TableState<Object> state,
                                       Entry e, JsonNode command, String seed) {
        String type = command.get("type").asText();
        SeededRng rng = new SeededRng(seed == null ? "" : seed, e.seq() - 1);
        if (state == null) {
            if (!"CREATE".equals(type)) throw new IllegalStateException("a log starts with CREATE");
            TableEvent.GameCreated created = Json.MAPPER.convertValue(e.data(), TableEvent.GameCreated.class);
            Options options = Options.validate(table.optionSpecs().stream()
                    .filter(o -> !o.name().equals(Table.SEED_OPTION)).toList(), created.options());
            return List.of(table.create(created.seats(), options, created.seedCommitment(), created.seeded()));
        }
        int seat = e.meta().path("seat").asInt(-1);
        if ("ABANDON".equals(type)) return List.of(table.abandon(state, command.path("openSeconds").asLong()));
        if ("TAKE_SEAT".equals(type)) {
            return table.takeSeat(state, seat, command.path("name").asText(null), rng);
        }
        List<Object> out = new ArrayList<>(table.move(state, seat, codec.parseCommand(command), rng));
        return out;
    }

    /** Folds the recorded events as they are (for the final-state comparison and for storing an import). */
    private static LogFold fold(GameCodec codec, List<Entry> log) {
        try {
            LogFold fold = new LogFold(codec);
            for (Entry e : log) {
                fold.accept(e.seq(), codec.readEvent(e.type(), e.data()), e.meta().size() > 0, e.at(), e.hash());
            }
            return fold.finish();
        } catch (RuntimeException ex) {
            return null;
        }
    }
}
