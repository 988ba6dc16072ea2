package io.tabletop.app.audit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.tabletop.app.ApiProblem;
import io.tabletop.app.Codecs;
import io.tabletop.app.GameSignals;
import io.tabletop.app.Ids;
import io.tabletop.app.Json;
import io.tabletop.app.LogFold;
import io.tabletop.app.play.GameReads;
import io.tabletop.app.play.GameSummary;
import io.tabletop.engine.Status;
import io.tabletop.store.EventStore;
import io.tabletop.store.GameRow;
import io.tabletop.store.Projections;
import io.tabletop.store.Seats;
import io.tabletop.store.StoredEvent;
import io.tabletop.store.Tx;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Stores an exported log as a new finished game once it verifies. The log is read line by line and each line is
 * checked as it comes (shape, storable text, time, the meta the service writes, sequence, hash chain, seed, replay),
 * so a bad log is refused at its first bad line without reading on; only a log that passed every check is folded
 * and stored. The game is marked imported: created at the import time, and shown as seeded (its importer knew the
 * seed, so the deal is not vouched for).
 */
@Singleton
public class LogImport {

    /** The fields of an event line; the first line also has {@code format} and {@code seed}. */
    private static final Set<String> LINE_FIELDS = Set.of("seq", "type", "at", "data", "meta", "hash");
    private static final Set<String> FIRST_LINE_FIELDS = Set.of("format", "seed", "seq", "type", "at", "data", "meta",
            "hash");
    /** What the service writes in meta (see {@link Caused}); the replay checks the values too. */
    private static final Set<String> META_FIELDS = Set.of("seat", "command", "source");
    /** Seeds are 64 hex digits, or a creator's text option of at most 256 characters. */
    static final int MAX_SEED_LENGTH = 256;
    /** No game predates this, and it is well inside PostgreSQL's timestamptz range. */
    static final OffsetDateTime EARLIEST = OffsetDateTime.of(1970, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC);

    @Inject
    Tx tx;

    @Inject
    EventStore store;

    @Inject
    Projections projections;

    @Inject
    Seats seats;

    @Inject
    Codecs codecs;

    @Inject
    GameSignals signals;

    @Inject
    Clock clock;

    @ConfigProperty(name = "tabletop.import.max-events", defaultValue = "50000")
    int maxEvents;

    @ConfigProperty(name = "tabletop.import.max-line-length", defaultValue = "65536")
    int maxLineLength;

    /** How far in the future an event's time may be (clocks differ a little between machines). */
    @ConfigProperty(name = "tabletop.import.clock-skew", defaultValue = "5m")
    Duration clockSkew;

    /** Verifies an exported log and stores it as a new finished game; 422 naming the first bad line otherwise. */
    public GameSummary importLog(String ndjson) {
        if (ndjson == null || ndjson.isBlank()) throw ApiProblem.badRequest("EMPTY_BODY", "send an exported log");
        OffsetDateTime now = OffsetDateTime.now(clock).withOffsetSameInstant(ZoneOffset.UTC).truncatedTo(ChronoUnit.MICROS);
        OffsetDateTime latest = now.plus(clockSkew);
        LogVerifier verifier = null;
        String seed = null;
        List<StoredEvent> events = new ArrayList<>();
        OffsetDateTime previous = EARLIEST;
        int line = 0;
        int pos = 0;
        while (pos < ndjson.length()) {
            int newline = ndjson.indexOf('\n', pos);
            int end = newline < 0 ? ndjson.length() : newline;
            line++;
            if (end - pos > maxLineLength) {
                throw new LogRejected("LINE_TOO_LONG", line, "a line holds at most " + maxLineLength + " characters");
            }
            String text = ndjson.substring(pos, end).strip();
            pos = end + 1;
            if (text.isEmpty()) {
                if (newline < 0) break; // white space after the final newline
                throw new LogRejected("LOG_MALFORMED", line, "empty line");
            }
            if (line > maxEvents) {
                throw new LogRejected("LOG_TOO_LONG", line, "an imported log holds at most " + maxEvents + " events");
            }
            JsonNode n = parse(line, text);
            if (line == 1) {
                if (!Audit.FORMAT.equals(n.path("format").asText())) {
                    throw new LogRejected("LOG_MALFORMED", 1, "the first line must say \"format\":\"" + Audit.FORMAT + "\"");
                }
                JsonNode s = n.get("seed");
                if (s == null || !s.isTextual() || s.asText().isEmpty() || s.asText().length() > MAX_SEED_LENGTH) {
                    throw new LogRejected("LOG_MALFORMED", 1,
                            "the first line needs the seed, a string of 1 to " + MAX_SEED_LENGTH + " characters");
                }
                seed = s.asText();
                verifier = new LogVerifier(codecs, seed);
            }
            LogVerifier.Entry e = entry(line, n);
            checkTime(line, e.at(), previous, latest);
            previous = e.at();
            LogVerifier.Check bad = verifier.accept(e);
            if (bad != null) throw new LogRejected("LOG_DOES_NOT_VERIFY", line, bad.name() + ": " + bad.detail());
            events.add(new StoredEvent(e.seq(), e.type(), Json.canonical(e.data()), Json.canonical(e.meta()), e.at(),
                    e.hash()));
        }
        if (verifier == null) throw ApiProblem.badRequest("EMPTY_BODY", "send an exported log");
        LogVerifier.Result result = verifier.finish();
        if (!result.ok()) {
            LogVerifier.Check bad = result.firstFailure();
            throw new LogRejected("LOG_DOES_NOT_VERIFY", bad.line() == null ? line : bad.line(),
                    bad.name() + ": " + bad.detail());
        }
        LogFold fold = result.fold();
        if (result.codec().table().status(fold.state()) != Status.FINISHED) {
            throw new LogRejected("LOG_NOT_FINISHED", events.size(), "the log ends before the game does");
        }
        UUID id = Ids.newGameId();
        GameRow row = fold.row(id).asImported(now);
        String theSeed = seed;
        tx.inTransaction(c -> {
            projections.insertGame(c, row);
            seats.insertSeed(c, id, theSeed);
            store.insertAsIs(c, id, events);
            projections.replace(c, List.of(row), Map.of(id, fold.views()), Map.of(id, fold.snapshots()));
            return null;
        });
        signals.committed(id, row.version());
        return GameReads.summary(row);
    }

