package io.tabletop.app;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tabletop.engine.Status;
import io.tabletop.engine.TableState;
import io.tabletop.store.EventStore;
import io.tabletop.store.GameRow;
import io.tabletop.store.Head;
import io.tabletop.store.Projections;
import io.tabletop.store.Seats;
import io.tabletop.store.StoredEvent;
import io.tabletop.store.Tx;
import io.tabletop.store.ViewRow;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Finished games as evidence: the audit (every event, the seed, and four checks), the export as NDJSON, and the
 * import of an exported log, verified with the same checks before it is stored as a new finished game.
 */
@ApplicationScoped
public class Audit {

    /** The marker of an exported log's first line. */
    public static final String FORMAT = "tabletop-log/1";

    private static final int PAGE = 5_000;

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

    /** A finished game's head, seed and whole log; 404 unknown, 409 not finished. */
    private record Evidence(Head head, String seed, List<StoredEvent> events) {}

    private Evidence evidence(UUID id) {
        return tx.inTransaction(c -> {
            Head head = store.lockHead(c, id).orElseThrow(() -> GameReads.noSuchGame(id));
            if (!Status.FINISHED.name().equals(head.status())) {
                throw ApiProblem.conflict("GAME_NOT_FINISHED", "a game is audited and exported once it is over",
                        head.version());
            }
            List<StoredEvent> events = new ArrayList<>();
            long after = 0;
            while (after < head.version()) {
                List<StoredEvent> page = store.read(c, id, after, head.version(), PAGE);
                if (page.isEmpty()) break;
                events.addAll(page);
                after = page.getLast().seq();
            }
            return new Evidence(head, seats.seed(c, id), events);
        });
    }

    public AuditReport audit(UUID id) {
        Evidence ev = evidence(id);
        List<LogVerifier.Entry> log = ev.events().stream().map(e -> new LogVerifier.Entry((int) e.seq(), e.seq(),
                e.type(), Json.readTree(e.data()), Json.readTree(e.meta()), e.recordedAt(), e.hash())).toList();
        LogVerifier.Result result = LogVerifier.verify(codecs, log, ev.seed());
        List<AuditReport.CheckResult> checks = new ArrayList<>();
        for (LogVerifier.Check c : result.checks()) {
            checks.add(new AuditReport.CheckResult(c.name(), c.ok(), c.seq(), c.detail()));
        }
        checks.add(finalState(id, ev, result));
        boolean verified = checks.stream().allMatch(AuditReport.CheckResult::ok);
        List<AuditReport.AuditedEvent> events = new ArrayList<>();
        for (int i = 0; i < log.size(); i++) {
            LogVerifier.Entry e = log.get(i);
            events.add(new AuditReport.AuditedEvent(e.seq(), e.type(), e.at(), e.data(), e.meta(),
                    HexFormat.of().formatHex(e.hash())));
        }
        JsonNode commitment = log.isEmpty() ? null : log.getFirst().data().get("seedCommitment");
        return new AuditReport(id, ev.head().type(), ev.head().version(), verified, checks, ev.seed(),
                commitment == null ? null : commitment.asText(), events);
    }

    /** Folding the events must give the stored projections: summary row, views, head hash. */
    private AuditReport.CheckResult finalState(UUID id, Evidence ev, LogVerifier.Result result) {
        String name = LogVerifier.FINAL_STATE;
        LogFold fold = result.fold();
        if (fold == null) return new AuditReport.CheckResult(name, false, null, "the events do not fold");
        Map<String, String> stored = normalized(tx.read(c -> projections.dump(c, id)));
        Map<String, String> derived = normalized(render(fold.row(id), fold.views()));
        for (Map.Entry<String, String> e : derived.entrySet()) {
            if (!e.getValue().equals(stored.get(e.getKey()))) {
                return new AuditReport.CheckResult(name, false, null, "the stored " + e.getKey()
                        + " is not what the events give");
            }
        }
        if (!stored.keySet().equals(derived.keySet())) {
            return new AuditReport.CheckResult(name, false, null, "stored projections differ from the events'");
        }
        if (!Arrays.equals(fold.head(), ev.head().hash())) {
            return new AuditReport.CheckResult(name, false, null, "the head hash is not the last event's");
        }
        return new AuditReport.CheckResult(name, true, null, null);
    }

    /** What {@link Projections#dump} would show for these projections. */
    private static Map<String, String> render(GameRow g, List<ViewRow> views) {
        Map<String, String> out = new java.util.TreeMap<>();
        out.put("games.type", g.type());
        out.put("games.status", g.status());
        out.put("games.version", String.valueOf(g.version()));
        out.put("games.seats", g.seatsJson());
        out.put("games.awaiting", g.awaiting().toString());
        out.put("games.winners", g.winners().toString());
        out.put("games.options", g.optionsJson());
        out.put("games.seeded", g.seeded() ? "t" : "f");
        out.put("games.seedCommitment", g.seedCommitment());
        out.put("games.headHash", HexFormat.of().formatHex(g.headHash()));
        out.put("games.deadline", g.deadline() == null ? "null" : EventStore.instant(g.deadline()));
        out.put("games.deadlineWindow", String.valueOf(g.deadlineWindow()));
        out.put("games.createdAt", EventStore.instant(g.createdAt()));
        out.put("games.updatedAt", EventStore.instant(g.updatedAt()));
        for (ViewRow v : views) {
            out.put("views." + v.viewer() + ".view", v.view());
            out.put("views." + v.viewer() + ".moves", v.moves());
        }
        return out;
    }

