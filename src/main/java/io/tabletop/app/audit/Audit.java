package io.tabletop.app.audit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.configuration.MemorySize;
import io.tabletop.app.ApiProblem;
import io.tabletop.app.Codecs;
import io.tabletop.app.Json;
import io.tabletop.app.LogFold;
import io.tabletop.app.play.GameReads;
import io.tabletop.engine.Status;
import io.tabletop.store.EventStore;
import io.tabletop.store.GameRow;
import io.tabletop.store.HeadAndView;
import io.tabletop.store.Projections;
import io.tabletop.store.Seats;
import io.tabletop.store.StoredEvent;
import io.tabletop.store.Tx;
import io.tabletop.store.ViewRow;
import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Finished games as evidence: the audit (every event, the seed, and the checks) and the export as NDJSON. A finished
 * game never changes, so its audit is replayed once and then served from a cache bounded in bytes; the export and
 * the audit read the log page by page instead of loading it whole. (Imports: {@link LogImport}.)
 */
@Singleton
public class Audit {

    /** The marker of an exported log's first line. */
    public static final String FORMAT = "tabletop-log/1";

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
    MeterRegistry metrics;

    /** Events read per database round trip by the export and the audit. */
    @ConfigProperty(name = "tabletop.export.page-size", defaultValue = "500")
    int pageSize;

    /** The audit reports kept, in bytes of their JSON. */
    @ConfigProperty(name = "tabletop.audit.cache-size", defaultValue = "32M")
    MemorySize cacheSize;

    /** How long a report is served before it is replayed again (so tampering with the database shows up). */
    @ConfigProperty(name = "tabletop.audit.cache-ttl", defaultValue = "1h")
    Duration cacheTtl;

    private Cache<UUID, byte[]> reports;

    @PostConstruct
    void init() {
        if (pageSize < 1) throw new IllegalArgumentException("tabletop.export.page-size must be at least 1");
        reports = Caffeine.newBuilder()
                .maximumWeight(cacheSize.asLongValue())
                .weigher((UUID id, byte[] json) -> json.length)
                .expireAfterWrite(cacheTtl)
                .build();
    }

    /** What an export needs to know before it starts streaming: the game is over, its length and seed. */
    public record Exportable(UUID id, long version, String seed) {}

    /** The audit report ({@link AuditReport}) as JSON. {@code fresh}: replay even if a report is cached. */
    public byte[] audit(UUID id, boolean fresh) {
        if (!fresh) return reports.get(id, this::report);
        byte[] json = report(id);
        reports.put(id, json);
        return json;
    }