    private static JsonNode parse(int line, String text) {
        JsonNode n;
        try {
            n = Json.MAPPER.readTree(text);
        } catch (JsonProcessingException | RuntimeException e) {
            throw new LogRejected("LOG_MALFORMED", line, "not JSON (or nested too deeply, or too long a value)");
        }
        if (n == null || !n.isObject()) throw new LogRejected("LOG_MALFORMED", line, "a line is one JSON object");
        if (!storable(n)) {
            throw new LogRejected("LOG_MALFORMED", line,
                    "text must not contain NUL (\\u0000) or unpaired surrogates: the database cannot store them");
        }
        return n;
    }

    /** PostgreSQL text and jsonb refuse NUL characters and unpaired UTF-16 surrogates, in keys as in values. */
    static boolean storable(JsonNode n) {
        if (n.isTextual()) return storable(n.textValue());
        for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            if (!storable(f.getKey()) || !storable(f.getValue())) return false;
        }
        if (n.isArray()) {
            for (JsonNode item : n) if (!storable(item)) return false;
        }
        return true;
    }

    static boolean storable(String s) {
        return io.tabletop.engine.Text.storable(s);
    }

    private static LogVerifier.Entry entry(int line, JsonNode n) {
        Set<String> allowed = line == 1 ? FIRST_LINE_FIELDS : LINE_FIELDS;
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!allowed.contains(field)) throw new LogRejected("LOG_MALFORMED", line, "unknown field '" + field + "'");
        }
        JsonNode seq = n.get("seq");
        JsonNode type = n.get("type");
        JsonNode at = n.get("at");
        JsonNode data = n.get("data");
        JsonNode meta = n.get("meta");
        JsonNode hash = n.get("hash");
        if (seq == null || !seq.isIntegralNumber() || !seq.canConvertToLong() || type == null || !type.isTextual()
                || at == null || !at.isTextual() || data == null || !data.isObject() || meta == null || !meta.isObject()
                || hash == null || !hash.isTextual() || hash.asText().length() != 64) {
            throw new LogRejected("LOG_MALFORMED", line,
                    "an event line needs seq, type, at (ISO-8601), data and meta (objects) and hash (hex)");
        }
        for (Iterator<String> it = meta.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!META_FIELDS.contains(field)) {
                throw new LogRejected("META_NOT_ALLOWED", line,
                        "meta holds only what the service records (seat, command, source), not '" + field + "'");
            }
        }
        OffsetDateTime time;
        byte[] bytes;
        try {
            time = OffsetDateTime.parse(at.asText());
            bytes = HexFormat.of().parseHex(hash.asText());
        } catch (DateTimeParseException | IllegalArgumentException e) {
            throw new LogRejected("LOG_MALFORMED", line,
                    "an event line needs seq, type, at (ISO-8601), data and meta (objects) and hash (hex)");
        }
        return new LogVerifier.Entry(line, seq.asLong(), type.asText(), data, meta, time, bytes);
    }

    /**
     * Times are stored as they are hashed, in microseconds; they never go back, lie in the future, or fall outside
     * what the database stores.
     */
    private static void checkTime(int line, OffsetDateTime at, OffsetDateTime previous, OffsetDateTime latest) {
        if (at.getNano() % 1_000 != 0) {
            throw new LogRejected("INVALID_TIME", line, "at has at most microsecond precision");
        }
        if (at.isBefore(EARLIEST) || at.isAfter(latest)) {
            throw new LogRejected("INVALID_TIME", line, "at must lie between " + EventStore.instant(EARLIEST)
                    + " and now");
        }
        if (at.isBefore(previous)) {
            throw new LogRejected("INVALID_TIME", line, "at is earlier than the line before");
        }
    }
}