    /** JSON compared canonically, PostgreSQL's {1,2} arrays and t/f booleans as Java prints them. */
    private static Map<String, String> normalized(Map<String, String> m) {
        Map<String, String> out = new java.util.TreeMap<>();
        m.forEach((k, v) -> {
            String n = v;
            if (k.equals("games.awaiting") || k.equals("games.winners")) {
                n = "[" + v.replaceAll("[{}\\[\\]\\s]", "").replace(",", ", ") + "]";
            } else if (k.equals("games.seeded")) {
                n = v.startsWith("t") ? "true" : "false";
            } else if (k.equals("games.seats") || k.equals("games.options") || k.startsWith("views.")) {
                n = Json.canonical(Json.readTree(v));
            }
            out.put(k, n);
        });
        return out;
    }

    /** The log as NDJSON, one event a line; the first line also carries the format and the seed. */
    public void export(UUID id, OutputStream out) {
        Evidence ev = evidence(id);
        try {
            for (StoredEvent e : ev.events()) {
                ObjectNode line = Json.object();
                if (e.seq() == 1) {
                    line.put("format", FORMAT);
                    line.put("seed", ev.seed());
                }
                line.put("seq", e.seq());
                line.put("type", e.type());
                line.put("at", EventStore.instant(e.recordedAt()));
                line.set("data", Json.readTree(e.data()));
                line.set("meta", Json.readTree(e.meta()));
                line.put("hash", HexFormat.of().formatHex(e.hash()));
                out.write(Json.MAPPER.writeValueAsBytes(line));
                out.write('\n');
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Makes sure the game exists and is over before an export starts streaming. */
    public void checkExportable(UUID id) {
        tx.read(c -> {
            Head head = store.lockHead(c, id).orElseThrow(() -> GameReads.noSuchGame(id));
            if (!Status.FINISHED.name().equals(head.status())) {
                throw ApiProblem.conflict("GAME_NOT_FINISHED", "a game is audited and exported once it is over",
                        head.version());
            }
            return null;
        });
    }

    /** Verifies an exported log and stores it as a new finished game. 422 naming the first bad line otherwise. */
    public GameSummary importLog(String ndjson) {
        if (ndjson == null || ndjson.isBlank()) throw ApiProblem.badRequest("EMPTY_BODY", "send an exported log");
        List<LogVerifier.Entry> log = new ArrayList<>();
        String seed = null;
        String[] lines = ndjson.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String text = lines[i].strip();
            if (text.isEmpty()) {
                if (lines.length - 1 == i) break; // the final newline
                throw new LogRejected("LOG_MALFORMED", i + 1, "empty line");
            }
            JsonNode n;
            try {
                n = Json.MAPPER.readTree(text);
            } catch (JsonProcessingException e) {
                throw new LogRejected("LOG_MALFORMED", i + 1, "not JSON");
            }
            if (i == 0) {
                if (!FORMAT.equals(n.path("format").asText())) {
                    throw new LogRejected("LOG_MALFORMED", 1, "the first line must say \"format\":\"" + FORMAT + "\"");
                }
                seed = n.path("seed").asText(null);
            }
            log.add(entry(i + 1, n));
        }
        if (log.isEmpty()) throw ApiProblem.badRequest("EMPTY_BODY", "send an exported log");
        LogVerifier.Result result = LogVerifier.verify(codecs, log, seed);
        if (!result.ok()) {
            LogVerifier.Check bad = result.firstFailure();
            throw new LogRejected("LOG_DOES_NOT_VERIFY", bad.line() == null ? 1 : bad.line(),
                    bad.name() + ": " + bad.detail());
        }
        LogFold fold = result.fold();
        TableState<Object> state = fold.state();
        if (result.codec().table().status(state) != Status.FINISHED) {
            throw new LogRejected("LOG_NOT_FINISHED", log.size(), "the log ends before the game does");
        }
        UUID id = Ids.newGameId();
        GameRow row = fold.row(id);
        List<ViewRow> views = fold.views();
        List<StoredEvent> events = log.stream().map(e -> new StoredEvent(e.seq(), e.type(), Json.canonical(e.data()),
                Json.canonical(e.meta()), e.at(), e.hash())).toList();
        String theSeed = seed;
        tx.inTransaction(c -> {
            projections.insertGame(c, row);
            seats.insertSeed(c, id, theSeed);
            store.insertAsIs(c, id, events);
            projections.replace(c, List.of(row), Map.of(id, views), Map.of(id, fold.snapshots()));
            return null;
        });
        signals.committed(id, row.version());
        return GameReads.summary(row);
    }

    private static LogVerifier.Entry entry(int line, JsonNode n) {
        try {
            long seq = n.get("seq").asLong();
            String type = n.get("type").asText();
            OffsetDateTime at = OffsetDateTime.parse(n.get("at").asText());
            JsonNode data = n.get("data");
            JsonNode meta = n.get("meta");
            byte[] hash = HexFormat.of().parseHex(n.get("hash").asText());
            if (!n.get("seq").canConvertToExactIntegral() || !n.get("type").isTextual() || data == null
                    || !data.isObject() || meta == null || !meta.isObject()) {
                throw new IllegalArgumentException();
            }
            return new LogVerifier.Entry(line, seq, type, data, meta, at, hash);
        } catch (RuntimeException e) {
            throw new LogRejected("LOG_MALFORMED", line,
                    "an event line needs seq, type, at (ISO-8601), data and meta (objects) and hash (hex)");
        }
    }
}