    /** Replays the log (once through the checks, once more to write the events out). */
    private byte[] report(UUID id) {
        metrics.counter("tabletop.audit.replays").increment();
        return tx.read(c -> {
            HeadAndView head = finished(c, id);
            // a replica that does not play the game's rules version says so (503), never "does not verify"
            codecs.get(head.type(), head.rulesVersion());
            String seed = seats.seed(c, id);
            LogVerifier verifier = new LogVerifier(codecs, seed);
            String[] commitment = {null};
            pages(c, id, head.version(), e -> {
                LogVerifier.Entry entry = new LogVerifier.Entry((int) e.seq(), e.seq(), e.type(),
                        Json.readTree(e.data()), Json.readTree(e.meta()), e.recordedAt(), e.hash());
                if (e.seq() == 1 && entry.data().hasNonNull("seedCommitment")) {
                    commitment[0] = entry.data().get("seedCommitment").asText();
                }
                verifier.accept(entry);
            });
            LogVerifier.Result result = verifier.finish();
            List<AuditReport.CheckResult> checks = new ArrayList<>();
            for (LogVerifier.Check check : result.checks()) {
                checks.add(new AuditReport.CheckResult(check.name(), check.ok(), check.seq(), check.detail()));
            }
            checks.add(finalState(c, id, result.fold()));
            boolean verified = checks.stream().allMatch(AuditReport.CheckResult::ok);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (JsonGenerator g = Json.MAPPER.createGenerator(out)) {
                g.writeStartObject();
                g.writeStringField("gameId", id.toString());
                g.writeStringField("type", head.type());
                g.writeNumberField("rulesVersion", head.rulesVersion());
                g.writeNumberField("version", head.version());
                g.writeBooleanField("imported", head.imported());
                g.writeBooleanField("verified", verified);
                g.writeFieldName("checks");
                Json.MAPPER.writeValue(g, checks);
                g.writeStringField("seed", seed);
                g.writeStringField("seedCommitment", commitment[0]);
                g.writeArrayFieldStart("events");
                pages(c, id, head.version(), e -> writeEvent(g, e));
                g.writeEndArray();
                g.writeEndObject();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return out.toByteArray();
        });
    }

    private static void writeEvent(JsonGenerator g, StoredEvent e) {
        try {
            Json.MAPPER.writeValue(g, new AuditReport.AuditedEvent(e.seq(), e.type(), e.recordedAt(),
                    Json.readTree(e.data()), Json.readTree(e.meta()), HexFormat.of().formatHex(e.hash())));
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }

    /** Folding the events must give the stored projections: summary row, views, head hash. */
    private AuditReport.CheckResult finalState(Connection c, UUID id, LogFold fold) throws SQLException {
        String name = LogVerifier.FINAL_STATE;
        if (fold == null) {
            return new AuditReport.CheckResult(name, false, null, "not compared: the log does not verify");
        }
        Map<String, String> dump = projections.dump(c, id);
        Map<String, String> stored = normalized(dump);
        Map<String, String> derived = normalized(render(fold.row(id), fold.views()));
        if ("t".equals(dump.get("games.imported")) || "true".equals(dump.get("games.imported"))) {
            // the import time is not in the log, and an imported game is shown as seeded
            derived.put("games.imported", "true");
            derived.put("games.seeded", "true");
            derived.put("games.createdAt", stored.get("games.createdAt"));
            derived.put("games.updatedAt", stored.get("games.updatedAt"));
        }
        for (Map.Entry<String, String> e : derived.entrySet()) {
            if (!e.getValue().equals(stored.get(e.getKey()))) {
                return new AuditReport.CheckResult(name, false, null, "the stored " + e.getKey()
                        + " is not what the events give");
            }
        }
        if (!stored.keySet().equals(derived.keySet())) {
            return new AuditReport.CheckResult(name, false, null, "stored projections differ from the events'");
        }
        if (!HexFormat.of().formatHex(fold.head()).equals(dump.get("games.headHash"))) {
            return new AuditReport.CheckResult(name, false, null, "the head hash is not the last event's");
        }
        return new AuditReport.CheckResult(name, true, null, null);
    }

    /** What {@link Projections#dump} would show for these projections of a game played here. */
    private static Map<String, String> render(GameRow g, List<ViewRow> views) {
        Map<String, String> out = new TreeMap<>();
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
        out.put("games.imported", "f");
        out.put("games.rulesVersion", String.valueOf(g.rulesVersion()));
        for (ViewRow v : views) {
            out.put("views." + v.viewer() + ".view", v.view());
            out.put("views." + v.viewer() + ".moves", v.moves());
        }
        return out;
    }

    /** JSON compared canonically, PostgreSQL's {1,2} arrays and t/f booleans as Java prints them. */
    private static Map<String, String> normalized(Map<String, String> m) {
        Map<String, String> out = new TreeMap<>();
        m.forEach((k, v) -> {
            String n = v;
            if (k.equals("games.awaiting") || k.equals("games.winners")) {
                n = "[" + v.replaceAll("[{}\\[\\]\\s]", "").replace(",", ", ") + "]";
            } else if (k.equals("games.seeded") || k.equals("games.imported")) {
                n = v.startsWith("t") ? "true" : "false";
            } else if (k.equals("games.seats") || k.equals("games.options") || k.startsWith("views.")) {
                n = Json.canonical(Json.readTree(v));
            }
            out.put(k, n);
        });
        return out;
    }

    /** Makes sure the game exists and is over before an export starts streaming. */
    public Exportable exportable(UUID id) {
        return tx.read(c -> new Exportable(id, finished(c, id).version(), seats.seed(c, id)));
    }

    /**
     * The log as NDJSON, one event a line (the first line also carries the format and the seed), written page by
     * page as it is read: memory stays at one page, and a slow reader holds no database connection.
     */
    public void export(Exportable game, OutputStream out) {
        try {
            long after = 0;
            while (after < game.version()) {
                long from = after;
                List<StoredEvent> page = tx.read(c -> store.read(c, game.id(), from, game.version(), pageSize));
                metrics.counter("tabletop.export.pages").increment();
                if (page.isEmpty()) break;
                for (StoredEvent e : page) {
                    ObjectNode line = Json.object();
                    if (e.seq() == 1) {
                        line.put("format", FORMAT);
                        line.put("seed", game.seed());
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
                out.flush();
                after = page.getLast().seq();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The game's head; 404 unknown, 409 not finished (a finished game never changes, so no lock is taken). */
    private HeadAndView finished(Connection c, UUID id) throws SQLException {
        HeadAndView head = projections.headAndView(c, id, ViewRow.SPECTATOR).orElseThrow(() -> GameReads.noSuchGame(id));
        if (!Status.FINISHED.name().equals(head.status())) {
            throw ApiProblem.conflict("GAME_NOT_FINISHED", "a game is audited and exported once it is over",
                    head.version());
        }
        return head;
    }

    @FunctionalInterface
    private interface EventSink {
        void accept(StoredEvent e) throws SQLException;
    }

    private void pages(Connection c, UUID id, long upTo, EventSink sink) throws SQLException {
        long after = 0;
        while (after < upTo) {
            List<StoredEvent> page = store.read(c, id, after, upTo, pageSize);
            if (page.isEmpty()) break;
            for (StoredEvent e : page) sink.accept(e);
            after = page.getLast().seq();
        }
    }
}
